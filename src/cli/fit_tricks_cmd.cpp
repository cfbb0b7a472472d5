// `euchre fit-tricks`: counts, in the expert's self-play, the tricks the
// makers really take beside those the open-hand solver gives them at the
// first card (learn/trick_fit.h), and prints a summary with the C++ table
// that bots/trick_model.cpp holds. Slow (the expert plays every seat), so
// it is a command, not a test.
#include <array>
#include <cstdio>
#include <stdexcept>

#include "cli/commands.h"
#include "learn/trick_fit.h"

namespace euchre::cli {
namespace {

constexpr std::array<const char*, 4> kSeatWords{"dealer", "left of dealer", "dealer's partner", "right of dealer"};

void print_summary(const TrickCounts& c) {
  std::printf("%-40s %7s %8s %8s %10s\n", "makers", "deals", "solved", "made", "made-solved");
  for (std::size_t r = 0; r < 2; ++r)
    for (std::size_t m = 0; m < 4; ++m)
      for (std::size_t a = 0; a < 2; ++a) {
        long n = 0;
        double solved = 0, made = 0;
        for (std::size_t s = 0; s < kTrickModelTricks; ++s)
          for (std::size_t k = 0; k < kTrickModelTricks; ++k) {
            const long x = c[r][m][a][s][k];
            n += x, solved += static_cast<double>(x * static_cast<long>(s)), made += static_cast<double>(x * static_cast<long>(k));
          }
        if (n == 0) continue;
        char name[64];
        std::snprintf(name, sizeof name, "round %zu, %s%s", r + 1, kSeatWords[m], a ? ", alone" : "");
        std::printf("%-40s %7ld %8.3f %8.3f %+10.3f\n", name, n, solved / static_cast<double>(n),
                    made / static_cast<double>(n), (made - solved) / static_cast<double>(n));
      }
}

void print_table(const TrickCounts& c) {
  std::printf("{{\n");
  for (std::size_t r = 0; r < 2; ++r) {
    std::printf(" {{\n");
    for (std::size_t m = 0; m < 4; ++m) {
      std::printf("  {{\n");
      for (std::size_t a = 0; a < 2; ++a) {
        std::printf("   {{");
        for (std::size_t s = 0; s < kTrickModelTricks; ++s) {
          std::printf("%s{", s ? ", " : "");
          for (std::size_t k = 0; k < kTrickModelTricks; ++k) std::printf("%s%d", k ? ", " : "", c[r][m][a][s][k]);
          std::printf("}");
        }
        std::printf("}}%s\n", a ? "" : ",");
      }
      std::printf("  }}%s\n", m == 3 ? "" : ",");
    }
    std::printf(" }}%s\n", r ? "" : ",");
  }
  std::printf("}}\n");
}

}  // namespace

int run_fit_tricks(const FitTricksOptions& opt) {
  learn::TrickFitRun run;
  run.preset = opt.preset;
  run.deals = opt.deals;
  run.seed = opt.seed;
  run.level = opt.level;
  run.threads = opt.threads;
  TrickCounts counts{};
  try {
    counts = learn::trick_counts(run);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "euchre fit-tricks: %s\n", e.what());
    return 2;
  }
  std::printf("preset: %s  deals: %ld  level: %d  seed: %llu\n", run.preset.c_str(), run.deals, run.level,
              static_cast<unsigned long long>(run.seed));
  print_summary(counts);
  std::printf("\nfor bots/trick_model.cpp (TrickCounts: round, maker from dealer, alone, solved, made):\n");
  print_table(counts);
  return 0;
}

}  // namespace euchre::cli
