#include "core/rules.h"

#include <array>
#include <charconv>
#include <functional>

namespace euchre {
namespace {

struct OptionAccess {
  OptionInfo info;
  std::function<std::string(const Rules&)> get;
  std::function<bool(Rules&, std::string_view)> set;  // false: value not accepted
};

template <typename E, std::size_t N>
OptionAccess enum_option(OptionInfo info, E Rules::*field, std::array<std::string_view, N> names) {
  return {info,
          [field, names](const Rules& r) { return std::string(names[static_cast<std::size_t>(r.*field)]); },
          [field, names](Rules& r, std::string_view v) {
            for (std::size_t i = 0; i < N; ++i)
              if (names[i] == v) {
                r.*field = static_cast<E>(i);
                return true;
              }
            return false;
          }};
}

OptionAccess bool_option(OptionInfo info, bool Rules::*field) {
  return {info, [field](const Rules& r) { return std::string(r.*field ? "true" : "false"); },
          [field](Rules& r, std::string_view v) {
            if (v == "true") r.*field = true;
            else if (v == "false") r.*field = false;
            else return false;
            return true;
          }};
}

bool parse_int(std::string_view v, int& out) {
  const char* end = v.data() + v.size();
  auto [p, ec] = std::from_chars(v.data(), end, out);
  return ec == std::errc() && p == end && !v.empty();
}

OptionAccess int_option(OptionInfo info, int Rules::*field, int min, int max) {
  return {info, [field](const Rules& r) { return std::to_string(r.*field); },
          [field, min, max](Rules& r, std::string_view v) {
            int x = 0;
            if (!parse_int(v, x) || x < min || x > max) return false;
            r.*field = x;
            return true;
          }};
}

// `series`: single | first_to:N | rubber, one option for the kind and N.
OptionAccess series_option() {
  return {{"series", "single|first_to:N|rubber", "K ch. 5, 1888 Laws 1 / decided here",
           "one game; a series won by the first to N games; the rubber: three games, a fourth when the third laps"},
          [](const Rules& r) {
            switch (r.series) {
              case SeriesKind::Single: return std::string("single");
              case SeriesKind::FirstTo: return "first_to:" + std::to_string(r.series_games);
              case SeriesKind::Rubber: return std::string("rubber");
            }
            return std::string("single");
          },
          [](Rules& r, std::string_view v) {
            constexpr std::string_view kFirstTo = "first_to:";
            int n = 0;
            if (v == "single") r.series = SeriesKind::Single, r.series_games = 0;
            else if (v == "rubber") r.series = SeriesKind::Rubber, r.series_games = 0;
            else if (v.starts_with(kFirstTo) && parse_int(v.substr(kFirstTo.size()), n) && n >= 1 && n <= 100)
              r.series = SeriesKind::FirstTo, r.series_games = n;
            else return false;
            return true;
          }};
}

const std::vector<OptionAccess>& registry() {
  static const std::vector<OptionAccess> options = [] {
    std::vector<OptionAccess> o;
    o.push_back(enum_option({"mode", "partnership|three_handed|call_ace|two_handed", "W, A, K / decided here",
                             "who plays for whom: fixed partners, three-handed cutthroat, call-ace, two players"},
                            &Rules::mode,
                            std::array<std::string_view, 4>{"partnership", "three_handed", "call_ace", "two_handed"}));
    o.push_back(int_option({"deck", "24|28|32|8", "W, K, T, A / decided here",
                            "natural cards: 9-A, 8-A or 7-A; 8: jack to ace of clubs and spades, two-handed, "
                            "three cards each (the short deck)"},
                           &Rules::deck, kShortDeck, 32));
    o.push_back(enum_option({"joker", "none|joker|two_of_spades", "H, W, A",
                             "the Benny: highest trump, belongs to trump for every purpose"},
                            &Rules::joker, std::array<std::string_view, 3>{"none", "joker", "two_of_spades"}));
    o.push_back(int_option({"target", "a positive integer (5, 7, 10, 11, 15 ...), 0 = none", "all",
                            "points that win the game"},
                           &Rules::target, 0, 1000));
    o.push_back(int_option({"num_deals", "0 = no limit, else the number of deals", "EGN / decided here",
                            "a fixed number of deals ends the game"},
                           &Rules::num_deals, 0, 1000));
    o.push_back(bool_option({"win_by_two", "false|true", "W", "no winner until ahead by 2 at or past target"},
                            &Rules::win_by_two));
    o.push_back(enum_option({"first_dealer", "random|first_jack|cut", "H, A, K, 1862 Laws",
                             "cut: the lowest deals (1862 Laws); ace low, king high, jack between queen and ten (K); "
                             "ties cut again"},
                            &Rules::first_dealer, std::array<std::string_view, 3>{"random", "first_jack", "cut"}));
    o.push_back(enum_option({"deal_pattern", "3-2|2-3|1", "K, T, A, H", "how a deck order maps to hands"},
                            &Rules::deal_pattern, std::array<std::string_view, 3>{"3-2", "2-3", "1"}));
    o.push_back(enum_option({"partner_order_up", "normal|must_go_alone", "H, W",
                             "dealer's partner may accept the up-card only by going alone; dealer sits out"},
                            &Rules::partner_order_up, std::array<std::string_view, 2>{"normal", "must_go_alone"}));
    o.push_back(enum_option({"all_pass", "redeal|stick_the_dealer", "W, A, K",
                             "after two rounds of passes: the deal passes left, or the dealer must name trump"},
                            &Rules::all_pass, std::array<std::string_view, 2>{"redeal", "stick_the_dealer"}));
    o.push_back(bool_option({"no_trump", "false|true", "W", "second round only; no bowers; led suit wins"},
                            &Rules::no_trump));
    o.push_back(enum_option({"trump_requirement", "off|dealer|all", "A, W",
                             "may not make a suit trump whose only card held is one jack"},
                            &Rules::trump_requirement, std::array<std::string_view, 3>{"off", "dealer", "all"}));
    o.push_back(bool_option({"lone_maker", "true|false", "all", "the makers may go alone"}, &Rules::lone_maker));
    o.push_back(enum_option({"lone_by", "maker|maker_or_partner|makers_side", "W, K / H",
                             "who on the making side may go alone (K: not after passing in the making round)"},
                            &Rules::lone_by,
                            std::array<std::string_view, 3>{"maker", "maker_or_partner", "makers_side"}));
    o.push_back(bool_option({"lone_defender", "false|true", "H, T, A, W", "a defender may defend alone"},
                            &Rules::lone_defender));
    o.push_back(bool_option({"both_alone", "false|true", "H", "a lone maker and a lone defender at once"},
                            &Rules::both_alone));
    o.push_back(enum_option({"lone_defender_points", "4|2_or_4_on_march", "H, A, W / T",
                             "points to a lone defender who euchres the makers"},
                            &Rules::lone_defender_points, std::array<std::string_view, 2>{"4", "2_or_4_on_march"}));
    o.push_back(enum_option({"lone_lead", "left_of_loner|eldest_active", "H, T, A / K, 1862 Laws",
                             "who leads when someone is alone: the seat left of the lone player, or the eldest hand "
                             "(the next seat in play when he sits out)"},
                            &Rules::lone_lead, std::array<std::string_view, 2>{"left_of_loner", "eldest_active"}));
    o.push_back(bool_option({"partners_best", "false|true", "K ch. 6, Bicycle / decided here",
                             "a lone player may call for his partner's best card (passed face down) and discards one"},
                            &Rules::partners_best));
    o.push_back(bool_option({"defend_alone_best", "false|true", "K ch. 6, Bicycle / decided here",
                             "once a lone player has his partner's best, an opponent may take the other's and defend alone"},
                            &Rules::defend_alone_best));
    o.push_back(enum_option({"benny_up", "dealer_names_blind|redeal", "H / decided here",
                             "Joker as up-card: dealer names trump blind, or the same dealer redeals"},
                            &Rules::benny_up, std::array<std::string_view, 2>{"dealer_names_blind", "redeal"}));
    o.push_back(enum_option({"farmers_hand", "off|three_low", "W",
                             "three or more 9s/10s may be swapped for the three hidden kitty cards"},
                            &Rules::farmers_hand, std::array<std::string_view, 2>{"off", "three_low"}));
    o.push_back(enum_option({"redeal_hand", "off|nines_tens|ace_no_face", "A, W",
                             "a non-dealer may throw in such a hand; the same dealer redeals"},
                            &Rules::redeal_hand, std::array<std::string_view, 3>{"off", "nines_tens", "ace_no_face"}));
    o.push_back(bool_option({"no_ace_no_face_no_trump", "false|true", "W",
                             "such a hand may be shown after trump is made; next dealer deals"},
                            &Rules::no_ace_no_face_no_trump));
    o.push_back(bool_option({"robson", "false|true", "W",
                             "a march may subtract from the opponents; dealer turning a jack may go alone blind"},
                            &Rules::robson));
    o.push_back(enum_option({"renege", "prevented|callable", "W, A",
                             "callable: illegal plays allowed, opponents may call a renege"},
                            &Rules::renege, std::array<std::string_view, 2>{"prevented", "callable"}));
    o.push_back(enum_option({"renege_penalty", "award_2|deduct_2", "W", "4 instead of 2 when anyone is alone"},
                            &Rules::renege_penalty, std::array<std::string_view, 2>{"award_2", "deduct_2"}));
    o.push_back(bool_option({"claims", "true|false", "W", "a player may claim the rest when no defence beats it"},
                            &Rules::claims));
    o.push_back(series_option());
    o.push_back(bool_option({"laps", "false|true", "K ch. 5, 1888 Laws",
                             "points beyond those that win a game count in the next game of the series"},
                            &Rules::laps));
    o.push_back(bool_option({"slams", "false|true", "K ch. 5, 1888 Laws",
                             "a game won while no other side has a point counts two games"},
                            &Rules::slams));
    o.push_back(bool_option({"jambone", "false|true", "K ch. 5, 1862 Laws ch. IV / decided here",
                             "a lone player may lay his hand face up, the opponent on his left calling each card: "
                             "5 tricks 8 (decided here), 3-4 tricks 1, euchred as a lone hand (needs laps)"},
                            &Rules::jambone));
    o.push_back(bool_option({"jamboree", "false|true", "K ch. 5, 1862 Laws ch. IV / decided here",
                             "the five highest trumps in one hand are shown before the lead and score 16 without play "
                             "(decided here; needs laps)"},
                            &Rules::jamboree));
    o.push_back(enum_option({"bidding", "up_card|auction", "K ch. 9, Foster / decided here",
                             "auction: no card turned; one bid each of 1-5 tricks from the eldest hand, each higher; "
                             "the highest bidder names trump; the points bid are won or lost"},
                            &Rules::bidding, std::array<std::string_view, 2>{"up_card", "auction"}));
    return o;
  }();
  return options;
}

bool is_deck_size(int deck) { return deck == 24 || deck == 28 || deck == 32 || deck == kShortDeck; }

const OptionAccess& find_option(std::string_view name) {
  for (const auto& o : registry())
    if (o.info.name == name) return o;
  std::string known;
  for (const auto& o : registry()) known += (known.empty() ? "" : ", ") + std::string(o.info.name);
  throw RuleError("unknown option '" + std::string(name) + "' (options: " + known + ")");
}

struct PresetDef {
  PresetInfo info;
  std::function<void(Rules&)> apply;
};

const std::vector<PresetDef>& preset_defs() {
  static const std::vector<PresetDef> defs = {
      {{"standard", "W (main text)", "North American 24-card game to 10; all pass twice = redeal"}, [](Rules&) {}},
      {{"modern", "A", "first jack deals; lone defence allowed (4 points); if two are alone the defender leads"},
       [](Rules& r) {
         r.first_dealer = FirstDealer::FirstJack;
         r.lone_defender = true;
         r.both_alone = true;
       }},
      {{"british", "H", "25 cards with the Joker (Benny); dealer's partner accepts only alone; game to 11"},
       [](Rules& r) {
         r.joker = JokerKind::Joker;
         r.target = 11;
         r.deal_pattern = DealPattern::TwoThree;
         r.partner_order_up = PartnerOrderUp::MustGoAlone;
         r.lone_by = LoneBy::MakersSide;
         r.lone_defender = true;
         r.both_alone = true;
         r.benny_up = BennyUp::DealerNamesBlind;
       }},
      // K ch. 2: "The player at the left of the dealer has the lead", with no
      // exception for a lone hand; the 1862 Laws: "always entitled to the
      // lead, except when his partner Plays Alone, and then the lead is
      // transferred to the dealer's partner" (the next seat in play).
      {{"keller", "K", "classic 32-card game to 5; Keller's lone eligibility; cut for deal; the eldest hand leads"},
       [](Rules& r) {
         r.deck = 32;
         r.target = 5;
         r.first_dealer = FirstDealer::Cut;
         r.deal_pattern = DealPattern::TwoThree;
         r.lone_by = LoneBy::MakerOrPartner;
         r.lone_lead = LoneLead::EldestActive;
       }},
      {{"howto", "T", "32-card game to 5; a lone defender scores 2 for 3-4 tricks, 4 for a march"},
       [](Rules& r) {
         r.deck = 32;
         r.target = 5;
         r.lone_defender = true;
         r.both_alone = true;
         r.lone_defender_points = LoneDefenderPoints::TwoOrFourOnMarch;
       }},
      {{"three-handed", "W", "cutthroat, 7 cards each, maker needs 4 tricks, no going alone"},
       [](Rules& r) {
         r.mode = Mode::ThreeHanded;
         r.lone_maker = false;
       }},
      {{"call-ace", "A", "cutthroat for four: the maker calls an ace and its holder is the secret partner"},
       [](Rules& r) {
         r.mode = Mode::CallAce;
         r.first_dealer = FirstDealer::FirstJack;
         r.lone_maker = false;
       }},
      // K ch. 7: the 32-card pack, five each, the non-dealer dealt to first
      // and leading; scored as the four-handed game (so to 5, as Keller's
      // game) but with no lone hands. Keller deals "two then three or three
      // then two"; 2-3 as in our `keller` preset (decided here).
      {{"two-handed", "K", "two players, 32 cards, game to 5; march 2, euchre 2; no lone hands"},
       [](Rules& r) {
         r.mode = Mode::TwoHanded;
         r.deck = 32;
         r.target = 5;
         r.first_dealer = FirstDealer::Cut;
         r.deal_pattern = DealPattern::TwoThree;
         r.lone_maker = false;
       }},
      // K ch. 6: the 32-card pack and the joker ("imperial trump", our Benny
      // above the right bower), game to 10, partner's best and the lone defence
      // with the other's best. Lone defence otherwise as K's regular game (none).
      // The joker turned up: the dealer names trump blind, the Benny's rule of
      // the british preset (decided here; Keller is silent, docs/rules.md).
      // Cut for deal, the 2-3 deal and the eldest hand's lead as our `keller`
      // preset (K ch. 6 names no other lead, also when two are alone).
      {{"railroad", "K ch. 6", "33 cards with the joker, game to 10; a loner may call for partner's best, "
                               "an opponent may then defend alone with the other's best"},
       [](Rules& r) {
         r.deck = 32;
         r.joker = JokerKind::Joker;
         r.target = 10;
         r.first_dealer = FirstDealer::Cut;
         r.deal_pattern = DealPattern::TwoThree;
         r.lone_by = LoneBy::MakerOrPartner;
         r.lone_lead = LoneLead::EldestActive;
         r.benny_up = BennyUp::DealerNamesBlind;
         r.partners_best = true;
         r.defend_alone_best = true;
       }},
      // K ch. 9 (French euchre) and Foster (auction euchre): the 24-card
      // pack, no card turned, one bid each of a number of tricks, the highest
      // bidder names trump, the number bid won or lost, usually 15 points
      // game (Foster). No lone hands: neither source scores one (decided
      // here, docs/rules.md "French euchre"). K ch. 9: partners and the deal
      // are decided by cutting, as in the regular game.
      {{"french", "K, Foster", "no card turned; one bid each of 1-5 tricks; points bid won or lost; game to 15"},
       [](Rules& r) {
         r.bidding = Bidding::Auction;
         r.first_dealer = FirstDealer::Cut;
         r.target = 15;
         r.lone_maker = false;
       }},
  };
  return defs;
}

}  // namespace

const std::vector<OptionInfo>& option_infos() {
  static const std::vector<OptionInfo> infos = [] {
    std::vector<OptionInfo> v;
    for (const auto& o : registry()) v.push_back(o.info);
    return v;
  }();
  return infos;
}

const std::vector<PresetInfo>& preset_infos() {
  static const std::vector<PresetInfo> infos = [] {
    std::vector<PresetInfo> v;
    for (const auto& p : preset_defs()) v.push_back(p.info);
    return v;
  }();
  return infos;
}

Rules preset(std::string_view name) {
  for (const auto& p : preset_defs())
    if (p.info.name == name) {
      Rules r;
      p.apply(r);
      return r;
    }
  std::string known;
  for (const auto& p : preset_defs()) known += (known.empty() ? "" : ", ") + std::string(p.info.name);
  throw RuleError("unknown preset '" + std::string(name) + "' (presets: " + known + ")");
}

void set_option(Rules& rules, std::string_view name, std::string_view value) {
  const OptionAccess& o = find_option(name);
  Rules changed = rules;
  if (!o.set(changed, value) || (name == "deck" && !is_deck_size(changed.deck)))
    throw RuleError("option '" + std::string(name) + "' does not accept '" + std::string(value) +
                    "' (accepted: " + std::string(o.info.values) + ")");
  rules = changed;
}

void apply_override(Rules& rules, std::string_view assignment) {
  auto eq = assignment.find('=');
  if (eq == std::string_view::npos || eq == 0)
    throw RuleError("malformed option '" + std::string(assignment) + "': expected NAME=VALUE");
  set_option(rules, assignment.substr(0, eq), assignment.substr(eq + 1));
}

std::string get_option(const Rules& rules, std::string_view name) { return find_option(name).get(rules); }

namespace {
[[noreturn]] void conflict(std::string_view a, const Rules& r, std::string_view b, std::string_view why) {
  throw RuleError("option " + std::string(a) + "=" + get_option(r, a) + " conflicts with " + std::string(b) + "=" +
                  get_option(r, b) + ": " + std::string(why));
}
// French euchre (K ch. 9, Foster): four players in partnerships; the score
// of a deal is the number bid, so nothing that scores a lone hand or reads
// an up-card fits it (decided here, docs/rules.md "French euchre").
void validate_auction(const Rules& r) {
  if (r.mode != Mode::Partnership)
    conflict("bidding", r, "mode", "French euchre is played by four in two partnerships (K ch. 9)");
  if (r.lone_maker)
    conflict("bidding", r, "lone_maker", "the sources score only the number bid, never a lone hand");
  if (r.lone_defender)
    conflict("bidding", r, "lone_defender", "the sources score only the number bid, never a lone defence");
  if (r.robson) conflict("bidding", r, "robson", "no card is turned for a blind loner, and no march is scored");
}
}  // namespace

namespace {
// The short deck (decided here, docs/rules.md "The short deck"): eight cards
// deal three to each of two players and the up-card, and only Keller's
// two-handed game (K ch. 7) with its plain scoring fits in it. Whatever reads
// a fifth card, a third suit or a ninth card is refused rather than bent.
void validate_short_deck(const Rules& r) {
  if (r.mode != Mode::TwoHanded)
    conflict("deck", r, "mode", "the short deck deals three cards to two players; more seats need more cards");
  if (r.joker != JokerKind::None)
    conflict("deck", r, "joker", "the short deck is the eight natural cards jack to ace of clubs and spades");
  if (r.no_trump) conflict("deck", r, "no_trump", "the short deck keeps trumps and bowers; no-trump is not part of it");
  if (r.redeal_hand != RedealHand::Off)
    conflict("deck", r, "redeal_hand", "a throw-in is judged on five cards with nines, tens, aces and faces");
  if (r.no_ace_no_face_no_trump)
    conflict("deck", r, "no_ace_no_face_no_trump", "a three-card hand of jacks to aces always holds a face");
  if (r.jamboree) conflict("deck", r, "jamboree", "a jamboree is the five highest trumps in one hand of five");
}
}  // namespace

namespace {
// Laps and slams need a series of games won at a target (docs/rules.md).
void validate_series(const Rules& r) {
  if (r.laps && !r.plays_series())
    conflict("laps", r, "series", "a lap carries points into the next game of a series");
  if (r.slams && !r.plays_series()) conflict("slams", r, "series", "a slam counts two games of a series");
  if (r.plays_series() && r.target <= 0)
    conflict("series", r, "target", "a series is counted in games won at a target");
  // Decided here: with win by two a game has no fixed number of points that
  // win it, so nothing is "beyond" them.
  if (r.laps && r.win_by_two)
    conflict("laps", r, "win_by_two", "a lap is the points beyond the target, and win by two has no fixed target");
  // The rubber is the Laws' contest of two sides (1888 Laws 1); three
  // cutthroat players can win a game each (decided here).
  if (r.series == SeriesKind::Rubber && r.scorers() != 2)
    conflict("series", r, "mode", "a rubber is played by two sides; use series=first_to:N");
  // Jambone and jamboree belong to laps-and-slams play (1862 Laws ch. IV: the
  // opposition to the lap is "the principal objection to the Jambone"): their
  // 8 and 16 points are worth playing for only when points beyond a game carry.
  if (r.jambone && !r.laps) conflict("jambone", r, "laps", "a jambone is played with laps and slams (K ch. 5)");
  if (r.jamboree && !r.laps) conflict("jamboree", r, "laps", "a jamboree is played with laps and slams (K ch. 5)");
  if (r.jambone && !r.lone_maker) conflict("jambone", r, "lone_maker", "a jambone is a lone hand played face up");
  // Decided here: the caller chooses the lone player's card among those that
  // follow suit; with reneges allowed he could make the lone player renege.
  if (r.jambone && r.renege == Renege::Callable)
    conflict("jambone", r, "renege", "the caller would make the lone player renege and call it");
}
}  // namespace

void validate(const Rules& r) {
  if (!is_deck_size(r.deck))
    throw RuleError("option deck=" + std::to_string(r.deck) + " is not 24, 28, 32 or 8");
  if (r.short_deck()) validate_short_deck(r);
  if (r.target < 0) throw RuleError("option target must not be negative");
  if (r.target == 0 && r.num_deals == 0)
    conflict("target", r, "num_deals", "a game needs a target or a number of deals");
  if (r.no_trump && r.joker != JokerKind::None)
    conflict("no_trump", r, "joker", "the sources give no rank for the Joker in a no-trump hand");
  if (r.both_alone && !r.lone_defender)
    conflict("both_alone", r, "lone_defender", "both alone needs lone defence");
  if (r.both_alone && !r.lone_maker) conflict("both_alone", r, "lone_maker", "both alone needs lone makers");
  if (r.partner_order_up == PartnerOrderUp::MustGoAlone && !r.lone_maker)
    conflict("partner_order_up", r, "lone_maker", "the dealer's partner can only accept by going alone");
  if (r.lone_by != LoneBy::Maker && !r.lone_maker)
    conflict("lone_by", r, "lone_maker", "nobody on the making side may go alone");
  // Partner's best needs a lone hand and a partner who sits out with cards
  // to give: the partnership game only (K ch. 6 is a four-handed game).
  if (r.partners_best && r.mode != Mode::Partnership)
    conflict("partners_best", r, "mode", "only the partnership game has a partner to give his best card");
  if (r.partners_best && !r.lone_maker)
    conflict("partners_best", r, "lone_maker", "a partner's best card is called by a lone player");
  if (r.defend_alone_best && !r.partners_best)
    conflict("defend_alone_best", r, "partners_best", "the lone defence answers a lone player who has his partner's best");
  if (r.mode != Mode::Partnership) {
    // Cutthroat games have no fixed partner to sit out or to be ordered by.
    if (r.mode == Mode::ThreeHanded && r.lone_maker)
      conflict("lone_maker", r, "mode", "three-handed euchre has no going alone (W)");
    if (r.mode == Mode::TwoHanded && r.lone_maker)
      conflict("lone_maker", r, "mode", "two-handed euchre has no lone hands (K ch. 7)");
    if (r.lone_defender) conflict("lone_defender", r, "mode", "no partner to leave out in a cutthroat game");
    if (r.partner_order_up != PartnerOrderUp::Normal)
      conflict("partner_order_up", r, "mode", "no dealer's partner in a cutthroat game");
    if (r.lone_by != LoneBy::Maker) conflict("lone_by", r, "mode", "no maker's partner in a cutthroat game");
    if (r.robson) conflict("robson", r, "mode", "Robson rules score partnerships");
  }
  if (r.auction()) validate_auction(r);
  validate_series(r);
  const int hidden_kitty = r.deck_size() - r.seats() * r.hand_size() - (r.turns_up_card() ? 1 : 0);
  if (r.farmers_hand != FarmersHand::Off && hidden_kitty < 3)
    conflict("farmers_hand", r, "mode", "the kitty hides fewer than three cards to swap");
}

Rules preset_with_overrides(std::string_view preset_name, const std::vector<std::string>& assignments) {
  Rules rules = preset(preset_name);
  for (const std::string& assignment : assignments) apply_override(rules, assignment);
  validate(rules);
  return rules;
}

}  // namespace euchre
