// A club's season (docs/clubs.md, "Seasons"): standings over the season's
// evenings, from each evening's own results. One place computes them: the
// club's page, its CSV and `euchre season` (which reads the evenings' EMN
// files) all ask this.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace euchre::events {

// One person's evening: what the evening's standings gave him.
struct SeasonEntry {
  double points = 0;  // an evening's points, or a duplicate evening's percentage
  int rounds_won = 0;
  int loners = 0;     // lone hands made
  int place = 0, of = 0;
};

struct SeasonEvening {
  std::string event, date;  // date: YYYY-MM-DD
  std::map<std::int64_t, SeasonEntry> people;  // by person
};

struct SeasonStanding {
  std::int64_t person = 0;
  int place = 0;          // 1 first; equal points, rounds won and loners share it
  double points = 0;      // over the evenings counted
  int rounds_won = 0;     // over the evenings counted
  int loners = 0;         // over the evenings counted
  int evenings = 0;       // attended
  int counted = 0;        // of them, counted (the best `best`, or all)
  std::string best_event, best_date;  // the season's best evening: the most points, the earliest of equals
  double best_points = 0;
};

// The season's standings, best first: each person's best `best` evenings
// by points (0: every evening) counted; ranked by points, then rounds won,
// then lone hands; people equal on all three share the place, listed by
// person. `evenings` in date order (an earlier evening wins a tie for
// counting and for the best).
std::vector<SeasonStanding> season_standings(const std::vector<SeasonEvening>& evenings, int best);

// The standings as CSV, one row a person (names by person; docs/clubs.md):
// place,name,points,rounds_won,loners,evenings,counted,best_date,best_points.
std::string season_csv(const std::vector<SeasonStanding>& standings, const std::map<std::int64_t, std::string>& names);

}  // namespace euchre::events
