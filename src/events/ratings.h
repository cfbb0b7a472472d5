// Ratings of people over club evenings (docs/events.md, "Ratings"): Glicko-2
// with one rating period an evening. A table's round is one game for each
// of its four players: won, drawn or lost by his side (round_winner). Team
// strength is the mean of the partners: a player's expected score comes
// from his side's mean rating against the other side's, so winning beside
// a strong partner counts for less. Bots carry fixed reference ratings and
// are never rated. Only an evening's people are rated in its period (an
// evening one missed does not widen one's deviation; decided here).
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "events/glicko2.h"

namespace euchre::events {

using RatedId = long long;

// One table's round: who held each seat (a person, or a bot with its
// reference rating) and which side won it (0 North-South, 1 East-West, -1 drawn).
struct RatedTable {
  std::array<std::optional<RatedId>, 4> people{};
  std::array<Rating, 4> bots{};  // the seats without a person
  int winner = -1;
};

struct RatedEvening {
  std::string id;
  std::vector<RatedTable> tables;  // every round's tables
};

struct RatingStep {
  std::string evening;
  Rating before, after;
  int games = 0;
  int won = 0;
};

struct PersonRating {
  Rating now;
  std::vector<RatingStep> history;  // oldest first
};

// A bot's fixed reference rating by its level ("random", "basic",
// "expert:2", "ismcts"...).
Rating bot_rating(const std::string& level);

// Every person's rating after the evenings, in the order given.
std::map<RatedId, PersonRating> rate_evenings(const std::vector<RatedEvening>& evenings);

}  // namespace euchre::events
