// Casual rated games (docs/events.md, "Casual rated games"): a table created
// rated counts in the ratings, one rating period a day of such games; it
// has no hints and no undo; an unrated game counts for nothing.
#include <gtest/gtest.h>

#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

std::string rated_table(HubRig& rig, net::ConnectionId c, json extra = json::object()) {
  json m = msg("create", {{"pace", "instant"}, {"bots", {nullptr, "basic", "expert:1", "random"}}, {"seat", 0},
                          {"rated", true}, {"options", {{"target", 5}}}});
  for (auto& [k, v] : extra.items()) m[k] = v;
  rig.send(c, m);
  const json created = rig.last(c, "created");
  return created.is_null() ? "" : created["table"].get<std::string>();
}

void play_to_the_end(HubRig& rig, ScriptedPerson& p, const std::string& table) {
  const std::size_t overs = rig.count(p.id, "game_over");
  for (int step = 0; step < 20'000 && rig.count(p.id, "game_over") == overs; ++step)
    if (!p.respond(rig, table)) rig.advance(1'000);
  ASSERT_GT(rig.count(p.id, "game_over"), overs) << "the game did not end";
}

TEST(ServerRated, RatedGamesAreRatedOnePeriodADayAndUnratedOnesNot) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  // An unrated game first: it counts for nothing.
  rig.send(ann.id, msg("create", {{"pace", "instant"}, {"bots", {nullptr, "basic", "basic", "basic"}}, {"seat", 0},
                                  {"options", {{"target", 5}}}}));
  const std::string casual = rig.last(ann.id, "created")["table"];
  play_to_the_end(rig, ann, casual);
  EXPECT_TRUE(rig.hub->ratings_json()["people"].empty());

  // Two rated games on one day, a third the next day.
  std::vector<bool> won;
  for (int game = 0; game < 3; ++game) {
    if (game == 2) rig.advance(24LL * 60 * 60 * 1000);
    const std::string table = rated_table(rig, ann.id);
    ASSERT_FALSE(table.empty()) << rig.last_frame(ann.id).dump();
    play_to_the_end(rig, ann, table);
    const json over = rig.last(ann.id, "game_over");
    won.push_back(over["winner"] == 0);  // Ann sits North: side 0
  }
  const json people = rig.hub->ratings_json()["people"];
  ASSERT_EQ(people.size(), 1u) << people.dump() << " (bots are never rated)";
  const json history = people[0]["history"];
  ASSERT_EQ(history.size(), 2u) << history.dump();
  EXPECT_EQ(history[0]["games"], 2);
  EXPECT_EQ(history[1]["games"], 1);
  EXPECT_EQ(history[0]["won"], static_cast<int>(won[0]) + static_cast<int>(won[1]));
  EXPECT_EQ(history[1]["won"], static_cast<int>(won[2]));
  EXPECT_EQ(history[0]["name"].get<std::string>().rfind("Casual games, ", 0), 0u) << history[0].dump();
  EXPECT_NE(history[0]["event"], history[1]["event"]);
  // Moved from 1500 by the games, one way or the other.
  EXPECT_NE(people[0]["rating"].get<double>(), 1500.0);
}

TEST(ServerRated, ARatedGameHasNoHintsNoUndoAndFourPlayersInPartnerships) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  EXPECT_EQ(rated_table(rig, ann.id, {{"hints", true}}), "");
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("no expert's hints"), std::string::npos);
  EXPECT_EQ(rated_table(rig, ann.id, {{"preset", "cutthroat"}, {"bots", {nullptr, "basic", "basic"}}}), "");
  EXPECT_EQ(rig.last(ann.id, "error")["code"], "bad_settings");
  const std::string table = rated_table(rig, ann.id);
  ASSERT_FALSE(table.empty());
  // Her turn, then an undo: refused, the game goes on.
  for (int step = 0; step < 200 && rig.last(ann.id, "state")["my_turn"] != true; ++step)
    if (!ann.respond(rig, table)) rig.advance(1'000);
  const json state = rig.last(ann.id, "state");
  ASSERT_EQ(state["my_turn"], true);
  ann.respond(rig, table);
  rig.send(ann.id, msg("undo", {{"table", table}}));
  const json error = rig.last(ann.id, "error");
  EXPECT_EQ(error["code"], "not_now");
  EXPECT_NE(error["message"].get<std::string>().find("rated"), std::string::npos) << error.dump();
}

}  // namespace
}  // namespace euchre::testing
