// `euchre replay`: exit codes 0/1/2, the --json summary shape and values,
// and one --trace line per decision. Runs the built binary (EUCHRE_BIN).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "core/notation.h"
#include "core/playout.h"
#include "egn/egn.h"

#include "cli_run.h"

namespace euchre {
namespace {

using nlohmann::json;

struct CliRun {
  int code = -1;
  std::string out;
};

CliRun run_cli(const std::string& args) {
  const test::CliResult r = test::run_euchre(args);
  return {r.code, r.out};
}

std::string stderr_of(const std::string& args) { return test::run_euchre(args).err; }

class ReplayCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("euchre-replay-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string file(const std::string& name, const std::string& text) {
    const auto p = dir_ / name;
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
  }
  std::filesystem::path dir_;
};

std::unique_ptr<Game> play(const Rules& rules, std::uint64_t seed, long max_moves = -1) {
  auto g = std::make_unique<Game>(rules, seed);
  Rng rng(seed);
  for (long m = 0; !g->over() && (max_moves < 0 || m < max_moves); ++m) g->apply(random_action(g->deal(), rng));
  return g;
}

TEST_F(ReplayCli, ValidRecordJsonMatchesTheGame) {
  for (std::uint64_t seed : {3u, 4u, 5u}) {
    auto g = play(preset("modern"), seed);
    const std::string path = file("g" + std::to_string(seed) + ".egn", egn::write(*g, {}));
    const CliRun r = run_cli("replay " + path + " --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const json j = json::parse(r.out);  // exactly one object
    ASSERT_TRUE(j.is_object());
    ASSERT_EQ(j["deals"].size(), g->records().size());
    int total = 0;
    for (std::size_t i = 0; i < j["deals"].size(); ++i) {
      const json& d = j["deals"][i];
      const DealState& s = g->records()[i].final_state;
      EXPECT_EQ(d["dealer"], g->records()[i].dealer);
      EXPECT_EQ(d["tricks"].size(), 2u);
      EXPECT_EQ(d["points"][0].get<int>(), s.points[0]);
      EXPECT_EQ(d["points"][1].get<int>(), s.points[1]);
      if (s.end == DealEnd::AllPassed) {
        EXPECT_TRUE(d["trump"].is_null());
        EXPECT_TRUE(d["maker"].is_null());
      } else {
        EXPECT_EQ(d["trump"].get<std::string>().size(), 1u);
        EXPECT_EQ(d["maker"].get<int>(), s.maker);
      }
      EXPECT_EQ(d["alone"].is_null(), s.loner == kNobody);
      EXPECT_EQ(d["defender_alone"].is_null(), s.lone_defender == kNobody);
      total += d["points"][0].get<int>();
      EXPECT_EQ(d["score"][0].get<int>(), total);
    }
    EXPECT_EQ(j["final"]["score"][0].get<int>(), g->score()[0]);
    EXPECT_EQ(j["final"]["score"][1].get<int>(), g->score()[1]);
    EXPECT_EQ(j["final"]["winner"].get<int>(), *g->winner());
  }
}

// K ch. 5, "no point is lost": a jamboree's 16 in a game to 5 wins three
// games on one deal; replay names each (text and --json), not only the last.
TEST_F(ReplayCli, ADealThatWinsThreeGamesNamesEachOne) {
  Game g(preset_with_overrides("keller", {"laps=true", "slams=true", "series=first_to:9", "jamboree=true"}),
         Game::ManualDeals{});
  auto hand = [](std::string_view text) {
    CardSet set;
    for (std::size_t i = 0; i + 1 < text.size(); i += 3) set.add(*parse_card(text.substr(i, 2)));
    return set;
  };
  std::vector<Card> kitty;
  for (const std::string_view c : {"7c", "8c", "Jc", "7s", "8s", "Js", "7d", "8d", "7h", "8h", "Th"})
    kitty.push_back(*parse_card(c));
  g.begin_deal(0, {hand("9c Tc Qc Kc Ac"), hand("Jh Jd Ah Kh Qh"), hand("9s Ts Qs Ks As"), hand("9d Td Qd Kd Ad")},
               *parse_card("9h"), kitty);
  for (const std::string_view a : {"Order", "discard 9c", "Pass"}) {
    const auto action = parse_action(a, g.deal());
    ASSERT_TRUE(action) << a;
    g.apply(*action);
  }
  ASSERT_EQ(g.series().games_played(), 3);
  const std::string path = file("jamboree.egn", egn::write(g, {}));
  const CliRun text = run_cli("replay " + path);
  ASSERT_EQ(text.code, 0) << text.out;
  std::size_t lines = 0;
  for (std::size_t at = text.out.find("game won by"); at != std::string::npos; at = text.out.find("game won by", at + 1))
    ++lines;
  EXPECT_EQ(lines, 3u) << text.out;
  EXPECT_NE(text.out.find("11 carried"), std::string::npos) << text.out;
  const CliRun j = run_cli("replay " + path + " --json");
  ASSERT_EQ(j.code, 0) << j.out;
  const json games = json::parse(j.out)["deals"][0]["games_won"];
  ASSERT_EQ(games.size(), 3u) << j.out;
  EXPECT_EQ(games[0]["carried"], 11);
  EXPECT_EQ(games[1]["carried"], 6);
  EXPECT_EQ(games[2]["carried"], 1);
}

// A series with laps and slams (K ch. 5): the record names the options in
// its extension; replay gives every game won, its slam and its lap, and the
// series' games won, slams and carried points as the engine counted them.
TEST_F(ReplayCli, SeriesGamesWonCarriedAndSlams) {
  int slams = 0, carries = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const Rules rules = preset_with_overrides("keller", {"series=first_to:3", "laps=true", "slams=true"});
    auto g = play(rules, seed);
    const SeriesScore& s = g->series();
    const std::string path = file("series" + std::to_string(seed) + ".egn", egn::write(*g, {}));
    const CliRun r = run_cli("replay " + path + " --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const json j = json::parse(r.out);
    EXPECT_EQ(j["series"]["kind"], "first_to:3");
    EXPECT_EQ(j["series"]["games_won"], json({s.won[0], s.won[1]}));
    EXPECT_EQ(j["series"]["slams"], json({s.slams[0], s.slams[1]}));
    ASSERT_EQ(j["series"]["games"].size(), s.games.size());
    EXPECT_GE(std::max(s.won[0], s.won[1]), 3);
    // Each game's last deal says so; the next deal's score starts at the lap.
    std::size_t k = 0;
    for (std::size_t i = 0; i < j["deals"].size(); ++i) {
      const json& d = j["deals"][i];
      if (!d.contains("game_won_by")) continue;
      ASSERT_LT(k, s.games.size());
      EXPECT_EQ(d["game_won_by"].get<int>(), s.games[k].winner);
      EXPECT_EQ(d["slam"].get<bool>(), s.games[k].slam);
      EXPECT_EQ(d["carried"].get<int>(), s.games[k].carried);
      slams += s.games[k].slam;
      carries += s.games[k].carried > 0;
      if (i + 1 < j["deals"].size()) {
        const json& next = j["deals"][i + 1];
        const int w = s.games[k].winner;
        EXPECT_EQ(next["score"][static_cast<std::size_t>(w)].get<int>(),
                  s.games[k].carried + next["points"][static_cast<std::size_t>(w)].get<int>());
      }
      ++k;
    }
    EXPECT_EQ(k, s.games.size());
    const CliRun plain = run_cli("replay " + path);
    EXPECT_NE(plain.out.find("series first_to:3: games won " + std::to_string(s.won[0]) + "-" +
                             std::to_string(s.won[1])),
              std::string::npos)
        << plain.out;
    EXPECT_NE(plain.out.find("game won by team"), std::string::npos);
  }
  EXPECT_GT(slams + carries, 0) << "the seeds show a slam or a lap";
}

TEST_F(ReplayCli, PerPlayerScoresAndUnfinishedGames) {
  auto g = play(preset("three-handed"), 9, 50);
  const CliRun r = run_cli("replay " + file("three.egn", egn::write(*g, {})) + " --json");
  ASSERT_EQ(r.code, 0);
  const json j = json::parse(r.out);
  EXPECT_EQ(j["final"]["score"].size(), 3u);
  EXPECT_TRUE(j["final"]["winner"].is_null());
  EXPECT_EQ(j["deals"].back()["tricks"].size(), 3u);
}

TEST_F(ReplayCli, TraceHasOneLinePerDecision) {
  auto g = play(preset("standard"), 11);
  std::size_t moves = 0;
  for (const auto& rec : g->records()) moves += rec.moves.size();
  const CliRun r = run_cli("replay " + file("t.egn", egn::write(*g, {})) + " --trace");
  ASSERT_EQ(r.code, 0);
  std::istringstream lines(r.out);
  std::string line;
  std::size_t n = 0;
  while (std::getline(lines, line)) {
    const json j = json::parse(line);
    EXPECT_TRUE(j.contains("deal") && j.contains("seat") && j["legal"].is_array());
    const auto& legal = j["legal"];
    if (j["action"] != "claim") {
      EXPECT_NE(std::find(legal.begin(), legal.end(), j["action"]), legal.end()) << line;
    }
    ++n;
  }
  EXPECT_EQ(n, moves);
}

TEST_F(ReplayCli, PlainOutputNamesEveryDeal) {
  auto g = play(preset("standard"), 12);
  const CliRun r = run_cli("replay " + file("p.egn", egn::write(*g, {})));
  ASSERT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("deal " + std::to_string(g->records().size() - 1) + ":"), std::string::npos);
  EXPECT_NE(r.out.find("final score"), std::string::npos);
}

// French euchre (bidding=auction): no card turned, the bid of tricks named,
// and the JSON summary carries the bid.
TEST_F(ReplayCli, FrenchEuchreRecordsShowTheBid) {
  auto g = play(preset("french"), 14);
  const std::string path = file("f.egn", egn::write(*g, {}));
  const CliRun r = run_cli("replay " + path);
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("deal 0: dealer seat"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("no card turned"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" tricks\n"), std::string::npos) << r.out;
  const CliRun js = run_cli("replay " + path + " --json");
  ASSERT_EQ(js.code, 0) << js.out;
  int bids = 0;
  const json summary = json::parse(js.out);
  for (const auto& d : summary["deals"])
    if (d.contains("bid")) {
      EXPECT_GE(d["bid"].get<int>(), 1);
      EXPECT_LE(d["bid"].get<int>(), 5);
      ++bids;
    }
  EXPECT_GT(bids, 0);
}

TEST_F(ReplayCli, InvalidRecordExitsOneWithTheError) {
  json j = json::parse(egn::write(*play(preset("standard"), 13), {}));
  j["deals"][0]["phases"][0]["calls"][0] = "Bid";
  const std::string path = file("bad.egn", j.dump());
  EXPECT_EQ(run_cli("replay " + path).code, 1);
  EXPECT_EQ(run_cli("replay " + path + " --json").code, 1);
  EXPECT_NE(stderr_of("replay " + path).find("deal 0, call 1"), std::string::npos);
  EXPECT_EQ(run_cli("replay " + file("junk.egn", "not json")).code, 1);
}

TEST_F(ReplayCli, UsageErrorsExitTwo) {
  EXPECT_EQ(run_cli("replay").code, 2);
  EXPECT_EQ(run_cli("replay " + (dir_ / "missing.egn").string()).code, 2);
  const std::string ok = file("ok.egn", egn::write(*play(preset("standard"), 14), {}));
  EXPECT_EQ(run_cli("replay " + ok + " --bogus").code, 2);
  EXPECT_EQ(run_cli("replay " + ok).code, 0);
}

std::string data_path(const std::string& name) { return std::string(EUCHRE_SOURCE_DIR) + "/tests/data/" + name; }

// Every command that reads a record says a directory is one, and exits 2
// as for a file that cannot be read (not "invalid JSON").
TEST_F(ReplayCli, ADirectoryIsAUsageErrorForEveryCommand) {
  const std::string dir = dir_.string();
  for (const std::string& cmd : {"replay " + dir, "hint " + dir + " --seat 0", "solve " + dir, "analyze " + dir}) {
    const test::CliResult r = test::run_euchre(cmd);
    EXPECT_EQ(r.code, 2) << cmd << ": " << r.err;
    EXPECT_NE(r.err.find("is a directory"), std::string::npos) << cmd << ": " << r.err;
    EXPECT_EQ(r.err.find("JSON"), std::string::npos) << cmd << ": " << r.err;
  }
}

TEST_F(ReplayCli, AFileOverTheLimitNamesIt) {
  const std::string path = file("big.egn", std::string(egn::kMaxRecordBytes + 1, ' '));
  const test::CliResult r = test::run_euchre("replay " + path);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("the limit is 8 MiB"), std::string::npos) << r.err;
}

TEST_F(ReplayCli, WarningsGoToStderrAndStrictMakesThemErrors) {
  const std::string fields = data_path("real-world-unknown-fields.egn");
  test::CliResult r = test::run_euchre("replay " + fields + " --json");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(json::parse(r.out)["deals"].size(), 3u);  // stdout stays one JSON object
  EXPECT_NE(r.err.find("warning: deal 2: unknown field 'timings'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("warning: record: unknown field 'views'"), std::string::npos) << r.err;
  r = test::run_euchre("replay " + fields + " --strict");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("unknown field 'videoUrl' (strict reading: warnings are errors)"), std::string::npos) << r.err;
  // --strict on every command that reads a record.
  for (const std::string& cmd : {"hint " + fields + " --seat 0 --strict", "solve " + fields + " --strict",
                                "analyze " + fields + " --strict --out " + (dir_ / "a.egn").string()}) {
    r = test::run_euchre(cmd);
    EXPECT_EQ(r.code, 1) << cmd;
    EXPECT_NE(r.err.find("unknown field 'videoUrl' (strict"), std::string::npos) << cmd << ": " << r.err;
  }
  // A clean record is the same with or without --strict.
  const std::string ok = file("ok.egn", egn::write(*play(preset("standard"), 15), {}));
  r = test::run_euchre("replay " + ok + " --strict");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
}

TEST_F(ReplayCli, DealsPlayedAfterTheWinAreListed) {
  const std::string path = data_path("real-world-played-on.egn");
  const test::CliResult r = test::run_euchre("replay " + path + " --json");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.err.find("warning: deal 1 was played after team 0 won 11-7; replayed"), std::string::npos) << r.err;
  const json j = json::parse(r.out);
  ASSERT_EQ(j["deals"].size(), 2u);
  EXPECT_EQ(j["deals"][1]["deal"], 1);
  EXPECT_EQ(j["deals"][1]["score"], json::array({11, 9}));
  EXPECT_EQ(j["final"]["score"], json::array({11, 9}));
  EXPECT_EQ(j["final"]["winner"], 0);  // the game was won before the deal played on
  const test::CliResult t = test::run_euchre("replay " + path + " --trace");
  ASSERT_EQ(t.code, 0);
  EXPECT_NE(t.out.find("{\"deal\":1,"), std::string::npos) << t.out;
  EXPECT_EQ(test::run_euchre("replay " + path + " --strict").code, 1);
}

}  // namespace
}  // namespace euchre
