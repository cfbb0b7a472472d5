// What an evening says: its shared message and each person's own fields,
// the rounds played with their records, the clock, and the broadcasts.
#include "events/progressive_json.h"
#include "protocol/message.h"
#include "room/event.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

namespace {

constexpr int kTableDoneBroadcastMs = 1000;

}  // namespace

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
  for (const int p : free_places()) {
    const int holder = holder_index(p, first_placeable_round());
    places.push_back({{"player", p}, {"instead_of", holder >= 0 ? json(host_.name_of(people_[static_cast<std::size_t>(holder)])) : json(nullptr)}});
  }
  json tables = json::array();
  if (evening_ && status_ == Status::Running) {
    const auto& lineup = evening_->lineup();
    // In a break: the next round's tables as drawn, not opened yet.
    const bool upcoming = break_ends_ms_ != 0;
    for (std::size_t t = 0; t < lineup.tables.size() && (upcoming || t < tables_.size()); ++t) {
      json seats = json::array();
      for (int player : lineup.tables[t]) {
        const auto p = person_of_player(player);
        seats.push_back({{"name", p ? host_.name_of(*p) : settings_.bots + " bot"}, {"person", p ? json(*p) : json(nullptr)},
                         {"bot", p ? json(nullptr) : json(settings_.bots)}});
      }
      json entry = {{"table", upcoming ? json(nullptr) : json(tables_[t])}, {"number", t + 1}, {"seats", seats},
                    {"done", !upcoming && results_.count(static_cast<int>(t)) > 0}};
      if (upcoming) entry["upcoming"] = true;
      if (settings_.in_person && !upcoming) entry["score"] = score_json(static_cast<int>(t));
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
                           {"rounds_won", s.rounds_won}, {"rounds_played", s.rounds_played}, {"loners", s.loners},
                        {"byes", s.byes}});
      if (const auto partner = team_partner_name(s.player)) ranked.back()["partner"] = *partner;
    }
  json m = {{"v", protocol::kVersion}, {"type", "event"}, {"event", id_}, {"name", settings_.name},
          {"organiser", host_.name_of(organiser_)}, {"organiser_person", organiser_}, {"status", status_name(status_)}, {"rounds", settings_.rounds},
          {"round", evening_ ? std::min(evening_->round() + 1, settings_.rounds) : 0}, {"deals", settings_.deals},
          {"games", settings_.games},
          {"minutes", settings_.minutes}, {"clock", clock_json()}, {"turn_clock", settings_.clock}, {"break_minutes", settings_.break_minutes},
          {"late_arrivals", settings_.late_arrivals},
          {"movement", events::movement_name(settings_.movement)}, {"preset", settings_.preset}, {"people", people},
          {"tables", tables}, {"you", nullptr}, {"standings", ranked}, {"registered", false}, {"places", places},
          {"format", settings_.format}, {"boards", boards_json()}, {"in_person", settings_.in_person},
          {"spectators", settings_.spectators}, {"played", played_json()}, {"starts_ms", settings_.starts_ms},
          {"tables_a_round", tables_a_round()},
          {"scores_log", settings_.in_person ? scores_.log_json([this](store::PersonId p) { return host_.name_of(p); })
                                             : json::array()}};
  if (!settings_.club.empty()) m["club"] = settings_.club;
  if (called_off_) m["called_off"] = true;
  m["capacity"] = settings_.capacity;
  m["waiting_list"] = waiting_list_.size();
  return m;
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
  const auto waiting = std::find(waiting_list_.begin(), waiting_list_.end(), person);
  if (waiting != waiting_list_.end() && entry == people_.end())
    you = {{"waiting_list", waiting - waiting_list_.begin() + 1}};
  else if (left) you = {{"left", true}};
  else if (std::find(no_shows_.begin(), no_shows_.end(), person) != no_shows_.end()) you = {{"no_show", true}};
  else if (const auto seated = seat_of(person);
           seated && (break_ends_ms_ || seated->table < static_cast<int>(tables_.size())))
    you = break_ends_ms_  // a break: where he sits when the next round begins
              ? json{{"number", seated->table + 1}, {"seat", seated->seat}, {"after_break", true}}
          : settings_.in_person  // a real table: its number and seat, no server table to go to
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
  // A club evening's organisers are its club's too (docs/clubs.md).
  if (!settings_.club.empty()) m["organises"] = organises(person);
  return m;
}

json Event::clock_json() const {
  const std::int64_t now = host_.event_now_ms();
  if (status_ == Status::CheckingIn) return {{"check_in_ends_ms", check_in_ends_ms_}, {"now_ms", now}};
  if (status_ != Status::Running) return nullptr;
  if (break_ends_ms_) return {{"break_ends_ms", break_ends_ms_}, {"now_ms", now}};
  return {{"started_ms", round_started_ms_}, {"ends_ms", round_ends_ms_ ? json(round_ends_ms_) : json(nullptr)},
          {"now_ms", now}, {"time_up", round_ends_ms_ != 0 && now >= round_ends_ms_}};
}

void Event::broadcast() const {
  // The shared part (people, tables, standings: most of it) is built and
  // written out once, and each person's own fields (where he sits, the
  // key) are written after it: at 400 people writing the whole evening for
  // each one held every table up for a second (bench/evening_beside_tables.sh).
  // Everyone in people_ may watch the evening (may_watch): nothing of the
  // shared part is theirs to lose (message_for).
  json shared = shared_message();
  for (const char* personal : {"key", "you", "registered", "organises"}) shared.erase(personal);
  std::string text = shared.dump();
  text.pop_back();  // the closing brace: each person's fields follow
  const std::size_t shared_size = text.size();
  for (store::PersonId p : audience()) {
    if (!host_.online(p)) continue;
    text.resize(shared_size);
    const std::string own = personal_fields(p).dump();  // {"registered":true,"you":...}
    text += ',';
    text.append(own, 1, std::string::npos);
    host_.send_text_to_person(p, text);
  }
}

void Event::broadcast_person(store::PersonId changed) {
  const auto it = std::find(people_.begin(), people_.end(), changed);
  // Before the evening begins nothing else of it depends on one person's
  // entry (no tables, standings or places yet); the others' "you" is theirs.
  if (it == people_.end() || (status_ != Status::Registering && status_ != Status::CheckingIn)) return broadcast();
  host_.send_to_person(changed, message_for(changed));
  people_changed_.insert(changed);
  if (people_flush_due_) return;
  people_flush_due_ = true;
  after(std::chrono::milliseconds(kPeopleFlushMs), [](Event& event) { event.send_people_changed(); });
}

void Event::send_people_changed() {
  people_flush_due_ = false;
  std::set<store::PersonId> changed;
  changed.swap(people_changed_);
  // Begun meanwhile: its broadcast has told everyone the whole evening.
  if (status_ != Status::Registering && status_ != Status::CheckingIn) return;
  json entries = json::array();
  for (std::size_t i = 0; i < people_.size(); ++i)
    if (changed.count(people_[i])) entries.push_back(person_entry(i));
  if (entries.empty()) return;
  const std::string text = json{{"v", protocol::kVersion}, {"type", "event_people"}, {"event", id_},
                                {"entries", std::move(entries)}, {"people", people_.size()},
                                {"status", status_name(status_)}}
                               .dump();
  for (store::PersonId p : audience())
    if (host_.online(p)) host_.send_text_to_person(p, text);
}

std::vector<store::PersonId> Event::audience() const {
  std::vector<store::PersonId> out = people_;
  for (store::PersonId p : followers_)
    if (!registered(p)) out.push_back(p);
  return out;
}

void Event::follow(store::PersonId person) {
  if (!registered(person) && organises(person)) followers_.insert(person);
}

void Event::broadcast_soon() {
  if (broadcast_due_) return;
  broadcast_due_ = true;
  after(std::chrono::milliseconds(kTableDoneBroadcastMs), [](Event& event) {
    if (!event.broadcast_due_) return;
    event.broadcast_due_ = false;
    event.broadcast();
  });
}

}  // namespace euchre::room
