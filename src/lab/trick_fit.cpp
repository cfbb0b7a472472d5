#include "lab/trick_fit.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "core/game.h"
#include "core/view.h"
#include "solver/solver.h"

namespace euchre::lab {
namespace {

void add(TrickCounts& into, const TrickCounts& from) {
  for (std::size_t r = 0; r < 2; ++r)
    for (std::size_t m = 0; m < 4; ++m)
      for (std::size_t a = 0; a < 2; ++a)
        for (std::size_t s = 0; s < kTrickCountTricks; ++s)
          for (std::size_t k = 0; k < kTrickCountTricks; ++k) into[r][m][a][s][k] += from[r][m][a][s][k];
}

// One self-played deal from 0-0; adds its (solved, made) pair to `counts`.
void play_deal(const Rules& rules, const SelfPlayRun& run, std::uint64_t deal_seed, Solver& solver,
               TrickCounts& counts) {
  Game game(rules, deal_seed);
  const auto bots = experts_at_every_seat(rules, deal_seed, run.level);
  const int first = game.deals_played();
  int solved = -1;
  TrickGroup group;
  while (!game.over() && game.deals_played() == first) {
    const DealState& s = game.deal();
    if (s.phase == Phase::Play && solved < 0) {
      if (s.lone_defender != kNobody || s.trump_made_round == 0) return;
      group = {s.trump_made_round, (s.maker - s.dealer + 4) % 4, s.loner != kNobody};
      solved = s.makers_tricks() + solver.tricks_for(s, s.makers_mask());
    }
    const int seat = game.to_act();
    const SeatView v = make_view(game, seat);
    game.apply(bots[static_cast<std::size_t>(seat)]->choose(v));
  }
  // The deal's record is kept from its start (the next deal's start ends it).
  if (solved < 0 || first < 1) return;
  const DealRecord& record = game.records()[static_cast<std::size_t>(first - 1)];
  if (!record.finished) return;
  const int made = record.final_state.makers_tricks();
  ++counts[static_cast<std::size_t>(group.round - 1)][static_cast<std::size_t>(group.maker_from_dealer)]
          [group.alone ? 1 : 0][static_cast<std::size_t>(std::clamp(solved, 0, kTrickCountTricks - 1))]
          [static_cast<std::size_t>(std::clamp(made, 0, kTrickCountTricks - 1))];
}

}  // namespace

double bare_make_loss(const TrickCounts& counts, const TrickGroup& g) {
  const auto& row = counts[static_cast<std::size_t>(std::clamp(g.round, 1, 2) - 1)]
                          [static_cast<std::size_t>(g.maker_from_dealer & 3)][g.alone ? 1 : 0][3];
  double lost = 0, total = 0;
  for (int k = 0; k < kTrickCountTricks; ++k) {
    total += row[static_cast<std::size_t>(k)];
    if (k < 3) lost += row[static_cast<std::size_t>(k)];
  }
  return total > 0 ? lost / total : 0.0;
}

double lone_gain(const TrickCounts& counts) {
  double gained = 0, total = 0;
  for (const auto& round : counts)
    for (const auto& seat : round)
      for (int solved = 0; solved + 1 < kTrickCountTricks; ++solved)
        for (int k = 0; k < kTrickCountTricks; ++k) {
          const double n = seat[1][static_cast<std::size_t>(solved)][static_cast<std::size_t>(k)];
          total += n;
          if (k > solved) gained += n;
        }
  return total > 0 ? gained / total : 0.0;
}

TrickCounts trick_counts(const SelfPlayRun& run) {
  const Rules rules = self_play_rules(run, "counting solved and made tricks");
  struct Part {
    Solver solver;
    TrickCounts counts{};
  };
  const auto parts = self_play_parts<Part>(
      run, [&](std::uint64_t deal_seed, Part& part) { play_deal(rules, run, deal_seed, part.solver, part.counts); });
  TrickCounts all{};
  for (const Part& part : parts) add(all, part.counts);
  return all;
}

}  // namespace euchre::lab
