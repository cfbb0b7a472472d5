// Glicko-2 ratings (Glickman, "Example of the Glicko-2 system"; the
// algorithm is in the public domain): a rating, its deviation (how unsure it
// is) and a volatility, updated once a rating period from the period's games.
// One event is one period (docs/events.md, "Ratings").
#pragma once

#include <vector>

namespace euchre::events {

struct Rating {
  double rating = 1500.0;
  double deviation = 350.0;
  double volatility = 0.06;
};

struct RatedGame {
  Rating opponent;  // a side: the mean rating and deviation of its two players
  double score = 0.0;  // 1 won, 0.5 drawn, 0 lost
};

// The rating after a period with these games (tau: how fast the volatility
// may change, 0.3 to 1.2; 0.5 here). No games: only the deviation grows.
Rating glicko2_update(const Rating& player, const std::vector<RatedGame>& games, double tau = 0.5);

}  // namespace euchre::events
