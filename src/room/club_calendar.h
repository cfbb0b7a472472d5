// A club's calendar (docs/clubs.md, "The calendar"): which dates the
// weekly evening falls on, and the calendar file (.ics, RFC 5545) that
// people add to their own calendars.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "room/club.h"

namespace euchre::room {

// The UTC date of a Unix time in milliseconds, YYYY-MM-DD.
std::string utc_day(std::int64_t ms);
// The dates the schedule's evenings fall on from `today` (YYYY-MM-DD)
// through weeks_ahead weeks later, in order.
std::vector<std::string> schedule_dates(const ClubSchedule& schedule, const std::string& today);
// The name of the club's evening on `date`: "NAME, 2026-12-03" (at most
// kMaxClubNameChars + 12 characters: within an evening's limit).
std::string club_evening_name(const std::string& club_name, const std::string& date);

struct IcsEvening {
  std::string event, date, name, link;
};
// The calendar: one event a club evening, at the schedule's time on the
// club's clock (TZID: the zone's name; floating without one), three hours
// long. `stamp_ms`: when it is made (DTSTAMP).
std::string club_ics(const Club& club, const std::vector<IcsEvening>& evenings, std::int64_t stamp_ms);

}  // namespace euchre::room
