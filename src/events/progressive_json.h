// An evening as data (docs/events.md, "Keeping an evening"): its options and
// the results of the rounds played. Progressive is a function of these alone
// (the draw is seeded, each movement follows from the results), so a stored
// evening is rebuilt by replaying its results, as a game is from its log.
#pragma once

#include <nlohmann/json.hpp>

#include "events/progressive.h"

namespace euchre::events {

// {"people", "rounds", "movement", "seed", "results": [{"tables": [{"seats",
// "points", "tricks", "loners"}]}]}; the seed as a string (JSON numbers lose
// 64-bit integers in many readers).
nlohmann::json evening_json(const Progressive& evening);

// Throws EventError naming the field that is missing or wrong, or the round
// whose results do not fit the evening.
Progressive evening_from_json(const nlohmann::json& data);

}  // namespace euchre::events
