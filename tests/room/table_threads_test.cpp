// Tables and evenings on executors of their own (issue 37; docs/net.md,
// "Threads"): the hub hands a table's or an evening's messages to its
// executor and never waits for one, so one whose thread is busy (a slow
// store call under its lock, a long step) holds up neither the hub's thread
// (other people's messages, the lobby, the sweep) nor any other.
#include <algorithm>
#include <chrono>
#include <initializer_list>
#include <set>
#include <string>
#include <vector>
#include <future>
#include <thread>
#include <utility>

#include <gtest/gtest.h>

#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

using namespace std::chrono_literals;

// A hub whose tables run on two executors of their own (the first table
// made on `first`, the next on `second`), drained by the test.
struct ThreadedRig {
  ThreadedRig() : rig(lobby_every_time()) { rig.hub->set_table_executors({&first, &second}); }
  static room::HubOptions lobby_every_time() {
    room::HubOptions options;
    options.lobby_refresh = std::chrono::milliseconds(0);  // every list is built anew
    return options;
  }
  // Runs the hub's and the workers' steps, and those of the tables'
  // executors named, until none is left.
  void idle(std::initializer_list<ManualExecutor*> executors) {
    for (int guard = 0; guard < 1'000'000; ++guard) {
      bool ran = rig.executor.run_one() || rig.workers.run_one();
      for (ManualExecutor* e : executors) ran = ran || e->run_one();
      if (!ran) return;
    }
    FAIL() << "never idle";
  }
  void idle() { idle({&first, &second}); }
  // Answers the person's shuffles until his table's game has a state (bounded).
  void until_dealt(ScriptedPerson& person, const std::string& table) {
    for (int step = 0; step < 20 && rig.last(person.id, "state").is_null(); ++step) {
      person.respond(rig, table);
      idle();
      second_passes({&first, &second});
    }
  }
  // A second of every clock named (the hub's and the tables'), running what comes due.
  void second_passes(std::initializer_list<ManualExecutor*> executors) {
    rig.executor.advance(1'000, [&] { idle(executors); });
    for (ManualExecutor* e : executors) e->advance(1'000, [&] { idle(executors); });
  }
  HubRig rig;
  ManualExecutor first, second;
};

// A table's or an evening's lock held on another thread until released: a
// table or evening busy on its own thread (in a store call that waits for
// a lock, say).
class BusyLock {
 public:
  template <class Held>
  explicit BusyLock(const Held& held) {
    std::promise<void> taken;
    auto taken_future = taken.get_future();
    thread_ = std::thread([&held, &taken, release = release_.get_future()]() mutable {
      const auto lock = held.hold();
      taken.set_value();
      release.wait();
    });
    taken_future.wait();
  }
  ~BusyLock() { release(); }
  void release() {
    if (!thread_.joinable()) return;
    release_.set_value();
    thread_.join();
  }

 private:
  std::promise<void> release_;
  std::thread thread_;
};

// Runs `step` on another thread and says whether it finished within
// `limit`. One that waits for the busy table does not: the table is then
// released, so the step ends and the test fails instead of hanging.
template <class Step>
bool finishes_within(std::chrono::milliseconds limit, BusyLock& busy, Step step) {
  auto done = std::async(std::launch::async, step);
  const bool in_time = done.wait_for(limit) == std::future_status::ready;
  if (!in_time) busy.release();
  return in_time;
}

TEST(TableThreads, ATablesMessagesAreTakenOnItsOwnExecutorNotTheHubs) {
  ThreadedRig t;
  ScriptedPerson ann(t.rig.open());
  ann.token = t.rig.hello(ann.id, "Ann");
  const std::string table = create_table(t.rig, ann.id, {{"pace", "instant"}, {"seat", 0},
                                                         {"bots", {nullptr, "basic", "basic", "basic"}}});
  ASSERT_FALSE(table.empty());
  t.until_dealt(ann, table);
  ASSERT_FALSE(t.rig.last(ann.id, "state").is_null()) << "the game did not begin";
  // A spectator's watch: the hub's part is done at once; the table answers
  // only when its own executor runs.
  const net::ConnectionId bob = t.rig.open();
  t.rig.hello(bob, "Bob");
  t.rig.clear(bob);
  t.rig.hub->received(bob, msg("watch", {{"table", table}}).dump());
  while (t.rig.executor.run_one()) {
  }
  EXPECT_EQ(t.rig.count(bob, "table"), 0U) << "the hub's thread answered for the table";
  t.idle();
  EXPECT_EQ(t.rig.count(bob, "table"), 1U) << "the table never answered the watch";
}

// A hello with the token: each seat's picture comes from its table's own
// thread, and `seats_back` after all of them (docs/protocol.md, `hello`),
// so a client waiting for it knows its seats (the terminal's `play
// --connect` once asked `list` at once and got its answer first: it made a
// new table instead of going back to its seat).
TEST(TableThreads, AHellosSeatsBackComesAfterEverySeatsPicture) {
  ThreadedRig t;
  ScriptedPerson ann(t.rig.open());
  ann.token = t.rig.hello(ann.id, "Ann");
  const json bots = {nullptr, "basic", "basic", "basic"};
  const std::string one = create_table(t.rig, ann.id, {{"pace", "instant"}, {"seat", 0}, {"bots", bots}});
  const std::string two = create_table(t.rig, ann.id, {{"pace", "instant"}, {"seat", 0}, {"bots", bots}});
  ASSERT_FALSE(one.empty());
  ASSERT_FALSE(two.empty());
  t.idle();
  const net::ConnectionId back = t.rig.open();
  t.rig.hub->received(back, msg("hello", {{"token", ann.token}}).dump());
  while (t.rig.executor.run_one()) {
  }
  EXPECT_EQ(t.rig.count(back, "seats_back"), 0U) << "seats_back came before the tables' pictures";
  EXPECT_FALSE(t.rig.last(back, "welcome").is_null());
  t.idle({&t.first});
  EXPECT_EQ(t.rig.count(back, "seats_back"), 0U) << "seats_back came before the second table's picture";
  t.idle();
  ASSERT_EQ(t.rig.count(back, "seats_back"), 1U);
  const json said = t.rig.last(back, "seats_back");
  std::vector<std::string> tables = said["tables"];
  std::vector<std::string> expected{one, two};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(tables, expected);
  // It is the last of the hello's messages, after both tables' pictures.
  EXPECT_EQ(t.rig.last_frame(back)["type"], "seats_back");
  std::set<std::string> pictured;
  for (const std::string& text : t.rig.frames(back)) {
    const json m = json::parse(text);
    if (m["type"] == "table") pictured.insert(m["table"].get<std::string>());
  }
  EXPECT_EQ(pictured, std::set<std::string>(expected.begin(), expected.end()));
  // A new person has no seat: seats_back names none, at once.
  const net::ConnectionId cy = t.rig.open();
  t.rig.hello(cy, "Cy");
  EXPECT_EQ(t.rig.last(cy, "seats_back")["tables"], json::array());
}

TEST(TableThreads, ABusyTableHoldsUpNeitherTheHubNorTheLobbyNorAnotherTable) {
  ThreadedRig t;
  ScriptedPerson ann(t.rig.open()), cy(t.rig.open());
  ann.token = t.rig.hello(ann.id, "Ann");
  cy.token = t.rig.hello(cy.id, "Cy");
  const json bots = {nullptr, "basic", "basic", "basic"};
  const std::string busy_id = create_table(t.rig, ann.id, {{"pace", "instant"}, {"seat", 0}, {"bots", bots}});
  const std::string other_id = create_table(t.rig, cy.id, {{"pace", "instant"}, {"seat", 0}, {"bots", bots}});
  ASSERT_FALSE(busy_id.empty());
  ASSERT_FALSE(other_id.empty());
  t.until_dealt(ann, busy_id);
  t.until_dealt(cy, other_id);
  ASSERT_FALSE(t.rig.last(cy.id, "state").is_null());
  ASSERT_EQ(t.rig.hub->lobby(0)["total"], 2) << "both tables are listed while free";
  const std::shared_ptr<room::Table> busy = t.rig.hub->tables().at(busy_id);
  BusyLock hold(*busy);
  // The hub's thread (here, the steps this thread runs) is never held up:
  // the lobby is built (the busy table from its last line), a new person
  // says hello, a message to the busy table is handed over, and the other
  // table's person plays on.
  std::int64_t listed = -1;
  EXPECT_TRUE(finishes_within(5s, hold, [&] { listed = t.rig.hub->lobby(0)["total"].get<std::int64_t>(); }))
      << "the lobby waited for a busy table";
  EXPECT_EQ(listed, 2) << "the busy table left the lobby";
  const net::ConnectionId dee = t.rig.open();
  bool hub_free = finishes_within(5s, hold, [&] {
    t.rig.hub->received(dee, msg("hello", {{"name", "Dee"}}).dump());
    t.rig.hub->received(ann.id, msg("say", {{"table", busy_id}, {"phrase", "well_played"}}).dump());
    t.rig.hub->sweep();
    while (t.rig.executor.run_one()) {
    }
  });
  EXPECT_TRUE(hub_free) << "the hub's thread waited for a busy table";
  EXPECT_FALSE(t.rig.last(dee, "welcome").is_null());
  // Cy's table, on the other executor, moves on meanwhile (the busy
  // table's steps wait on its own).
  const std::int64_t before = t.rig.last(cy.id, "state")["seq"].get<std::int64_t>();
  for (int step = 0; step < 200 && t.rig.last(cy.id, "state")["seq"].get<std::int64_t>() < before + 8; ++step) {
    cy.respond(t.rig, other_id);
    t.idle({&t.second});
    t.second_passes({&t.second});
  }
  EXPECT_GE(t.rig.last(cy.id, "state")["seq"].get<std::int64_t>(), before + 8)
      << "the other table did not move on while one was busy";
  // Released, the busy table takes what was handed to it: Ann's phrase.
  hold.release();
  t.idle();
  EXPECT_FALSE(t.rig.last(ann.id, "said").is_null()) << "the busy table lost the message handed to it";
}

// A watch handed to a table just before the hub closed it (its last person
// left, the close reached the hub first) is refused in the close's words,
// never answered with a picture of a closed table (a page reloaded right
// after "Leave the table" once showed the closed table as a spectator).
TEST(TableThreads, AWatchThatReachesATableAfterItClosedIsRefusedAsClosed) {
  ThreadedRig t;
  const net::ConnectionId ann = t.rig.open(), bob = t.rig.open();
  t.rig.hello(ann, "Ann");
  t.rig.hello(bob, "Bob");
  const std::string table = create_table(t.rig, ann, {{"seat", 0}, {"bots", {nullptr, nullptr, "basic", "basic"}}});
  ASSERT_FALSE(table.empty());
  t.idle();
  t.rig.hub->received(ann, msg("leave", {{"table", table}}).dump());
  while (t.rig.executor.run_one()) {
  }
  while (t.first.run_one()) {  // the table takes her leave: nobody is left, it asks the hub to close it
  }
  t.rig.clear(bob);
  t.rig.hub->received(bob, msg("watch", {{"table", table}}).dump());  // handed to the table
  while (t.rig.executor.run_one()) {  // the close, on the hub, before the table runs the watch
  }
  ASSERT_EQ(t.rig.hub->tables().count(table), 0U) << "the table was not closed";
  t.idle();
  EXPECT_EQ(t.rig.count(bob, "table"), 0U) << "a closed table's picture was sent";
  const json e = t.rig.last(bob, "error");
  ASSERT_FALSE(e.is_null()) << "the watch got no answer";
  EXPECT_EQ(e["code"], "unknown_table");
  EXPECT_NE(e["message"].get<std::string>().find("was closed"), std::string::npos) << e.dump();
}

// An evening's messages (docs/events.md) are handed to its own executor
// too: the hub's thread only finds the evening.
std::string make_evening(ThreadedRig& t, net::ConnectionId organiser, const std::string& name) {
  t.rig.hub->received(organiser, msg("event_create", {{"name", name}, {"rounds", 2}, {"deals", 1}, {"pace", "instant"}}).dump());
  t.idle();
  const json made = t.rig.last(organiser, "event");
  return made.is_null() ? std::string() : made["event"].get<std::string>();
}

// A hello asks only the evenings of its person (issue 37: it asked every
// evening served, one step on each evening's thread per hello), and one he
// left before it began no longer; his view of each comes from its thread.
TEST(EventThreads, AHelloAsksOnlyTheEveningsOfItsPerson) {
  ThreadedRig t;
  const net::ConnectionId ann = t.rig.open(), bob = t.rig.open(), cy = t.rig.open();
  t.rig.hello(ann, "Ann");
  const std::string bob_token = t.rig.hello(bob, "Bob");
  t.rig.hello(cy, "Cy");
  std::vector<std::string> evenings;
  for (const char* name : {"Monday", "Tuesday", "Wednesday", "Thursday"}) {
    evenings.push_back(make_evening(t, ann, name));
    ASSERT_FALSE(evenings.back().empty()) << name;
  }
  for (const std::size_t i : {std::size_t{1}, std::size_t{2}}) t.rig.send(bob, msg("event_join", {{"event", evenings[i]}}));
  t.idle();
  t.rig.send(bob, msg("event_leave", {{"event", evenings[2]}}));  // unregistered before it began
  t.idle();
  const auto steps_on_evenings = [&] {
    int n = 0;
    while (t.rig.executor.run_one()) {
    }
    while (t.first.run_one() || t.second.run_one()) ++n;
    return n;
  };
  // The lazily dropped entry costs one step on the first hello, none after.
  for (int hello = 0; hello < 2; ++hello) {
    const net::ConnectionId back = t.rig.open();
    t.rig.hub->received(back, msg("hello", {{"token", bob_token}}).dump());
    const int steps = steps_on_evenings();
    EXPECT_LE(steps, hello == 0 ? 2 : 1) << "hello " << hello << " asked evenings not his";
    std::set<std::string> told;
    for (const std::string& text : t.rig.frames(back))
      if (HubRig::is_type(text, "event")) told.insert(json::parse(text)["event"].get<std::string>());
    EXPECT_EQ(told, std::set<std::string>{evenings[1]}) << "hello " << hello;
  }
}

TEST(EventThreads, AnEveningsMessagesAreTakenOnItsOwnExecutorNotTheHubs) {
  ThreadedRig t;
  const net::ConnectionId ann = t.rig.open(), bob = t.rig.open();
  t.rig.hello(ann, "Ann");
  t.rig.hello(bob, "Bob");
  const std::string event = make_evening(t, ann, "Thursday club");  // the first executor's
  ASSERT_FALSE(event.empty());
  t.rig.clear(bob);
  t.rig.hub->received(bob, msg("event_join", {{"event", event}}).dump());
  while (t.rig.executor.run_one()) {
  }
  EXPECT_TRUE(t.rig.last(bob, "event").is_null()) << "the hub's thread answered for the evening";
  while (t.first.run_one()) {
  }
  const json joined = t.rig.last(bob, "event");
  ASSERT_FALSE(joined.is_null()) << "the evening's executor never answered the join";
  EXPECT_EQ(joined["registered"], true);
}

TEST(EventThreads, ABusyEveningHoldsUpNeitherTheHubNorTheLobbyNorAnotherEvening) {
  ThreadedRig t;
  const net::ConnectionId ann = t.rig.open(), bob = t.rig.open(), cy = t.rig.open(), di = t.rig.open();
  for (const auto& [id, name] : {std::pair{ann, "Ann"}, {bob, "Bob"}, {cy, "Cy"}, {di, "Di"}}) t.rig.hello(id, name);
  const std::string busy_id = make_evening(t, ann, "Busy club");    // on the first executor
  const std::string other_id = make_evening(t, cy, "Other club");   // on the second
  ASSERT_FALSE(busy_id.empty());
  ASSERT_FALSE(other_id.empty());
  const std::shared_ptr<room::Event> busy = t.rig.hub->find_event(busy_id);
  ASSERT_NE(busy, nullptr);
  BusyLock hold(*busy);
  // The hub's thread is never held up: Bob's join of the busy evening is
  // handed over, the lobby is built, a new person says hello, and a join
  // of the other evening reaches it.
  const net::ConnectionId ed = t.rig.open();
  t.rig.clear(bob);
  t.rig.clear(di);
  const bool hub_free = finishes_within(5s, hold, [&] {
    t.rig.hub->received(bob, msg("event_join", {{"event", busy_id}}).dump());
    t.rig.hub->received(di, msg("event_join", {{"event", other_id}}).dump());
    t.rig.hub->received(ed, msg("hello", {{"name", "Ed"}}).dump());
    t.rig.hub->received(ed, msg("list", json::object()).dump());
    while (t.rig.executor.run_one()) {
    }
  });
  EXPECT_TRUE(hub_free) << "the hub's thread waited for a busy evening";
  EXPECT_FALSE(t.rig.last(ed, "welcome").is_null());
  EXPECT_FALSE(t.rig.last(ed, "tables").is_null()) << "the lobby was not sent";
  // The other evening, on the other executor, takes Di's join meanwhile.
  EXPECT_TRUE(finishes_within(5s, hold, [&] { t.idle({&t.second}); })) << "the other evening waited for the busy one";
  EXPECT_EQ(t.rig.last(di, "event")["registered"], true) << "the other evening did not take Di's join";
  EXPECT_TRUE(t.rig.last(bob, "event").is_null()) << "the busy evening answered while busy";
  // Released, the busy evening takes what was handed to it: Bob's join.
  hold.release();
  t.idle();
  EXPECT_EQ(t.rig.last(bob, "event")["registered"], true) << "the busy evening lost the join handed to it";
}

}  // namespace
}  // namespace euchre::testing
