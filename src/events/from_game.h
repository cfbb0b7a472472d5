// A table's round result from the game its four players played (docs/events.md):
// the sides' points, tricks and the lone hands made, from the core's records.
#pragma once

#include "core/game.h"
#include "events/tally.h"

namespace euchre::events {

// The game is four-handed with partnerships (seats 0 and 2, 1 and 3), its
// seats those of `seats` in order.
TableResult table_result(const Game& game, const TableSeats& seats);

}  // namespace euchre::events
