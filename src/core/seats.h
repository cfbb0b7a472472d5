// Who plays with whom: partners, sides, scorers and the seats in play.
//
// The one home of these rules (docs/rules.md, "Seats and words", "Call-ace",
// "Three-handed"). They are functions of the seat and of what is known about
// the deal (SideFacts), not of a whole DealState, so that the state machine,
// the solver, the world sampler, the bots and the views all ask the same
// question the same way, each with the facts it has: a seat's view knows the
// called ace's holder only once the ace is played (or when it holds it),
// an open-hand world knows it at once.
#pragma once

#include <cstdint>

#include "core/rules.h"

namespace euchre {

inline constexpr std::int8_t kNobody = -1;

// A set of seats, bit `seat` set for each member.
using SeatMask = std::uint8_t;

constexpr SeatMask seat_bit(int seat) { return static_cast<SeatMask>(1u << seat); }
constexpr bool has_seat(SeatMask mask, int seat) { return (mask >> seat) & 1u; }
constexpr SeatMask all_seats(int seats) { return static_cast<SeatMask>((1u << seats) - 1u); }

// Partnerships: seats 0 & 2 play against 1 & 3, partners sit opposite.
constexpr int team_of(int seat) { return seat & 1; }
constexpr int opposite(int seat) { return seat ^ 2; }
constexpr SeatMask team_mask(int seat) { return static_cast<SeatMask>(seat_bit(seat) | seat_bit(opposite(seat))); }

// The score a seat's points go to: its team in partnerships, its own
// otherwise (three-handed and call-ace keep one score per player).
constexpr int scorer_of(Mode mode, int seat) { return mode == Mode::Partnership ? team_of(seat) : seat; }

// What is known about the sides of one deal.
struct SideFacts {
  Mode mode = Mode::Partnership;
  int seats = 4;
  int maker = kNobody;        // kNobody before trump is made
  int ace_partner = kNobody;  // call-ace: the called ace's holder, when known
};

// The partner fixed by the seating (the opposite seat in partnerships),
// known to everyone from the start; kNobody in the other modes.
constexpr int fixed_partner(Mode mode, int seat) { return mode == Mode::Partnership ? opposite(seat) : kNobody; }

// The partner of `seat` as far as the facts tell: the opposite seat in
// partnerships; in call-ace the maker and the called ace's holder once that
// holder is known; nobody otherwise (three-handed, or not yet known).
constexpr int partner_of(const SideFacts& f, int seat) {
  if (f.mode == Mode::Partnership) return fixed_partner(f.mode, seat);
  if (f.mode == Mode::CallAce && f.maker != kNobody && f.ace_partner != kNobody) {
    if (seat == f.maker) return f.ace_partner;
    if (seat == f.ace_partner) return f.maker;
  }
  return kNobody;
}

// The seats of the making side: the maker's team, the maker and the called
// ace's holder (when known), or the three-handed maker alone.
constexpr SeatMask makers_mask(const SideFacts& f) {
  if (f.maker == kNobody) return 0;
  if (f.mode == Mode::Partnership) return team_mask(f.maker);
  if (f.mode == Mode::CallAce && f.ace_partner != kNobody)
    return static_cast<SeatMask>(seat_bit(f.maker) | seat_bit(f.ace_partner));
  return seat_bit(f.maker);
}

// The making side if `seat` is on it, else every other seat (trump made).
constexpr SeatMask makers_or_the_rest(const SideFacts& f, int seat) {
  const SeatMask makers = makers_mask(f);
  return has_seat(makers, seat) ? makers : static_cast<SeatMask>(all_seats(f.seats) & ~makers);
}

// The seats that score together with `seat` in this deal: its team in
// partnerships; in call-ace, once trump is made, the making side or every
// defender (defenders share a euchre's points); the seat alone otherwise
// (three-handed defenders score apart).
constexpr SeatMask scoring_side(const SideFacts& f, int seat) {
  if (f.mode == Mode::Partnership) return team_mask(seat);
  if (f.mode == Mode::CallAce && f.maker != kNobody) return makers_or_the_rest(f, seat);
  return seat_bit(seat);
}

// The seats whose tricks count together for the contract: the making side,
// or everyone else (three-handed defenders both want the maker held under
// four tricks). Before trump is made: the scoring side.
constexpr SeatMask contract_side(const SideFacts& f, int seat) {
  if (f.mode == Mode::Partnership || f.maker == kNobody) return scoring_side(f, seat);
  return makers_or_the_rest(f, seat);
}

// The seats whose score is kept apart from `seat`'s: the other team, or
// every other player when each keeps his own score (a renege call accuses
// one of them, whoever turns out to be a call-ace partner).
constexpr SeatMask other_scorers(Mode mode, int seats, int seat) {
  SeatMask m = 0;
  for (int p = 0; p < seats; ++p)
    if (scorer_of(mode, p) != scorer_of(mode, seat)) m |= seat_bit(p);
  return m;
}

// The seat that sits out when `loner` goes alone: the partner in
// partnerships; nobody in call-ace (the partner is secret) or three-handed.
constexpr int sits_out_for(Mode mode, int loner) { return fixed_partner(mode, loner); }

}  // namespace euchre
