// A table's round result from the game its four players played (docs/events.md):
// the sides' points, tricks and the lone hands made, from the core's records.
#pragma once

#include <vector>

#include "core/game.h"
#include "events/duplicate.h"
#include "events/tally.h"

namespace euchre::events {

// The game is four-handed with partnerships (seats 0 and 2, 1 and 3), its
// seats those of `seats` in order.
TableResult table_result(const Game& game, const TableSeats& seats);

// A duplicate round's table (same game and seats): its k-th deal is board
// first_board + k. Each deal played, a thrown-in one included (it scores 0-0
// at that table; the other tables may have made trump on it).
std::vector<BoardPlay> board_plays(const Game& game, const TableSeats& seats, int table, int first_board);

}  // namespace euchre::events
