#include "bots/ismcts_bot.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

#include "bots/world_sampler.h"
#include "core/compiled_rules.h"
#include "core/playout.h"

namespace euchre {
namespace {

// The moves a seat chooses among in a determinized deal: the legal ones,
// without the plays that would renege (renege=callable lists every card).
void honest_moves(const DealState& d, ActionList& out) {
  out.count = 0;
  legal_actions(d, out);
  if (d.phase != Phase::Play || d.rules->rules.renege == Renege::Prevented) return;
  const CardSet follow = d.following_cards() & d.legal_cards();
  ActionList kept;
  for (const Action& a : out)
    if (a.kind != ActionKind::Play || follow.contains(a.arg)) kept.push(a);
  out = kept;
}

// A uniformly random honest move: the play-out policy.
Action random_move(const DealState& d, Rng& rng) {
  if (d.rules->rules.renege == Renege::Prevented) return random_action(d, rng);
  ActionList list;
  honest_moves(d, list);
  return list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.size())))];
}

// Whether `seat` sees the move of the seat to act in `d` only without its
// argument: another seat's face-down discard, a partner's best card passed
// between two other seats (core/view.cpp hides them alike).
bool hidden_from(const DealState& d, int seat) {
  if (d.phase == Phase::Discard || d.phase == Phase::BestDiscard) return d.to_act != seat;
  if (d.phase == Phase::BestPass) return d.to_act != seat && opposite(d.to_act) != seat;
  return false;
}

// The reward of a finished deal for each seat, in [0, 1]: the points of the
// seat's scoring side minus the most any other side scored, mapped linearly
// so that -4 (a lone hand marched against it) is 0, a deal without points
// 0.5 and +4 (its own lone march) 1. The few larger swings (a blind loner's
// 5, a renege penalty beyond 4) are clipped. UCB1's bounds assume rewards in
// [0, 1] (Auer, Cesa-Bianchi and Fischer 2002), hence the mapping; it keeps
// the order of outcomes and a point is worth the same everywhere. Net of
// the other side's points, not the seat's side's alone: the sides' interests
// are opposed (a defender gains nothing by letting the makers score), and
// the arena scores a bot by the same difference.
//
// Jambones too are clipped at 4 (a march scores 8): measured with a span of
// 8 (euchre arena --bots ismcts,basic --duplicate --deals 2000 --seed 3
// with laps and jambones), the search went alone in 543 deals instead of
// 368, marched 21 times instead of 106 and fell from -0.15 to -0.29 points
// a deal against basic (and in 60 series of self-play against basic it
// declared a jambone at 244 of 245 offers, against 72 of 173): at its
// iterations the caller's choices of the lone hand's cards look near random
// from the lone player's tree, so the 8 looked easy.
constexpr double kPointsSpan = 4.0;

std::array<double, 4> rewards(const DealState& d) {
  std::array<double, 4> r{};
  const Mode mode = d.rules->rules.mode;
  const int seats = d.rules->seats;
  for (int p = 0; p < seats; ++p) {
    const SeatMask side = scoring_side(d.side_facts(), p);
    int other = -1000;
    for (int q = 0; q < seats; ++q)
      if (!has_seat(side, q)) other = std::max(other, static_cast<int>(d.points[static_cast<std::size_t>(scorer_of(mode, q))]));
    const int own = d.points[static_cast<std::size_t>(scorer_of(mode, p))];
    const double net = other == -1000 ? own : own - other;
    r[static_cast<std::size_t>(p)] = std::clamp(0.5 + net / (2 * kPointsSpan), 0.0, 1.0);
  }
  return r;
}

}  // namespace

// The tree of one decision and what it needs across decisions.
struct IsmctsBot::Search {
  explicit Search(const Rules& r) : rules(r), compiled(r), sampler(compiled) {}

  struct Node {
    Action key;          // the move as the deciding seat sees it
    int mover = kNobody;  // the seat that made it (kNobody at the root)
    int first_child = -1;
    int next_sibling = -1;
    int visits = 0;
    int avails = 1;      // times it was available when its parent was passed
    double reward = 0;   // summed rewards of its mover
  };

  int child(int node, Action key) const {
    for (int c = nodes[static_cast<std::size_t>(node)].first_child; c >= 0; c = nodes[static_cast<std::size_t>(c)].next_sibling)
      if (nodes[static_cast<std::size_t>(c)].key == key) return c;
    return -1;
  }
  int add_child(int parent, Action key, int mover) {
    Node n;
    n.key = key;
    n.mover = mover;
    n.next_sibling = nodes[static_cast<std::size_t>(parent)].first_child;
    nodes.push_back(n);
    const int id = static_cast<int>(nodes.size()) - 1;
    nodes[static_cast<std::size_t>(parent)].first_child = id;
    return id;
  }

  Rules rules;
  CompiledRules compiled;
  WorldSampler sampler;
  std::vector<Node> nodes;
};

IsmctsBot::IsmctsBot(std::uint64_t seed, int iterations, std::string name)
    : rng_(seed), iterations_(std::max(1, iterations)), name_(std::move(name)) {}
IsmctsBot::~IsmctsBot() = default;

Action IsmctsBot::choose(const SeatView& view) {
  last_root_.clear();
  const ActionList choices = without_reneges(view);
  if (choices.size() == 1) return choices[0];
  if (!search_ || !(search_->rules == view.rules)) search_ = std::make_unique<Search>(view.rules);
  Search& t = *search_;
  const int me = view.seat;
  t.nodes.clear();
  t.nodes.reserve(static_cast<std::size_t>(iterations_) + 1);
  t.nodes.emplace_back();  // the root: the view's information set

  std::vector<int> path, available;
  ActionList moves, untried;
  for (int it = 0; it < iterations_; ++it) {
    // Determinize: one deal the seat cannot tell from the real one.
    SampledWorld world;
    if (!t.sampler.sample(view, rng_, world)) continue;
    DealState d = world.state;
    int node = 0;
    path.assign(1, 0);
    // Select while every available move has been tried; expand one that has not.
    while (!d.over()) {
      const int mover = d.to_act;
      const bool hidden = hidden_from(d, me);
      if (hidden) {
        moves.count = 0;
        moves.push(Action::discard(kNoCard));  // one move as this seat sees it
      } else {
        honest_moves(d, moves);
      }
      untried.count = 0;
      available.clear();
      for (const Action& m : moves) {
        const int c = t.child(node, m);
        if (c < 0) untried.push(m);
        else available.push_back(c);
      }
      Action key;
      if (untried.size() > 0) {
        key = untried[static_cast<int>(rng_.below(static_cast<std::uint32_t>(untried.size())))];
        node = t.add_child(node, key, mover);
      } else {
        // UCB1 with availability counts (Cowling et al. 2012, SO-ISMCTS).
        double best = -1;
        int pick = available.front();
        for (int c : available) {
          const Search::Node& n = t.nodes[static_cast<std::size_t>(c)];
          const double u = n.reward / n.visits + kExploration * std::sqrt(std::log(static_cast<double>(n.avails)) / n.visits);
          if (u > best) best = u, pick = c;
        }
        for (int c : available) ++t.nodes[static_cast<std::size_t>(c)].avails;
        node = pick;
        key = t.nodes[static_cast<std::size_t>(node)].key;
      }
      path.push_back(node);
      if (hidden) {
        // The face-down card (a discard, a best card passed or buried): any
        // card of the world's hand, at random, as the phase's own action.
        const CardSet hand = d.hand[static_cast<std::size_t>(mover)];
        const Card card = hand.nth(rng_.below(static_cast<std::uint32_t>(hand.size())));
        key = d.phase == Phase::BestPass      ? Action::with(ActionKind::PassBest, card)
              : d.phase == Phase::BestDiscard ? Action::with(ActionKind::BestDiscard, card)
                                              : Action::discard(card);
      }
      apply(d, key);
      if (untried.size() > 0) break;  // expanded: play out from here
    }
    // Play out at random to the end of the deal.
    while (!d.over()) apply(d, random_move(d, rng_));
    // Back-propagate: each node's mover is credited with its own reward.
    const std::array<double, 4> r = rewards(d);
    for (int n : path) {
      Search::Node& x = t.nodes[static_cast<std::size_t>(n)];
      ++x.visits;
      if (x.mover != kNobody) x.reward += r[static_cast<std::size_t>(x.mover)];
    }
  }

  // The most visited move (ties: the better mean reward, then the first legal).
  int best = -1;
  for (int c = t.nodes[0].first_child; c >= 0; c = t.nodes[static_cast<std::size_t>(c)].next_sibling) {
    const Search::Node& n = t.nodes[static_cast<std::size_t>(c)];
    last_root_.push_back({n.key, n.visits, n.visits > 0 ? n.reward / n.visits : 0.0});
  }
  std::reverse(last_root_.begin(), last_root_.end());  // children are kept newest first
  for (std::size_t i = 0; i < last_root_.size(); ++i) {
    if (!choices.contains(last_root_[i].action)) continue;  // cannot happen: the root's moves are the view's
    if (best < 0 || last_root_[i].visits > last_root_[static_cast<std::size_t>(best)].visits ||
        (last_root_[i].visits == last_root_[static_cast<std::size_t>(best)].visits &&
         last_root_[i].mean_reward > last_root_[static_cast<std::size_t>(best)].mean_reward))
      best = static_cast<int>(i);
  }
  // No world could be dealt (no view a real deal produces): the first move.
  return best < 0 ? choices[0] : last_root_[static_cast<std::size_t>(best)].action;
}

}  // namespace euchre
