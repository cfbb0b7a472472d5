#include "learn/calibration.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/game.h"
#include "core/seats.h"
#include "core/view.h"
#include "learn/hint.h"

namespace euchre::learn {
namespace {

std::string call_words(Action a) {
  if (a.kind == ActionKind::Pass) return "pass";
  const std::string call = a.kind == ActionKind::Order ? "order" : "call";
  return a.alone() ? call + " alone" : call;
}

std::string group_of(const SeatView& v, Action a) {
  return std::string(v.phase == Phase::Bid1 ? "round 1, " : "round 2, ") + seat_from_dealer_words(v.seat - v.dealer + 4) + ", " +
         call_words(a);
}

bool auction_question(const SeatView& v) {
  return (v.phase == Phase::Bid1 || v.phase == Phase::Bid2) && v.legal.size() >= 2;
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
    if (auction_question(v)) {
      const Hint best = rank_actions(v, run.level, deal_seed * 8 + 4 + static_cast<std::uint64_t>(seat)).front();
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
    long n = 0;
    double predicted = 0, realised = 0, bias = 0, bias_squares = 0;
  };
  std::vector<std::string> order;
  std::map<std::string, Sums> sums;
  for (const CalibrationSample& s : samples) {
    auto [it, fresh] = sums.try_emplace(s.group);
    if (fresh) order.push_back(s.group);
    Sums& t = it->second;
    const double bias = s.realised - s.predicted;
    ++t.n, t.predicted += s.predicted, t.realised += s.realised, t.bias += bias, t.bias_squares += bias * bias;
  }
  std::vector<CalibrationRow> rows;
  for (const std::string& group : order) {
    const Sums& t = sums.at(group);
    const double n = static_cast<double>(t.n);
    CalibrationRow row{group, t.n, t.predicted / n, t.realised / n, t.bias / n, 0.0};
    if (t.n > 1) {
      const double variance = (t.bias_squares - n * row.bias * row.bias) / (n - 1);
      row.bias_half_width = 1.96 * std::sqrt(std::max(0.0, variance) / n);
    }
    rows.push_back(row);
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

}  // namespace euchre::learn
