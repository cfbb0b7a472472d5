// Who may take which seat, and when (issue 28, docs/server.md "Seats"): a
// bot's seat changes hands only between deals (a stranger never sees the
// hand of a deal being played), one seat a person, one seat an address at a
// public table, and a seated person can remove one who does not act.
#include <gtest/gtest.h>

#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

struct Table4 {
  std::string id;
  ScriptedPerson ann;
};

// Ann (from 10.0.0.1) at seat 0 of a public table, bots elsewhere, at her first turn.
std::string ann_playing(HubRig& rig, ScriptedPerson& ann, json bots = {nullptr, "basic", "basic", "basic"}) {
  ann.token = rig.hello(ann.id, "Ann");
  const std::string id = create_table(rig, ann.id, {{"pace", "instant"}, {"seat", 0}, {"bots", std::move(bots)}});
  for (int i = 0; i < 50 && rig.last(ann.id, "state")["my_turn"] != true; ++i) {
    ann.respond(rig, id);
    rig.advance(1'000);
  }
  return id;
}

TEST(Seats, ABotsSeatTakenMidDealIsTakenWhenTheDealEndsAndItsHandIsNeverSeen) {
  HubRig rig;
  ScriptedPerson ann(rig.open("10.0.0.1"));
  const std::string id = ann_playing(rig, ann);
  ASSERT_EQ(rig.last(ann.id, "state")["my_turn"], true);
  const int deal = rig.last(ann.id, "state")["deal"];
  const auto bob = rig.open("10.0.0.2");
  rig.hello(bob, "Bob");
  rig.send(bob, msg("join", {{"table", id}, {"seat", 1}}));
  EXPECT_TRUE(rig.last(bob, "error").is_null()) << rig.last(bob, "error").dump();
  EXPECT_EQ(rig.last(bob, "table")["seats"][1]["claimed_by"], rig.last(bob, "welcome")["person"]);
  EXPECT_EQ(rig.hub->find_table(id)->seat(1).person, std::nullopt);  // the bot still plays it
  // Ann plays on until the deal ends; Bob sees no hand of that deal.
  for (int step = 0; step < 2'000 && rig.last(ann.id, "state")["deal"] == deal; ++step)
    if (!ann.respond(rig, id)) rig.advance(1'000);
  for (const std::string& text : rig.frames(bob)) {
    const json m = json::parse(text);
    if (m["type"] == "state" && m["deal"] == deal) {
      EXPECT_TRUE(m["seat"].is_null()) << text;
      EXPECT_TRUE(m["hand"].empty()) << text;
    }
  }
  ASSERT_TRUE(rig.hub->find_table(id)->seat(1).person.has_value()) << "the claim was not taken at the deal's end";
  EXPECT_EQ(rig.last(bob, "table")["seats"][1]["claimed_by"], nullptr);
}

TEST(Seats, OneSeatOrClaimAPersonAndLeavingDropsAClaim) {
  HubRig rig;
  ScriptedPerson ann(rig.open("10.0.0.1"));
  const std::string id = ann_playing(rig, ann);
  const auto bob = rig.open("10.0.0.2");
  rig.hello(bob, "Bob");
  rig.send(bob, msg("join", {{"table", id}, {"seat", 1}}));
  rig.send(bob, msg("join", {{"table", id}, {"seat", 3}}));
  const json e = rig.last(bob, "error");
  ASSERT_FALSE(e.is_null());
  EXPECT_NE(e["message"].get<std::string>().find("one seat a person"), std::string::npos) << e.dump();
  const auto cy = rig.open("10.0.0.3");
  rig.hello(cy, "Cy");
  rig.send(cy, msg("join", {{"table", id}, {"seat", 1}}));
  EXPECT_EQ(rig.last(cy, "error")["code"], "seat_taken");
  rig.send(bob, msg("leave", {{"table", id}}));
  EXPECT_TRUE(rig.hub->find_table(id)->claims().empty());
}

TEST(Seats, APublicTableGivesOneSeatToOneAddress) {
  HubRig rig;
  ScriptedPerson ann(rig.open("10.0.0.1"));
  const std::string id = ann_playing(rig, ann, {nullptr, "basic", nullptr, "basic"});
  // A second identity from Ann's address, for her partner's seat: refused.
  const auto again = rig.open("10.0.0.1");
  rig.hello(again, "Not Ann");
  rig.send(again, msg("join", {{"table", id}, {"seat", 2}}));
  const json e = rig.last(again, "error");
  ASSERT_FALSE(e.is_null());
  EXPECT_NE(e["message"].get<std::string>().find("network address"), std::string::npos) << e.dump();
  const auto bob = rig.open("10.0.0.2");
  rig.hello(bob, "Bob");
  rig.send(bob, msg("join", {{"table", id}, {"seat", 2}}));
  EXPECT_TRUE(rig.last(bob, "error").is_null());
}

TEST(Seats, APersonWhoDoesNotActIsRemovedByAnotherAfterAMinute) {
  HubRig rig;
  ScriptedPerson ann(rig.open("10.0.0.1"));
  ann.token = rig.hello(ann.id, "Ann");
  const std::string id = create_table(rig, ann.id, {{"pace", "instant"}, {"seat", 0},
                                                    {"bots", {nullptr, "basic", nullptr, "basic"}}});
  ScriptedPerson bob(rig.open("10.0.0.2"));
  bob.token = rig.hello(bob.id, "Bob");
  rig.send(bob.id, msg("join", {{"table", id}, {"seat", 2}}));
  // Ann answers everything; Bob contributes to the shuffle, then never acts.
  const auto table = rig.hub->find_table(id);
  for (int step = 0; step < 200 && !(table->playing() && table->game()->to_act() == 2); ++step) {
    ann.respond(rig, id);
    if (rig.last(bob.id, "commit")["contribute"] == true && rig.last(bob.id, "state").is_null()) bob.respond(rig, id);
    rig.advance(100);
  }
  ASSERT_EQ(table->game()->to_act(), 2);
  rig.send(ann.id, msg("remove", {{"table", id}, {"seat", 2}}));
  EXPECT_EQ(rig.last(ann.id, "error")["code"], "not_now");  // too soon
  rig.advance(61'000);
  rig.clear(ann.id);
  rig.send(ann.id, msg("remove", {{"table", id}, {"seat", 2}}));
  EXPECT_TRUE(rig.last(ann.id, "error").is_null()) << rig.last(ann.id, "error").dump();
  EXPECT_FALSE(table->seat(2).person.has_value());
  EXPECT_EQ(rig.last(bob.id, "error")["code"], "not_seated");  // Bob is told
  rig.idle();
  EXPECT_NE(table->game()->to_act(), 2) << "the stand-in played the turn";
}

// Names that hide or imitate another (issue 28): invisible, direction-
// changing and full-width characters, blank names; and two people of one
// name at one table.
TEST(People, NamesThatHideOrImitateAreRefusedAndOneNameSitsOnceAtATable) {
  HubRig rig;
  for (const std::string& bad : {std::string("Ann\u200B"), std::string("\u202EnnA"), std::string("\uFF21nn"),
                                 std::string("   "), std::string(" Ann")}) {
    const auto c = rig.open();
    rig.send(c, msg("hello", {{"name", bad}}));
    EXPECT_EQ(rig.last(c, "error")["code"], "malformed") << bad;
    EXPECT_TRUE(rig.last(c, "welcome").is_null()) << bad;
  }
  ScriptedPerson ann(rig.open("10.0.0.1"));
  const std::string id = ann_playing(rig, ann, {nullptr, "basic", nullptr, "basic"});
  const auto other = rig.open("10.0.0.2");
  rig.hello(other, "ann");
  rig.send(other, msg("join", {{"table", id}, {"seat", 2}}));
  const json e = rig.last(other, "error");
  ASSERT_FALSE(e.is_null());
  EXPECT_NE(e["message"].get<std::string>().find("already sits"), std::string::npos) << e.dump();
}

TEST(People, OneAddressMakesAtMostSixtyNewPeopleAnHour) {
  HubRig rig;
  for (int i = 0; i < 60; ++i) {
    const auto c = rig.open("10.0.0.9");
    rig.send(c, msg("hello", {{"name", "P" + std::to_string(i)}}));
    ASSERT_FALSE(rig.last(c, "welcome").is_null()) << i;
  }
  const auto one_more = rig.open("10.0.0.9");
  rig.send(one_more, msg("hello", {{"name", "P60"}}));
  EXPECT_EQ(rig.last(one_more, "error")["code"], "not_now");
  const auto elsewhere = rig.open("10.0.0.10");
  rig.send(elsewhere, msg("hello", {{"name", "Q"}}));
  EXPECT_FALSE(rig.last(elsewhere, "welcome").is_null());
  rig.advance(3'600'000);
  const auto later = rig.open("10.0.0.9");
  rig.send(later, msg("hello", {{"name", "P61"}}));
  EXPECT_FALSE(rig.last(later, "welcome").is_null());
}

}  // namespace
}  // namespace euchre::testing
