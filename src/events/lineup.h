// Who sits where in one round of an event (docs/events.md): tables of four
// in seat order North, East, South, West (North-South partners, East-West
// partners), and who sits the round out. Players are numbers 0..n-1 of the
// event's entry list.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace euchre::events {

using TableSeats = std::array<int, 4>;  // players at North, East, South, West

struct RoundLineup {
  std::vector<TableSeats> tables;  // table 1 first (the head table)
  std::vector<int> sitting_out;    // byes, in no particular order
  bool operator==(const RoundLineup&) const = default;
};

// The partner of the player at seat s (0 N, 1 E, 2 S, 3 W).
inline int partner_seat(int s) { return (s + 2) % 4; }

// "t1: 0 4 / 2 7" style text, for messages and tests.
std::string describe(const RoundLineup& round);

}  // namespace euchre::events
