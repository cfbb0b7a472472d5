// Casual rated games (docs/events.md, "Casual rated games"): a table created
// rated counts in the ratings, one rating period a day of such games; it
// has no hints and no undo; an unrated game counts for nothing.
#include <map>

#include <gtest/gtest.h>

#include "faulty_store.h"
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

// A flood of ratings requests reads the store's evenings and rated games
// once every 5 s, not once each (issue 37: each read is most of a request's
// 77-120 ms at 1,000 evenings, on the thread every table waits for); a game
// that ends here makes the next request read them again at once.
TEST(ServerRated, AFloodOfRatingsRequestsReadsTheStoreOnceInFiveSeconds) {
  MemoryStore memory;
  FaultyStore counting(memory);
  HubRig rig({}, &counting);
  ScriptedPerson ann{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  const int before = counting.calls["rated_games"];
  for (int i = 0; i < 50; ++i) rig.hub->ratings_json();
  EXPECT_EQ(counting.calls["rated_games"] - before, 1);
  EXPECT_EQ(counting.calls["closed_events"], counting.calls["rated_games"]);
  rig.advance(5'000);
  rig.hub->ratings_json();
  EXPECT_EQ(counting.calls["rated_games"] - before, 2);

  const std::string table = rated_table(rig, ann.id);
  play_to_the_end(rig, ann, table);
  const json people = rig.hub->ratings_json()["people"];
  EXPECT_EQ(people.size(), 1u) << "the game just ended is in the next request: " << people.dump();
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


// What a rating counts (docs/events.md, "What a rating counts"; issue 36,
// "Ratings that were played, not made").

const json* rated_person(const json& ratings, const std::string& name) {
  for (const json& p : ratings["people"])
    if (p["name"] == name) return &p;
  return nullptr;
}

// Leaving a rated game while behind is a forfeit: a loss, whoever finishes
// the seat and whatever its result. Before, the seat counted as the bot
// that finished it, and the leaver was not rated at all.
TEST(ServerRated, LeavingWhileBehindIsRatedALoss) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  bool left = false;
  int finished = 0, won_before = 0;  // games she played to the end before (she was never behind in them)
  std::string trail;                  // their ends, for a failure's message
  for (int tries = 0; tries < 10 && !left; ++tries) {
    const std::string table = rated_table(rig, ann.id, {{"options", {{"target", 10}}}});
    ASSERT_FALSE(table.empty());
    const std::size_t overs = rig.count(ann.id, "game_over");
    for (int step = 0; step < 20'000 && rig.count(ann.id, "game_over") == overs; ++step) {
      const json state = rig.last(ann.id, "state");
      if (!state.is_null() && state["score"][0].get<int>() < state["score"][1].get<int>()) {
        rig.send(ann.id, msg("leave", {{"table", table}}));
        ASSERT_TRUE(rig.last(ann.id, "error").is_null()) << rig.last(ann.id, "error").dump();
        left = true;
        break;
      }
      if (!ann.respond(rig, table)) rig.advance(1'000);
    }
    if (!left) {
      ASSERT_GT(rig.count(ann.id, "game_over"), overs) << "game " << tries << " neither left nor over";
      ++finished;
      won_before += rig.last(ann.id, "game_over")["winner"] == 0;
      trail += rig.last(ann.id, "game_over").dump() + "\n";
    }
  }
  ASSERT_TRUE(left) << "Ann was never behind";
  // The bots play her seat to the end.
  for (int step = 0; step < 2'000; ++step) rig.advance(1'000);
  const json ratings = rig.hub->ratings_json();
  const json* mine = rated_person(ratings, "Ann");
  ASSERT_NE(mine, nullptr) << "the game she left is rated: " << ratings.dump();
  // The rating periods are days, and her games may straddle midnight on the
  // rig's clock: count them over every period.
  int games = 0, won = 0;
  for (const json& day : (*mine)["history"]) {
    games += day["games"].get<int>();
    won += day["won"].get<int>();
  }
  EXPECT_EQ(games, finished + 1) << mine->dump() << "\n" << trail;
  EXPECT_EQ(won, won_before) << "the game she left is lost: " << mine->dump();
  if (finished == 0) {
    EXPECT_LT((*mine)["rating"].get<double>(), 1500.0) << mine->dump();
  }
}

// Leaving a rated game before one's first move there is a forfeit too: the
// seat's first move was its bot's, which once made the game nobody's
// (found by LeavingWhileBehindIsRatedALoss, one run in 40: a partner's lone
// hand euchred before Ann's first turn, and she left).
TEST(ServerRated, LeavingBeforeTheFirstMoveIsRatedALoss) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  const std::string table = rated_table(rig, ann.id);
  ASSERT_FALSE(table.empty());
  rig.send(ann.id, msg("leave", {{"table", table}}));
  ASSERT_TRUE(rig.last(ann.id, "error").is_null()) << rig.last(ann.id, "error").dump();
  for (int step = 0; step < 2'000; ++step) rig.advance(1'000);
  const json ratings = rig.hub->ratings_json();
  const json* mine = rated_person(ratings, "Ann");
  ASSERT_NE(mine, nullptr) << "the game she left is rated: " << ratings.dump();
  ASSERT_EQ((*mine)["history"].size(), 1u) << mine->dump();
  EXPECT_EQ((*mine)["history"][0]["games"], 1) << mine->dump();
  EXPECT_EQ((*mine)["history"][0]["won"], 0) << "a forfeit is a loss: " << mine->dump();
}

// A stranger who takes a bot's seat in the middle of a rated game is not
// rated for it: the game counts for those who began it.
TEST(ServerRated, AStrangerWhoTakesABotsSeatMidGameIsNotRatedForIt) {
  HubRig rig;
  ScriptedPerson ann{rig.open()}, zed{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  zed.token = rig.hello(zed.id, "Zed");
  const std::string table = rated_table(rig, ann.id, {{"options", {{"target", 10}}}});
  ASSERT_FALSE(table.empty());
  // Zed sits down beside Ann (North's partner, South) once the game runs.
  bool sat = false;
  for (int step = 0; step < 20'000 && rig.last(ann.id, "game_over").is_null(); ++step) {
    if (!sat && !rig.last(ann.id, "state").is_null() && rig.last(ann.id, "state")["deal"].get<int>() >= 1) {
      rig.send(zed.id, msg("join", {{"table", table}, {"seat", 2}}));
      ASSERT_TRUE(rig.last(zed.id, "error").is_null()) << rig.last(zed.id, "error").dump();
      sat = true;
    }
    bool acted = ann.respond(rig, table);
    if (sat) acted = zed.respond(rig, table) || acted;
    if (!acted) rig.advance(1'000);
  }
  ASSERT_TRUE(sat);
  ASSERT_FALSE(rig.last(ann.id, "game_over").is_null()) << "the game did not end";
  const json ratings = rig.hub->ratings_json();
  EXPECT_EQ(rated_person(ratings, "Zed"), nullptr) << ratings.dump();
  const json* mine = rated_person(ratings, "Ann");
  ASSERT_NE(mine, nullptr) << ratings.dump();
  EXPECT_EQ((*mine)["history"].back()["games"], 1);
}

// Settles an in-person evening of the eight people (all of them with their
// own device): each round a seated person enters a score and someone of
// the other side confirms it, so every table is rated.
void play_confirmed_evening(HubRig& rig, const std::vector<net::ConnectionId>& people, const std::string& event, int rounds) {
  for (int round = 1; round <= rounds; ++round) {
    std::map<int, std::array<net::ConnectionId, 4>> tables;
    for (const net::ConnectionId c : people) {
      const json you = rig.last(c, "event")["you"];
      ASSERT_TRUE(you.is_object() && you.contains("number")) << rig.last(c, "event").dump();
      tables[you["number"].get<int>()][you["seat"].get<std::size_t>()] = c;
    }
    for (const auto& [number, seats] : tables) {
      // North-South win odd tables, East-West even ones.
      const bool ns = (number + round) % 2 == 0;
      rig.send(seats[0], msg("event_score", {{"event", event}, {"round", round}, {"table", number},
                                             {"points", {ns ? 9 : 5, ns ? 5 : 9}}}));
      rig.send(seats[1], msg("event_confirm", {{"event", event}, {"round", round}, {"table", number}}));
      ASSERT_TRUE(rig.last(seats[1], "error").is_null()) << rig.last(seats[1], "error").dump();
    }
  }
}

// One person with a second identity plays quick rated games against
// himself: the second identity is new, so its games move nobody
// established, it is listed after everyone established, and only a day's
// first eight games between the same people count at all.
TEST(ServerRated, ASecondIdentityPlayingItselfMovesNobodyEstablished) {
  HubRig rig;
  std::vector<net::ConnectionId> club;
  static const char* const kClub[] = {"Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"};
  for (const char* name : kClub) {
    club.push_back(rig.open());
    rig.hello(club.back(), name);
  }
  // Twelve rounds of a club evening in person establish the eight.
  rig.send(club[0], msg("event_create", {{"name", "Club"}, {"in_person", true}, {"rounds", 12}, {"deals", 8},
                                         {"check_in_minutes", 0}, {"movement", "fixed"}}));
  const std::string event = rig.last(club[0], "event").value("event", "");
  ASSERT_FALSE(event.empty()) << rig.last_frame(club[0]).dump();
  for (std::size_t i = 1; i < club.size(); ++i) rig.send(club[i], msg("event_join", {{"event", event}}));
  rig.send(club[0], msg("event_start", {{"event", event}}));
  play_confirmed_evening(rig, club, event, 12);
  ASSERT_EQ(rig.last(club[0], "event")["status"], "over");
  const json before = rig.hub->ratings_json();
  const json* ann_before = rated_person(before, "Ann");
  ASSERT_NE(ann_before, nullptr);
  ASSERT_FALSE((*ann_before)["provisional"].get<bool>()) << ann_before->dump();

  // Ann's second identity: Ann sits North, "Ann2" East, bots in the other seats.
  ScriptedPerson ann{club[0]}, ann2{rig.open()};
  ann.seen = rig.frames(ann.id).size();
  ann2.token = rig.hello(ann2.id, "Ann2");
  rig.advance(24LL * 60 * 60 * 1000);  // another day
  for (int game = 0; game < 12; ++game) {
    const std::string table = create_table(rig, ann.id, {{"pace", "instant"}, {"seat", 0}, {"rated", true},
                                                         {"options", {{"target", 2}}},
                                                         {"bots", {nullptr, nullptr, "basic", "basic"}}});
    ASSERT_FALSE(table.empty()) << rig.last_frame(ann.id).dump();
    rig.send(ann2.id, msg("join", {{"table", table}, {"seat", 1}}));
    const std::size_t overs = rig.count(ann.id, "game_over");
    for (int step = 0; step < 20'000 && rig.count(ann.id, "game_over") == overs; ++step) {
      bool acted = ann.respond(rig, table);
      acted = ann2.respond(rig, table) || acted;
      if (!acted) rig.advance(1'000);
    }
    ASSERT_GT(rig.count(ann.id, "game_over"), overs) << "game " << game << " did not end";
    rig.send(ann.id, msg("leave", {{"table", table}}));
    rig.send(ann2.id, msg("leave", {{"table", table}}));
  }
  const json after = rig.hub->ratings_json();
  const json* ann_after = rated_person(after, "Ann");
  ASSERT_NE(ann_after, nullptr);
  EXPECT_EQ((*ann_after)["rating"], (*ann_before)["rating"]) << "the second identity's games moved Ann";
  EXPECT_EQ((*ann_after)["history"], (*ann_before)["history"]);
  const json* second = rated_person(after, "Ann2");
  ASSERT_NE(second, nullptr) << after.dump();
  EXPECT_TRUE((*second)["provisional"].get<bool>());
  EXPECT_EQ((*second)["place"].get<int>(), static_cast<int>(after["people"].size())) << "after everyone established";
  EXPECT_EQ((*second)["history"][0]["games"], 8) << "a day's first eight games between the same people";
}

}  // namespace
}  // namespace euchre::testing
