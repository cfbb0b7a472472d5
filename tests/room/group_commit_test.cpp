// Group commit (issue 37): a table's action is handed to the store's writer,
// which keeps many tables' actions in one transaction off the hub's thread.
// Nobody is told of an action before the writer says it is kept; one the
// store refuses is told to nobody and refused to its person in words; the
// table moves on only after the answer, and other tables go on meanwhile.
#include <deque>
#include <exception>

#include <gtest/gtest.h>

#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

// The store's writer held by the test: each action waits until the test
// keeps it (or refuses it), as a slow disk or a PostgreSQL round trip would
// make it wait.
class HeldWriter final : public room::ActionWriter {
 public:
  HeldWriter(store::Store& store, room::Executor& executor) : store_(store), executor_(executor) {}
  void append(store::Action action, std::string owner, Done done) override {
    held.push_back({std::move(action), std::move(owner), std::move(done)});
  }
  // Keeps every held action in one call to the store, as the writer's batch does.
  void keep_all() {
    std::vector<store::Action> batch;
    for (const Held& h : held) batch.push_back(h.action);
    store_.append_actions(batch, "");
    for (Held& h : held) executor_.post([done = std::move(h.done)] { done(nullptr); });
    held.clear();
  }
  void refuse_all(const std::string& why) {
    for (Held& h : held)
      executor_.post([done = std::move(h.done), why] { done(std::make_exception_ptr(store::StoreUnavailable(why))); });
    held.clear();
  }
  struct Held {
    store::Action action;
    std::string owner;
    Done done;
  };
  std::vector<Held> held;

 private:
  store::Store& store_;
  room::Executor& executor_;
};

struct HeldRig {
  MemoryStore memory;
  std::unique_ptr<HeldWriter> writer;
  std::unique_ptr<HubRig> rig;
  HeldRig() {
    // The writer needs the rig's executor, and the rig the writer: the rig
    // is made around a writer that forwards to the real one.
    rig = std::make_unique<HubRig>(room::HubOptions{}, &memory, true, &forward);
    writer = std::make_unique<HeldWriter>(memory, rig->executor);
    forward.to = writer.get();
  }
  struct Forward final : room::ActionWriter {
    HeldWriter* to = nullptr;
    void append(store::Action a, std::string o, Done d) override { to->append(std::move(a), std::move(o), std::move(d)); }
  } forward;
};

// Ann at a table of three instant bots, at her turn; returns the table.
std::string to_her_turn(HubRig& rig, ScriptedPerson& ann, HeldWriter& writer) {
  ann.token = rig.hello(ann.id, "Ann");
  rig.send(ann.id, msg("create", {{"pace", "instant"}, {"seat", 0}, {"bots", {nullptr, "basic", "basic", "basic"}}}));
  const std::string table = rig.last(ann.id, "created")["table"];
  for (int i = 0; i < 200 && rig.last(ann.id, "state")["my_turn"] != true; ++i) {
    ann.respond(rig, table);
    writer.keep_all();  // the bots' actions before her turn
    rig.advance(100);
  }
  return table;
}

TEST(GroupCommit, NobodyIsToldOfAnActionBeforeTheWriterHasKeptIt) {
  HeldRig h;
  HubRig& rig = *h.rig;
  ScriptedPerson ann(rig.open());
  const std::string table = to_her_turn(rig, ann, *h.writer);
  const json turn = rig.last(ann.id, "state");
  ASSERT_EQ(turn["my_turn"], true);
  const std::int64_t seq = turn["seq"];
  const auto watcher = rig.open();
  rig.hello(watcher, "Bob");
  rig.send(watcher, msg("watch", {{"table", table}}));
  rig.clear(ann.id);
  rig.clear(watcher);

  rig.send(ann.id, msg("act", {{"table", table}, {"action", turn["legal"][0]}}));
  ASSERT_EQ(h.writer->held.size(), 1u) << "the action goes to the writer";
  EXPECT_EQ(h.writer->held[0].action.seq, seq);
  rig.advance(5'000);  // however long the store takes
  EXPECT_TRUE(rig.last(ann.id, "state").is_null()) << "told before it was kept";
  EXPECT_TRUE(rig.last(watcher, "state").is_null()) << "a spectator told before it was kept";
  EXPECT_EQ(rig.hub->find_table(table)->actions_applied(), seq);
  EXPECT_TRUE(h.memory.actions(*rig.hub->find_table(table)->game_id()).size() == static_cast<std::size_t>(seq));

  // A second press meanwhile is refused in words, and nothing else goes to the writer.
  rig.send(ann.id, msg("act", {{"table", table}, {"action", turn["legal"][0]}}));
  const json busy = rig.last(ann.id, "error");
  ASSERT_FALSE(busy.is_null());
  EXPECT_NE(busy["message"].get<std::string>().find("still being recorded"), std::string::npos) << busy;
  EXPECT_EQ(h.writer->held.size(), 1u);

  h.writer->keep_all();
  rig.idle();
  EXPECT_GT(rig.last(ann.id, "state")["seq"].get<std::int64_t>(), seq);
  EXPECT_GT(rig.last(watcher, "state")["seq"].get<std::int64_t>(), seq);
  EXPECT_EQ(rig.hub->find_table(table)->actions_applied(), seq + 1);
}

TEST(GroupCommit, AnActionTheWriterCouldNotKeepIsRefusedToItsPersonAndToldToNobody) {
  HeldRig h;
  HubRig& rig = *h.rig;
  ScriptedPerson ann(rig.open());
  const std::string table = to_her_turn(rig, ann, *h.writer);
  const json turn = rig.last(ann.id, "state");
  ASSERT_EQ(turn["my_turn"], true);
  const std::int64_t seq = turn["seq"];
  rig.clear(ann.id);
  rig.send(ann.id, msg("act", {{"table", table}, {"action", turn["legal"][0]}}));
  h.writer->refuse_all("the disk is full (test)");
  rig.idle();
  const json e = rig.last(ann.id, "error");
  ASSERT_FALSE(e.is_null());
  EXPECT_EQ(e["code"], "unavailable");
  EXPECT_NE(e["message"].get<std::string>().find("the disk is full (test)"), std::string::npos) << e;
  EXPECT_TRUE(rig.last(ann.id, "state").is_null());
  EXPECT_EQ(rig.hub->find_table(table)->actions_applied(), seq);
  EXPECT_GT(rig.hub->find_table(table)->store_faults(), 0);

  // The store is back: her client sends the action again, and it is kept and told.
  rig.advance(5'000);
  rig.send(ann.id, msg("act", {{"table", table}, {"action", turn["legal"][0]}}));
  h.writer->keep_all();
  rig.idle();
  EXPECT_EQ(rig.hub->find_table(table)->actions_applied(), seq + 1);
  EXPECT_EQ(rig.last(ann.id, "state")["seq"].get<std::int64_t>() > seq, true);
}

TEST(GroupCommit, ManyTablesActionsWaitTogetherAndAreKeptInOneBatch) {
  HeldRig h;
  HubRig& rig = *h.rig;
  const auto ann = rig.open();
  rig.hello(ann, "Ann");
  std::vector<std::string> tables;
  for (int i = 0; i < 4; ++i) {
    rig.send(ann, msg("create", {{"pace", "instant"}, {"bots", {"basic", "basic", "basic", "basic"}}}));
    tables.push_back(rig.last(ann, "created")["table"]);
  }
  // Bot tables: each has at most one action with the writer at a time, and
  // all four wait together; one keep tells all four.
  for (int round = 0; round < 30; ++round) {
    rig.advance(100);
    EXPECT_LE(h.writer->held.size(), tables.size());
    std::set<store::GameId> games;
    for (const auto& held : h.writer->held) games.insert(held.action.game);
    EXPECT_EQ(games.size(), h.writer->held.size()) << "two actions of one game with the writer at once";
    h.writer->keep_all();
  }
  for (const auto& id : tables) EXPECT_GT(rig.hub->find_table(id)->actions_applied(), 10) << id;
}

}  // namespace
}  // namespace euchre::testing
