// learn/trick_fit.h, bots/trick_model.h and `euchre fit-tricks` (docs/bots.md,
// "Solved and real tricks"): the model's arithmetic, the self-play counts'
// shape whatever the threads, and refusals in words.
#include <gtest/gtest.h>

#include <numeric>
#include <stdexcept>
#include <string>

#include "bots/trick_model.h"
#include "cli_run.h"
#include "learn/trick_fit.h"

namespace euchre::learn {
namespace {

TEST(TrickFit, AnEmptyGroupKeepsTheSolvedCount) {
  const TrickModel m{TrickCounts{}};
  for (int solved = 0; solved < kTrickModelTricks; ++solved) {
    const auto p = m.made_given_solved({1, 2, false}, solved);
    for (int k = 0; k < kTrickModelTricks; ++k) EXPECT_DOUBLE_EQ(p[static_cast<std::size_t>(k)], k == solved ? 1.0 : 0.0);
  }
}

TEST(TrickFit, CountsMoveTheSolvedCountWithThePriorBesideThem) {
  TrickCounts c{};
  // Round 2, left of dealer, not alone: solved 3, made 2 in 24 deals of 32.
  c[1][1][0][3][2] = 24;
  c[1][1][0][3][3] = 8;
  const TrickModel m{c};
  const auto p = m.made_given_solved({2, 1, false}, 3);
  const double total = 32 + TrickModel::kPrior;
  EXPECT_DOUBLE_EQ(p[2], 24 / total);
  EXPECT_DOUBLE_EQ(p[3], (8 + TrickModel::kPrior) / total);
  EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-12);
  // Other groups are untouched.
  EXPECT_DOUBLE_EQ(m.made_given_solved({1, 1, false}, 3)[3], 1.0);
  EXPECT_DOUBLE_EQ(m.made_given_solved({2, 1, true}, 3)[3], 1.0);
}

long total(const TrickCounts& c) {
  long n = 0;
  for (const auto& r : c)
    for (const auto& m : r)
      for (const auto& a : m)
        for (const auto& s : a)
          for (int x : s) n += x;
  return n;
}

TEST(TrickFit, SelfPlayCountsOneDealEachWhateverTheThreads) {
  TrickFitRun run;
  run.deals = 10;
  run.level = 1;
  run.seed = 4;
  const TrickCounts one = trick_counts(run);
  const long n = total(one);
  EXPECT_GE(n, 5);  // most deals are played (a few are passed out)
  EXPECT_LE(n, 10);
  run.threads = 4;
  const TrickCounts four = trick_counts(run);
  EXPECT_EQ(four, one);
}

TEST(TrickFit, RefusesWhatTheModelDoesNotCoverInWords) {
  TrickFitRun run;
  run.deals = 1;
  run.preset = "three-handed";
  EXPECT_THROW(trick_counts(run), std::invalid_argument);
  run.preset = "standard";
  run.level = 9;
  EXPECT_THROW(trick_counts(run), std::invalid_argument);
  const test::CliResult bad = test::run_euchre("fit-tricks --preset three-handed --deals 1");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("five-card, four-seat partnership presets, not 'three-handed'"), std::string::npos) << bad.err;
  const test::CliResult ok = test::run_euchre("fit-tricks --deals 3 --level 1 --seed 5");
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_NE(ok.out.find("made-solved"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("{{"), std::string::npos) << ok.out;
}

}  // namespace
}  // namespace euchre::learn
