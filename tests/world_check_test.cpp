// lab/world_check.h and `euchre check-worlds` (docs/notebook/expert-experiments.md, "How well
// the worlds know the hands"): the measurement's shape whatever the
// threads, what it must find in any self-play (the worlds learn as the
// cards fall; a probability bin holds its probabilities), and refusals in
// words.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>

#include "cli_run.h"
#include "lab/world_check.h"

namespace euchre::lab {
namespace {

SelfPlayRun small_run() {
  SelfPlayRun run;
  run.deals = 12;
  run.level = 1;
  run.seed = 9;
  return run;
}

TEST(WorldCheck, CountsTheSameWhateverTheThreads) {
  SelfPlayRun run = small_run();
  const WorldCheck one = check_worlds(run, 20);
  run.threads = 3;
  const WorldCheck three = check_worlds(run, 20);
  EXPECT_GT(one.decisions, run.deals * 4);  // at least the first round's four questions a deal
  EXPECT_EQ(three.decisions, one.decisions);
  for (int st = 0; st < kWorldStages; ++st) {
    const auto s = static_cast<std::size_t>(st);
    EXPECT_EQ(three.brier[s].n, one.brier[s].n) << world_stage_words(st);
    if (one.brier[s].n > 0) {
      EXPECT_NEAR(three.brier[s].mean(), one.brier[s].mean(), 1e-9) << world_stage_words(st);
    }
  }
  EXPECT_EQ(three.maker_by_group.size(), one.maker_by_group.size());
}

TEST(WorldCheck, TheWorldsKnowMoreAsTheCardsFall) {
  const WorldCheck c = check_worlds(small_run(), 40);
  const MeanSums& first = c.brier[0];  // round 1 of the auction
  const MeanSums& last = c.brier[static_cast<std::size_t>(kWorldStages - 1)];  // trick 5
  ASSERT_GT(first.n, 0);
  ASSERT_GT(last.n, 0);
  for (const MeanSums& b : c.brier)
    if (b.n > 0) {
      EXPECT_GE(b.mean(), 0.0);
      EXPECT_LE(b.mean(), 2.0);
    }
  // With one card left in each hand most places are known or a coin toss.
  EXPECT_LT(last.mean(), first.mean() - 0.2);
  // The worlds' expected trumps miss the real hands by less once most
  // trumps have fallen (root mean square over every asker and hand).
  auto rms_trump_error = [&](int stage) {
    MeanSums all;
    for (const auto& asker : c.counts[static_cast<std::size_t>(stage)])
      for (const CountErrors& e : asker) all.add(e.trumps);
    return std::sqrt(all.squares / static_cast<double>(all.n));
  };
  EXPECT_LT(rms_trump_error(kWorldStages - 1), rms_trump_error(2) - 0.1);  // trick 5 against trick 1
}

TEST(WorldCheck, TheInferenceKnowsTheHandsBetterThanUniformWorlds) {
  SelfPlayRun run = small_run();
  run.deals = 60;
  run.level = 2;  // the level-1 expert's own bids and plays are too noisy to read
  run.threads = 2;
  const WorldCheck inferred = check_worlds(run, 40);
  const WorldCheck uniform = check_worlds(run, 40, false);
  // The same self-play: the same decisions are asked.
  EXPECT_EQ(inferred.decisions, uniform.decisions);
  // Reading the calls and plays places the cards better, most of all in the
  // play (a seat that called holds trumps).
  MeanSums a, b;
  for (std::size_t st = 2; st < kWorldStages; ++st) {
    a.add(inferred.brier[st]);
    b.add(uniform.brier[st]);
  }
  ASSERT_EQ(a.n, b.n);
  EXPECT_LT(a.mean(), b.mean() - 0.004) << a.mean() << " against " << b.mean();
}

TEST(WorldCheck, EachReliabilityBinHoldsItsOwnProbabilities) {
  const WorldCheck c = check_worlds(small_run(), 40);
  long counted = 0;
  for (const auto& stage : c.reliability)
    for (const auto& kind : stage)
    for (int b = 0; b < kReliabilityBins; ++b) {
      const ReliabilityBin& bin = kind[static_cast<std::size_t>(b)];
      if (bin.n == 0) continue;
      counted += bin.n;
      const double mean = bin.binned / static_cast<double>(bin.n);
      EXPECT_GE(mean, b / 10.0 - 1e-12);
      EXPECT_LT(mean, (b + 1) / 10.0 + 1e-12);
      EXPECT_LE(bin.there, bin.n);
    }
  EXPECT_GT(counted, 100);
  // Over every uncertain guess, the worlds' probabilities and the truth
  // agree in total within a few percent (the sampler deals every card).
  double predicted = 0, there = 0;
  for (const auto& stage : c.reliability)
    for (const auto& kind : stage)
      for (const ReliabilityBin& bin : kind) predicted += bin.predicted, there += static_cast<double>(bin.there);
  EXPECT_NEAR(predicted / there, 1.0, 0.1);
}

TEST(WorldCheck, RefusesInWords) {
  SelfPlayRun run = small_run();
  EXPECT_THROW(check_worlds(run, 5), std::invalid_argument);
  run.preset = "three-handed";
  EXPECT_THROW(check_worlds(run, 20), std::invalid_argument);
  const test::CliResult bad = test::run_euchre("check-worlds --preset three-handed --deals 1");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("needs a five-card, four-seat partnership preset, not 'three-handed'"), std::string::npos)
      << bad.err;
  const test::CliResult few = test::run_euchre("check-worlds --deals 1 --worlds 3");
  EXPECT_EQ(few.code, 2);
  EXPECT_NE(few.err.find("--worlds"), std::string::npos) << few.err;
  const test::CliResult ok = test::run_euchre("check-worlds --deals 2 --level 1 --worlds 10 --seed 5 --no-inference");
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_NE(ok.out.find("round 1: dealer -> dealer's partner"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("no inference, as ISMCTS deals them"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("Brier score"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("reliability"), std::string::npos) << ok.out;
}

}  // namespace
}  // namespace euchre::lab
