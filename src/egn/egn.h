// EGN (Euchre Game Notation) records: import and export.
//
// EGN is a PGN-like JSON format (schema: shared/egn/egn-schema-v1.json,
// version 1.4). The reader parses a record, replays every deal through the
// rules engine and rejects anything malformed or illegal with an error that
// names the deal, the action and the rule broken. The writer emits strict
// EGN 1.4; options EGN has no field for go into one documented extension
// object (docs/egn.md), present only when needed.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/rules.h"

namespace euchre::egn {

struct Metadata {
  std::vector<std::string> players;  // seat 0 first, clockwise
  std::string title;
  std::string description;
  std::string date;  // "YYYY-MM-DD HH:MM" or ISO 8601
  std::string game_id;
};

// A malformed or illegal record. what() names the deal, the action and the rule.
class EgnError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Record {
  Rules rules;
  Metadata metadata;
  std::unique_ptr<Game> game;  // the replayed game (possibly unfinished, mid-deal)
};

// Serialises a game (finished or not, possibly stopped mid-deal) as EGN text.
std::string write(const Game& game, const Metadata& metadata);
// Parses and replays a record; throws EgnError on any malformed or illegal content.
Record read(std::string_view text);

}  // namespace euchre::egn
