// Casual rated games as rating periods (docs/events.md, "Casual rated
// games"): the finished games of rated tables, one period a UTC day, each
// game one game for each of its four players, as an evening's round is
// (events/ratings.h). Bots at their reference ratings. A seat counts for
// whoever began it: a person who left before the end is rated a loss, one
// who took a seat during the game is not rated for it. Only a day's first
// kSamePeopleGamesADay games between the same people count (docs/events.md,
// "What a rating counts").
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "events/ratings.h"
#include "store/store.h"

namespace euchre::room {

// Decided here: a long evening's play between the same people, not the
// hundred quick games one person can play against his second identity.
constexpr int kSamePeopleGamesADay = 8;

// By day, oldest first: the day's start (Unix ms) and its period, whose id
// is "casual-YYYY-MM-DD". A game whose settings or result do not read is
// left out (named on stderr), the others kept.
std::vector<std::pair<std::int64_t, events::RatedEvening>> casual_rating_days(const std::vector<store::RatedGame>& games);

}  // namespace euchre::room
