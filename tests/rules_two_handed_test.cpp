// docs/rules.md "Two-handed (K ch. 7)": Keller's two-handed euchre, rule by
// rule. Each test cites the rule in our words (Keller, The Game of Euchre,
// 1887, chapter 7); the expected hands, turns and points are written out
// here from the rule, never computed by the engine.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "core/playout.h"
#include "core/series.h"
#include "test_util.h"

namespace euchre::test {
namespace {

// Dealer 0, seat 1 the non-dealer. Seat 1 is strong in hearts.
const std::vector<std::string> kTwoHands = {"9c Tc Qc Kc Ac", "Jh Ah Kh Jd Qh"};

std::unique_ptr<Game> two_deal(std::string_view up = "9h") {
  return deal(preset("two-handed"), 0, kTwoHands, up, "Th 7h 8h");
}

// K ch. 7: two players and the 32-card pack; after the deal "twenty-two cards
// remain in the pack", the up-card among them. Game is the four-handed one's (5).
TEST(TwoHanded, Preset) {
  const Rules r = preset("two-handed");
  const std::pair<const char*, const char*> values[] = {
      {"mode", "two_handed"}, {"deck", "32"}, {"target", "5"}, {"lone_maker", "false"}};
  for (const auto& [name, value] : values) EXPECT_EQ(get_option(r, name), value) << name;
  const CompiledRules cr(r);
  EXPECT_EQ(cr.seats, 2);
  EXPECT_EQ(cr.hand_size, 5);
  EXPECT_EQ(cr.deck_size, 32);
  EXPECT_EQ(cr.deck_size - cr.dealt, 22);
  EXPECT_EQ(r.scorers(), 2);
  // With the joker, by agreement: twenty-three remain.
  EXPECT_EQ(CompiledRules(R("two-handed", {"joker=joker"})).deck_size - cr.dealt, 23);
}

// K ch. 7: five cards each, dealt alternately beginning with the non-dealer,
// two then three or three then two; the next card is turned up.
TEST(TwoHanded, DealBeginsWithTheNonDealer) {
  for (const char* pattern : {"2-3", "3-2"}) {
    const std::string override = std::string("deal_pattern=") + pattern;
    const CompiledRules cr(R("two-handed", {override}));
    std::vector<Card> order(cr.deck_cards.begin(), cr.deck_cards.begin() + cr.deck_size);
    const int first = pattern[0] - '0', second = 5 - first;
    for (int dealer = 0; dealer < 2; ++dealer) {
      const int non_dealer = 1 - dealer;
      const auto hands = deal_hands(cr, dealer, order.data());
      // Packets: the non-dealer's first, the dealer's, the non-dealer's second, the dealer's.
      CardSet want_non, want_dealer;
      int i = 0;
      for (int k = 0; k < first; ++k) want_non.add(order[static_cast<std::size_t>(i++)]);
      for (int k = 0; k < first; ++k) want_dealer.add(order[static_cast<std::size_t>(i++)]);
      for (int k = 0; k < second; ++k) want_non.add(order[static_cast<std::size_t>(i++)]);
      for (int k = 0; k < second; ++k) want_dealer.add(order[static_cast<std::size_t>(i++)]);
      EXPECT_EQ(hands[static_cast<std::size_t>(non_dealer)], want_non) << pattern << " dealer " << dealer;
      EXPECT_EQ(hands[static_cast<std::size_t>(dealer)], want_dealer) << pattern << " dealer " << dealer;
      EXPECT_EQ(cr.dealt, 10);
      const DealState s = start_deal(cr, dealer, order.data());
      EXPECT_EQ(s.up_card, order[10]) << "the next card is turned up";
    }
  }
}

// K ch. 7, making trump, step 1: the non-dealer orders the up-card up or
// passes; if he orders it up, the dealer takes it and discards.
TEST(TwoHanded, Step1NonDealerOrdersUp) {
  auto g = two_deal();
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(legal(*g), (S{"Pass", "Order"})) << "no lone hands: no 'Order alone'";
  act(*g, "Order");
  EXPECT_EQ(g->deal().phase, Phase::Discard);
  EXPECT_EQ(g->to_act(), 0) << "the dealer takes the up-card and discards";
  EXPECT_TRUE(g->deal().hand[0].contains(C("9h")));
  EXPECT_EQ(g->deal().maker, 1);
  act(*g, "discard 9c");
  EXPECT_EQ(g->deal().hand[0].size(), 5);
}

// Step 2: if the non-dealer passes, the dealer takes the up-card (and
// discards) or passes.
TEST(TwoHanded, Step2DealerTakesUp) {
  auto g = two_deal();
  act(*g, "Pass");
  EXPECT_EQ(g->to_act(), 0);
  EXPECT_EQ(g->deal().phase, Phase::Bid1);
  EXPECT_EQ(legal(*g), (S{"Pass", "Order"}));
  act(*g, "Order");
  EXPECT_EQ(g->deal().phase, Phase::Discard);
  EXPECT_EQ(g->deal().maker, 0);
  EXPECT_EQ(g->to_act(), 0);
}

// Steps 3 and 4: then the non-dealer may make another suit trump or pass,
// then the dealer; if the dealer passes too, the non-dealer deals next.
TEST(TwoHanded, Steps3And4AnotherSuitThenNewDealer) {
  auto g = two_deal();
  acts(*g, {"Pass", "Pass"});
  EXPECT_EQ(g->deal().phase, Phase::Bid2);
  EXPECT_EQ(g->to_act(), 1) << "step 3 is the non-dealer's";
  EXPECT_EQ(legal(*g), (S{"Pass", "c", "d", "s"})) << "another suit than the up-card's, never alone";
  act(*g, "Pass");
  EXPECT_EQ(g->to_act(), 0) << "step 4 is the dealer's";
  EXPECT_EQ(legal(*g), (S{"Pass", "c", "d", "s"}));
  act(*g, "Pass");
  EXPECT_TRUE(g->deal().over());
  EXPECT_EQ(g->deal().end, DealEnd::AllPassed);
  EXPECT_EQ(g->deal().points, (std::array<std::int8_t, 4>{}));
  EXPECT_EQ(g->expected_dealer(), 1) << "the former non-dealer deals";

  auto h = two_deal();
  acts(*h, {"Pass", "Pass", "Pass", "d"});
  EXPECT_EQ(h->deal().maker, 0);
  EXPECT_EQ(h->deal().phase, Phase::Play) << "no discard after making another suit";
}

// K ch. 7: the non-dealer leads the first trick, whoever made trump; each
// trick's winner leads the next.
TEST(TwoHanded, NonDealerLeads) {
  for (std::string_view who : {"non-dealer", "dealer"}) {
    auto g = two_deal();
    if (who == "non-dealer") acts(*g, {"Order", "discard 9c"});
    else acts(*g, {"Pass", "Order", "discard 9c"});
    ASSERT_EQ(g->deal().phase, Phase::Play);
    EXPECT_EQ(g->to_act(), 1) << who << " made trump";
    // Seat 1 leads the right bower: seat 0 has no heart but the 9h taken up.
    acts(*g, {"Jh", "9h"});
    EXPECT_EQ(g->deal().tricks[1], 1);
    EXPECT_EQ(g->to_act(), 1) << "the winner leads";
    acts(*g, {"Qh", "Ac"});  // seat 0 has no trump left: any card
    acts(*g, {"Jd", "Kc"});
    EXPECT_EQ(g->deal().tricks[1], 3);
  }
}

// K ch. 7: the maker scores 1 for three or four tricks and 2 for all five (a
// march: 2, not 4, there being no lone hands); a maker who fails to take three
// is euchred and the other player scores 2.
TEST(TwoHanded, ScoringRows) {
  std::array<int, 6> seen{};
  // Mixed hands (dealer 0, the Th up): whoever makes, in whichever suit, the
  // play decides the tricks, so every number of them appears.
  const std::vector<std::string> mixed = {"9h Td Qc Ks Ac", "Jh Ad Kc Qs 9d"};
  const std::vector<std::vector<std::string_view>> bidding = {
      {"Order", "discard 9h"}, {"Pass", "Order", "discard Td"}, {"Pass", "Pass", "s"}, {"Pass", "Pass", "Pass", "c"}};
  for (const auto& bids : bidding) {
    auto g = deal(preset("two-handed"), 0, mixed, "Th", "7h 8h");
    for (std::string_view b : bids) act(*g, b);
    ASSERT_EQ(g->deal().phase, Phase::Play);
    const int maker = g->deal().maker;
    Rng rng(7);
    for (int i = 0; i < 4000; ++i) {
      DealState s = g->deal();
      while (s.phase == Phase::Play) apply(s, random_action(s, rng));
      const int mt = s.tricks[static_cast<std::size_t>(maker)];
      ASSERT_EQ(mt + s.tricks[static_cast<std::size_t>(1 - maker)], 5);
      ++seen[static_cast<std::size_t>(mt)];
      std::array<std::int8_t, 4> want{};
      if (mt == 5) want[static_cast<std::size_t>(maker)] = 2;
      else if (mt >= 3) want[static_cast<std::size_t>(maker)] = 1;
      else want[static_cast<std::size_t>(1 - maker)] = 2;
      ASSERT_EQ(s.points, want) << "maker " << maker << " with " << mt << " tricks";
    }
  }
  for (int mt = 0; mt <= 5; ++mt) EXPECT_GT(seen[static_cast<std::size_t>(mt)], 0) << "no play-out gave the maker " << mt;
}

// K ch. 7: the game is the four-handed game's, 5 points; each player keeps his own score.
TEST(TwoHanded, FirstToFiveWins) {
  auto g = deal(preset("two-handed"), 0, kTwoHands, "9h", "Th 7h 8h", {4, 3, 0, 0});
  acts(*g, {"Order", "discard 9c"});  // the non-dealer (3 points) makes hearts
  while (!g->deal().over()) {
    ActionList l;
    g->legal(l);
    g->apply(l[0]);
  }
  const auto& pts = g->deal().points;
  const int total0 = 4 + pts[0], total1 = 3 + pts[1];
  EXPECT_EQ(g->score()[0], total0);
  EXPECT_EQ(g->score()[1], total1);
  EXPECT_EQ(g->over(), total0 >= 5 || total1 >= 5);
  if (g->over()) { EXPECT_EQ(*g->winner(), total0 >= 5 ? 0 : 1); }
}

// K ch. 7: "no lone hands": the preset has none, and asking for them is a
// contradiction naming both options.
TEST(TwoHanded, NoLoneHands) {
  Rules r = preset("two-handed");
  r.lone_maker = true;
  try {
    validate(r);
    FAIL() << "lone_maker=true validated with mode=two_handed";
  } catch (const RuleError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("lone_maker"), std::string::npos) << msg;
    EXPECT_NE(msg.find("mode=two_handed"), std::string::npos) << msg;
  }
  for (const char* o : {"lone_defender=true", "partner_order_up=must_go_alone", "lone_by=maker_or_partner",
                        "robson=true"}) {
    EXPECT_THROW(validate(R("two-handed", {o})), RuleError) << o;
  }
}

// K ch. 7: laps and slams may be added by agreement; each player is a side
// (docs/rules.md, "Laps and slams"): 6 at 0-0 is a slam, two games, and 1
// carried.
TEST(TwoHanded, LapsAndSlamsByAgreement) {
  const Rules r = R("two-handed", {"series=first_to:3", "laps=true", "slams=true"});
  SeriesScore s;
  EXPECT_EQ(finish_game(r, s, 1, {0, 6, 0, 0}, 3), (std::array<int, 4>{0, 1, 0, 0}));
  ASSERT_EQ(s.games_played(), 1);
  EXPECT_TRUE(s.games[0].slam);
  EXPECT_EQ(s.won[1], 2);
  EXPECT_EQ(series_winner(r, s), std::nullopt);
}

}  // namespace
}  // namespace euchre::test
