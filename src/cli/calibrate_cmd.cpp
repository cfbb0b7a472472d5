// `euchre calibrate`: the expert's predicted auction values against what
// self-play deals really scored (learn/calibration.h). A measurement for
// the bidding's constants, printed as a table; slow (the expert decides
// everything), so it is a command, not a test.
#include <cstdio>
#include <stdexcept>
#include <vector>

#include "cli/commands.h"
#include "learn/calibration.h"

namespace euchre::cli {

int run_calibrate(const learn::SelfPlayRun& run) {
  std::vector<learn::CalibrationSample> samples;
  try {
    samples = learn::calibration_samples(run);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "euchre calibrate: %s\n", e.what());
    return 2;
  }
  std::printf("preset: %s  deals: %ld  level: %d  seed: %llu  decisions: %zu\n", run.preset.c_str(), run.deals,
              run.level, static_cast<unsigned long long>(run.seed), samples.size());
  std::printf("%-44s %7s %10s %10s %18s\n", "decision", "count", "predicted", "realised", "realised-predicted");
  for (const learn::CalibrationRow& r : learn::summarize_calibration(samples)) {
    std::printf("%-44s %7ld %+10.3f %+10.3f %+9.3f +- %.3f\n", r.group.c_str(), r.count, r.predicted, r.realised,
                r.bias, r.bias_half_width);
  }
  return 0;
}

}  // namespace euchre::cli
