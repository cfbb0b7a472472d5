// Duplicate scoring (docs/events.md, "Duplicate"): on one board every result
// is compared with the others of the same direction. Matchpoints (bridge Law
// 78A): 1 for each result beaten, 1/2 for each tie; the top is n-1. A board
// played n times where N were due is scaled by Neuberg's formula.
#pragma once

#include <vector>

namespace euchre::events {

// The matchpoints of each result (higher is better), in the order given.
std::vector<double> matchpoints(const std::vector<double>& results);

// Neuberg: matchpoints `mp` on a board played `played` times of `due`:
// (mp + 1/2) * due / played - 1/2.
double neuberg(double mp, int played, int due);

}  // namespace euchre::events
