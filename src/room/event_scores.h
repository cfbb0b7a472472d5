// The scores of an evening played in person (docs/events.md, "In person"):
// the server seats the tables, and one phone a table enters each round's
// score; someone of the other side confirms it, and from then on only the
// organiser can change it, every entry, confirmation and correction kept
// in a log everyone can read.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rules.h"
#include "store/store.h"

namespace euchre::room {

struct TableScore {
  std::array<int, 2> points{};  // North-South, East-West: the round's points
  std::array<int, 4> loners{};  // lone hands made, by seat
};

// Reads {"points": [ns, ew], "loners": [n, e, s, w]} (loners optional): the
// score, or what is wrong with it in words (points 0 to 999, loners 0 to 99).
std::optional<std::string> read_table_score(const nlohmann::json& message, TableScore& score);

// What makes the score impossible in a round of at most `deals` deals of
// these rules, in words, or nullopt: a side's points beyond what that many
// deals can give (one side scores a deal, at most the rules' biggest deal:
// a march alone 4, a blind loner or a French bid of five 5, a jambone 8, a
// jamboree 16), or more lone hands made than deals.
std::optional<std::string> impossible_score(const TableScore& score, const Rules& rules, int deals);

class ScoreSheet {
 public:
  struct Entry {
    TableScore score;
    store::PersonId by = 0;
    int side = -1;  // the side (0 North-South, 1 East-West) of whoever entered it; -1 the organiser
    bool confirmed = false;
  };
  struct LogLine {
    std::int64_t ms = 0;
    store::PersonId by = 0;
    int round = 0;  // from 1
    int table = 0;  // from 1
    std::string what;  // "entered", "confirmed", "corrected"
    TableScore score;
    std::string reason;  // a correction's
  };

  // This round's score of a table (from 0), entered from `side` (-1: the
  // organiser, whose entry stands at once). Refused once confirmed.
  std::optional<std::string> enter(int table, int side, store::PersonId by, const TableScore& score, int round,
                                   std::int64_t now_ms);
  // Someone of the other side than the entry's confirms it.
  std::optional<std::string> confirm(int table, int side, store::PersonId by, int round, std::int64_t now_ms);
  // The organiser's correction of this round's table: its entry is his, confirmed.
  void set_corrected(int table, store::PersonId by, const TableScore& score) {
    entries_[table] = {score, by, -1, true};
  }
  void log_correction(int table, store::PersonId by, const TableScore& score, int round, const std::string& reason,
                      std::int64_t now_ms);
  const std::map<int, Entry>& entries() const { return entries_; }
  // Whether the score that stands for a round's table (both from 1) is one
  // the other side confirmed, rather than the organiser's own entry or
  // correction (his stand unconfirmed).
  bool confirmed_last(int round, int table) const;
  // A new round: the entries go (the log stays).
  void next_round() { entries_.clear(); }

  nlohmann::json state_json() const;
  // Throws std::runtime_error naming what does not read.
  static ScoreSheet from_json(const nlohmann::json& state);
  // The log as every event message shows it, names by `name`.
  nlohmann::json log_json(const std::function<std::string(store::PersonId)>& name) const;

 private:
  std::map<int, Entry> entries_;  // this round's, by table index
  std::vector<LogLine> log_;
};

}  // namespace euchre::room
