// The last two tricks solved outright: with two cards in every hand there are
// at most 2 x 2 x 2 x 2 ways to play the first trick and the second plays
// itself, so a plain boolean minimax over them, inlined, is cheaper than the
// general search (table probes, bounds, ordering, one call per card), which
// spent about 40% of its nodes here. Measured: the whole solve 13% quicker
// (docs/notebook/solver-speed.md).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "solver/lanes.h"

namespace euchre::solver {

// The position at the start of the second-to-last trick, seats in playing
// order from the leader.
struct LastTwoTricks {
  std::array<std::uint64_t, 4> hand{};  // two cards each (lane encoding)
  std::array<bool, 4> maximizing{};     // the seat is on the side whose tricks are counted
  int players = 4;                      // active seats: 2, 3 or 4
  std::uint64_t trumps = 0;             // the trump lane's mask, 0 with no trump
  int need = 1;                         // the question: does the side take at least `need` (1 or 2)?
};

namespace last_two_detail {

// The first trick as far as it has been played.
struct Trick {
  std::uint64_t led;        // mask of the led lane
  std::uint64_t best;       // the card winning so far (one bit)
  bool best_maximizing;     // ... held by the counted side
  std::uint64_t best_rest;  // the other card of its holder: it leads the last trick
  std::uint64_t rest;       // every hand's other card so far
  std::uint64_t rest_max;   // ... of the counted side
};

inline std::uint64_t lane_of(std::uint64_t card) {
  return lane_mask(std::countr_zero(card) >> 4);
}

// Tricks of the counted side once every seat has played to the first trick:
// the last trick is forced (one card each), its leader the first's winner.
[[gnu::always_inline]] inline int settle(const LastTwoTricks& p, const Trick& t) {
  const std::uint64_t contenders = t.rest & (lane_of(t.best_rest) | p.trumps);
  const std::uint64_t top = highest_card(contenders);
  return (t.best_maximizing ? 1 : 0) + ((top & t.rest_max) ? 1 : 0);
}

// Seat k plays to the first trick; `Followers` seats play after it. A seat of
// the counted side needs one card that answers yes, the others one that
// answers no.
template <int Followers>
[[gnu::always_inline]] inline bool play(const LastTwoTricks& p, int k, const Trick& t) {
  const std::uint64_t h = p.hand[k];
  const std::uint64_t legal = follow_cards(h, t.led);
  const bool maxi = p.maximizing[k];
  // Cards that take the trick: of the led lane or trump, above the best.
  const std::uint64_t beats = (t.led | p.trumps) & ~((t.best << 1) - 1);
  for (std::uint64_t rest_of_legal = legal; rest_of_legal; rest_of_legal &= rest_of_legal - 1) {
    const std::uint64_t card = rest_of_legal & -rest_of_legal;
    const std::uint64_t other = h ^ card;
    Trick next = t;
    next.rest |= other;
    if (maxi) next.rest_max |= other;
    if (card & beats) {
      next.best = card;
      next.best_maximizing = maxi;
      next.best_rest = other;
    }
    bool v;
    if constexpr (Followers == 0) v = settle(p, next) >= p.need;
    else v = play<Followers - 1>(p, k + 1, next);
    if (v == maxi) return v;
  }
  return !maxi;
}

template <int Followers>
bool lead(const LastTwoTricks& p) {
  const std::uint64_t h = p.hand[0];
  const bool maxi = p.maximizing[0];
  for (std::uint64_t rest_of_hand = h; rest_of_hand; rest_of_hand &= rest_of_hand - 1) {
    const std::uint64_t card = rest_of_hand & -rest_of_hand;
    const std::uint64_t other = h ^ card;
    const Trick t{lane_of(card), card, maxi, other, other, maxi ? other : 0};
    const bool v = play<Followers - 1>(p, 1, t);
    if (v == maxi) return v;
  }
  return !maxi;
}

}  // namespace last_two_detail

// Whether the counted side takes at least p.need of the last two tricks,
// everyone playing best.
inline bool solve_last_two_tricks(const LastTwoTricks& p) {
  switch (p.players) {
    case 4: return last_two_detail::lead<3>(p);
    case 3: return last_two_detail::lead<2>(p);
    default: return last_two_detail::lead<1>(p);
  }
}

}  // namespace euchre::solver
