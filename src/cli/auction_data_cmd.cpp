// `euchre auction-data`: the learned auction model's training data
// (lab/auction_data.h), one CSV row a round-1 decision of the expert's
// self-play; learning/train_auction.py reads it (docs/learned.md).
#include <chrono>
#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "cli/commands.h"
#include "core/notation.h"
#include "lab/auction_data.h"

namespace euchre::cli {

int run_auction_data(const lab::SelfPlayRun& run, const std::string& out) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<lab::AuctionSample> samples;
  try {
    samples = lab::auction_samples(run);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "euchre auction-data: %s\n", e.what());
    return 2;
  }
  std::ofstream file(out);
  if (!file) {
    std::fprintf(stderr, "euchre auction-data: cannot write '%s'\n", out.c_str());
    return 1;
  }
  for (std::string_view name : learned::auction_feature_names()) file << name << ',';
  file << "from_dealer,pass,order,alone,alone_legal,chosen\n";
  for (const lab::AuctionSample& s : samples) {
    for (double x : s.x) file << x << ',';
    file << s.from_dealer << ',' << s.pass << ',' << s.order << ',' << s.alone << ',' << (s.alone_legal ? 1 : 0) << ','
         << action_text(s.chosen) << '\n';
  }
  if (!file) {
    std::fprintf(stderr, "euchre auction-data: writing '%s' failed\n", out.c_str());
    return 1;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("preset: %s  deals: %ld  level: %d  seed: %llu  threads: %d\n", run.preset.c_str(), run.deals, run.level,
              static_cast<unsigned long long>(run.seed), run.threads);
  std::printf("round-1 decisions: %zu  written to %s  (%.1f s)\n", samples.size(), out.c_str(), seconds);
  return 0;
}

}  // namespace euchre::cli
