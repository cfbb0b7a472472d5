// Duplicate scoring of a club event (docs/events.md, "Duplicate events"):
// every table plays the same boards, and each side's result on a board is
// compared with the same direction's results at the other tables by
// matchpoints (matchpoints.h), so the luck of the cards cancels out. A
// player's score is the matchpoints of his side on every board he played,
// and the standings order the players by their percentage of the top.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "events/lineup.h"

namespace euchre::events {

// One table's play of one board.
struct BoardPlay {
  int board = 0;                // 1, 2, ...
  int table = 0;                // the table number in its round, from 1
  TableSeats seats{};           // the players at North, East, South, West
  std::array<int, 2> points{};  // North-South's and East-West's points on the deal
  std::array<int, 2> tricks{};  // the sides' tricks (none on a throw-in)
  std::optional<int> trump;     // suit 0..3 (or 4, no trump) when trump was made
  std::optional<int> maker;     // the seat (0 N .. 3 W) that made trump
  std::optional<int> alone;     // the seat that played alone
};

// A side's result on a board: its points less the other side's.
inline int net_points(const BoardPlay& play, int side) {
  return play.points[static_cast<std::size_t>(side)] - play.points[static_cast<std::size_t>(1 - side)];
}

// The matchpoints of each play of one board (all of `plays` are the same
// board), North-South then East-West: each side against the same direction
// at the other tables, by net points. `due`: the tables that should have
// played it; a board played fewer times is scaled up by Neuberg's formula,
// so every board has the top due - 1. Throws std::invalid_argument when the
// plays mix boards or outnumber `due`.
std::vector<std::array<double, 2>> board_matchpoints(const std::vector<BoardPlay>& plays, int due);

struct DuplicateStanding {
  int player = 0;
  double matchpoints = 0;  // over the boards he played
  double top = 0;          // the most he could have had on them: due - 1 a board
  double percent = 0;      // 100 * matchpoints / top; 0 before any board scored
  int boards = 0;          // boards played
  int place = 0;           // 1 first, by percent; equal to 1/100 of a percent share it
  // Played fewer than half the boards of the one who played most (a
  // latecomer, a substitute): ranked after everyone who played that share.
  bool few_boards = false;
};

// The standings of players 0..players-1 for whom counts[p] is true (bots
// are left out, but their plays are compared like anyone's). `due`: the
// tables each board is due at. Ranking by percentage rather than total
// keeps a bye from costing anything (decided here, as individual bridge
// events rank by percentage). A percentage over a few boards is mostly luck,
// so only those who played at least half the boards of the most played rank
// by it among themselves; the others follow them, by percentage (decided
// here, as clubs require a share of the session for an overall place: a
// one-round substitute at 80% never tops a full evening at 60%).
std::vector<DuplicateStanding> duplicate_standings(int players, const std::vector<BoardPlay>& plays, int due,
                                                   const std::vector<bool>& counts);

}  // namespace euchre::events
