#include "learn/bid_fit.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "bots/basic_bot.h"
#include "core/compiled_rules.h"
#include "core/game.h"
#include "core/view.h"

namespace euchre::learn {
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
    out.push_back({1, from_dealer, points, chosen.kind == ActionKind::Order, chosen.alone()});
    return;
  }
  for (const Action& a : v.legal) {
    if (a.kind != ActionKind::Call || a.alone() || a.called_trump() == kNoTrump) continue;
    const bool named = chosen.kind == ActionKind::Call && chosen.called_trump() == a.called_trump();
    out.push_back({2, from_dealer, BasicBot::hand_points(cr, v.hand, a.called_trump()), named, named && chosen.alone()});
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

}  // namespace

BidCurve fit_bid_curve(const std::vector<BidObservation>& observations) {
  if (observations.empty()) throw std::invalid_argument("no observations to fit a bidding curve to");
  double a = 0, b = 0;
  for (int step = 0; step < kNewtonSteps; ++step) {
    // Gradient and (negated) Hessian of the penalised log-likelihood.
    double g0 = -kRidge * a, g1 = -kRidge * b, h00 = kRidge, h01 = 0, h11 = kRidge;
    for (const BidObservation& o : observations) {
      const double x = o.points;
      const double p = 1.0 / (1.0 + std::exp(-(a + b * x)));
      const double r = (o.called ? 1.0 : 0.0) - p, w = p * (1 - p);
      g0 += r, g1 += r * x;
      h00 += w, h01 += w * x, h11 += w * x * x;
    }
    const double det = h00 * h11 - h01 * h01;
    if (!(det > 0)) break;
    const double da = (h11 * g0 - h01 * g1) / det, db = (h00 * g1 - h01 * g0) / det;
    a += da, b += db;
    if (std::abs(da) + std::abs(db) < 1e-10) break;
  }
  // A group that calls as often whatever its points has no threshold: a
  // flat curve at its rate (the center far away on the side that gives it).
  if (std::abs(b) < 1e-6) b = b < 0 ? -1e-6 : 1e-6;
  return {-a / b, 1.0 / b};
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
  BidModel model = fallback;
  for (int round = 1; round <= 2; ++round)
    for (int seat = 0; seat < 4; ++seat) {
      std::vector<BidObservation> group;
      for (const BidObservation& o : observations)
        if (o.round == round && o.seat_from_dealer == seat) group.push_back(o);
      if (group.empty()) continue;
      (round == 1 ? model.round1 : model.round2)[static_cast<std::size_t>(seat)] = fit_bid_curve(group);
    }
  return model;
}

std::vector<BidObservation> lone_observations(const std::vector<BidObservation>& observations) {
  std::vector<BidObservation> calls;
  for (const BidObservation& o : observations)
    if (o.called) calls.push_back({o.round, o.seat_from_dealer, o.points, o.alone, o.alone});
  return calls;
}

}  // namespace euchre::learn
