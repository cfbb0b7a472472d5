// A progressive evening as EMN (docs/events.md, "EMN"): its tables' games in
// round and table order as an EMN match, and beside it the evening's extra
// file with what EMN cannot say (the evening's settings, rounds, tables,
// byes and standings), keyed to the EMN games' gameIndex. Read back, the two
// rebuild the evening: its tallies from the games' records, its standings
// from those. No files here: JSON values in and out.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "events/emn.h"
#include "events/progressive.h"

namespace euchre::events {

inline constexpr const char* kEveningExtraFileType = "euchre evening extra to EMN";
inline constexpr int kEveningExtraVersion = 1;

// "evening.emn" -> "evening.emn-extra.json": the extra file's name beside an EMN file.
std::string emn_extra_name(const std::string& emn_name);

// The evening's games as an EMN match: players[p] is player p's id and name
// (people, then bots), records[g] the EGN record of game g, the evening's
// tables in round and table order. The result holds the people's points and
// the winners (first place). Throws EventError when the counts do not fit.
EmnMatch evening_match(const Progressive& evening, const std::vector<EmnPlayer>& players,
                       std::vector<nlohmann::ordered_json> records);

// The extra file: {"fileType", "version", "emn", "format": "progressive",
// "evening": {"people", "rounds", "movement", "seed"}, "players": [id of
// player 0, ...], "rounds": [{"round", "tables": [{"table", "game",
// "seats", "points"}], "sitting_out"}], "standings": [{"place", "id",
// "points", "rounds_played", "rounds_won", "loners", "byes", "bye_points"}]}.
nlohmann::ordered_json evening_extra_json(const Progressive& evening, const std::vector<EmnPlayer>& players,
                                          const std::string& emn_name);

// Rebuilds the evening from its extra file and the EMN match read: each
// table's result from its game's record. Throws EventError naming the round
// and table (or standing) that does not fit the games.
Progressive evening_from_emn(const nlohmann::json& extra, const EmnResults& match);

}  // namespace euchre::events
