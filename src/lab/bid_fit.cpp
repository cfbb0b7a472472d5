#include "lab/bid_fit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

#include "bots/basic_bot.h"
#include "core/compiled_rules.h"
#include "core/game.h"
#include "core/view.h"

namespace euchre::lab {
namespace {

// A ridge this small moves no fitted coefficient visibly when calls and
// passes overlap; it only keeps a perfectly separated group finite.
constexpr double kRidge = 1e-3;
constexpr int kNewtonSteps = 100;

void observe(const CompiledRules& cr, const SeatView& v, Action chosen, std::vector<BidObservation>& out) {
  const int from_dealer = (v.seat - v.dealer + 4) % 4;
  if (v.phase == Phase::Bid1) {
    const bool dealer_side = from_dealer % 2 == 0;
    const int points = BasicBot::order_points(cr, v.hand, v.up_card, dealer_side ? 1 : -1);
    const HandShape shape = order_shape(cr, v.hand, v.up_card, from_dealer == 0);
    out.push_back({1, from_dealer, points, chosen.kind == ActionKind::Order, chosen.alone(), shape.trumps,
                   shape.side_aces});
    return;
  }
  for (const Action& a : v.legal) {
    if (a.kind != ActionKind::Call || a.alone() || a.called_trump() == kNoTrump) continue;
    const bool named = chosen.kind == ActionKind::Call && chosen.called_trump() == a.called_trump();
    const HandShape shape = hand_shape(cr, v.hand, a.called_trump(), kNoCard);
    out.push_back({2, from_dealer, BasicBot::hand_points(cr, v.hand, a.called_trump()), named, named && chosen.alone(),
                   shape.trumps, shape.side_aces});
  }
}

// One auction from 0-0 with the expert at every seat.
void play_auction(const Rules& rules, const CompiledRules& cr, const SelfPlayRun& run, std::uint64_t deal_seed,
                  std::vector<BidObservation>& out) {
  Game game(rules, deal_seed);
  const auto bots = experts_at_every_seat(rules, deal_seed, run.level);
  const int first = game.deals_played();
  while (!game.over() && game.deals_played() == first) {
    const int seat = game.to_act();
    const SeatView v = make_view(game, seat);
    if (v.phase == Phase::Play) return;
    const Action chosen = bots[static_cast<std::size_t>(seat)]->choose(v);
    const bool asked = (v.phase == Phase::Bid1 || v.phase == Phase::Bid2) && v.legal.contains(Action::pass()) &&
                       v.legal.size() >= 2;
    if (asked) observe(cr, v, chosen, out);
    game.apply(chosen);
  }
}

// Maximum-likelihood logistic regression of `called` on K features of each
// observation (the first a constant 1): Newton's method, the penalised
// log-likelihood's Hessian solved by Gaussian elimination (it is positive
// definite: the ridge keeps it so).
template <std::size_t K, class Features>
std::array<double, K> fit_logistic(const std::vector<BidObservation>& observations, Features features) {
  if (observations.empty()) throw std::invalid_argument("no observations to fit a bidding curve to");
  std::array<double, K> beta{};
  for (int step = 0; step < kNewtonSteps; ++step) {
    std::array<double, K> g{};
    std::array<std::array<double, K>, K> h{};
    for (std::size_t i = 0; i < K; ++i) g[i] = -kRidge * beta[i], h[i][i] = kRidge;
    for (const BidObservation& o : observations) {
      const std::array<double, K> x = features(o);
      double z = 0;
      for (std::size_t i = 0; i < K; ++i) z += beta[i] * x[i];
      const double p = 1.0 / (1.0 + std::exp(-z));
      const double r = (o.called ? 1.0 : 0.0) - p, w = p * (1 - p);
      for (std::size_t i = 0; i < K; ++i) {
        g[i] += r * x[i];
        for (std::size_t j = 0; j < K; ++j) h[i][j] += w * x[i] * x[j];
      }
    }
    std::array<double, K> step_by = g;  // solves h * step_by = g
    for (std::size_t c = 0; c < K; ++c) {
      if (!(h[c][c] > 0)) return beta;
      for (std::size_t r = c + 1; r < K; ++r) {
        const double f = h[r][c] / h[c][c];
        for (std::size_t j = c; j < K; ++j) h[r][j] -= f * h[c][j];
        step_by[r] -= f * step_by[c];
      }
    }
    double moved = 0;
    for (std::size_t c = K; c-- > 0;) {
      for (std::size_t j = c + 1; j < K; ++j) step_by[c] -= h[c][j] * step_by[j];
      step_by[c] /= h[c][c];
      beta[c] += step_by[c];
      moved += std::abs(step_by[c]);
    }
    if (moved < 1e-10) break;
  }
  return beta;
}

// The curve of log-odds b0 + b1 * points (+ the shape's): a group that calls
// as often whatever its points has no threshold, so a flat curve at its rate
// (the center far away on the side that gives it).
BidCurve curve_of(double b0, double b1, double per_trump, double per_side_ace) {
  if (std::abs(b1) < 1e-6) b1 = b1 < 0 ? -1e-6 : 1e-6;
  return {-b0 / b1, 1.0 / b1, per_trump, per_side_ace};
}

template <class Fit>
BidModel fit_groups(const std::vector<BidObservation>& observations, const BidModel& fallback, Fit fit) {
  BidModel model = fallback;
  for (int round = 1; round <= 2; ++round)
    for (int seat = 0; seat < 4; ++seat) {
      std::vector<BidObservation> group;
      for (const BidObservation& o : observations)
        if (o.round == round && o.seat_from_dealer == seat) group.push_back(o);
      if (group.empty()) continue;
      (round == 1 ? model.round1 : model.round2)[static_cast<std::size_t>(seat)] = fit(group);
    }
  return model;
}

}  // namespace

BidCurve fit_bid_curve(const std::vector<BidObservation>& observations) {
  const auto b = fit_logistic<2>(observations, [](const BidObservation& o) {
    return std::array<double, 2>{1.0, static_cast<double>(o.points)};
  });
  return curve_of(b[0], b[1], 0, 0);
}

BidCurve fit_shape_bid_curve(const std::vector<BidObservation>& observations) {
  const auto b = fit_logistic<4>(observations, [](const BidObservation& o) {
    return std::array<double, 4>{1.0, static_cast<double>(o.points), static_cast<double>(o.trumps),
                                 static_cast<double>(o.side_aces)};
  });
  return curve_of(b[0], b[1], b[2], b[3]);
}

std::vector<BidObservation> bid_observations(const SelfPlayRun& run) {
  const Rules rules = self_play_rules(run, "the bidding model's fit");
  const CompiledRules cr(rules);
  const auto parts = self_play_parts<std::vector<BidObservation>>(
      run, [&](std::uint64_t deal_seed, std::vector<BidObservation>& out) { play_auction(rules, cr, run, deal_seed, out); });
  std::vector<BidObservation> all;
  for (const auto& part : parts) all.insert(all.end(), part.begin(), part.end());
  return all;
}

BidModel fit_bid_model(const std::vector<BidObservation>& observations, const BidModel& fallback) {
  return fit_groups(observations, fallback, fit_shape_bid_curve);
}

BidModel fit_point_curves(const std::vector<BidObservation>& observations, const BidModel& fallback) {
  return fit_groups(observations, fallback, fit_bid_curve);
}

std::vector<BidObservation> lone_observations(const std::vector<BidObservation>& observations) {
  std::vector<BidObservation> calls;
  for (const BidObservation& o : observations)
    if (o.called)
      calls.push_back({o.round, o.seat_from_dealer, o.points, o.alone, o.alone, o.trumps, o.side_aces});
  return calls;
}

}  // namespace euchre::lab
