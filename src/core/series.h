// A series of games with laps and slams (docs/rules.md "Laps and slams";
// Keller ch. 5, the 1888 Laws 1 and 7): the unit is the game won.
//
// Pure arithmetic over scores: `Game` plays the deals and, when one side
// reaches the target, hands the game's score here to be counted, and starts
// the next game from the score this returns (the lap). No deal, no I/O.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "core/rules.h"

namespace euchre {

// One game of the series, as it ended.
struct SeriesGame {
  int winner = 0;                // scorer: team or player
  std::array<int, 4> start{};    // the score it started with (points carried in)
  std::array<int, 4> score{};    // the score that won it
  int last_deal = 0;             // index of the deal that won it (Game::records)
  int counts = 1;                // games it counts: 2 for a slam
  bool slam = false;
  int carried = 0;               // points the winner carries into the next game
  bool operator==(const SeriesGame&) const = default;
};

struct SeriesScore {
  std::vector<SeriesGame> games;   // every game finished, in order
  std::array<int, 4> won{};        // games won by each scorer, a slam counting two
  std::array<int, 4> slams{};      // slams by each scorer
  std::array<int, 4> start{};      // the score the current game started with

  int games_played() const { return static_cast<int>(games.size()); }
  bool operator==(const SeriesScore&) const = default;
};

// Counts a game won by `winner` with `score` (its last deal `last_deal`):
// the slam, the games it counts, the lap. A lap that reaches the target wins
// the next game too, on the same deal, and so on until what is carried is
// less than a game or the series is decided (K ch. 5: "no point is lost").
// Returns the score the next game starts with: the winner's carried points,
// every other scorer at 0.
std::array<int, 4> finish_game(const Rules& rules, SeriesScore& series, int winner, const std::array<int, 4>& score,
                               int last_deal);

// Whether the series is decided after its finished games, and who won it
// (a scorer; nullopt while it goes on).
std::optional<int> series_winner(const Rules& rules, const SeriesScore& series);

// The rubber's value in points for each side (1888 Laws 7): each game one,
// a slam two, and two more to the side that won the rubber.
std::array<int, 4> rubber_points(const Rules& rules, const SeriesScore& series);

}  // namespace euchre
