// Reads of an evening for HTTP (its standings CSV, EMN, boards, a table's
// record, who may read them): answered on the asking thread with the
// evening's lock held, never on the hub's, so that no table or evening waits
// while an evening's files are built (issue 37). The hub's thread only finds
// the evening served here (evening_ref).
#include "room/hub.h"
#include "room/tokens.h"

namespace euchre::room {

namespace {

// The evening: the one served here, or one read back from its row (this
// request's alone); null when there is none. Throws store::StoreError.
std::shared_ptr<Event> evening_of(EventHost& host, store::Store& store, const EveningRef& ref) {
  if (ref.served) return ref.served;
  const auto row = store.event(ref.id);
  return row ? Event::restore(host, *row) : nullptr;
}

}  // namespace

EveningRef Hub::evening_ref(const std::string& id) const { return {id, find_event(id)}; }

std::optional<std::string> Hub::event_standings_csv(const EveningRef& ref, const std::string& key) {
  if (!evening_results_open_to(ref, key)) return std::nullopt;
  const auto event = evening_of(*this, store_, ref);
  if (!event) return std::nullopt;
  const auto held = event->hold();
  return event->standings_csv();
}

std::string Hub::downloaded_record(const EveningRef& ref, const std::string& record) {
  const auto event = evening_of(*this, store_, ref);
  if (!event) return record;
  const auto held = event->hold();
  return event->downloaded_record(record);
}

std::optional<json> Hub::event_boards(const EveningRef& ref, std::string& why) {
  const auto event = evening_of(*this, store_, ref);
  if (!event) {
    why = "no event " + ref.id;
    return std::nullopt;
  }
  const auto held = event->hold();
  return event->boards_file(why);
}

std::optional<std::string> Hub::event_emn(const EveningRef& ref, bool extra) {
  const auto event = evening_of(*this, store_, ref);
  if (!event) return std::nullopt;
  Event::EmnFiles files = [&] {
    const auto held = event->hold();
    return event->emn_files();
  }();
  return extra ? std::move(files.extra) : std::move(files.emn);
}

Hub::EveningFacts Hub::evening_facts(const EveningRef& ref) {
  if (ref.served) {
    const auto held = ref.served->hold();
    return {true, ref.served->settings().spectators, ref.served->organiser(), ref.served->settings().club};
  }
  const auto row = store_.event(ref.id);
  if (!row) return {};
  const json settings = json::parse(row->settings, nullptr, false);
  // Unreadable settings: nothing is shown.
  if (!settings.is_object()) return {};
  return {true, settings.value("spectators", false), row->organiser, settings.value("club", std::string())};
}

bool Hub::evening_results_open_to(const EveningRef& ref, const std::string& key) {
  const EveningFacts facts = evening_facts(ref);
  if (facts.club.empty()) return true;
  const auto read = read_club(facts.club);
  if (!read || !read->members_only()) return true;
  return same_key(key, club_key(*read)) || evening_open_to(ref, key);
}

bool Hub::evening_open_to(const EveningRef& ref, const std::string& key) {
  const EveningFacts facts = evening_facts(ref);
  if (!facts.found) return false;
  if (facts.spectators || same_key(key, evening_key(ref.id, facts.organiser))) return true;
  // A club's evening: its members' key opens it too (docs/clubs.md).
  if (key.empty() || facts.club.empty()) return false;
  const auto read = read_club(facts.club);
  return read && same_key(key, club_key(*read));
}

}  // namespace euchre::room
