// The rounds played of an evening, with each table's record for the replay
// (docs/events.md, "Watching an evening"): the evening's people see every
// finished round's tables, never one still played; strangers with the link
// see them only when the organiser allows spectators.
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "../protocol_schema_check.h"
#include "club.h"
#include "egn/egn.h"

namespace euchre::testing {
namespace {

// "/api/games/12.egn?invite=abc" -> {12, "abc"}
std::pair<store::GameId, std::string> game_and_invite(const std::string& path) {
  const std::string head = "/api/games/";
  const auto dot = path.find(".egn");
  const auto q = path.find("?invite=");
  if (path.rfind(head, 0) != 0 || dot == std::string::npos) return {0, ""};
  return {std::stoll(path.substr(head.size(), dot - head.size())), q == std::string::npos ? "" : path.substr(q + 8)};
}

void expect_replayable(HubRig& rig, const json& played, std::size_t rounds) {
  ASSERT_EQ(played.size(), rounds) << played.dump();
  for (const json& round : played) {
    ASSERT_EQ(round["tables"].size(), 2u);
    for (const json& t : round["tables"]) {
      ASSERT_TRUE(t["record"].is_string()) << t.dump();
      const auto [game, invite] = game_and_invite(t["record"]);
      const auto row = rig.store().game(game);
      ASSERT_TRUE(row && row->finished) << t.dump();
      const auto table = rig.store().table(row->table);
      ASSERT_TRUE(table);
      EXPECT_EQ(table->invite, invite) << "the record's path carries the private table's invite";
      // The record's points are the table's points shown.
      const egn::Record record = egn::read(row->record);
      EXPECT_EQ(record.game->score()[0], t["points"][0].get<int>());
      EXPECT_EQ(record.game->score()[1], t["points"][1].get<int>());
      EXPECT_EQ(t["seats"].size(), 4u);
    }
  }
}

TEST(ServerEventReplay, TheEveningsPeopleReplayEveryFinishedRoundNeverOneStillPlayed) {
  HubRig rig;
  Club club = registered(rig);
  ASSERT_FALSE(club.event.empty());
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  EXPECT_TRUE(rig.last(club.people[0]->id, "event")["played"].empty());
  play_rounds(rig, club, 2);
  const json mid = rig.last(club.people[2]->id, "event");
  ASSERT_EQ(mid["round"], 2);
  expect_replayable(rig, mid["played"], 1);
  // No table of round 2 is in it while it is played.
  std::set<std::string> playing;
  for (const json& t : mid["tables"]) playing.insert(t["table"].get<std::string>());
  for (const json& t : mid["played"][0]["tables"]) {
    const auto [game, invite] = game_and_invite(t["record"]);
    EXPECT_FALSE(playing.count(rig.store().game(game)->table));
  }
  // A stranger with the link: nothing to replay (the organiser did not allow spectators).
  const auto zed = rig.open();
  rig.hello(zed, "Zed");
  rig.send(zed, msg("event_get", {{"event", club.event}}));
  const json seen = rig.last(zed, "event");
  EXPECT_EQ(seen["spectators"], false);
  EXPECT_TRUE(seen["played"].empty());
  play_event(rig, club);
  expect_replayable(rig, rig.last(club.people[4]->id, "event")["played"], 2);
  std::vector<json> frames;
  for (const std::string& f : rig.frames(club.people[0]->id))
    if (HubRig::is_type(f, "event")) frames.push_back(json::parse(f));
  EXPECT_EQ(test::invalid_protocol_messages(frames), "");
}

TEST(ServerEventReplay, WithSpectatorsAllowedAStrangerReplaysTheRoundsPlayed) {
  HubRig rig;
  Club club = registered(rig, {{"spectators", true}});
  ASSERT_FALSE(club.event.empty());
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  play_rounds(rig, club, 2);
  const auto zed = rig.open();
  rig.hello(zed, "Zed");
  rig.send(zed, msg("event_get", {{"event", club.event}}));
  const json seen = rig.last(zed, "event");
  EXPECT_EQ(seen["spectators"], true);
  expect_replayable(rig, seen["played"], 1);
  // Still nobody watches a table of the round being played.
  rig.send(zed, msg("watch", {{"table", seen["tables"][0]["table"]}}));
  EXPECT_EQ(rig.last(zed, "error")["code"], "unknown_table");
  rig.send(club.people[0]->id, msg("event_create", {{"name", "Bad"}, {"spectators", "yes"}}));
  EXPECT_EQ(rig.last(club.people[0]->id, "error")["code"], "bad_settings");
}

}  // namespace
}  // namespace euchre::testing
