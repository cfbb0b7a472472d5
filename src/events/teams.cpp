#include "events/teams.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>
#include <tuple>

namespace euchre::events {
namespace {

TableSeats table_of(const Team& north_south, const Team& east_west) {
  return {north_south[0], east_west[0], north_south[1], east_west[1]};
}

// What the finished rounds say of each team.
struct TeamRecord {
  int wins = 0, points = 0, loners = 0;
  int north_south = 0;  // rounds it sat North-South
};

struct History {
  std::vector<TeamRecord> teams;
  std::vector<std::vector<int>> met;  // met[a][b]: rounds a and b sat at one table
};

History history_of(const std::vector<Team>& teams, const std::vector<RoundResult>& results) {
  int players = 0;
  for (const Team& t : teams) players = std::max({players, t[0] + 1, t[1] + 1});
  std::vector<int> team_of(static_cast<std::size_t>(players), -1);
  for (std::size_t i = 0; i < teams.size(); ++i)
    for (int p : teams[i]) team_of[static_cast<std::size_t>(p)] = static_cast<int>(i);
  History h;
  h.teams.resize(teams.size());
  h.met.assign(teams.size(), std::vector<int>(teams.size(), 0));
  const auto team_at = [&](const TableSeats& seats, std::size_t seat) {
    const int p = seats[seat];
    const int t = p >= 0 && p < players ? team_of[static_cast<std::size_t>(p)] : -1;
    if (t < 0) throw std::invalid_argument("player " + std::to_string(p) + " is in no team");
    return static_cast<std::size_t>(t);
  };
  for (const RoundResult& round : results) {
    for (const TableResult& table : round.tables) {
      const std::array<std::size_t, 2> side = {team_at(table.seats, 0), team_at(table.seats, 1)};
      if (team_at(table.seats, 2) != side[0] || team_at(table.seats, 3) != side[1])
        throw std::invalid_argument("a table's partners are not a team");
      const int winner = round_winner(table);
      for (std::size_t s = 0; s < 2; ++s) {
        TeamRecord& r = h.teams[side[s]];
        r.wins += winner == static_cast<int>(s) ? 1 : 0;
        r.points += table.points[s];
        r.loners += table.loners[s] + table.loners[s + 2];
        r.north_south += s == 0 ? 1 : 0;
      }
      ++h.met[side[0]][side[1]];
      ++h.met[side[1]][side[0]];
    }
  }
  return h;
}

// Pairs `ranked` (team indices, best first) so that no two paired teams
// have met more than `limit` times; false when no such pairing is found
// within the search's budget.
class Pairing {
 public:
  Pairing(const History& history, int limit) : history_(history), limit_(limit) {}

  bool pair(std::vector<int> ranked) {
    if (ranked.empty()) return true;
    if (++steps_ > kBudget) return false;
    const int first = ranked.front();
    for (std::size_t i = 1; i < ranked.size(); ++i) {
      const int other = ranked[i];
      if (history_.met[static_cast<std::size_t>(first)][static_cast<std::size_t>(other)] > limit_) continue;
      std::vector<int> rest;
      for (std::size_t j = 1; j < ranked.size(); ++j)
        if (j != i) rest.push_back(ranked[j]);
      pairs_.push_back({first, other});
      if (pair(rest)) return true;
      pairs_.pop_back();
    }
    return false;
  }
  const std::vector<std::array<int, 2>>& pairs() const { return pairs_; }

 private:
  // A search this long is a field where a pairing within the limit is out
  // of reach in practice: the next limit is tried (fewest repeats).
  static constexpr long kBudget = 200'000;
  const History& history_;
  int limit_;
  long steps_ = 0;
  std::vector<std::array<int, 2>> pairs_;
};

}  // namespace

std::vector<Team> draw_teams(int people, int players, const std::vector<Team>& chosen, std::uint64_t seed) {
  if (players % 4 != 0 || people > players || people < 0)
    throw std::invalid_argument("teams are drawn for a multiple of 4 players, the people among them");
  std::vector<bool> taken(static_cast<std::size_t>(players), false);
  std::vector<Team> teams;
  for (const Team& t : chosen) {
    for (int p : t) {
      if (p < 0 || p >= people) throw std::invalid_argument("a chosen team names player " + std::to_string(p) + ", who is not here");
      if (taken[static_cast<std::size_t>(p)]) throw std::invalid_argument("player " + std::to_string(p) + " is in two chosen teams");
      taken[static_cast<std::size_t>(p)] = true;
    }
    if (t[0] == t[1]) throw std::invalid_argument("a chosen team names player " + std::to_string(t[0]) + " twice");
    teams.push_back(t);
  }
  std::vector<int> free_people;
  for (int p = 0; p < people; ++p)
    if (!taken[static_cast<std::size_t>(p)]) free_people.push_back(p);
  std::mt19937_64 rng(seed);
  std::shuffle(free_people.begin(), free_people.end(), rng);
  std::vector<int> rest = free_people;  // the people by lot, then the bots
  for (int p = people; p < players; ++p) rest.push_back(p);
  for (std::size_t i = 0; i + 1 < rest.size(); i += 2) teams.push_back({rest[i], rest[i + 1]});
  return teams;
}

RoundLineup round_robin_round(const std::vector<Team>& teams, int round) {
  const int n = static_cast<int>(teams.size());
  if (n < 2 || n % 2 != 0) throw std::invalid_argument("a round robin needs an even number of teams, not " + std::to_string(n));
  if (round < 0) throw std::invalid_argument("rounds count from 0");
  const int cycle = round / (n - 1), r = round % (n - 1);
  // The circle: team 0 stays, the others turn one place a round.
  std::vector<int> at(static_cast<std::size_t>(n));
  at[0] = 0;
  for (int i = 1; i < n; ++i) at[static_cast<std::size_t>(i)] = 1 + (i - 1 + r) % (n - 1);
  RoundLineup lineup;
  for (int i = 0; i < n / 2; ++i) {
    int a = at[static_cast<std::size_t>(i)], b = at[static_cast<std::size_t>(n - 1 - i)];
    // Team 0 changes sides every round; the others by the table they are
    // at, so each sits North-South about half the time; the next time
    // round, every table the other way.
    const bool swap = (i == 0 ? r % 2 == 1 : i % 2 == 1) != (cycle % 2 == 1);
    if (swap) std::swap(a, b);
    lineup.tables.push_back(table_of(teams[static_cast<std::size_t>(a)], teams[static_cast<std::size_t>(b)]));
  }
  return lineup;
}

RoundLineup swiss_round(const std::vector<Team>& teams, const std::vector<RoundResult>& results) {
  const std::size_t n = teams.size();
  if (n < 2 || n % 2 != 0) throw std::invalid_argument("Swiss pairing needs an even number of teams, not " + std::to_string(n));
  RoundLineup lineup;
  if (results.empty()) {
    for (std::size_t i = 0; i < n; i += 2) lineup.tables.push_back(table_of(teams[i], teams[i + 1]));
    return lineup;
  }
  const History h = history_of(teams, results);
  std::vector<int> ranked(n);
  std::iota(ranked.begin(), ranked.end(), 0);
  const auto key = [&](int t) {
    const TeamRecord& r = h.teams[static_cast<std::size_t>(t)];
    return std::make_tuple(r.wins, r.points, r.loners);
  };
  std::stable_sort(ranked.begin(), ranked.end(), [&](int a, int b) { return key(a) > key(b); });
  for (int limit = 0;; ++limit) {
    Pairing pairing(h, limit);
    if (!pairing.pair(ranked)) continue;
    for (auto [better, worse] : pairing.pairs()) {
      const auto ns = [&](int t) { return h.teams[static_cast<std::size_t>(t)].north_south; };
      if (ns(better) > ns(worse)) std::swap(better, worse);
      lineup.tables.push_back(table_of(teams[static_cast<std::size_t>(better)], teams[static_cast<std::size_t>(worse)]));
    }
    return lineup;
  }
}

}  // namespace euchre::events
