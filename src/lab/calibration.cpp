#include "lab/calibration.h"

#include <map>

#include "core/game.h"
#include "core/seats.h"
#include "core/view.h"
#include "learn/hint.h"

namespace euchre::lab {
namespace {

std::string group_of(const SeatView& v, Action a) {
  return std::string(v.phase == Phase::Bid1 ? "round 1, " : "round 2, ") + seat_from_dealer_words(v.seat - v.dealer + 4) + ", " +
         call_kind_words(a);
}

struct Pending {
  std::string group;
  double predicted = 0;
  int seat = 0;
};

// One deal from 0-0; its auction decisions with the deciding side's points
// minus the other side's.
void play_deal(const Rules& rules, const SelfPlayRun& run, std::uint64_t deal_seed,
               std::vector<CalibrationSample>& out) {
  Game game(rules, deal_seed);
  const auto bots = experts_at_every_seat(rules, deal_seed, run.level);
  std::vector<Pending> pending;
  // The deal's record is kept from its start: the next one's start ends it.
  const int first = game.deals_played();
  while (!game.over() && game.deals_played() == first) {
    const int seat = game.to_act();
    const SeatView v = make_view(game, seat);
    if (is_auction_question(v)) {
      const learn::Hint best = learn::rank_actions(v, run.level, deal_seed * 8 + 4 + static_cast<std::uint64_t>(seat)).front();
      pending.push_back({group_of(v, best.action), best.expected_points.value_or(0.0), seat});
      game.apply(best.action);
    } else {
      game.apply(bots[static_cast<std::size_t>(seat)]->choose(v));
    }
  }
  const auto& score = game.score();
  for (const Pending& p : pending) {
    const int own = team_of(p.seat);
    out.push_back({p.group, p.predicted, static_cast<double>(score[static_cast<std::size_t>(own)] -
                                                             score[static_cast<std::size_t>(1 - own)])});
  }
}

}  // namespace

std::vector<CalibrationRow> summarize_calibration(const std::vector<CalibrationSample>& samples) {
  struct Sums {
    MeanSums predicted, realised, bias;
  };
  std::vector<std::string> order;
  std::map<std::string, Sums> sums;
  for (const CalibrationSample& s : samples) {
    auto [it, fresh] = sums.try_emplace(s.group);
    if (fresh) order.push_back(s.group);
    Sums& t = it->second;
    t.predicted.add(s.predicted), t.realised.add(s.realised), t.bias.add(s.realised - s.predicted);
  }
  std::vector<CalibrationRow> rows;
  for (const std::string& group : order) {
    const Sums& t = sums.at(group);
    rows.push_back({group, t.bias.n, t.predicted.mean(), t.realised.mean(), t.bias.mean(), t.bias.half_width_95()});
  }
  return rows;
}

std::vector<CalibrationSample> calibration_samples(const SelfPlayRun& run) {
  const Rules rules = self_play_rules(run, "calibration");
  const auto parts = self_play_parts<std::vector<CalibrationSample>>(
      run, [&](std::uint64_t deal_seed, std::vector<CalibrationSample>& out) { play_deal(rules, run, deal_seed, out); });
  std::vector<CalibrationSample> samples;
  for (const auto& part : parts) samples.insert(samples.end(), part.begin(), part.end());
  return samples;
}

}  // namespace euchre::lab
