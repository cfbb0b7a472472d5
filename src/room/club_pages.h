// The club's pages read from the evenings over (docs/events.md, "Ratings"
// and "A person's page"): the ratings, every rating period in time order
// (each evening over, each day of casual rated games) through Glicko-2, and
// a person's evenings, wins and partners. Functions of that data alone, so
// that they can be answered from data no table's work has to build.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "room/closed_evenings.h"
#include "store/store.h"

namespace euchre::room {

using NameOf = std::function<std::string(store::PersonId)>;

// What GET /api/ratings asks for: the first `top` places (all when absent),
// and one person's place and history whatever his place.
struct RatingsAsked {
  std::optional<int> top;
  std::optional<store::PersonId> person;
};

// `{"people": [...], "rated": N}` (docs/events.md, "Ratings").
nlohmann::json ratings_page(const std::vector<const ClosedEvenings::Evening*>& over,
                            const std::vector<store::RatedGame>& rated_games, const NameOf& name_of,
                            const RatingsAsked& asked);

// A person's page (docs/events.md, "A person's page").
nlohmann::json person_page(store::PersonId person, const std::vector<const ClosedEvenings::Evening*>& over,
                           const NameOf& name_of);

}  // namespace euchre::room
