#include "events/ratings.h"

#include <cmath>

namespace euchre::events {

namespace {

// The side's strength: the mean of its two players' ratings and deviations.
Rating side_of(const std::array<Rating, 4>& seats, int seat) {
  const Rating& a = seats[static_cast<std::size_t>(seat)];
  const Rating& b = seats[static_cast<std::size_t>((seat + 2) % 4)];
  return {(a.rating + b.rating) / 2, std::sqrt((a.deviation * a.deviation + b.deviation * b.deviation) / 2), 0.06};
}

}  // namespace

std::map<RatedId, PersonRating> rate_evenings(const std::vector<RatedEvening>& evenings) {
  std::map<RatedId, PersonRating> people;
  for (const RatedEvening& evening : evenings) {
    // The period's games are judged with the ratings, and who is
    // provisional, from before it.
    std::set<RatedId> provisional;
    for (const RatedTable& table : evening.tables)
      for (const auto& person : table.people)
        if (person && people[*person].provisional()) provisional.insert(*person);
    std::map<RatedId, std::vector<RatedGame>> games;
    std::map<RatedId, int> won;
    std::map<RatedId, std::set<RatedId>> met;
    for (const RatedTable& table : evening.tables) {
      std::array<Rating, 4> seats = table.bots;
      for (std::size_t s = 0; s < 4; ++s)
        if (table.people[s]) seats[s] = people[*table.people[s]].now;
      for (int s = 0; s < 4; ++s) {
        const auto person = table.people[static_cast<std::size_t>(s)];
        if (!person) continue;
        std::set<RatedId> against;
        for (const int o : {(s + 1) % 4, (s + 3) % 4})
          if (const auto other = table.people[static_cast<std::size_t>(o)]) against.insert(*other);
        bool unknown_opponent = false;
        for (const RatedId other : against) unknown_opponent |= provisional.count(other) > 0;
        if (!provisional.count(*person) && unknown_opponent) continue;  // a new identity moves nobody established
        met[*person].insert(against.begin(), against.end());
        const Rating own = seats[static_cast<std::size_t>(s)];
        const Rating ours = side_of(seats, s), theirs = side_of(seats, (s + 1) % 4);
        // Against the other side, shifted by what the partner adds to ours:
        // the expected score is that of our side's mean against theirs.
        RatedGame game;
        game.opponent = {own.rating - (ours.rating - theirs.rating), theirs.deviation, theirs.volatility};
        game.score = table.forfeited[static_cast<std::size_t>(s)] ? 0.0
                     : table.winner < 0                                ? 0.5
                     : table.winner == s % 2                           ? 1.0
                                                                       : 0.0;
        games[*person].push_back(game);
        won[*person] += game.score == 1.0 ? 1 : 0;
      }
    }
    for (const auto& [person, played] : games) {
      PersonRating& p = people[person];
      const Rating before = p.now;
      p.now = glicko2_update(before, played);
      p.games += static_cast<int>(played.size());
      p.opponents.insert(met[person].begin(), met[person].end());
      p.history.push_back({evening.id, before, p.now, static_cast<int>(played.size()), won[person]});
    }
  }
  return people;
}

// Decided here, from the duplicate arena's games against basic (1500):
// `euchre arena --bots X,basic --duplicate --games 300 --seed 5` gave the
// expert 0.742 of the games (+183 on the Elo scale, 400 log10(p/(1-p));
// 1700 kept), ISMCTS 0.412 (-62: 1440) and random none of 300 (1100, below
// anything 300 games can measure). A deviation of 50: known, never rated.
Rating bot_rating(const std::string& level) {
  double r = 1500;
  if (level == "random") r = 1100;
  else if (level.rfind("expert", 0) == 0) r = 1700;
  else if (level.rfind("ismcts", 0) == 0) r = 1440;
  return {r, 50, 0.06};
}

}  // namespace euchre::events
