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

// An evening served here is read with its lock held (its own thread may be
// changing it); one read back from the store is this request's alone.
std::optional<std::string> Hub::event_standings_csv(const std::string& id, const std::string& key) {
  if (!evening_results_open_to(id, key)) return std::nullopt;
  if (const auto event = find_event(id)) {
    const auto held = event->hold();
    return event->standings_csv();
  }
  const auto row = store_.event(id);  // StoreError: the caller answers 503
  if (!row) return std::nullopt;
  return Event::restore(*this, *row)->standings_csv();
}

std::string Hub::downloaded_record(const std::string& event_id, const std::string& record) {
  if (const auto event = find_event(event_id)) {
    const auto held = event->hold();
    return event->downloaded_record(record);
  }
  const auto row = store_.event(event_id);  // StoreError: the caller answers 503
  if (!row) return record;
  return Event::restore(*this, *row)->downloaded_record(record);
}

std::optional<json> Hub::event_boards(const std::string& id, std::string& why) {
  std::shared_ptr<Event> event = find_event(id);
  if (!event) {
    const auto row = store_.event(id);  // StoreError: the caller answers 503
    if (!row) {
      why = "no event " + id;
      return std::nullopt;
    }
    event = Event::restore(*this, *row);
  }
  const auto held = event->hold();
  return event->boards_file(why);
}

std::optional<std::string> Hub::event_emn(const std::string& id, bool extra) {
  std::shared_ptr<Event> event = find_event(id);
  if (!event) {
    const auto row = store_.event(id);  // StoreError: the caller answers 503
    if (!row) return std::nullopt;
    event = Event::restore(*this, *row);
  }
  Event::EmnFiles files = [&] {
    const auto held = event->hold();
    return event->emn_files();
  }();
  return extra ? std::move(files.extra) : std::move(files.emn);
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

std::string Hub::club_of_evening(const std::string& id) {
  if (const auto event = find_event(id)) {
    const auto held = event->hold();
    return event->settings().club;
  }
  if (const auto row = store_.event(id))  // StoreError: the caller answers 503
    return json::parse(row->settings, nullptr, false).value("club", std::string());
  return "";
}

bool Hub::evening_results_open_to(const std::string& id, const std::string& key) {
  const std::string club = club_of_evening(id);
  if (club.empty()) return true;
  const auto read = read_club(club);
  if (!read || !read->members_only()) return true;
  return same_key(key, club_key(*read)) || evening_open_to(id, key);
}

bool Hub::evening_open_to(const std::string& id, const std::string& key) {
  bool spectators = false;
  store::PersonId organiser = 0;
  if (const auto event = find_event(id)) {  // settings and organiser: fixed once it is made
    spectators = event->settings().spectators;
    organiser = event->organiser();
  } else {
    const auto row = store_.event(id);  // StoreError: the caller answers 503
    if (!row) return false;
    organiser = row->organiser;
    try {
      spectators = json::parse(row->settings).value("spectators", false);
    } catch (const json::exception&) {
      return false;  // unreadable settings: nothing is shown
    }
  }
  if (spectators || same_key(key, evening_key(id, organiser))) return true;
  // A club's evening: its members' key opens it too (docs/clubs.md).
  if (key.empty()) return false;
  const std::string club = club_of_evening(id);
  if (club.empty()) return false;
  const auto read = read_club(club);
  return read && same_key(key, club_key(*read));
}

}  // namespace euchre::room
