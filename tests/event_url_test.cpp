// `euchre event simulate --url` against a real `euchre serve` on the loopback
// address (docs/events.md, "Against a server"): nine people on nine
// connections register, are seated by the server and play two rounds of two
// deals to the end; every person has a standing, the server's own standings
// (its CSV) agree, and the response time and memory figures are printed.
// The figures themselves depend on the machine and are not checked (the
// benchmark of 100 people is bench/event_url.sh, run by hand).
#include <algorithm>
#include <memory>
#include <regex>
#include <vector>

#include <gtest/gtest.h>

#include "cli_run.h"
#include "figure_lines.h"
#include "net/http_get.h"
#include "serve/serve_process.h"

namespace euchre::testing {
namespace {

using test::run_euchre;

bool numeric(const std::string& text) { return std::regex_match(text, std::regex(R"(\d+(\.\d+)?)")); }

// A fresh server (a store of its own) and
// `euchre event simulate ARGS --url` against it.
struct Simulated {
  std::unique_ptr<ServeProcess> server;
  test::CliResult r;
};
// `connections` 0: loopback is not limited (`--unlimited-address`, as
// bench/event_url.sh); otherwise it is, to that many connections.
Simulated simulate(const std::string& args, int connections = 0) {
  Simulated s;
  std::vector<std::string> flags;
  if (connections > 0) flags = {"--connections-per-address", std::to_string(connections)};
  s.server = std::make_unique<ServeProcess>((test::scratch_dir() / "euchre.db").string(), flags, 0,
                                            /*limit_loopback=*/connections > 0);
  s.r = run_euchre("event simulate " + args + " --url " + s.server->ws_url());
  return s;
}

TEST(EventUrl, NinePeoplePlayAnEveningOnTheServer) {
  const auto [server, r] = simulate("--people 9 --rounds 2 --deals 2 --think-ms 50 --timeout 50");
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  // The evening is over, with a place for every person.
  std::smatch over;
  ASSERT_TRUE(std::regex_search(r.out, over, std::regex(R"(event (e\w+) over: 9 people, 2 rounds of 2 deals)"))) << r.out;
  for (int p = 1; p <= 9; ++p)
    EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(\n\s+\d+  Person )" + std::to_string(p) + R"( +-?\d+ +\d+ +\d+ +\d+\n)")))
        << "Person " << p << " has no standing in:\n" << r.out;
  // The server's standings say the same: nine people.
  const auto csv = net::http_get(server->http("/api/events/" + over[1].str() + ".csv"));
  ASSERT_EQ(csv.status, 200) << csv.body;
  EXPECT_EQ(std::count(csv.body.begin(), csv.body.end(), '\n'), 10) << csv.body;  // the header and nine people
  const auto figures = figures_of(r.out);
  for (const char* name : {"people", "tables", "actions", "response_ms_p50", "response_ms_p99", "response_ms_max",
                           "wall_seconds", "server_rss_mb", "errors"}) {
    ASSERT_TRUE(figures.count(name)) << name << " missing from:\n" << r.out;
    EXPECT_TRUE(numeric(figures.at(name))) << name << " " << figures.at(name);
  }
  EXPECT_EQ(figures.at("people"), "9");
  EXPECT_EQ(figures.at("tables"), "3");  // 9 people and 3 bots
  EXPECT_GT(std::stoi(figures.at("actions")), 9 * 2);  // each person acts in each deal
  EXPECT_GE(std::stod(figures.at("response_ms_p99")), std::stod(figures.at("response_ms_p50")));
  EXPECT_GT(std::stod(figures.at("server_rss_mb")), 1.0);
  EXPECT_EQ(figures.at("errors"), "0");
}

TEST(EventUrl, TwoEveningsAtOnce) {
  const auto r = simulate("--events 2 --people 5 --rounds 1 --deals 1 --think-ms 50 --timeout 50").r;
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  const std::regex over(R"(event e\w+ over: 5 people, 1 rounds of 1 deals)");
  EXPECT_EQ(std::distance(std::sregex_iterator(r.out.begin(), r.out.end(), over), std::sregex_iterator()), 2) << r.out;
  for (const char* name : {"Person 1.1", "Person 1.5", "Person 2.1", "Person 2.5"})
    EXPECT_NE(r.out.find(name), std::string::npos) << name << " has no standing in:\n" << r.out;
  const auto figures = figures_of(r.out);
  ASSERT_TRUE(figures.count("events") && figures.count("people")) << r.out;
  EXPECT_EQ(figures.at("events"), "2");
  EXPECT_EQ(figures.at("people"), "10");
}

TEST(EventUrl, AnEveningThatOutlastsItsTimeoutFailsSayingWhere) {
  const auto r = simulate("--people 5 --rounds 2 --deals 8 --timeout 1").r;
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.err.find("did not end within 1 s"), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find(" over: "), std::string::npos) << r.out;
}

TEST(EventUrl, AServerThatRefusesConnectionsNamesTheFlagToRaise) {
  const auto r = simulate("--people 9 --timeout 30", 4).r;
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.err.find("connection ended"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--connections-per-address 19"), std::string::npos) << r.err;
}

TEST(EventUrl, BadInputIsRefusedByName) {
  const std::string url = " --url ws://127.0.0.1:1/ws";
  test::expect_refused("event simulate --people 1" + url, 2, "--people 1");
  test::expect_refused("event simulate --people 4 --out x" + url, 2, "--out");
  test::expect_refused("event simulate --people 4 --movement sideways" + url, 2, "sideways");
  test::expect_refused("event simulate --people 400 --events 3" + url, 2, "1200 connections");
  test::expect_refused("event simulate --people 4" + url, 1, "cannot reach the server");
}

}  // namespace
}  // namespace euchre::testing
