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

// Mixes one finished deal into a running signature (FNV-1a over its result).
inline std::uint64_t mix_result(std::uint64_t h, const DealState& s) {
  auto add = [&h](std::uint64_t v) { h = (h ^ v) * 0x100000001B3ull; };
  add(static_cast<std::uint64_t>(s.end));
  add(s.trump);
  add(static_cast<std::uint64_t>(s.maker + 1));
  add(static_cast<std::uint64_t>(s.loner + 1));
  for (int p = 0; p < 4; ++p) {
    add(s.tricks[p]);
    add(static_cast<std::uint64_t>(s.points[p] + 16));
  }
  return h;
}

}  // namespace euchre
