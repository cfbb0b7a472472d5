// lab/trick_fit.h and `euchre fit-tricks` (docs/notebook/expert-experiments.md, "Solved and real
// tricks"): the figures' arithmetic, the self-play counts' shape whatever
// the threads, and refusals in words.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "cli_run.h"
#include "lab/trick_fit.h"

namespace euchre::lab {
namespace {

TEST(TrickFit, NoDealsNoShift) {
  EXPECT_DOUBLE_EQ(bare_make_loss(TrickCounts{}, {1, 1, false}), 0.0);
  EXPECT_DOUBLE_EQ(lone_gain(TrickCounts{}), 0.0);
}

TEST(TrickFit, BareMakeLossIsItsGroupsShareOfEuchredBareMakes) {
  TrickCounts c{};
  // Round 2, left of dealer, not alone: solved 3, made 2 in 24 deals of 32
  // (and 1 or 0 in none); solved 4 counts nothing here.
  c[1][1][0][3][2] = 24;
  c[1][1][0][3][3] = 6;
  c[1][1][0][3][4] = 2;
  c[1][1][0][4][2] = 50;
  EXPECT_DOUBLE_EQ(bare_make_loss(c, {2, 1, false}), 24.0 / 32);
  // Other groups are untouched.
  EXPECT_DOUBLE_EQ(bare_make_loss(c, {1, 1, false}), 0.0);
  EXPECT_DOUBLE_EQ(bare_make_loss(c, {2, 3, false}), 0.0);
}

TEST(TrickFit, LoneGainPoolsEveryLoneHandBelowAMarch) {
  TrickCounts c{};
  c[0][0][1][4][5] = 10;  // round 1, dealer alone: solved 4, marched
  c[0][0][1][4][4] = 30;
  c[1][1][1][3][3] = 20;  // round 2, left alone: solved 3, made 3
  c[0][0][1][5][5] = 99;  // solved marches cannot gain: not counted
  c[0][0][0][4][5] = 99;  // not alone: not counted
  EXPECT_DOUBLE_EQ(lone_gain(c), 10.0 / 60);
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
  SelfPlayRun run;
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
  SelfPlayRun run;
  run.deals = 1;
  run.preset = "three-handed";
  EXPECT_THROW(trick_counts(run), std::invalid_argument);
  run.preset = "standard";
  run.level = 9;
  EXPECT_THROW(trick_counts(run), std::invalid_argument);
  const test::CliResult bad = test::run_euchre("fit-tricks --preset three-handed --deals 1");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("needs a five-card, four-seat partnership preset, not 'three-handed'"), std::string::npos) << bad.err;
  const test::CliResult ok = test::run_euchre("fit-tricks --deals 3 --level 1 --seed 5");
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_NE(ok.out.find("made-solved"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("bare make (solved 3) euchred"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("counts (round, maker from dealer, alone"), std::string::npos) << ok.out;
}

}  // namespace
}  // namespace euchre::lab
