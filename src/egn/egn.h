// EGN (Euchre Game Notation) records: import and export.
//
// EGN is a PGN-like JSON format (schema: tests/data/egn-schema-v1.json,
// version 1.4). The reader parses a record, replays every deal through the
// rules engine and rejects anything malformed or illegal with an error that
// names the deal, the action and the rule broken. The writer emits strict
// EGN 1.4; options EGN has no field for go into one documented extension
// object (docs/egn.md), present only when needed.
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/outcome.h"
#include "core/rules.h"
#include "fair/fair_deal.h"

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

// Limits on what a record may hold (docs/egn.md, "Limits"): input beyond
// them is refused before it can take the machine's memory.
inline constexpr std::size_t kMaxRecordBytes = std::size_t{8} << 20;  // 8 MiB of JSON text
inline constexpr std::size_t kMaxJsonValues = 1'000'000;  // objects, arrays, strings, numbers, ...
inline constexpr int kMaxJsonDepth = 64;                  // nesting of objects and arrays
inline constexpr std::size_t kMaxDeals = 2'000;           // deals in one record

struct ReadOptions {
  // Every warning (an unknown field, a deal played after the game was won)
  // is an error instead: read() throws EgnError naming it.
  bool strict = false;
};

struct Record {
  Rules rules;
  Metadata metadata;
  std::unique_ptr<Game> game;  // the replayed game (possibly unfinished, mid-deal)
  // Deals recorded after the game was over (tournaments sometimes play on):
  // Game ends at the win, so each such deal is replayed through a Game of
  // its own that starts from the score before it (see warnings).
  std::vector<std::unique_ptr<Game>> played_on;
  // Per deal of the record (game's deals, then played_on's), per seat: the
  // cards the record did not give ("Xx" in playerCards, or an absent hand
  // not fully seen in the play) that the reader filled in with unseen cards
  // (docs/egn.md, partial records). All empty: every hand of that deal is known.
  std::vector<std::array<CardSet, 4>> guessed;
  // Per deal: the seat whose discard the record did not give ("Xx" or no
  // discard field) and the reader chose; kNobody when it was recorded.
  std::vector<int> guessed_discard;
  // Per deal: the fair-shuffle data (x-euchre, docs/fair-shuffle.md), as
  // written; nullopt when the deal has none. `euchre verify` checks it.
  std::vector<std::optional<fair::FairDeal>> fair;
  // What is odd but readable, one line each, naming the place: an unknown
  // field, a deal played after the game was won (docs/egn.md).
  std::vector<std::string> warnings;

  bool hand_known(std::size_t deal, int seat) const {
    if (deal >= guessed.size()) return true;
    return guessed[deal][static_cast<std::size_t>(seat)].empty() && guessed_discard[deal] != seat;
  }
  bool all_hands_known(std::size_t deal) const {
    for (int p = 0; p < 4; ++p)
      if (!hand_known(deal, p)) return false;
    return true;
  }
  // Every game of the record in order: game, then played_on.
  std::vector<const Game*> games() const;
  // The game holding the record's last deal (where hint and solve look).
  const Game& last_game() const { return played_on.empty() ? *game : *played_on.back(); }
  std::size_t deal_count() const { return guessed.size(); }
};

// Notes on one deal's actions, keyed by the action's index in DealRecord::moves;
// written as EGN callAnnotations / playAnnotations (docs/egn.md).
using MoveNotes = std::map<std::size_t, std::vector<std::string>>;

struct WriteOptions {
  std::vector<MoveNotes> notes;                  // by deal (as game.records()); may be shorter
  std::vector<std::array<CardSet, 4>> unknown;   // by deal: cards written as "Xx" in playerCards
  std::vector<bool> unknown_discard;             // by deal: the discard written as "Xx"
  // By deal: the fair-shuffle data written to x-euchre (docs/fair-shuffle.md);
  // each entry's `deal` must be that deal's number.
  std::vector<std::optional<fair::FairDeal>> fair;
};

// The name and version of our extension object (docs/egn.md): a top-level
// member holding what EGN 1.4 cannot express. Present only when needed; a
// file that has it no longer validates against the strict EGN schema.
inline constexpr std::string_view kExtensionKey = "x-euchre";
inline constexpr int kExtensionVersion = 1;

// Serialises a game (finished or not, possibly stopped mid-deal) as EGN text.
std::string write(const Game& game, const Metadata& metadata);
std::string write(const Game& game, const Metadata& metadata, const WriteOptions& options);
// Parses and replays a record; throws EgnError on any malformed or illegal
// content (and, with options.strict, on anything Record::warnings would hold).
Record read(std::string_view text, const ReadOptions& options = {});

// A record file that cannot be read at all (missing, a directory,
// unreadable): a usage error, not an invalid record.
class FileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
// The text of a record file. Throws FileError when it cannot be read, and
// EgnError when it is larger than kMaxRecordBytes (checked before reading it).
std::string read_record_file(const std::string& path);

// True when EGN's ruleset object expresses every option of these rules, so a
// record of them needs no extension for its rules (its deals may still need
// one, e.g. for a claim or a throw-in).
bool rules_fit_egn(const Rules& rules);

// One deal of a game in the terms of `euchre replay --json`.
struct DealSummary {
  int number = 0;
  int dealer = 0;
  bool finished = false;
  std::optional<int> trump;  // suit 0..3 or kNoTrump (4); none on a misdeal/throw-in
  std::optional<int> maker, alone, defender_alone;
  std::optional<int> bid;   // French euchre (bidding=auction): the makers' bid of tricks
  bool jambone = false;           // the lone hand was a jambone (K ch. 5)
  std::optional<int> jamboree;    // who showed a jamboree (16 without play)
  std::vector<int> tricks;  // per team, or per player (two-handed, three-handed, call-ace)
  std::vector<int> points;  // this deal's score change, same indexing
  std::vector<int> score;   // the running score after this deal
  // In a series (laps and slams): every game won with this deal, in order.
  // One deal can win several: a lap that reaches the target wins the next
  // game too (K ch. 5, "no point is lost"; a jamboree's 16 in a game to 5).
  std::vector<SeriesGame> games_won;
  // The last of them: the side, whether it was a slam, the points carried
  // into the next game (the next deal's running score starts there).
  std::optional<int> game_won_by;
  bool slam = false;
  int carried = 0;
  // Made, a march, euchred...: the core's word for the finished deal
  // (core/outcome.h), never worked out again from the tricks.
  DealOutcome outcome;
};
std::vector<DealSummary> summarize(const Game& game);
// Every deal of a record, played_on included; `number` counts from 0 over all.
std::vector<DealSummary> summarize(const Record& record);

}  // namespace euchre::egn
