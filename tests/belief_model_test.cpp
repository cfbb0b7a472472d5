// expert-v3's learned beliefs (src/learned/belief_model.h, docs/learned.md):
// - the shipped weights load, and this program's arithmetic gives the
//   trainer's own values on the rows it wrote beside them;
// - a model file with anything wrong is refused, naming the line and what;
// - the features read a view as they should (cards by suit from trump, who
//   played what, the dealer, maker, voids), and only the cards the seat
//   cannot see get a belief, each a chance over four places;
// - the sampler deals a card by the beliefs, but never where the view
//   forbids it (a void);
// - the beliefs read the seat's view alone: two deals that differ only in
//   cards it cannot see get the same beliefs and the same choice.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "bots/world_sampler.h"
#include "core/compiled_rules.h"
#include "core/notation.h"
#include "learned/belief_model.h"
#include "learned/learned_expert.h"
#include "test_util.h"

namespace euchre {
namespace belief_test {

using learned::BeliefModel;

TEST(LearnedBeliefs, ShippedWeightsLoadAndGiveTheTrainersValues) {
  const BeliefModel& m = learned::shipped_belief_model();
  EXPECT_EQ(m.preset, "standard");
  EXPECT_GE(m.hidden, 4);
  ASSERT_GE(m.checks.size(), 3u) << "the trainer writes three check rows";
  for (const BeliefModel::Check& c : m.checks) {
    const auto y = m.predict(c.x);
    for (std::size_t o = 0; o < y.size(); ++o)
      EXPECT_NEAR(y[o], c.y[o], 1e-12 * (1 + std::abs(c.y[o]))) << "output " << o;  // numpy's order of sums
  }
}

// A small valid model (one hidden unit) with one line replaced or dropped.
std::string model_text(const std::string& replace_key = "", const std::string& with = "") {
  std::string names, w1, b2;
  for (const std::string& n : learned::belief_feature_names()) names += " " + n;
  for (int i = 0; i < learned::kBeliefFeatures; ++i) w1 += i == 0 ? " 1" : " 0";
  for (int o = 0; o < learned::kBeliefOutputs; ++o) b2 += o % 4 == 0 ? " 1" : " 0";
  std::vector<std::pair<std::string, std::string>> lines = {{"format", "format euchre-belief-mlp 1"},
                                                            {"preset", "preset standard"},
                                                            {"features", "features" + names},
                                                            {"hidden", "hidden 1"},
                                                            {"w1", "w1" + w1},
                                                            {"b1", "b1 0"}};
  for (int o = 0; o < learned::kBeliefOutputs; ++o) lines.emplace_back("w2", "w2 " + std::to_string(o % 3));
  lines.emplace_back("b2", "b2" + b2);
  std::string text = "# a test model\n";
  for (const auto& [key, line] : lines) {
    if (key != replace_key) text += line + "\n";
    else if (!with.empty()) text += with + "\n";
  }
  return text;
}

std::string refusal(const std::string& text) {
  try {
    learned::parse_belief_model(text);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "accepted";
}

TEST(LearnedBeliefs, AModelFileIsReadRowByRow) {
  const BeliefModel m = learned::parse_belief_model(model_text());
  learned::BeliefFeatures x{};
  x[0] = 1;  // the hidden unit is x[0]; output o is (o % 3) * 1 + (1 if o % 4 == 0)
  const auto y = m.predict(x);
  EXPECT_EQ(y[0], 1.0);
  EXPECT_EQ(y[1], 1.0);
  EXPECT_EQ(y[2], 2.0);
  EXPECT_EQ(y[3], 0.0);
  EXPECT_EQ(y[4], 2.0);
}

TEST(LearnedBeliefs, BadModelFilesAreRefusedNamingWhatIsWrong) {
  EXPECT_EQ(refusal(""), "belief model: empty (no 'format' line)");
  EXPECT_EQ(refusal(model_text("format", "format euchre-auction-mlp 1")),
            "belief model, line 2: unknown format (this program reads 'format euchre-belief-mlp 1')");
  EXPECT_EQ(refusal(model_text("preset", "preset nowhere")), "belief model, line 3: no preset 'nowhere'");
  EXPECT_NE(refusal(model_text("features", "features hand_trump_9")).find("line 4: the features must be"),
            std::string::npos);
  EXPECT_EQ(refusal(model_text("b1", "b1 zero")), "belief model, line 7: 'zero' is not a number");
  EXPECT_EQ(refusal(model_text("b1", "b1 0 0")), "belief model, line 7: b1 needs 1 numbers, not 2");
  EXPECT_EQ(refusal(model_text("b2")), "belief model: it needs w1, b1, w2 and b2, every row of each");
  EXPECT_EQ(refusal(model_text("b1", "w1" + std::string(" 0", 0) + [] {
                                 std::string z;
                                 for (int i = 0; i < learned::kBeliefFeatures; ++i) z += " 0";
                                 return z;
                               }())),
            "belief model, line 7: more w1 rows than 1");
  EXPECT_EQ(refusal(model_text("b1", "bias 0")), "belief model, line 7: unknown key 'bias'");
}

TEST(LearnedBeliefs, CardsAreReadBySuitFromTrump) {
  for (int trump = 0; trump < kSuits; ++trump) {
    CardSet all;
    for (int i = 0; i < learned::kBeliefCards; ++i) {
      const Card c = learned::belief_card(trump, i);
      EXPECT_EQ(learned::belief_index(trump, c), i);
      all.add(c);
    }
    EXPECT_EQ(all, CompiledRules(preset("standard")).deck) << "trump " << trump;
  }
  const int hearts = static_cast<int>(Suit::Hearts);
  EXPECT_EQ(learned::belief_index(hearts, test::C("Jh")), 2) << "trump first, the jack third from the nine";
  EXPECT_EQ(learned::belief_index(hearts, test::C("Jd")), 8) << "then the suit of the same colour";
  EXPECT_EQ(learned::belief_index(hearts, test::C("Ac")), 17) << "then clubs and spades in their order";
  EXPECT_EQ(learned::belief_index(hearts, test::C("9s")), 18);
}

// Dealer 3, hearts turned and ordered by seat 0; the dealer buries the Ts.
// Seat 0 leads the As, seat 1 has no spade and throws the 9c.
std::unique_ptr<Game> spade_lead() {
  auto g = test::deal(preset("standard"), 3, {"Jh Ah As Kd Qd", "9c Tc Qc Kc Ac", "Ks Qs Js 9s 9d", "Jd Kh Qh Th Ts"},
                      "9h");
  test::acts(*g, {"o", "discard Ts", "As", "9c"});
  return g;
}

learned::BeliefFeatures expected_features_of_seat2() {
  learned::BeliefFeatures x{};
  const int h = static_cast<int>(Suit::Hearts);
  for (const char* c : {"Ks", "Qs", "Js", "9s", "9d"}) x[static_cast<std::size_t>(learned::belief_index(h, test::C(c)))] = 1;
  // Seat 2's left is seat 3, its partner seat 0, its right seat 1.
  x[static_cast<std::size_t>(24 + 24 * 1 + learned::belief_index(h, test::C("As")))] = 1;  // played by the partner
  x[static_cast<std::size_t>(24 + 24 * 2 + learned::belief_index(h, test::C("9c")))] = 1;  // played by the right
  x[static_cast<std::size_t>(96 + learned::belief_index(h, test::C("9h")))] = 1;           // the up-card
  x[120] = 1;                                                                             // the dealer took it
  x[121 + 1] = 1;                                                                         // the dealer: left
  x[125 + 2] = 1;                                                                         // the maker: partner
  x[134 + 4 * 2 + 3] = 1;  // the right (seat 1) shown out of spades: the second side suit
  x[static_cast<std::size_t>(146 + 24 * 1 + learned::belief_index(h, test::C("As")))] = 1;  // led by the partner
  return x;
}

TEST(LearnedBeliefs, TheFeaturesReadTheSeatsView) {
  auto g = spade_lead();
  const SeatView v = make_view(*g, 2);
  ASSERT_TRUE(learned::is_belief_question(v));
  EXPECT_EQ(learned::belief_features(v), expected_features_of_seat2());
  const auto& names = learned::belief_feature_names();
  ASSERT_EQ(names.size(), static_cast<std::size_t>(learned::kBeliefFeatures));
  EXPECT_EQ(names[145], "void_right_side2");
  EXPECT_EQ(names[217], "led_right_side2_A");
  // Not the auction, not another deck.
  auto auction = test::deal(preset("standard"), 3, {"Jh Ah As Kd Qd"}, "9h");
  EXPECT_FALSE(learned::is_belief_question(make_view(*auction, 0)));
  auto longer = test::deal(test::R("standard", {"deck=32"}), 3, {"Jh Ah As Kd Qd"}, "9h");
  test::acts(*longer, {"o", "discard 9h"});
  EXPECT_FALSE(learned::is_belief_question(make_view(*longer, 0)));
}

TEST(LearnedBeliefs, OnlyUnseenCardsGetABeliefAChanceOverFourPlaces) {
  auto g = spade_lead();
  for (int seat : {2, 3}) {
    const SeatView v = make_view(*g, seat);
    CardBeliefs b;
    ASSERT_TRUE(learned::model_beliefs(learned::shipped_belief_model(), v, b));
    // Seat 2 cannot see the three other hands (14 cards, the up-card among
    // the dealer's) nor the kitty's three and the discard; the dealer (seat
    // 3) knows his discard.
    CardSet expect = CompiledRules(preset("standard")).deck - v.hand - v.played;
    if (seat == 3) expect.remove(test::C("Ts"));
    EXPECT_EQ(b.cards, expect) << "seat " << seat;
    EXPECT_EQ(b.cards.size(), seat == 2 ? 17 : 16);
    for (Card c : b.cards) {
      double sum = 0;
      for (double p : b.chance[c]) {
        EXPECT_GT(p, 0.0);
        sum += p;
      }
      EXPECT_NEAR(sum, 1.0, 1e-12) << card_text(c);
    }
  }
}

TEST(WorldSamplerBeliefs, ACardIsDealtByItsBeliefButNeverWhereTheViewForbids) {
  auto g = spade_lead();
  const SeatView v = make_view(*g, 2);
  const CompiledRules cr(v.rules);
  const WorldSampler sampler(cr);
  CardBeliefs b;
  ASSERT_TRUE(learned::model_beliefs(learned::shipped_belief_model(), v, b));
  // Sure that the Qh is with the left (seat 3) and the Kc out of play.
  b.chance[test::C("Qh")] = {1, 0, 0, 0};
  b.chance[test::C("Kc")] = {0, 0, 0, 1};
  // Sure that the Ts is with the right, seat 1, which has shown out of
  // spades: the view wins, and the Ts goes where it may.
  b.chance[test::C("Ts")] = {0, 0, 1, 0};
  Rng rng(5);
  int kc_out = 0;
  for (int w = 0; w < 40; ++w) {
    SampledWorld world;
    ASSERT_TRUE(sampler.sample(v, rng, world, &b));
    const DealState& s = world.state;
    EXPECT_TRUE(s.hand[3].contains(test::C("Qh"))) << "world " << w;
    EXPECT_FALSE(s.hand[1].contains(test::C("Ts"))) << "seat 1 is void in spades";
    EXPECT_EQ(s.hand[2], g->deal().hand[2]);
    kc_out += (s.hand[0] | s.hand[1] | s.hand[3]).contains(test::C("Kc")) ? 0 : 1;
    EXPECT_GT(world.weight, 0.0);
  }
  EXPECT_EQ(kc_out, 40);
}

// The worlds are wanted in proportion to the product of the cards' chances.
// At seat 0's first lead (no play yet, so no play convention weighs the
// worlds, and the beliefs replace the bidding curves), every unseen card
// is all but sure of its real place but two: the Kc (really with seat 1,
// the left) 0.8 left and 0.2 right, and the Kh (really with the dealer,
// seat 3, the right) even. One place each is left for them on the left and
// the right, so the Kc lies left in 0.8 x 0.5 / (0.8 x 0.5 + 0.2 x 0.5) =
// 0.8 of the product's worlds. Dealt one by one in a random order without
// the weight it would lie there in 0.5 x 0.8 + 0.5 x 0.5 = 0.65 of them.
TEST(WorldSamplerBeliefs, WeighedWorldsFollowTheProductOfTheChances) {
  auto g = test::deal(preset("standard"), 3, {"Jh Ah As Kd Qd", "9c Tc Qc Kc Ac", "Ks Qs Js 9s 9d", "Jd Kh Qh Th Ts"},
                      "9h");
  test::acts(*g, {"o", "discard Ts"});
  const SeatView v = make_view(*g, 0);
  const CompiledRules cr(v.rules);
  const WorldSampler sampler(cr);
  CardBeliefs b;
  b.cards = learned::unseen_cards(v);
  ASSERT_EQ(b.cards.size(), 19);
  const DealState& real = g->deal();
  for (Card c : b.cards) {
    int place = 3;
    for (int p = 1; p < 4; ++p)
      if (real.hand[static_cast<std::size_t>(p)].contains(c)) place = p - 1;
    b.chance[c] = {0.01, 0.01, 0.01, 0.01};
    b.chance[c][static_cast<std::size_t>(place)] = 0.97;
  }
  b.chance[test::C("Kc")] = {0.8, 0, 0.2, 0};
  b.chance[test::C("Kh")] = {0.5, 0, 0.5, 0};
  Rng rng(11);
  double weight = 0, weight_left = 0;
  int n = 0, left = 0;
  for (int w = 0; w < 6000; ++w) {
    SampledWorld world;
    ASSERT_TRUE(sampler.sample(v, rng, world, &b));
    const bool kc_left = world.state.hand[1].contains(test::C("Kc"));
    weight += world.weight, weight_left += kc_left ? world.weight : 0;
    ++n, left += kc_left ? 1 : 0;
  }
  EXPECT_NEAR(weight_left / weight, 0.8, 0.04);
  EXPECT_LT(static_cast<double>(left) / n, 0.74) << "unweighed, the worlds are flatter (0.65)";
}

// Seat 2's cards, the up-card and every play are the same in both deals;
// the hidden cards lie elsewhere.
TEST(ExpertV3, PlayDealsThatLookTheSameGetTheSameBeliefsAndChoice) {
  auto a = spade_lead();
  auto b = test::deal(preset("standard"), 3, {"Jh Kh As Tc Qc", "9c Kd Qd Kc Ac", "Ks Qs Js 9s 9d", "Jd Ah Qh Th Ts"},
                      "9h");
  test::acts(*b, {"o", "discard Ts", "As", "9c"});
  ASSERT_NE(a->deal().hand[0], b->deal().hand[0]);
  const SeatView va = make_view(*a, 2), vb = make_view(*b, 2);
  CardBeliefs ba, bb;
  ASSERT_TRUE(learned::model_beliefs(learned::shipped_belief_model(), va, ba));
  ASSERT_TRUE(learned::model_beliefs(learned::shipped_belief_model(), vb, bb));
  EXPECT_EQ(ba.cards, bb.cards);
  EXPECT_EQ(ba.chance, bb.chance);
  learned::LearnedExpertBot bot_a(9, 1), bot_b(9, 1);
  EXPECT_EQ(bot_a.choose(va), bot_b.choose(vb));
}

}  // namespace belief_test
}  // namespace euchre
