// The hub's reads, which change nothing: the lobby's list, a person's
// history, the ratings and a person's page, and an evening's exports
// (standings CSV, boards, EMN, records) with who may see them.
#include <charconv>
#include <map>

#include "room/club_pages.h"
#include "room/hub.h"
#include "room/messages.h"
#include "room/request_fields.h"
#include "room/tokens.h"

namespace euchre::room {

using protocol::Error;
using protocol::ErrorCode;

void Hub::list(net::ConnectionId id, const json& m) {
  const auto offset = int_field(m, "offset");
  if (m.contains("offset") && (!offset || *offset < 0))
    return refuse(id, Error{ErrorCode::Malformed, "\"offset\" must be a whole number from 0"});
  outbox_.send(id, lobby_text(offset.value_or(0)));
}

const std::string& Hub::lobby_text(int offset) {
  return tables_.read([&](const TableRegistry::Map& tables) -> const std::string& {
    return lobby_.page_text(tables, executor_.now_ms(), offset);
  });
}

json Hub::lobby(int offset) {
  return tables_.read([&](const TableRegistry::Map& tables) { return lobby_.page(tables, executor_.now_ms(), offset); });
}

void Hub::history(net::ConnectionId id, store::PersonId person) {
  const std::vector<store::HistoryEntry> entries = store_.history(person, 100);
  std::map<std::string, std::string> invites;
  for (const store::HistoryEntry& e : entries)
    if (!invites.count(e.table))
      if (const auto row = store_.table(e.table)) invites[e.table] = row->invite;
  send_to(id, history_message(person, entries, invites));
}





const Hub::ResultsRead& Hub::results_read() {
  const std::int64_t now = executor_.now_ms();
  if (results_.read_ms >= 0 && now - results_.read_ms < kResultsFreshMs) return results_;
  ResultsRead fresh;
  fresh.evenings = closed_evenings_.read(*this, store_.closed_events());
  fresh.games = store_.rated_games();
  fresh.read_ms = now;
  results_ = std::move(fresh);
  return results_;
}

nlohmann::json Hub::ratings_json(const RatingsAsked& asked) {
  const ResultsRead& read = results_read();
  return ratings_page(read.evenings, read.games, [this](store::PersonId p) { return name_of(p); }, asked);
}

std::optional<json> Hub::person_json(store::PersonId person) {
  if (!store_.person(person)) return std::nullopt;
  json page = person_page(person, results_read().evenings, [this](store::PersonId p) { return name_of(p); });
  page["clubs"] = person_clubs(person);
  return page;
}

std::optional<std::string> Hub::person_page_id(store::PersonId person) {
  const auto row = store_.person(person);
  if (!row) return std::nullopt;
  return std::to_string(person) + "-" + keyed_id(row->token_hash, "page of person " + std::to_string(person));
}

std::optional<store::PersonId> Hub::person_by_page_id(const std::string& page) {
  const auto dash = page.find('-');
  if (dash == std::string::npos || dash == 0 || dash > 18) return std::nullopt;
  store::PersonId person = 0;
  const auto [end, ec] = std::from_chars(page.data(), page.data() + dash, person);
  if (ec != std::errc() || end != page.data() + dash || person <= 0) return std::nullopt;
  const auto expected = person_page_id(person);
  if (!expected || !same_key(page, *expected)) return std::nullopt;
  return person;
}




}  // namespace euchre::room
