// Generic invariants over every preset and a spread of option combinations,
// thousands of random deals each, checked against a slow reference written here
// from first principles (no TrumpTable, no engine helpers):
//  - cards are conserved in every state (hands, kitty, played: disjoint, = deck);
//  - the bidding and play legal sets equal the reference's;
//  - trick winners and the next leader match the reference;
//  - points match docs/rules.md's scoring tables, recomputed here;
//  - claims are accepted exactly when a reference AND/OR search says they are sound;
//  - copies of a DealState replay deterministically; a seed gives the same game;
//  - a seat's view holds no card it may not see; the game score is the sum of deal points.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <sstream>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "core/rng.h"
#include "core/view.h"

namespace euchre {
namespace {

#ifdef EUCHRE_SANITIZED
constexpr int kScale = 4;  // fewer iterations under ASan/UBSan
#else
constexpr int kScale = 1;
#endif

// ============================================================ the reference

namespace ref {

constexpr int kNoSuit = -1;
constexpr int NT = 4;  // no trump

int suit_of_natural(Card c) { return c / 8; }
int rank_index(Card c) { return c % 8; }  // 0 = seven ... 7 = ace
bool jack(Card c) { return c != kBenny && rank_index(c) == 4; }

// Clubs(0) <-> Spades(3), Diamonds(1) <-> Hearts(2).
int partner_suit(int s) {
  if (s == 0) return 3;
  if (s == 3) return 0;
  if (s == 1) return 2;
  return 1;
}

bool is_trump(Card c, int trump) {
  if (trump == NT) return false;
  if (c == kBenny) return true;
  if (suit_of_natural(c) == trump) return true;
  if (jack(c) && suit_of_natural(c) == partner_suit(trump)) return true;
  return false;
}

// The suit a card belongs to for following.
int eff_suit(Card c, int trump) {
  if (is_trump(c, trump)) return trump;
  if (c == kBenny) return kNoSuit;  // not reachable: no Benny in no trump
  return suit_of_natural(c);
}

// Strength within trump: Benny, right, left, then A K Q T 9 8 7.
int trump_strength(Card c, int trump) {
  if (c == kBenny) return 100;
  if (jack(c) && suit_of_natural(c) == trump) return 99;
  if (jack(c)) return 98;
  return 10 + rank_index(c);
}

// Strength in a plain suit: A K Q J T 9 8 7 (the jack between ten and queen).
int plain_strength(Card c) { return rank_index(c); }

// Does `b` beat `a` (a currently winning) in a trick led with suit `led`?
bool beats(Card b, Card a, int led, int trump) {
  const bool tb = is_trump(b, trump), ta = is_trump(a, trump);
  if (tb && !ta) return true;
  if (!tb && ta) return false;
  if (tb && ta) return trump_strength(b, trump) > trump_strength(a, trump);
  if (eff_suit(b, trump) != led) return false;
  if (eff_suit(a, trump) != led) return true;
  return plain_strength(b) > plain_strength(a);
}

int winner(const std::vector<std::pair<int, Card>>& plays, int trump) {
  const int led = eff_suit(plays[0].second, trump);
  std::size_t best = 0;
  for (std::size_t i = 1; i < plays.size(); ++i)
    if (beats(plays[i].second, plays[best].second, led, trump)) best = i;
  return plays[best].first;
}

CardSet follow_cards(CardSet hand, Card lead, int trump) {
  if (lead == kNoCard) return hand;
  CardSet same;
  for (Card c : hand)
    if (eff_suit(c, trump) == eff_suit(lead, trump)) same.add(c);
  return same.empty() ? hand : same;
}

int next_active(int seat, std::uint8_t active, int seats) {
  for (int k = 1; k <= seats; ++k) {
    const int n = (seat + k) % seats;
    if (active & (1 << n)) return n;
  }
  return -1;
}

// Can `side` win every remaining trick, whatever the others play (follow enforced)?
struct ClaimState {
  std::array<CardSet, 4> hand;
  std::uint8_t active;
  int seats;
  std::vector<std::pair<int, Card>> trick;
  int to_act;
  int trump;
};

bool side_wins_all(const ClaimState& s, std::uint8_t side) {
  bool empty = true;
  for (int p = 0; p < s.seats; ++p)
    if ((s.active & (1 << p)) && !s.hand[p].empty()) empty = false;
  if (empty) return true;
  const int p = s.to_act;
  const Card lead = s.trick.empty() ? kNoCard : s.trick[0].second;
  const bool ours = side & (1 << p);
  for (Card c : follow_cards(s.hand[p], lead, s.trump)) {
    ClaimState n = s;
    n.hand[p].remove(c);
    n.trick.push_back({p, c});
    bool ok = true;
    if (static_cast<int>(n.trick.size()) == std::popcount(static_cast<unsigned>(s.active))) {
      const int w = winner(n.trick, s.trump);
      if (!(side & (1 << w))) ok = false;
      n.trick.clear();
      n.to_act = w;
    } else {
      n.to_act = next_active(p, s.active, s.seats);
    }
    if (ok) ok = side_wins_all(n, side);
    if (ours && ok) return true;
    if (!ours && !ok) return false;
  }
  return !ours;
}

// May `seat` make `t` trump under trump_requirement?
bool requirement_forbids(const Rules& r, const DealState& s, int seat, int t, int round) {
  if (r.trump_requirement == TrumpRequirement::Off || t == NT) return false;
  if (r.trump_requirement == TrumpRequirement::Dealer && seat != s.dealer) return false;
  std::vector<Card> trumps;
  for (Card c : s.hand[seat])
    if (is_trump(c, t)) trumps.push_back(c);
  if (round == 1 && seat == s.dealer && is_trump(s.up_card, t)) trumps.push_back(s.up_card);
  return trumps.size() == 1 && jack(trumps[0]);
}

std::vector<Action> bid_actions(const Rules& r, const DealState& s) {
  std::vector<Action> out;
  const int p = s.to_act;
  const int up = suit_of_natural(s.up_card);
  if (s.phase == Phase::Bid1) {
    out.push_back(Action::pass());
    if (requirement_forbids(r, s, p, up, 1)) return out;
    const bool partner_must_alone = r.partner_order_up == PartnerOrderUp::MustGoAlone && r.partnerships() &&
                                    p == (s.dealer + 2) % 4;
    if (!partner_must_alone) out.push_back(Action::order(false));
    if (r.lone_maker) out.push_back(Action::order(true));
    return out;
  }
  const bool stuck = p == s.dealer && r.all_pass == AllPass::StickTheDealer;
  if (!stuck) out.push_back(Action::pass());
  for (int ignore = 0; ignore < 2; ++ignore) {
    std::vector<Action> calls;
    for (int t = 0; t <= NT; ++t) {
      if (t == up || (t == NT && !r.no_trump)) continue;
      if (!ignore && requirement_forbids(r, s, p, t, 2)) continue;
      calls.push_back(Action::call(t, false));
      if (r.lone_maker) calls.push_back(Action::call(t, true));
    }
    if (!calls.empty() || !stuck) {
      out.insert(out.end(), calls.begin(), calls.end());
      break;
    }
  }
  return out;
}

}  // namespace ref

// ============================================================ configurations

struct Config {
  std::string name;
  Rules rules;
};

std::vector<Config> configs() {
  std::vector<Config> out;
  for (const auto& p : preset_infos()) out.push_back({std::string(p.name), preset(p.name)});
  const std::vector<std::vector<std::string>> toggles = {
      {"deck=28"},
      {"deck=32"},
      {"joker=joker"},
      {"joker=two_of_spades"},
      {"joker=joker", "benny_up=redeal"},
      {"deal_pattern=2-3"},
      {"deal_pattern=1"},
      {"win_by_two=true"},
      {"partner_order_up=must_go_alone"},
      {"all_pass=stick_the_dealer"},
      {"no_trump=true"},
      {"trump_requirement=dealer"},
      {"trump_requirement=all"},
      {"trump_requirement=all", "all_pass=stick_the_dealer"},
      {"lone_maker=false"},
      {"lone_by=maker_or_partner"},
      {"lone_by=makers_side"},
      {"lone_defender=true"},
      {"lone_defender=true", "both_alone=true"},
      {"lone_defender=true", "lone_defender_points=2_or_4_on_march"},
      {"lone_defender=true", "both_alone=true", "lone_lead=eldest_active"},
      {"farmers_hand=three_low"},
      {"farmers_hand=three_low", "deck=32"},
      {"redeal_hand=nines_tens"},
      {"redeal_hand=ace_no_face"},
      {"no_ace_no_face_no_trump=true"},
      {"no_ace_no_face_no_trump=true", "deck=32", "lone_defender=true"},
      {"robson=true"},
      {"renege=callable"},
      {"renege=callable", "renege_penalty=deduct_2", "lone_defender=true"},
      {"claims=false"},
      {"series=first_to:2", "laps=true", "jambone=true", "jamboree=true"},
      {"series=first_to:2", "laps=true", "jambone=true", "lone_by=makers_side", "lone_defender=true", "both_alone=true"},
      {"deck=32", "no_trump=true", "all_pass=stick_the_dealer", "trump_requirement=all", "lone_by=maker_or_partner"},
      {"joker=two_of_spades", "partner_order_up=must_go_alone", "lone_by=makers_side", "lone_defender=true",
       "both_alone=true", "farmers_hand=three_low", "redeal_hand=ace_no_face", "robson=true", "renege=callable",
       "no_ace_no_face_no_trump=true"},
  };
  for (const auto& t : toggles) {
    Rules r = preset("standard");
    std::string name = "standard";
    for (const auto& o : t) {
      apply_override(r, o);
      name += " " + o;
    }
    out.push_back({name, r});
  }
  auto add = [&](const char* p, std::vector<std::string> o) {
    Rules r = preset(p);
    std::string name = p;
    for (const auto& x : o) {
      apply_override(r, x);
      name += " " + x;
    }
    out.push_back({name, r});
  };
  add("three-handed", {"renege=callable", "no_trump=true"});
  add("three-handed", {"all_pass=stick_the_dealer", "trump_requirement=all", "redeal_hand=nines_tens"});
  add("call-ace", {"renege=callable", "no_trump=true", "all_pass=stick_the_dealer"});
  add("call-ace", {"joker=joker", "farmers_hand=three_low", "no_ace_no_face_no_trump=true"});
  add("british", {"renege=callable", "renege_penalty=deduct_2", "robson=true", "lone_lead=eldest_active"});
  add("keller", {"farmers_hand=three_low", "redeal_hand=nines_tens", "robson=true"});
  add("railroad", {"series=rubber", "laps=true", "jambone=true", "jamboree=true"});
  add("call-ace", {"lone_maker=true", "series=first_to:2", "laps=true", "jambone=true", "jamboree=true"});
  add("howto", {"claims=false", "renege=callable"});
  add("two-handed", {"renege=callable", "no_trump=true", "all_pass=stick_the_dealer"});
  add("two-handed", {"joker=joker", "deck=24", "farmers_hand=three_low", "trump_requirement=all"});
  return out;
}

const std::vector<Config>& all_configs() {
  static const std::vector<Config> c = configs();
  return c;
}

// ============================================================ the deal checker

std::string card_list(CardSet s) {
  std::string out;
  for (Card c : s) out += card_text(c) + " ";
  return out;
}

#define CHECK_OR_RETURN(cond, msg)                                                   \
  do {                                                                               \
    if (!(cond)) {                                                                   \
      std::ostringstream os_;                                                        \
      os_ << __LINE__ << ": " << #cond << " | " << msg;                              \
      return os_.str();                                                              \
    }                                                                                \
  } while (0)

std::string conservation(const DealState& s) {
  const CompiledRules& cr = *s.rules;
  CardSet all = s.kitty;
  int total = s.kitty.size();
  CHECK_OR_RETURN((s.kitty & s.played).empty(), "kitty and played overlap");
  all |= s.played;
  total += s.played.size();
  for (int p = 0; p < 4; ++p) {
    CHECK_OR_RETURN((all & s.hand[p]).empty(), "seat " << p << " shares " << card_list(all & s.hand[p]));
    all |= s.hand[p];
    total += s.hand[p].size();
    if (p >= cr.seats) CHECK_OR_RETURN(s.hand[p].empty(), "a seat not in play holds cards");
  }
  CHECK_OR_RETURN(all == cr.deck && total == cr.deck_size, "cards lost or invented: " << card_list(cr.deck - all));
  return {};
}

bool same_state(const DealState& a, const DealState& b) {
  return a.hand == b.hand && a.kitty == b.kitty && a.played == b.played && a.trick == b.trick &&
         a.tricks == b.tricks && a.points == b.points && a.up_card == b.up_card && a.discard == b.discard &&
         a.phase == b.phase && a.end == b.end && a.dealer == b.dealer && a.to_act == b.to_act &&
         a.leader == b.leader && a.trick_no == b.trick_no && a.trump == b.trump && a.active == b.active &&
         a.maker == b.maker && a.loner == b.loner && a.lone_defender == b.lone_defender &&
         a.ace_partner == b.ace_partner && a.called_ace == b.called_ace && a.claimer == b.claimer &&
         a.blind_loner == b.blind_loner && a.robson_subtracted == b.robson_subtracted && a.reneged == b.reneged;
}

std::vector<Action> sorted(std::vector<Action> v) {
  std::sort(v.begin(), v.end(), [](Action a, Action b) {
    return std::pair(static_cast<int>(a.kind), a.arg) < std::pair(static_cast<int>(b.kind), b.arg);
  });
  return v;
}

std::string actions_text(const std::vector<Action>& v) {
  std::string out;
  for (Action a : v) out += "[" + action_text(a) + "] ";
  return out;
}

// Plays one deal from a shuffled order with random actions, checking every step.
// Returns an error description, or empty.
std::string check_deal(const CompiledRules& cr, int dealer, Rng& rng, DealState* final_out = nullptr) {
  const Rules& r = cr.rules;
  const int seats = cr.seats;
  Card order[kCardCodes];
  for (int i = 0; i < cr.deck_size; ++i) order[i] = cr.deck_cards[i];
  rng.shuffle(order, cr.deck_size);
  const DealState start = start_deal(cr, dealer, order);
  DealState s = start;

  // deal_pattern: the seat of each position recomputed from the pattern.
  {
    std::vector<int> packets;
    const int n = cr.hand_size;
    if (r.deal_pattern == DealPattern::One) packets.assign(static_cast<std::size_t>(n), 1);
    else if (r.deal_pattern == DealPattern::ThreeTwo) packets = {n - n / 2, n / 2};
    else packets = {n / 2, n - n / 2};
    std::array<CardSet, 4> want{};
    int pos = 0;
    for (int k : packets)
      for (int off = 1; off <= seats; ++off)
        for (int i = 0; i < k; ++i) want[(dealer + off) % seats].add(order[pos++]);
    // French euchre (bidding=auction) turns no card: the rest is the kitty.
    CHECK_OR_RETURN(pos == cr.dealt && (r.auction() ? s.up_card == kNoCard : order[pos] == s.up_card),
                    "up-card position");
    // Before any throw-in or swap, the hands are the dealt ones.
    for (int p = 0; p < seats; ++p)
      CHECK_OR_RETURN(s.hand[p] == want[p] || s.phase == Phase::Over, "deal_pattern seat " << p);
  }

  std::vector<Action> history;
  std::vector<std::pair<int, Card>> trick;
  std::array<int, 4> my_tricks{};
  std::uint8_t my_reneged = 0, my_calls = 0;
  bool subtracted = false;
  int called_holder = -1, last_actor = -1;
  int ref_bid = 0;  // bidding=auction: the highest bid seen
  const int clone_at = static_cast<int>(rng.below(40));
  DealState clone{};
  std::vector<Action> after_clone;
  bool cloned = false;

  for (int step = 0; !s.over(); ++step) {
    if (std::string e = conservation(s); !e.empty()) return e;
    if (step == clone_at) clone = s, cloned = true;
    ActionList list;
    legal_actions(s, list);
    CHECK_OR_RETURN(list.size() > 0, "no legal action in phase " << phase_name(s.phase));
    std::vector<Action> got(list.begin(), list.end());
    const int p = s.to_act;
    // Only the renege window may ask a seat that sits out (engine decision: the partner of a
    // lone player may still call a renege once the tricks are played), the best card's
    // pass (K ch. 6: the partner who sits out gives it), and, with the best card, the
    // discard of a dealer whose partner assisted alone (K ch. 2: he takes the trump up all
    // the same, and may then give it).
    const bool sitting_dealer_discards = s.phase == Phase::Discard && p == s.dealer && r.partners_best;
    CHECK_OR_RETURN(p < seats && ((s.active & (1 << p)) || s.phase == Phase::RenegeWindow ||
                                  s.phase == Phase::BestPass || sitting_dealer_discards),
                    "seat to act " << p << " does not play in phase " << phase_name(s.phase));

    if (s.phase == Phase::Bid1 || s.phase == Phase::Bid2) {
      const auto want = sorted(ref::bid_actions(r, s));
      CHECK_OR_RETURN(sorted(got) == want, "bid legal: engine " << actions_text(sorted(got)) << " reference "
                                                                << actions_text(want));
    }
    if (s.phase == Phase::Auction) {
      // K ch. 9: one bid each, higher than the last, 1 to 5 (decided here);
      // a stuck dealer may not pass when nobody bid (decided here).
      std::vector<Action> want;
      if (!(p == s.dealer && ref_bid == 0 && r.all_pass == AllPass::StickTheDealer)) want.push_back(Action::pass());
      for (int b = ref_bid + 1; b <= cr.hand_size; ++b) want.push_back(Action::bid(b));
      CHECK_OR_RETURN(sorted(got) == sorted(want), "auction legal: engine " << actions_text(sorted(got)) << " reference "
                                                                            << actions_text(sorted(want)));
      CHECK_OR_RETURN(s.up_card == kNoCard, "a card turned in French euchre");
    }
    if (s.phase == Phase::Discard) {
      CHECK_OR_RETURN(s.hand[p].size() == cr.hand_size + 1 && p == s.dealer, "discard from a wrong hand");
    }
    if (s.phase == Phase::Play) {
      const Card lead = trick.empty() ? kNoCard : trick[0].second;
      const int owner = s.turn;  // a jambone's caller (p) plays the loner's cards
      const CardSet follow = ref::follow_cards(s.hand[owner], lead, s.trump);
      const CardSet legal_cards = r.renege == Renege::Prevented ? follow : s.hand[owner];
      std::vector<Action> want;
      for (Card c : legal_cards) want.push_back(Action::play(c));
      if (r.renege == Renege::Callable && !(my_calls & (1 << p)) && !history.empty() && !s.played.empty())
        want.push_back(Action::simple(ActionKind::CallRenege));
      CHECK_OR_RETURN(sorted(got) == sorted(want), "play legal: engine " << actions_text(sorted(got)) << " reference "
                                                                         << actions_text(sorted(want)));
      // The hand sizes of the active seats agree with the trick count.
      for (int q = 0; q < seats; ++q) {
        if (!(s.active & (1 << q))) continue;
        bool played_now = false;
        for (auto& [seat, c] : trick) played_now |= seat == q;
        CHECK_OR_RETURN(s.hand[q].size() == cr.hand_size - s.trick_no - (played_now ? 1 : 0), "hand size " << q);
      }
      // Claims: accepted exactly when the reference finds them sound.
      const int left = cr.hand_size - s.trick_no;
      if (left <= 2 || (left == 3 && rng.below(4) == 0)) {
        ref::ClaimState cs{s.hand, s.active, seats, trick, p, s.trump};
        std::uint8_t side = static_cast<std::uint8_t>(1 << p);
        if (r.partnerships()) side |= static_cast<std::uint8_t>(1 << ((p + 2) % 4));
        const bool sound = r.claims && owner == p && ref::side_wins_all(cs, side);
        const Action claim = Action::simple(ActionKind::Claim);
        CHECK_OR_RETURN(is_legal(s, claim) == sound, "claim by " << p << " sound=" << sound);
        if (sound && rng.below(3) == 0) {
          got = {claim};  // take it
        }
      }
    }

    const Action a = got[rng.below(static_cast<std::uint32_t>(got.size()))];
    CHECK_OR_RETURN(is_legal(s, a), "listed action not legal: " << action_text(a));
    history.push_back(a);
    last_actor = p;
    if (a.kind == ActionKind::Bid) ref_bid = a.arg;
    if (cloned) after_clone.push_back(a);
    const DealState before = s;

    if (a.kind == ActionKind::CallAce) {
      const Card ace = make_card(static_cast<Suit>(a.arg), Rank::Ace);
      for (int q = 0; q < 4; ++q)
        if (q != s.maker && s.hand[q].contains(ace)) called_holder = q;
    }
    if (a.kind == ActionKind::Play) {
      // The card's seat: the seat to act but in a jambone, whose caller plays the loner's cards.
      const int owner = s.turn;
      CHECK_OR_RETURN(owner == p || (s.jambone && owner == s.loner), "only a jambone's caller plays another's card");
      const Card lead = trick.empty() ? kNoCard : trick[0].second;
      if (!ref::follow_cards(s.hand[owner], lead, s.trump).contains(a.arg))
        my_reneged |= static_cast<std::uint8_t>(1 << owner);
      trick.push_back({owner, a.arg});
    }
    if (a.kind == ActionKind::CallRenege) my_calls |= static_cast<std::uint8_t>(1 << p);
    if (a.kind == ActionKind::RobsonSubtract) subtracted = true;

    apply(s, a);

    if (a.kind == ActionKind::Play) {
      const int n_active = std::popcount(static_cast<unsigned>(before.active));
      if (static_cast<int>(trick.size()) == n_active) {
        const int w = ref::winner(trick, s.trump);
        ++my_tricks[w];
        trick.clear();
        CHECK_OR_RETURN(s.tricks == (std::array<std::uint8_t, 4>{static_cast<std::uint8_t>(my_tricks[0]),
                                                                  static_cast<std::uint8_t>(my_tricks[1]),
                                                                  static_cast<std::uint8_t>(my_tricks[2]),
                                                                  static_cast<std::uint8_t>(my_tricks[3])}),
                        "trick winner: reference says seat " << w);
        if (s.phase == Phase::Play) CHECK_OR_RETURN(s.turn == w, "the winner leads");
      } else {
        CHECK_OR_RETURN(s.phase == Phase::Play && s.turn == ref::next_active(before.turn, s.active, seats),
                        "next to play");
      }
    }
    if (a.kind == ActionKind::Claim) {
      my_tricks[p] += cr.hand_size - before.trick_no;
      CHECK_OR_RETURN(s.tricks[p] == my_tricks[p], "claimed tricks");
    }
    if (a.kind == ActionKind::CallRenege && s.end != DealEnd::Renege) {
      // A false call has no effect (decided here).
      std::uint8_t guilty = 0;
      for (int q = 0; q < seats; ++q)
        if (s.scorer_of(q) != s.scorer_of(p)) guilty = static_cast<std::uint8_t>(guilty | (my_reneged & (1 << q)));
      CHECK_OR_RETURN(guilty == 0, "a proven renege was ignored");
      CHECK_OR_RETURN((s.phase == before.phase && s.to_act == before.to_act) || before.phase == Phase::RenegeWindow,
                      "false call changed the state");
    }
  }
  if (std::string e = conservation(s); !e.empty()) return e;

  // ---- the result, by docs/rules.md recomputed here
  std::array<int, 4> want{};
  auto scorer = [&](int seat) { return r.partnerships() ? seat % 2 : seat; };
  switch (s.end) {
    case DealEnd::AllPassed:
    case DealEnd::Redeal:
    case DealEnd::ThrownIn: break;
    case DealEnd::Jamboree: {  // K ch. 5: the five highest trumps, 16 without play
      CHECK_OR_RETURN(r.jamboree && s.jamboree != kNobody && s.trick_no == 0 && s.played.empty(), "a jamboree ends before play");
      CHECK_OR_RETURN((s.hand[s.jamboree] & s.table().trumps).size() == 5, "a jamboree holds five trumps");
      want[scorer(s.jamboree)] = 16;
      break;
    }
    case DealEnd::Renege: {
      const int caller = last_actor;  // the seat whose call ended the deal
      CHECK_OR_RETURN(history.back().kind == ActionKind::CallRenege, "a renege end without a call");
      std::uint8_t guilty = 0;
      for (int q = 0; q < seats; ++q)
        if (scorer(q) != scorer(caller)) guilty = static_cast<std::uint8_t>(guilty | (my_reneged & (1 << q)));
      CHECK_OR_RETURN(guilty != 0, "renege proven without a renege");
      const int pen = (s.loner != kNobody || s.lone_defender != kNobody) ? 4 : 2;
      if (r.renege_penalty == RenegePenalty::Award2) {
        want[scorer(caller)] = pen;
      } else {
        const int offender = std::countr_zero(static_cast<unsigned>(guilty));
        want[scorer(offender)] = -pen;
      }
      break;
    }
    case DealEnd::Scored: {
      const int n = cr.hand_size;
      if (r.mode == Mode::ThreeHanded) {
        const int m = s.maker, mt = my_tricks[m];
        const int d1 = (m + 1) % 3, d2 = (m + 2) % 3;
        if (mt == 7) want[m] = 4;
        else if (mt == 6) want[m] = 2;
        else if (mt >= 4) want[m] = 1;
        else if (my_tricks[d1] == my_tricks[d2]) want[d1] = want[d2] = 1;
        else want[my_tricks[d1] > my_tricks[d2] ? d1 : d2] = 2;
        break;
      }
      std::uint8_t side = static_cast<std::uint8_t>(1 << s.maker);
      if (r.partnerships()) side |= static_cast<std::uint8_t>(1 << ((s.maker + 2) % 4));
      if (r.mode == Mode::CallAce && called_holder >= 0) side |= static_cast<std::uint8_t>(1 << called_holder);
      int mt = 0;
      for (int q = 0; q < 4; ++q)
        if (side & (1 << q)) mt += my_tricks[q];
      int makers_pts = 0, defenders_pts = 0;
      if (r.auction()) {  // Foster: the number bid, won or lost
        (mt >= ref_bid ? makers_pts : defenders_pts) = ref_bid;
      } else if (s.blind_loner) {
        if (mt == n) makers_pts = 5;
        else defenders_pts = 1;
      } else if (mt >= 3) {
        makers_pts = mt == n ? (s.jambone ? 8 : s.loner != kNobody ? 4 : 2) : 1;
      } else if (s.lone_defender != kNobody) {
        defenders_pts = (r.lone_defender_points == LoneDefenderPoints::Four || mt == 0) ? 4 : 2;
      } else {
        defenders_pts = 2;
      }
      if (r.partnerships()) {
        const int ms = s.maker % 2;
        want[ms] = makers_pts;
        want[1 - ms] = defenders_pts;
        if (subtracted) {
          CHECK_OR_RETURN(r.robson && (mt == n || mt == 0) && !s.blind_loner, "subtract offered wrongly");
          const int marching = mt == n ? ms : 1 - ms;
          want[1 - marching] = -want[marching];
          want[marching] = 0;
        }
      } else {
        // Call-ace: every defender scores a euchre's points; two-handed: the
        // one other player does (seats 2 and 3 are empty).
        for (int q = 0; q < seats; ++q) want[q] = (side & (1 << q)) ? makers_pts : defenders_pts;
      }
      break;
    }
    case DealEnd::None: return "deal over without an end";
  }
  for (int q = 0; q < 4; ++q)
    CHECK_OR_RETURN(s.points[q] == want[q], "points of scorer " << q << ": engine " << int(s.points[q])
                                                                << " reference " << want[q] << " end "
                                                                << int(s.end) << " tricks " << my_tricks[0]
                                                                << my_tricks[1] << my_tricks[2] << my_tricks[3]);

  // ---- determinism: a replay from the start and a clone give the same end.
  DealState replay = start;
  for (Action a : history) apply(replay, a);
  CHECK_OR_RETURN(same_state(replay, s), "replay differs");
  if (cloned) {
    for (Action a : after_clone) apply(clone, a);
    CHECK_OR_RETURN(same_state(clone, s), "clone differs");
  }
  if (final_out) *final_out = s;
  return {};
}

// ============================================================ the tests

class EveryConfig : public ::testing::TestWithParam<std::size_t> {};

TEST_P(EveryConfig, RandomDealsKeepEveryInvariant) {
  const Config& c = all_configs()[GetParam()];
  const CompiledRules cr(c.rules);
  Rng rng(0xC0FFEE + GetParam());
  const int deals = 10000 / kScale;
  std::array<int, static_cast<int>(DealEnd::Jamboree) + 1> ends{};  // one count per DealEnd
  for (int i = 0; i < deals; ++i) {
    DealState f;
    const std::string e = check_deal(cr, i % cr.seats, rng, &f);
    ASSERT_EQ(e, "") << c.name << ", deal " << i;
    ++ends[static_cast<int>(f.end)];
  }
  EXPECT_GT(ends[static_cast<int>(DealEnd::Scored)] + ends[static_cast<int>(DealEnd::Renege)], deals / 3) << c.name;
}

INSTANTIATE_TEST_SUITE_P(Configs, EveryConfig, ::testing::Range<std::size_t>(0, all_configs().size()),
                         [](const ::testing::TestParamInfo<std::size_t>& param_info) {
                           std::string n = all_configs()[param_info.param].name;
                           for (char& ch : n)
                             if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                           return std::to_string(param_info.param) + "_" + n;
                         });

// Every optional phase is actually reached by the random deals (else the checks above
// would be vacuous for it).
TEST(Coverage, OptionalPhasesAreReached) {
  std::array<int, kPhases> seen{};
  for (const auto& c : all_configs()) {
    const CompiledRules cr(c.rules);
    Rng rng(7);
    for (int i = 0; i < 300 / kScale; ++i) {
      Card order[kCardCodes];
      for (int k = 0; k < cr.deck_size; ++k) order[k] = cr.deck_cards[k];
      rng.shuffle(order, cr.deck_size);
      DealState s = start_deal(cr, i % cr.seats, order);
      while (!s.over()) {
        ++seen[static_cast<int>(s.phase)];
        ActionList l;
        legal_actions(s, l);
        apply(s, l[static_cast<int>(rng.below(static_cast<std::uint32_t>(l.size())))]);
      }
    }
  }
  for (int p = 0; p < static_cast<int>(Phase::Over); ++p)
    EXPECT_GT(seen[p], 0) << "phase never reached: " << phase_name(static_cast<Phase>(p));
}

// ---- Game level: views, score sums, same seed same game

std::string check_view(const Game& g, int seat) {
  const SeatView v = make_view(g, seat);
  const DealState& s = g.deal();
  const DealRecord& rec = g.records().back();
  const bool my_turn = !g.over() && !g.awaiting_deal() && !s.over() && s.to_act == seat;
  const bool blind = my_turn && (s.phase == Phase::BennyName || s.phase == Phase::BlindLonerOffer);
  CHECK_OR_RETURN(v.blind == blind, "blind flag");
  CHECK_OR_RETURN(v.hand == (blind ? CardSet() : s.hand[seat]), "view hand is not the own hand");
  CHECK_OR_RETURN(v.own_discard == (seat == s.dealer ? s.discard : kNoCard), "own discard");
  // Cards the rules let this seat see.
  CardSet visible = s.played;
  if (!blind) visible |= s.hand[seat];
  if (s.up_card != kNoCard) visible.add(s.up_card);
  if (seat == s.dealer && s.discard != kNoCard) visible.add(s.discard);
  std::array<CardSet, 4> gives{};
  for (const Move& m : rec.moves)
    if (m.action.kind == ActionKind::FarmerGive) gives[m.seat].add(m.action.arg);
  for (int p = 0; p < 4; ++p) visible |= gives[p];
  // A jambone's hand lies face up (K ch. 5); a jamboree's is shown when it ends the deal.
  std::array<CardSet, 4> exposed{};
  if (s.jambone) exposed[s.loner] = s.hand[s.loner];
  if (s.jamboree != kNobody) exposed[s.jamboree] = s.hand[s.jamboree];
  for (int p = 0; p < 4; ++p) visible |= exposed[p];
  if (s.over() || s.claimer != kNobody) {  // a claim shows every remaining card at once
    const bool all = s.end == DealEnd::Renege || s.claimer != kNobody;
    for (int p = 0; p < 4; ++p) {
      const bool shower = s.end == DealEnd::ThrownIn && rec.moves.back().seat == p;
      if (all || shower) visible |= s.hand[p];
    }
  } else {
    for (int p = 0; p < 4; ++p)
      CHECK_OR_RETURN(v.shown[p] == (gives[p] | exposed[p]), "shown cards during the deal, seat " << p);
  }
  CardSet in_view = v.hand | v.played;
  for (int p = 0; p < 4; ++p) in_view |= v.shown[p];
  for (Card c : v.trick)
    if (c != kNoCard) in_view.add(c);
  if (v.up_card != kNoCard) in_view.add(v.up_card);
  if (v.own_discard != kNoCard) in_view.add(v.own_discard);
  CHECK_OR_RETURN(v.moves.size() == rec.moves.size(), "moves");
  for (std::size_t i = 0; i < v.moves.size(); ++i) {
    const Move& m = v.moves[i];
    CHECK_OR_RETURN(m.seat == rec.moves[i].seat && m.action.kind == rec.moves[i].action.kind, "move " << i);
    const bool card_arg = m.action.kind == ActionKind::Discard || m.action.kind == ActionKind::Play ||
                          m.action.kind == ActionKind::FarmerGive;
    if (card_arg && m.action.arg != kNoCard) in_view.add(m.action.arg);
    if (m.action.kind == ActionKind::Discard && m.seat != seat)
      CHECK_OR_RETURN(m.action.arg == kNoCard, "another seat's discard is visible");
  }
  CHECK_OR_RETURN((in_view - visible).empty(), "seat " << seat << " sees hidden " << card_list(in_view - visible));
  // The called ace's holder stays secret until the ace is played.
  if (s.called_ace != kNobody && s.ace_partner != kNobody && s.ace_partner != seat &&
      !s.played.contains(make_card(static_cast<Suit>(s.called_ace), Rank::Ace)))
    CHECK_OR_RETURN(v.ace_partner == kNobody, "secret partner revealed");
  ActionList want;
  if (my_turn) legal_actions(s, want);
  CHECK_OR_RETURN(v.legal.size() == want.size(), "view legal actions");
  return {};
}

std::string play_game(const Rules& rules, std::uint64_t seed, bool views, std::vector<Move>* log = nullptr,
                      std::array<int, 4>* final_score = nullptr) {
  Game g(rules, seed);
  Rng rng(seed ^ 0x5EED);
  while (!g.over() && g.deals_played() < 60) {
    if (views)
      for (int p = 0; p < g.compiled().seats; ++p)
        if (std::string e = check_view(g, p); !e.empty()) return e;
    ActionList l;
    g.legal(l);
    CHECK_OR_RETURN(l.size() > 0, "game stuck");
    const Action a = l[static_cast<int>(rng.below(static_cast<std::uint32_t>(l.size())))];
    if (log) log->push_back({static_cast<std::uint8_t>(g.to_act()), a});
    g.apply(a);
  }
  if (views)  // the final deal, over: what the rules reveal and nothing more
    for (int p = 0; p < g.compiled().seats; ++p)
      if (std::string e = check_view(g, p); !e.empty()) return "final: " + e;
  // A series starts each game again from its lap (core/series.h, tested in
  // rules_series_test): the sums below are one game's.
  if (rules.plays_series()) {
    if (final_score) *final_score = g.score();
    return {};
  }
  std::array<int, 4> sum{};
  for (const auto& rec : g.records()) {
    if (!rec.finished) continue;
    for (int i = 0; i < 4; ++i) sum[i] += rec.final_state.points[i];
  }
  CHECK_OR_RETURN(sum == g.score(), "the score is not the sum of the deal points");
  if (g.over()) {
    const auto w = leader_if_won(rules, g.score());
    if (rules.num_deals == 0) CHECK_OR_RETURN(w.has_value() && w == g.winner(), "over without a winner");
    const int n = rules.scorers();
    for (int i = 0; i < n; ++i)
      if (i != *g.winner()) {
        CHECK_OR_RETURN(g.score()[*g.winner()] > g.score()[i], "winner not ahead");
        if (rules.win_by_two) CHECK_OR_RETURN(g.score()[*g.winner()] - g.score()[i] >= 2, "win by two");
      }
    CHECK_OR_RETURN(g.score()[*g.winner()] >= rules.target, "winner below target");
  }
  if (final_score) *final_score = g.score();
  return {};
}

TEST_P(EveryConfig, GamesViewsAndScores) {
  const Config& c = all_configs()[GetParam()];
  for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(40 / kScale); ++seed)
    ASSERT_EQ(play_game(c.rules, seed * 7919 + GetParam(), true), "") << c.name << " seed " << seed;
}

// ---- rapidcheck properties driven by the seed

RC_GTEST_PROP(Properties, SameSeedSameGame, (std::uint64_t seed, std::size_t which)) {
  const Config& c = all_configs()[which % all_configs().size()];
  std::vector<Move> a, b;
  std::array<int, 4> sa{}, sb{};
  RC_ASSERT(play_game(c.rules, seed, false, &a, &sa).empty());
  RC_ASSERT(play_game(c.rules, seed, false, &b, &sb).empty());
  RC_ASSERT(a == b);
  RC_ASSERT(sa == sb);
  // And the records are the same deal for deal.
  Game g1(c.rules, seed), g2(c.rules, seed);
  RC_ASSERT(g1.records()[0].hands == g2.records()[0].hands);
  RC_ASSERT(g1.records()[0].up_card == g2.records()[0].up_card);
  RC_ASSERT(g1.first_dealer() == g2.first_dealer());
}

RC_GTEST_PROP(Properties, AnySeedAnyConfigDealsKeepInvariants, (std::uint64_t seed, std::size_t which)) {
  const Config& c = all_configs()[which % all_configs().size()];
  const CompiledRules cr(c.rules);
  Rng rng(seed);
  for (int i = 0; i < 10; ++i) {
    const std::string e = check_deal(cr, static_cast<int>(rng.below(static_cast<std::uint32_t>(cr.seats))), rng);
    RC_ASSERT(e == "");
  }
}

RC_GTEST_PROP(Properties, ViewsNeverShowHiddenCards, (std::uint64_t seed, std::size_t which)) {
  const Config& c = all_configs()[which % all_configs().size()];
  const std::string e = play_game(c.rules, seed, true);
  RC_LOG() << c.name << ": " << e << "\n";
  RC_ASSERT(e == "");
}

}  // namespace
}  // namespace euchre
