#include "room/messages.h"

#include <ctime>

#include "core/notation.h"
#include "core/seats.h"
#include "egn/egn.h"
#include "egn/summary_json.h"
#include "fair/hex.h"
#include "learn/hint.h"
#include "protocol/message.h"
#include "room/table.h"

namespace euchre::room {
namespace {

json base(const char* type) { return {{"v", protocol::kVersion}, {"type", type}}; }

json opt(const std::optional<int>& v) { return v ? json(*v) : json(nullptr); }

json cards_json(CardSet set) {
  json out = json::array();
  for (Card c : set) out.push_back(card_text(c));
  return out;
}

json seats_json(const Table& table, const std::array<std::string, 4>& names) {
  json seats = json::array();
  for (int s = 0; s < table.seats(); ++s) {
    const SeatState& st = table.seat(s);
    seats.push_back({{"seat", s},
                     {"name", names[static_cast<std::size_t>(s)]},
                     {"person", st.person ? json(*st.person) : json(nullptr)},
                     {"bot", st.person ? st.stand_in : !st.bot.empty()},
                     {"level", table.level_of(s).empty() ? json(nullptr) : json(table.level_of(s))},
                     {"open", !st.person},
                     {"away", st.person && st.away},
                     {"claimed_by", table.claims().count(s) ? json(table.claims().at(s)) : json(nullptr)},
                     {"stand_in_at_ms", st.person && st.away && !st.stand_in ? json(st.stand_in_at_ms) : json(nullptr)}});
  }
  return seats;
}

const char* status_of(const Table& table, bool shuffling) {
  const Game* game = table.game();
  if (!game) return "waiting";
  if (game->over()) return "over";
  return shuffling ? "shuffling" : "playing";
}

}  // namespace

json welcome_message(store::PersonId person, const std::string& name, const std::string& token, const std::string& page) {
  json m = base("welcome");
  m["person"] = person;
  m["name"] = name;
  if (!page.empty()) m["page"] = page;
  if (!token.empty()) m["token"] = token;
  return m;
}

json table_summary(const Table& table, const std::array<std::string, 4>& names, const std::string& rules_words) {
  const TableSettings& s = table.settings();
  return {{"table", table.id()},  {"name", s.name},     {"rules", rules_words},
          {"preset", s.preset},   {"seats", seats_json(table, names)},
          {"status", status_of(table, false)}, {"clock", s.clock_seconds}, {"hints", s.hints}};
}

json tables_message(const std::vector<json>& summaries) {
  json m = base("tables");
  m["tables"] = summaries;
  return m;
}

json seats_back_message(const std::vector<std::string>& tables) {
  json m = base("seats_back");
  m["tables"] = tables;
  return m;
}

json created_message(const std::string& table, const std::string& invite) {
  json m = base("created");
  m["table"] = table;
  m["invite"] = invite.empty() ? json(nullptr) : json(invite);
  return m;
}

json table_info_message(const Table& table, const std::array<std::string, 4>& names, const std::set<int>& votes,
                        bool shuffling, std::int64_t now_ms) {
  const TableSettings& s = table.settings();
  json m = base("table");
  m["table"] = table.id();
  m["name"] = s.name;
  m["preset"] = s.preset;
  m["options"] = s.options;
  m["rules"] = rules_words(s);  // as the lobby says it: a seat picker reached by an invite has no lobby entry
  m["seats"] = seats_json(table, names);
  m["status"] = status_of(table, shuffling);
  m["game"] = table.game_id() ? json(*table.game_id()) : json(nullptr);
  m["clock"] = s.clock_seconds;
  m["grace"] = s.grace_seconds;
  m["hints"] = s.hints;
  m["private"] = s.is_private;
  m["pace"] = s.pace;
  m["event"] = s.event.empty() ? json(nullptr) : json(s.event);
  m["rematch"] = votes;
  m["now_ms"] = now_ms;
  m["result"] = table.result();
  return m;
}

json deal_over_message(const std::string& table, const Game& game) {
  const DealRecord& record = game.records().back();
  json m = base("deal_over");
  m["table"] = table;
  // The deal's result in `euchre replay --json`'s words.
  const nlohmann::ordered_json summary = egn::summary_json(egn::summarize(game).back());
  for (auto it = summary.begin(); it != summary.end(); ++it)
    if (it.key() != "finished") m[it.key()] = *it;
  // A thrown-in deal's hands are not shown (docs/rules.md, redeal_hand:
  // nothing was played, and the thrower's hand would show it qualified).
  const bool shown = record.final_state.end != DealEnd::Redeal;
  json hands = json::array();
  for (int s = 0; s < game.compiled().seats; ++s)
    hands.push_back(shown ? cards_json(record.hands[static_cast<std::size_t>(s)]) : json::array());
  m["hands"] = hands;
  m["hands_shown"] = shown;
  m["up_card"] = record.up_card == kNoCard ? json(nullptr) : json(card_text(record.up_card));
  return m;
}

json game_over_message(const std::string& table, store::GameId game_id, const Game& game,
                       const std::vector<fair::FairDeal>& deals, const std::string& invite) {
  json m = base("game_over");
  m["table"] = table;
  m["game"] = game_id;
  m["winner"] = opt(game.winner());
  json score = json::array();
  for (int i = 0; i < game.rules().scorers(); ++i) score.push_back(game.score()[static_cast<std::size_t>(i)]);
  m["score"] = score;
  m["record"] = record_path(game_id, invite);
  json secrets = json::array();
  for (const auto& d : deals) secrets.push_back(d.secret ? json(fair::to_hex(*d.secret)) : json(nullptr));
  m["secrets"] = secrets;
  return m;
}

json game_result(const Game& game, const std::array<std::string, 4>& names, const std::array<SeatState, 4>& seats) {
  const Mode mode = game.rules().mode;
  const int n = game.compiled().seats;
  std::vector<int> loners(static_cast<std::size_t>(n)), euchres(static_cast<std::size_t>(n));
  for (const egn::DealSummary& d : egn::summarize(game)) {
    if (!d.maker) continue;
    if (d.alone) ++loners[static_cast<std::size_t>(*d.alone)];
    // Euchred as the core says it (core/outcome.h): every defender counts one.
    if (d.outcome.euchred())
      for (int s = 0; s < n; ++s)
        if (!has_seat(d.outcome.makers, s)) ++euchres[static_cast<std::size_t>(s)];
  }
  json per_seat = json::array();
  for (int s = 0; s < n; ++s) {
    const int scorer = scorer_of(mode, s);
    const SeatState& st = seats[static_cast<std::size_t>(s)];
    per_seat.push_back({{"seat", s},
                        {"name", names[static_cast<std::size_t>(s)]},
                        {"person", st.person ? json(*st.person) : json(nullptr)},
                        {"points", game.score()[static_cast<std::size_t>(scorer)]},
                        {"won", game.winner() == scorer},
                        {"loners", loners[static_cast<std::size_t>(s)]},
                        {"euchres", euchres[static_cast<std::size_t>(s)]}});
  }
  return {{"winner", opt(game.winner())}, {"deals", game.deals_played()}, {"seats", per_seat}};
}

json hint_message(const std::string& table, std::int64_t seq, const SeatView& view) {
  json m = base("hint");
  m["table"] = table;
  m["turn"] = seq;
  json actions = json::array();
  for (const learn::Hint& h : learn::rank_actions(view, 2, static_cast<std::uint64_t>(seq) + 1)) {
    actions.push_back({{"action", action_text(h.action)},
                       {"name", h.name},
                       {"expected_points", h.expected_points ? json(*h.expected_points) : json(nullptr)},
                       {"win_chance", h.win_chance ? json(*h.win_chance) : json(nullptr)},
                       {"reason", h.reason}});
  }
  m["actions"] = actions;
  return m;
}

std::string record_path(store::GameId game, const std::string& invite) {
  return "/api/games/" + std::to_string(game) + ".egn" + (invite.empty() ? "" : "?invite=" + invite);
}

json history_message(store::PersonId person, const std::vector<store::HistoryEntry>& entries,
                     const std::map<std::string, std::string>& invites) {
  json games = json::array();
  int played = 0, wins = 0, points = 0, loners = 0, euchres = 0;
  for (const store::HistoryEntry& e : entries) {
    const json result = json::parse(e.result, nullptr, false);
    if (result.is_discarded() || !result.contains("seats")) continue;
    for (const json& seat : result["seats"]) {
      if (seat.value("seat", -1) != e.seat) continue;
      ++played;
      wins += seat.value("won", false) ? 1 : 0;
      points += seat.value("points", 0);
      loners += seat.value("loners", 0);
      euchres += seat.value("euchres", 0);
      games.push_back({{"game", e.game}, {"table", e.table}, {"seat", e.seat}, {"started_ms", e.started_ms},
                       {"won", seat.value("won", false)}, {"points", seat.value("points", 0)},
                       {"record", record_path(e.game, invites.count(e.table) ? invites.at(e.table) : "")}});
    }
  }
  json m = base("history");
  m["person"] = person;
  m["totals"] = {{"games", played}, {"wins", wins}, {"points", points}, {"loners", loners}, {"euchres", euchres}};
  m["games"] = games;
  return m;
}

std::string utc_date(std::int64_t unix_ms) {
  const std::time_t t = static_cast<std::time_t>(unix_ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
  return buf;
}

}  // namespace euchre::room
