#include "room/club_pages.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <utility>

#include "events/ratings.h"
#include "room/casual_ratings.h"

namespace euchre::room {

using json = nlohmann::json;

nlohmann::json ratings_page(const std::vector<const ClosedEvenings::Evening*>& over,
                            const std::vector<store::RatedGame>& rated_games, const NameOf& name_of,
                            const RatingsAsked& asked) {
  // The rating periods in time order: each evening over (from its
  // creation), and each day of casual rated games (from the day's start).
  std::vector<std::pair<std::int64_t, events::RatedEvening>> periods;
  std::map<std::string, std::string> names;
  std::set<std::string> hidden;  // evenings strangers may not watch: the public list names them without their link
  for (const ClosedEvenings::Evening* evening : over) {
    periods.push_back({evening->created_ms, evening->rated});
    names[evening->id] = evening->name;
    if (!evening->spectators) hidden.insert(evening->id);
  }
  for (auto& [start, day] : casual_rating_days(rated_games)) {
    names[day.id] = "Casual games, " + day.id.substr(std::string("casual-").size());
    periods.push_back({start, std::move(day)});
  }
  std::stable_sort(periods.begin(), periods.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<events::RatedEvening> evenings;
  for (auto& [start, period] : periods) evenings.push_back(std::move(period));
  const auto one_place = [](double x) { return std::round(x * 10) / 10; };
  const std::map<events::RatedId, events::PersonRating> rated = events::rate_evenings(evenings);
  std::vector<const std::pair<const events::RatedId, events::PersonRating>*> best;
  for (const auto& entry : rated) best.push_back(&entry);
  // The established first, best first; the provisional after them all, so a
  // new identity is never placed above anyone established ("What a rating
  // counts").
  std::stable_sort(best.begin(), best.end(), [](const auto* a, const auto* b) {
    if (a->second.provisional() != b->second.provisional()) return !a->second.provisional();
    return a->second.now.rating > b->second.now.rating;
  });
  // Histories are most of the answer (each person's every evening): built
  // only for those asked for.
  const auto entry = [&](std::size_t place, events::RatedId person, const events::PersonRating& r, bool with_history) {
    json one = {{"place", place + 1}, {"person", person}, {"name", name_of(static_cast<store::PersonId>(person))},
                {"rating", one_place(r.now.rating)}, {"deviation", one_place(r.now.deviation)}, {"evenings", r.history.size()},
                {"provisional", r.provisional()}};
    if (!with_history) return one;
    json history = json::array();
    for (const events::RatingStep& step : r.history)
      history.push_back({{"event", hidden.count(step.evening) ? json(nullptr) : json(step.evening)},
                         {"name", names[step.evening]}, {"before", one_place(step.before.rating)},
                         {"after", one_place(step.after.rating)}, {"games", step.games}, {"won", step.won}});
    one["history"] = std::move(history);
    return one;
  };
  json people = json::array();
  for (std::size_t i = 0; i < best.size(); ++i) {
    const auto& [person, r] = *best[i];
    const bool wanted = !asked.top || static_cast<long long>(i) < *asked.top;
    if (wanted || (asked.person && *asked.person == person))
      people.push_back(entry(i, person, r, !asked.person || *asked.person == person));
  }
  return {{"people", people}, {"rated", best.size()}};
}

nlohmann::json person_page(store::PersonId person, const std::vector<const ClosedEvenings::Evening*>& over,
                           const NameOf& name_of) {
  json evenings = json::array();
  std::map<store::PersonId, int> partners;
  int loners = 0, rounds = 0, wins = 0;
  for (const ClosedEvenings::Evening* evening : over) {
    const auto it = evening->people.find(person);
    if (it == evening->people.end()) continue;
    const Event::PersonEvening* mine = &it->second;
    json one = {{"event", evening->id}, {"name", evening->name}, {"created_ms", evening->created_ms}, {"place", mine->place},
                {"of", mine->of}, {"points", mine->points}, {"loners", mine->loners}, {"rounds", mine->rounds}};
    if (mine->percent) one["percent"] = std::round(*mine->percent * 100) / 100;
    evenings.push_back(std::move(one));
    for (const auto& [p, n] : mine->partners) partners[p] += n;
    loners += mine->loners;
    rounds += mine->rounds;
    wins += mine->place == 1;
  }
  std::vector<std::pair<int, store::PersonId>> most;
  for (const auto& [p, n] : partners) most.push_back({n, p});
  std::stable_sort(most.begin(), most.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  json partnered = json::array();
  for (std::size_t i = 0; i < most.size() && i < 5; ++i)
    partnered.push_back({{"person", most[i].second}, {"name", name_of(most[i].second)}, {"rounds", most[i].first}});
  return nlohmann::json{{"person", person}, {"name", name_of(person)}, {"evenings", evenings}, {"won", wins}, {"loners", loners},
              {"rounds", rounds}, {"partners", partnered}};
}

}  // namespace euchre::room
