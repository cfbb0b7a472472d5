#include "room/club.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <stdexcept>

#include "room/names.h"
#include "room/tokens.h"

namespace euchre::room {

using nlohmann::json;
using protocol::Error;
using protocol::ErrorCode;

namespace {

Error not_now(std::string words) { return Error{ErrorCode::NotNow, std::move(words)}; }

json member_json(const ClubMember& m) { return {{"person", m.person}, {"since_ms", m.since_ms}, {"organiser", m.organiser}}; }

ClubMember member_from(const json& j) {
  return {j.at("person").get<store::PersonId>(), j.at("since_ms").get<std::int64_t>(), j.value("organiser", false)};
}

json schedule_json(const ClubSchedule& s) {
  return {{"by", s.by}, {"weekday", s.weekday}, {"time", s.time}, {"zone", s.zone}, {"weeks_ahead", s.weeks_ahead}, {"evening", s.evening}};
}

ClubSchedule schedule_from(const json& j) {
  return {j.value("by", store::PersonId{0}), j.at("weekday").get<int>(), j.at("time").get<std::string>(), j.value("zone", std::string()),
          j.value("weeks_ahead", 2), j.value("evening", json::object())};
}

bool digits(const std::string& text, std::size_t from, std::size_t count) {
  for (std::size_t i = from; i < from + count; ++i)
    if (i >= text.size() || text[i] < '0' || text[i] > '9') return false;
  return true;
}

}  // namespace

bool valid_date(const std::string& date) {
  if (date.size() != 10 || date[4] != '-' || date[7] != '-' || !digits(date, 0, 4) || !digits(date, 5, 2) || !digits(date, 8, 2))
    return false;
  const std::chrono::year_month_day ymd{std::chrono::year(std::stoi(date.substr(0, 4))),
                                        std::chrono::month(static_cast<unsigned>(std::stoi(date.substr(5, 2)))),
                                        std::chrono::day(static_cast<unsigned>(std::stoi(date.substr(8, 2))))};
  return ymd.ok();
}

std::optional<std::string> schedule_problem(const ClubSchedule& s) {
  if (s.weekday < 0 || s.weekday > 6) return "\"weekday\" must be 0 (Sunday) to 6 (Saturday)";
  const bool clock = s.time.size() == 5 && s.time[2] == ':' && digits(s.time, 0, 2) && digits(s.time, 3, 2) &&
                     std::stoi(s.time.substr(0, 2)) < 24 && std::stoi(s.time.substr(3, 2)) < 60;
  if (!clock) return "\"time\" must be HH:MM on a 24-hour clock, e.g. \"18:30\", not \"" + s.time + "\"";
  if (s.zone.size() > 64 || !std::all_of(s.zone.begin(), s.zone.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '/' || c == '_' || c == '-' || c == '+';
      }))
    return "\"zone\" must be a time zone's name such as \"America/Detroit\" (letters, digits, / _ - +; 64 at most)";
  if (s.weeks_ahead < 1 || s.weeks_ahead > 8) return "\"weeks_ahead\" must be 1 to 8";
  if (!s.evening.is_object()) return "\"evening\" must be an object of an evening's settings (as event_create)";
  return std::nullopt;
}

std::optional<std::string> season_problem(const ClubSeason& s) {
  if (auto problem = name_problem(s.name, kMaxClubNameChars)) return "the season's " + *problem;
  if (!valid_date(s.from)) return "\"from\" must be a date, YYYY-MM-DD, not \"" + s.from + "\"";
  if (!valid_date(s.to)) return "\"to\" must be a date, YYYY-MM-DD, not \"" + s.to + "\"";
  if (s.to < s.from) return "the season ends (" + s.to + ") before it begins (" + s.from + ")";
  if (s.best < 0 || s.best > 200) return "\"best\" must be 0 (every evening counts) to 200 (a member's best evenings)";
  return std::nullopt;
}

Club::Club(std::string id, std::string name, store::PersonId founder, std::int64_t now_ms, std::string code, std::string secret)
    : id_(std::move(id)), name_(std::move(name)), code_(std::move(code)), secret_(std::move(secret)) {
  members_.push_back({founder, now_ms, true});
}

Club Club::from_row(const store::Club& row) {
  try {
    const json s = json::parse(row.state);
    Club club(row.id, row.name, 0, row.created_ms, s.at("code").get<std::string>(), s.at("secret").get<std::string>());
    club.members_.clear();
    club.about_ = s.value("about", std::string());
    club.members_only_ = s.value("members_only", false);
    club.approval_ = s.value("approval", false);
    for (const json& m : s.at("members")) club.members_.push_back(member_from(m));
    for (const json& m : s.value("asking", json::array())) club.asking_.push_back(member_from(m));
    for (const json& a : s.value("announcements", json::array()))
      club.announcements_.push_back({a.at("id").get<std::int64_t>(), a.at("ms").get<std::int64_t>(),
                                     a.at("by").get<store::PersonId>(), a.at("text").get<std::string>()});
    club.next_announcement_ = s.value("next_announcement", std::int64_t{1});
    if (const auto it = s.find("schedule"); it != s.end() && !it->is_null()) club.schedule_ = schedule_from(*it);
    for (const json& season : s.value("seasons", json::array()))
      club.seasons_.push_back({season.at("name").get<std::string>(), season.at("from").get<std::string>(),
                               season.at("to").get<std::string>(), season.value("best", 0)});
    for (const json& e : s.value("evenings", json::array()))
      club.evenings_.push_back({e.at("event").get<std::string>(), e.at("date").get<std::string>(), e.value("name", std::string())});
    return club;
  } catch (const json::exception& e) {
    throw std::runtime_error("club " + row.id + "'s stored state does not read: " + e.what());
  }
}

json Club::state_json() const {
  json members = json::array(), asking = json::array(), announcements = json::array(), seasons = json::array(),
       evenings = json::array();
  for (const ClubMember& m : members_) members.push_back(member_json(m));
  for (const ClubMember& m : asking_) asking.push_back(member_json(m));
  for (const ClubAnnouncement& a : announcements_)
    announcements.push_back({{"id", a.id}, {"ms", a.ms}, {"by", a.by}, {"text", a.text}});
  for (const ClubSeason& s : seasons_) seasons.push_back({{"name", s.name}, {"from", s.from}, {"to", s.to}, {"best", s.best}});
  for (const ClubEvening& e : evenings_) evenings.push_back({{"event", e.event}, {"date", e.date}, {"name", e.name}});
  return {{"code", code_},
          {"secret", secret_},
          {"about", about_},
          {"members_only", members_only_},
          {"approval", approval_},
          {"members", members},
          {"asking", asking},
          {"announcements", announcements},
          {"next_announcement", next_announcement_},
          {"schedule", schedule_ ? schedule_json(*schedule_) : json(nullptr)},
          {"seasons", seasons},
          {"evenings", evenings}};
}

bool Club::member(store::PersonId person) const {
  return std::any_of(members_.begin(), members_.end(), [&](const ClubMember& m) { return m.person == person; });
}

bool Club::organiser(store::PersonId person) const {
  return std::any_of(members_.begin(), members_.end(), [&](const ClubMember& m) { return m.person == person && m.organiser; });
}

bool Club::is_asking(store::PersonId person) const {
  return std::any_of(asking_.begin(), asking_.end(), [&](const ClubMember& m) { return m.person == person; });
}

ClubMember* Club::find_member(store::PersonId person) {
  const auto it = std::find_if(members_.begin(), members_.end(), [&](const ClubMember& m) { return m.person == person; });
  return it == members_.end() ? nullptr : &*it;
}

int Club::organisers() const {
  return static_cast<int>(std::count_if(members_.begin(), members_.end(), [](const ClubMember& m) { return m.organiser; }));
}

std::optional<Error> Club::refuse_unless_organiser(store::PersonId by, const std::string& what) const {
  if (organiser(by)) return std::nullopt;
  return not_now("only an organiser of club " + name_ + " " + what);
}

std::optional<Error> Club::join(store::PersonId person, const std::string& code, std::int64_t now_ms) {
  if (member(person)) return not_now("you are a member of club " + name_ + " already");
  if (is_asking(person)) return not_now("you have asked to join club " + name_ + "; an organiser will answer");
  const bool invited = !code.empty() && same_key(code, code_);
  // A members-only club does not exist for a stranger without its code: the
  // same words as a wrong id, naming nothing of it.
  if (!invited && members_only_) return Error{ErrorCode::UnknownTable, "no club " + id_};
  if (!code.empty() && !invited) return Error{ErrorCode::UnknownTable, "that is not club " + name_ + "'s code"};
  if (static_cast<int>(members_.size() + asking_.size()) >= kMaxClubMembers)
    return not_now("club " + name_ + " has " + std::to_string(kMaxClubMembers) + " members and askers, the most a club has");
  // Without the code (a public club's page), or where the club approves its
  // members: an organiser answers.
  if (!invited || approval_) asking_.push_back({person, now_ms, false});
  else members_.push_back({person, now_ms, false});
  return std::nullopt;
}

std::optional<Error> Club::approve(store::PersonId by, store::PersonId who, bool yes, std::int64_t now_ms) {
  if (auto refused = refuse_unless_organiser(by, "answers who asks to join")) return refused;
  const auto it = std::find_if(asking_.begin(), asking_.end(), [&](const ClubMember& m) { return m.person == who; });
  if (it == asking_.end()) return not_now("that person has not asked to join club " + name_);
  asking_.erase(it);
  if (yes) members_.push_back({who, now_ms, false});
  return std::nullopt;
}

std::optional<Error> Club::leave(store::PersonId person) {
  if (const auto it = std::find_if(asking_.begin(), asking_.end(), [&](const ClubMember& m) { return m.person == person; });
      it != asking_.end()) {
    asking_.erase(it);  // taking back one's ask
    return std::nullopt;
  }
  const ClubMember* m = find_member(person);
  if (!m) return not_now("you are not a member of club " + name_);
  if (m->organiser && organisers() == 1 && members_.size() > 1)
    return not_now("you are club " + name_ + "'s only organiser: make another member an organiser first");
  members_.erase(members_.begin() + (m - members_.data()));
  return std::nullopt;
}

std::optional<Error> Club::remove(store::PersonId by, store::PersonId who) {
  if (auto refused = refuse_unless_organiser(by, "removes a member")) return refused;
  if (by == who) return not_now("to leave the club yourself, leave it (\"club_leave\")");
  ClubMember* m = find_member(who);
  if (!m) return not_now("that person is not a member of club " + name_);
  members_.erase(members_.begin() + (m - members_.data()));
  return std::nullopt;
}

std::optional<Error> Club::set_organiser(store::PersonId by, store::PersonId who, bool organiser) {
  if (auto refused = refuse_unless_organiser(by, "names its organisers")) return refused;
  ClubMember* m = find_member(who);
  if (!m) return not_now("that person is not a member of club " + name_);
  if (!organiser && m->organiser && organisers() == 1) return not_now("a club keeps at least one organiser");
  m->organiser = organiser;
  return std::nullopt;
}

std::optional<Error> Club::announce(store::PersonId by, const std::string& text, std::int64_t now_ms) {
  if (auto refused = refuse_unless_organiser(by, "makes announcements")) return refused;
  if (auto problem = name_problem(text, kMaxAnnouncementChars))
    return Error{ErrorCode::Malformed, "the announcement: " + *problem};
  announcements_.push_back({next_announcement_++, now_ms, by, text});
  if (static_cast<int>(announcements_.size()) > kKeptAnnouncements) announcements_.erase(announcements_.begin());
  return std::nullopt;
}

std::optional<Error> Club::withdraw_announcement(store::PersonId by, std::int64_t id) {
  if (auto refused = refuse_unless_organiser(by, "withdraws an announcement")) return refused;
  const auto it = std::find_if(announcements_.begin(), announcements_.end(), [&](const ClubAnnouncement& a) { return a.id == id; });
  if (it == announcements_.end()) return not_now("club " + name_ + " has no announcement " + std::to_string(id));
  announcements_.erase(it);
  return std::nullopt;
}

std::optional<Error> Club::change(store::PersonId by, const json& fields, const std::string& new_code) {
  if (auto refused = refuse_unless_organiser(by, "changes it")) return refused;
  std::string name = name_, about = about_;
  bool members_only = members_only_, approval = approval_;
  if (const auto it = fields.find("name"); it != fields.end()) {
    if (!it->is_string()) return Error{ErrorCode::Malformed, "\"name\" must be a string"};
    name = it->get<std::string>();
    if (auto problem = name_problem(name, kMaxClubNameChars)) return Error{ErrorCode::Malformed, "the club's " + *problem};
  }
  if (const auto it = fields.find("about"); it != fields.end()) {
    if (!it->is_string()) return Error{ErrorCode::Malformed, "\"about\" must be a string"};
    about = it->get<std::string>();
    if (!about.empty())
      if (auto problem = name_problem(about, kMaxClubAboutChars)) return Error{ErrorCode::Malformed, "\"about\": " + *problem};
  }
  for (auto [field, value] : {std::pair{"members_only", &members_only}, std::pair{"approval", &approval}}) {
    const auto it = fields.find(field);
    if (it == fields.end()) continue;
    if (!it->is_boolean()) return Error{ErrorCode::Malformed, std::string("\"") + field + "\" must be true or false"};
    *value = it->get<bool>();
  }
  name_ = name;
  about_ = about;
  members_only_ = members_only;
  approval_ = approval;
  if (!new_code.empty()) code_ = new_code;
  return std::nullopt;
}

std::optional<Error> Club::set_schedule(store::PersonId by, std::optional<ClubSchedule> schedule) {
  if (auto refused = refuse_unless_organiser(by, "sets its calendar")) return refused;
  if (schedule)
    if (auto problem = schedule_problem(*schedule)) return Error{ErrorCode::BadSettings, *problem};
  schedule_ = std::move(schedule);
  return std::nullopt;
}

std::optional<Error> Club::add_season(store::PersonId by, ClubSeason season) {
  if (auto refused = refuse_unless_organiser(by, "sets its seasons")) return refused;
  if (auto problem = season_problem(season)) return Error{ErrorCode::BadSettings, *problem};
  if (this->season(season.name)) return not_now("club " + name_ + " has a season named " + season.name + " already");
  if (static_cast<int>(seasons_.size()) >= kMaxSeasons)
    return not_now("club " + name_ + " keeps " + std::to_string(kMaxSeasons) + " seasons, the most a club keeps");
  seasons_.push_back(std::move(season));
  return std::nullopt;
}

std::optional<Error> Club::remove_season(store::PersonId by, const std::string& name) {
  if (auto refused = refuse_unless_organiser(by, "sets its seasons")) return refused;
  const auto it = std::find_if(seasons_.begin(), seasons_.end(), [&](const ClubSeason& s) { return s.name == name; });
  if (it == seasons_.end()) return not_now("club " + name_ + " has no season " + name);
  seasons_.erase(it);
  return std::nullopt;
}

std::optional<Error> Club::add_evening(ClubEvening evening) {
  if (!valid_date(evening.date)) return Error{ErrorCode::BadSettings, "an evening's date must be YYYY-MM-DD"};
  if (has_evening(evening.event)) return not_now("event " + evening.event + " is club " + name_ + "'s already");
  if (static_cast<int>(evenings_.size()) >= kMaxClubEvenings)
    return not_now("club " + name_ + " has " + std::to_string(kMaxClubEvenings) + " evenings, the most a club keeps");
  const auto at = std::upper_bound(evenings_.begin(), evenings_.end(), evening.date,
                                   [](const std::string& date, const ClubEvening& e) { return date < e.date; });
  evenings_.insert(at, std::move(evening));
  return std::nullopt;
}

bool Club::has_evening_on(const std::string& date) const {
  return std::any_of(evenings_.begin(), evenings_.end(), [&](const ClubEvening& e) { return e.date == date; });
}

bool Club::has_evening(const std::string& event) const {
  return std::any_of(evenings_.begin(), evenings_.end(), [&](const ClubEvening& e) { return e.event == event; });
}

std::vector<ClubEvening> Club::evenings_of(const ClubSeason& season) const {
  std::vector<ClubEvening> out;
  for (const ClubEvening& e : evenings_)
    if (e.date >= season.from && e.date <= season.to) out.push_back(e);
  return out;
}

const ClubSeason* Club::season(const std::string& name) const {
  const auto it = std::find_if(seasons_.begin(), seasons_.end(), [&](const ClubSeason& s) { return s.name == name; });
  return it == seasons_.end() ? nullptr : &*it;
}

}  // namespace euchre::room
