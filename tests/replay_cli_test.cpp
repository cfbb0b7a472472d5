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

}  // namespace
}  // namespace euchre
