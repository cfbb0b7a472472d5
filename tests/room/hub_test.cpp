// The hub's logic without sockets (docs/server.md): people and tokens, the
// lobby, seats, a whole game with bots, the fair shuffle, reconnection and
// the grace period, errors that change nothing, restoring from the store.
#include <filesystem>

#include <gtest/gtest.h>
#include <unistd.h>

#include "egn/egn.h"
#include "fair/check.h"
#include "room/tokens.h"
#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

// Creates a table with bots in seats 1..3 and the creator in seat 0.
std::string create_with_bots(HubRig& rig, net::ConnectionId c, json extra = json::object()) {
  json m = msg("create", {{"pace", "instant"}, {"bots", {nullptr, "basic", "basic", "basic"}}, {"seat", 0}});
  for (auto& [k, v] : extra.items()) m[k] = v;
  rig.send(c, m);
  const json created = rig.last(c, "created");
  EXPECT_FALSE(created.is_null()) << rig.frames(c).back();
  return created.is_null() ? "" : created["table"].get<std::string>();
}

// Lets the bots play (bounded) until the person's latest state is its turn.
void wait_for_turn(HubRig& rig, net::ConnectionId person) {
  for (int i = 0; i < 50 && rig.last(person, "state")["my_turn"] != true; ++i) rig.advance(1000);
}

// Ann says hello, creates a table with three basic bots (`extra` settings),
// contributes to the first shuffle and waits for her first turn.
std::string ann_at_her_turn(HubRig& rig, ScriptedPerson& ann, json extra = json::object()) {
  ann.token = rig.hello(ann.id, "Ann");
  const std::string table = create_with_bots(rig, ann.id, std::move(extra));
  ann.respond(rig, table);  // contributes; play begins
  wait_for_turn(rig, ann.id);
  return table;
}

// Plays the scripted people until the game is over (bounded).
void play_out(HubRig& rig, std::vector<ScriptedPerson*> people, const std::string& table, int max_steps = 20'000) {
  for (int step = 0; step < max_steps; ++step) {
    bool any = false;
    for (ScriptedPerson* p : people) any |= p->respond(rig, table);
    if (!rig.last(people[0]->id, "game_over").is_null()) return;
    if (!any) rig.advance(1'000);  // nothing to answer: let the clocks run
  }
  FAIL() << "the game did not end";
}

TEST(HubPeople, HelloIssuesATokenThatComesBackAsTheSamePerson) {
  HubRig rig;
  const auto a = rig.open();
  const std::string token = rig.hello(a, "Ann");
  ASSERT_EQ(token.size(), 32u);  // 128 bits as hex
  const json first = rig.last(a, "welcome");
  // The store keeps the hash only.
  const auto stored = rig.store().person(first["person"].get<store::PersonId>());
  ASSERT_TRUE(stored);
  EXPECT_NE(stored->token_hash, token);
  EXPECT_EQ(stored->token_hash, room::token_hash(token));

  const auto b = rig.open();
  rig.send(b, msg("hello", {{"token", token}}));
  const json again = rig.last(b, "welcome");
  EXPECT_EQ(again["person"], first["person"]);
  EXPECT_EQ(again["name"], "Ann");
  EXPECT_FALSE(again.contains("token"));  // issued once only
}

TEST(HubPeople, AnythingBeforeHelloAndABadTokenAreRefused) {
  HubRig rig;
  const auto a = rig.open();
  rig.send(a, msg("list"));
  EXPECT_EQ(rig.last(a, "error")["code"], "hello_first");
  rig.send(a, msg("hello", {{"token", "00000000000000000000000000000000"}}));
  EXPECT_EQ(rig.last(a, "error")["code"], "bad_token");
  EXPECT_TRUE(rig.last(a, "welcome").is_null());
  rig.send(a, msg("hello", {{"name", std::string(41, 'x')}}));
  EXPECT_EQ(rig.last(a, "error")["code"], "malformed");
}

TEST(HubTables, CreateRefusesBadSettingsNamingThem) {
  HubRig rig;
  const auto a = rig.open();
  rig.hello(a, "Ann");
  const std::vector<std::pair<json, std::string>> cases = {
      {{{"preset", "nosuch"}}, "nosuch"},
      {{{"options", {{"all_pass", "sometimes"}}}}, "all_pass"},
      {{{"options", {{"colour", "red"}}}}, "colour"},
      {{{"bots", {nullptr, "genius"}}}, "genius"},
      {{{"clock", 2}}, "clock"},
      {{{"grace", 0}}, "grace"},  // docs/server.md: 1 to 3,600 s
      {{{"grace", 3601}}, "grace"},
      {{{"hint", true}}, "hint"},
      {{{"seat", 7}}, "seat"},
  };
  for (const auto& [fields, word] : cases) {
    rig.clear(a);
    json m = msg("create", fields);
    rig.send(a, m);
    const json e = rig.last(a, "error");
    ASSERT_FALSE(e.is_null()) << m.dump();
    EXPECT_NE(e["message"].get<std::string>().find(word), std::string::npos) << e.dump();
    EXPECT_TRUE(rig.last(a, "created").is_null());
  }
  EXPECT_TRUE(rig.hub->tables().empty());
}

TEST(HubGame, APersonAndThreeBotsPlayAWholeGameThatReplaysAndVerifies) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  const std::string table = create_with_bots(rig, ann.id, {{"options", {{"target", 5}}}});
  ASSERT_FALSE(table.empty());
  // The commitment comes before the cards, and asks Ann for her part.
  const json commit = rig.last(ann.id, "commit");
  ASSERT_FALSE(commit.is_null());
  EXPECT_EQ(commit["contribute"], true);
  EXPECT_EQ(commit["commitment"].get<std::string>().size(), 64u);
  EXPECT_TRUE(rig.last(ann.id, "state").is_null());

  play_out(rig, {&ann}, table);
  const json over = rig.last(ann.id, "game_over");
  ASSERT_FALSE(over.is_null());
  EXPECT_GE(rig.count(ann.id, "deal_over"), 1u);
  const auto game = rig.store().game(over["game"].get<store::GameId>());
  ASSERT_TRUE(game && game->finished);
  // The record replays through the core and every deal's shuffle checks out,
  // Ann's contributions included (she is not in the bots list).
  const egn::Record record = egn::read(game->record);
  EXPECT_TRUE(record.game->over());
  EXPECT_EQ(record.game->score(), rig.hub->find_table(table)->game()->score());
  ASSERT_FALSE(record.fair.empty());
  for (std::size_t d = 0; d < record.fair.size(); ++d) {
    ASSERT_TRUE(record.fair[d]);
    EXPECT_EQ(std::count(record.fair[d]->bots.begin(), record.fair[d]->bots.end(), 0), 0) << "deal " << d;
  }
  EXPECT_EQ(rig.store().action_count(), rig.hub->find_table(table)->actions_applied());
}

// Quick bots (basic, random) choose on the table's own thread: handing a
// choice of microseconds to a worker and back cost more than the choice. A
// searching bot still goes to the workers, so it never holds up a table.
TEST(HubGame, QuickBotsChooseOnTheTablesThreadAndSearchingBotsOnTheWorkers) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  const std::string table = ann_at_her_turn(rig, ann, {{"options", {{"target", 5}}}});
  ASSERT_FALSE(table.empty());
  play_out(rig, {&ann}, table);
  ASSERT_FALSE(rig.last(ann.id, "game_over").is_null());
  EXPECT_EQ(rig.workers.handed, 0);
  EXPECT_GT(rig.hub->find_table(table)->actions_applied(), 40);

  HubRig other;
  ScriptedPerson bob{other.open()};
  bob.token = other.hello(bob.id, "Bob");
  const std::string searching =
      create_with_bots(other, bob.id, {{"bots", {nullptr, "expert:1", "random", "basic"}}, {"options", {{"target", 5}}}});
  ASSERT_FALSE(searching.empty());
  play_out(other, {&bob}, searching);
  ASSERT_FALSE(other.last(bob.id, "game_over").is_null());
  // The expert's every turn, and only those: about a quarter of the actions.
  const auto applied = static_cast<int>(other.hub->find_table(searching)->actions_applied());
  EXPECT_GT(other.workers.handed, applied / 8);
  EXPECT_LT(other.workers.handed, applied / 2);
}

TEST(HubGame, ErrorsNameTheProblemAndChangeNothing) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  const std::string table = ann_at_her_turn(rig, ann);
  const json state = rig.last(ann.id, "state");
  ASSERT_EQ(state["my_turn"], true);
  const auto before = rig.store().action_count();
  const std::size_t states_before = rig.count(ann.id, "state");
  const std::vector<std::pair<json, std::string>> cases = {
      {msg("act", {{"table", table}, {"action", "Zz"}}), "illegal"},
      {msg("act", {{"table", "nosuch"}, {"action", "p"}}), "unknown_table"},
      {msg("act", {{"table", table}}), "malformed"},
      {msg("join", {{"table", table}, {"seat", 1}}), "not_now"},
      {msg("rematch", {{"table", table}}), "not_now"},
      {msg("contribute", {{"table", table}, {"deal", 0}, {"contribution", "ab"}}), "not_now"},
  };
  for (const auto& [m, code] : cases) {
    rig.send(ann.id, m);
    EXPECT_EQ(rig.last_frame(ann.id)["code"], code) << m.dump() << " -> " << rig.frames(ann.id).back();
  }
  rig.send_text(ann.id, "{not json");
  EXPECT_EQ(rig.last_frame(ann.id)["code"], "malformed");
  // A second person cannot act for Ann's seat.
  const auto bob = rig.open();
  rig.hello(bob, "Bob");
  rig.send(bob, msg("act", {{"table", table}, {"action", state["legal"][0]}}));
  EXPECT_EQ(rig.last(bob, "error")["code"], "not_seated");
  EXPECT_EQ(rig.store().action_count(), before);
  EXPECT_EQ(rig.count(ann.id, "state"), states_before);
}

TEST(HubGame, AStoreThatFailsRefusesTheActionAndTheGameDoesNotMove) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  const std::string table = ann_at_her_turn(rig, ann);
  const json state = rig.last(ann.id, "state");
  ASSERT_EQ(state["my_turn"], true);
  const auto applied = rig.hub->find_table(table)->actions_applied();
  rig.memory.fail_appends = true;
  rig.send(ann.id, msg("act", {{"table", table}, {"action", state["legal"][0]}}));
  EXPECT_EQ(rig.last(ann.id, "error")["code"], "unavailable");
  EXPECT_EQ(rig.hub->find_table(table)->actions_applied(), applied);
  EXPECT_EQ(rig.last(ann.id, "state"), state);
  rig.memory.fail_appends = false;
  rig.send(ann.id, msg("act", {{"table", table}, {"action", state["legal"][0]}}));
  EXPECT_GT(rig.hub->find_table(table)->actions_applied(), applied);  // hers, then the bots'
  EXPECT_EQ(rig.store().action_count(), rig.hub->find_table(table)->actions_applied());
}

TEST(HubSeats, ADroppedPlayerIsReplacedAfterTheGraceAndGetsTheSeatBack) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  const std::string table = ann_at_her_turn(rig, ann, {{"grace", 30}});
  const json mine = rig.last(ann.id, "state");
  ASSERT_EQ(mine["my_turn"], true);
  rig.close(ann.id);
  const auto t = rig.hub->find_table(table);
  const auto applied = t->actions_applied();
  rig.advance(29'000);  // within the grace: the seat waits for her
  EXPECT_EQ(t->actions_applied(), applied);
  EXPECT_TRUE(t->seat(0).away);
  EXPECT_FALSE(t->seat(0).stand_in);

  // She comes back within the grace: the same seat, the same picture.
  ScriptedPerson back{rig.open()};
  rig.send(back.id, msg("hello", {{"token", ann.token}}));
  EXPECT_EQ(rig.last(back.id, "state"), mine);
  EXPECT_FALSE(t->seat(0).away);
  rig.close(back.id);
  rig.advance(31'000);  // past the grace: the stand-in plays
  EXPECT_TRUE(t->seat(0).stand_in);
  EXPECT_GT(t->actions_applied(), applied);

  ScriptedPerson again{rig.open()};
  rig.send(again.id, msg("hello", {{"token", ann.token}}));
  EXPECT_FALSE(t->seat(0).stand_in);
  const json table_msg = rig.last(again.id, "table");
  EXPECT_EQ(table_msg["seats"][0]["bot"], false);
  EXPECT_EQ(table_msg["seats"][0]["name"], "Ann");
}

TEST(HubSeats, TheTurnClockLetsTheStandInMakeOnlyTheLateDecision) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  const std::string table = ann_at_her_turn(rig, ann, {{"clock", 10}});
  ASSERT_EQ(rig.last(ann.id, "state")["my_turn"], true);
  const auto t = rig.hub->find_table(table);
  const auto applied = t->actions_applied();
  rig.advance(9'000);
  EXPECT_EQ(t->actions_applied(), applied);  // still her time
  rig.advance(1'500);
  ASSERT_GT(t->actions_applied(), applied);  // the stand-in decided for her
  const auto log = rig.store().actions(*t->game_id());
  EXPECT_EQ(log[static_cast<std::size_t>(applied)].seat, 0);
  EXPECT_EQ(log[static_cast<std::size_t>(applied)].actor, "clock:basic");
  EXPECT_FALSE(t->seat(0).stand_in);  // the seat is still hers
}

TEST(HubSeats, TheStateSaysWhenTheTurnClockRunsOutAndAReconnectGetsTheSameDeadline) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann_at_her_turn(rig, ann, {{"clock", 10}});
  const json state = rig.last(ann.id, "state");
  ASSERT_EQ(state["my_turn"], true);
  ASSERT_TRUE(state["deadline_ms"].is_number_integer()) << state.dump();
  EXPECT_EQ(state["deadline_ms"].get<std::int64_t>() - state["now_ms"].get<std::int64_t>(), 10'000);
  rig.advance(4'000);
  rig.close(ann.id);
  ScriptedPerson back{rig.open()};
  rig.send(back.id, msg("hello", {{"token", ann.token}}));
  const json later = rig.last(back.id, "state");
  EXPECT_EQ(later["seq"], state["seq"]);
  EXPECT_EQ(later["deadline_ms"], state["deadline_ms"]);  // the clock did not start again
  EXPECT_EQ(later["deadline_ms"].get<std::int64_t>() - later["now_ms"].get<std::int64_t>(), 6'000);
}

TEST(HubSeats, WatchingTheTableOfOnesOwnSeatGivesTheSeatsPictureNotTheSpectators) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  const std::string table = ann_at_her_turn(rig, ann);
  // A reloaded page on the table's address says hello, then watch.
  rig.close(ann.id);
  ScriptedPerson back{rig.open()};
  rig.send(back.id, msg("hello", {{"token", ann.token}}));
  const std::size_t before = rig.count(back.id, "state");
  rig.send(back.id, msg("watch", {{"table", table}}));
  EXPECT_EQ(rig.count(back.id, "state"), before + 1);
  const json state = rig.last(back.id, "state");
  EXPECT_EQ(state["seat"], 0);
  EXPECT_FALSE(state["hand"].empty());
  // Her play: the states that follow are all her seat's.
  back.token = ann.token;
  back.respond(rig, table);
  rig.advance(1'000);
  EXPECT_EQ(rig.last(back.id, "state")["seat"], 0);
}

TEST(HubSeats, WithoutATurnClockTheStateHasNoDeadline) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann_at_her_turn(rig, ann);
  const json state = rig.last(ann.id, "state");
  ASSERT_EQ(state["my_turn"], true);
  EXPECT_TRUE(state["deadline_ms"].is_null());
  EXPECT_TRUE(state["now_ms"].is_null());
}

TEST(HubSeats, LeavingMidGameHandsTheSeatToABotAndAnyoneMayTakeIt) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  const std::string table = create_with_bots(rig, ann.id);
  ann.respond(rig, table);
  rig.send(ann.id, msg("leave", {{"table", table}}));
  const auto t = rig.hub->find_table(table);
  EXPECT_FALSE(t->seat(0).person);
  EXPECT_EQ(t->seat(0).bot, "basic");
  rig.advance(1000);
  EXPECT_GT(t->actions_applied(), 0);  // the bots play on
  const auto bob = rig.open();
  rig.hello(bob, "Bob");
  rig.send(bob, msg("join", {{"table", table}, {"seat", 0}}));
  EXPECT_EQ(rig.last(bob, "table")["seats"][0]["name"], "Bob");
  EXPECT_TRUE(t->seat(0).person);
}

TEST(HubSeats, ATableEveryoneLeftBeforeItsGameIsClosed) {
  HubRig rig;
  const auto ann = rig.open();
  rig.hello(ann, "Ann");
  rig.send(ann, msg("create", {{"pace", "instant"}, {"seat", 0}}));
  const std::string table = rig.last(ann, "created")["table"];
  rig.send(ann, msg("leave", {{"table", table}}));
  EXPECT_EQ(rig.hub->find_table(table), nullptr);
  EXPECT_TRUE(rig.store().table(table)->closed);
  rig.send(ann, msg("list"));
  EXPECT_TRUE(rig.last(ann, "tables")["tables"].empty());
}

TEST(HubSeats, PrivateTablesAreUnlistedAndNeedTheirInvite) {
  HubRig rig;
  const auto ann = rig.open();
  rig.hello(ann, "Ann");
  rig.send(ann, msg("create", {{"pace", "instant"}, {"private", true}, {"seat", 0}}));
  const json created = rig.last(ann, "created");
  const std::string table = created["table"];
  const std::string invite = created["invite"];
  EXPECT_EQ(invite.size(), 12u);
  const auto bob = rig.open();
  rig.hello(bob, "Bob");
  rig.send(bob, msg("list"));
  EXPECT_TRUE(rig.last(bob, "tables")["tables"].empty());
  rig.send(bob, msg("join", {{"table", table}, {"seat", 2}}));
  EXPECT_EQ(rig.last(bob, "error")["code"], "unknown_table");
  rig.send(bob, msg("join", {{"table", table}, {"seat", 2}, {"invite", invite}}));
  EXPECT_EQ(rig.last(bob, "table")["seats"][2]["name"], "Bob");
  rig.send(bob, msg("join", {{"table", table}, {"seat", 0}, {"invite", invite}}));
  EXPECT_EQ(rig.last(bob, "error")["code"], "not_now");  // he sits at 2 already
}

TEST(HubSeats, JoiningOnesOwnSeatAgainAnswersWithItsPictureOnly) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  const std::string table = ann_at_her_turn(rig, ann);
  const json state = rig.last(ann.id, "state");
  ASSERT_FALSE(state.is_null());
  const auto actions = rig.hub->find_table(table)->actions_applied();
  rig.clear(ann.id);
  rig.send(ann.id, msg("join", {{"table", table}, {"seat", 0}}));
  EXPECT_TRUE(rig.last(ann.id, "error").is_null());
  EXPECT_EQ(rig.count(ann.id, "table"), 1u);
  EXPECT_EQ(rig.last(ann.id, "state"), state);  // the same picture, nothing changed
  EXPECT_EQ(rig.hub->find_table(table)->actions_applied(), actions);
}

TEST(HubSeats, ASpectatorSeesThePublicViewOnly) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  const std::string table = create_with_bots(rig, ann.id);
  const auto cy = rig.open();
  rig.hello(cy, "Cy");
  rig.send(cy, msg("watch", {{"table", table}}));
  ann.respond(rig, table);
  const json seen = rig.last(cy, "state");
  ASSERT_FALSE(seen.is_null());
  EXPECT_TRUE(seen["seat"].is_null());
  EXPECT_TRUE(seen["hand"].empty());
  EXPECT_TRUE(seen["legal"].empty());
  EXPECT_EQ(rig.last(cy, "commit")["contribute"], false);
}

// Plays until the last frame Ann got satisfies `stop` (bounded).
template <class Stop>
void play_until(HubRig& rig, ScriptedPerson& ann, const std::string& table, Stop stop) {
  for (int i = 0; i < 2000; ++i) {
    if (!rig.frames(ann.id).empty() && stop(rig.last_frame(ann.id))) return;
    if (!ann.respond(rig, table)) rig.advance(100);
  }
  FAIL() << "the awaited moment never came";
}

TEST(HubRestore, ARestartedHubContinuesATableMidDealFromItsLog) {
  MemoryStore store;
  std::string table, token;
  json before;
  std::int64_t applied = 0;
  {
    HubRig rig({}, &store);
    ScriptedPerson ann{rig.open()};
    token = ann.token = rig.hello(ann.id, "Ann");
    table = create_with_bots(rig, ann.id);
    // Mid-deal, on her turn, after some play.
    play_until(rig, ann, table, [&](const json& m) {
      return m["type"] == "state" && m["my_turn"] == true && m["moves"].size() >= 3;
    });
    applied = rig.hub->find_table(table)->actions_applied();
    before = rig.last(ann.id, "state");
  }  // the server stops (its memory is gone; the store is not)
  HubRig rig({}, &store);
  EXPECT_EQ(rig.hub->restore(), 1);
  const auto t = rig.hub->find_table(table);
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->actions_applied(), applied);
  ScriptedPerson ann{rig.open()};
  rig.send(ann.id, msg("hello", {{"token", token}}));
  EXPECT_EQ(rig.last(ann.id, "state"), before);  // the whole picture, the trick included
  play_out(rig, {&ann}, table);
  EXPECT_FALSE(rig.last(ann.id, "game_over").is_null());
}

// The same through the embedded store the server uses by default: what the
// hub wrote is read back by another store object on the same file.
TEST(HubRestore, ARestartOnTheSqliteStoreLosesNoAction) {
  const auto dir = std::filesystem::temp_directory_path() / ("euchre_hub_sqlite_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  const std::string path = (dir / "euchre.db").string();
  std::string table, token;
  json before;
  std::int64_t applied = 0;
  {
    auto store = store::open_store(path);
    HubRig rig({}, store.get());
    ScriptedPerson ann{rig.open()};
    token = ann.token = rig.hello(ann.id, "Ann");
    table = create_with_bots(rig, ann.id);
    play_until(rig, ann, table, [&](const json& m) {
      return m["type"] == "state" && m["my_turn"] == true && m["deal"] >= 1;
    });
    applied = rig.hub->find_table(table)->actions_applied();
    before = rig.last(ann.id, "state");
  }
  auto store = store::open_store(path);
  EXPECT_EQ(store->action_count(), applied);
  HubRig rig({}, store.get());
  EXPECT_EQ(rig.hub->restore(), 1);
  ScriptedPerson ann{rig.open()};
  rig.send(ann.id, msg("hello", {{"token", token}}));
  EXPECT_EQ(rig.last(ann.id, "state"), before);
  play_out(rig, {&ann}, table);
  const json over = rig.last(ann.id, "game_over");
  ASSERT_FALSE(over.is_null());
  const auto game = store->game(over["game"].get<store::GameId>());
  ASSERT_TRUE(game && game->finished);
  EXPECT_TRUE(egn::read(game->record).game->over());
  std::filesystem::remove_all(dir);
}

TEST(HubRestore, AShuffleInterruptedByARestartKeepsItsCommitment) {
  MemoryStore store;
  std::string table, token;
  json commit;
  {
    HubRig rig({}, &store);
    ScriptedPerson ann{rig.open()};
    token = ann.token = rig.hello(ann.id, "Ann");
    table = create_with_bots(rig, ann.id);
    play_until(rig, ann, table, [&](const json& m) { return m["type"] == "commit" && m["deal"] == 1; });
    commit = rig.last(ann.id, "commit");
  }
  HubRig rig({}, &store);
  rig.hub->restore();
  ScriptedPerson ann{rig.open()};
  rig.send(ann.id, msg("hello", {{"token", token}}));
  const json again = rig.last(ann.id, "commit");
  ASSERT_FALSE(again.is_null());
  EXPECT_EQ(again["commitment"], commit["commitment"]);  // the server cannot redraw the cards
  EXPECT_EQ(again["deal"], 1);
  ann.respond(rig, table);
  EXPECT_FALSE(rig.last(ann.id, "state").is_null());
}

TEST(HubGame, TwoPeopleAndARematch) {
  HubRig rig;
  ScriptedPerson ann{rig.open()}, bob{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  bob.token = rig.hello(bob.id, "Bob");
  rig.send(ann.id, msg("create", {{"pace", "instant"}, {"bots", {nullptr, "random", nullptr, "random"}}, {"seat", 0},
                                  {"options", {{"target", 3}}}}));
  const std::string table = rig.last(ann.id, "created")["table"];
  rig.send(bob.id, msg("join", {{"table", table}, {"seat", 2}}));
  play_out(rig, {&ann, &bob}, table);
  EXPECT_FALSE(rig.last(bob.id, "game_over").is_null());
  rig.send(ann.id, msg("rematch", {{"table", table}}));
  EXPECT_EQ(rig.last(bob.id, "table")["rematch"], json::array({0}));
  rig.send(bob.id, msg("rematch", {{"table", table}}));
  EXPECT_EQ(rig.last(bob.id, "table")["status"], "shuffling");
  rig.send(ann.id, msg("history"));
  const json history = rig.last(ann.id, "history");
  EXPECT_EQ(history["totals"]["games"], 1);
}

}  // namespace
}  // namespace euchre::testing
