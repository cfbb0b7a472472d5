// A progressive evening's tallies and standings (docs/events.md, "Tallies"):
// each player scores his side's points at his table each round (partners
// change, so totals are individual), keeps a tally of the lone hands he made,
// and the standings order everyone by points, then rounds won, then loners
// (rounds won first with fixed partners); players equal on all three share
// the place.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "events/lineup.h"

namespace euchre::events {

// One table's round, from its game (or entered at an in-person event).
struct TableResult {
  TableSeats seats{};
  std::array<int, 2> points{};  // North-South, East-West: the round's points
  std::array<int, 2> tricks{};  // over the round: what breaks a tie in points
  std::array<int, 4> loners{};  // lone hands made, by seat
  std::array<int, 2> games{};   // best of N games a round: the games each side won
};

struct RoundResult {
  std::vector<TableResult> tables;
  std::vector<int> sitting_out;
};

// The side that won the table's round (0 North-South, 1 East-West): more
// games won (a round of best of N games), then more points, then more
// tricks; a round equal in all is drawn (-1).
int round_winner(const TableResult& table);

struct Standing {
  int player = 0;
  int points = 0;        // side points of the rounds played, plus the byes' credit
  int rounds_played = 0;
  int rounds_won = 0;
  int loners = 0;
  int byes = 0;
  int bye_points = 0;    // the credit of the byes (in `points` already)
  int place = 0;         // 1 first; players equal in points, rounds won and loners share it
};

// How the standings rank: by points (progressive euchre, where partners
// change and each keeps his side's points), or by rounds won first (fixed
// partnerships, where a round is a match between two teams; docs/events.md
// "Fixed partnerships").
enum class StandingOrder { Points, Wins };

// Standings of the players 0..players-1 for whom counts[p] is true (bots are
// left out), best first. A bye scores the player's own average of the rounds
// he played (rounded half up), so sitting out neither helps nor hurts.
// With fixed partners (`partners`: the teams), the lone hands that break a
// tie are the team's, so partners always share their place.
std::vector<Standing> standings(int players, const std::vector<RoundResult>& rounds, const std::vector<bool>& counts,
                                StandingOrder order = StandingOrder::Points,
                                const std::vector<std::array<int, 2>>& partners = {});

}  // namespace euchre::events
