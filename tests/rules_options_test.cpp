// docs/rules.md: "Presets", the option table's parsing and validation, the deck,
// the match (target, win_by_two, num_deals, dealer rotation), first_dealer and
// deal_pattern. Every test cites the source sentence docs/rules.md relies on.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "core/compiled_rules.h"
#include "core/rng.h"
#include "test_util.h"

namespace euchre::test {
namespace {

std::string opt(const Rules& r, std::string_view name) { return get_option(r, name); }

// ---------------------------------------------------------------- presets

// W (003): "Euchre uses a deck of 24 playing cards" ... "until one partnership
// scores 10 points and wins the game"; "If all players pass again, it is
// declared a misdeal. The deal passes to the player on the previous dealer's left".
TEST(Presets, Standard) {
  const Rules r = preset("standard");
  EXPECT_EQ(r, Rules{});  // the defaults are the standard game
  EXPECT_EQ(opt(r, "deck"), "24");
  EXPECT_EQ(opt(r, "joker"), "none");
  EXPECT_EQ(opt(r, "target"), "10");
  EXPECT_EQ(opt(r, "lone_defender"), "false");
  EXPECT_EQ(opt(r, "all_pass"), "redeal");
  EXPECT_EQ(opt(r, "mode"), "partnership");
  EXPECT_EQ(CompiledRules(r).deck_size, 24);
}

// A (004): "The dealer of the first hand is chosen by dealing out the cards until
// someone receives a jack." "Either defender may also choose to defend alone."
// "If a defender playing alone wins three or more tricks, the defenders earn 4 points."
TEST(Presets, Modern) {
  const Rules r = preset("modern");
  EXPECT_EQ(opt(r, "deck"), "24");
  EXPECT_EQ(opt(r, "target"), "10");
  EXPECT_EQ(opt(r, "first_dealer"), "first_jack");
  EXPECT_EQ(opt(r, "lone_defender"), "true");
  EXPECT_EQ(opt(r, "lone_defender_points"), "4");
  EXPECT_EQ(opt(r, "joker"), "none");
}

// H (001): "A pack of 25 cards is used ... plus a joker." "The dealer's partner can
// only make the turned up suit trumps by playing alone." "If the Benny is turned up
// ... The dealer must choose a trump suit without looking at her cards." "Either a
// member of the makers side or a defender may play alone. It is even possible that
// a maker and a defender choose to play alone". "The game is normally played to 11 points".
TEST(Presets, British) {
  const Rules r = preset("british");
  EXPECT_EQ(opt(r, "deck"), "24");
  EXPECT_EQ(opt(r, "joker"), "joker");
  EXPECT_EQ(CompiledRules(r).deck_size, 25);
  EXPECT_EQ(opt(r, "target"), "11");
  EXPECT_EQ(opt(r, "partner_order_up"), "must_go_alone");
  EXPECT_EQ(opt(r, "benny_up"), "dealer_names_blind");
  EXPECT_EQ(opt(r, "lone_defender"), "true");
  EXPECT_EQ(opt(r, "both_alone"), "true");
  EXPECT_EQ(opt(r, "lone_maker"), "true");
  EXPECT_EQ(opt(r, "first_dealer"), "random");  // H: "The first dealer is selected at random."
}

// K (000): "an ordinary pack of cards, minus the sixes, fives, fours, threes, and
// deuces" (32 cards); "The game is five points."; "This is determined by cutting";
// "If the eldest hand order up or make the trump, he or his partner may play alone."
// "When either side has adopted or made the trump, neither player of the opposing side can play alone."
TEST(Presets, Keller) {
  const Rules r = preset("keller");
  EXPECT_EQ(opt(r, "deck"), "32");
  EXPECT_EQ(opt(r, "target"), "5");
  EXPECT_EQ(opt(r, "first_dealer"), "cut");
  EXPECT_EQ(opt(r, "lone_by"), "maker_or_partner");
  EXPECT_EQ(opt(r, "lone_defender"), "false");
  EXPECT_EQ(opt(r, "both_alone"), "false");
  EXPECT_EQ(CompiledRules(r).deck_size, 32);
}

// T (002): "leaving 32 cards in the deck"; "Traditionally, the first side to 5 points
// wins the game"; "When only one opponent is playing, he scores 2 points for three or
// four trick euchre, and 4 points for march."
TEST(Presets, HowTo) {
  const Rules r = preset("howto");
  EXPECT_EQ(opt(r, "deck"), "32");
  EXPECT_EQ(opt(r, "target"), "5");
  EXPECT_EQ(opt(r, "lone_defender"), "true");
  EXPECT_EQ(opt(r, "lone_defender_points"), "2_or_4_on_march");
  EXPECT_EQ(opt(r, "deal_pattern"), "3-2");  // T: "(or, as some say, deal in batches of 3-2)"
}

// W (003): "Three-Handed Euchre is played like 24 - card Euchre" ... "Seven cards are
// dealt to each player, leaving three in the kitty" ... "Each player plays to ten points".
TEST(Presets, ThreeHanded) {
  const Rules r = preset("three-handed");
  EXPECT_EQ(opt(r, "mode"), "three_handed");
  EXPECT_EQ(opt(r, "deck"), "24");
  EXPECT_EQ(opt(r, "target"), "10");
  EXPECT_EQ(opt(r, "lone_maker"), "false");
  const CompiledRules cr(r);
  EXPECT_EQ(cr.seats, 3);
  EXPECT_EQ(cr.hand_size, 7);
  EXPECT_EQ(cr.deck_size - cr.dealt, 3);  // "leaving three in the kitty (Top card is still turned up)"
}

// A (004): "Call-Ace Euchre: This is a cutthroat game without permanent partnerships.
// The trump maker names the ace of any suit other than trump".
TEST(Presets, CallAce) {
  const Rules r = preset("call-ace");
  EXPECT_EQ(opt(r, "mode"), "call_ace");
  EXPECT_EQ(opt(r, "deck"), "24");
  EXPECT_EQ(opt(r, "target"), "10");
  const CompiledRules cr(r);
  EXPECT_EQ(cr.seats, 4);
  EXPECT_EQ(cr.hand_size, 5);
  EXPECT_EQ(r.scorers(), 4);
}

TEST(Presets, AllTenListedAndValid) {
  std::vector<std::string> names;
  for (const auto& p : preset_infos()) {
    names.emplace_back(p.name);
    EXPECT_NO_THROW(validate(preset(p.name))) << p.name;
    EXPECT_FALSE(p.source.empty()) << p.name;
  }
  EXPECT_EQ(names, (std::vector<std::string>{"standard", "modern", "british", "keller", "howto", "three-handed",
                                             "call-ace", "two-handed", "railroad", "french"}));
  EXPECT_THROW(preset("nonesuch"), RuleError);
  try {
    preset("nonesuch");
  } catch (const RuleError& e) {
    EXPECT_NE(std::string(e.what()).find("nonesuch"), std::string::npos);
  }
}

// docs/rules.md: "A preset is a full set of option values; any option can override it."
TEST(Presets, AnyOptionOverrides) {
  Rules r = R("keller", {"deck=24", "target=7"});
  EXPECT_EQ(r.deck, 24);
  EXPECT_EQ(r.target, 7);
  EXPECT_EQ(r.lone_by, LoneBy::MakerOrPartner);  // the rest of the preset stays
}

// ---------------------------------------------------------------- option table

// docs/rules.md: every option row, every value, by its public name; round trip.
TEST(Options, EveryRowAndValueRoundTrips) {
  const std::vector<std::pair<std::string, std::vector<std::string>>> table = {
      {"deck", {"24", "28", "32"}},
      {"joker", {"none", "joker", "two_of_spades"}},
      {"target", {"10", "5", "7", "11", "15", "23"}},
      {"win_by_two", {"false", "true"}},
      {"first_dealer", {"random", "first_jack", "cut"}},
      {"deal_pattern", {"3-2", "2-3", "1"}},
      {"partner_order_up", {"normal", "must_go_alone"}},
      {"all_pass", {"redeal", "stick_the_dealer"}},
      {"no_trump", {"false", "true"}},
      {"trump_requirement", {"off", "dealer", "all"}},
      {"lone_maker", {"true", "false"}},
      {"lone_by", {"maker", "maker_or_partner"}},
      {"lone_defender", {"false", "true"}},
      {"both_alone", {"false", "true"}},
      {"lone_defender_points", {"4", "2_or_4_on_march"}},
      {"lone_lead", {"left_of_loner", "eldest_active"}},
      {"benny_up", {"dealer_names_blind", "redeal"}},
      {"farmers_hand", {"off", "three_low"}},
      {"redeal_hand", {"off", "nines_tens", "ace_no_face"}},
      {"no_ace_no_face_no_trump", {"false", "true"}},
      {"robson", {"false", "true"}},
      {"renege", {"prevented", "callable"}},
      {"renege_penalty", {"award_2", "deduct_2"}},
      {"claims", {"true", "false"}},
  };
  const Rules standard = preset("standard");
  for (const auto& [name, values] : table) {
    EXPECT_EQ(opt(standard, name), values.front()) << "default of " << name << " for standard";
    for (const auto& v : values) {
      Rules r = standard;
      set_option(r, name, v);
      EXPECT_EQ(opt(r, name), v) << name;
    }
    bool listed = false;
    for (const auto& info : option_infos())
      if (info.name == name) listed = !info.source.empty();
    EXPECT_TRUE(listed) << name << " is not in option_infos with a source";
  }
}

TEST(Options, UnknownNameOrValueIsRejectedNamingIt) {
  Rules r;
  try {
    set_option(r, "no_such_option", "true");
    ADD_FAILURE() << "accepted an unknown option";
  } catch (const RuleError& e) {
    EXPECT_NE(std::string(e.what()).find("no_such_option"), std::string::npos) << e.what();
  }
  for (auto [name, value] : std::vector<std::pair<std::string, std::string>>{
           {"deck", "30"}, {"deck", "52"}, {"joker", "yes"}, {"target", "-3"}, {"target", "ten"},
           {"win_by_two", "1"}, {"lone_defender_points", "3"}, {"renege", "maybe"}, {"deal_pattern", "4-1"}}) {
    const Rules before = r;
    try {
      set_option(r, name, value);
      ADD_FAILURE() << name << "=" << value << " accepted";
    } catch (const RuleError& e) {
      EXPECT_NE(std::string(e.what()).find(name), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find(value), std::string::npos) << e.what();
    }
    EXPECT_EQ(r, before) << "a rejected value changed the rules";
  }
  EXPECT_THROW(apply_override(r, "deck"), RuleError);
  EXPECT_THROW(apply_override(r, "=24"), RuleError);
  apply_override(r, "deck=32");
  EXPECT_EQ(r.deck, 32);
}

// docs/rules.md: "An option combination that makes no sense (e.g. no_trump with a Joker deck
// but no rule for the Joker in no-trump) is rejected with an error naming both options".
TEST(Options, ValidateRejectsContradictionsNamingBoth) {
  struct Case {
    std::string preset;
    std::vector<std::string_view> overrides;
    std::string a, b;
  };
  const std::vector<Case> cases = {
      {"standard", {"no_trump=true", "joker=joker"}, "no_trump", "joker"},
      {"british", {"no_trump=true"}, "no_trump", "joker"},
      {"standard", {"both_alone=true"}, "both_alone", "lone_defender"},
      {"standard", {"lone_maker=false", "partner_order_up=must_go_alone"}, "partner_order_up", "lone_maker"},
      {"standard", {"lone_maker=false", "lone_by=maker_or_partner"}, "lone_by", "lone_maker"},
      {"three-handed", {"lone_maker=true"}, "lone_maker", "mode"},
      {"three-handed", {"farmers_hand=three_low"}, "farmers_hand", "mode"},
      {"standard", {"target=0"}, "target", "num_deals"},
      {"call-ace", {"lone_defender=true"}, "lone_defender", "mode"},
  };
  for (const auto& c : cases) {
    Rules r = preset(c.preset);
    for (auto o : c.overrides) apply_override(r, o);  // setting is allowed, validation is not
    try {
      validate(r);
      ADD_FAILURE() << c.a << " + " << c.b << " accepted";
    } catch (const RuleError& e) {
      const std::string m = e.what();
      EXPECT_NE(m.find(c.a), std::string::npos) << m;
      EXPECT_NE(m.find(c.b), std::string::npos) << m;
    }
    EXPECT_THROW(CompiledRules{r}, RuleError);
    EXPECT_THROW(Game(r, Game::ManualDeals{}), RuleError);
  }
  // The same options alone are fine: only the combination is rejected.
  EXPECT_NO_THROW(validate(R("standard", {"no_trump=true"})));
  EXPECT_NO_THROW(validate(R("standard", {"target=0", "num_deals=4"})));
  EXPECT_NO_THROW(validate(R("standard", {"farmers_hand=three_low"})));
}

// ---------------------------------------------------------------- deck

// W (003): "a deck of 24, 28, or sometimes 32, standard playing cards"; "24 playing
// cards consisting of A, K, Q, J, 10, and 9"; K: "minus the sixes, fives, fours, threes, and deuces".
TEST(Deck, SizesAndLowestRanks) {
  for (auto [deck, lowest] : std::vector<std::pair<int, Rank>>{{24, Rank::Nine}, {28, Rank::Eight}, {32, Rank::Seven}}) {
    const CompiledRules cr(R("standard", {deck == 24 ? "deck=24" : deck == 28 ? "deck=28" : "deck=32"}));
    EXPECT_EQ(cr.deck_size, deck);
    EXPECT_EQ(cr.deck.size(), deck);
    for (int s = 0; s < 4; ++s)
      for (int rk = 0; rk < 8; ++rk) {
        const Card c = make_card(static_cast<Suit>(s), static_cast<Rank>(rk));
        EXPECT_EQ(cr.deck.contains(c), rk >= static_cast<int>(lowest)) << card_text(c) << " deck " << deck;
      }
    EXPECT_FALSE(cr.deck.contains(kBenny));
    // deck_cards lists the deck exactly once
    CardSet listed;
    for (int i = 0; i < cr.deck_size; ++i) {
      EXPECT_FALSE(listed.contains(cr.deck_cards[i]));
      listed.add(cr.deck_cards[i]);
    }
    EXPECT_EQ(listed, cr.deck);
  }
}

// H (001): "plus a joker. If your pack of cards has no joker, the two of spades can be used as a substitute."
TEST(Deck, JokerOrTwoOfSpadesAddsTheBenny) {
  for (auto j : {"joker=joker", "joker=two_of_spades"}) {
    const CompiledRules cr(R("standard", {j}));
    EXPECT_EQ(cr.deck_size, 25);
    EXPECT_TRUE(cr.deck.contains(kBenny));
  }
  EXPECT_EQ(C("2s"), kBenny);
  EXPECT_EQ(C("joker"), kBenny);
}

// ---------------------------------------------------------------- match

// A lay-down for seat 1 (dealer 0): hearts ordered up, top five trumps.
std::unique_ptr<Game> laydown(const Rules& r, int dealer, std::array<int, 4> score = {}) {
  // The eldest (dealer+1) holds the top five hearts.
  std::vector<std::string> hands(4);
  hands[(dealer + 1) % 4] = "Jh Jd Ah Kh Qh";
  hands[(dealer + 2) % 4] = "9c Tc Qc Kc Ac";
  hands[(dealer + 3) % 4] = "9s Ts Qs Ks As";
  hands[dealer] = "9d Td Qd Kd Ad";
  return deal(r, dealer, hands, "9h", "Jc Js Th", score);
}

void play_first_legal(Game& g) {
  while (!g.deal().over()) {
    ActionList l;
    g.legal(l);
    ASSERT_GT(l.size(), 0);
    g.apply(l[0]);
  }
}

// Eldest orders (not alone), dealer discards, then everyone plays; march = 2 for team of eldest.
void march(Game& g) {
  act(g, "Order");
  play_first_legal(g);
}

// W (003): "until one partnership scores 10 points and wins the game" (target).
TEST(Match, TargetEndsTheGame) {
  auto g = laydown(preset("standard"), 0, {0, 8, 0, 0});
  march(*g);  // team 1 marches: 8 + 2 = 10
  EXPECT_EQ(g->deal().points[1], 2);
  EXPECT_EQ(g->score()[1], 10);
  EXPECT_TRUE(g->over());
  EXPECT_EQ(g->winner(), 1);
  // One short of the target: play on.
  auto h = laydown(preset("standard"), 0, {0, 7, 0, 0});
  march(*h);
  EXPECT_FALSE(h->over());
  EXPECT_FALSE(h->winner().has_value());
  // Another target value (K: "The game is five points.")
  auto k = laydown(R("standard", {"target=5"}), 0, {0, 3, 0, 0});
  march(*k);
  EXPECT_TRUE(k->over());
  EXPECT_EQ(k->winner(), 1);
}

// W (003): "Some players choose to play "win by two" where there is no winner until a
// team has more than 10 points and 2 points more than the other team."
TEST(Match, WinByTwo) {
  auto g = laydown(R("standard", {"win_by_two=true"}), 0, {9, 8, 0, 0});
  march(*g);  // 9 - 10
  EXPECT_FALSE(g->over());
  auto h = laydown(R("standard", {"win_by_two=true"}), 0, {8, 8, 0, 0});
  march(*h);  // 8 - 10
  EXPECT_TRUE(h->over());
  EXPECT_EQ(h->winner(), 1);
  auto n = laydown(R("standard", {"win_by_two=false"}), 0, {9, 8, 0, 0});
  march(*n);
  EXPECT_TRUE(n->over());
  // Leader_if_won directly
  const Rules w2 = R("standard", {"win_by_two=true"});
  EXPECT_EQ(leader_if_won(w2, {12, 10, 0, 0}), 0);
  EXPECT_EQ(leader_if_won(w2, {11, 10, 0, 0}), std::nullopt);
  EXPECT_EQ(leader_if_won(w2, {9, 7, 0, 0}), std::nullopt);
}

// docs/rules.md decided here (EGN): num_deals ends the game after a fixed number of deals.
TEST(Match, NumDealsAndDealerRotation) {
  auto g = std::make_unique<Game>(R("standard", {"target=0", "num_deals=2"}), Game::ManualDeals{});
  // Deal 1: dealer 2, everyone passes twice: misdeal (W: "The deal passes to the player
  // on the previous dealer's left").
  {
    auto tmp = laydown(R("standard", {"target=0", "num_deals=2"}), 2);
    g->begin_deal(2, tmp->records()[0].hands, tmp->records()[0].up_card, tmp->records()[0].kitty);
  }
  for (int i = 0; i < 8; ++i) act(*g, "Pass");
  EXPECT_EQ(g->deal().end, DealEnd::AllPassed);
  EXPECT_FALSE(g->over());
  EXPECT_EQ(g->expected_dealer(), 3);
  // A wrong dealer is refused.
  {
    auto tmp = laydown(preset("standard"), 0);
    EXPECT_THROW(g->begin_deal(0, tmp->records()[0].hands, tmp->records()[0].up_card, tmp->records()[0].kitty),
                 GameError);
    auto tmp3 = laydown(preset("standard"), 3);
    g->begin_deal(3, tmp3->records()[0].hands, tmp3->records()[0].up_card, tmp3->records()[0].kitty);
  }
  march(*g);  // seat 0 (eldest of dealer 3) marches: team 0 gets 2
  EXPECT_EQ(g->score()[0], 2);
  EXPECT_TRUE(g->over());  // two deals played
  EXPECT_EQ(g->winner(), 0);
  EXPECT_EQ(g->deals_played(), 2);
}

// Club custom for progressive euchre's timed rounds (20 to 25 minutes a round,
// a hand in progress is finished; docs/events.md, "Timed rounds"). Decided
// here: the game then counts as a game of the deals begun, so the leader wins
// and a tie has no winner, as with num_deals.
TEST(Match, EndAfterThisDealPlaysTheDealOutThenEnds) {
  // Called in the middle of the first deal: that deal is played out, then it is over.
  auto g = laydown(R("standard", {"target=0", "num_deals=8"}), 0);
  act(*g, "Order");
  g->end_after_this_deal();
  EXPECT_FALSE(g->over());
  play_first_legal(*g);
  EXPECT_TRUE(g->over());
  EXPECT_EQ(g->winner(), 1);  // the eldest's side marched
  EXPECT_EQ(g->rules().num_deals, 1) << "the rules (and a record written from them) say how long the game was";
  // Called between deals (the next shuffle not dealt yet): over at once.
  auto h = laydown(R("standard", {"target=0", "num_deals=8"}), 0);
  march(*h);
  ASSERT_FALSE(h->over());
  ASSERT_TRUE(h->awaiting_deal());
  h->end_after_this_deal();
  EXPECT_TRUE(h->over());
  EXPECT_EQ(h->deals_played(), 1);
  // A target game is ended the same way, and a tie has no winner.
  auto t = laydown(preset("standard"), 0, {3, 3, 0, 0});
  for (int i = 0; i < 8; ++i) act(*t, "Pass");
  t->end_after_this_deal();
  EXPECT_TRUE(t->over());
  EXPECT_FALSE(t->winner().has_value());
  // It never lengthens a game (one deal stays one), and a game of no deal is none.
  auto n = std::make_unique<Game>(R("standard", {"target=0", "num_deals=1"}), Game::ManualDeals{});
  n->end_after_this_deal();
  EXPECT_EQ(n->rules().num_deals, 1);
  EXPECT_FALSE(n->over()) << "a game of no deal is no game: the first deal is still played";
}

// W (003): "The player to the left of the previous dealer then deals the next hand, and
// the deal moves clockwise around the table".
TEST(Match, SeededGameRotatesTheDealer) {
  for (const char* p : {"standard", "three-handed", "call-ace", "keller"}) {
    const Rules r = preset(p);
    Game g(r, 1234);
    Rng rng(99);
    while (!g.over() && g.deals_played() < 40) {
      ActionList l;
      g.legal(l);
      g.apply(l[static_cast<int>(rng.below(static_cast<std::uint32_t>(l.size())))]);
    }
    const auto& recs = g.records();
    for (std::size_t i = 1; i < recs.size(); ++i) {
      const bool redeal = recs[i - 1].final_state.end == DealEnd::Redeal;
      EXPECT_EQ(recs[i].dealer, redeal ? recs[i - 1].dealer : (recs[i - 1].dealer + 1) % r.seats()) << p << i;
    }
    EXPECT_EQ(recs[0].dealer, g.first_dealer());
  }
}

// ---------------------------------------------------------------- first dealer

// Cut rank for the deal: K (000): "the ace ranks lowest and the king highest" ... "the
// knave in cutting must be considered lower than the queen and higher than the ten."
int cut_value(Card c) {
  if (is_benny(c)) return 100;  // engine decision: the Benny cuts highest
  switch (rank_of(c)) {
    case Rank::Ace: return 1;
    case Rank::Seven: return 7;
    case Rank::Eight: return 8;
    case Rank::Nine: return 9;
    case Rank::Ten: return 10;
    case Rank::Jack: return 11;
    case Rank::Queen: return 12;
    case Rank::King: return 13;
  }
  return -1;
}

TEST(FirstDealer, CutLowestDealsAceLowKingHighJackBetweenQueenAndTen) {
  EXPECT_LT(cut_value(C("Ah")), cut_value(C("7h")));
  EXPECT_LT(cut_value(C("Th")), cut_value(C("Jh")));
  EXPECT_LT(cut_value(C("Jh")), cut_value(C("Qh")));
  EXPECT_LT(cut_value(C("Qh")), cut_value(C("Kh")));
  int ties = 0;
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    const Rules r = preset("keller");
    const CompiledRules cr(r);
    Game g(r, seed);
    // Replay the cut with the same generator: each tied player draws from a fresh shuffle.
    Rng rng(seed);
    std::vector<int> tied{0, 1, 2, 3};
    int dealer = -1;
    for (int round = 0; dealer < 0; ++round) {
      std::array<Card, kCardCodes> d = cr.deck_cards;
      rng.shuffle(d.data(), cr.deck_size);
      int best = 1000;
      std::vector<int> low;
      for (std::size_t i = 0; i < tied.size(); ++i) {
        const int v = cut_value(d[i]);
        if (v < best) best = v, low.clear();
        if (v == best) low.push_back(tied[i]);
      }
      if (low.size() == 1) dealer = low[0];
      else ++ties, tied = low;
    }
    EXPECT_EQ(g.first_dealer(), dealer) << "seed " << seed;
  }
  EXPECT_GT(ties, 0) << "no tie exercised in 300 seeds";  // "ties cut again (decided here)"
}

// Who deals after the cut: Keller ranks the cut (ace lowest, king highest, the
// jack "lower than the queen and higher than the ten") but does not say whether
// the lowest or the highest deals; the 1862 Law and Practice of the Game of
// Euchre does: "He who cuts the lowest card wins the deal; and, in cutting, the
// Ace is accounted the lowest" (the 1888 Laws give the deal to the highest, with
// the knave ranked highest: another ranking). `euchre rules` says whose rule is whose.
TEST(FirstDealer, TheLowestCutDealsIsThe1862Laws) {
  for (const OptionInfo& o : option_infos())
    if (o.name == "first_dealer") {
      EXPECT_NE(std::string(o.source).find("1862 Laws"), std::string::npos) << o.source;
      EXPECT_NE(std::string(o.summary).find("the lowest deals (1862 Laws)"), std::string::npos) << o.summary;
    }
}

// A (004): "The dealer of the first hand is chosen by dealing out the cards until
// someone receives a jack." Engine decision: dealt face up one at a time from seat 0.
TEST(FirstDealer, FirstJack) {
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const Rules r = preset("modern");
    const CompiledRules cr(r);
    Game g(r, seed);
    Rng rng(seed);
    std::array<Card, kCardCodes> d = cr.deck_cards;
    rng.shuffle(d.data(), cr.deck_size);
    int i = 0;
    while (rank_of(d[i]) != Rank::Jack) ++i;
    EXPECT_EQ(g.first_dealer(), i % 4);
  }
}

// H (001): "The first dealer is selected at random." Every seat must be possible.
TEST(FirstDealer, RandomCoversEverySeat) {
  std::array<int, 4> seen{};
  for (std::uint64_t seed = 0; seed < 400; ++seed) ++seen[Game(preset("standard"), seed).first_dealer()];
  for (int p = 0; p < 4; ++p) EXPECT_GT(seen[p], 60) << p;
}

// ---------------------------------------------------------------- deal pattern

// Seat receiving each position of the deck order, dealer 0, 5 cards, 4 seats.
std::vector<int> expected_seats(std::vector<int> packets) {
  std::vector<int> out;
  for (int k : packets)
    for (int off = 1; off <= 4; ++off)
      for (int i = 0; i < k; ++i) out.push_back(off % 4);
  return out;
}

// K (000): "these must be dealt, two at a time, to each player in turn, beginning with
// the player at the left of the dealer, until all are helped, including the dealer, and
// then three at a time" / "he may help in turn each player with three cards and then with
// two". A (004): "alternatively, players may agree to deal one card at a time."
// K: "he must turn up the next card for trumps".
TEST(DealPattern, DeckOrderToHands) {
  const std::vector<std::pair<std::string_view, std::vector<int>>> cases = {
      {"deal_pattern=3-2", {3, 2}}, {"deal_pattern=2-3", {2, 3}}, {"deal_pattern=1", {1, 1, 1, 1, 1}}};
  for (const auto& [o, packets] : cases) {
    for (int dealer = 0; dealer < 4; ++dealer) {
      const Rules r = R("standard", {o});
      Game g(r, Game::ManualDeals{});
      std::vector<Card> order(g.compiled().deck_cards.begin(), g.compiled().deck_cards.begin() + 24);
      Rng rng(static_cast<std::uint64_t>(dealer) * 31 + packets.size());
      rng.shuffle(order.data(), 24);
      g.begin_deal_from_order(dealer, order);
      const auto seats = expected_seats(packets);
      std::array<CardSet, 4> want{};
      for (int i = 0; i < 20; ++i) want[(seats[i] + dealer) % 4].add(order[i]);
      EXPECT_EQ(g.records()[0].hands, want) << o << " dealer " << dealer;
      EXPECT_EQ(g.deal().up_card, order[20]) << o;
      EXPECT_EQ(g.records()[0].kitty, std::vector<Card>(order.begin() + 21, order.end()));
    }
  }
}

// The seeded game deals the shuffle by the same pattern (W: "Each player is dealt five cards").
TEST(DealPattern, SeededGameUsesTheNextShuffle) {
  const Rules r = R("standard", {"first_dealer=random"});
  const CompiledRules cr(r);
  Game g(r, 77);
  Rng rng(77);
  const int dealer = static_cast<int>(rng.below(4));
  ASSERT_EQ(dealer, g.first_dealer());
  std::vector<Card> order(cr.deck_cards.begin(), cr.deck_cards.begin() + 24);
  rng.shuffle(order.data(), 24);
  const auto seats = expected_seats({3, 2});
  std::array<CardSet, 4> want{};
  for (int i = 0; i < 20; ++i) want[(seats[i] + dealer) % 4].add(order[i]);
  EXPECT_EQ(g.records()[0].hands, want);
  EXPECT_EQ(g.records()[0].up_card, order[20]);
}

// Three-handed (W): "Seven cards are dealt to each player, leaving three in the kitty".
TEST(DealPattern, ThreeHandedSevenCards) {
  Game g(preset("three-handed"), Game::ManualDeals{});
  std::vector<Card> order(g.compiled().deck_cards.begin(), g.compiled().deck_cards.begin() + 24);
  g.begin_deal_from_order(1, order);
  for (int p = 0; p < 3; ++p) EXPECT_EQ(g.records()[0].hands[p].size(), 7);
  EXPECT_TRUE(g.records()[0].hands[3].empty());
  EXPECT_EQ(g.records()[0].kitty.size(), 2u);  // plus the up-card: three
}

// Bad deals are refused with a GameError.
TEST(DealPattern, BadManualDealsRefused) {
  Game g(preset("standard"), Game::ManualDeals{});
  std::array<CardSet, 4> h{H("9c Tc Jc Qc Kc"), H("9d Td Jd Qd Kd"), H("9h Th Jh Qh Kh"), H("9s Ts Js Qs Ks")};
  auto h2 = h;
  h2[0] = H("9c Tc Jc Qc 9d");
  EXPECT_THROW(g.begin_deal(0, h2, C("Ac"), {}), GameError);  // 9d twice
  h2[0] = H("9c Tc Jc Qc");
  EXPECT_THROW(g.begin_deal(0, h2, C("Ac"), {}), GameError);  // four cards
  h2[0] = H("7c Tc Jc Qc Kc");
  EXPECT_THROW(g.begin_deal(0, h2, C("Ac"), {}), GameError);  // not in a 24-card deck
  EXPECT_NO_THROW(g.begin_deal(0, h, C("Ac"), {}));
}

}  // namespace
}  // namespace euchre::test
