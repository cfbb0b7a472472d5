// `euchre belief-data`: the learned belief model's training data
// (lab/belief_data.h), one line a decision of the play in the expert's
// self-play; learning/train_beliefs.py reads it (docs/learned.md).
#include <chrono>
#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "cli/commands.h"
#include "lab/belief_data.h"

namespace euchre::cli {

int run_belief_data(const lab::SelfPlayRun& run, const std::string& out) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::string> rows;
  try {
    rows = lab::belief_rows(run);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "euchre belief-data: %s\n", e.what());
    return 2;
  }
  std::ofstream file(out);
  if (!file) {
    std::fprintf(stderr, "euchre belief-data: cannot write '%s'\n", out.c_str());
    return 1;
  }
  for (const std::string& row : rows) file << row << '\n';
  if (!file) {
    std::fprintf(stderr, "euchre belief-data: writing '%s' failed\n", out.c_str());
    return 1;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("preset: %s  deals: %ld  level: %d  seed: %llu  threads: %d\n", run.preset.c_str(), run.deals, run.level,
              static_cast<unsigned long long>(run.seed), run.threads);
  std::printf("decisions of the play: %zu  written to %s  (%.1f s)\n", rows.size(), out.c_str(), seconds);
  return 0;
}

}  // namespace euchre::cli
