#include "room/event.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include "events/board_deals.h"
#include "events/csv_cell.h"
#include <random>

#include "events/emn_evening.h"
#include "events/from_game.h"
#include "events/progressive_json.h"
#include "egn/egn.h"
#include "protocol/message.h"
#include "room/names.h"
#include "room/table.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

namespace {

constexpr int kMaxPeople = 400;
// Partner asks a person may change in a minute (Event::choose_partner).
constexpr int kPartnerChangesAMinute = 10;
// People an organiser adds by name to one evening (event_add), counting
// those dropped again: each is a new person in the store, so the count is
// bounded whatever is added and dropped (issue 37; docs/events.md, "In
// person"). Decided here: 100, twenty-five tables of people without a phone.
constexpr std::size_t kMaxGuests = 100;
constexpr int kMaxRounds = 30;
constexpr int kMaxDeals = 30;
constexpr int kMaxGames = 9;
constexpr std::int64_t kLatestStartMs = 4'102'444'800'000;  // 2100-01-01
constexpr int kMinMinutes = 5;
constexpr int kTableDoneBroadcastMs = 1000;
constexpr int kMaxMinutes = 180;
// An event's tables have a turn clock: a person who leaves the table's
// screen (or the evening) does not hold the room up; after 60 s the
// stand-in bot plays the turn (decided here: clubs complain of slow play).
constexpr int kTurnClockSeconds = 60;
const std::set<std::string> kEventFields = {"v", "type", "name", "preset", "options", "rounds", "deals", "minutes",
                                            "check_in_minutes", "movement", "bots", "pace", "format", "in_person", "games", "spectators", "starts_ms"};

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

std::uint64_t event_seed() {
  std::random_device device;
  return (std::uint64_t{device()} << 32) ^ device();
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

namespace {

// What a round's table is made of: the event's rules for a fixed number of
// deals, private (only its people reach it), the event's bots and pace.
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
       {"pace", s.pace}, {"clock", kTurnClockSeconds}},
      table_name(s, round, table));
  t.event = event;
  return t;
}

// A record for an EMN file: without the fair shuffle's seeds, which the
// game's own record keeps (GET /api/games/ID.egn, for `euchre verify`), and
// so without the extension when nothing else needed it: the file then
// validates against the EGN schema wherever the rules fit EGN.
nlohmann::ordered_json without_fair_seeds(nlohmann::ordered_json record) {
  const auto ext = record.find("x-euchre");
  if (ext == record.end() || !ext->is_object()) return record;
  if (const auto deals = ext->find("deals"); deals != ext->end() && deals->is_array()) {
    nlohmann::ordered_json kept = nlohmann::ordered_json::array();
    for (auto deal : *deals) {
      if (deal.is_object()) deal.erase("fair");
      if (!deal.is_object() || deal.size() > 1) kept.push_back(std::move(deal));  // more than its "deal" number
    }
    if (kept.empty()) ext->erase("deals");
    else *deals = std::move(kept);
  }
  if (ext->size() == 1 && ext->contains("version")) record.erase("x-euchre");
  return record;
}

// A score's figures the round's rules make impossible (docs/events.md, "In
// person"): every round is `deals` deals of the event's rules (a timed one
// at most that many).
std::optional<std::string> impossible_for(const EventSettings& s, const TableScore& score) {
  return impossible_score(score, round_table_settings(s, "", 1, 1, {}).rules, s.deals);
}

}  // namespace

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
  return {{"name", s.name}, {"preset", s.preset}, {"options", s.options}, {"rounds", s.rounds}, {"deals", s.deals},
          {"minutes", s.minutes}, {"check_in_minutes", s.check_in_minutes},
          {"movement", events::movement_name(s.movement)}, {"bots", s.bots}, {"pace", s.pace}, {"format", s.format},
          {"in_person", s.in_person}, {"games", s.games}, {"spectators", s.spectators}, {"starts_ms", s.starts_ms}};
}

Event::Event(EventHost& host, std::string id, store::PersonId organiser, EventSettings settings)
    : host_(host), id_(std::move(id)), organiser_(organiser), settings_(std::move(settings)) {
  people_.push_back(organiser);
  // The boards are fixed before anyone registers: the commitment is in the
  // first message anyone sees of the event.
  if (settings_.duplicate()) boards_ = EventBoards::drawn();
}

std::shared_ptr<Event> Event::restore(EventHost& host, const store::Event& row) {
  json settings = json::parse(row.settings);
  const json state = json::parse(row.state);
  // The stored name is read back as it is: the name rule is for new names
  // (room/names.h), and an evening kept under an older rule is not lost.
  const std::string name = settings.value("name", row.name);
  settings.erase("name");
  EventSettings read = event_settings_from(settings, name);
  read.name = name;
  auto event = std::make_shared<Event>(host, row.id, row.organiser, std::move(read));
  const std::string status = state.at("status").get<std::string>();
  event->status_ = status == "running"       ? Status::Running
                   : status == "over"        ? Status::Over
                   : status == "checking_in" ? Status::CheckingIn
                                             : Status::Registering;
  if (state.contains("no_shows")) event->no_shows_ = state.at("no_shows").get<std::vector<store::PersonId>>();
  if (state.contains("checked_in")) event->checked_in_ = state.at("checked_in").get<std::set<store::PersonId>>();
  if (state.contains("guests")) event->guests_ = state.at("guests").get<std::set<store::PersonId>>();
  if (state.contains("partner_asks"))
    event->partner_asks_ = state.at("partner_asks").get<std::map<store::PersonId, store::PersonId>>();
  event->check_in_ends_ms_ = state.value("check_in_ends_ms", std::int64_t{0});
  event->people_ = state.at("people").get<std::vector<store::PersonId>>();
  if (!state.at("evening").is_null())
    event->evening_ = std::make_unique<events::Progressive>(events::evening_from_json(state.at("evening")));
  event->tables_ = state.at("tables").get<std::vector<std::string>>();
  if (state.contains("played_tables"))
    event->played_tables_ = state.at("played_tables").get<std::vector<std::vector<std::string>>>();
  if (state.contains("dropped")) event->dropped_ = state.at("dropped").get<std::set<int>>();
  if (state.contains("substitutions"))
    for (const json& s : state.at("substitutions"))
      event->substitutions_.push_back({s.at("player").get<int>(), s.at("round").get<int>(), s.at("person").get<int>()});
  if (event->boards_) {
    if (!state.contains("boards")) throw std::runtime_error("a duplicate event without its boards");
    event->boards_ = EventBoards::from_json(state.at("boards"));
  }
  if (state.contains("scores")) event->scores_ = ScoreSheet::from_json(state.at("scores"));
  event->round_started_ms_ = state.value("round_started_ms", std::int64_t{0});
  event->round_ends_ms_ = state.value("round_ends_ms", std::int64_t{0});
  for (const json& r : state.at("results")) {
    events::TableResult t;
    t.seats = r.at("seats").get<events::TableSeats>();
    t.points = r.at("points").get<std::array<int, 2>>();
    t.tricks = r.at("tricks").get<std::array<int, 2>>();
    t.loners = r.at("loners").get<std::array<int, 4>>();
    if (r.contains("games")) t.games = r.at("games").get<std::array<int, 2>>();
    event->results_[r.at("table").get<int>()] = t;
  }
  return event;
}

store::Event Event::row(std::int64_t now_ms) const {
  return {id_, settings_.name, organiser_, event_settings_json(settings_).dump(), state_json().dump(), now_ms,
          status_ == Status::Over};
}

json Event::state_json() const {
  json results = json::array();
  for (const auto& [index, t] : results_)
    results.push_back({{"table", index}, {"seats", t.seats}, {"points", t.points}, {"tricks", t.tricks},
                       {"loners", t.loners}, {"games", t.games}});
  json substitutions = json::array();
  for (const Substitution& s : substitutions_)
    substitutions.push_back({{"player", s.player}, {"round", s.round}, {"person", s.person}});
  json out = {{"status", status_name(status_)}, {"people", people_}, {"dropped", dropped_}, {"substitutions", substitutions},
          {"round_started_ms", round_started_ms_}, {"round_ends_ms", round_ends_ms_}, {"checked_in", checked_in_}, {"no_shows", no_shows_},
          {"played_tables", played_tables_},
          {"check_in_ends_ms", check_in_ends_ms_},
          {"evening", evening_ ? events::evening_json(*evening_) : json(nullptr)}, {"tables", tables_},
          {"results", results}};
  if (boards_) out["boards"] = boards_->state_json();
  if (settings_.in_person) out["scores"] = scores_.state_json();
  if (!partner_asks_.empty()) out["partner_asks"] = partner_asks_;
  if (!guests_.empty()) out["guests"] = guests_;
  return out;
}

void Event::save() {
  try {
    host_.event_store().update_event(id_, state_json().dump(), status_ == Status::Over);
  } catch (const store::StoreError& e) {
    // The state in memory stays the truth; the next change writes it again.
    std::cerr << "euchre serve: event " << id_ << ": " << e.what() << " (kept in memory; written at the next change)\n";
  }
}

bool Event::registered(store::PersonId person) const {
  return std::find(people_.begin(), people_.end(), person) != people_.end();
}

bool Event::may_watch(store::PersonId person) const {
  return settings_.spectators || registered(person) || person == organiser_;
}

std::optional<protocol::Error> Event::take_contribution(store::PersonId person, const json& contribution) {
  if (contribution.is_null()) return std::nullopt;
  if (!boards_)
    return protocol::Error{ErrorCode::Malformed, "event " + id_ + " is not a duplicate event: it takes no contribution"};
  fair::Bytes bytes;
  if (const auto why = EventBoards::read_contribution(contribution, bytes)) return protocol::Error{ErrorCode::Malformed, *why};
  if (const auto why = boards_->contribute(person, std::move(bytes))) return protocol::Error{ErrorCode::NotNow, *why};
  return std::nullopt;
}

std::optional<protocol::Error> Event::register_person(store::PersonId person, const json& contribution) {
  // Once it runs, a newcomer waits for the organiser to give him a place.
  if (status_ == Status::Over) return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is over"};
  if (registered(person)) return protocol::Error{ErrorCode::NotNow, "you are registered for event " + id_ + " already"};
  if (static_cast<int>(people_.size()) >= kMaxPeople)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is full (" + std::to_string(kMaxPeople) + " people)"};
  // A substitute (the evening runs) comes after the boards are drawn: his contribution is not taken.
  if (status_ == Status::Registering || status_ == Status::CheckingIn)
    if (auto refused = take_contribution(person, contribution)) return refused;
  people_.push_back(person);
  save();
  // A contribution changes the boards everyone is shown.
  if (boards_ && !contribution.is_null()) broadcast();
  else broadcast_person(person);
  return std::nullopt;
}

std::optional<protocol::Error> Event::add_guest(store::PersonId by, const std::string& name) {
  if (by != organiser_) return protocol::Error{ErrorCode::NotNow, "only the organiser adds someone to event " + id_};
  if (!settings_.in_person)
    return protocol::Error{ErrorCode::NotNow, "at the server's tables everyone plays from a page of his own: send " + name +
                                                  " the evening's link or code"};
  if (status_ == Status::Over) return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is over"};
  // Refused before the person is made: a refused guest leaves no row behind.
  if (guests_.size() >= kMaxGuests)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " has had " + std::to_string(kMaxGuests) +
                                                  " people added by name, the most an evening may (the others join from a device of their own)"};
  if (static_cast<int>(people_.size()) >= kMaxPeople)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is full (" + std::to_string(kMaxPeople) + " people)"};
  store::PersonId guest = 0;
  try {
    guest = host_.add_guest(name);
  } catch (const store::StoreError& e) {
    return protocol::Error{ErrorCode::Unavailable, std::string(name + " could not be added; nothing changed (") + e.what() + ")"};
  }
  if (auto refused = register_person(guest)) return refused;
  guests_.insert(guest);
  save();
  if (status_ == Status::Registering || status_ == Status::CheckingIn) return check_in(guest);
  return std::nullopt;
}

std::vector<events::Team> Event::chosen_teams(const std::vector<store::PersonId>& here) const {
  std::vector<events::Team> teams;
  for (std::size_t i = 0; i < here.size(); ++i)
    for (std::size_t j = i + 1; j < here.size(); ++j) {
      const auto a = partner_asks_.find(here[i]), b = partner_asks_.find(here[j]);
      if (a != partner_asks_.end() && b != partner_asks_.end() && a->second == here[j] && b->second == here[i])
        teams.push_back({static_cast<int>(i), static_cast<int>(j)});
    }
  return teams;
}

std::optional<protocol::Error> Event::choose_partner(store::PersonId by, std::optional<store::PersonId> partner) {
  if (!events::fixed_partners(settings_.movement))
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " keeps no partners: its " +
                                                  events::movement_name(settings_.movement) + " movement changes them every round"};
  if (status_ != Status::Registering && status_ != Status::CheckingIn)
    return protocol::Error{ErrorCode::NotNow, "partners are chosen before event " + id_ + " begins"};
  if (!registered(by)) return protocol::Error{ErrorCode::NotNow, "you are not registered for event " + id_};
  // Each change goes to everyone: a person changes his ask a few times a
  // minute, not the 19 a second the message limit would let through.
  std::deque<std::int64_t>& changes = partner_changes_[by];
  const std::int64_t now = host_.event_now_ms();
  while (!changes.empty() && changes.front() <= now - 60'000) changes.pop_front();
  if (static_cast<int>(changes.size()) >= kPartnerChangesAMinute)
    return protocol::Error{ErrorCode::NotNow, "you changed your partner " + std::to_string(changes.size()) +
                                                  " times in the last minute, the most allowed; wait a little"};
  if (!partner) {
    partner_asks_.erase(by);
  } else {
    if (*partner == by) return protocol::Error{ErrorCode::NotNow, "you cannot partner yourself"};
    if (!registered(*partner)) return protocol::Error{ErrorCode::NotNow, "that person is not registered for event " + id_};
    partner_asks_[by] = *partner;
  }
  changes.push_back(now);
  save();
  broadcast_person(by);
  return std::nullopt;
}

std::optional<protocol::Error> Event::drop(store::PersonId by, store::PersonId who) {
  if (by != who && by != organiser_)
    return protocol::Error{ErrorCode::NotNow, "only the organiser drops someone from event " + id_};
  const auto it = std::find(people_.begin(), people_.end(), who);
  if (it == people_.end()) return protocol::Error{ErrorCode::NotNow, "that person is not registered for event " + id_};
  const int player = static_cast<int>(it - people_.begin());
  if (status_ == Status::Over) return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is over"};
  if (dropped_.count(player)) return protocol::Error{ErrorCode::NotNow, host_.name_of(who) + " has left event " + id_ + " already"};
  if (status_ == Status::Registering || status_ == Status::CheckingIn) {
    people_.erase(it);
    checked_in_.erase(who);
    // Who asked for him asks for nobody now (and his own ask goes).
    partner_asks_.erase(who);
    for (auto ask = partner_asks_.begin(); ask != partner_asks_.end();)
      ask = ask->second == who ? partner_asks_.erase(ask) : std::next(ask);
    host_.send_to_person(who, message_for(who));
  } else {
    const auto seated = seat_of(who);
    dropped_.insert(player);
    if (seated && seated->table < static_cast<int>(tables_.size()))
      host_.leave_event_table(tables_[static_cast<std::size_t>(seated->table)], who);
  }
  save();
  broadcast();
  return std::nullopt;
}

events::PlaceHolders Event::holders() const {
  events::PlaceHolders out;
  out.persons = static_cast<int>(people_.size());
  for (const Substitution& s : substitutions_) out.substitutions.push_back({s.player, s.round, s.person});
  out.left = dropped_;
  return out;
}

int Event::standing_index(int player, int round) const { return holders().standing_index(*evening_, player, round); }

std::vector<bool> Event::counted() const { return holders().counted(*evening_); }

std::vector<events::Standing> Event::standings() const {
  if (!evening_) return {};
  return events::evening_standings(*evening_, holders());
}

std::vector<events::DuplicateStanding> Event::duplicate_standings() const {
  if (!evening_ || !boards_) return {};
  // The finished rounds' plays, each seat given to whoever held the place
  // then; a round not played (a bye, a substitute's rounds before his
  // first) is no board at all: the percentage is of the boards played.
  const int rounds_played = static_cast<int>(evening_->results().size());
  std::vector<events::BoardPlay> plays;
  for (events::BoardPlay p : boards_->plays()) {
    const int round = (p.board - 1) / settings_.deals;
    if (round >= rounds_played) continue;
    for (int& seat : p.seats) seat = standing_index(seat, round);
    plays.push_back(p);
  }
  const int persons = static_cast<int>(people_.size());
  return events::duplicate_standings(persons + evening_->players(), plays, tables_a_round(), counted());
}

int Event::tables_a_round() const {
  if (!evening_) return 0;
  if (!evening_->results().empty()) return static_cast<int>(evening_->results()[0].tables.size());
  return static_cast<int>(evening_->lineup().tables.size());
}

std::map<store::PersonId, Event::PersonEvening> Event::people_evenings() const {
  std::map<int, PersonEvening> by_index;  // by index in people_: those in the standings
  if (!evening_) return {};
  const auto rank = [&](const auto& ranked, auto&& rest) {
    for (const auto& s : ranked) {
      PersonEvening& out = by_index[s.player];
      out.place = s.place;
      out.of = static_cast<int>(ranked.size());
      rest(out, s);
    }
  };
  if (boards_)
    rank(duplicate_standings(), [](PersonEvening& out, const auto& s) { out.percent = s.percent; });
  else
    rank(standings(), [](PersonEvening& out, const auto& s) {
      out.points = s.points;
      out.loners = s.loners;
    });
  const int persons = static_cast<int>(people_.size());
  const auto& played = evening_->results();
  for (int r = 0; r < static_cast<int>(played.size()); ++r)
    for (const events::TableResult& t : played[static_cast<std::size_t>(r)].tables)
      for (std::size_t seat = 0; seat < 4; ++seat) {
        const auto it = by_index.find(standing_index(t.seats[seat], r));
        if (it == by_index.end()) continue;
        ++it->second.rounds;
        const int partner = standing_index(t.seats[(seat + 2) % 4], r);
        if (partner < persons) ++it->second.partners[people_[static_cast<std::size_t>(partner)]];
      }
  std::map<store::PersonId, PersonEvening> out;
  for (auto& [index, evening] : by_index)
    if (index >= 0 && index < persons) out.emplace(people_[static_cast<std::size_t>(index)], std::move(evening));
  return out;
}

std::string Event::place_name(int player, int round) const {
  const int holder = holder_index(player, round - 1);
  if (holder >= 0) return host_.name_of(people_[static_cast<std::size_t>(holder)]);
  return settings_.bots + " bot";
}

std::optional<protocol::Error> Event::start(store::PersonId by) {
  if (by != organiser_) return protocol::Error{ErrorCode::NotNow, "only the organiser starts event " + id_};
  if (status_ != Status::Registering && status_ != Status::CheckingIn)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " has started already"};
  if (people_.size() < 2) return protocol::Error{ErrorCode::NotNow, "an event needs at least two people registered"};
  checked_in_.insert(organiser_);  // starting it is being here
  const bool everyone_in = checked_in_.size() == people_.size();
  if (status_ == Status::Registering && settings_.check_in_minutes > 0 && !everyone_in) {
    status_ = Status::CheckingIn;
    check_in_ends_ms_ = host_.event_now_ms() + std::int64_t{settings_.check_in_minutes} * 60'000;
    arm_check_in_clock();
    save();
    broadcast();
    return std::nullopt;
  }
  if (checked_in_.size() < 2 && settings_.check_in_minutes > 0)
    return protocol::Error{ErrorCode::NotNow, "only you have checked in: an evening needs two people"};
  if (settings_.check_in_minutes == 0) checked_in_.insert(people_.begin(), people_.end());
  if (const auto why = begin()) return protocol::Error{ErrorCode::BadSettings, *why};
  return std::nullopt;
}

std::optional<protocol::Error> Event::check_in(store::PersonId person, const json& contribution) {
  if (status_ != Status::Registering && status_ != Status::CheckingIn)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " has begun: there is no checking in now"};
  if (!registered(person)) return protocol::Error{ErrorCode::NotNow, "you are not registered for event " + id_};
  if (checked_in_.count(person)) return protocol::Error{ErrorCode::NotNow, "you have checked in already"};
  if (auto refused = take_contribution(person, contribution)) return refused;
  checked_in_.insert(person);
  if (status_ == Status::CheckingIn && checked_in_.size() == people_.size() && !begin()) return std::nullopt;
  save();
  if (boards_ && !contribution.is_null()) broadcast();
  else broadcast_person(person);
  return std::nullopt;
}

void Event::arm_check_in_clock() {
  if (status_ != Status::CheckingIn) return;
  const std::int64_t left = std::max<std::int64_t>(0, check_in_ends_ms_ - host_.event_now_ms());
  std::weak_ptr<Event> self = weak_from_this();
  host_.event_after(std::chrono::milliseconds(left), [self] {
    auto event = self.lock();
    if (!event || event->status_ != Status::CheckingIn || event->host_.event_now_ms() < event->check_in_ends_ms_) return;
    if (event->checked_in_.size() >= 2) {
      if (const auto why = event->begin()) std::cerr << "euchre serve: event " << event->id_ << ": " << *why << "\n";
      return;
    }
    // Fewer than two came: the evening cannot be drawn; it waits for the
    // organiser again (decided here) with whoever did check in kept.
    event->status_ = Status::Registering;
    event->check_in_ends_ms_ = 0;
    event->save();
    event->broadcast();
  });
}

std::optional<std::string> Event::begin() {
  // The no-shows are no longer registered: they are told, and the evening is
  // drawn for the people here (so nobody waits on an empty seat).
  std::vector<store::PersonId> here, absent;
  for (store::PersonId p : people_) (checked_in_.count(p) ? here : absent).push_back(p);
  try {
    evening_ = std::make_unique<events::Progressive>(events::ProgressiveOptions{
        static_cast<int>(here.size()), settings_.rounds, settings_.movement, event_seed(), chosen_teams(here)});
    // One table has nobody to be compared with (decided here: refused, not scored against nothing).
    if (boards_ && evening_->lineup().tables.size() < 2)
      throw events::EventError("a duplicate evening compares tables playing the same boards: it needs two tables, "
                               "at least 5 people here");
    // In person there are no bots to fill a seat (decided here: nobody plays a ghost hand).
    for (const events::TableSeats& t : evening_->lineup().tables)
      for (int player : t)
        if (settings_.in_person && evening_->is_bot(player))
          throw events::EventError("an evening in person has no bots for the empty seats: it needs a multiple of 4 "
                                   "people here (or 4k+1 with the whist movement, one sitting out each round), not " +
                                   std::to_string(here.size()));
  } catch (const events::EventError& e) {
    // Back to registering, nobody dropped: the organiser's next start says
    // why (e.g. more rounds than the people here have in a whist schedule).
    status_ = Status::Registering;
    check_in_ends_ms_ = 0;
    save();
    broadcast();
    return std::string("the evening could not be drawn: ") + e.what();
  }
  const std::vector<store::PersonId> registered_people = people_;
  const std::optional<EventBoards> boards_before = boards_;
  const Status status_before = status_;
  people_ = here;
  no_shows_ = absent;
  if (boards_) boards_->draw_pool(here);
  status_ = Status::Running;
  check_in_ends_ms_ = 0;
  try {
    open_round();
  } catch (const std::exception& e) {
    // The start is whole or nothing (docs/events.md, "Starting"): a table
    // that cannot be opened for a reason other than a store fault (which
    // open_missing_tables retries) closes those opened, and the evening is
    // as it was before the start, everyone still registered.
    for (const std::string& t : tables_) {
      try {
        host_.close_event_table(t);
      } catch (const store::StoreError&) {
        // Left open in the store: a restart closes a table no round holds.
      }
    }
    tables_.clear();
    results_.clear();
    evening_.reset();
    people_ = registered_people;
    no_shows_.clear();
    boards_ = boards_before;
    status_ = status_before == Status::CheckingIn ? Status::Registering : status_before;
    round_started_ms_ = round_ends_ms_ = 0;
    save();
    broadcast();
    return std::string("the evening could not begin, nothing was opened: ") + e.what();
  }
  save();
  broadcast();
  for (store::PersonId p : absent) host_.send_to_person(p, message_for(p));
  return std::nullopt;
}

int Event::holder_index(int player, int round) const {
  return evening_ ? holders().holder(*evening_, player, round) : -1;
}

int Event::first_round(int person) const { return evening_ ? holders().first_round(*evening_, person) : -1; }

std::optional<store::PersonId> Event::person_of_player(int player) const {
  if (!evening_) return std::nullopt;
  const int holder = holder_index(player, evening_->round());
  if (holder < 0 || dropped_.count(holder)) return std::nullopt;
  return people_[static_cast<std::size_t>(holder)];
}

std::optional<protocol::Error> Event::substitute(store::PersonId by, store::PersonId who, int player) {
  if (by != organiser_) return protocol::Error{ErrorCode::NotNow, "only the organiser gives a place in event " + id_};
  if (status_ != Status::Running) return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is not being played"};
  const auto it = std::find(people_.begin(), people_.end(), who);
  if (it == people_.end()) return protocol::Error{ErrorCode::NotNow, "that person is not registered for event " + id_};
  const int person = static_cast<int>(it - people_.begin());
  if (dropped_.count(person)) return protocol::Error{ErrorCode::NotNow, host_.name_of(who) + " has left event " + id_};
  if (first_round(person) >= 0) return protocol::Error{ErrorCode::NotNow, host_.name_of(who) + " has a place in event " + id_ + " already"};
  if (player < 0 || player >= evening_->players())
    return protocol::Error{ErrorCode::Malformed, "event " + id_ + " has no place " + std::to_string(player)};
  const int next = evening_->round() + 1;
  if (next >= evening_->rounds()) return protocol::Error{ErrorCode::NotNow, "the last round of event " + id_ + " is being played"};
  const int holder = holder_index(player, next);
  if (holder >= 0 && !dropped_.count(holder))
    return protocol::Error{ErrorCode::NotNow, "place " + std::to_string(player) + " is " + host_.name_of(people_[static_cast<std::size_t>(holder)]) +
                                                  "'s: only a bot's place or that of someone who left can be given"};
  substitutions_.push_back({player, next, person});
  save();
  broadcast();
  return std::nullopt;
}

void Event::open_round() {
  tables_.clear();
  results_.clear();
  round_started_ms_ = host_.event_now_ms();
  round_ends_ms_ = settings_.minutes ? round_started_ms_ + std::int64_t{settings_.minutes} * 60'000 : 0;
  open_missing_tables();
  arm_round_clock();
}

void Event::arm_round_clock() {
  if (!round_ends_ms_ || status_ != Status::Running) return;
  const int round = evening_->round();
  const std::int64_t left = round_ends_ms_ - host_.event_now_ms();
  // Ran out while the server was down: now, before any table moves on.
  if (left <= 0) return round_time_up(round);
  std::weak_ptr<Event> self = weak_from_this();
  host_.event_after(std::chrono::milliseconds(left), [self, round] {
    if (auto event = self.lock()) event->round_time_up(round);
  });
}

void Event::round_time_up(int round) {
  if (status_ != Status::Running || evening_->round() != round) return;
  for (std::size_t t = 0; t < tables_.size(); ++t)
    if (!results_.count(static_cast<int>(t)))
      if (Table* table = host_.find_table(tables_[t])) table->end_after_this_deal();
  broadcast();
}

void Event::open_missing_tables() {
  const events::RoundLineup& lineup = evening_->lineup();
  while (tables_.size() < lineup.tables.size()) {
    const std::size_t t = tables_.size();
    if (settings_.in_person) {  // a real table: nothing to open, only its name
      tables_.push_back(id_ + "-r" + std::to_string(evening_->round() + 1) + "-t" + std::to_string(t + 1));
      continue;
    }
    std::array<std::optional<store::PersonId>, 4> people{};
    for (std::size_t s = 0; s < 4; ++s) people[s] = person_of_player(lineup.tables[t][s]);
    TableSettings settings =
        round_table_settings(settings_, id_, evening_->round() + 1, static_cast<int>(t) + 1, people);
    if (boards_) settings.boards = boards_->for_round(evening_->round(), settings_.deals);
    try {
      tables_.push_back(host_.open_event_table(settings, people));
      if (round_ends_ms_ && host_.event_now_ms() >= round_ends_ms_)
        if (Table* table = host_.find_table(tables_.back())) table->end_after_this_deal();
    } catch (const store::StoreError& e) {
      std::cerr << "euchre serve: event " << id_ << ": table " << t + 1 << " could not be opened (" << e.what()
                << "); trying again\n";
      std::weak_ptr<Event> self = weak_from_this();
      host_.event_after(std::chrono::seconds(1), [self] {
        if (auto event = self.lock(); event && event->status_ == Status::Running) {
          event->open_missing_tables();
          event->save();
          event->broadcast();
        }
      });
      return;
    }
  }
}

std::variant<Event::ScoredTable, protocol::Error> Event::scored_table(store::PersonId by, const json& m) const {
  if (!settings_.in_person)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is played at the server's tables: they keep its scores"};
  if (status_ != Status::Running) return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is not being played"};
  const auto table = m.find("table");
  if (table == m.end() || !table->is_number_integer())
    return protocol::Error{ErrorCode::Malformed, "missing integer field \"table\" (its number, from 1)"};
  const auto& lineup = evening_->lineup();
  const std::int64_t number = table->get<std::int64_t>();
  if (number < 1 || number > static_cast<std::int64_t>(lineup.tables.size()))
    return protocol::Error{ErrorCode::Malformed, "round " + std::to_string(evening_->round() + 1) + " has no table " +
                                                     std::to_string(number)};
  // The entry names its round: one sent late for a round that is over
  // must not become the next round's score.
  const int open = evening_->round() + 1;
  const auto round = m.find("round");
  if (round == m.end() || !round->is_number_integer())
    return protocol::Error{ErrorCode::Malformed, "missing integer field \"round\": the round whose score this is (from 1)"};
  if (const std::int64_t r = round->get<std::int64_t>(); r != open)
    return protocol::Error{ErrorCode::NotNow,
                           r < open ? "round " + std::to_string(r) + " is over: round " + std::to_string(open) +
                                          " is being played (only the organiser corrects a past round's score)"
                                    : "round " + std::to_string(r) + " has not begun: round " + std::to_string(open) +
                                          " is being played"};
  const int t = static_cast<int>(number - 1);
  for (std::size_t s = 0; s < 4; ++s)
    if (person_of_player(lineup.tables[static_cast<std::size_t>(t)][s]) == by) return ScoredTable{t, static_cast<int>(s % 2)};
  if (by == organiser_) return ScoredTable{t, -1};
  return protocol::Error{ErrorCode::NotSeated, "you do not sit at table " + std::to_string(number) + " this round"};
}

std::optional<protocol::Error> Event::enter_score(store::PersonId by, const json& m) {
  const auto found = scored_table(by, m);
  if (const auto* error = std::get_if<protocol::Error>(&found)) return *error;
  const ScoredTable at = std::get<ScoredTable>(found);
  TableScore score;
  if (const auto why = read_table_score(m, score)) return protocol::Error{ErrorCode::Malformed, *why};
  if (const auto why = impossible_for(settings_, score)) return protocol::Error{ErrorCode::Malformed, *why};
  if (const auto why = scores_.enter(at.table, at.side, by, score, evening_->round() + 1, host_.event_now_ms()))
    return protocol::Error{ErrorCode::NotNow, *why};
  if (at.side < 0) take_score(at.table, score);  // the organiser's stands at once
  save();
  broadcast();
  return std::nullopt;
}

std::optional<protocol::Error> Event::confirm_score(store::PersonId by, const json& m) {
  const auto found = scored_table(by, m);
  if (const auto* error = std::get_if<protocol::Error>(&found)) return *error;
  const ScoredTable at = std::get<ScoredTable>(found);
  if (const auto why = scores_.confirm(at.table, at.side, by, evening_->round() + 1, host_.event_now_ms()))
    return protocol::Error{ErrorCode::NotNow, *why};
  take_score(at.table, scores_.entries().at(at.table).score);
  save();
  broadcast();
  return std::nullopt;
}

std::optional<protocol::Error> Event::correct_score(store::PersonId by, const json& m) {
  if (by != organiser_) return protocol::Error{ErrorCode::NotNow, "only the organiser corrects a score in event " + id_};
  if (!settings_.in_person || !evening_)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " has no scores entered by hand to correct"};
  const auto round = m.find("round");
  const auto table = m.find("table");
  if (round == m.end() || !round->is_number_integer() || table == m.end() || !table->is_number_integer())
    return protocol::Error{ErrorCode::Malformed, "missing integer fields \"round\" and \"table\" (from 1)"};
  const auto reason = m.find("reason");
  if (reason == m.end() || !reason->is_string() || reason->get<std::string>().empty() ||
      reason->get<std::string>().size() > 200)
    return protocol::Error{ErrorCode::Malformed, "a correction needs a \"reason\" of 1 to 200 characters, for the log"};
  TableScore score;
  if (const auto why = read_table_score(m, score)) return protocol::Error{ErrorCode::Malformed, *why};
  if (const auto why = impossible_for(settings_, score)) return protocol::Error{ErrorCode::Malformed, *why};
  const std::int64_t r = round->get<std::int64_t>(), t = table->get<std::int64_t>();
  const int playing = evening_->round() + 1;
  if (status_ == Status::Running && r == playing) {
    // This round's: it stands at once, in place of any entry.
    if (t < 1 || t > static_cast<std::int64_t>(evening_->lineup().tables.size()))
      return protocol::Error{ErrorCode::Malformed, "round " + std::to_string(r) + " has no table " + std::to_string(t)};
    scores_.set_corrected(static_cast<int>(t - 1), by, score);
    take_score(static_cast<int>(t - 1), score);
  } else {
    try {
      events::TableResult result;
      result.points = score.points;
      result.loners = score.loners;
      evening_->correct_result(static_cast<int>(r - 1), static_cast<int>(t - 1), result);
    } catch (const events::EventError& e) {
      return protocol::Error{ErrorCode::Malformed, e.what()};
    }
  }
  scores_.log_correction(static_cast<int>(t - 1), by, score, static_cast<int>(r), reason->get<std::string>(),
                         host_.event_now_ms());
  save();
  broadcast();
  return std::nullopt;
}

void Event::take_score(int table, const TableScore& score) {
  events::TableResult result;
  result.seats = evening_->lineup().tables[static_cast<std::size_t>(table)];
  result.points = score.points;
  result.loners = score.loners;
  results_[table] = result;
  if (results_.size() == evening_->lineup().tables.size()) finish_round();
}

void Event::table_finished(Table& table) {
  if (table.game()) take_result(table.id(), *table.game());
}

void Event::take_result(const std::string& table, const Game& game) {
  if (status_ != Status::Running || !game.over()) return;
  const auto it = std::find(tables_.begin(), tables_.end(), table);
  if (it == tables_.end()) return;
  const int index = static_cast<int>(it - tables_.begin());
  if (results_.count(index)) return;
  const events::TableSeats& seats = evening_->lineup().tables[static_cast<std::size_t>(index)];
  results_[index] = events::table_result(game, seats);
  if (boards_) boards_->add_plays(events::board_plays(game, seats, index + 1, evening_->round() * settings_.deals + 1));
  const bool round_over = results_.size() == evening_->lineup().tables.size();
  if (round_over) finish_round();
  save();
  // A new round (or the end) is told at once; a table done in the middle of
  // a round only marks it done, told with the others that finish within a
  // second (a round's tables end close together: 25 tables made 25 messages
  // to every person, at the moment the next round's first actions came).
  if (round_over) {
    broadcast_due_ = false;
    broadcast();
  } else {
    broadcast_soon();
  }
}

void Event::finish_round() {
  events::RoundResult round;
  for (const auto& [index, t] : results_) round.tables.push_back(t);
  evening_->finish_round(round);
  played_tables_.push_back(tables_);
  tables_.clear();
  results_.clear();
  scores_.next_round();
  if (evening_->over()) {
    status_ = Status::Over;
    return;
  }
  open_round();
}

void Event::resume() {
  arm_check_in_clock();
  if (status_ != Status::Running || !evening_) return;
  open_missing_tables();
  arm_round_clock();  // a round whose time ran out while the server was down ends now
  const std::vector<std::string> round = tables_;
  for (const std::string& id : round) {
    if (Table* t = host_.find_table(id)) {
      if (t->game() && t->game()->over() && !t->result().is_null()) table_finished(*t);
      continue;
    }
    // Not served any more (closed after its game ended, while the event's
    // own write had failed): its finished game's record holds the result.
    try {
      const auto row = host_.event_store().latest_game(id);
      if (!row || !row->finished) continue;
      const egn::Record record = egn::read(row->record);
      if (record.game) take_result(id, *record.game);
    } catch (const std::exception& e) {
      std::cerr << "euchre serve: event " << id_ << ": the result of table " << id << " could not be read: " << e.what() << "\n";
    }
  }
}

std::optional<Event::Seated> Event::seat_of(store::PersonId person) const {
  if (!evening_ || status_ != Status::Running) return std::nullopt;
  const auto& lineup = evening_->lineup();
  for (std::size_t t = 0; t < lineup.tables.size(); ++t)
    for (std::size_t s = 0; s < 4; ++s)
      if (person_of_player(lineup.tables[t][s]) == person) return Seated{static_cast<int>(t), static_cast<int>(s)};
  return std::nullopt;
}

json Event::message_for(store::PersonId person) const {
  json m = shared_message();
  add_personal(m, person);
  // The replays of the rounds played, and a duplicate evening's secret
  // (every board's hands), are the evening's own, unless the organiser lets
  // anyone with the link watch them.
  if (!may_watch(person)) {
    m["played"] = json::array();
    if (m["boards"].is_object()) m["boards"].erase("secret");
  }
  return m;
}

json Event::played_json() const {
  json rounds = json::array();
  if (!evening_ || settings_.in_person) return rounds;
  const auto& results = evening_->results();
  for (std::size_t r = 0; r < played_tables_.size() && r < results.size(); ++r) {
    json tables = json::array();
    for (std::size_t t = 0; t < played_tables_[r].size() && t < results[r].tables.size(); ++t) {
      const std::string& id = played_tables_[r][t];
      const events::TableResult& result = results[r].tables[t];
      json seats = json::array();
      for (int player : result.seats) seats.push_back(place_name(player, static_cast<int>(r) + 1));
      tables.push_back({{"number", t + 1}, {"seats", seats}, {"points", result.points}, {"record", record_path_of(id)}});
    }
    rounds.push_back({{"round", r + 1}, {"tables", tables}});
  }
  return rounds;
}

json Event::record_path_of(const std::string& table) const {
  if (const auto it = record_paths_.find(table); it != record_paths_.end()) return it->second;
  try {
    if (const auto path = host_.finished_record_path(table)) {
      record_paths_[table] = *path;
      return *path;
    }
  } catch (const store::StoreError&) {
    // Not read now: the next message asks again.
  }
  return nullptr;
}

json Event::person_entry(std::size_t i) const {
  return {{"person", people_[i]}, {"name", host_.name_of(people_[i])}, {"left", dropped_.count(static_cast<int>(i)) > 0},
          {"checked_in", checked_in_.count(people_[i]) > 0},
          {"asks_partner", partner_asks_.count(people_[i]) ? json(partner_asks_.at(people_[i])) : json(nullptr)},
          {"waiting", status_ == Status::Running && !dropped_.count(static_cast<int>(i)) && first_round(static_cast<int>(i)) < 0}};
}

json Event::shared_message() const {
  json people = json::array();
  for (std::size_t i = 0; i < people_.size(); ++i) people.push_back(person_entry(i));
  // The places the organiser may give to someone waiting: a bot's or a
  // leaver's that nobody is given yet for the next round.
  json places = json::array();
  if (evening_ && status_ == Status::Running && evening_->round() + 1 < evening_->rounds())
    for (int p = 0; p < evening_->players(); ++p) {
      const int holder = holder_index(p, evening_->round() + 1);
      if (holder >= 0 && !dropped_.count(holder)) continue;
      places.push_back({{"player", p}, {"instead_of", holder >= 0 ? json(host_.name_of(people_[static_cast<std::size_t>(holder)])) : json(nullptr)}});
    }
  json tables = json::array();
  if (evening_ && status_ == Status::Running) {
    const auto& lineup = evening_->lineup();
    for (std::size_t t = 0; t < lineup.tables.size() && t < tables_.size(); ++t) {
      json seats = json::array();
      for (int player : lineup.tables[t]) {
        const auto p = person_of_player(player);
        seats.push_back({{"name", p ? host_.name_of(*p) : settings_.bots + " bot"}, {"person", p ? json(*p) : json(nullptr)},
                         {"bot", p ? json(nullptr) : json(settings_.bots)}});
      }
      json entry = {{"table", tables_[t]}, {"number", t + 1}, {"seats", seats}, {"done", results_.count(static_cast<int>(t)) > 0}};
      if (settings_.in_person) entry["score"] = score_json(static_cast<int>(t));
      tables.push_back(std::move(entry));
    }
  }
  json ranked = json::array();
  if (evening_ && boards_)
    for (const events::DuplicateStanding& s : duplicate_standings()) {
      ranked.push_back({{"place", s.place}, {"person", people_[static_cast<std::size_t>(s.player)]},
                        {"name", host_.name_of(people_[static_cast<std::size_t>(s.player)])},
                        {"percent", std::round(s.percent * 100) / 100}, {"matchpoints", s.matchpoints},
                        {"top", s.top}, {"boards", s.boards}});
      if (s.few_boards) ranked.back()["few_boards"] = true;  // ranked after those of half the boards
    }
  else if (evening_)
    for (const events::Standing& s : standings()) {
      ranked.push_back({{"place", s.place}, {"person", people_[static_cast<std::size_t>(s.player)]},
                           {"name", host_.name_of(people_[static_cast<std::size_t>(s.player)])}, {"points", s.points},
                           {"rounds_won", s.rounds_won}, {"loners", s.loners}, {"byes", s.byes}});
      if (const auto partner = team_partner_name(s.player)) ranked.back()["partner"] = *partner;
    }
  return {{"v", protocol::kVersion}, {"type", "event"}, {"event", id_}, {"name", settings_.name},
          {"organiser", host_.name_of(organiser_)}, {"organiser_person", organiser_}, {"status", status_name(status_)}, {"rounds", settings_.rounds},
          {"round", evening_ ? std::min(evening_->round() + 1, settings_.rounds) : 0}, {"deals", settings_.deals},
          {"games", settings_.games},
          {"minutes", settings_.minutes}, {"clock", clock_json()},
          {"movement", events::movement_name(settings_.movement)}, {"preset", settings_.preset}, {"people", people},
          {"tables", tables}, {"you", nullptr}, {"standings", ranked}, {"registered", false}, {"places", places},
          {"format", settings_.format}, {"boards", boards_json()}, {"in_person", settings_.in_person},
          {"spectators", settings_.spectators}, {"played", played_json()}, {"starts_ms", settings_.starts_ms},
          {"scores_log", settings_.in_person ? scores_.log_json([this](store::PersonId p) { return host_.name_of(p); })
                                             : json::array()}};
}

std::optional<std::string> Event::team_partner_name(int person) const {
  if (!evening_) return std::nullopt;
  // The place he holds: a substitute's is the one he was given.
  int player = person < evening_->people() ? person : -1;
  for (const Substitution& sub : substitutions_)
    if (sub.person == person) player = sub.player;
  for (const events::Team& t : evening_->teams()) {
    if (t[0] != player && t[1] != player) continue;
    const int other = t[0] == player ? t[1] : t[0];
    const auto holder = person_of_player(other);
    return holder ? host_.name_of(*holder) : std::string("a bot");
  }
  return std::nullopt;
}

json Event::score_json(int table) const {
  const auto it = scores_.entries().find(table);
  if (it == scores_.entries().end()) return nullptr;
  const ScoreSheet::Entry& e = it->second;
  return {{"points", e.score.points}, {"loners", e.score.loners}, {"by", host_.name_of(e.by)}, {"side", e.side},
          {"confirmed", e.confirmed}};
}

json Event::boards_json() const {
  if (!boards_) return nullptr;
  const int rounds_done = evening_ ? static_cast<int>(evening_->results().size()) : 0;
  return boards_->public_json(
      status_ == Status::Over, rounds_done, settings_.deals, tables_a_round(),
      [this](store::PersonId p) { return host_.name_of(p); },
      [this](int player, int round) { return place_name(player, round); });
}

std::optional<json> Event::boards_file(std::string& why) const {
  if (!boards_) {
    why = "event " + id_ + " is not a duplicate event: it has no boards";
    return std::nullopt;
  }
  if (status_ != Status::Over) {
    why = "the boards of event " + id_ + " are revealed when it is over";
    return std::nullopt;
  }
  const TableSettings rules = settings_from_create({{"preset", settings_.preset}, {"options", settings_.options}}, "");
  return boards_->boards_file(settings_.preset, settings_.options, rules.rules, settings_.rounds * settings_.deals,
                              settings_.deals, tables_a_round(),
                              [this](int player, int round) { return place_name(player, round); });
}

std::string Event::downloaded_record(const std::string& record) const {
  // The secret would give away the boards of the rounds still to come.
  if (!boards_ || status_ != Status::Over) return record;
  return boards_->revealed_in(record);
}

void Event::add_personal(json& m, store::PersonId person) const {
  m.erase("key");
  m.update(personal_fields(person));
}

json Event::personal_fields(store::PersonId person) const {
  json m = json::object();
  // The evening's own people get the key that opens its downloads (EMN,
  // extra file, boards) when strangers may not see them.
  if (!settings_.spectators && may_watch(person))
    if (std::string key = host_.evening_key(id_, organiser_); !key.empty()) m["key"] = std::move(key);
  json you = nullptr;
  const auto entry = std::find(people_.begin(), people_.end(), person);
  const bool left = entry != people_.end() && dropped_.count(static_cast<int>(entry - people_.begin())) > 0;
  if (left) you = {{"left", true}};
  else if (std::find(no_shows_.begin(), no_shows_.end(), person) != no_shows_.end()) you = {{"no_show", true}};
  else if (const auto seated = seat_of(person); seated && seated->table < static_cast<int>(tables_.size()))
    you = settings_.in_person  // a real table: its number and seat, no server table to go to
              ? json{{"number", seated->table + 1}, {"seat", seated->seat}, {"in_person", true}}
              : json{{"table", tables_[static_cast<std::size_t>(seated->table)]}, {"number", seated->table + 1},
                     {"seat", seated->seat}};
  else if (const int first = entry == people_.end() ? -1 : first_round(static_cast<int>(entry - people_.begin()));
           status_ == Status::Running && registered(person) && (first < 0 || first > evening_->round())) {
    // Waiting for a place, or given one from a later round.
    you = {{"waiting", true}};
    if (first > 0) you["from_round"] = first + 1;
  }
  else if (status_ == Status::Running && registered(person)) you = {{"sitting_out", true}};
  m["you"] = std::move(you);
  m["registered"] = registered(person);
  return m;
}

json Event::clock_json() const {
  const std::int64_t now = host_.event_now_ms();
  if (status_ == Status::CheckingIn) return {{"check_in_ends_ms", check_in_ends_ms_}, {"now_ms", now}};
  if (status_ != Status::Running) return nullptr;
  return {{"started_ms", round_started_ms_}, {"ends_ms", round_ends_ms_ ? json(round_ends_ms_) : json(nullptr)},
          {"now_ms", now}, {"time_up", round_ends_ms_ != 0 && now >= round_ends_ms_}};
}


events::RatedEvening Event::rated() const {
  events::RatedEvening out;
  out.id = id_;
  if (!evening_) return out;
  const auto& rounds = evening_->results();
  for (int r = 0; r < static_cast<int>(rounds.size()); ++r)
    for (std::size_t index = 0; index < rounds[static_cast<std::size_t>(r)].tables.size(); ++index) {
      const events::TableResult& t = rounds[static_cast<std::size_t>(r)].tables[index];
      if (settings_.in_person && !disputable(r, static_cast<int>(index), t)) continue;
      events::RatedTable table;
      table.winner = events::round_winner(t);
      for (std::size_t s = 0; s < 4; ++s) {
        const int holder = holder_index(t.seats[s], r);
        if (holder >= 0 && !dropped_.count(holder)) table.people[s] = people_[static_cast<std::size_t>(holder)];
        else table.bots[s] = events::bot_rating(settings_.bots);
      }
      out.tables.push_back(table);
    }
  return out;
}

bool Event::disputable(int round, int table, const events::TableResult& t) const {
  std::array<bool, 2> can_dispute{};
  bool organiser_plays = false;
  for (std::size_t s = 0; s < 4; ++s) {
    const int holder = holder_index(t.seats[s], round);
    if (holder < 0) continue;
    const store::PersonId person = people_[static_cast<std::size_t>(holder)];
    if (!guests_.count(person)) can_dispute[s % 2] = true;
    organiser_plays |= person == organiser_;
  }
  if (!can_dispute[0] || !can_dispute[1]) return false;
  // The organiser's own entry or correction stands unconfirmed: at his own
  // table that is one side's word alone.
  return !organiser_plays || scores_.confirmed_last(round + 1, table + 1);
}

Event::EmnFiles Event::emn_files() const {
  if (!evening_) return {"", ""};
  std::vector<events::EmnPlayer> players;
  for (int p = 0; p < evening_->players(); ++p)
    players.push_back(evening_->is_bot(p)
        ? events::EmnPlayer{"bot-" + std::to_string(p - evening_->people() + 1),
                            settings_.bots + " bot " + std::to_string(p - evening_->people() + 1)}
        : events::EmnPlayer{"person-" + std::to_string(people_[static_cast<std::size_t>(p)]),
                            host_.name_of(people_[static_cast<std::size_t>(p)])});
  // EMN 1.0 names a place for the whole match: a place a substitute took
  // says so in its name; the substitute is a player too (the result names
  // him), and the extra file says who held the place from when.
  events::EveningPeople people;
  people.holders = holders();
  for (const Substitution& s : substitutions_) {
    if (s.player < 0 || s.player >= static_cast<int>(players.size())) continue;
    const store::PersonId who = people_[static_cast<std::size_t>(s.person)];
    events::EmnPlayer& place = players[static_cast<std::size_t>(s.player)];
    place.name += "; " + host_.name_of(who) + " from round " + std::to_string(s.round + 1);
    people.substitutes[s.person] = {"person-" + std::to_string(who), host_.name_of(who)};
  }
  // Only rounds whose every table's record is known: played_tables_ came in
  // with this version, so an evening begun before it has none to give. An
  // evening in person has no records: every round, its results as entered.
  const bool recorded = !settings_.in_person;
  const std::size_t rounds = recorded ? std::min(played_tables_.size(), evening_->results().size())
                                      : evening_->results().size();
  events::Progressive played(events::ProgressiveOptions{evening_->options()});
  std::vector<nlohmann::ordered_json> records;
  for (std::size_t r = 0; r < rounds; ++r) {
    for (const std::string& table : recorded ? played_tables_[r] : std::vector<std::string>{}) {
      const auto row = host_.event_store().latest_game(table);
      if (!row || !row->finished) throw std::runtime_error("table " + table + " has no finished game");
      records.push_back(without_fair_seeds(nlohmann::ordered_json::parse(row->record)));
    }
    played.finish_round(evening_->results()[r]);
  }
  // The result is the page's: the same standings (evening_standings of
  // these rounds and holders), or a duplicate evening's by matchpoints.
  const std::vector<events::Standing> by_points = events::evening_standings(played, people.holders);
  std::vector<events::RankedScore> ranked;
  if (boards_)
    for (const events::DuplicateStanding& s : duplicate_standings())
      ranked.push_back({"person-" + std::to_string(people_[static_cast<std::size_t>(s.player)]),
                        std::round(s.percent * 100) / 100, s.place});
  else
    ranked = events::ranked_points(by_points, players, people);
  events::EmnMatch match = events::evening_match(played, players, std::move(records), people, ranked, recorded);
  match.title = settings_.name;
  const std::string name = "euchre-event-" + id_ + ".emn";
  nlohmann::json extra = events::evening_extra_json(played, players, name, people, by_points, recorded);
  if (boards_) {
    // What EMN cannot say of a duplicate evening: every board's plays with
    // their matchpoints, and the standings by matchpoints (docs/events.md),
    // the only standings of the evening.
    nlohmann::json standings = nlohmann::json::array();
    for (const events::DuplicateStanding& s : duplicate_standings())
    {
      standings.push_back({{"place", s.place}, {"id", "person-" + std::to_string(people_[static_cast<std::size_t>(s.player)])},
                           {"percent", s.percent}, {"matchpoints", s.matchpoints}, {"top", s.top}, {"boards", s.boards}});
      if (s.few_boards) standings.back()["few_boards"] = true;
    }
    extra.erase("standings");
    extra["format"] = "duplicate";
    extra["duplicate"] = {{"commitment", boards_json()["commitment"]}, {"boards", boards_json()["boards"]},
                          {"standings", standings}};
  }
  return {events::emn_json(match).dump(2) + "\n", extra.dump(2) + "\n"};
}

std::string Event::standings_csv() const {
  // A name is a quoted cell that a spreadsheet never runs (events/csv_cell.h).
  const auto quoted = [](const std::string& text) { return events::csv_cell(text); };
  if (boards_) {
    std::string csv = "place,name,percent,matchpoints,top,boards\n";
    for (const events::DuplicateStanding& s : duplicate_standings()) {
      char percent[32];
      std::snprintf(percent, sizeof percent, "%.2f", s.percent);
      csv += std::to_string(s.place) + "," + quoted(host_.name_of(people_[static_cast<std::size_t>(s.player)])) + "," +
             percent + "," + json(s.matchpoints).dump() + "," + json(s.top).dump() + "," + std::to_string(s.boards) + "\n";
    }
    return csv;
  }
  // Fixed partners: each one's partner in a last column.
  const bool teams = evening_ && !evening_->teams().empty();
  std::string csv = teams ? "place,name,points,rounds_won,loners,byes,partner\n" : "place,name,points,rounds_won,loners,byes\n";
  for (const events::Standing& s : standings()) {
    csv += std::to_string(s.place) + "," + quoted(host_.name_of(people_[static_cast<std::size_t>(s.player)])) + "," +
           std::to_string(s.points) + "," + std::to_string(s.rounds_won) + "," + std::to_string(s.loners) + "," +
           std::to_string(s.byes);
    if (teams) csv += "," + quoted(team_partner_name(s.player).value_or(""));
    csv += "\n";
  }
  return csv;
}

void Event::broadcast() const {
  // The shared part (people, tables, standings: most of it) is built and
  // written out once, and each person's own fields (where he sits, the
  // key) are written after it: at 400 people writing the whole evening for
  // each one held every table up for a second (bench/evening_beside_tables.sh).
  // Everyone in people_ may watch the evening (may_watch): nothing of the
  // shared part is theirs to lose (message_for).
  json shared = shared_message();
  for (const char* personal : {"key", "you", "registered"}) shared.erase(personal);
  std::string text = shared.dump();
  text.pop_back();  // the closing brace: each person's fields follow
  const std::size_t shared_size = text.size();
  for (store::PersonId p : people_) {
    if (!host_.online(p)) continue;
    text.resize(shared_size);
    const std::string own = personal_fields(p).dump();  // {"registered":true,"you":...}
    text += ',';
    text.append(own, 1, std::string::npos);
    host_.send_text_to_person(p, text);
  }
}

void Event::broadcast_person(store::PersonId changed) const {
  const auto it = std::find(people_.begin(), people_.end(), changed);
  // Before the evening begins nothing else of it depends on one person's
  // entry (no tables, standings or places yet); the others' "you" is theirs.
  if (it == people_.end() || (status_ != Status::Registering && status_ != Status::CheckingIn)) return broadcast();
  const json delta = {{"v", protocol::kVersion}, {"type", "event_person"}, {"event", id_},
                      {"entry", person_entry(static_cast<std::size_t>(it - people_.begin()))},
                      {"people", people_.size()}, {"status", status_name(status_)}};
  for (store::PersonId p : people_)
    if (p == changed) host_.send_to_person(p, message_for(p));
    else host_.send_to_person(p, delta);
}

void Event::broadcast_soon() {
  if (broadcast_due_) return;
  broadcast_due_ = true;
  std::weak_ptr<Event> self = weak_from_this();
  host_.event_after(std::chrono::milliseconds(kTableDoneBroadcastMs), [self] {
    if (auto event = self.lock(); event && event->broadcast_due_) {
      event->broadcast_due_ = false;
      event->broadcast();
    }
  });
}

}  // namespace euchre::room
