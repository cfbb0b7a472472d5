#include "bots/expert_bot.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "bots/auction_rollout.h"
#include "bots/basic_bot.h"
#include "bots/discard_model.h"

namespace euchre {
namespace {

// How the bidding evaluation is calibrated against measured outcomes
// (docs/bots.md, "Calibration"). The open-hand solver and the point-count
// rollout miss three things real play shows:
// - the expert and its partner name trump in round 2 far more readily than
//   the point count (half the time at about 4 points): modelled in the
//   rollout (kOwnSideRound2Boldness, bots/auction_rollout.h), or passing in
//   round 1 looks worse than it is;
// - lone hands take more tricks than solved, because real defenders guess
//   where open-hand defenders never do: the expert's side's lone hand takes
//   one trick more than solved with this probability;
// - ordering the up-card into an opponent dealer's hand makes less: a bare
//   make (the majority exactly) is euchred with this probability (half as
//   often when the dealer is partner). Not when the orderer holds both
//   bowers: the guesses that real play gets wrong are mostly about where
//   the top trumps are.
// As trick shifts, not flat points, they count only where a trick changes
// the score: a lone march is worth nothing extra when one point wins.
constexpr double kLoneExtraTrick = 0.15;
constexpr double kOrderLostTrick = 0.3;

// Whether `seat` holds the right and the left bower.
bool holds_both_bowers(const DealState& t, int seat) {
  if (t.trump >= kSuits) return false;
  const Suit trump = static_cast<Suit>(t.trump);
  return t.hand[seat].contains(make_card(trump, Rank::Jack)) &&
         t.hand[seat].contains(make_card(same_colour(trump), Rank::Jack));
}

// The chance that real play moves the makers' tricks from the solved count
// after `a` of the view's seat: positive, one trick more; negative, one
// fewer when the solved count is a bare make.
double trick_shift(const SeatView& v, Action a, const DealState& t, std::uint8_t own_side) {
  if (t.loner != kNobody && (own_side & seat_bit(t.loner))) return kLoneExtraTrick;
  if (a.kind != ActionKind::Order || a.alone() || !v.rules.partnerships() || v.seat == v.dealer) return 0.0;
  if (holds_both_bowers(t, v.seat)) return 0.0;
  return v.seat == opposite(v.dealer) ? -kOrderLostTrick / 2 : -kOrderLostTrick;
}

// Points of a deal whose makers end with `mt` tricks, by scorer.
std::array<int, 4> points_for(const DealState& s, int mt) {
  std::array<int, 4> pts{};
  const Rules& r = s.rules->rules;
  const int n = s.rules->hand_size;
  const int lone_points = mt == n ? (s.jambone ? 8 : s.loner != kNobody ? 4 : 2) : 1;  // a jambone's march 8 (decided here, docs/rules.md)
  if (r.auction()) {  // French euchre (Foster): the number bid, won or lost
    pts[mt >= s.bid ? (s.maker & 1) : 1 - (s.maker & 1)] = s.bid;
    return pts;
  }
  switch (r.mode) {
    case Mode::Partnership: {
      const int ms = s.maker & 1, ds = 1 - ms;
      if (s.blind_loner) (mt == n ? pts[ms] : pts[ds]) = mt == n ? 5 : 1;
      else if (mt >= 3) pts[ms] = lone_points;
      else if (s.lone_defender != kNobody)
        pts[ds] = (r.lone_defender_points == LoneDefenderPoints::Four || mt == 0) ? 4 : 2;
      else pts[ds] = 2;
      break;
    }
    case Mode::ThreeHanded:
      // The defenders' split is not solved: a euchre counts as a tie (1 each).
      if (mt >= 4) pts[s.maker] = mt == 7 ? 4 : mt >= 6 ? 2 : 1;
      else
        for (int p = 0; p < 3; ++p) pts[p] = p == s.maker ? 0 : 1;
      break;
    case Mode::TwoHanded:  // K ch. 7: 1, 2 for a march, 2 to the other player for a euchre
      if (mt >= 3) pts[s.maker] = mt == n ? 2 : 1;
      else pts[1 - s.maker] = 2;
      break;
    case Mode::CallAce: {
      const std::uint8_t side = s.makers_mask();
      for (int p = 0; p < 4; ++p) {
        const bool maker_side = side & seat_bit(p);
        if (s.blind_loner) pts[p] = maker_side ? (mt == n ? 5 : 0) : (mt == n ? 0 : 1);
        else if (mt >= 3) pts[p] = maker_side ? lone_points : 0;
        else pts[p] = maker_side ? 0 : 2;
      }
      break;
    }
  }
  return pts;
}


}  // namespace

SamplerModels expert_sampler_models(const CompiledRules& rules) {
  return SamplerModels{discard_model_covers(rules), expert_lone_margin_covers(rules.rules)};
}

struct ExpertBot::Cache {
  explicit Cache(const Rules& r) : rules(r), compiled(r), equity(r), sampler(compiled, expert_sampler_models(compiled)) {}
  Rules rules;
  CompiledRules compiled;
  MatchEquity equity;
  WorldSampler sampler;
};

ExpertBot::ExpertBot(std::uint64_t seed, int level) : rng_(seed), level_(std::clamp(level, 1, 4)) {}
ExpertBot::~ExpertBot() = default;

int ExpertBot::worlds_for_level(int level) {
  static constexpr std::array<int, 4> worlds{20, 120, 1000, 3000};
  return worlds[static_cast<std::size_t>(std::clamp(level, 1, 4) - 1)];
}

int ExpertBot::min_worlds_for_level(int level) {
  static constexpr std::array<int, 4> worlds{20, 120, 96, 240};
  return worlds[static_cast<std::size_t>(std::clamp(level, 1, 4) - 1)];
}

const ExpertBot::Cache& ExpertBot::cache_for(const Rules& rules) {
  if (!cache_ || !(cache_->rules == rules)) cache_ = std::make_unique<Cache>(rules);
  return *cache_;
}

namespace {

// Weighted sums of the per-world values of every action, enough to tell
// when more worlds would not change the choice.
class ValueStats {
 public:
  explicit ValueStats(int actions) : n_(actions), sum_(static_cast<std::size_t>(actions)), cross_(static_cast<std::size_t>(actions * actions)) {}

  void add(const std::vector<double>& v, double w) {
    weight_ += w;
    weight_sq_ += w * w;
    for (int i = 0; i < n_; ++i) {
      sum_[static_cast<std::size_t>(i)] += w * v[static_cast<std::size_t>(i)];
      for (int j = i; j < n_; ++j) cross_[index(i, j)] += w * v[static_cast<std::size_t>(i)] * v[static_cast<std::size_t>(j)];
    }
  }
  double weight() const { return weight_; }
  double mean(int i) const { return sum_[static_cast<std::size_t>(i)] / weight_; }

  // True when `best` leads every other action it may choose (`may`) by more
  // than `z` standard errors of the (paired, weighted) difference, or ties it
  // in every world.
  bool settled(int best, double z, const std::vector<bool>& may) const {
    if (weight_ <= 0) return false;
    const double ess = weight_ * weight_ / weight_sq_;  // effective number of worlds
    for (int i = 0; i < n_; ++i) {
      if (i == best || !may[static_cast<std::size_t>(i)]) continue;
      const double d = mean(best) - mean(i);
      const double d2 = (cross_[index(best, best)] - 2 * cross_[index(std::min(i, best), std::max(i, best))] +
                         cross_[index(i, i)]) / weight_;
      const double var = std::max(0.0, d2 - d * d);
      if (var < 1e-14) {
        if (d < -1e-12) return false;
        continue;  // the same in every world so far
      }
      if (d < z * std::sqrt(var / ess)) return false;
    }
    return true;
  }

 private:
  std::size_t index(int i, int j) const { return static_cast<std::size_t>(i * n_ + j); }
  int n_;
  double weight_ = 0, weight_sq_ = 0;
  std::vector<double> sum_, cross_;
};

// Standard errors by which the best action must lead before sampling stops early.
constexpr double kSettledZ = 3.0;
constexpr int kSettleCheckEvery = 16;

}  // namespace

Action ExpertBot::choose(const SeatView& view) {
  const int actions = view.legal.size();
  last_values_.assign(static_cast<std::size_t>(actions), 0.0);
  last_points_.assign(static_cast<std::size_t>(actions), 0.0);
  last_worlds_ = 0;
  if (actions == 1) return view.legal[0];
  const Cache& c = cache_for(view.rules);
  const int me = view.seat;
  const int scorer = scorer_of(view.rules.mode, me);
  const int n = c.compiled.hand_size;
  // This seat's side as at the auction, before any call-ace partner is known.
  const SeatMask own_side = scoring_side(SideFacts{view.rules.mode, view.seats}, me);
  RolloutScore rollout{own_side, {}};
  for (int i = 0; i < c.compiled.rules.scorers(); ++i)
    rollout.lone_margin[static_cast<std::size_t>(i)] = lone_margin(c.equity, view.score, i);
  // The actions it may choose: never a renege. Under renege=callable the
  // legal list holds every card of the hand; a card off the led suit while
  // holding it is still valued (as a proven renege, whose penalty replaces
  // the deal's score, docs/rules.md renege_penalty) so that hints and
  // analyses show what it costs, but it is never chosen.
  std::vector<bool> may(static_cast<std::size_t>(actions));
  int first_may = -1;
  for (int i = 0; i < actions; ++i) {
    const Action a = view.legal[i];
    may[static_cast<std::size_t>(i)] = a.kind != ActionKind::Play || view.following.contains(a.arg);
    if (first_may < 0 && may[static_cast<std::size_t>(i)]) first_may = i;
  }
  // Called by the next seat (always one of the other side).
  const std::array<int, 4> renege_pts = renege_points(view.rules, me, (me + 1) % view.seats,
                                                      view.loner != kNobody || view.lone_defender != kNobody);

  // This seat's side's points minus the best other side's.
  auto net = [&](const std::array<int, 4>& pts) {
    int other = -1000;
    for (int i = 0; i < c.compiled.rules.scorers(); ++i)
      if (i != scorer) other = std::max(other, static_cast<int>(pts[static_cast<std::size_t>(i)]));
    return pts[static_cast<std::size_t>(scorer)] - other;
  };
  // The match equity after a deal that scores `pts`.
  auto equity = [&](const std::array<int, 4>& pts) {
    std::array<int, 4> score = view.score;
    for (std::size_t i = 0; i < 4; ++i) score[i] += pts[i];
    return c.equity.value(score, scorer);
  };
  const int max_worlds = worlds_for_level(level_);
  const int min_worlds = min_worlds_for_level(level_);
  CardBeliefs beliefs;
  const CardBeliefs* dealt_by = beliefs_ != nullptr && beliefs_->beliefs(view, beliefs) ? &beliefs : nullptr;
  ValueStats stats(actions);
  std::vector<double> values(static_cast<std::size_t>(actions)), points(static_cast<std::size_t>(actions));
  int best = first_may;
  for (int w = 0; w < max_worlds; ++w) {
    SampledWorld world;
    if (!c.sampler.sample(view, rng_, world, dealt_by)) continue;
    const DealState& s = world.state;
    const std::uint8_t side = scoring_side(s.side_facts(), me);
    const CardValues cards = s.phase == Phase::Play ? solver_.card_values_for(s, side) : CardValues{};
    for (int i = 0; i < actions; ++i) {
      const Action a = view.legal[i];
      const std::size_t k = static_cast<std::size_t>(i);
      std::array<int, 4> pts{};
      if (!may[k]) {
        points[k] = net(renege_pts);
        values[k] = equity(renege_pts);
      } else if (s.phase == Phase::Play && a.kind == ActionKind::Play) {
        // Every card at once: the solver valued each legal card.
        const bool side_makes = (side & s.makers_mask()) != 0;
        for (const CardValue& cv : cards)
          if (cv.card == a.arg) {
            const int side_total = s.tricks_of(side) + cv.tricks;
            pts = points_for(s, side_makes ? side_total : n - side_total);
          }
        points[k] = net(pts);
        values[k] = equity(pts);
      } else {
        // A call, pass, discard or offer: finish the auction, solve the play.
        DealState t = s;
        apply(t, a);
        while (!t.over() && t.phase != Phase::Play) apply(t, rollout_action(t, rollout));
        if (t.over()) {
          for (std::size_t j = 0; j < 4; ++j) pts[j] = t.points[j];
          points[k] = net(pts);
          values[k] = equity(pts);
        } else {
          const std::uint8_t makers = t.makers_mask();
          const int mt = t.tricks_of(makers) + solver_.tricks_for(t, makers);
          pts = points_for(t, mt);
          points[k] = net(pts);
          values[k] = equity(pts);
          const double shift = trick_shift(view, a, t, own_side);
          if (shift > 0 || (shift < 0 && mt == n / 2 + 1)) {
            const std::array<int, 4> moved = points_for(t, std::clamp(mt + (shift > 0 ? 1 : -1), 0, n));
            const double p = std::abs(shift);
            points[k] = (1 - p) * points[k] + p * net(moved);
            values[k] = (1 - p) * values[k] + p * equity(moved);
          }
        }
      }
      last_points_[k] += world.weight * points[k];
    }
    stats.add(values, world.weight);
    ++last_worlds_;
    if (last_worlds_ >= min_worlds && last_worlds_ % kSettleCheckEvery == 0) {
      for (int i = 0; i < actions; ++i)
        if (may[static_cast<std::size_t>(i)] && stats.mean(i) > stats.mean(best)) best = i;
      if (stats.settled(best, kSettledZ, may)) break;
    }
  }
  if (stats.weight() <= 0) {
    // No world could be dealt (should not happen): fall back on the point count.
    BasicBot fallback(rng_.next());
    return fallback.choose(view);
  }
  for (int i = 0; i < actions; ++i) {
    last_values_[static_cast<std::size_t>(i)] = stats.mean(i);
    last_points_[static_cast<std::size_t>(i)] /= stats.weight();
  }
  // Equal values: the cheaper card (a non-trump before a trump, a low card
  // before a high one) keeps the strength for later.
  auto cost = [&](Action a) {
    if (a.kind != ActionKind::Play || view.trump >= kTrumpUnset) return 0;
    const TrumpTable& t = c.compiled.trump[view.trump];
    return (t.trumps.contains(a.arg) ? 100 : 0) + t.trick_key[t.suit_of[a.arg]][a.arg];
  };
  best = first_may;
  for (int i = 0; i < actions; ++i) {
    if (!may[static_cast<std::size_t>(i)]) continue;
    const double vi = last_values_[static_cast<std::size_t>(i)], vb = last_values_[static_cast<std::size_t>(best)];
    if (vi > vb + 1e-9 || (vi > vb - 1e-9 && cost(view.legal[i]) < cost(view.legal[best]))) best = i;
  }
  return view.legal[best];
}

}  // namespace euchre
