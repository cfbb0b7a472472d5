// The hub's clubs (docs/clubs.md): made, joined, run by their organisers;
// their calendars make the weekly evenings ahead; their seasons' standings,
// CSV and calendar file. A club is read from the store at each request and
// written back over the version read (several instances may share it), on
// the hub's thread: club requests are rare and one small row each.
#include <iostream>
#include <variant>

#include "events/season.h"
#include "room/club_calendar.h"
#include "room/hub.h"
#include "room/messages.h"
#include "room/request_fields.h"
#include "room/tokens.h"

namespace euchre::room {

using protocol::Error;
using protocol::ErrorCode;

namespace {

// Another change came first this many times in a row: the request is refused (try again).
constexpr int kClubWriteTries = 4;
// How often the calendars are looked at (a new week's evening is made ahead).
constexpr std::chrono::minutes kCalendarEvery{10};

std::optional<std::string> string_field(const json& m, const char* field) {
  const auto it = m.find(field);
  if (it == m.end() || !it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

Error malformed(std::string words) { return Error{ErrorCode::Malformed, std::move(words)}; }

}  // namespace

std::optional<Club> Hub::read_club(const std::string& id) {
  const auto row = store_.club(id);
  if (!row) return std::nullopt;
  try {
    return Club::from_row(*row);
  } catch (const std::runtime_error& e) {
    // Nothing stored stops the server: the club is reported, its row kept.
    std::cerr << "euchre serve: " << e.what() << "\n";
    throw ClubUnreadable(std::string(e.what()) + " (kept in the store as it is; the server's operator can look at it)");
  }
}

std::string Hub::club_key(const Club& club) const { return keyed_id(club.secret(), "club " + club.id()); }

std::optional<Error> Hub::change_club(const std::string& id, const std::function<std::optional<Error>(Club&)>& change,
                                      std::optional<Club>& changed) {
  for (int attempt = 0; attempt < kClubWriteTries; ++attempt) {
    const auto row = store_.club(id);
    if (!row) return Error{ErrorCode::UnknownTable, "no club " + id};
    std::optional<Club> club;
    try {
      club = Club::from_row(*row);
    } catch (const std::runtime_error& e) {
      return Error{ErrorCode::NotNow, std::string(e.what()) + " (kept in the store as it is; nothing changed)"};
    }
    std::vector<store::PersonId> before;
    for (const ClubMember& m : club->members()) before.push_back(m.person);
    for (const ClubMember& m : club->asking()) before.push_back(m.person);
    if (auto refused = change(*club)) return refused;
    if (store_.update_club(id, club->name(), club->state_json().dump(), row->version)) {
      changed = std::move(club);
      note_club(*changed, before);
      return std::nullopt;
    }
  }
  return Error{ErrorCode::Unavailable, "club " + id + " was being changed by others; nothing changed, try again"};
}

void Hub::note_club(const Club& club, const std::vector<store::PersonId>& before) {
  if (club.schedule()) scheduled_clubs_.insert(club.id());
  else scheduled_clubs_.erase(club.id());
  // Only those who were in it can have left it: the index is not walked whole.
  for (store::PersonId person : before) {
    if (club.member(person) || club.is_asking(person)) continue;
    const auto it = clubs_of_.find(person);
    if (it == clubs_of_.end()) continue;
    it->second.erase(club.id());
    if (it->second.empty()) clubs_of_.erase(it);
  }
  for (const ClubMember& m : club.members()) clubs_of_[m.person].insert(club.id());
  for (const ClubMember& m : club.asking()) clubs_of_[m.person].insert(club.id());
}

void Hub::read_clubs_ahead() {
  try {
    for (const store::Club& row : store_.clubs()) {
      try {
        note_club(Club::from_row(row));
      } catch (const std::runtime_error& e) {
        std::cerr << "euchre serve: " << e.what() << " (kept in the store as it is; the club is not served)\n";
      }
    }
    clubs_read_ = true;
  } catch (const store::StoreError& e) {
    std::cerr << "euchre serve: the clubs could not be read (" << e.what() << "); tried again at the next calendar look\n";
  }
}

json Hub::club_view(const Club& club, store::PersonId person, bool invited) {
  const bool member = club.member(person), organiser = club.organiser(person);
  json view = {{"v", protocol::kVersion},
               {"type", "club"},
               {"club", club.id()},
               {"name", club.name()},
               {"about", club.about()},
               {"members_only", club.members_only()},
               {"approval", club.approval()},
               {"member_count", static_cast<int>(club.members().size())},
               {"you", {{"member", member}, {"organiser", organiser}, {"asking", club.is_asking(person)}}}};
  // A members-only club shows a stranger with its invitation its name and
  // what it is about, nothing of its people or evenings.
  if (!club.open_to(person)) {
    view["invited"] = invited;
    return view;
  }
  json members = json::array(), asking = json::array(), announcements = json::array(), evenings = json::array(),
       seasons = json::array();
  for (const ClubMember& m : club.members())
    members.push_back({{"person", m.person}, {"name", name_of(m.person)}, {"organiser", m.organiser}, {"since_ms", m.since_ms}});
  if (organiser)
    for (const ClubMember& m : club.asking())
      asking.push_back({{"person", m.person}, {"name", name_of(m.person)}, {"since_ms", m.since_ms}});
  for (auto a = club.announcements().rbegin(); a != club.announcements().rend(); ++a)
    announcements.push_back({{"id", a->id}, {"ms", a->ms}, {"by", name_of(a->by)}, {"text", a->text}});
  for (const ClubEvening& e : club.evenings()) evenings.push_back({{"event", e.event}, {"date", e.date}, {"name", e.name}});
  for (const ClubSeason& s : club.seasons())
    seasons.push_back({{"name", s.name}, {"from", s.from}, {"to", s.to}, {"best", s.best}});
  view["members"] = members;
  view["asking"] = asking;
  view["announcements"] = announcements;
  view["evenings"] = evenings;
  view["seasons"] = seasons;
  view["today"] = utc_day(executor_.now_ms());
  json schedule = nullptr;
  if (const auto& s = club.schedule())
    schedule = {{"weekday", s->weekday}, {"time", s->time}, {"zone", s->zone}, {"weeks_ahead", s->weeks_ahead}, {"evening", s->evening}};
  view["schedule"] = schedule;
  // Members invite others with the code, and read the members-only files with the key.
  if (member) {
    view["code"] = club.code();
    view["key"] = club_key(club);
  }
  return view;
}

void Hub::clubs_list(net::ConnectionId id, store::PersonId person) {
  if (!clubs_read_) read_clubs_ahead();
  json clubs = json::array();
  const auto mine = clubs_of_.find(person);
  for (const std::string& club_id : mine == clubs_of_.end() ? std::set<std::string>{} : mine->second) {
    const auto club = read_club(club_id);
    if (!club || (!club->member(person) && !club->is_asking(person))) continue;
    clubs.push_back({{"club", club->id()}, {"name", club->name()}, {"organiser", club->organiser(person)},
                     {"asking", club->is_asking(person)}});
  }
  send_to(id, {{"v", protocol::kVersion}, {"type", "clubs"}, {"clubs", clubs}});
}

void Hub::club_create(net::ConnectionId id, Connection& c, const json& m) {
  const auto name = string_field(m, "name");
  if (!name) return refuse(id, malformed("missing string field \"name\" (the club's name)"));
  if (auto problem = name_problem(*name, kMaxClubNameChars)) return refuse(id, malformed("the club's " + *problem));
  if (const int mine = static_cast<int>(clubs_made_[*c.person].size()); mine >= kMaxClubsMadePerPerson)
    return refuse(id, Error{ErrorCode::NotNow, "you have made " + std::to_string(mine) +
                                                   " clubs since the server started, the most one person may"});
  std::string cid;
  do cid = "c" + new_id(6);
  while (store_.club(cid));
  Club club(cid, *name, *c.person, executor_.now_ms(), new_id(8), new_token());
  json fields = m;
  fields.erase("name");
  if (auto refused = club.change(*c.person, fields, "")) return refuse(id, *refused);
  store_.add_club({cid, club.name(), club.state_json().dump(), executor_.now_ms(), 0});
  clubs_made_[*c.person].insert(cid);
  note_club(club);
  send_to(id, club_view(club, *c.person, false));
}

void Hub::club_request(net::ConnectionId id, Connection& c, const json& m) {
  const std::string& type = m["type"].get_ref<const std::string&>();
  const store::PersonId person = *c.person;
  if (type == "clubs") return clubs_list(id, person);
  if (type == "club_create") return club_create(id, c, m);
  const auto club_id = string_field(m, "club");
  if (!club_id) return refuse(id, malformed("missing string field \"club\""));
  if (type == "club_get") return club_get(id, person, *club_id, string_field(m, "code").value_or(""));
  std::optional<store::PersonId> told;  // someone else the change is about
  auto change = club_change_for(m, person, told);
  if (const auto* refused = std::get_if<Error>(&change)) return refuse(id, *refused);
  // Nor does a stranger's request learn anything of a members-only club
  // (joining with its code aside): "no club", as for a wrong id.
  ClubChange step = std::get<ClubChange>(std::move(change));
  if (type != "club_join")
    step = [person, inner = std::move(step)](Club& club) -> std::optional<Error> {
      if (!club.open_to(person) && !club.is_asking(person)) return Error{ErrorCode::UnknownTable, "no club " + club.id()};
      return inner(club);
    };
  std::optional<Club> changed;
  if (auto refused = change_club(*club_id, step, changed)) return refuse(id, *refused);
  // A new calendar's evenings are made at once (and shown with it).
  if (type == "club_schedule") {
    make_club_evenings(*club_id);
    if (auto again = read_club(*club_id)) changed = std::move(again);
  }
  tell_club_change(*changed, person, told);
}

void Hub::club_get(net::ConnectionId id, store::PersonId person, const std::string& club_id, const std::string& code) {
  const auto club = read_club(club_id);
  // A members-only club is not there for a stranger without its code (one
  // who asked sees his ask).
  const bool invited = club && !code.empty() && same_key(code, club->code());
  if (!club || (!club->open_to(person) && !invited && !club->is_asking(person)))
    return refuse(id, Error{ErrorCode::UnknownTable, "no club " + club_id});
  send_to(id, club_view(*club, person, invited));
}

void Hub::tell_club_change(const Club& changed, store::PersonId person, std::optional<store::PersonId> told) {
  // Whoever asked, its organisers online and the person it was about;
  // members see it when they next open it.
  std::set<store::PersonId> tell = {person};
  for (const ClubMember& member : changed.members())
    if (member.organiser) tell.insert(member.person);
  if (told) tell.insert(*told);
  for (store::PersonId p : tell)
    if (p == person || online(p)) send_to_person(p, club_view(changed, p, false));
}

std::variant<Hub::ClubChange, Error> Hub::club_change_for(const json& m, store::PersonId person, std::optional<store::PersonId>& told) {
  const std::string& type = m["type"].get_ref<const std::string&>();
  const std::int64_t now = executor_.now_ms();
  if (type == "club_join")
    return ClubChange([person, now, code = string_field(m, "code").value_or("")](Club& club) { return club.join(person, code, now); });
  if (type == "club_leave") return ClubChange([person](Club& club) { return club.leave(person); });
  if (type == "club_member") {
    const auto who = person_number_field(m);
    const auto what = string_field(m, "do");
    if (!who) return malformed("missing field \"person\" (a person's number)");
    static const std::set<std::string> kDo = {"approve", "refuse", "remove", "organiser", "member"};
    if (!what || !kDo.count(*what)) return malformed("\"do\" must be \"approve\", \"refuse\", \"remove\", \"organiser\" or \"member\"");
    told = *who;
    return ClubChange([person, now, who = *who, what = *what](Club& club) -> std::optional<Error> {
      if (what == "approve" || what == "refuse") return club.approve(person, who, what == "approve", now);
      if (what == "remove") return club.remove(person, who);
      return club.set_organiser(person, who, what == "organiser");
    });
  }
  if (type == "club_announce") {
    const auto withdraw = m.find("withdraw");
    if (withdraw != m.end() && withdraw->is_number_integer())
      return ClubChange([person, at = withdraw->get<std::int64_t>()](Club& club) { return club.withdraw_announcement(person, at); });
    if (const auto text = string_field(m, "text"))
      return ClubChange([person, now, text = *text](Club& club) { return club.announce(person, text, now); });
    return malformed("club_announce needs \"text\" (an announcement) or \"withdraw\" (an announcement's id)");
  }
  if (type == "club_change")
    return ClubChange([person, m, new_code = m.value("new_code", false)](Club& club) {
      return club.change(person, m, new_code ? new_id(8) : "");
    });
  if (type == "club_schedule") {
    std::optional<ClubSchedule> schedule;
    if (auto refused = read_schedule(m, person, schedule)) return *refused;
    return ClubChange([this, person, schedule](Club& club) -> std::optional<Error> {
      if (schedule)
        if (auto refused = check_schedule_evening(club, *schedule)) return refused;
      return club.set_schedule(person, schedule);
    });
  }
  if (type == "club_season") {
    const auto name = string_field(m, "name");
    if (!name) return malformed("missing string field \"name\" (the season's name)");
    if (m.value("remove", false)) return ClubChange([person, name = *name](Club& club) { return club.remove_season(person, name); });
    const auto best = m.find("best");
    if (best != m.end() && !best->is_number_integer()) return malformed("\"best\" must be a whole number");
    ClubSeason season{*name, string_field(m, "from").value_or(""), string_field(m, "to").value_or(""),
                      best != m.end() ? best->get<int>() : 0};
    return ClubChange([person, season](Club& club) { return club.add_season(person, season); });
  }
  return Error{ErrorCode::UnknownType, "no club request " + type};
}

std::optional<Error> Hub::read_schedule(const json& m, store::PersonId by, std::optional<ClubSchedule>& schedule) const {
  const auto it = m.find("schedule");
  if (it == m.end()) return malformed("missing field \"schedule\" (an object, or null for none)");
  if (it->is_null()) return std::nullopt;
  if (!it->is_object()) return malformed("\"schedule\" must be an object, or null for none");
  ClubSchedule s;
  s.by = by;
  const json& f = *it;
  if (!f.contains("weekday") || !f["weekday"].is_number_integer()) return malformed("\"weekday\" must be 0 (Sunday) to 6 (Saturday)");
  s.weekday = f["weekday"].get<int>();
  if (!f.contains("time") || !f["time"].is_string()) return malformed("\"time\" must be HH:MM, e.g. \"18:30\"");
  s.time = f["time"].get<std::string>();
  if (f.contains("zone") && !f["zone"].is_string()) return malformed("\"zone\" must be a time zone's name");
  s.zone = f.value("zone", std::string());
  if (f.contains("weeks_ahead") && !f["weeks_ahead"].is_number_integer()) return malformed("\"weeks_ahead\" must be 1 to 8");
  s.weeks_ahead = f.value("weeks_ahead", 2);
  s.evening = f.value("evening", json::object());
  if (auto problem = schedule_problem(s)) return Error{ErrorCode::BadSettings, *problem};
  schedule = std::move(s);
  return std::nullopt;
}

EventSettings Hub::club_evening_settings(const Club& club, const ClubSchedule& schedule, const std::string& date) const {
  json fields = schedule.evening;
  for (const char* own : {"name", "club", "v", "type"}) fields.erase(own);
  EventSettings settings = event_settings_from(fields, club_evening_name(club.name(), date));
  settings.club = club.id();
  // A members-only club's evenings are its members' alone: nobody else replays them.
  if (club.members_only()) settings.spectators = false;
  return settings;
}

std::optional<Error> Hub::check_schedule_evening(const Club& club, const ClubSchedule& schedule) const {
  try {
    // The longest date's evening, every name it reaches included (event_settings_from).
    EventSettings settings = club_evening_settings(club, schedule, "2026-12-31");
    json named = schedule.evening;
    named["name"] = settings.name;
    (void)event_settings_from(named, settings.name);
    if (auto refusal = refuse_bot(settings.bots, "the club evening's bot")) return refusal;
  } catch (const SettingsError& e) {
    return Error{ErrorCode::BadSettings, std::string("the weekly evening's settings: ") + e.what()};
  }
  return std::nullopt;
}

void Hub::make_club_evenings(const std::string& club_id) {
  const std::int64_t now = executor_.now_ms();
  std::optional<Club> club;
  try {
    club = read_club(club_id);
  } catch (const std::exception& e) {
    std::cerr << "euchre serve: club " << club_id << "'s calendar: " << e.what() << "\n";
    return;
  }
  if (!club) return;
  call_off_gone_evenings(*club);
  if (!club->schedule()) return;
  const ClubSchedule schedule = *club->schedule();
  for (const std::string& date : schedule_dates(schedule, utc_day(now))) {
    if (club->has_evening_on(date)) continue;
    // The evening's organiser: who set the calendar, or another organiser once he is not one.
    store::PersonId organiser = schedule.by;
    if (!club->organiser(organiser))
      for (const ClubMember& m : club->members())
        if (m.organiser) organiser = m.person;
    std::string eid;
    do eid = "e" + new_id(6);
    while (events_.count(eid));
    try {
      auto event = std::make_shared<Event>(*this, eid, organiser, club_evening_settings(*club, schedule, date), false);
      store_.add_event(event->row(now));
      if (leased()) store_.try_event_lease(eid, options_.lease_owner, now, options_.lease_ttl.count());
      std::optional<Club> changed;
      const std::string name = event->settings().name;
      if (auto refused = change_club(club_id, [&](Club& c) -> std::optional<Error> {
            if (c.has_evening_on(date)) return Error{ErrorCode::NotNow, "made meanwhile"};
            return c.add_evening({eid, date, name});
          }, changed)) {
        // Another instance made it meanwhile (or the club changed): this one is not needed.
        store_.update_event(eid, event->row(now).state, true);
        continue;
      }
      club = std::move(changed);
      serve_event(eid, event);
    } catch (const std::exception& e) {
      // A store fault or settings no longer good: tried again at the next look.
      std::cerr << "euchre serve: club " << club_id << "'s evening of " << date << " could not be made: " << e.what() << "\n";
      return;
    }
  }
}

void Hub::call_off_gone_evenings(const Club& club) {
  // A day's grace: the calendar's days are UTC's, the club's may be behind.
  const std::string yesterday = utc_day(executor_.now_ms() - 24LL * 3'600'000);
  for (const ClubEvening& e : club.evenings()) {
    if (e.date >= yesterday) continue;
    if (const auto event = find_event(e.event))
      at_event(event, [](Event& evening) {
        if (evening.status() == Event::Status::Registering || evening.status() == Event::Status::CheckingIn) evening.call_off();
      });
  }
}

void Hub::club_calendar_tick() {
  // Read whole each time: what other instances sharing the store changed
  // shows here within the tick (a person's list of clubs, the calendars).
  read_clubs_ahead();
  const std::set<std::string> scheduled = scheduled_clubs_;
  for (const std::string& club : scheduled) make_club_evenings(club);
  executor_.after(kCalendarEvery, [this] { club_calendar_tick(); });
}

std::set<store::PersonId> Hub::club_organisers(const std::string& club) {
  std::set<store::PersonId> out;
  const auto row = store_.club(club);
  if (!row) return out;
  try {
    const Club read = Club::from_row(*row);  // kept: its members are walked
    for (const ClubMember& m : read.members())
      if (m.organiser) out.insert(m.person);
  } catch (const std::runtime_error&) {
    // A row that does not read organises nothing; it is reported where it is asked for.
  }
  return out;
}

std::optional<Error> Hub::club_evening_refusal(const std::string& club, store::PersonId person) {
  const auto read = read_club(club);
  if (!read || read->open_to(person)) return std::nullopt;
  // Its club is not named: a members-only club is its members' to tell of.
  return Error{ErrorCode::NotNow, "this evening is for its club's members only: ask the club for its invitation"};
}

std::optional<Error> Hub::add_club_evening(const std::string& club, store::PersonId by, const std::string& event,
                                           const std::string& name, std::int64_t starts_ms) {
  std::optional<Club> changed;
  const std::string date = utc_day(starts_ms ? starts_ms : executor_.now_ms());
  return change_club(club, [&](Club& c) -> std::optional<Error> {
    if (!c.organiser(by)) return Error{ErrorCode::NotNow, "only an organiser of club " + c.name() + " makes its evenings"};
    return c.add_evening({event, date, name});
  }, changed);
}

// The season's standings from the club's evenings over (events/season.h).
std::optional<std::vector<events::SeasonStanding>> Hub::season_standings(const Club& club, int season_index,
                                                                          std::map<std::int64_t, std::string>& names) {
  if (season_index < 0 || season_index >= static_cast<int>(club.seasons().size())) return std::nullopt;
  const ClubSeason& season = club.seasons()[static_cast<std::size_t>(season_index)];
  std::map<std::string, std::string> dates;
  for (const ClubEvening& e : club.evenings_of(season)) dates[e.event] = e.date;
  std::vector<events::SeasonEvening> evenings;
  for (const ClosedEvenings::Evening* over : results_read().evenings) {
    const auto date = dates.find(over->id);
    if (date == dates.end()) continue;
    events::SeasonEvening e{over->id, date->second, {}};
    for (const auto& [person, evening] : over->people) {
      e.people[person] = {evening.percent ? *evening.percent : evening.points, evening.rounds_won, evening.loners, evening.place,
                          evening.of};
      names.emplace(person, name_of(person));
    }
    evenings.push_back(std::move(e));
  }
  std::stable_sort(evenings.begin(), evenings.end(),
                   [](const events::SeasonEvening& a, const events::SeasonEvening& b) { return a.date < b.date; });
  return events::season_standings(evenings, season.best);
}

json Hub::person_clubs(store::PersonId person) {
  if (!clubs_read_) read_clubs_ahead();
  json out = json::array();
  const auto mine = clubs_of_.find(person);
  if (mine == clubs_of_.end()) return out;
  const std::set<std::string> ids = mine->second;  // read_club below may tidy the index
  for (const std::string& id : ids) {
    std::optional<Club> club;
    try {
      club = read_club(id);
    } catch (const ClubUnreadable&) {
      continue;  // reported where it is asked for
    }
    if (!club || !club->member(person)) continue;
    json seasons = json::array();
    for (int i = 0; i < static_cast<int>(club->seasons().size()); ++i) {
      std::map<std::int64_t, std::string> names;
      const auto standings = season_standings(*club, i, names);
      if (!standings) continue;
      for (const events::SeasonStanding& s : *standings)
        if (s.person == person)
          seasons.push_back({{"season", club->seasons()[static_cast<std::size_t>(i)].name}, {"place", s.place},
                             {"of", standings->size()}, {"points", s.points}, {"evenings", s.evenings}});
    }
    out.push_back({{"club", club->id()}, {"name", club->name()}, {"organiser", club->organiser(person)}, {"seasons", seasons}});
  }
  return out;
}

std::optional<json> Hub::club_season_json(const std::string& club_id, int season_index, const std::string& key) {
  const auto club = read_club(club_id);
  if (!club || (club->members_only() && !same_key(key, club_key(*club)))) return std::nullopt;
  std::map<std::int64_t, std::string> names;
  const auto standings = season_standings(*club, season_index, names);
  if (!standings) return std::nullopt;
  const ClubSeason& season = club->seasons()[static_cast<std::size_t>(season_index)];
  json rows = json::array(), evenings = json::array();
  for (const events::SeasonStanding& s : *standings)
    rows.push_back({{"place", s.place}, {"person", s.person}, {"name", names[s.person]}, {"points", s.points},
                    {"rounds_won", s.rounds_won}, {"loners", s.loners}, {"evenings", s.evenings}, {"counted", s.counted},
                    {"best", {{"event", s.best_event}, {"date", s.best_date}, {"points", s.best_points}}}});
  // Played: over with results (one called off has none, nor any games).
  std::set<std::string> played;
  for (const ClosedEvenings::Evening* e : results_read().evenings)
    if (!e->people.empty()) played.insert(e->id);
  for (const ClubEvening& e : club->evenings_of(season))
    evenings.push_back({{"event", e.event}, {"date", e.date}, {"name", e.name}, {"played", played.count(e.event) > 0}});
  return json{{"club", club->id()}, {"name", club->name()}, {"season", season.name}, {"from", season.from}, {"to", season.to},
              {"best", season.best}, {"evenings", evenings}, {"standings", rows}};
}

std::optional<std::string> Hub::club_season_csv(const std::string& club_id, int season_index, const std::string& key) {
  const auto club = read_club(club_id);
  if (!club || (club->members_only() && !same_key(key, club_key(*club)))) return std::nullopt;
  std::map<std::int64_t, std::string> names;
  const auto standings = season_standings(*club, season_index, names);
  if (!standings) return std::nullopt;
  return events::season_csv(*standings, names);
}

std::optional<std::string> Hub::club_calendar(const std::string& club_id, const std::string& key) {
  const auto club = read_club(club_id);
  if (!club || (club->members_only() && !same_key(key, club_key(*club)))) return std::nullopt;
  std::vector<IcsEvening> evenings;
  for (const ClubEvening& e : club->evenings())
    evenings.push_back({e.event, e.date, e.name, ""});
  return club_ics(*club, evenings, executor_.now_ms());
}

}  // namespace euchre::room
