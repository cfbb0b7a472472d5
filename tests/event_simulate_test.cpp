// A simulated club night (issue 30's checks; docs/events.md): 12, 17 and 40
// people, 6 rounds of 8 deals, each movement, played by bots through
// `euchre event simulate`. Checked from what it wrote: everyone sits once a
// round; nobody partners anyone twice where the movement promises it (a
// whist schedule always, the fixed movement within T rounds of T tables);
// the head-table movement splits every partnership; byes are even; every
// table's tally equals the sum of its deals in its record; and every
// person's total and place follow from the tables. Sources: Keller, The Game
// of Euchre (1887), ch. 8; docs/events.md for the rules decided here.
#include <array>
#include <cmath>
#include <fstream>
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

// A duplicate evening of 4 tables and 12 boards (issue 30's check): 16
// people, 3 rounds of 4 boards, a mix of bots so that tables play a board
// differently. Every table of a round was dealt the same boards; every
// play's matchpoints, recounted here by hand from the records' points, are
// those the boards file and the standings give; `euchre verify --boards`
// accepts the boards and the records, and rejects a changed board and a
// changed record, naming it. Sources: bridge Law 78A (matchpoints);
// docs/events.md, "Duplicate events"; docs/fair-shuffle.md, "Boards".
TEST(EventSimulate, ADuplicateEveningOfFourTablesAndTwelveBoards) {
  const CliResult r = run_euchre(
      "event simulate --format duplicate --people 16 --rounds 3 --deals 4 --bots basic,random,expert --seed 9 "
      "--out dup");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto dir = scratch_dir() / "dup";
  const json boards = json::parse(slurp(dir / "boards.json"));
  const json evening = json::parse(slurp(dir / "evening.json"));
  ASSERT_EQ(boards["boards"].size(), 12u);
  ASSERT_EQ(boards["tables"], 4);
  // board -> the hands each table was dealt, and each table's North-South net
  std::map<int, std::vector<std::array<CardSet, 4>>> dealt;
  std::map<int, std::vector<int>> ns_net;
  std::map<int, std::vector<std::vector<std::string>>> seats_of;
  std::vector<std::string> records;
  for (const json& round : evening["rounds"])
    for (const json& table : round["tables"]) {
      const std::string file = table["record"];
      records.push_back("dup/" + file);
      const egn::Record rec = egn::read(slurp(dir / file));
      ASSERT_EQ(rec.game->records().size(), 4u) << file;
      for (std::size_t k = 0; k < 4; ++k) {
        ASSERT_TRUE(rec.fair[k] && rec.fair[k]->board) << file;
        const int board = *rec.fair[k]->board;
        EXPECT_EQ(board, round["first_board"].get<int>() + static_cast<int>(k)) << file;
        const DealRecord& d = rec.game->records()[k];
        dealt[board].push_back(d.hands);
        ns_net[board].push_back(d.final_state.points[0] - d.final_state.points[1]);
        seats_of[board].push_back(rec.metadata.players);
      }
    }
  std::map<std::string, double> by_person;
  bool any_difference = false;
  for (int board = 1; board <= 12; ++board) {
    ASSERT_EQ(dealt[board].size(), 4u) << "board " << board;
    for (const auto& hands : dealt[board]) EXPECT_EQ(hands, dealt[board][0]) << "board " << board << " differs";
    const json& plays = boards["boards"][static_cast<std::size_t>(board - 1)]["plays"];
    ASSERT_EQ(plays.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
      double ns = 0;  // one for each North-South beaten, a half for each tie
      for (std::size_t j = 0; j < 4; ++j)
        if (j != i) ns += ns_net[board][i] > ns_net[board][j] ? 1.0 : ns_net[board][i] == ns_net[board][j] ? 0.5 : 0.0;
      EXPECT_EQ(plays[i]["matchpoints"][0].get<double>(), ns) << "board " << board << ", table " << i + 1;
      EXPECT_EQ(plays[i]["matchpoints"][1].get<double>(), 3.0 - ns) << "board " << board;
      any_difference = any_difference || ns_net[board][i] != ns_net[board][0];
      for (std::size_t seat = 0; seat < 4; ++seat)
        by_person[seats_of[board][i][seat]] += seat % 2 == 0 ? ns : 3.0 - ns;
    }
  }
  EXPECT_TRUE(any_difference) << "every table played every board alike: nothing was compared";
  const json standings = json::parse(slurp(dir / "standings.json"));
  ASSERT_EQ(standings.size(), 16u);
  double last = 101;
  for (const json& s : standings) {
    const double mp = by_person[s["name"].get<std::string>()];
    EXPECT_EQ(s["matchpoints"].get<double>(), mp) << s["name"];
    EXPECT_NEAR(s["percent"].get<double>(), 100.0 * mp / 36.0, 1e-9) << s["name"];  // 12 boards, top 3 each
    EXPECT_LE(s["percent"].get<double>(), last);
    last = s["percent"];
  }

  std::string all = "verify --boards dup/boards.json";
  for (const auto& f : records) all += " " + f;
  const CliResult ok = run_euchre(all);
  EXPECT_EQ(ok.code, 0) << ok.out << ok.err;
  EXPECT_NE(ok.out.find("the boards and every record match the seeds"), std::string::npos) << ok.out;

  json changed = boards;  // one card of board 7 moves from North to East
  auto& hands = changed["boards"][6]["hands"];
  std::swap(hands[0][0], hands[1][0]);
  std::ofstream(dir / "changed.json") << changed.dump();
  const CliResult bad = run_euchre("verify --boards dup/changed.json");
  EXPECT_EQ(bad.code, 1) << bad.out;
  EXPECT_NE(bad.out.find("board 7: seat 0 is published with"), std::string::npos) << bad.out;

  // The first record, its first deal claimed as board 2: other cards, another dealer.
  std::string record = slurp(dir / records[0].substr(4));
  const auto at = record.find("\"board\": 1");
  ASSERT_NE(at, std::string::npos) << record.substr(0, 400);
  record.replace(at, 10, "\"board\": 2");
  std::ofstream(dir / "changed.egn") << record;
  const CliResult tampered = run_euchre("verify --boards dup/boards.json dup/changed.egn");
  EXPECT_EQ(tampered.code, 1) << tampered.out;
  EXPECT_NE(tampered.out.find("dup/changed.egn, deal 0 (board 2): seat 0 dealt board 2"), std::string::npos)
      << tampered.out;
}

TEST(EventSimulate, ADuplicateEveningRefusesRulesThatPutATableBehind) {
  expect_refused("event simulate --format duplicate --people 8 --set redeal_hand=nines_tens", 2, "redeal_hand");
  expect_refused("event simulate --format swiss --people 8", 2, "--format swiss is not a format");
}

}  // namespace
}  // namespace euchre::test
