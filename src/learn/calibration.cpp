#include "learn/calibration.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <stdexcept>

#include "bots/expert_bot.h"
#include "core/game.h"
#include "core/seats.h"
#include "core/view.h"
#include "learn/hint.h"

namespace euchre::learn {
namespace {

// Where the seat sits from the dealer, in the words players use.
std::string seat_words(int seat, int dealer) {
  static const std::array<const char*, 4> words{"dealer", "left of dealer", "dealer's partner", "right of dealer"};
  return words[static_cast<std::size_t>((seat - dealer + 4) % 4)];
}

std::string call_words(Action a) {
  if (a.kind == ActionKind::Pass) return "pass";
  const std::string call = a.kind == ActionKind::Order ? "order" : "call";
  return a.alone() ? call + " alone" : call;
}

std::string group_of(const SeatView& v, Action a) {
  return std::string(v.phase == Phase::Bid1 ? "round 1, " : "round 2, ") + seat_words(v.seat, v.dealer) + ", " +
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
void play_deal(const Rules& rules, const CalibrationRun& run, std::uint64_t deal_seed,
               std::vector<CalibrationSample>& out) {
  Game game(rules, deal_seed);
  std::vector<std::unique_ptr<ExpertBot>> bots;
  for (int seat = 0; seat < rules.seats(); ++seat)
    bots.push_back(std::make_unique<ExpertBot>(deal_seed * 8 + static_cast<std::uint64_t>(seat), run.level));
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

std::vector<CalibrationSample> calibration_samples(const CalibrationRun& run) {
  const Rules rules = preset(run.preset);  // throws RuleError (an invalid_argument) naming an unknown preset
  if (!rules.partnerships() || rules.seats() != 4)
    throw std::invalid_argument("calibration needs a four-seat partnership preset, not '" + run.preset + "'");
  if (run.level < 1 || run.level > 4)
    throw std::invalid_argument("the expert's level is 1 to 4, not " + std::to_string(run.level));
  if (run.deals < 1) throw std::invalid_argument("calibration needs at least one deal");
  std::vector<CalibrationSample> samples;
  for (long d = 0; d < run.deals; ++d) play_deal(rules, run, run.seed * 1'000'003 + static_cast<std::uint64_t>(d), samples);
  return samples;
}

}  // namespace euchre::learn
