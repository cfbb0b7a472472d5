// An evening and its people: made, read back and saved; registration,
// guests, partners and drops; its start and check-in. Its rounds are in
// event_rounds.cpp, its standings and scores in event_results.cpp, its
// files in event_files.cpp, its messages in event_messages.cpp.
#include "room/event.h"

#include <iostream>
#include <set>

#include "events/board_deals.h"
#include "events/progressive_json.h"
#include "room/names.h"
#include "room/table.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

namespace {

// Partner asks a person may change in a minute (Event::choose_partner).
constexpr int kPartnerChangesAMinute = 10;
// People an organiser adds by name to one evening (event_add), counting
// those dropped again: each is a new person in the store, so the count is
// bounded whatever is added and dropped (issue 37; docs/events.md, "In
// person"). Decided here: 100, twenty-five tables of people without a phone.
constexpr std::size_t kMaxGuests = 100;

}  // namespace

Event::Event(EventHost& host, std::string id, store::PersonId organiser, EventSettings settings, bool organiser_plays)
    : host_(host), executor_(host.evening_executor()), id_(std::move(id)), organiser_(organiser), settings_(std::move(settings)) {
  if (organiser_plays) people_.push_back(organiser);
  // The boards are fixed before anyone registers: the commitment is in the
  // first message anyone sees of the event.
  if (settings_.duplicate()) boards_ = EventBoards::drawn();
}

void Event::run_step(const std::function<void(Event&)>& step) {
  const auto held = hold();
  if (forgotten_) return;  // no longer served here (set aside, or run by another instance)
  // The club's organisers are read afresh for each step, and not kept after it.
  club_organisers_.reset();
  struct Forget {
    std::optional<std::set<store::PersonId>>& kept;
    ~Forget() { kept.reset(); }
  } forget{club_organisers_};
  try {
    step(*this);
  } catch (const store::StoreError& e) {
    // The store's fault, not the evening's: the step's own retries stand.
    std::cerr << "euchre serve: event " << id_ << ": a step could not be kept: " << e.what() << "\n";
  } catch (const std::exception& e) {
    // Not one evening's step stops its thread, which others share.
    forgotten_ = true;
    host_.event_failed(id_, organiser_, e.what());
  }
}

void Event::after(std::chrono::milliseconds delay, std::function<void(Event&)> step) {
  executor_.after(delay, [self = weak_from_this(), step = std::move(step)] {
    if (const auto event = self.lock()) event->run_step(step);
  });
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
  if (state.contains("waiting_list")) event->waiting_list_ = state.at("waiting_list").get<std::vector<store::PersonId>>();
  event->called_off_ = state.value("called_off", false);
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
  event->break_ends_ms_ = state.value("break_ends_ms", std::int64_t{0});
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
          {"round_started_ms", round_started_ms_}, {"round_ends_ms", round_ends_ms_}, {"break_ends_ms", break_ends_ms_}, {"checked_in", checked_in_}, {"no_shows", no_shows_},
          {"played_tables", played_tables_},
          {"check_in_ends_ms", check_in_ends_ms_},
          {"evening", evening_ ? events::evening_json(*evening_) : json(nullptr)}, {"tables", tables_},
          {"results", results}};
  if (boards_) out["boards"] = boards_->state_json();
  if (settings_.in_person) out["scores"] = scores_.state_json();
  if (!partner_asks_.empty()) out["partner_asks"] = partner_asks_;
  if (!guests_.empty()) out["guests"] = guests_;
  if (!waiting_list_.empty()) out["waiting_list"] = waiting_list_;
  if (called_off_) out["called_off"] = true;
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

bool Event::organises(store::PersonId person) const {
  if (person == organiser_) return true;
  if (settings_.club.empty()) return false;
  // Read once a step: a broadcast asks it of every person (400 store reads
  // and club parses a message at a full evening otherwise).
  if (!club_organisers_) club_organisers_ = host_.club_organisers(settings_.club);
  return club_organisers_->count(person) > 0;
}

bool Event::registered(store::PersonId person) const {
  return std::find(people_.begin(), people_.end(), person) != people_.end();
}

bool Event::may_watch(store::PersonId person) const {
  return settings_.spectators || registered(person) || organises(person);
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
  const bool before_start = status_ == Status::Registering || status_ == Status::CheckingIn;
  if (before_start && settings_.capacity > 0 && static_cast<int>(people_.size()) >= settings_.capacity) {
    // Full: he waits for a place (decided here: a waiting list, first come
    // first served, as clubs keep one on paper).
    const auto waiting = std::find(waiting_list_.begin(), waiting_list_.end(), person);
    if (waiting != waiting_list_.end())
      return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is full: you are number " +
                                                    std::to_string(waiting - waiting_list_.begin() + 1) + " on its waiting list"};
    if (!contribution.is_null())
      return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is full: its boards take contributions from those with a place"};
    waiting_list_.push_back(person);
    host_.person_in_evening(id_, person);
    save();
    host_.send_to_person(person, message_for(person));
    return std::nullopt;
  }
  // A substitute (the evening runs) comes after the boards are drawn: his contribution is not taken.
  if (status_ == Status::Registering || status_ == Status::CheckingIn)
    if (auto refused = take_contribution(person, contribution)) return refused;
  people_.push_back(person);
  host_.person_in_evening(id_, person);
  // Seated at once where the evening says so: the first place free from the
  // next round (substitute keeps and tells it); else he waits, as below.
  if (status_ == Status::Running && settings_.late_arrivals == "seat")
    if (const std::vector<int> free = free_places(); !free.empty() && !substitute(organiser_, person, free.front()))
      return std::nullopt;
  save();
  // A contribution changes the boards everyone is shown.
  if (boards_ && !contribution.is_null()) broadcast();
  else broadcast_person(person);
  return std::nullopt;
}

std::optional<protocol::Error> Event::add_guest(store::PersonId by, const std::string& name) {
  if (!organises(by)) return protocol::Error{ErrorCode::NotNow, "only the organiser adds someone to event " + id_};
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
  if ((status_ == Status::Registering || status_ == Status::CheckingIn) && settings_.capacity > 0 &&
      static_cast<int>(people_.size()) >= settings_.capacity)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is full (" + std::to_string(settings_.capacity) +
                                                  " places): give it more places (Change the evening) to add " + name};
  // Two of one name would be one in the standings and at the tables (issue 38).
  const std::string key = name_key(name);
  for (store::PersonId p : people_)
    if (const std::string known = host_.name_of(p); name_key(known) == key)
      return protocol::Error{ErrorCode::NotNow, known + " is registered for event " + id_ +
                                                    " already; add the newcomer under another name (with a surname's "
                                                    "initial, say)"};
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
  if (by != who && !organises(by))
    return protocol::Error{ErrorCode::NotNow, "only the organiser drops someone from event " + id_};
  if (const auto waiting = std::find(waiting_list_.begin(), waiting_list_.end(), who); waiting != waiting_list_.end()) {
    waiting_list_.erase(waiting);  // off the waiting list
    save();
    host_.send_to_person(who, message_for(who));
    return std::nullopt;
  }
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
    fill_from_waiting_list();
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

void Event::call_off() {
  if (status_ != Status::Registering && status_ != Status::CheckingIn) return;
  status_ = Status::Over;
  called_off_ = true;
  save();
  broadcast();
}

void Event::fill_from_waiting_list() {
  const int places = settings_.capacity > 0 ? settings_.capacity : kMaxPeople;
  while (!waiting_list_.empty() && static_cast<int>(people_.size()) < places) {
    people_.push_back(waiting_list_.front());
    waiting_list_.erase(waiting_list_.begin());
  }
}

std::optional<protocol::Error> Event::bring_back(store::PersonId by, store::PersonId who) {
  if (!organises(by)) return protocol::Error{ErrorCode::NotNow, "only the organiser brings someone back to event " + id_};
  const auto it = std::find(people_.begin(), people_.end(), who);
  if (it == people_.end()) {
    // Before the start a leaver is no longer registered: he registers again.
    return protocol::Error{ErrorCode::NotNow, "that person is not registered for event " + id_ +
                                                  (status_ == Status::Registering || status_ == Status::CheckingIn
                                                       ? " (before the start, someone who left registers again by its link)"
                                                       : "")};
  }
  const int person = static_cast<int>(it - people_.begin());
  if (status_ == Status::Over) return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is over"};
  if (!dropped_.count(person)) return protocol::Error{ErrorCode::NotNow, host_.name_of(who) + " has not left event " + id_};
  if (const auto given = place_given_away(person))
    return protocol::Error{ErrorCode::NotNow, host_.name_of(who) + "'s place was given to " + *given +
                                                  ": it is " + *given + "'s now, and cannot be taken back"};
  dropped_.erase(person);
  if (const auto seated = seat_of(who); seated && seated->table < static_cast<int>(tables_.size()))
    host_.return_to_event_table(tables_[static_cast<std::size_t>(seated->table)], who, seated->seat);
  save();
  broadcast();
  return std::nullopt;
}

int Event::first_placeable_round() const {
  // In a break the next round is drawn but not begun: a place given now is his in it.
  return evening_->round() + (break_ends_ms_ ? 0 : 1);
}

std::vector<int> Event::free_places() const {
  std::vector<int> out;
  if (!evening_ || status_ != Status::Running || first_placeable_round() >= evening_->rounds()) return out;
  for (int p = 0; p < evening_->players(); ++p) {
    const int holder = holder_index(p, first_placeable_round());
    if (holder < 0 || dropped_.count(holder)) out.push_back(p);
  }
  return out;
}

// Who holds, this round or the next, a place the person held before (a
// substitute the organiser gave it to); nullopt when nobody does.
std::optional<std::string> Event::place_given_away(int person) const {
  if (!evening_) return std::nullopt;
  const int now = evening_->round();
  for (int place = 0; place < evening_->players(); ++place) {
    bool his = false;
    for (int r = 0; r <= now && !his; ++r) his = holder_index(place, r) == person;
    if (!his) continue;
    for (int r = now; r <= now + 1 && r < evening_->rounds(); ++r)
      if (const int holder = holder_index(place, r); holder >= 0 && holder != person)
        return host_.name_of(people_[static_cast<std::size_t>(holder)]);
  }
  return std::nullopt;
}

std::optional<protocol::Error> Event::edit(store::PersonId by, const json& m) {
  static const std::set<std::string> kEditable = {"name", "rounds", "deals", "minutes", "games", "check_in_minutes",
                                                  "movement", "pace", "spectators", "starts_ms", "clock", "break_minutes",
                                                  "late_arrivals", "capacity"};
  if (!organises(by)) return protocol::Error{ErrorCode::NotNow, "only the organiser changes event " + id_};
  if (status_ != Status::Registering && status_ != Status::CheckingIn)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " has begun: its settings stay as it began"};
  json fields = event_settings_json(settings_);
  bool any = false;
  for (const auto& [field, value] : m.items()) {
    if (field == "v" || field == "type" || field == "event") continue;
    if (!kEditable.count(field))
      return protocol::Error{ErrorCode::BadSettings, "\"" + field.substr(0, 40) +
                                                         "\" cannot be changed once the evening is made (the rules, the scoring, "
                                                         "in person and the bots stay; make a new evening for others)"};
    if (field == "check_in_minutes" && status_ == Status::CheckingIn)
      return protocol::Error{ErrorCode::NotNow, "checking in has begun: its minutes stay as they began"};
    any = true;
  }
  if (!any)
    return protocol::Error{ErrorCode::Malformed, "nothing to change: give one of name, rounds, deals, minutes, games, "
                                                 "check_in_minutes, movement, pace, spectators, starts_ms, clock, break_minutes, "
                                                 "late_arrivals, capacity"};
  // A round's length is one of three: the one given replaces the others.
  if (m.contains("deals") || m.contains("minutes") || m.contains("games"))
    for (const char* length : {"deals", "minutes", "games"}) fields.erase(length);
  for (const auto& [field, value] : m.items())
    if (kEditable.count(field)) fields[field] = value;
  EventSettings edited;
  try {
    edited = event_settings_from(fields, settings_.name);
  } catch (const SettingsError& e) {
    return protocol::Error{ErrorCode::BadSettings, e.what()};
  }
  // Partner asks mean something only where partners stay all evening.
  if (!events::fixed_partners(edited.movement)) partner_asks_.clear();
  settings_ = std::move(edited);
  // More places: the waiting list's first take them (fewer: nobody loses his).
  fill_from_waiting_list();
  save();
  broadcast();
  return std::nullopt;
}

std::optional<protocol::Error> Event::start(store::PersonId by) {
  if (!organises(by)) return protocol::Error{ErrorCode::NotNow, "only the organiser starts event " + id_};
  // During a break the organiser's start begins the next round now.
  if (status_ == Status::Running && break_ends_ms_) {
    end_break();
    return std::nullopt;
  }
  if (status_ != Status::Registering && status_ != Status::CheckingIn)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " has started already"};
  if (people_.size() < 2) return protocol::Error{ErrorCode::NotNow, "an event needs at least two people registered"};
  if (registered(by)) checked_in_.insert(by);  // starting it is being here
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
  after(std::chrono::milliseconds(left), [](Event& event) {
    if (event.status_ != Status::CheckingIn || event.host_.event_now_ms() < event.check_in_ends_ms_) return;
    if (event.checked_in_.size() >= 2) {
      if (const auto why = event.begin()) std::cerr << "euchre serve: event " << event.id_ << ": " << *why << "\n";
      return;
    }
    // Fewer than two came: the evening cannot be drawn; it waits for the
    // organiser again (decided here) with whoever did check in kept.
    event.status_ = Status::Registering;
    event.check_in_ends_ms_ = 0;
    event.save();
    event.broadcast();
  });
}

}  // namespace euchre::room
