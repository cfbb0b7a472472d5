// `euchre calibrate`: the expert's predicted auction values against what
// self-play deals really scored (lab/calibration.h). A measurement for
// the bidding's constants, printed as a table; slow (the expert decides
// everything), so it is a command, not a test.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "lab/calibration.h"
#include "lab/paired_calibration.h"

namespace euchre::cli {

int run_calibrate(const lab::SelfPlayRun& run) {
  std::vector<lab::CalibrationSample> samples;
  try {
    samples = lab::calibration_samples(run);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "euchre calibrate: %s\n", e.what());
    return 2;
  }
  std::printf("preset: %s  deals: %ld  level: %d  seed: %llu  decisions: %zu\n", run.preset.c_str(), run.deals,
              run.level, static_cast<unsigned long long>(run.seed), samples.size());
  std::printf("%-44s %7s %10s %10s %18s\n", "decision", "count", "predicted", "realised", "realised-predicted");
  for (const lab::CalibrationRow& r : lab::summarize_calibration(samples)) {
    std::printf("%-44s %7ld %+10.3f %+10.3f %+9.3f +- %.3f\n", r.group.c_str(), r.count, r.predicted, r.realised,
                r.bias, r.bias_half_width);
  }
  return 0;
}

namespace {

// "D-O": the dealer's side's points, then the other side's; false if malformed.
bool parse_score(const std::string& text, lab::PairedOptions& o) {
  int used = 0;
  if (std::sscanf(text.c_str(), "%d-%d%n", &o.dealer_side_score, &o.other_side_score, &used) != 2) return false;
  return used == static_cast<int>(text.size());
}

// One line a group: first choice over second, predicted and realised gaps.
void print_paired_groups(const std::vector<lab::PairedSample>& samples) {
  std::printf("%-60s %6s %10s %10s %18s %8s\n", "decision: first choice over second", "count", "predicted", "realised",
              "realised-predicted", "2nd>1st");
  for (const lab::PairedRow& r : lab::summarize_paired(samples)) {
    std::printf("%-60s %6ld %+10.3f %+10.3f %+9.3f +- %.3f %7.0f%%\n", r.group.c_str(), r.count, r.predicted_gap,
                r.realised_gap, r.bias, r.bias_half_width, 100 * r.second_better);
  }
}

// The curve: call minus pass by round and seat, or every card decision's
// first over second; bins `unit` wide (lab::call_minus_pass_curve).
void print_paired_curve(const std::vector<lab::PairedSample>& samples, bool play, double unit) {
  if (play) std::printf("\nthe first card over the second: predicted against realised\n");
  else std::printf("\ncall (or order) minus pass, where they are the two best: predicted against realised\n");
  std::printf("%-28s %-16s %6s %10s %10s\n", play ? "" : "round, seat", "predicted in", "count", "predicted", "realised");
  for (const lab::CurveBin& b : play ? lab::first_over_second_curve(samples, unit) : lab::call_minus_pass_curve(samples, unit)) {
    const std::string where =
        play ? "every card decision" : "round " + std::to_string(b.round) + ", " + lab::seat_from_dealer_words(b.from_dealer);
    char bin[32];
    if (b.low < -99) std::snprintf(bin, sizeof bin, "below %+.2f", b.high);
    else if (b.high > 99) std::snprintf(bin, sizeof bin, "%+.2f or more", b.low);
    else std::snprintf(bin, sizeof bin, "[%+.2f, %+.2f)", b.low, b.high);
    std::printf("%-28s %-16s %6ld %+10.3f %+10.3f +- %.3f\n", where.c_str(), bin, b.count, b.predicted, b.realised,
                b.realised_half_width);
  }
}

}  // namespace

int run_paired_calibrate(const lab::SelfPlayRun& run, double margin, bool play, const std::string& score) {
  lab::PairedOptions options;
  options.margin = margin;
  options.phase = play ? lab::PairedPhase::Play : lab::PairedPhase::Auction;
  if (!score.empty() && !parse_score(score, options)) {
    std::fprintf(stderr, "euchre calibrate: --score takes the dealer's side's points and the other side's, e.g. 6-9, not '%s'\n",
                 score.c_str());
    return 2;
  }
  std::vector<lab::PairedSample> samples;
  try {
    samples = lab::paired_samples(run, options);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "euchre calibrate: %s\n", e.what());
    return 2;
  }
  std::printf("preset: %s  deals: %ld  level: %d  seed: %llu  score: %d-%d (dealer's side first)  margin: %.2f %s"
              "  decisions played twice: %zu\n",
              run.preset.c_str(), run.deals, run.level, static_cast<unsigned long long>(run.seed),
              options.dealer_side_score, options.other_side_score, margin,
              options.in_equity() ? "% match equity" : "points", samples.size());
  if (options.in_equity()) std::printf("gaps in percent of match equity\n");
  print_paired_groups(samples);
  print_paired_curve(samples, play, options.in_equity() ? 10.0 : 1.0);
  return 0;
}

}  // namespace euchre::cli
