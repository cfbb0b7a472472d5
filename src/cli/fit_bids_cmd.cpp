// `euchre fit-bids`: fits the world sampler's bidding model to the expert's
// own bidding in self-play (lab/bid_fit.h) and prints the curves, with the
// C++ table that bots/bid_model.cpp holds. Slow (the expert bids every
// seat), so it is a command, not a test.
#include <array>
#include <cstdio>
#include <stdexcept>
#include <vector>

#include "cli/commands.h"
#include "core/rules.h"
#include "lab/bid_fit.h"

namespace euchre::cli {
namespace {

void print_row(int round, int seat, const BidCurve& c, const std::vector<lab::BidObservation>& all) {
  long n = 0, calls = 0;
  for (const lab::BidObservation& o : all)
    if (o.round == round && o.seat_from_dealer == seat) ++n, calls += o.called ? 1 : 0;
  std::printf("round %d, %-18s %7ld %7ld %10.2f %8.3f %9.3f %9.3f\n", round, lab::seat_from_dealer_words(seat), n,
              calls, c.center, c.scale, c.per_trump, c.per_side_ace);
}

void print_table(const std::array<BidCurve, 4>& curves) {
  std::printf("    {");
  for (std::size_t i = 0; i < curves.size(); ++i)
    std::printf("%sBidCurve{%.4f, %.4f, %.4f, %.4f}", i ? ", " : "", curves[i].center, curves[i].scale,
                curves[i].per_trump, curves[i].per_side_ace);
  std::printf("},\n");
}

}  // namespace

int run_fit_bids(const lab::SelfPlayRun& run) {
  std::vector<lab::BidObservation> observations;
  try {
    observations = lab::bid_observations(run);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "euchre fit-bids: %s\n", e.what());
    return 2;
  }
  // Newton's method starts from the table the expert reads bids by at this deck.
  const BidModel model = lab::fit_bid_model(observations, expert_bid_model(preset(run.preset).deck_size()));
  std::printf("preset: %s  deals: %ld  level: %d  seed: %llu  observations: %zu\n", run.preset.c_str(), run.deals,
              run.level, static_cast<unsigned long long>(run.seed), observations.size());
  std::printf("%-27s %7s %7s %10s %8s %9s %9s\n", "curve", "count", "calls", "center", "scale", "per trump",
              "per ace");
  for (int seat = 0; seat < 4; ++seat) print_row(1, seat, model.round1[static_cast<std::size_t>(seat)], observations);
  for (int seat = 0; seat < 4; ++seat) print_row(2, seat, model.round2[static_cast<std::size_t>(seat)], observations);
  std::printf("\nfor bots/bid_model.cpp (round 1, then round 2; dealer, left, partner, right):\n");
  print_table(model.round1);
  print_table(model.round2);
  // The loner curves, for the rollout's kExpertLoneMargin (bots/auction_rollout.h):
  // its margin is the "center" minus the seat's call threshold.
  const std::vector<lab::BidObservation> calls = lab::lone_observations(observations);
  const BidModel lone = lab::fit_point_curves(calls, BidModel{});
  std::printf("\nalone, among the calls (the auction rollout's lone margin; \"center\": half alone at these points):\n"
              "%-27s %7s %7s %10s %8s %9s %9s\n",
              "curve", "calls", "alone", "center", "scale", "", "");
  for (int seat = 0; seat < 4; ++seat) print_row(1, seat, lone.round1[static_cast<std::size_t>(seat)], calls);
  for (int seat = 0; seat < 4; ++seat) print_row(2, seat, lone.round2[static_cast<std::size_t>(seat)], calls);
  return 0;
}

}  // namespace euchre::cli
