#include "bots/expert_bot.h"

#include <algorithm>
#include <array>

#include "bots/basic_bot.h"

namespace euchre {
namespace {

constexpr std::uint8_t bit(int seat) { return static_cast<std::uint8_t>(1u << seat); }

int call_threshold(const DealState& s, bool good_seat) {
  return (s.rules->hand_size > 5 ? 11 : 8) - (good_seat ? 1 : 0);
}

// The rest of an auction inside one sampled world: every seat bids by the
// point count with its own hand (the world's), declines offers and discards
// to void a suit. Cheap and reasonable; the solver then plays the cards.
Action rollout_action(const DealState& s) {
  ActionList legal;
  legal_actions(s, legal);
  const CompiledRules& cr = *s.rules;
  const int p = s.to_act;
  const CardSet hand = s.hand[p];
  const bool has_pass = legal.contains(Action::pass());
  switch (s.phase) {
    case Phase::Bid1: {
      const int trump = static_cast<int>(natural_suit(s.up_card));
      const bool dealer_side = p == s.dealer || (cr.rules.partnerships() && p == (s.dealer ^ 2));
      const int points = BasicBot::order_points(cr, hand, s.up_card, dealer_side ? 1 : -1);
      const CardSet after = p == s.dealer ? hand | CardSet::of(s.up_card) : hand;
      const int threshold = call_threshold(s, dealer_side);
      if (points >= threshold && (after & cr.trump[trump].trumps).size() >= 2) {
        // Very strong hands go alone, as the point-count player's do (13+ in
        // five cards): without loners in the rollouts a bot would never see
        // the reason to order up at the bridge (A: "ensure that an opponent
        // cannot decide to play alone").
        if (legal.contains(Action::order(true)) && points >= threshold + 5) return Action::order(true);
        if (legal.contains(Action::order(false))) return Action::order(false);
        if (legal.contains(Action::order(true)) && points >= threshold + 3) return Action::order(true);
      }
      break;
    }
    case Phase::Bid2: {
      int best = -1, best_points = -1000;
      for (const Action& a : legal) {
        if (a.kind != ActionKind::Call || a.alone() || a.called_trump() == kNoTrump) continue;
        const int points = BasicBot::hand_points(cr, hand, a.called_trump());
        if (points > best_points) best = a.called_trump(), best_points = points;
      }
      if (best >= 0 && best_points >= call_threshold(s, p == s.eldest()) + 5 && legal.contains(Action::call(best, true)))
        return Action::call(best, true);
      if (best >= 0 && (!has_pass || best_points >= call_threshold(s, p == s.eldest()))) return Action::call(best, false);
      if (!has_pass) return legal[0];
      break;
    }
    case Phase::Discard: {
      // The lowest card of the shortest side suit (to void it); trump last.
      const TrumpTable& t = s.table();
      Card pick = kNoCard;
      int pick_len = 99, pick_rank = 99;
      for (Card c : hand) {
        const bool trump = t.trumps.contains(c);
        const int len = trump ? 50 : (hand & t.suit_cards[t.suit_of[c]]).size();
        const int rank = trump ? t.trick_key[t.suit_of[c]][c] : static_cast<int>(rank_of(c));
        const bool ace = !trump && rank_of(c) == Rank::Ace;
        const int key_len = ace ? 40 : len;
        if (key_len < pick_len || (key_len == pick_len && rank < pick_rank)) pick = c, pick_len = key_len, pick_rank = rank;
      }
      return Action::discard(pick);
    }
    case Phase::BennyName: {
      int best = 0, best_points = -1000;
      for (int t = 0; t < kSuits; ++t) {
        const int points = BasicBot::hand_points(cr, hand, t);
        if (points > best_points) best = t, best_points = points;
      }
      return Action::with(ActionKind::NameBlind, best);
    }
    default: break;
  }
  return has_pass ? Action::pass() : legal[0];
}

// Points of a deal whose makers end with `mt` tricks, by scorer.
std::array<int, 4> points_for(const DealState& s, int mt) {
  std::array<int, 4> pts{};
  const Rules& r = s.rules->rules;
  const int n = s.rules->hand_size;
  const int lone_points = mt == n ? (s.loner != kNobody ? 4 : 2) : 1;
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
    case Mode::CallAce: {
      const std::uint8_t side = s.makers_mask();
      for (int p = 0; p < 4; ++p) {
        const bool maker_side = side & bit(p);
        if (s.blind_loner) pts[p] = maker_side ? (mt == n ? 5 : 0) : (mt == n ? 0 : 1);
        else if (mt >= 3) pts[p] = maker_side ? lone_points : 0;
        else pts[p] = maker_side ? 0 : 2;
      }
      break;
    }
  }
  return pts;
}

int side_won(const DealState& s, std::uint8_t side) {
  int n = 0;
  for (int p = 0; p < 4; ++p)
    if (side & bit(p)) n += s.tricks[p];
  return n;
}

// The seats that play with `seat` in this (fully known) world.
std::uint8_t my_side(const DealState& s, int seat) {
  if (s.rules->rules.mode == Mode::CallAce && s.maker != kNobody) {
    const std::uint8_t makers = s.makers_mask();
    return (makers & bit(seat)) ? makers : static_cast<std::uint8_t>(s.rules->all_seats_mask & ~makers);
  }
  return default_side(s, seat);
}

}  // namespace

struct ExpertBot::Cache {
  explicit Cache(const Rules& r) : rules(r), compiled(r), equity(r), sampler(compiled) {}
  Rules rules;
  CompiledRules compiled;
  MatchEquity equity;
  WorldSampler sampler;
};

ExpertBot::ExpertBot(std::uint64_t seed, int level) : rng_(seed), level_(std::clamp(level, 1, 4)) {}
ExpertBot::~ExpertBot() = default;

int ExpertBot::worlds_for_level(int level) {
  static constexpr std::array<int, 4> worlds{20, 120, 400, 1000};
  return worlds[static_cast<std::size_t>(std::clamp(level, 1, 4) - 1)];
}

const ExpertBot::Cache& ExpertBot::cache_for(const Rules& rules) {
  if (!cache_ || !(cache_->rules == rules)) cache_ = std::make_unique<Cache>(rules);
  return *cache_;
}

Action ExpertBot::choose(const SeatView& view) {
  last_values_.assign(static_cast<std::size_t>(view.legal.size()), 0.0);
  last_points_.assign(static_cast<std::size_t>(view.legal.size()), 0.0);
  if (view.legal.size() == 1) return view.legal[0];
  const Cache& c = cache_for(view.rules);
  const int me = view.seat;
  const int scorer = view.rules.partnerships() ? (me & 1) : me;
  const int n = c.compiled.hand_size;

  // This seat's side's points minus the best other side's.
  auto net = [&](const std::array<int, 4>& pts) {
    int other = -1000;
    for (int i = 0; i < c.compiled.rules.scorers(); ++i)
      if (i != scorer) other = std::max(other, static_cast<int>(pts[static_cast<std::size_t>(i)]));
    return pts[static_cast<std::size_t>(scorer)] - other;
  };
  double last_net = 0;  // set by outcome(): the net points of the deal it valued
  // The value, for this seat, of a deal that has reached the play (solved
  // open-handed) or is over.
  auto outcome = [&](const DealState& s) {
    std::array<int, 4> score = view.score;
    std::array<int, 4> pts{};
    if (s.over()) {
      for (int i = 0; i < 4; ++i) pts[static_cast<std::size_t>(i)] = s.points[static_cast<std::size_t>(i)];
    } else {
      const std::uint8_t makers = s.makers_mask();
      pts = points_for(s, side_won(s, makers) + solver_.tricks_for(s, makers));
    }
    for (int i = 0; i < 4; ++i) score[static_cast<std::size_t>(i)] += pts[static_cast<std::size_t>(i)];
    last_net = net(pts);
    return c.equity.value(score, scorer);
  };

  const int wanted = worlds_for_level(level_);
  std::vector<double>& values = last_values_;
  double total_weight = 0;
  for (int w = 0; w < wanted; ++w) {
    SampledWorld world;
    if (!c.sampler.sample(view, rng_, world)) continue;
    const DealState& s = world.state;
    total_weight += world.weight;
    if (s.phase == Phase::Play) {
      // Every card at once: the solver values each legal card.
      const std::uint8_t side = my_side(s, me);
      const CardValues cards = solver_.card_values_for(s, side);
      const bool side_makes = (side & s.makers_mask()) != 0;
      for (int i = 0; i < view.legal.size(); ++i) {
        const Action a = view.legal[i];
        double v = 0, points = 0;
        if (a.kind == ActionKind::Play) {
          for (const CardValue& cv : cards)
            if (cv.card == a.arg) {
              const int side_total = side_won(s, side) + cv.tricks;
              std::array<int, 4> score = view.score;
              const std::array<int, 4> pts = points_for(s, side_makes ? side_total : n - side_total);
              for (int k = 0; k < 4; ++k) score[static_cast<std::size_t>(k)] += pts[static_cast<std::size_t>(k)];
              v = c.equity.value(score, scorer);
              points = net(pts);
            }
        } else {
          DealState t = s;
          apply(t, a);
          while (!t.over() && t.phase != Phase::Play) apply(t, rollout_action(t));
          v = outcome(t);
          points = last_net;
        }
        values[static_cast<std::size_t>(i)] += world.weight * v;
        last_points_[static_cast<std::size_t>(i)] += world.weight * points;
      }
      continue;
    }
    for (int i = 0; i < view.legal.size(); ++i) {
      DealState t = s;
      apply(t, view.legal[i]);
      while (!t.over() && t.phase != Phase::Play) apply(t, rollout_action(t));
      values[static_cast<std::size_t>(i)] += world.weight * outcome(t);
      last_points_[static_cast<std::size_t>(i)] += world.weight * last_net;
    }
  }
  if (total_weight <= 0) {
    // No world could be dealt (should not happen): fall back on the point count.
    BasicBot fallback(rng_.next());
    return fallback.choose(view);
  }
  for (double& v : values) v /= total_weight;
  for (double& v : last_points_) v /= total_weight;
  // Equal values: the cheaper card (a non-trump before a trump, a low card
  // before a high one) keeps the strength for later.
  auto cost = [&](Action a) {
    if (a.kind != ActionKind::Play || view.trump >= kTrumpUnset) return 0;
    const TrumpTable& t = c.compiled.trump[view.trump];
    return (t.trumps.contains(a.arg) ? 100 : 0) + t.trick_key[t.suit_of[a.arg]][a.arg];
  };
  int best = 0;
  for (int i = 1; i < view.legal.size(); ++i) {
    const double vi = values[static_cast<std::size_t>(i)], vb = values[static_cast<std::size_t>(best)];
    if (vi > vb + 1e-9 || (vi > vb - 1e-9 && cost(view.legal[i]) < cost(view.legal[best]))) best = i;
  }
  return view.legal[best];
}

}  // namespace euchre
