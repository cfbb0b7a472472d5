// A club (docs/clubs.md): a lasting group of people with its organisers,
// its members, its page, its calendar of evenings and its seasons. This is
// the club's state and its rules alone (who may join, approve, remove,
// announce, set the calendar), with no store and no clock of its own: the
// hub reads a club's row, asks it to change, and writes it back over the
// version it read (store::Store::update_club).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/error.h"
#include "store/store.h"

namespace euchre::room {

inline constexpr int kMaxClubNameChars = 40;  // its evenings are named "NAME, 2026-12-03"
inline constexpr int kMaxClubAboutChars = 500;
inline constexpr int kMaxClubMembers = 2'000;
inline constexpr int kMaxAnnouncementChars = 500;
inline constexpr int kKeptAnnouncements = 20;  // the newest; older ones fall off
inline constexpr int kMaxSeasons = 40;
inline constexpr int kMaxClubEvenings = 2'000;

struct ClubMember {
  store::PersonId person = 0;
  std::int64_t since_ms = 0;
  bool organiser = false;
};

struct ClubAnnouncement {
  std::int64_t id = 0;  // 1, 2, ... in the club
  std::int64_t ms = 0;
  store::PersonId by = 0;
  std::string text;
};

// The weekly evening: on `weekday` at `time` on the club's clock (its
// `zone`, as the organiser's browser names it), each evening made
// `weeks_ahead` weeks before with the club's usual settings (`evening`:
// event_create's fields, its name made from the club's and the date).
struct ClubSchedule {
  store::PersonId by = 0;      // the organiser who set it: its evenings' organiser (the club's others organise them too)
  int weekday = 4;             // 0 Sunday ... 6 Saturday
  std::string time = "18:30";  // HH:MM, 24-hour
  std::string zone;            // e.g. "America/Detroit"; empty: the club's own clock, unnamed
  int weeks_ahead = 2;         // 1 to 8
  nlohmann::json evening = nlohmann::json::object();
};

// A season: the club's evenings from `from` to `to` (dates, both counted),
// ranked by the best `best` evenings of each member (0: all of them).
struct ClubSeason {
  std::string name;
  std::string from, to;  // YYYY-MM-DD
  int best = 0;
};

// An evening of the club: the event and its date on the club's calendar.
struct ClubEvening {
  std::string event;
  std::string date;  // YYYY-MM-DD
  std::string name;
};

// A club's stored row does not read (the request is refused in these words; the row is kept).
class ClubUnreadable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Club {
 public:
  // A new club; its founder is its first member and organiser. `code`: the
  // invitation code (tokens.h new_id); `secret`: what its files' key is
  // made from (tokens.h keyed_id), never sent.
  Club(std::string id, std::string name, store::PersonId founder, std::int64_t now_ms, std::string code, std::string secret);
  // A club read back from its row; throws std::runtime_error naming what does not read.
  static Club from_row(const store::Club& row);
  nlohmann::json state_json() const;

  const std::string& id() const { return id_; }
  const std::string& name() const { return name_; }
  bool members_only() const { return members_only_; }
  bool approval() const { return approval_; }
  const std::string& code() const { return code_; }
  const std::string& secret() const { return secret_; }
  const std::vector<ClubMember>& members() const { return members_; }
  const std::vector<ClubMember>& asking() const { return asking_; }
  const std::vector<ClubAnnouncement>& announcements() const { return announcements_; }
  const std::optional<ClubSchedule>& schedule() const { return schedule_; }
  const std::vector<ClubSeason>& seasons() const { return seasons_; }
  const std::vector<ClubEvening>& evenings() const { return evenings_; }

  bool member(store::PersonId person) const;
  bool organiser(store::PersonId person) const;
  // Whether the person may see the club's page, calendar and results: anyone
  // for a public club, members only for a members-only one.
  bool open_to(store::PersonId person) const { return !members_only_ || member(person); }
  // Whether the person has asked to join and waits for an organiser.
  bool is_asking(store::PersonId person) const;

  // What members and organisers ask; each is refused in words, or done.
  // With the club's code a person joins (or, where the club approves its
  // members, asks to); a public club may be asked without it.
  std::optional<protocol::Error> join(store::PersonId person, const std::string& code, std::int64_t now_ms);
  std::optional<protocol::Error> approve(store::PersonId by, store::PersonId who, bool yes, std::int64_t now_ms);
  std::optional<protocol::Error> leave(store::PersonId person);
  std::optional<protocol::Error> remove(store::PersonId by, store::PersonId who);
  std::optional<protocol::Error> set_organiser(store::PersonId by, store::PersonId who, bool organiser);
  std::optional<protocol::Error> announce(store::PersonId by, const std::string& text, std::int64_t now_ms);
  std::optional<protocol::Error> withdraw_announcement(store::PersonId by, std::int64_t id);
  // The name, the words about it, members-only and approval ({"name", "about",
  // "members_only", "approval"}, each optional); `new_code` replaces the code.
  std::optional<protocol::Error> change(store::PersonId by, const nlohmann::json& fields, const std::string& new_code);
  // The weekly evening (null: none). Its evening settings are checked by the
  // caller (they are event_create's) before it is set.
  std::optional<protocol::Error> set_schedule(store::PersonId by, std::optional<ClubSchedule> schedule);
  std::optional<protocol::Error> add_season(store::PersonId by, ClubSeason season);
  std::optional<protocol::Error> remove_season(store::PersonId by, const std::string& name);
  // An evening made for the club (by the calendar, or by an organiser).
  std::optional<protocol::Error> add_evening(ClubEvening evening);
  bool has_evening_on(const std::string& date) const;
  bool has_evening(const std::string& event) const;
  // The club's evenings whose dates fall in the season.
  std::vector<ClubEvening> evenings_of(const ClubSeason& season) const;
  const ClubSeason* season(const std::string& name) const;

  const std::string& about() const { return about_; }

 private:
  std::optional<protocol::Error> refuse_unless_organiser(store::PersonId by, const std::string& what) const;
  ClubMember* find_member(store::PersonId person);
  int organisers() const;

  std::string id_, name_, about_;
  bool members_only_ = false;
  bool approval_ = false;
  std::string code_, secret_;
  std::vector<ClubMember> members_;
  std::vector<ClubMember> asking_;  // waiting for an organiser's approval (organiser: unused)
  std::vector<ClubAnnouncement> announcements_;  // oldest first
  std::int64_t next_announcement_ = 1;
  std::optional<ClubSchedule> schedule_;
  std::vector<ClubSeason> seasons_;
  std::vector<ClubEvening> evenings_;  // by date
};

// Checks, in words, what a club's schedule or season says (its evening's
// settings aside): weekday, time, zone's characters, weeks ahead; a season's
// name and dates. nullopt when it reads.
std::optional<std::string> schedule_problem(const ClubSchedule& schedule);
std::optional<std::string> season_problem(const ClubSeason& season);
// A date as YYYY-MM-DD that exists (the proleptic Gregorian calendar).
bool valid_date(const std::string& date);

}  // namespace euchre::room
