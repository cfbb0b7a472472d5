#include "events/season.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <tuple>

#include "events/csv_cell.h"

namespace euchre::events {

namespace {

struct Attended {
  const SeasonEvening* evening;
  const SeasonEntry* entry;
};

// A number as CSV and pages show it: whole numbers bare, others to two places.
std::string number_text(double v) {
  if (v == std::floor(v)) return std::to_string(static_cast<long long>(v));
  std::ostringstream out;
  out.precision(2);
  out << std::fixed << v;
  return out.str();
}

}  // namespace

std::vector<SeasonStanding> season_standings(const std::vector<SeasonEvening>& evenings, int best) {
  std::map<std::int64_t, std::vector<Attended>> by_person;
  for (const SeasonEvening& e : evenings)
    for (const auto& [person, entry] : e.people) by_person[person].push_back({&e, &entry});
  std::vector<SeasonStanding> out;
  for (auto& [person, attended] : by_person) {
    SeasonStanding s;
    s.person = person;
    s.evenings = static_cast<int>(attended.size());
    // Best first; the earlier evening first among equals (stable).
    std::stable_sort(attended.begin(), attended.end(),
                     [](const Attended& a, const Attended& b) { return a.entry->points > b.entry->points; });
    s.best_event = attended.front().evening->event;
    s.best_date = attended.front().evening->date;
    s.best_points = attended.front().entry->points;
    s.counted = best > 0 ? std::min(best, s.evenings) : s.evenings;
    for (int i = 0; i < s.counted; ++i) {
      const SeasonEntry& entry = *attended[static_cast<std::size_t>(i)].entry;
      s.points += entry.points;
      s.rounds_won += entry.rounds_won;
      s.loners += entry.loners;
    }
    out.push_back(s);
  }
  const auto key = [](const SeasonStanding& s) { return std::make_tuple(s.points, s.rounds_won, s.loners); };
  std::stable_sort(out.begin(), out.end(), [&](const SeasonStanding& a, const SeasonStanding& b) { return key(a) > key(b); });
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i].place = i > 0 && key(out[i]) == key(out[i - 1]) ? out[i - 1].place : static_cast<int>(i) + 1;
  return out;
}

std::string season_csv(const std::vector<SeasonStanding>& standings, const std::map<std::int64_t, std::string>& names) {
  std::string out = "place,name,points,rounds_won,loners,evenings,counted,best_date,best_points\n";
  for (const SeasonStanding& s : standings) {
    const auto name = names.find(s.person);
    out += std::to_string(s.place) + "," + csv_cell(name == names.end() ? "person " + std::to_string(s.person) : name->second) +
           "," + number_text(s.points) + "," + std::to_string(s.rounds_won) + "," + std::to_string(s.loners) + "," +
           std::to_string(s.evenings) + "," + std::to_string(s.counted) + "," + s.best_date + "," + number_text(s.best_points) +
           "\n";
  }
  return out;
}

}  // namespace euchre::events
