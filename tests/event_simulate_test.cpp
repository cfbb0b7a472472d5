// A simulated club night (issue 30's checks; docs/events.md): 12, 17 and 40
// people, 6 rounds of 8 deals, each movement, played by bots through
// `euchre event simulate`. Checked from what it wrote: everyone sits once a
// round; nobody partners anyone twice where the movement promises it (a
// whist schedule always, the fixed movement within T rounds of T tables);
// the head-table movement splits every partnership; byes are even; every
// table's tally equals the sum of its deals in its record; and every
// person's total and place follow from the tables. Sources: Keller, The Game
// of Euchre (1887), ch. 8; docs/events.md for the rules decided here.
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include <nlohmann/json.hpp>

#include "cli_run.h"
#include "egn/egn.h"

namespace euchre::test {
namespace {

using json = nlohmann::json;
using Pair = std::pair<int, int>;
Pair key(int a, int b) { return {std::min(a, b), std::max(a, b)}; }

struct Evening {
  json data;
  std::filesystem::path dir;
};

Evening simulate(int people, const std::string& movement) {
  const CliResult r = run_euchre("event simulate --people " + std::to_string(people) + " --rounds 6 --deals 8 --movement " +
                                 movement + " --seed 5 --out evening");
  EXPECT_EQ(r.code, 0) << r.err;
  const auto dir = scratch_dir() / "evening";
  return {json::parse(slurp(dir / "evening.json")), dir};
}

void check_evening(const Evening& ev, int people, const std::string& movement) {
  const json& e = ev.data;
  const int players = e["players"];
  const std::string what = std::to_string(people) + " people, " + movement;
  ASSERT_EQ(e["rounds"].size(), 6u) << what;
  std::map<Pair, int> partners;
  std::vector<int> byes(static_cast<std::size_t>(players), 0);
  std::map<int, int> points, played, won, loners;
  std::set<Pair> last_partners;
  const int tables = players / 4;
  int round_index = 0;
  for (const json& round : e["rounds"]) {
    // The fixed movement promises distinct partners within T rounds of T tables only.
    const bool promised = movement == "whist" || (movement == "fixed" && round_index < tables);
    ++round_index;
    std::set<int> seated;
    std::set<Pair> these_partners;
    for (const json& table : round["tables"]) {
      std::vector<int> seats;
      for (const json& s : table["seats"]) seats.push_back(s["player"]);
      for (int p : seats) EXPECT_TRUE(seated.insert(p).second) << what << ": player " << p << " twice in a round";
      for (const Pair& pair : {key(seats[0], seats[2]), key(seats[1], seats[3])}) {
        if (promised) ++partners[pair];
        these_partners.insert(pair);
        if (movement == "head-table") {
          EXPECT_FALSE(last_partners.count(pair)) << what << ": partners kept";
        }
      }
      // The table's tally is the sum of its deals in its record.
      const egn::Record record = egn::read(slurp(ev.dir / table["record"].get<std::string>()));
      int side_points[2] = {0, 0}, side_tricks[2] = {0, 0};
      for (const egn::DealSummary& d : egn::summarize(record)) {
        for (int side = 0; side < 2; ++side) {
          side_points[side] += d.points[static_cast<std::size_t>(side)];
          side_tricks[side] += d.tricks.empty() ? 0 : d.tricks[static_cast<std::size_t>(side)];
        }
      }
      EXPECT_EQ(record.game->deals_played(), 8) << what;
      EXPECT_EQ(table["points"][0], side_points[0]) << what;
      EXPECT_EQ(table["points"][1], side_points[1]) << what;
      const int winner = side_points[0] != side_points[1] ? (side_points[0] > side_points[1] ? 0 : 1)
                         : side_tricks[0] != side_tricks[1] ? (side_tricks[0] > side_tricks[1] ? 0 : 1) : -1;
      for (int s = 0; s < 4; ++s) {
        points[seats[static_cast<std::size_t>(s)]] += side_points[s % 2];
        played[seats[static_cast<std::size_t>(s)]] += 1;
        won[seats[static_cast<std::size_t>(s)]] += winner == s % 2;
        loners[seats[static_cast<std::size_t>(s)]] += table["loners"][static_cast<std::size_t>(s)].get<int>();
      }
    }
    for (const json& p : round["sitting_out"]) {
      EXPECT_TRUE(seated.insert(p.get<int>()).second) << what;
      ++byes[static_cast<std::size_t>(p.get<int>())];
    }
    EXPECT_EQ(static_cast<int>(seated.size()), players) << what << ": everyone sits once a round";
    last_partners = these_partners;
  }
  // Partners: never twice in a whist schedule; within T rounds of T tables in the fixed movement.
  for (const auto& [pair, count] : partners) EXPECT_EQ(count, 1) << what << ": " << pair.first << " & " << pair.second;
  for (int b : byes) EXPECT_LE(b, 1) << what << ": byes are even";
  if (movement != "whist") {
    EXPECT_EQ(players % 4, 0) << what << ": bots fill the tables, nobody sits out";
  }
  // The standings follow from the tables (byes at one's own average, rounded half up).
  int last_place = 0;
  std::tuple<int, int, int> last_key{1 << 30, 0, 0};
  ASSERT_EQ(e["standings"].size(), static_cast<std::size_t>(people)) << what << ": bots are not in the standings";
  for (std::size_t i = 0; i < e["standings"].size(); ++i) {
    const json& s = e["standings"][i];
    const int p = s["player"];
    EXPECT_LT(p, people) << what;
    int expected = points[p];
    const int bye = byes[static_cast<std::size_t>(p)];
    if (bye > 0) expected += bye * static_cast<int>(std::floor(static_cast<double>(points[p]) / played[p] + 0.5));
    EXPECT_EQ(s["points"], expected) << what << ": player " << p;
    EXPECT_EQ(s["rounds_won"], won[p]) << what;
    EXPECT_EQ(s["loners"], loners[p]) << what;
    const std::tuple<int, int, int> k{s["points"], s["rounds_won"], s["loners"]};
    EXPECT_TRUE(k <= last_key) << what << ": standings in order";
    const int place = s["place"];
    EXPECT_EQ(place, k == last_key ? last_place : static_cast<int>(i) + 1) << what;
    last_key = k;
    last_place = place;
  }
}

TEST(EventSimulate, ClubNightsOf12And17And40PeopleByEveryMovement) {
  for (int people : {12, 17, 40})
    for (const std::string movement : {"fixed", "head-table", "whist"}) {
      const Evening ev = simulate(people, movement);
      check_evening(ev, people, movement);
    }
}

TEST(EventSimulate, WhatCannotBeRunIsRefusedInWords) {
  expect_refused("event simulate --people 12 --rounds 12 --movement whist", 2,
                 "a whist schedule of 12 players has 11 rounds, not 12");
  expect_refused("event simulate --people 9 --preset three-handed", 2, "four-handed partnership");
  expect_refused("event simulate --people 8 --movement mitchell", 2, "unknown movement \"mitchell\"");
}

}  // namespace
}  // namespace euchre::test
