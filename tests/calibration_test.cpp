// `euchre calibrate` and learn/calibration.h (docs/bots.md, "Calibration of
// the bidding"): the summary's arithmetic, the self-play samples' shape, and
// refusals in words.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli_run.h"
#include "learn/calibration.h"

namespace euchre::learn {
namespace {

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
  const std::vector<CalibrationSample> again = calibration_samples(run);
  ASSERT_EQ(again.size(), samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i) {
    EXPECT_EQ(again[i].group, samples[i].group);
    EXPECT_EQ(again[i].predicted, samples[i].predicted);
  }
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

}  // namespace
}  // namespace euchre::learn
