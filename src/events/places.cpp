#include "events/places.h"

#include <algorithm>

namespace euchre::events {

int PlaceHolders::people_and_places(const Progressive& evening) const {
  return std::max(persons, evening.people()) + evening.players();
}

int PlaceHolders::holder(const Progressive& evening, int place, int round) const {
  int who = place >= 0 && place < evening.people() ? place : -1;
  for (const Substitution& s : substitutions)
    if (s.place == place && s.from_round <= round) who = s.person;
  return who;
}

int PlaceHolders::first_round(const Progressive& evening, int person) const {
  if (person < evening.people()) return 0;
  int first = -1;
  for (const Substitution& s : substitutions)
    if (s.person == person && (first < 0 || s.from_round < first)) first = s.from_round;
  return first;
}

int PlaceHolders::standing_index(const Progressive& evening, int place, int round) const {
  const int who = holder(evening, place, round);
  return who >= 0 ? who : std::max(persons, evening.people()) + place;
}

std::vector<bool> PlaceHolders::counted(const Progressive& evening) const {
  const int people = std::max(persons, evening.people());
  const int rounds_played = static_cast<int>(evening.results().size());
  std::vector<bool> counts(static_cast<std::size_t>(people_and_places(evening)), false);
  for (int p = 0; p < people; ++p) {
    const int first = first_round(evening, p);
    counts[static_cast<std::size_t>(p)] = !left.count(p) && first >= 0 && first < rounds_played;
  }
  return counts;
}

std::vector<Standing> evening_standings(const Progressive& evening, const PlaceHolders& holders) {
  // The evening's results are by place; the standings are by person. Each
  // place's seat in a round goes to whoever held it then (a bot's to an
  // index past the people, not ranked). A substitute's rounds before his
  // first are nothing of his: no bye, no credit.
  const std::vector<RoundResult>& played = evening.results();
  std::vector<RoundResult> by_person;
  for (int r = 0; r < static_cast<int>(played.size()); ++r) {
    RoundResult round;
    for (TableResult t : played[static_cast<std::size_t>(r)].tables) {
      for (int& seat : t.seats) seat = holders.standing_index(evening, seat, r);
      round.tables.push_back(t);
    }
    for (int p : played[static_cast<std::size_t>(r)].sitting_out)
      round.sitting_out.push_back(holders.standing_index(evening, p, r));
    by_person.push_back(std::move(round));
  }
  // Fixed partners: the teams as they stand now (a substitute in his place).
  std::vector<Team> teams;
  const int now = std::max(0, static_cast<int>(played.size()) - 1);
  for (const Team& t : evening.teams())
    teams.push_back({holders.standing_index(evening, t[0], now), holders.standing_index(evening, t[1], now)});
  return standings(holders.people_and_places(evening), by_person, holders.counted(evening), evening.standing_order(),
                   teams);
}

}  // namespace euchre::events
