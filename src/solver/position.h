// Play-phase positions built directly from hands, for the solver's callers
// (sampled worlds, benchmarks, tests) that skip the bidding.
#pragma once

#include <array>

#include "core/deal.h"

namespace euchre {

// A DealState at the first lead of the play: `hands` for the seats in
// `active` (the others hold nothing), `trump` 0..3 or kNoTrump, `leader` to
// lead. `maker` (default: the leader) is recorded so that playing the deal
// to its end scores it. The cards in no hand are the kitty.
inline DealState make_play_position(const CompiledRules& rules, const std::array<CardSet, 4>& hands, int trump,
                                    int leader, std::uint8_t active = 0, int maker = -1) {
  DealState s;
  s.rules = &rules;
  s.active = active ? active : rules.all_seats_mask;
  CardSet in_hands;
  for (int p = 0; p < 4; ++p) {
    s.hand[p] = has_seat(s.active, p) ? hands[p] : CardSet();
    in_hands |= s.hand[p];
  }
  s.kitty = rules.deck - in_hands;
  s.trump = static_cast<std::uint8_t>(trump);
  s.tt = &rules.trump[trump];
  s.maker = static_cast<std::int8_t>(maker >= 0 ? maker : leader);
  s.trump_made_round = 2;
  s.phase = Phase::Play;
  s.leader = s.to_act = s.turn = static_cast<std::uint8_t>(leader);
  s.trick_no = static_cast<std::uint8_t>(rules.hand_size - s.hand[leader].size());
  return s;
}

}  // namespace euchre
