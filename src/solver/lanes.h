// Cards re-encoded for search: four lanes of 16 bits, one per effective
// suit, the stronger card on the higher bit.
//
// Lane 3 is trump (lanes 0..2 the other suits in natural order); with no
// trump the lanes are the natural suits. A card's place in its lane is its
// trick key from the TrumpTable (trump: 0..10 with the bowers and Benny on
// top; plain: rank + 1), so within a lane bit order is strength order. Bit 15
// of every lane never holds a card: it is the barrier that keeps runs of
// equal cards (and relative ranks) from crossing from one lane into the next.
// With lane 3 on top, the winner of a trick is simply the highest bit among
// the cards that follow the led lane or are trumps.
#pragma once

#include <bit>
#include <cstdint>

#include "core/card.h"
#include "core/compiled_rules.h"
#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace euchre::solver {

inline constexpr int kTrumpLane = 3;
inline constexpr int kNoLane = 4;  // "trump lane" of a no-trump hand
inline constexpr std::uint64_t kBarriers = 0x8000800080008000ull;

constexpr std::uint64_t lane_mask(int lane) { return std::uint64_t{0xFFFF} << (16 * lane); }

// The lane of an effective suit under `trump` (0..3 or kNoTrump).
constexpr int lane_of_suit(int suit, int trump) {
  if (trump >= kSuits) return suit;
  if (suit == trump) return kTrumpLane;
  return suit < trump ? suit : suit - 1;
}

// The cards `hand` may play to a trick led in the lane `led` (a lane mask):
// that lane's cards, or any card when it holds none.
constexpr std::uint64_t follow_cards(std::uint64_t hand, std::uint64_t led) { return (hand & led) ? hand & led : hand; }

// The lanes that hold a card of `cards`, as their barrier bits: bit 15 of a
// lane is never a card, so adding 0x7FFF to a lane carries into its bit 15
// exactly when the lane holds one (and never past it).
constexpr std::uint64_t occupied_lanes(std::uint64_t cards) { return (cards + ~kBarriers) & kBarriers; }

// The highest card of a non-empty set: std::bit_floor without its test for
// zero (with it, about 0.5% slower solves in `bench --solver`).
constexpr std::uint64_t highest_card(std::uint64_t cards) { return std::uint64_t{1} << (63 - std::countl_zero(cards)); }

// Bit index (0..63) of a card under a trump table.
inline int encode_bit(const TrumpTable& t, int trump, Card c) {
  const int suit = t.suit_of[c];
  return 16 * lane_of_suit(suit, trump) + (t.trick_key[suit][c] & 15);
}

inline std::uint64_t encode(const TrumpTable& t, int trump, CardSet cards) {
  std::uint64_t out = 0;
  for (Card c : cards) out |= std::uint64_t{1} << encode_bit(t, trump, c);
  return out;
}

inline std::uint64_t pext64(std::uint64_t x, std::uint64_t mask) {
#if defined(__BMI2__)
  return _pext_u64(x, mask);
#else
  std::uint64_t out = 0;
  for (std::uint64_t bb = 1; mask; bb += bb) {
    if (x & mask & -mask) out |= bb;
    mask &= mask - 1;
  }
  return out;
#endif
}

inline std::uint64_t pdep64(std::uint64_t x, std::uint64_t mask) {
#if defined(__BMI2__)
  return _pdep_u64(x, mask);
#else
  std::uint64_t out = 0;
  for (std::uint64_t bb = 1; mask; bb += bb) {
    if (x & bb) out |= mask & -mask;
    mask &= mask - 1;
  }
  return out;
#endif
}

// One card of every run of equivalent cards in `cards`: cards of one lane
// with no card of `live` (the cards still in play, the current trick's
// included) between them win and lose alike, so a search plays only the
// lowest of each run.
inline std::uint64_t run_representatives(std::uint64_t cards, std::uint64_t live) {
  const std::uint64_t rel = live | kBarriers;
  const std::uint64_t x = pext64(cards, rel);
  return pdep64(x & ~(x << 1), rel);
}

}  // namespace euchre::solver
