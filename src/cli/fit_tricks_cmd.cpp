// `euchre fit-tricks`: counts, in the expert's self-play, the tricks the
// makers really take beside those the open-hand solver gives them at the
// first card (lab/trick_fit.h), and prints a summary, the figures the
// expert's trick shifts stand for, and the whole table. Slow (the expert
// plays every seat), so it is a command, not a test.
#include <cstdio>
#include <stdexcept>

#include "cli/commands.h"
#include "lab/trick_fit.h"

namespace euchre::cli {
namespace {

void print_summary(const lab::TrickCounts& c) {
  std::printf("%-40s %7s %8s %8s %10s\n", "makers", "deals", "solved", "made", "made-solved");
  for (std::size_t r = 0; r < 2; ++r)
    for (std::size_t m = 0; m < 4; ++m)
      for (std::size_t a = 0; a < 2; ++a) {
        long n = 0;
        double solved = 0, made = 0;
        for (std::size_t s = 0; s < lab::kTrickCountTricks; ++s)
          for (std::size_t k = 0; k < lab::kTrickCountTricks; ++k) {
            const long x = c[r][m][a][s][k];
            n += x, solved += static_cast<double>(x * static_cast<long>(s)), made += static_cast<double>(x * static_cast<long>(k));
          }
        if (n == 0) continue;
        char name[64];
        std::snprintf(name, sizeof name, "round %zu, %s%s", r + 1, lab::seat_from_dealer_words(static_cast<int>(m)), a ? ", alone" : "");
        std::printf("%-40s %7ld %8.3f %8.3f %+10.3f\n", name, n, solved / static_cast<double>(n),
                    made / static_cast<double>(n), (made - solved) / static_cast<double>(n));
      }
}

void print_shifts(const lab::TrickCounts& c) {
  std::printf("\nbare make (solved 3) euchred, not alone:\n");
  for (int round = 1; round <= 2; ++round)
    for (int seat = 0; seat < 4; ++seat) {
      const auto& row = c[static_cast<std::size_t>(round - 1)][static_cast<std::size_t>(seat)][0][3];
      long n = 0;
      for (int x : row) n += x;
      std::printf("  round %d, %-18s %6.3f  (%ld deals)\n", round, lab::seat_from_dealer_words(seat),
                  lab::bare_make_loss(c, {round, seat, false}), n);
    }
  std::printf("lone hand below a march takes a trick more than solved: %.3f\n", lab::lone_gain(c));
}

// The counts, one line a group: solved 0..5, each with made 0..5.
void print_table(const lab::TrickCounts& c) {
  std::printf("\ncounts (round, maker from dealer, alone: for solved 0..5, made 0..5):\n");
  for (std::size_t r = 0; r < 2; ++r)
    for (std::size_t m = 0; m < 4; ++m)
      for (std::size_t a = 0; a < 2; ++a) {
        std::printf("  %zu %zu %zu:", r + 1, m, a);
        for (std::size_t s = 0; s < lab::kTrickCountTricks; ++s) {
          std::printf(" [");
          for (std::size_t k = 0; k < lab::kTrickCountTricks; ++k) std::printf("%s%d", k ? " " : "", c[r][m][a][s][k]);
          std::printf("]");
        }
        std::printf("\n");
      }
}

}  // namespace

int run_fit_tricks(const lab::SelfPlayRun& run) {
  lab::TrickCounts counts{};
  try {
    counts = lab::trick_counts(run);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "euchre fit-tricks: %s\n", e.what());
    return 2;
  }
  std::printf("preset: %s  deals: %ld  level: %d  seed: %llu\n", run.preset.c_str(), run.deals, run.level,
              static_cast<unsigned long long>(run.seed));
  print_summary(counts);
  print_shifts(counts);
  print_table(counts);
  return 0;
}

}  // namespace euchre::cli
