// `euchre calibrate` and lab/calibration.h (docs/notebook/expert-experiments.md, "Calibration in self-play
// the bidding"): the summary's arithmetic, the self-play samples' shape, and
// refusals in words.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "cli_run.h"
#include "lab/calibration.h"
#include "lab/paired_calibration.h"

namespace euchre::lab {
namespace {

// Two runs' samples are the same, compared by `fields` (a tuple of members).
template <class Sample, class Fields>
void expect_same_samples(const std::vector<Sample>& a, const std::vector<Sample>& b, Fields fields) {
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) EXPECT_EQ(fields(a[i]), fields(b[i])) << "sample " << i;
}

TEST(Calibration, SummaryMeansBiasAndInterval) {
  const std::vector<CalibrationSample> samples{
      {"round 1, dealer, pass", 1.0, 2.0}, {"round 2, dealer, call", 0.5, -2.0}, {"round 1, dealer, pass", 1.0, 0.0}};
  const std::vector<CalibrationRow> rows = summarize_calibration(samples);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].group, "round 1, dealer, pass");  // in the order groups first appear
  EXPECT_EQ(rows[0].count, 2);
  EXPECT_DOUBLE_EQ(rows[0].predicted, 1.0);
  EXPECT_DOUBLE_EQ(rows[0].realised, 1.0);
  EXPECT_DOUBLE_EQ(rows[0].bias, 0.0);
  // biases +1 and -1: sample variance 2, standard error sqrt(2 / 2) = 1
  EXPECT_NEAR(rows[0].bias_half_width, 1.96, 1e-12);
  EXPECT_EQ(rows[1].count, 1);
  EXPECT_DOUBLE_EQ(rows[1].bias, -2.5);
  EXPECT_DOUBLE_EQ(rows[1].bias_half_width, 0.0);  // one sample: no interval
}

TEST(Calibration, SelfPlaySamplesAreAuctionDecisionsWithDealOutcomes) {
  SelfPlayRun run;
  run.deals = 6;
  run.level = 1;
  run.seed = 3;
  const std::vector<CalibrationSample> samples = calibration_samples(run);
  // At least one decision a deal (the first bidder always has a choice).
  ASSERT_GE(samples.size(), 6u);
  for (const CalibrationSample& s : samples) {
    EXPECT_TRUE(s.group.rfind("round 1, ", 0) == 0 || s.group.rfind("round 2, ", 0) == 0) << s.group;
    // A deal from 0-0 scores 1, 2 or 4 for one side (or nothing: passed out).
    EXPECT_TRUE(s.realised == 0 || std::abs(s.realised) == 1 || std::abs(s.realised) == 2 || std::abs(s.realised) == 4)
        << s.group << " " << s.realised;
    EXPECT_LE(std::abs(s.predicted), 4.0) << s.group;
  }
  // The same seed, the same samples.
  expect_same_samples(calibration_samples(run), samples,
                      [](const CalibrationSample& s) { return std::tuple(s.group, s.predicted); });
}

TEST(Calibration, RefusesWhatItCannotMeasureInWords) {
  SelfPlayRun run;
  run.deals = 1;
  run.preset = "three-handed";
  EXPECT_THROW(calibration_samples(run), std::invalid_argument);
  run.preset = "nonesuch";
  EXPECT_THROW(calibration_samples(run), std::invalid_argument);
  run.preset = "standard";
  run.level = 5;
  EXPECT_THROW(calibration_samples(run), std::invalid_argument);
  const test::CliResult bad = test::run_euchre("calibrate --preset call-ace --deals 1");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("four-seat partnership preset, not 'call-ace'"), std::string::npos) << bad.err;
  const test::CliResult ok = test::run_euchre("calibrate --deals 2 --level 1 --seed 5");
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_NE(ok.out.find("realised-predicted"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("round 1, "), std::string::npos) << ok.out;
}

TEST(PairedCalibration, SummaryOfGapsBiasAndSecondBetter) {
  std::vector<PairedSample> samples(3);
  samples[0].group = samples[1].group = "round 1, left of dealer: pass over order";
  samples[0].predicted_gap = 0.5, samples[0].realised_gap = 2.0;
  samples[1].predicted_gap = 0.5, samples[1].realised_gap = -1.0;
  samples[2].group = "round 2, dealer: call over pass";
  samples[2].predicted_gap = 0.25, samples[2].realised_gap = 0.0;
  const std::vector<PairedRow> rows = summarize_paired(samples);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].group, "round 1, left of dealer: pass over order");
  EXPECT_EQ(rows[0].count, 2);
  EXPECT_DOUBLE_EQ(rows[0].realised_gap, 0.5);
  EXPECT_DOUBLE_EQ(rows[0].bias, 0.0);
  EXPECT_NEAR(rows[0].bias_half_width, 1.96 * 1.5, 1e-12);  // biases +1.5, -1.5
  EXPECT_DOUBLE_EQ(rows[0].second_better, 0.5);
  EXPECT_DOUBLE_EQ(rows[1].bias, -0.25);
  EXPECT_DOUBLE_EQ(rows[1].second_better, 0.0);  // a tie is not the second's win
}

TEST(PairedCalibration, CallMinusPassCurveOrientsAndBinsThePairs) {
  auto sample = [](std::string first, std::string second, int seat, double predicted, double realised) {
    PairedSample s;
    s.first_kind = std::move(first), s.second_kind = std::move(second);
    s.round = 1, s.from_dealer = seat, s.predicted_gap = predicted, s.realised_gap = realised;
    return s;
  };
  const std::vector<PairedSample> samples{
      sample("pass", "order", 1, 0.1, 1.0),    // call - pass: predicted -0.1, realised -1
      sample("order", "pass", 1, 0.05, 2.0),   // +0.05, +2
      sample("pass", "order", 1, 0.05, -1.0),  // -0.05, +1
      sample("order alone", "order", 1, 0.1, 4.0),  // not a call against a pass: left out
      sample("order", "pass", 2, 0.7, 1.0)};
  const std::vector<CurveBin> curve = call_minus_pass_curve(samples);
  ASSERT_EQ(curve.size(), 3u);
  EXPECT_EQ(curve[0].from_dealer, 1);
  EXPECT_DOUBLE_EQ(curve[0].low, -0.15);
  EXPECT_DOUBLE_EQ(curve[0].high, 0.0);
  EXPECT_EQ(curve[0].count, 2);
  EXPECT_NEAR(curve[0].predicted, -0.075, 1e-12);
  EXPECT_DOUBLE_EQ(curve[0].realised, 0.0);
  EXPECT_NEAR(curve[0].realised_half_width, 1.96 * std::sqrt(2.0 / 2.0), 1e-12);
  EXPECT_DOUBLE_EQ(curve[1].low, 0.0);
  EXPECT_DOUBLE_EQ(curve[1].realised, 2.0);
  EXPECT_EQ(curve[2].from_dealer, 2);
  EXPECT_DOUBLE_EQ(curve[2].low, 0.6);
  // In percent of match equity the bins are ten times as wide.
  const std::vector<CurveBin> wide = call_minus_pass_curve(samples, 10.0);
  ASSERT_EQ(wide.size(), 3u);
  EXPECT_DOUBLE_EQ(wide[0].low, -1.5);
  EXPECT_DOUBLE_EQ(wide[0].high, 0.0);
  EXPECT_EQ(wide[0].count, 2);
  EXPECT_DOUBLE_EQ(wide[2].low, 0.0);  // +0.7 of the dealer's partner: below +1.5 now
  EXPECT_DOUBLE_EQ(wide[2].high, 1.5);
}

TEST(PairedCalibration, CloseDecisionsArePlayedTwiceFromTheSameDeal) {
  SelfPlayRun run;
  run.deals = 4;
  run.level = 1;
  run.seed = 7;
  // Every auction decision is close within 10 points: at least one a deal.
  const std::vector<PairedSample> samples = paired_samples(run, {10.0});
  ASSERT_GE(samples.size(), 4u);
  for (const PairedSample& s : samples) {
    EXPECT_NE(s.group.find(" over "), std::string::npos) << s.group;
    EXPECT_TRUE(s.round == 1 || s.round == 2) << s.group;
    EXPECT_TRUE(s.from_dealer >= 0 && s.from_dealer < 4) << s.group;
    // The difference of two deal scores from 0-0 (each 0, 1, 2 or 4 for one side).
    EXPECT_EQ(s.realised_gap, std::round(s.realised_gap)) << s.group;
    EXPECT_LE(std::abs(s.realised_gap), 8.0) << s.group;
    EXPECT_LE(std::abs(s.predicted_gap), 10.0) << s.group;
  }
  // A smaller margin plays a subset; the result does not depend on threads.
  const std::vector<PairedSample> close = paired_samples(run, {0.25});
  EXPECT_LE(close.size(), samples.size());
  for (const PairedSample& s : close) EXPECT_LE(std::abs(s.predicted_gap), 0.25) << s.group;
  run.threads = 2;
  expect_same_samples(paired_samples(run, {10.0}), samples,
                      [](const PairedSample& s) { return std::tuple(s.group, s.predicted_gap, s.realised_gap); });
}

TEST(PairedCalibration, CardPlayDecisionsArePlayedTwiceToo) {
  SelfPlayRun run;
  run.deals = 3;
  run.level = 1;
  run.seed = 11;
  const std::vector<PairedSample> samples = paired_samples(run, {10.0, PairedPhase::Play});
  // Three deals hold more than three card decisions with two cards that follow suit.
  ASSERT_GE(samples.size(), 3u);
  for (const PairedSample& s : samples) {
    EXPECT_EQ(s.group.rfind("play, ", 0), 0u) << s.group;
    EXPECT_EQ(s.round, 0) << s.group;
    EXPECT_TRUE(s.first_kind == "trump" || s.first_kind == "non-trump") << s.first_kind;
    EXPECT_EQ(s.realised_gap, std::round(s.realised_gap)) << s.group;
    EXPECT_LE(std::abs(s.realised_gap), 8.0) << s.group;
    // The first of the ranking is predicted at least as good as the second,
    // up to the match equity and points disagreeing (at 0-0 they agree).
    EXPECT_GE(s.predicted_gap, -1e-9) << s.group;
  }
  const std::vector<CurveBin> curve = first_over_second_curve(samples);
  long counted = 0;
  for (const CurveBin& b : curve) counted += b.count;
  EXPECT_EQ(counted, static_cast<long>(samples.size()));
}

TEST(PairedCalibration, FromAScoreTheGapsAreInMatchEquity) {
  SelfPlayRun run;
  run.deals = 3;
  run.level = 1;
  run.seed = 13;
  PairedOptions options;
  options.margin = 100;  // every decision with a choice
  options.dealer_side_score = 6;
  options.other_side_score = 9;
  const std::vector<PairedSample> samples = paired_samples(run, options);
  ASSERT_GE(samples.size(), 3u);
  bool fraction = false;
  for (const PairedSample& s : samples) {
    EXPECT_LE(std::abs(s.predicted_gap), 100.0) << s.group;
    EXPECT_LE(std::abs(s.realised_gap), 100.0) << s.group;
    // Equity differences are not whole points (a deal's points are).
    fraction = fraction || std::abs(s.realised_gap - std::round(s.realised_gap)) > 1e-6;
  }
  EXPECT_TRUE(fraction);
  options.other_side_score = 10;  // the target: the game is over
  EXPECT_THROW(paired_samples(run, options), std::invalid_argument);
}

TEST(PairedCalibration, RefusesWhatItCannotMeasureInWords) {
  SelfPlayRun run;
  run.deals = 1;
  EXPECT_THROW(paired_samples(run, {-1.0}), std::invalid_argument);
  run.preset = "three-handed";
  EXPECT_THROW(paired_samples(run, {1.0}), std::invalid_argument);
  const test::CliResult bad = test::run_euchre("calibrate --paired -1 --deals 1");
  EXPECT_NE(bad.code, 0);
  const test::CliResult ok = test::run_euchre("calibrate --paired 10 --deals 1 --level 1 --seed 5");
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_NE(ok.out.find("decisions played twice"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find(" over "), std::string::npos) << ok.out;
  const test::CliResult play = test::run_euchre("calibrate --paired 10 --play --deals 1 --level 1 --seed 5");
  EXPECT_EQ(play.code, 0) << play.err;
  EXPECT_NE(play.out.find("the first card over the second"), std::string::npos) << play.out;
  const test::CliResult bad_score = test::run_euchre("calibrate --paired 1 --score 6to9 --deals 1");
  EXPECT_EQ(bad_score.code, 2);
  EXPECT_NE(bad_score.err.find("not '6to9'"), std::string::npos) << bad_score.err;
  const test::CliResult past_target = test::run_euchre("calibrate --paired 1 --score 6-12 --deals 1");
  EXPECT_EQ(past_target.code, 2);
  EXPECT_NE(past_target.err.find("not 12"), std::string::npos) << past_target.err;
  const test::CliResult play_alone = test::run_euchre("calibrate --play --deals 1");
  EXPECT_NE(play_alone.code, 0);
  EXPECT_NE(play_alone.err.find("--paired"), std::string::npos) << play_alone.err;
}

}  // namespace
}  // namespace euchre::lab
