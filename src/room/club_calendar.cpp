#include "room/club_calendar.h"

#include <algorithm>
#include <chrono>

namespace euchre::room {

namespace {

using namespace std::chrono;

sys_days parse_date(const std::string& date) {
  return sys_days{year_month_day{year(std::stoi(date.substr(0, 4))), month(static_cast<unsigned>(std::stoi(date.substr(5, 2)))),
                                 day(static_cast<unsigned>(std::stoi(date.substr(8, 2))))}};
}

std::string two(unsigned v) { return (v < 10 ? "0" : "") + std::to_string(v); }

std::string date_text(sys_days days) {
  const year_month_day ymd{days};
  return std::to_string(static_cast<int>(ymd.year())) + "-" + two(static_cast<unsigned>(ymd.month())) + "-" +
         two(static_cast<unsigned>(ymd.day()));
}

// RFC 5545 3.3.11: a TEXT value's backslash, semicolon, comma and newline escaped.
std::string ics_text(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\\' || c == ';' || c == ',') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    if (c == '\r') continue;
    out += c;
  }
  return out;
}

// RFC 5545 3.1: lines of at most 75 octets, folded by CRLF and a space
// (never inside a UTF-8 character).
std::string ics_line(const std::string& line) {
  std::string out;
  std::size_t width = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const auto c = static_cast<unsigned char>(line[i]);
    const std::size_t length = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c & 0xC0) == 0x80 ? 0 : 4;
    if (length > 0 && width + length > 75) {
      out += "\r\n ";
      width = 1;
    }
    out += line[i];
    ++width;
  }
  return out + "\r\n";
}

std::string ics_stamp(std::int64_t ms) {
  const sys_seconds at{seconds{ms / 1000}};
  const sys_days days = floor<std::chrono::days>(at);
  const hh_mm_ss clock{at - days};
  std::string date = date_text(days);
  date.erase(std::remove(date.begin(), date.end(), '-'), date.end());
  return date + "T" + two(static_cast<unsigned>(clock.hours().count())) + two(static_cast<unsigned>(clock.minutes().count())) +
         two(static_cast<unsigned>(clock.seconds().count())) + "Z";
}

}  // namespace

std::string utc_day(std::int64_t ms) { return date_text(floor<days>(sys_seconds{seconds{ms / 1000}})); }

std::vector<std::string> schedule_dates(const ClubSchedule& schedule, const std::string& today) {
  std::vector<std::string> out;
  const sys_days first = parse_date(today);
  for (sys_days d = first; d <= first + days{7 * schedule.weeks_ahead}; d += days{1})
    if (weekday{d}.c_encoding() == static_cast<unsigned>(schedule.weekday)) out.push_back(date_text(d));
  return out;
}

std::string club_evening_name(const std::string& club_name, const std::string& date) { return club_name + ", " + date; }

std::string club_ics(const Club& club, const std::vector<IcsEvening>& evenings, std::int64_t stamp_ms) {
  const ClubSchedule schedule = club.schedule().value_or(ClubSchedule{});
  std::string time = schedule.time;
  time.erase(2, 1);
  std::string out = ics_line("BEGIN:VCALENDAR") + ics_line("VERSION:2.0") + ics_line("PRODID:-//euchre//club calendar//EN") +
                    ics_line("CALSCALE:GREGORIAN") + ics_line("X-WR-CALNAME:" + ics_text(club.name()));
  if (!schedule.zone.empty()) out += ics_line("X-WR-TIMEZONE:" + schedule.zone);
  for (const IcsEvening& e : evenings) {
    std::string date = e.date;
    date.erase(std::remove(date.begin(), date.end(), '-'), date.end());
    const std::string start = schedule.zone.empty() ? ":" + date + "T" + time + "00"
                                                    : ";TZID=" + schedule.zone + ":" + date + "T" + time + "00";
    out += ics_line("BEGIN:VEVENT") + ics_line("UID:" + e.event + "." + club.id() + "@euchre") +
           ics_line("DTSTAMP:" + ics_stamp(stamp_ms)) + ics_line("DTSTART" + start) + ics_line("DURATION:PT3H") +
           ics_line("SUMMARY:" + ics_text(e.name)) + (e.link.empty() ? "" : ics_line("URL:" + e.link)) + ics_line("END:VEVENT");
  }
  return out + ics_line("END:VCALENDAR");
}

}  // namespace euchre::room
