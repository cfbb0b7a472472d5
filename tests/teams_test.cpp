// Fixed partnerships at a club evening (docs/events.md, "Fixed
// partnerships"): teams drawn by lot or chosen, a round robin by the circle
// method (every team meets every other once in teams-1 rounds), Swiss
// pairing (like results meet, never twice while that can be avoided), and
// standings by rounds won. Sources: the round-robin and Swiss conventions of
// club and tournament play (the issue's "round robin and Swiss for fixed
// partnerships"); the scheduling itself is ours and checked by its
// properties here.
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "events/progressive.h"
#include "events/progressive_json.h"
#include "events/teams.h"

namespace euchre::events {
namespace {

std::vector<Team> numbered_teams(int n) {
  std::vector<Team> teams;
  for (int t = 0; t < n; ++t) teams.push_back({2 * t, 2 * t + 1});
  return teams;
}

// The team (index) of each player of numbered_teams.
int team_of(int player) { return player / 2; }

// Each table's partners are one team; returns the pairs of teams that met.
std::vector<std::pair<int, int>> meetings(const RoundLineup& round) {
  std::vector<std::pair<int, int>> out;
  for (const TableSeats& t : round.tables) {
    EXPECT_EQ(team_of(t[0]), team_of(t[2])) << describe(round);
    EXPECT_EQ(team_of(t[1]), team_of(t[3])) << describe(round);
    out.push_back({std::min(team_of(t[0]), team_of(t[1])), std::max(team_of(t[0]), team_of(t[1]))});
  }
  return out;
}

TEST(RoundRobin, EveryTeamMeetsEveryOtherOnceInTeamsLessOneRounds) {
  for (int n : {2, 4, 6, 8, 12, 26}) {
    const auto teams = numbered_teams(n);
    std::map<std::pair<int, int>, int> met;
    std::vector<int> north_south(static_cast<std::size_t>(n), 0);
    for (int r = 0; r < n - 1; ++r) {
      const RoundLineup round = round_robin_round(teams, r);
      ASSERT_EQ(round.tables.size(), static_cast<std::size_t>(n / 2));
      std::set<int> seated;
      for (const TableSeats& t : round.tables) {
        for (int p : t) seated.insert(p);
        ++north_south[static_cast<std::size_t>(team_of(t[0]))];
      }
      EXPECT_EQ(seated.size(), static_cast<std::size_t>(2 * n)) << "everyone plays every round";
      for (auto m : meetings(round)) ++met[m];
    }
    EXPECT_EQ(met.size(), static_cast<std::size_t>(n * (n - 1) / 2)) << n;
    for (auto [pair, times] : met) {
      EXPECT_EQ(times, 1) << n << ": " << pair.first << " v " << pair.second;
    }
    // Sides as even as the circle allows: nobody North-South every round.
    for (int t = 0; t < n && n > 2; ++t) {
      EXPECT_GE(north_south[static_cast<std::size_t>(t)], (n - 1) / 2 - 1) << n << " team " << t;
      EXPECT_LE(north_south[static_cast<std::size_t>(t)], n / 2 + 1) << n << " team " << t;
    }
  }
}

TEST(RoundRobin, TheSecondTimeRoundMeetsTheSameTeamsWithSidesChanged) {
  const auto teams = numbered_teams(6);
  for (int r = 0; r < 5; ++r) {
    const RoundLineup first = round_robin_round(teams, r), second = round_robin_round(teams, r + 5);
    ASSERT_EQ(first.tables.size(), second.tables.size());
    for (std::size_t t = 0; t < first.tables.size(); ++t) {
      EXPECT_EQ(first.tables[t][0], second.tables[t][1]);
      EXPECT_EQ(first.tables[t][1], second.tables[t][0]);
    }
  }
  EXPECT_THROW(round_robin_round(numbered_teams(3), 0), std::invalid_argument);
}

// A table's result in which the North-South team wins when `north_wins`.
TableResult played(const TableSeats& seats, bool north_wins, int margin = 2) {
  TableResult r;
  r.seats = seats;
  r.points = north_wins ? std::array<int, 2>{10, 10 - margin} : std::array<int, 2>{10 - margin, 10};
  return r;
}

// Plays Swiss rounds where the lower-numbered team always wins: round 2
// pairs the winners together and the losers together, and nobody meets a
// team twice in as many rounds as a field of 8 allows without it.
TEST(Swiss, LikeResultsMeetAndNobodyMeetsTwiceWhileItCanBeAvoided) {
  const auto teams = numbered_teams(8);
  std::vector<RoundResult> results;
  std::map<std::pair<int, int>, int> met;
  for (int r = 0; r < 7; ++r) {
    const RoundLineup round = swiss_round(teams, results);
    ASSERT_EQ(round.tables.size(), 4u);
    RoundResult result;
    for (const TableSeats& t : round.tables) result.tables.push_back(played(t, team_of(t[0]) < team_of(t[1])));
    for (auto m : meetings(round)) {
      EXPECT_EQ(++met[m], 1) << "round " << r + 1 << ": " << m.first << " v " << m.second;
    }
    if (r == 1) {
      // After round 1 (0v1, 2v3, 4v5, 6v7 as drawn) the winners 0, 2, 4, 6 meet each other.
      for (const TableSeats& t : round.tables) {
        EXPECT_EQ(team_of(t[0]) % 2, team_of(t[1]) % 2) << describe(round);
      }
    }
    results.push_back(result);
  }
  EXPECT_EQ(met.size(), 28u) << "seven rounds of eight teams: everyone met once";
}

TEST(Swiss, WhenEveryoneHasMetTheFewestRepeatsArePaired) {
  const auto teams = numbered_teams(4);
  std::vector<RoundResult> results;
  std::map<std::pair<int, int>, int> met;
  for (int r = 0; r < 6; ++r) {
    const RoundLineup round = swiss_round(teams, results);
    RoundResult result;
    for (const TableSeats& t : round.tables) result.tables.push_back(played(t, true));
    for (auto m : meetings(round)) ++met[m];
    results.push_back(result);
    // After every round, no pair has met twice more than another.
    int low = 99, high = 0;
    for (int a = 0; a < 4; ++a)
      for (int b = a + 1; b < 4; ++b) {
        low = std::min(low, met[{a, b}]);
        high = std::max(high, met[{a, b}]);
      }
    EXPECT_LE(high, (r + 1 + 2) / 3) << "round " << r + 1;
    if ((r + 1) % 3 == 0) {
      EXPECT_EQ(low, high) << "round " << r + 1;
    }
  }
}

TEST(Teams, ChosenPairsStayOthersAreDrawnAndBotsPartnerBotsFirst) {
  // 7 people (0..6) in 8 seats: 2 and 5 chose each other; one person partners the bot 7.
  const auto teams = draw_teams(7, 8, {{2, 5}}, 11);
  ASSERT_EQ(teams.size(), 4u);
  EXPECT_EQ(teams[0], (Team{2, 5}));
  std::set<int> seen;
  int with_bot = 0;
  for (const Team& t : teams) {
    seen.insert(t.begin(), t.end());
    with_bot += (t[0] == 7 || t[1] == 7) ? 1 : 0;
  }
  EXPECT_EQ(seen.size(), 8u);
  EXPECT_EQ(with_bot, 1);
  // 6 people in 8 seats: the two bots are one team.
  const auto six = draw_teams(6, 8, {}, 3);
  EXPECT_EQ(six.back(), (Team{6, 7}));
  EXPECT_NE(draw_teams(8, 8, {}, 1), draw_teams(8, 8, {}, 2)) << "drawn by lot";
  EXPECT_THROW(draw_teams(7, 8, {{2, 2}}, 1), std::invalid_argument);
  EXPECT_THROW(draw_teams(7, 8, {{2, 5}, {5, 1}}, 1), std::invalid_argument);
  EXPECT_THROW(draw_teams(7, 8, {{2, 7}}, 1), std::invalid_argument) << "7 is a bot";
}

// Fixed partners rank by rounds won first: a team that won two close rounds
// is above one that won one round by a lot.
TEST(Teams, StandingsRankByRoundsWonThenPoints) {
  ProgressiveOptions o;
  o.people = 8;
  o.rounds = 3;
  o.movement = Movement::RoundRobin;
  o.partners = {{0, 1}, {2, 3}, {4, 5}, {6, 7}};
  Progressive evening(o);
  ASSERT_EQ(evening.teams().size(), 4u);
  std::map<int, int> partner;
  for (int r = 0; r < 3; ++r) {
    RoundResult result;
    for (const TableSeats& t : evening.lineup().tables) {
      for (std::size_t seat = 0; seat < 4; ++seat) partner[t[seat]] = t[(seat + 2) % 4];
      // Team {0,1} wins every round by 1; the others' rounds: North-South by 9.
      const bool zero_north = t[0] == 0 || t[2] == 0, zero_east = t[1] == 0 || t[3] == 0;
      TableResult r1 = played(t, zero_north || !zero_east, zero_north || zero_east ? 1 : 9);
      result.tables.push_back(r1);
    }
    evening.finish_round(result);
  }
  EXPECT_EQ(partner[0], 1);
  EXPECT_EQ(partner[5], 4);
  const auto table = evening.standings();
  ASSERT_EQ(table.size(), 8u);
  EXPECT_EQ(table[0].rounds_won, 3);
  EXPECT_TRUE(table[0].player == 0 || table[0].player == 1);
  EXPECT_EQ(table[1].place, 1) << "partners share the place";
  for (std::size_t i = 1; i < table.size(); ++i) {
    const auto rank = [](const Standing& s) { return std::make_pair(s.rounds_won, s.points); };
    EXPECT_GE(rank(table[i - 1]), rank(table[i]));
  }
  EXPECT_LT(table[0].points, table[2].points + 30) << "sanity";
  // The evening rebuilt from its data is the same (the partners kept).
  const Progressive again = evening_from_json(evening_json(evening));
  EXPECT_EQ(again.teams(), evening.teams());
  EXPECT_EQ(again.standings().front().player, table.front().player);
  ProgressiveOptions wrong = o;
  wrong.movement = Movement::Fixed;
  EXPECT_THROW(Progressive{wrong}, EventError) << "partners only with fixed partnerships";
}

TEST(Teams, AProgressiveSwissEveningOfTwelvePeopleKeepsEveryPartner) {
  ProgressiveOptions o;
  o.people = 11;  // a bot partners the odd one
  o.rounds = 5;
  o.movement = Movement::Swiss;
  o.seed = 42;
  Progressive evening(o);
  std::map<int, int> partner;
  for (const Team& t : evening.teams()) {
    partner[t[0]] = t[1];
    partner[t[1]] = t[0];
  }
  std::set<std::pair<int, int>> met;
  while (!evening.over()) {
    RoundResult result;
    for (const TableSeats& t : evening.lineup().tables) {
      EXPECT_EQ(partner[t[0]], t[2]);
      EXPECT_EQ(partner[t[1]], t[3]);
      EXPECT_TRUE(met.insert({std::min(t[0], t[1]), std::max(t[0], t[1])}).second) << "met twice in 5 rounds of 6 teams";
      result.tables.push_back(played(t, (t[0] + evening.round()) % 3 != 0));
    }
    evening.finish_round(result);
  }
  EXPECT_EQ(evening.standings().size(), 11u);
}

}  // namespace
}  // namespace euchre::events
