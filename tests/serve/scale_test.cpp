// Several `euchre serve` instances on one PostgreSQL database (docs/scale.md):
// a table is served by the instance holding its lease; a client asking the
// other one is told where to go; when an instance is killed, another takes
// its tables over from the log within seconds and their games finish there,
// with every acknowledged action kept.
#include <filesystem>

#include <gtest/gtest.h>

#include "../store_backends.h"
#include "serve_process.h"
#include "ws_person.h"

namespace euchre::testing {
namespace {

using json = nlohmann::json;
using namespace std::chrono_literals;

// Two ports for two instances that name each other (`--instance`, the only
// addresses `elsewhere` may send a client to).
std::pair<int, int> two_free_ports() {
  const int first = free_tcp_port();
  int second = free_tcp_port();
  for (int i = 0; i < 20 && second == first; ++i) second = free_tcp_port();
  return {first, second};
}
std::vector<std::string> naming_the_other(int other_port) {
  return {"--lease-seconds", "2", "--instance", "ws://127.0.0.1:" + std::to_string(other_port) + "/ws"};
}

TEST(Scale, AnotherInstanceTakesOverTheTablesOfAKilledOne) {
  const test::PgServer pg = test::find_pg_server();
  if (pg.url.empty()) {
    if (std::getenv("EUCHRE_NO_PG")) GTEST_SKIP() << pg.reason;
    FAIL() << pg.reason;
  }
  test::PgBackend schema(pg.url);
  const auto [port_a, port_b] = two_free_ports();
  auto a = std::make_unique<ServeProcess>(schema.where(), naming_the_other(port_b), port_a);
  ServeProcess b(schema.where(), naming_the_other(port_a), port_b);

  constexpr int kTables = 3;
  std::vector<std::unique_ptr<WsPerson>> people;
  std::vector<WsPerson*> all;
  std::vector<std::string> tables;
  for (int t = 0; t < kTables; ++t) {
    people.push_back(std::make_unique<WsPerson>(a->ws_url(), 300 + t));
    all.push_back(people.back().get());
    people.back()->hello("P" + std::to_string(t));
    people.back()->send({{"type", "create"}, {"pace", "instant"}, {"seat", 0}, {"bots", {nullptr, "basic", "basic", "basic"}}});
    tables.push_back(people.back()->await("created")["table"]);
  }
  // B does not serve A's tables: it says who does.
  WsPerson stranger(b.ws_url(), 9);
  stranger.hello("Cy");
  stranger.send({{"type", "watch"}, {"table", tables[0]}});
  const json where = stranger.await("error");
  EXPECT_EQ(where["code"], "elsewhere");
  EXPECT_NE(where["message"].get<std::string>().find(a->ws_url()), std::string::npos) << where.dump();
  // A private table served by A does not exist, for B, to one without its
  // invite: the same answer as a wrong id (information is sacred).
  WsPerson host(a->ws_url(), 400);
  host.hello("Di");
  host.send({{"type", "create"}, {"pace", "instant"}, {"seat", 0}, {"private", true}, {"bots", {nullptr, "basic", "basic", "basic"}}});
  const json hidden = host.await("created");
  stranger.send({{"type", "watch"}, {"table", hidden["table"]}});
  EXPECT_EQ(stranger.await("error")["code"], "unknown_table");
  stranger.send({{"type", "watch"}, {"table", hidden["table"]}, {"invite", hidden["invite"]}});
  EXPECT_EQ(stranger.await("error")["code"], "elsewhere");

  play_until(all, tables, [&] {
    for (auto* p : all)
      if (p->last_state.is_null() || p->last_state["seq"] < 20) return false;
    return true;
  });
  std::vector<std::int64_t> acknowledged;
  for (auto* p : all) acknowledged.push_back(p->last_state["seq"]);
  a->kill(SIGKILL);
  const auto killed = std::chrono::steady_clock::now();

  // Everyone goes to B; B takes the tables once A's leases have run out.
  for (std::size_t i = 0; i < all.size(); ++i) {
    all[i]->reconnect_to(b.ws_url());
    all[i]->hello_again();
  }
  for (std::size_t i = 0; i < all.size(); ++i) {
    bool pictured = false;
    for (int n = 0; n < 50 && !pictured; ++n) {
      const auto m = all[i]->next(1s);
      if (m && ((*m)["type"] == "state" || (*m)["type"] == "commit")) {
        pictured = true;
        EXPECT_GE(all[i]->last_state["seq"].get<std::int64_t>(), acknowledged[i]) << "table " << tables[i];
        all[i]->respond(*m, tables[i]);
      }
    }
    ASSERT_TRUE(pictured) << "B never took table " << tables[i] << " over";
  }
  const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - killed);
  EXPECT_LT(took, 10s);
  play_until(all, tables, [&] {
    for (auto* p : all)
      if (p->game_over.is_null()) return false;
    return true;
  });
  for (auto* p : all) EXPECT_TRUE(p->errors.empty()) << p->errors.front().dump();
  std::cout << "B took over " << kTables << " tables " << took.count() << " ms after A was killed\n";
  b.kill(SIGINT);
}

// An evening on several instances (docs/events.md, "Several instances"): the
// instance that created it runs it, and another instance asked about it
// says where; killed in the middle of round 1, another instance takes the
// event and its table over once the leases run out, and the evening plays
// on there to its standings with every acknowledged action kept.
TEST(Scale, AnotherInstanceTakesOverAnEveningOfAKilledOne) {
  const test::PgServer pg = test::find_pg_server();
  if (pg.url.empty()) {
    if (std::getenv("EUCHRE_NO_PG")) GTEST_SKIP() << pg.reason;
    FAIL() << pg.reason;
  }
  test::PgBackend schema(pg.url);
  const auto [port_a, port_b] = two_free_ports();
  auto a = std::make_unique<ServeProcess>(schema.where(), naming_the_other(port_b), port_a);
  ServeProcess b(schema.where(), naming_the_other(port_a), port_b);

  std::vector<std::unique_ptr<WsPerson>> people;
  for (const char* name : {"Ann", "Bob", "Cy", "Di"}) {
    people.push_back(std::make_unique<WsPerson>(a->ws_url(), 500 + people.size()));
    people.back()->hello(name);
  }
  people[0]->send({{"type", "event_create"}, {"name", "Thursday club"}, {"rounds", 2}, {"deals", 2}, {"pace", "instant"},
                   {"check_in_minutes", 0}});
  const std::string event = people[0]->await("event")["event"];
  for (std::size_t i = 1; i < people.size(); ++i) {
    people[i]->send({{"type", "event_join"}, {"event", event}});
    people[i]->await("event");
  }
  // B does not run A's evening: it says who does.
  WsPerson stranger(b.ws_url(), 9);
  stranger.hello("Zed");
  stranger.send({{"type", "event_get"}, {"event", event}});
  const json where = stranger.await("error");
  EXPECT_EQ(where["code"], "elsewhere");
  EXPECT_NE(where["message"].get<std::string>().find(a->ws_url()), std::string::npos) << where.dump();

  // Each person plays the table the event seats him at; `seated` follows the event's messages.
  std::vector<std::string> seated(people.size());
  std::vector<json> last_event(people.size());
  const auto step = [&](std::size_t i) {
    while (auto m = people[i]->next(std::chrono::milliseconds(5))) {
      if ((*m)["type"] == "event") {
        last_event[i] = *m;
        if ((*m)["you"].is_object() && (*m)["you"].contains("table")) seated[i] = (*m)["you"]["table"];
      }
      people[i]->respond(*m, m->value("table", seated[i]));
    }
  };
  people[0]->send({{"type", "event_start"}, {"event", event}});
  const auto deadline = std::chrono::steady_clock::now() + 60s;
  for (bool under_way = false; !under_way;) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "round 1 did not get under way";
    under_way = true;
    for (std::size_t i = 0; i < people.size(); ++i) {
      step(i);
      under_way = under_way && !people[i]->last_state.is_null() && people[i]->last_state["seq"] >= 10;
    }
  }
  std::vector<std::int64_t> acknowledged;
  for (auto& p : people) acknowledged.push_back(p->last_state["seq"]);
  const std::string round_one_table = seated[0];
  a->kill(SIGKILL);
  const auto killed = std::chrono::steady_clock::now();

  for (auto& p : people) {
    p->reconnect_to(b.ws_url());
    p->hello_again();
    p->last_state = json();
  }
  // B takes the evening and its table: the play goes on from no earlier than
  // anyone saw, and the evening ends there.
  std::optional<std::chrono::milliseconds> took;
  const auto end = std::chrono::steady_clock::now() + 120s;
  bool over = false;
  while (!over) {
    ASSERT_LT(std::chrono::steady_clock::now(), end) << "the evening did not end on B";
    over = true;
    for (std::size_t i = 0; i < people.size(); ++i) {
      step(i);
      const json& st = people[i]->last_state;
      if (!took && !st.is_null()) took = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - killed);
      if (!st.is_null() && st["table"] == round_one_table) {
        EXPECT_GE(st["seq"].get<std::int64_t>(), acknowledged[i]) << "an acknowledged action was lost";
      }
      over = over && !last_event[i].is_null() && last_event[i]["status"] == "over";
    }
  }
  ASSERT_TRUE(took.has_value());
  EXPECT_LT(*took, 15s);
  EXPECT_EQ(last_event[0]["standings"].size(), 4u);
  EXPECT_EQ(last_event[0]["played"].size(), 2u) << "both rounds, the one begun on A included";
  std::cout << "B took over the evening " << took->count() << " ms after A was killed\n";
  b.kill(SIGINT);
}

}  // namespace
}  // namespace euchre::testing
