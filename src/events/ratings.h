// Ratings of people over club evenings (docs/events.md, "Ratings"): Glicko-2
// with one rating period an evening. A table's round is one game for each
// of its four players: won, drawn or lost by his side (round_winner). Team
// strength is the mean of the partners: a player's expected score comes
// from his side's mean rating against the other side's, so winning beside
// a strong partner counts for less. Bots carry fixed reference ratings and
// are never rated. Only an evening's people are rated in its period (an
// evening one missed does not widen one's deviation; decided here).
//
// What a rating counts (docs/events.md, "What a rating counts"): a person
// who left a game before its end is rated a loss for it (forfeited); a new
// identity is provisional until it has played kEstablishedGames counted
// games against kEstablishedOpponents different people, and a provisional
// opponent's games never move an established person's rating (a second
// identity cannot feed the first). Which results are rated at all is the
// caller's (an evening's disputable tables, a day's casual games).
#pragma once

#include <array>
#include <map>
#include <optional>
#include <set>
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
  // The person of the seat left the game before its end: a loss for him,
  // whoever won (his seat still counts at his rating for the others).
  std::array<bool, 4> forfeited{};
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

// Until a person has played this many counted games against this many
// different people he is provisional (decided here: about two club
// evenings; bots are nobody, so games against them alone never establish).
constexpr int kEstablishedGames = 10;
constexpr int kEstablishedOpponents = 3;

struct PersonRating {
  Rating now;
  std::vector<RatingStep> history;  // oldest first
  int games = 0;                    // counted games, all periods
  std::set<RatedId> opponents;      // the different people he played against in them
  bool provisional() const {
    return games < kEstablishedGames || static_cast<int>(opponents.size()) < kEstablishedOpponents;
  }
};

// A bot's fixed reference rating by its level ("random", "basic",
// "expert:2", "ismcts"...).
Rating bot_rating(const std::string& level);

// Every person's rating after the evenings, in the order given.
std::map<RatedId, PersonRating> rate_evenings(const std::vector<RatedEvening>& evenings);

}  // namespace euchre::events
