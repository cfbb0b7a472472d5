// EMN (Euchre Match Notation), the EGN project's match format
// (docs/events.md, "EMN"): a match's players once, then each game's four
// seats by player id and its whole EGN record. Written as EMN 1.0 (schema:
// tests/data/emn/emn-schema-v1.json); read from 1.0 (a game's seats in
// "players") and 1.1 and 1.2 ("playersOverride"), each record through the
// EGN reader (egn.h). No files here: JSON values and text in and out.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "egn/egn.h"
#include "events/progressive.h"

namespace euchre::events {

// A player of the match: the id the games name, and the name shown.
struct EmnPlayer {
  std::string id;
  std::string name;
};

// One game: the ids at its seats (North, East, South, West; North-South
// partners) and its whole EGN record.
struct EmnGame {
  std::array<std::string, 4> players;
  nlohmann::ordered_json record;
};

struct EmnMatch {
  std::string title, description, date, match_id;  // each left out when empty
  std::string format;     // matchFormat.type, e.g. "PROGRESSIVE"; left out when empty
  int format_target = 0;  // matchFormat.target (a progressive evening's rounds); left out when 0
  std::vector<EmnPlayer> players;
  std::vector<EmnGame> games;  // a game's gameIndex is its place here
  // metadata.result, left out when both are empty: each player's score
  // (an evening's points, or a duplicate evening's percentage) and the
  // winners' ids. A whole number is written as one.
  std::vector<std::pair<std::string, double>> scores;
  std::vector<std::string> winners;
};

inline constexpr std::string_view kEmnFileType = "Euchre Match Notation";
inline constexpr std::string_view kEmnWriteVersion = "1.0";

// Limits on a match read (the EGN limits hold for each game's record).
inline constexpr std::size_t kMaxMatchBytes = std::size_t{32} << 20;  // 32 MiB of JSON text
inline constexpr std::size_t kMaxMatchValues = 4'000'000;
inline constexpr std::size_t kMaxMatchGames = 10'000;

// The match as EMN 1.0. Throws EventError when it cannot be said in EMN: an
// id given twice or empty, a game naming an id not among the players or one
// id at two seats, a record that is not an EGN object.
nlohmann::ordered_json emn_json(const EmnMatch& match);

// One game of a match read.
struct EmnGameResult {
  int index = 0;                      // its gameIndex
  std::array<std::string, 4> ids;     // North, East, South, West
  std::array<std::string, 4> names;   // the players' names (metadata.players)
  egn::Record record;                 // the record, replayed
  std::array<int, 2> score{};         // after the last deal recorded: North-South, East-West
  std::optional<int> winner;          // 0 North-South, 1 East-West; none if unfinished or tied
};

struct EmnResults {
  std::string version, title, date, format;
  std::vector<EmnPlayer> players;
  std::vector<EmnGameResult> games;  // in the file's order
  // What is odd but readable, one line each naming its place: an unknown
  // field, a 1.0 file naming seats as 1.1 does, the records' own warnings.
  std::vector<std::string> warnings;
  // The game whose gameIndex is `index`; nullptr if none.
  const EmnGameResult* game(int index) const;
};

// Reads an EMN match. Throws EventError naming the game and the field that
// is wrong (a record's own error prefixed with its game).
EmnResults read_emn(std::string_view text);

}  // namespace euchre::events
