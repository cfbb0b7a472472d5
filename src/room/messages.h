// The server's own messages (docs/protocol.md, "The server's messages"):
// the lobby, a table's seats, a deal's end, a game's end, hints, history.
// The table's "state" and "error" are src/protocol's.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.h"
#include "core/view.h"
#include "fair/fair_deal.h"
#include "store/store.h"

namespace euchre::room {

class Table;
struct SeatState;

using json = nlohmann::json;

// `page`: the id of the person's own page (GET /api/people/PAGE), when known.
json welcome_message(store::PersonId person, const std::string& name, const std::string& token, const std::string& page = "");
// One table in the lobby: id, name, rules in words, seats (name, bot, open, away), status.
json table_summary(const Table& table, const std::array<std::string, 4>& names, const std::string& rules_words);
json tables_message(const std::vector<json>& summaries);
// After a hello, once every seat's picture is sent: the tables (ids) where
// the person holds a seat on this server.
json seats_back_message(const std::vector<std::string>& tables);
json created_message(const std::string& table, const std::string& invite);
// A table's seats and status, sent on every change of them.
json table_info_message(const Table& table, const std::array<std::string, 4>& names, const std::set<int>& rematch_votes,
                        bool shuffling, std::int64_t now_ms);
// The deal that just ended: its hands as dealt (now revealed), trump, makers,
// tricks and points (egn::summarize's terms).
json deal_over_message(const std::string& table, const Game& game);
// The game's end: winner, score, the record's address, every deal's secret.
json game_over_message(const std::string& table, store::GameId game_id, const Game& game,
                       const std::vector<fair::FairDeal>& deals, const std::string& invite);
// What the store keeps of a finished game for the history: per seat who sat
// there, the side's points, and whether it won; loners and euchres.
json game_result(const Game& game, const std::array<std::string, 4>& names, const std::array<SeatState, 4>& seats);
// The expert's ranked actions from the view (learn::rank_actions); slow: run on the workers.
json hint_message(const std::string& table, std::int64_t seq, const SeatView& view);
// A person's finished games and totals, from the results the store keeps.
// `invites`: a private table's invite code by table id (its records need it).
json history_message(store::PersonId person, const std::vector<store::HistoryEntry>& entries,
                     const std::map<std::string, std::string>& invites);
// Where a finished game's record downloads: a private table's needs its
// invite code (GET /api/games/ID.egn?invite=CODE), so that the record of a
// private game is as private as the table.
std::string record_path(store::GameId game, const std::string& invite);
// "YYYY-MM-DD HH:MM" in UTC (EGN's date).
std::string utc_date(std::int64_t unix_ms);

}  // namespace euchre::room
