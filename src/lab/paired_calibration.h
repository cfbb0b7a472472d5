// What the expert's two best auction actions really score on the same deal
// (issue 10: auction values "from realistic play"). `euchre calibrate`
// compares each chosen call's prediction with the deal's result, which
// mixes the action's value with the reason it was chosen (a call made is a
// call the hand was good enough for). Here the deal is played twice from the
// decision, once after the expert's first choice and once after its second,
// by the expert at every seat with the same seeds, so the difference of the
// two results is an unbiased sample of what the choice is worth in real play
// and can be set beside the difference the expert predicted. Only close
// decisions are played twice (predicted gap within a margin): far from the
// margin a bias cannot change the choice. A measurement, not a test.
#pragma once

#include <string>
#include <vector>

#include "lab/self_play.h"

namespace euchre::lab {

// Which decisions are played twice: the auction's (round 1 and 2) or the
// card play's (a card to play, two or more that follow suit).
enum class PairedPhase { Auction, Play };

struct PairedOptions {
  double margin = 1.0;  // play twice when the two best are predicted this close
  PairedPhase phase = PairedPhase::Auction;
  // The score every deal starts from: the dealer's side's and the other
  // side's points, each below the target. From any score but 0-0 the gaps
  // are in match equity (percentage points of the chance to win the match,
  // the score after the deal valued by the expert's MatchEquity) and so is
  // the margin, since there the expert decides by equity, not by points.
  int dealer_side_score = 0;
  int other_side_score = 0;
  bool in_equity() const { return dealer_side_score != 0 || other_side_score != 0; }
};

struct PairedSample {
  // e.g. "round 1, left of dealer: pass over order"; in the play, e.g.
  // "play, lead, defenders" or "play, second, makers, a loner's deal"
  std::string group;
  std::string first_kind;   // "pass", "order", "order alone", "call", "call alone"; "trump", "non-trump"
  std::string second_kind;
  int round = 1;            // 1 or 2 (0 in the play)
  int from_dealer = 0;      // 0 dealer, 1 left, 2 partner, 3 right
  double predicted_gap = 0; // predicted points (or equity) of the first choice minus the second's
  double realised_gap = 0;  // realised points (or equity) of the first choice minus the second's
};

struct PairedRow {
  std::string group;
  long count = 0;
  double predicted_gap = 0;  // mean
  double realised_gap = 0;   // mean
  double bias = 0;           // realised - predicted, and its 95% half width
  double bias_half_width = 0;
  double second_better = 0;  // the share of decisions where the second choice really scored more
};

std::vector<PairedRow> summarize_paired(const std::vector<PairedSample>& samples);

// The calibration curve at the decision that matters most: whether to call
// (order or name trump, not alone) or pass, when those are the two best. For
// each round and seat, the decisions binned by the predicted points of the
// call minus the pass, with the mean realised difference: where the realised
// curve crosses zero is where the expert should start calling.
struct CurveBin {
  int round = 1;
  int from_dealer = 0;
  double low = 0, high = 0;  // the bin of predicted (call - pass), [low, high)
  long count = 0;
  double predicted = 0;  // mean of (call - pass)
  double realised = 0;   // mean of (call - pass), and its 95% half width
  double realised_half_width = 0;
};
// The bins' edges are -0.6, -0.3, -0.15, 0, 0.15, 0.3 and 0.6 times `unit`
// (1 for points; 10 for gaps in percent of match equity).
std::vector<CurveBin> call_minus_pass_curve(const std::vector<PairedSample>& samples, double unit = 1.0);

// Plays run.deals single deals from the options' score with the expert
// (run.level) at every seat; every decision of `phase` whose two best actions
// are predicted within the margin of each other is played out after each of
// them. Throws std::invalid_argument as calibration_samples does, for a
// negative margin and for a score outside 0 .. target - 1.
std::vector<PairedSample> paired_samples(const SelfPlayRun& run, const PairedOptions& options);

// The first choice's predicted gap over the second against the realised gap,
// in bins of the prediction, for every group together (the card play's
// curve: if the second choice really scores more in a bin, the choices
// there are wrong).
std::vector<CurveBin> first_over_second_curve(const std::vector<PairedSample>& samples, double unit = 1.0);

}  // namespace euchre::lab
