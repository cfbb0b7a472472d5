// expert-v3 and the learned auction model (src/learned/, docs/learned.md):
// - the shipped weights load, and this program's arithmetic gives the
//   trainer's own values on the rows the trainer wrote beside them;
// - a model file with anything wrong is refused, naming the line and what;
// - the same decisions on every run and thread;
// - round 1 at 0-0 under the preset it was trained on is the model's values
//   blended with the expert's (by hand, and beside an expert of the same
//   seed), every other decision (and every decision of another preset) the
//   expert's own, its worlds dealt by the learned beliefs;
// - it decides from its seat's view alone: two deals that differ only in
//   cards it cannot see get the same choice and the same values.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "players/bot_factory.h"
#include "bots/expert_bot.h"
#include "core/compiled_rules.h"
#include "core/notation.h"
#include "learned/auction_model.h"
#include "learned/learned_expert.h"
#include "test_util.h"

namespace euchre {
namespace learned_test {

using learned::AuctionFeatures;
using learned::AuctionModel;

TEST(LearnedAuction, ShippedWeightsLoadAndGiveTheTrainersValues) {
  const AuctionModel& m = learned::shipped_auction_model();
  EXPECT_EQ(m.preset, "standard");
  EXPECT_GE(m.hidden, 4);
  ASSERT_GE(m.checks.size(), 4u) << "the trainer writes four check rows";
  for (const AuctionModel::Check& c : m.checks) {
    const auto y = m.predict(c.x);
    for (std::size_t o = 0; o < y.size(); ++o) {
      // numpy sums in another order: the last bits may differ, no more.
      EXPECT_NEAR(y[o], c.y[o], 1e-12 * (1 + std::abs(c.y[o]))) << "output " << o;
    }
  }
}

// A small valid model file with one line replaced.
std::string model_text(const std::string& replace_key = "", const std::string& with = "") {
  std::string names;
  for (std::string_view n : learned::auction_feature_names()) names += " " + std::string(n);
  std::string zeros;
  for (int i = 0; i < learned::kAuctionFeatures * 2; ++i) zeros += " 0.5";
  const std::vector<std::pair<std::string, std::string>> lines = {
      {"format", "format euchre-auction-mlp 1"}, {"preset", "preset standard"}, {"features", "features" + names},
      {"hidden", "hidden 2"}, {"w1", "w1" + zeros}, {"b1", "b1 0.25 -1"}, {"w2", "w2 1 2 3 4"}, {"b2", "b2 -0.5 -2"}};
  std::string text = "# a test model\n";
  for (const auto& [key, line] : lines) text += (key == replace_key ? with : line) + "\n";
  return text;
}

// The message of the invalid_argument `text` is refused with ("" if read).
std::string refusal(const std::string& text) {
  try {
    (void)learned::parse_auction_model(text);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

TEST(LearnedAuction, AModelFileIsReadInItsOwnOrderOfSums) {
  const AuctionModel m = learned::parse_auction_model(model_text());
  AuctionFeatures x{};
  x[0] = 1, x[21] = 0.8;
  // Hidden: 0.25 + 0.5 * 1.8 = 1.15 and -1 + 0.9 = -0.1 -> 0 (rectified).
  const auto y = m.predict(x);
  EXPECT_DOUBLE_EQ(y[0], -0.5 + 1 * 1.15);
  EXPECT_DOUBLE_EQ(y[1], -2 + 3 * 1.15);
}

TEST(LearnedAuction, BadModelFilesAreRefusedNamingWhatIsWrong) {
  EXPECT_EQ(refusal(model_text()), "");
  EXPECT_NE(refusal(model_text("w1", "w1 1 2 3")).find("line 6: w1 needs 46 numbers, not 3"), std::string::npos);
  EXPECT_NE(refusal(model_text("b1", "b1 0.25 x")).find("line 7: 'x' is not a number"), std::string::npos);
  EXPECT_NE(refusal(model_text("preset", "preset nonesuch")).find("no preset 'nonesuch'"), std::string::npos);
  EXPECT_NE(refusal(model_text("features", "features right left")).find("line 4: the features must be"),
            std::string::npos);
  EXPECT_NE(refusal(model_text("format", "format euchre-auction-mlp 2")).find("unknown format"), std::string::npos);
  EXPECT_NE(refusal(model_text("b2", "bias 1 2")).find("unknown key 'bias'"), std::string::npos);
  EXPECT_NE(refusal(model_text("w2", "")).find("it needs w1, b1, w2 and b2"), std::string::npos);
  EXPECT_NE(refusal("").find("empty"), std::string::npos);
}

TEST(LearnedAuction, ModelChoiceTakesTheBestAndTheModestOnATie) {
  Game g(preset("standard"), 5);
  const SeatView v = make_view(g, g.to_act());
  ASSERT_TRUE(learned::is_round1_question(v));
  EXPECT_EQ(learned::model_choice(v, {0.0, 0.0}), Action::pass());
  EXPECT_EQ(learned::model_choice(v, {-0.1, -0.3}), Action::pass());
  EXPECT_EQ(learned::model_choice(v, {0.2, 0.1}), Action::order(false));
  EXPECT_EQ(learned::model_choice(v, {0.2, 0.7}), Action::order(true));
  EXPECT_EQ(learned::model_choice(v, {0.2, 0.2}), Action::order(false));
}

// The blend counts each estimate by its weight, against pass's own value,
// and leaves an action the view does not offer as the model had it.
TEST(LearnedAuction, BlendedValuesWeighTheModelAgainstTheExpertsPointsOverPass) {
  Game g(preset("standard"), 5);
  const SeatView v = make_view(g, g.to_act());
  ASSERT_TRUE(learned::is_round1_question(v));
  std::vector<double> points;
  for (const Action a : v.legal)
    points.push_back(a.kind == ActionKind::Pass ? -0.5 : a.alone() ? 1.5 : 0.5);  // order 1 and alone 2 over pass
  const auto half = learned::blended_values(v, {-1.0, 0.0}, points, 0.5);
  EXPECT_DOUBLE_EQ(half[0], 0.0);  // (-1 + 1) / 2
  EXPECT_DOUBLE_EQ(half[1], 1.0);  // (0 + 2) / 2
  const auto model_only = learned::blended_values(v, {-1.0, 0.0}, points, 1.0);
  EXPECT_DOUBLE_EQ(model_only[0], -1.0);
  const auto expert_only = learned::blended_values(v, {-1.0, 0.0}, points, 0.0);
  EXPECT_DOUBLE_EQ(expert_only[0], 1.0);
  EXPECT_DOUBLE_EQ(expert_only[1], 2.0);
  // The model alone passes; a quarter of the model and three of the expert order alone.
  EXPECT_EQ(learned::model_choice(v, model_only), Action::pass());
  EXPECT_EQ(learned::model_choice(v, learned::blended_values(v, {-1.0, 0.0}, points, 0.25)), Action::order(true));
}

// Every choice of expert-v3 at every seat over seeded deals, as text.
std::string v3_game(std::uint64_t seed, int deals) {
  Rules r = preset("standard");
  r.num_deals = deals;
  Game g(r, seed);
  std::vector<std::unique_ptr<Player>> bots;
  for (int s = 0; s < 4; ++s) bots.push_back(make_bot("expert-v3:1", seed * 4 + static_cast<std::uint64_t>(s)));
  std::string out;
  while (!g.over()) {
    const Action a = bots[static_cast<std::size_t>(g.to_act())]->choose(make_view(g, g.to_act()));
    out += action_text(a) + ";";
    g.apply(a);
  }
  return out;
}

TEST(LearnedAuction, TheSameDecisionsOnEveryRunAndThread) {
  const std::string once = v3_game(3, 3), again = v3_game(3, 3);
  EXPECT_EQ(once, again);
  std::string in_thread_a, in_thread_b;
  std::thread a([&] { in_thread_a = v3_game(3, 3); });
  std::thread b([&] { in_thread_b = v3_game(3, 3); });
  a.join();
  b.join();
  EXPECT_EQ(in_thread_a, once);
  EXPECT_EQ(in_thread_b, once);
  EXPECT_NE(v3_game(4, 3), once) << "another seed deals other cards";
}

// expert-v3 beside the expert with the same seed and level at every decision
// of seeded games, the expert's worlds dealt by the same learned beliefs
// (tests/belief_model_test.cpp tests those); the number of round-1
// decisions the model made.
int compare_with_expert(const std::string& preset_name, std::uint64_t seed, bool model_expected) {
  Rules r = preset(preset_name);
  r.num_deals = 3;
  Game g(r, seed);
  const CompiledRules cr(r);
  std::vector<std::unique_ptr<Player>> players;
  for (int s = 0; s < g.compiled().seats; ++s) players.push_back(make_bot("expert:1", seed + static_cast<std::uint64_t>(s)));
  int by_model = 0, n = 0;
  while (!g.over()) {
    const int seat = g.to_act();
    const SeatView v = make_view(g, seat);
    learned::LearnedExpertBot v3(100 + static_cast<std::uint64_t>(n), 1);
    ExpertBot expert(100 + static_cast<std::uint64_t>(n), 1);
    const learned::ModelBeliefs beliefs;
    expert.set_beliefs(&beliefs);
    const Action a = v3.choose(v);
    const bool round1 = learned::is_round1_question(v);
    EXPECT_EQ(v3.last_used_model(), model_expected && round1 && learned::auction_model_applies(learned::shipped_auction_model(), v))
        << preset_name << " decision " << n;
    if (v3.last_used_model()) {
      ++by_model;
      // The model's values blended with the same expert's (same seed, same level).
      const auto y = learned::shipped_auction_model().predict(learned::round1_features(cr, v));
      expert.choose(v);
      const auto blended = learned::blended_values(v, y, expert.last_points(), learned::kModelWeight);
      EXPECT_EQ(blended, v3.last_blended_values()) << preset_name << " decision " << n;
      EXPECT_EQ(a, learned::model_choice(v, blended)) << preset_name << " decision " << n;
    } else {
      EXPECT_EQ(action_text(a), action_text(expert.choose(v))) << preset_name << " decision " << n;
    }
    ++n;
    g.apply(players[static_cast<std::size_t>(seat)]->choose(v));
  }
  return by_model;
}

TEST(ExpertV3, Round1IsTheModelsAndTheRestTheExperts) {
  EXPECT_GE(compare_with_expert("standard", 11, true), 4);
  // The model was trained on the standard preset alone: elsewhere the expert.
  EXPECT_EQ(compare_with_expert("modern", 11, false), 0);
  EXPECT_EQ(compare_with_expert("three-handed", 11, false), 0);
}

TEST(ExpertV3, NotNearTheTarget) {
  const std::vector<std::string> hands = {"Jh Ah Ks 9c Td", "", "", ""};
  auto late = test::deal(preset("standard"), 3, hands, "Qd", "", {6, 0, 6, 0});
  const SeatView v = make_view(*late, late->to_act());
  ASSERT_TRUE(learned::is_round1_question(v));
  EXPECT_FALSE(learned::auction_model_applies(learned::shipped_auction_model(), v)) << "6 of 10: the expert's";
  auto early = test::deal(preset("standard"), 3, hands, "Qd", "", {5, 5, 5, 5});
  EXPECT_TRUE(learned::auction_model_applies(learned::shipped_auction_model(), make_view(*early, early->to_act())));
}

// Seat 0's cards and the up-card are the same in both deals; every other
// hand differs. With each dealer, the seats before seat 0 pass in both
// deals, and seat 0 decides from the same view.
TEST(ExpertV3, DealsThatLookTheSameGetTheSameChoice) {
  const Rules r = preset("standard");
  const std::vector<std::string> hands_a = {"Jh Ah Ks 9c Td", "Jd Qh Ac Kc 9s", "Th Ts Qs Js Ad", "Kh 9h Tc Qc Kd"};
  const std::vector<std::string> hands_b = {"Jh Ah Ks 9c Td", "Kh 9h Tc 9s Js", "Jd Qh Ac Kc Qs", "Th Ts Qc Ad Kd"};
  std::set<std::string> choices;
  for (int dealer = 0; dealer < 4; ++dealer) {
    auto a = test::deal(r, dealer, hands_a, "Qd");
    auto b = test::deal(r, dealer, hands_b, "Qd");
    ASSERT_NE(a->deal().hand[1], b->deal().hand[1]);
    while (a->to_act() != 0) {
      test::act(*a, "p");
      test::act(*b, "p");
    }
    learned::LearnedExpertBot bot_a(9, 1), bot_b(9, 1);
    const Action in_a = bot_a.choose(make_view(*a, 0)), in_b = bot_b.choose(make_view(*b, 0));
    EXPECT_EQ(in_a, in_b) << "dealer " << dealer;
    EXPECT_TRUE(bot_a.last_used_model()) << "dealer " << dealer;
    EXPECT_EQ(bot_a.last_model_values(), bot_b.last_model_values()) << "dealer " << dealer;
    choices.insert(std::to_string(bot_a.last_model_values()[0]));
  }
  // The seat's place changes the values (else the test would not see a bot
  // that ignored its view).
  EXPECT_GE(choices.size(), 2u);
}

TEST(ExpertV3, FactoryOffersItsLevels) {
  EXPECT_EQ(make_bot("expert-v3", 1)->name(), "expert-v3");
  for (const char* level : {"expert-v3:1", "expert-v3:2", "expert-v3:3", "expert-v3:4"})
    EXPECT_EQ(make_bot(level, 1)->name(), "expert-v3") << level;
  for (const char* bad : {"expert-v3:0", "expert-v3:5", "expert-v3:"})
    EXPECT_THROW(make_bot(bad, 1), std::invalid_argument) << bad;
}

}  // namespace learned_test
}  // namespace euchre
