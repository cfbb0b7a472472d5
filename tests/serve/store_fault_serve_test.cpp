// `euchre serve` as a process through store faults (issue 28), on SQLite and
// on PostgreSQL: the database locked by another process past the store's
// bound, and (PostgreSQL) every connection of the server ended from the
// database's side. The process stays up, /api/health says the store is down
// meanwhile and the lobby still answers, people get `unavailable` and
// nothing changes, and every table finishes its game with every action kept
// once: each record downloads and replays.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "../store_backends.h"
#include "net/http_get.h"
#include "serve_process.h"
#include "ws_person.h"

namespace euchre::testing {
namespace {

using json = nlohmann::json;
using namespace std::chrono_literals;

std::unique_ptr<test::StoreBackend> backend_for(const std::string& kind, std::string& skip) {
  if (kind == "sqlite") return std::make_unique<test::SqliteBackend>();
  const test::PgServer pg = test::find_pg_server();
  if (pg.url.empty()) {
    skip = pg.reason;
    return nullptr;
  }
  return std::make_unique<test::PgBackend>(pg.url);
}

class ServeStoreFaults : public ::testing::TestWithParam<std::string> {};

TEST_P(ServeStoreFaults, TheServerStaysUpAndEveryTableFinishesThroughAStoreFault) {
  std::string skip;
  auto backend = backend_for(GetParam(), skip);
  if (!backend) {
    if (std::getenv("EUCHRE_NO_PG")) GTEST_SKIP() << skip;
    FAIL() << skip;
  }
  ServeProcess server(backend->where());
  constexpr int kTables = 4;
  std::vector<std::unique_ptr<WsPerson>> people;
  std::vector<WsPerson*> all;
  std::vector<std::string> tables;
  for (int t = 0; t < kTables; ++t) {
    people.push_back(std::make_unique<WsPerson>(server.ws_url(), 700 + t));
    all.push_back(people.back().get());
    people.back()->hello("P" + std::to_string(t));
    people.back()->send({{"type", "create"}, {"pace", "instant"}, {"seat", 0}, {"options", {{"target", 10}}},
                         {"bots", {nullptr, "basic", "basic", "basic"}}});
    tables.push_back(people.back()->await("created", "")["table"]);
  }
  // Everyone plays a little (a dozen actions at every table), then the store fails.
  play_until(all, tables, [&] {
    for (WsPerson* p : all)
      if (p->last_state.is_null() || p->last_state["seq"].get<int>() < 12) return false;
    return true;
  });
  {
    auto hold = backend->hold_write_lock();
    const auto locked_until = std::chrono::steady_clock::now() + 4s;
    bool health_said_down = false;
    while (std::chrono::steady_clock::now() < locked_until) {
      for (std::size_t i = 0; i < all.size(); ++i)
        while (auto m = all[i]->next(5ms)) all[i]->respond(*m, tables[i]);
      const auto started = std::chrono::steady_clock::now();
      const net::HttpResult lobby = net::http_get(server.http("/api/tables"));
      EXPECT_EQ(lobby.status, 200);
      EXPECT_LT(std::chrono::steady_clock::now() - started, 3s) << "the lobby waited on the store";
      health_said_down |= net::http_get(server.http("/api/health")).status == 503;
    }
    EXPECT_TRUE(health_said_down) << "/api/health never said the store was down";
  }
  if (backend->terminate_store_connections()) {
    for (std::size_t i = 0; i < all.size(); ++i)
      while (auto m = all[i]->next(5ms)) all[i]->respond(*m, tables[i]);
  }
  // A person whose action was refused as unavailable sends it again: the
  // scripted people answer their latest state again until the game ends.
  const auto deadline = std::chrono::steady_clock::now() + 120s;
  while (std::chrono::steady_clock::now() < deadline) {
    bool all_over = true;
    for (std::size_t i = 0; i < all.size(); ++i) {
      WsPerson& p = *all[i];
      bool got = false;
      while (auto m = p.next(5ms)) {
        got = true;
        p.respond(*m, tables[i]);
      }
      if (!got && p.game_over.is_null() && !p.last_state.is_null()) p.respond(p.last_state, tables[i]);  // a retry
      all_over = all_over && !p.game_over.is_null();
    }
    if (all_over) break;
    std::this_thread::sleep_for(20ms);
  }
  int unavailable = 0;
  for (WsPerson* p : all) {
    ASSERT_FALSE(p->game_over.is_null()) << "a table never finished";
    for (const json& e : p->errors) unavailable += e["code"] == "unavailable";
    const net::HttpResult egn = net::http_get(server.http(p->game_over["record"]));
    ASSERT_EQ(egn.status, 200) << egn.body;
    const std::filesystem::path file = std::filesystem::temp_directory_path() / ("euchre-fault-" + std::to_string(::getpid()) + ".egn");
    std::ofstream(file) << egn.body;
    EXPECT_EQ(std::system((std::string(EUCHRE_BIN) + " replay " + file.string() + " >/dev/null").c_str()), 0);
    std::filesystem::remove(file);
  }
  EXPECT_GT(unavailable, 0) << "the fault never reached a person: the test proved nothing";
  int health = 0;  // the store is found up again, by the probe if nothing else
  for (int i = 0; i < 50 && (health = net::http_get(server.http("/api/health")).status) != 200; ++i)
    std::this_thread::sleep_for(100ms);
  EXPECT_EQ(health, 200);
  EXPECT_EQ(server.kill(SIGINT), 0);  // still up, and stops cleanly
}

INSTANTIATE_TEST_SUITE_P(Stores, ServeStoreFaults, ::testing::Values("sqlite", "postgres"),
                         [](const ::testing::TestParamInfo<std::string>& p) { return p.param; });

}  // namespace
}  // namespace euchre::testing
