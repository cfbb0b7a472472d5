// What the server gives a table people can follow (issue 29): bots at a
// human pace kept by timers, distinct bot names with their levels, "away"
// from the moment a connection drops, and a finished game's result in every
// later picture of the table.
#include <set>

#include <gtest/gtest.h>

#include "../test_util.h"
#include "harness.h"
#include "room/messages.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

// The executor times at which the seat's states showed a new seq, while the
// clock is advanced in small steps (bots only: a watcher sees every action).
std::vector<std::pair<std::int64_t, json>> watch_actions(HubRig& rig, net::ConnectionId watcher, int actions) {
  std::vector<std::pair<std::int64_t, json>> seen;
  std::int64_t last_seq = -1;
  for (int step = 0; step < 20'000 && static_cast<int>(seen.size()) < actions; ++step) {
    const json s = rig.last(watcher, "state");
    if (!s.is_null() && s["seq"].get<std::int64_t>() != last_seq) {
      last_seq = s["seq"];
      seen.emplace_back(rig.executor.now_ms(), s);
    }
    rig.advance(50);
  }
  return seen;
}

TEST(ServerPace, BotsPlayAtTheTablesPaceWithALongerPauseAfterATrick) {
  HubRig rig;
  const auto a = rig.open();
  rig.hello(a, "Ann");
  const std::string table = create_table(rig, a, {{"bots", {"basic", "basic", "basic", "basic"}}, {"pace", "normal"}});
  ASSERT_EQ(rig.last(a, "table")["pace"], "normal");
  const auto seen = watch_actions(rig, a, 30);
  ASSERT_GE(seen.size(), 30u);
  int after_trick = 0;
  for (std::size_t i = 1; i < seen.size(); ++i) {
    const json& before = seen[i - 1].second;
    const json& now = seen[i].second;
    if (now["deal"] != before["deal"]) continue;  // a new deal's shuffle in between
    const std::int64_t gap = seen[i].first - seen[i - 1].first;
    EXPECT_GE(gap, 800) << now.dump();
    const bool led_after_trick = before["phase"] == "play" && before["trick"] == json({nullptr, nullptr, nullptr, nullptr}) &&
                                 before["trick_no"].get<int>() > 0;
    if (led_after_trick) {
      EXPECT_GE(gap, 2000) << "the lead after a whole trick waits while the trick is shown";
      ++after_trick;
    }
  }
  EXPECT_GT(after_trick, 0);
}

TEST(ServerPace, InstantBotsAnswerWithoutWaitingAndAnUnknownPaceIsRefused) {
  HubRig rig;
  const auto a = rig.open();
  rig.hello(a, "Ann");
  create_table(rig, a, {{"bots", {"basic", "basic", "basic", "basic"}}, {"pace", "instant"}});
  rig.idle();  // no time passes
  EXPECT_GT(rig.last(a, "state")["seq"].get<int>(), 10);

  rig.send(a, msg("create", {{"bots", {"basic", "basic", "basic", "basic"}}, {"pace", "fast"}}));
  const json e = rig.last(a, "error");
  ASSERT_FALSE(e.is_null());
  EXPECT_EQ(e["code"], "bad_settings");
  EXPECT_NE(e["message"].get<std::string>().find("pace"), std::string::npos) << e.dump();
}

TEST(ServerSeats, BotsHaveDistinctNamesWithTheirLevelBeside) {
  HubRig rig;
  ScriptedPerson ann(rig.open());
  const auto a = ann.id;
  rig.hello(a, "Ann");
  const std::string table = create_table(rig, a, {{"pace", "instant"}, {"seat", 0}, {"bots", {nullptr, "basic", "expert:1", "random"}}});
  ann.respond(rig, table);  // her contribution: the deal is dealt
  const json t = rig.last(a, "table");
  std::set<std::string> names;
  for (const json& s : t["seats"]) names.insert(s["name"].get<std::string>());
  EXPECT_EQ(names.size(), 4u) << t.dump();
  EXPECT_EQ(t["seats"][0]["level"], nullptr);
  EXPECT_EQ(t["seats"][1]["level"], "basic");
  EXPECT_EQ(t["seats"][2]["level"], "expert:1");
  EXPECT_EQ(t["seats"][3]["level"], "random");
  for (int s = 1; s < 4; ++s) EXPECT_NE(t["seats"][s]["name"], t["seats"][s]["level"]) << t.dump();
  // The state names the seats the same way.
  const json state = rig.last(a, "state");
  ASSERT_FALSE(state.is_null());
  for (int s = 0; s < 4; ++s) EXPECT_EQ(state["names"][s], t["seats"][s]["name"]);
}

TEST(ServerPresence, AwayShowsAtTheDropWithWhenTheStandInComes) {
  HubRig rig;
  const auto a = rig.open();
  const auto b = rig.open();
  rig.hello(a, "Ann");
  rig.hello(b, "Bob");
  const std::string table =
      create_table(rig, a, {{"pace", "instant"}, {"seat", 0}, {"grace", 30}, {"bots", {nullptr, "basic", nullptr, "basic"}}});
  rig.send(b, msg("join", {{"table", table}, {"seat", 2}}));
  rig.clear(a);
  rig.close(b);  // no time passes
  const json t = rig.last(a, "table");
  ASSERT_FALSE(t.is_null()) << "nobody was told at the drop";
  EXPECT_EQ(t["seats"][2]["away"], true);
  EXPECT_EQ(t["seats"][2]["level"], nullptr);  // no stand-in yet
  EXPECT_EQ(t["seats"][2]["stand_in_at_ms"].get<std::int64_t>() - t["now_ms"].get<std::int64_t>(), 30'000);
  rig.advance(30'000);
  const json later = rig.last(a, "table");
  EXPECT_EQ(later["seats"][2]["level"], "basic");  // the stand-in plays
  EXPECT_EQ(later["seats"][2]["stand_in_at_ms"], nullptr);
}

TEST(ServerResults, AFinishedGamesResultIsInThePictureAfterAReload) {
  HubRig rig;
  ScriptedPerson ann(rig.open());
  play_a_short_game(rig, ann, "Ann");
  const json over = rig.last(ann.id, "game_over");
  ASSERT_FALSE(over.is_null());
  const json last_deal_over = rig.last(ann.id, "deal_over");
  ASSERT_FALSE(last_deal_over.is_null());
  rig.close(ann.id);
  // Ann comes back (a reload): the picture she gets holds the result.
  const auto again = rig.open();
  rig.send(again, msg("hello", {{"token", ann.token}}));
  const json t = rig.last(again, "table");
  ASSERT_FALSE(t["result"].is_null()) << t.dump();
  EXPECT_EQ(t["result"]["winner"], over["winner"]);
  EXPECT_EQ(t["result"]["score"], over["score"]);
  EXPECT_EQ(t["result"]["record"], over["record"]);
  EXPECT_FALSE(t["result"].contains("secrets"));
  // And how the last deal ended: its deal_over less v, type and table (the
  // page's "Last deal"; no second message of type deal_over inside).
  json last_deal = last_deal_over;
  for (const char* key : {"v", "type", "table"}) last_deal.erase(key);
  EXPECT_EQ(t["result"]["last_deal"], last_deal);
}

TEST(ServerSeats, TheCreatorsFirstPictureNamesTheBots) {
  HubRig rig;
  const auto a = rig.open();
  rig.hello(a, "Ann");
  rig.send(a, msg("create", {{"pace", "instant"}, {"seat", 0}, {"bots", {nullptr, "basic", nullptr, "expert:2"}}}));
  // Every table message the creator got names the bots (none shows an unnamed open seat for them).
  int tables = 0;
  for (const std::string& text : rig.frames(a)) {
    const json m = json::parse(text);
    if (m["type"] != "table") continue;
    ++tables;
    EXPECT_EQ(m["seats"][1]["level"], "basic") << text;
    EXPECT_FALSE(m["seats"][1]["name"].get<std::string>().empty()) << text;
    EXPECT_EQ(m["seats"][3]["level"], "expert:2") << text;
    EXPECT_EQ(m["seats"][2]["open"], true);
  }
  EXPECT_GT(tables, 0);
}

TEST(ServerPhrases, AQuickPhraseGoesToEveryoneAtTheTableAndOnlyTheFixedOnes) {
  HubRig rig;
  const auto a = rig.open();
  const auto b = rig.open("10.0.0.2");
  const auto watcher = rig.open("10.0.0.3");
  rig.hello(a, "Ann");
  rig.hello(b, "Bob");
  rig.hello(watcher, "Cy");
  const std::string table =
      create_table(rig, a, {{"pace", "instant"}, {"seat", 0}, {"bots", {nullptr, "basic", nullptr, "basic"}}});
  rig.send(b, msg("join", {{"table", table}, {"seat", 2}}));
  rig.send(watcher, msg("watch", {{"table", table}}));
  rig.send(a, msg("say", {{"table", table}, {"phrase", "hello"}}));
  for (auto c : {a, b, watcher}) {
    const json said = rig.last(c, "said");
    ASSERT_FALSE(said.is_null()) << c;
    EXPECT_EQ(said["seat"], 0);
    EXPECT_EQ(said["phrase"], "hello");
  }
  rig.send(a, msg("say", {{"table", table}, {"phrase", "nice_hand"}}));  // within 3 s
  EXPECT_EQ(rig.last(a, "error")["code"], "not_now");
  rig.advance(3'000);
  rig.send(b, msg("say", {{"table", table}, {"phrase", "meet me at the bar"}}));  // free text: table talk
  EXPECT_EQ(rig.last(b, "error")["code"], "malformed");
  rig.send(watcher, msg("say", {{"table", table}, {"phrase", "hello"}}));
  EXPECT_EQ(rig.last(watcher, "error")["code"], "not_seated");
}

// docs/rules.md, redeal_hand: "The thrown-in hand is not shown (decided
// here)"; deal_over showed every hand as dealt, the thrower's included.
TEST(ServerDealOver, AThrownInDealShowsNoHandAndAPlayedDealShowsThemAll) {
  auto thrown = test::deal(test::R("standard", {"redeal_hand=nines_tens"}), 3,
                           {"9c Tc 9d Td 9s", "Ac Kc Qc Jc Ad", "Kd Qd Jd Ks Qs", "Ts Js As Th Qh"}, "9h", "Kh Ah Jh");
  test::act(*thrown, "throw in");
  const json m = room::deal_over_message("t1", *thrown);
  EXPECT_EQ(m["hands_shown"], false);
  for (const json& hand : m["hands"]) EXPECT_TRUE(hand.empty()) << m.dump();
  EXPECT_EQ(m.dump().find("9c"), std::string::npos) << m.dump();

  auto passed = test::deal(test::R("standard"), 3, {"9c Tc 9d Td 9s", "Ac Kc Qc Jc Ad", "Kd Qd Jd Ks Qs", "Ts Js As Th Qh"},
                           "9h", "Kh Ah Jh");
  test::acts(*passed, {"Pass", "Pass", "Pass", "Pass", "Pass", "Pass", "Pass"});
  if (!passed->deal().over()) test::act(*passed, "Pass");
  ASSERT_TRUE(passed->deal().over());
  const json all = room::deal_over_message("t1", *passed);
  EXPECT_EQ(all["hands_shown"], true);
  EXPECT_EQ(all["hands"][0].size(), 5u);
}

}  // namespace
}  // namespace euchre::testing
