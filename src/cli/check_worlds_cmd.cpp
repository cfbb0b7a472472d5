// `euchre check-worlds`: how well the expert's sampled worlds know the hands
// they cannot see, in its own self-play (lab/world_check.h). Prints the
// trumps and side aces the worlds expect minus the real ones, by stage, who
// asks and about whom; the maker's hand by how trump was made; the Brier
// score of every unseen card's place by stage; and the reliability of "this
// card is in that hand". Slow (the expert plays every seat), so a command.
#include <cstdio>
#include <stdexcept>

#include "cli/commands.h"
#include "lab/world_check.h"
#include "learned/belief_model.h"

namespace euchre::cli {
namespace {

void print_error_row(const char* label, const lab::CountErrors& e) {
  std::printf("%-58s %7ld %+8.3f %6.3f %+8.3f %6.3f\n", label, e.trumps.n, e.trumps.mean(), e.trumps.half_width_95(),
              e.side_aces.mean(), e.side_aces.half_width_95());
}

void print_header(const char* first) {
  std::printf("%-58s %7s %8s %6s %8s %6s\n", first, "n", "trumps", "+-", "aces", "+-");
}

void print_counts(const lab::WorldCheck& c) {
  std::printf("\nthe worlds' expected trumps and side aces minus the real hand's (round 1: the up-card's suit):\n");
  print_header("stage: who asks -> about whom");
  for (int st = 0; st < lab::kWorldStages; ++st)
    for (int a = 0; a < lab::kRoles; ++a)
      for (int h = 0; h < lab::kRoles; ++h) {
        const lab::CountErrors& e = c.counts[static_cast<std::size_t>(st)][static_cast<std::size_t>(a)]
                                              [static_cast<std::size_t>(h)];
        if (e.trumps.n == 0) continue;
        char label[96];
        std::snprintf(label, sizeof label, "%s: %s -> %s", lab::world_stage_words(st),
                      lab::world_role_words(st, a), lab::world_role_words(st, h));
        print_error_row(label, e);
      }
}

void print_maker_groups(const lab::WorldCheck& c) {
  std::printf("\nthe maker's hand in the play (every trick), by how trump was made:\n");
  print_header("maker: round, seat from dealer -> who asks");
  for (const auto& [key, e] : c.maker_by_group) {
    const auto& [group, asker] = key;
    char how[32];
    if (group.round == 0)
      std::snprintf(how, sizeof how, "named blind");  // a rule made trump without a call (the Benny turned up)
    else
      std::snprintf(how, sizeof how, "round %d", group.round);
    char label[96];
    std::snprintf(label, sizeof label, "%s, %s -> %s", how, lab::seat_from_dealer_words(group.from_dealer),
                  lab::world_role_words(lab::kWorldStages - 1, asker));
    print_error_row(label, e);
  }
}

void print_brier(const lab::WorldCheck& c) {
  std::printf("\nBrier score of an unseen card's place (0 certain and right, 2 certain and wrong):\n");
  std::printf("%-10s %9s %8s %8s\n", "stage", "cards", "brier", "+-");
  lab::MeanSums all;
  for (int st = 0; st < lab::kWorldStages; ++st) {
    const lab::MeanSums& b = c.brier[static_cast<std::size_t>(st)];
    if (b.n == 0) continue;
    std::printf("%-10s %9ld %8.4f %8.4f\n", lab::world_stage_words(st), b.n, b.mean(), b.half_width_95());
    all.add(b);
  }
  if (all.n > 0) std::printf("%-10s %9ld %8.4f %8.4f\n", "all", all.n, all.mean(), all.half_width_95());
}

void print_reliability(const lab::WorldCheck& c) {
  static constexpr const char* kKinds[lab::kCardKinds] = {"trump", "side ace", "other"};
  std::printf("\nreliability of \"this card is in that hand\" (uncertain guesses; binned by half the worlds, predicted "
              "by the other half):\n");
  std::printf("%-8s %-10s %-9s %9s %10s %10s\n", "stage", "kind", "bin", "n", "predicted", "there");
  for (std::size_t g = 0; g < 2; ++g)
    for (int k = 0; k < lab::kCardKinds; ++k)
      for (int b = 0; b < lab::kReliabilityBins; ++b) {
        const lab::ReliabilityBin& r = c.reliability[g][static_cast<std::size_t>(k)][static_cast<std::size_t>(b)];
        if (r.n == 0) continue;
        const double n = static_cast<double>(r.n);
        std::printf("%-8s %-10s %.1f-%.1f   %9ld %10.4f %10.4f\n", g == 0 ? "auction" : "play", kKinds[k], b / 10.0,
                    (b + 1) / 10.0, r.n, r.predicted / n, static_cast<double>(r.there) / n);
      }
}

}  // namespace

int run_check_worlds(const lab::SelfPlayRun& run, int worlds, bool inference, bool learned_beliefs) {
  lab::WorldCheck check;
  try {
    const learned::ModelBeliefs model;
    check = lab::check_worlds(run, worlds, inference, learned_beliefs ? &model : nullptr);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "euchre check-worlds: %s\n", e.what());
    return 2;
  }
  std::printf("preset: %s  deals: %ld  level: %d  seed: %llu  worlds: %d%s  decisions: %ld\n", run.preset.c_str(),
              run.deals, run.level, static_cast<unsigned long long>(run.seed), worlds,
              inference ? "" : " (no inference, as ISMCTS deals them)", check.decisions);
  if (learned_beliefs) std::printf("the play's worlds dealt by the learned belief model (data/models/beliefs-play.txt)\n");
  print_counts(check);
  print_maker_groups(check);
  print_brier(check);
  print_reliability(check);
  return 0;
}

}  // namespace euchre::cli
