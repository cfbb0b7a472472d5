// An evening's settings: event_create's fields read and checked (every
// round and table name they can reach included), written back, and the
// settings of a round's table made from them.
#include <set>

#include "events/board_deals.h"
#include "room/event.h"
#include "room/names.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

namespace {

constexpr int kMaxRounds = 30;
constexpr int kMaxDeals = 30;
constexpr int kMaxGames = 9;
constexpr std::int64_t kLatestStartMs = 4'102'444'800'000;  // 2100-01-01
constexpr int kMinMinutes = 5;
constexpr int kMaxMinutes = 180;
const std::set<std::string> kEventFields = {"v", "type", "name", "preset", "options", "rounds", "deals", "minutes",
                                            "check_in_minutes", "movement", "bots", "pace", "format", "in_person", "games", "spectators", "starts_ms",
                                            "clock", "break_minutes", "late_arrivals", "club", "capacity"};

// The longest break between rounds (decided here: half an hour, a club's supper).
constexpr int kMaxBreakMinutes = 30;

[[noreturn]] void refuse_setting(const std::string& what) { throw SettingsError(what); }

int whole(const json& m, const char* field, int fallback, int low, int high) {
  const auto it = m.find(field);
  if (it == m.end() || it->is_null()) return fallback;
  if (!it->is_number_integer() || it->get<long long>() < low || it->get<long long>() > high)
    refuse_setting(std::string("\"") + field + "\" must be a whole number from " + std::to_string(low) + " to " +
        std::to_string(high));
  return it->get<int>();
}

std::string text(const json& m, const char* field, const std::string& fallback) {
  const auto it = m.find(field);
  if (it == m.end() || it->is_null()) return fallback;
  if (!it->is_string()) refuse_setting(std::string("\"") + field + "\" must be a string");
  return it->get<std::string>();
}

}  // namespace

std::string table_name(const EventSettings& s, int round, int table) {
  return s.name + ": round " + std::to_string(round) + ", table " + std::to_string(table) +
         (s.minutes ? " (" + std::to_string(s.minutes) + " minutes)" : "") +
         (s.games ? " (best of " + std::to_string(s.games) + ")" : "");
}

std::string longest_table_name(const EventSettings& s) {
  return table_name(s, s.rounds, (kMaxPeople + 3) / 4);
}

TableSettings round_table_settings(const EventSettings& s, const std::string& event, int round, int table,
                                   const std::array<std::optional<store::PersonId>, 4>& people) {
  json options = s.options;
  if (s.games) {
    options["series"] = "first_to:" + std::to_string((s.games + 1) / 2);
  } else {
    options["target"] = 0;
    options["num_deals"] = s.deals;
  }
  json bots = json::array();
  for (const auto& person : people) bots.push_back(person ? json(nullptr) : json(s.bots));
  // The server's own name for the table, from the evening's (checked with
  // every table it can reach when it was given): not cut, which could split
  // a character, and not held to the rule of a name a person gives.
  TableSettings t = settings_from_create(
      {{"preset", s.preset}, {"options", options}, {"bots", bots}, {"private", true},
       {"pace", s.pace}, {"clock", s.clock}},
      table_name(s, round, table));
  t.event = event;
  return t;
}

std::string status_name(Event::Status status) {
  switch (status) {
    case Event::Status::Registering: return "registering";
    case Event::Status::CheckingIn: return "checking_in";
    case Event::Status::Running: return "running";
    case Event::Status::Over: return "over";
  }
  return "?";
}

EventSettings event_settings_from(const json& m, const std::string& default_name) {
  for (const auto& [field, value] : m.items())
    if (!kEventFields.count(field)) refuse_setting("unknown field \"" + field + "\" in event_create");
  EventSettings s;
  s.name = text(m, "name", default_name);
  if (m.contains("name") && !m["name"].is_null())
    if (auto problem = name_problem(s.name, kMaxPlaceNameChars)) refuse_setting(*problem);
  s.preset = text(m, "preset", s.preset);
  if (const auto it = m.find("options"); it != m.end() && !it->is_null()) {
    if (!it->is_object()) refuse_setting("\"options\" must be an object");
    s.options = *it;
  }
  // Best of N games a round (docs/events.md, "Best of N"): each table plays
  // a series, first to (N+1)/2 games, to the rule set's target.
  s.games = whole(m, "games", 0, 0, kMaxGames);
  if (s.games != 0 && s.games % 2 == 0)
    refuse_setting("\"games\" must be odd (best of 1, 3, 5 ... " + std::to_string(kMaxGames) + "), so a round has a winner, or 0");
  if (s.games == 0 && (s.options.contains("target") || s.options.contains("num_deals")))
    refuse_setting("an event's rounds are a number of deals (\"deals\"), not a target: leave out target and num_deals "
                   "(or play best of N games a round, \"games\", to the target)");
  if (s.games != 0 && (s.options.contains("series") || s.options.contains("num_deals")))
    refuse_setting("a round of best of " + std::to_string(s.games) + " games sets the series itself: leave out series and num_deals");
  const auto given = [&m](const char* field) { return m.contains(field) && !m[field].is_null(); };
  if (s.games != 0 && (given("deals") || given("minutes")))
    refuse_setting("a round is best of N games, a number of deals or a clock: give one of \"games\", \"deals\", \"minutes\"");
  s.rounds = whole(m, "rounds", s.rounds, 1, kMaxRounds);
  s.minutes = whole(m, "minutes", 0, 0, kMaxMinutes);
  if (s.minutes != 0 && s.minutes < kMinMinutes)
    refuse_setting("\"minutes\" must be 0 (rounds of a number of deals) or from " + std::to_string(kMinMinutes) + " to " +
                   std::to_string(kMaxMinutes));
  s.check_in_minutes = whole(m, "check_in_minutes", s.check_in_minutes, 0, 60);
  // A timed round plays until its time is up; "deals" is then only a cap
  // (decided here: 30 unless given, more than any club plays in a round).
  s.deals = whole(m, "deals", s.minutes ? kMaxDeals : s.deals, 1, kMaxDeals);
  try {
    s.movement = events::movement_of(text(m, "movement", "fixed"));
  } catch (const std::invalid_argument& e) {
    refuse_setting(e.what());
  }
  s.bots = text(m, "bots", s.bots);
  s.pace = text(m, "pace", s.pace);
  if (const auto it = m.find("clock"); it != m.end() && !it->is_null()) {
    if (!it->is_number_integer() || (it->get<std::int64_t>() != 0 && (it->get<std::int64_t>() < kMinClockSeconds ||
                                                                      it->get<std::int64_t>() > kMaxClockSeconds)))
      refuse_setting("\"clock\" must be 0 (no turn clock) or " + std::to_string(kMinClockSeconds) + " to " +
                     std::to_string(kMaxClockSeconds) + " seconds a turn");
    s.clock = static_cast<int>(it->get<std::int64_t>());
  }
  s.break_minutes = whole(m, "break_minutes", 0, 0, kMaxBreakMinutes);
  s.late_arrivals = text(m, "late_arrivals", s.late_arrivals);
  if (s.late_arrivals != "organiser" && s.late_arrivals != "seat")
    refuse_setting("\"late_arrivals\" must be \"organiser\" (he gives a latecomer a place) or \"seat\" (a bot's place "
                   "free from the next round, at once), not \"" + s.late_arrivals.substr(0, 40) + "\"");
  // The tables' own checks: the rules first, then the bot and the pace.
  const TableSettings rules_only = settings_from_create({{"preset", s.preset}, {"options", s.options}}, s.name);
  if (rules_only.rules.mode != Mode::Partnership || rules_only.rules.seats() != 4)
    refuse_setting("an event needs a four-handed game in partnerships; preset \"" + s.preset + "\" is not one");
  s.format = text(m, "format", s.format);
  if (s.format != "progressive" && s.format != "duplicate")
    refuse_setting("\"format\" must be \"progressive\" or \"duplicate\", not \"" + s.format.substr(0, 40) + "\"");
  if (s.duplicate())
    if (const auto problem = events::duplicate_rules_problem(rules_only.rules)) refuse_setting(*problem);
  if (const auto it = m.find("in_person"); it != m.end() && !it->is_null()) {
    if (!it->is_boolean()) refuse_setting("\"in_person\" must be true or false");
    s.in_person = it->get<bool>();
  }
  if (s.in_person && s.duplicate())
    refuse_setting("a duplicate evening's boards are dealt by the server's tables: it cannot be played in person");
  // When the evening is announced for (Unix ms; 0: not said). Only shown:
  // the organiser starts it (decided here: people come late to clubs too).
  if (const auto it = m.find("starts_ms"); it != m.end() && !it->is_null()) {
    if (!it->is_number_integer() || it->get<std::int64_t>() < 0 || it->get<std::int64_t>() > kLatestStartMs)
      refuse_setting("\"starts_ms\" must be a time in Unix milliseconds (before the year 2100), or 0");
    s.starts_ms = it->get<std::int64_t>();
  }
  if (const auto it = m.find("spectators"); it != m.end() && !it->is_null()) {
    if (!it->is_boolean()) refuse_setting("\"spectators\" must be true or false");
    s.spectators = it->get<bool>();
  }
  s.club = text(m, "club", "");
  s.capacity = whole(m, "capacity", 0, 0, kMaxPeople);
  if (s.capacity == 1) refuse_setting("\"capacity\" must be 0 (no limit) or 2 to " + std::to_string(kMaxPeople));
  if (s.games && s.duplicate()) refuse_setting("a duplicate round is a number of boards (\"deals\"), not best of N games");
  if (s.games && s.in_person)
    refuse_setting("in person a table enters its round's points: play rounds of a number of deals, not best of N games");
  (void)round_table_settings(s, "", 1, 1, {});
  // Every table name the evening can reach, checked now rather than when
  // its last round opens (issue 37: a round's name over a limit once
  // stopped an evening at round 10, and the server at its restore).
  if (m.contains("name") && !m["name"].is_null()) {
    const std::string longest = longest_table_name(s);
    if (name_problem(longest, kMaxDerivedNameChars))
      refuse_setting("\"name\" is too long for its tables' names: \"" + longest + "\" is over the " +
                     std::to_string(kMaxDerivedNameChars) + " characters a table's name may have");
  }
  return s;
}

json event_settings_json(const EventSettings& s) {
  json out = {{"name", s.name}, {"preset", s.preset}, {"options", s.options}, {"rounds", s.rounds}, {"deals", s.deals},
          {"minutes", s.minutes}, {"check_in_minutes", s.check_in_minutes},
          {"movement", events::movement_name(s.movement)}, {"bots", s.bots}, {"pace", s.pace}, {"format", s.format},
          {"in_person", s.in_person}, {"games", s.games}, {"spectators", s.spectators}, {"starts_ms", s.starts_ms},
          {"clock", s.clock}, {"break_minutes", s.break_minutes}, {"late_arrivals", s.late_arrivals}};
  if (!s.club.empty()) out["club"] = s.club;
  if (s.capacity) out["capacity"] = s.capacity;
  return out;
}

}  // namespace euchre::room
