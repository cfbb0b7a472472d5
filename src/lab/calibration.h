// Are the expert's auction values right? (issue 10: "derive every constant
// from self-play of the expert"). Self-play deals from 0-0 in which every
// auction decision (round 1 and round 2, two or more legal actions) is the
// expert's ranking's first choice (learn::rank_actions: the values `euchre
// hint` shows) and every other decision the expert's; each auction
// decision's predicted points (its expected points: the deciding side's
// minus the other side's) beside the points the deal really scored, grouped
// by round, seat and kind of call. A group whose realised points differ from
// the predicted ones shows where the model of the rest of the deal is wrong.
// Driven by `euchre calibrate`; a measurement, not a test.
#pragma once

#include <string>
#include <vector>

#include "lab/self_play.h"

namespace euchre::lab {

struct CalibrationSample {
  std::string group;  // e.g. "round 1, dealer's partner, pass"
  double predicted = 0;
  double realised = 0;
};

struct CalibrationRow {
  std::string group;
  long count = 0;
  double predicted = 0;  // mean
  double realised = 0;   // mean
  // realised - predicted, and the half width of its 95% interval (normal
  // approximation; 0 with one sample).
  double bias = 0;
  double bias_half_width = 0;
};

// One row per group, in the order groups first appear.
std::vector<CalibrationRow> summarize_calibration(const std::vector<CalibrationSample>& samples);

// Plays run.deals single deals (the expert's level is run.level, for the
// auction's ranking and the play; `euchre calibrate` uses 2); throws
// std::invalid_argument for an unknown preset, one that is not five-card,
// four-seat partnership, a level outside 1..4 or no deals.
std::vector<CalibrationSample> calibration_samples(const SelfPlayRun& run);

}  // namespace euchre::lab
