// `euchre bench`: a deterministic speed and behaviour check.
//
// Plays seeded random complete deals (shuffle and deal included) under the
// `standard` preset with stick the dealer and prints deals_per_second and a
// signature: the hash of every deal's result, which changes whenever the
// engine's behaviour does (compare it before and after a speed change).
#include "cli/commands.h"

#include <chrono>
#include <cstdio>

#include "core/playout.h"

namespace euchre::cli {

int run_bench(const BenchOptions& opt) {
  Rules rules = preset("standard");
  rules.all_pass = AllPass::StickTheDealer;
  const CompiledRules compiled(rules);
  Rng rng(opt.seed);
  std::uint64_t signature = 0xCBF29CE484222325ull;
  int dealer = 0;
  const auto start = std::chrono::steady_clock::now();
  for (long i = 0; i < opt.deals; ++i) {
    const DealState s = random_deal(compiled, dealer, rng);
    signature = mix_result(signature, s);
    dealer = dealer == 3 ? 0 : dealer + 1;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("deals: %ld\n", opt.deals);
  std::printf("seconds: %.3f\n", seconds);
  std::printf("deals_per_second: %.0f\n", static_cast<double>(opt.deals) / seconds);
  std::printf("signature: %016llx\n", static_cast<unsigned long long>(signature));
  return 0;
}

}  // namespace euchre::cli
