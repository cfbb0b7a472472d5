// A progressive evening as EMN (docs/events.md, "EMN"): its tables' games in
// round and table order as an EMN match, and beside it the evening's extra
// file with what EMN cannot say (the evening's settings, rounds, tables,
// byes and standings), keyed to the EMN games' gameIndex. Read back, the two
// rebuild the evening: its tallies from the games' records, its standings
// from those. No files here: JSON values in and out.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "events/emn.h"
#include "events/places.h"
#include "events/progressive.h"

namespace euchre::events {

inline constexpr const char* kEveningExtraFileType = "euchre evening extra to EMN";
inline constexpr int kEveningExtraVersion = 1;

// "evening.emn" -> "evening.emn-extra.json": the extra file's name beside an EMN file.
std::string emn_extra_name(const std::string& emn_name);

// Who held the evening's places (places.h), and the id and name of each
// substitute (a person past the evening's people, by person number); person
// p below the evening's people is players[p].
struct EveningPeople {
  PlaceHolders holders;
  std::map<int, EmnPlayer> substitutes;
  // Person p's id and name (EventError for a person with neither).
  const EmnPlayer& person(const std::vector<EmnPlayer>& players, int p) const;
};

// One person's line of the standings as EMN's result says it: his id, his
// score (points, or a duplicate evening's percentage) and his place.
struct RankedScore {
  std::string id;
  double score = 0;
  int place = 0;
};

// The standings by points (evening_standings) as EMN's result.
std::vector<RankedScore> ranked_points(const std::vector<Standing>& standings, const std::vector<EmnPlayer>& players,
                                       const EveningPeople& people);

// The evening's games as an EMN match: players[p] is player p's id and name
// (people, then bots), records[g] the EGN record of game g, the evening's
// tables in round and table order; each substitute is a player too. The
// result is `ranked` (the standings the evening's page shows): the scores,
// and the winners (first place). An evening played in person (`recorded`
// false) has no records: no games, the result alone. Throws EventError when
// the counts do not fit.
EmnMatch evening_match(const Progressive& evening, const std::vector<EmnPlayer>& players,
                       std::vector<nlohmann::ordered_json> records, const EveningPeople& people,
                       const std::vector<RankedScore>& ranked, bool recorded = true);

// The extra file: {"fileType", "version", "emn", "format": "progressive",
// "evening": {"people", "rounds", "movement", "seed"}, "players": [id of
// player 0, ...], "rounds": [{"round", "tables": [{"table", "game",
// "seats", "points"}], "sitting_out"}], "standings": [{"place", "id",
// "points", "rounds_played", "rounds_won", "loners", "byes", "bye_points"}],
// "substitutes": [{"place", "id", "name", "from_round"}], "left": [id...]}
// (the last two when there are any). `standings`: evening_standings of the
// evening and `people`. Played in person (`recorded` false): "format"
// "in_person", and each table without a "game" has its result as entered
// ("points", "tricks", "loners").
nlohmann::ordered_json evening_extra_json(const Progressive& evening, const std::vector<EmnPlayer>& players,
                                          const std::string& emn_name, const EveningPeople& people,
                                          const std::vector<Standing>& standings, bool recorded = true);

// An evening read back from its extra file and its EMN match.
struct ImportedEvening {
  Progressive evening;
  EveningPeople people;
  std::vector<Standing> standings;  // evening_standings: by person
};

// Rebuilds the evening from its extra file and the EMN match read: each
// table's result from its game's record (in person: as the file gives it),
// who held the places from
// "substitutes" and "left", and the standings from those (which must be the
// file's "standings", person by person). Throws EventError naming the round
// and table (or standing) that does not fit the games.
ImportedEvening read_evening(const nlohmann::json& extra, const EmnResults& match);
// The same, the evening alone.
Progressive evening_from_emn(const nlohmann::json& extra, const EmnResults& match);

}  // namespace euchre::events
