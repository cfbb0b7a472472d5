// Random play-outs: shuffle, deal and play complete deals choosing a uniformly
// random legal action at every decision. Used by `euchre bench` (deals per
// second and a behaviour signature) and by the invariant tests.
#pragma once

#include <cstdint>

#include "core/compiled_rules.h"
#include "core/deal.h"
#include "core/rng.h"

namespace euchre {

// Picks a uniformly random legal action of the seat to act.
inline Action random_action(const DealState& s, Rng& rng) {
  if (s.phase == Phase::Play && s.rules->rules.renege == Renege::Prevented) {
    // Fast path: the legal cards are a bitmask; take its k-th card.
    const CardSet legal = s.legal_cards();
    return Action::play(legal.nth(rng.below(static_cast<std::uint32_t>(legal.size()))));
  }
  if (s.phase == Phase::Discard)
    return Action::discard(s.hand[s.to_act].nth(rng.below(static_cast<std::uint32_t>(s.hand[s.to_act].size()))));
  ActionList list;
  legal_actions(s, list);
  return list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.size())))];
}

// Deals from a fresh shuffle and plays the deal out at random.
inline DealState random_deal(const CompiledRules& rules, int dealer, Rng& rng) {
  Card order[kCardCodes];
  for (int i = 0; i < rules.deck_size; ++i) order[i] = rules.deck_cards[i];
  rng.shuffle(order, rules.deck_size);
  DealState s = start_deal(rules, dealer, order);
  while (!s.over()) apply(s, random_action(s, rng));
  return s;
}

// Mixes one finished deal's result into a running signature. The result is
// packed into one word so the mix costs one multiply, not one per field.
inline std::uint64_t mix_result(std::uint64_t h, const DealState& s) {
  std::uint64_t w = static_cast<std::uint64_t>(s.end) | std::uint64_t{s.trump} << 3 |
                    static_cast<std::uint64_t>(s.maker + 1) << 6 | static_cast<std::uint64_t>(s.loner + 1) << 9;
  for (int p = 0; p < 4; ++p) {
    w |= std::uint64_t{s.tricks[p]} << (12 + 4 * p);
    w |= static_cast<std::uint64_t>(s.points[p] + 16) << (28 + 5 * p);
  }
  h = (h ^ w) * 0x9E3779B97F4A7C15ull;
  return h ^ (h >> 29);
}

}  // namespace euchre
