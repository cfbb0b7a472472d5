// A store that fails must not stop the server nor any table (issue 28): the
// bot and timer paths retry, a person hears `unavailable` and nothing
// changed, every table finishes its game once the store is back with every
// action kept once, and a game whose end was never marked is finished from
// its log on a restart.
#include <thread>

#include <gtest/gtest.h>

#include "egn/egn.h"
#include "faulty_store.h"
#include "harness.h"
#include "scripted_person.h"
#include "store/watched_store.h"

namespace euchre::testing {
namespace {

// A table of four bots that Ann watches; returns its id.
std::string bot_table(HubRig& rig, net::ConnectionId ann, const std::string& pace, int target = 5) {
  rig.send(ann, msg("create", {{"pace", pace}, {"options", {{"target", target}}},
                               {"bots", {"basic", "basic", "basic", "basic"}}}));
  const json created = rig.last(ann, "created");
  EXPECT_FALSE(created.is_null()) << rig.frames(ann).back();
  return created.is_null() ? "" : created["table"].get<std::string>();
}

// Every game of the store is finished with a record that reads back, and its
// log holds exactly the actions the record plays (nothing lost or doubled).
void expect_every_game_finished_and_whole(store::Store& store, int games) {
  for (store::GameId g = 1; g <= games; ++g) {
    const auto row = store.game(g);
    ASSERT_TRUE(row) << "game " << g;
    EXPECT_TRUE(row->finished) << "game " << g;
    ASSERT_FALSE(row->record.empty()) << "game " << g;
    const egn::Record read = egn::read(row->record);  // throws on a record that does not read
    ASSERT_TRUE(read.game && read.game->over()) << "game " << g;
    std::size_t decisions = 0;
    for (const auto& deal : read.game->records()) decisions += deal.moves.size();
    EXPECT_EQ(store.actions(g).size(), decisions) << "game " << g;
  }
}

// A table's game is over in the store (the table itself closes soon after).
bool finished(store::Store& store, const std::string& table) {
  const auto game = store.latest_game(table);
  return game && game->finished;
}

TEST(StoreFaults, BotTablesStallWhileTheStoreIsDownAndAllFinishWhenItIsBack) {
  MemoryStore memory;
  FaultyStore faulty(memory);
  room::HubOptions options;
  options.max_tables_per_person = 6;
  HubRig rig(options, &faulty);
  const auto ann = rig.open();
  rig.hello(ann, "Ann");
  std::vector<std::string> tables;
  for (int i = 0; i < 6; ++i) tables.push_back(bot_table(rig, ann, "normal"));
  rig.advance(20'000);  // some actions of every table
  std::vector<std::int64_t> before;
  for (const auto& id : tables) before.push_back(rig.hub->find_table(id)->actions_applied());
  faulty.down = true;  // locked, terminated, restarted: every call fails
  rig.advance(60'000);
  for (std::size_t i = 0; i < tables.size(); ++i) {
    const auto t = rig.hub->find_table(tables[i]);
    ASSERT_NE(t, nullptr);
    EXPECT_LE(t->actions_applied(), before[i] + 1) << "a table moved on without its store";
    EXPECT_GT(t->store_faults(), 0);
  }
  EXPECT_GT(faulty.faults, 0);
  faulty.down = false;
  for (int i = 0; i < 600; ++i) {
    bool all_over = true;
    for (const auto& id : tables) all_over = all_over && finished(memory, id);
    if (all_over) break;
    rig.advance(5'000);
  }
  for (const auto& id : tables) EXPECT_TRUE(finished(memory, id)) << id << " never finished";
  expect_every_game_finished_and_whole(memory, 6);
}

// One failure at each step of a game's course, on the bot path: the game
// still ends, every action once.
TEST(StoreFaults, EveryStepOfAGamesCourseSurvivesAFailureOnTheBotPath) {
  for (const char* operation : {"add_game", "add_deal", "set_contributions", "append_action", "finish_game"}) {
    MemoryStore memory;
    FaultyStore faulty(memory);
    HubRig rig({}, &faulty);
    const auto ann = rig.open();
    rig.hello(ann, "Ann");
    faulty.fail_next[operation] = 3;
    bot_table(rig, ann, "instant", 3);
    for (int i = 0; i < 100 && rig.last(ann, "game_over").is_null(); ++i) rig.advance(5'000);
    EXPECT_EQ(faulty.fail_next[operation], 0) << operation;
    EXPECT_FALSE(rig.last(ann, "game_over").is_null()) << operation;
    expect_every_game_finished_and_whole(memory, 1);
  }
}

TEST(StoreFaults, APersonsActionTheStoreCannotKeepIsRefusedAsUnavailableAndChangesNothing) {
  MemoryStore memory;
  FaultyStore faulty(memory);
  HubRig rig({}, &faulty);
  ScriptedPerson ann(rig.open());
  ann.token = rig.hello(ann.id, "Ann");
  rig.send(ann.id, msg("create", {{"pace", "instant"}, {"seat", 0}, {"bots", {nullptr, "basic", "basic", "basic"}}}));
  const std::string table = rig.last(ann.id, "created")["table"];
  for (int i = 0; i < 50 && rig.last(ann.id, "state")["my_turn"] != true; ++i) {
    ann.respond(rig, table);  // her contribution to the shuffle (she is not at her turn yet)
    rig.advance(1'000);
  }
  const json turn = rig.last(ann.id, "state");
  ASSERT_EQ(turn["my_turn"], true);
  faulty.down = true;
  rig.clear(ann.id);
  rig.send(ann.id, msg("act", {{"table", table}, {"action", turn["legal"][0]}}));
  const json e = rig.last(ann.id, "error");
  ASSERT_FALSE(e.is_null());
  EXPECT_EQ(e["code"], "unavailable");
  EXPECT_TRUE(rig.last(ann.id, "state").is_null()) << "nobody is told of an action the store does not hold";
  EXPECT_EQ(rig.hub->find_table(table)->actions_applied(), turn["seq"].get<std::int64_t>());
  faulty.down = false;
  rig.clear(ann.id);
  rig.send(ann.id, msg("act", {{"table", table}, {"action", turn["legal"][0]}}));
  EXPECT_TRUE(rig.last(ann.id, "error").is_null());
  EXPECT_GT(rig.last(ann.id, "state")["seq"].get<std::int64_t>(), turn["seq"].get<std::int64_t>());
}

// A message to a table is taken on the table's own executor (issue 37): a
// store fault there is still refused to its sender in words, never dropped
// on that thread without an answer; the seat stays open.
TEST(StoreFaults, ASeatTheStoreCannotKeepIsRefusedInWordsOnTheTablesExecutor) {
  MemoryStore memory;
  FaultyStore faulty(memory);
  HubRig rig({}, &faulty);
  ManualExecutor tables;  // the tables' own executor, run by this test
  rig.hub->set_table_executors({&tables});
  const net::ConnectionId ann = rig.open(), bob = rig.open();
  rig.hello(ann, "Ann");
  rig.hello(bob, "Bob");
  rig.send(ann, msg("create", {{"seat", 0}, {"bots", {nullptr, nullptr, "basic", "basic"}}}));
  const std::string table = rig.last(ann, "created")["table"];
  while (tables.run_one()) {
  }
  faulty.fail_next["set_seat"] = 1;
  rig.send(bob, msg("join", {{"table", table}, {"seat", 1}}));
  while (tables.run_one()) {
  }
  const json e = rig.last(bob, "error");
  ASSERT_FALSE(e.is_null()) << "Bob's join got no answer";
  EXPECT_EQ(e["code"], "unavailable");
  EXPECT_NE(e["message"].get<std::string>().find("nothing changed"), std::string::npos) << e.dump();
  rig.clear(bob);
  rig.send(bob, msg("join", {{"table", table}, {"seat", 1}}));
  while (tables.run_one()) {
  }
  EXPECT_TRUE(rig.last(bob, "error").is_null()) << rig.last(bob, "error").dump();
  EXPECT_TRUE(rig.hub->tables().at(table)->seat(1).person.has_value()) << "Bob's second join did not seat him";
}

// A store that throws something other than its own error while keeping an
// action: the action's person is refused in words, and the table is not
// left waiting for an answer that never comes (issue 37: a table waits for
// its pending action before it moves on).
TEST(StoreFaults, AnActionWhoseStoreThrowsSomethingElseIsRefusedAndTheTableGoesOn) {
  MemoryStore memory;
  FaultyStore faulty(memory);
  HubRig rig({}, &faulty);
  ScriptedPerson ann(rig.open());
  ann.token = rig.hello(ann.id, "Ann");
  rig.send(ann.id, msg("create", {{"pace", "instant"}, {"seat", 0}, {"bots", {nullptr, "basic", "basic", "basic"}}}));
  const std::string table = rig.last(ann.id, "created")["table"];
  for (int i = 0; i < 50 && rig.last(ann.id, "state")["my_turn"] != true; ++i) {
    ann.respond(rig, table);
    rig.advance(1'000);
  }
  const json turn = rig.last(ann.id, "state");
  ASSERT_EQ(turn["my_turn"], true);
  faulty.broken_after["append_action"] = 0;  // the next one throws std::runtime_error
  rig.clear(ann.id);
  rig.send(ann.id, msg("act", {{"table", table}, {"action", turn["legal"][0]}}));
  const json e = rig.last(ann.id, "error");
  ASSERT_FALSE(e.is_null());
  EXPECT_EQ(e["code"], "unavailable");
  EXPECT_NE(e["message"].get<std::string>().find("a step that cannot be taken"), std::string::npos) << e.dump();
  rig.advance(5'000);
  rig.clear(ann.id);
  rig.send(ann.id, msg("act", {{"table", table}, {"action", turn["legal"][0]}}));
  EXPECT_TRUE(rig.last(ann.id, "error").is_null()) << rig.last(ann.id, "error").dump();
  EXPECT_GT(rig.last(ann.id, "state")["seq"].get<std::int64_t>(), turn["seq"].get<std::int64_t>());
}

// kill -9 after the last action is logged and before the game is marked
// finished (modelled by a store that never finishes it, then a new hub on
// the same data): the restart finishes the game from its log alone, and its
// record downloads.
TEST(StoreFaults, AGameKilledAtItsLastActionIsFinishedFromTheLogOnRestart) {
  MemoryStore memory;
  {
    FaultyStore faulty(memory);
    faulty.fail_always.insert("finish_game");
    HubRig rig({}, &faulty);
    const auto ann = rig.open();
    rig.hello(ann, "Ann");
    const std::string table = bot_table(rig, ann, "instant", 2);
    for (int i = 0; i < 50 && rig.hub->find_table(table)->playing(); ++i) rig.advance(5'000);
    ASSERT_NE(rig.hub->find_table(table), nullptr) << "closed before its end was kept";
    ASSERT_FALSE(rig.hub->find_table(table)->playing());
    EXPECT_TRUE(rig.last(ann, "game_over").is_null()) << "the end was told before it was kept";
    ASSERT_FALSE(memory.game(1)->finished);
  }  // the process dies here
  HubRig restarted({}, &memory);
  restarted.hub->restore();
  restarted.idle();
  ASSERT_TRUE(memory.game(1)->finished);
  expect_every_game_finished_and_whole(memory, 1);
}

// The watch over the store: after an unavailable call it fails calls at
// once (no waiting out the store's bound) until a probe after the backoff
// succeeds; /api/health reads it.
TEST(StoreFaults, TheWatchedStoreFailsFastWhileDownAndProbesAfterTheBackoff) {
  MemoryStore memory;
  FaultyStore faulty(memory);
  store::WatchedStore watched(faulty);
  EXPECT_TRUE(watched.health().up);
  faulty.down = true;
  EXPECT_THROW(watched.person(1), store::StoreUnavailable);
  EXPECT_FALSE(watched.health().up);
  EXPECT_NE(watched.health().last_error.find("locked"), std::string::npos);
  const int reached = faulty.calls["person"];
  faulty.down = false;
  EXPECT_THROW(watched.person(1), store::StoreUnavailable);  // within the backoff: not even tried
  EXPECT_EQ(faulty.calls["person"], reached);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_NO_THROW(watched.person(1));  // the probe
  EXPECT_TRUE(watched.health().up);
  // A call that is wrong (not a fault of the store) does not take it down.
  EXPECT_NO_THROW(watched.add_table(store::Table{"t", "n", "{}", "", 0, false}));
  EXPECT_THROW(watched.add_table(store::Table{"t", "n", "{}", "", 0, false}), store::StoreError);
  EXPECT_TRUE(watched.health().up);
}

// The store writer's watch probes what it keeps, the actions: a lock on
// them (a migration's, an operator's) leaves the people readable, and a
// probe of a person would call the writer's store up while no action can
// be kept (/api/health said "up" between the writer's failures).
TEST(StoreFaults, TheWritersWatchProbesTheActionsNotThePeople) {
  MemoryStore memory;
  FaultyStore faulty(memory);
  store::WatchedStore writer(faulty, store::WatchedStore::Probe::Actions);
  store::WatchedStore hub(faulty);
  faulty.fail_always.insert("append_action");
  faulty.fail_always.insert("append_actions");
  faulty.fail_always.insert("actions");
  EXPECT_THROW(writer.append_action(store::Action{1, 0, 0, 0, "x", "p1"}), store::StoreUnavailable);
  EXPECT_FALSE(writer.health().up);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  writer.probe();
  EXPECT_FALSE(writer.health().up) << "the writer's probe read the people, whom the lock leaves free";
  EXPECT_GE(faulty.calls["actions"], 1);
  // The hub's watch probes a person, as before.
  EXPECT_THROW(hub.actions(1), store::StoreUnavailable);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  hub.probe();
  EXPECT_TRUE(hub.health().up);
  // The lock released: the writer's next probe after its backoff finds it up.
  faulty.fail_always.clear();
  std::this_thread::sleep_for(std::chrono::milliseconds(600));
  writer.probe();
  EXPECT_TRUE(writer.health().up);
}

}  // namespace
}  // namespace euchre::testing
