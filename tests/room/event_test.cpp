// Club events on the server (issue 30; docs/events.md, "Events on the
// server"): an organiser creates a progressive evening, people register, the
// organiser starts it, each round opens the server's own tables with the
// people seated and bots in the empty seats, the next round is seated when
// every table has played its deals, and the standings are everyone's points
// from the tables' records. A restart in the middle of a round loses
// nothing. Source of the format: Keller, The Game of Euchre (1887), ch. 8.
#include <cmath>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../protocol_schema_check.h"
#include "../schema_check.h"
#include "egn/egn.h"
#include "events/emn.h"
#include "faulty_store.h"
#include "harness.h"
#include "club.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

TEST(ServerEvents, AnEveningRunsFromRegistrationToStandingsAtTheServersTables) {
  HubRig rig;
  Club club = registered(rig);
  ASSERT_FALSE(club.event.empty());
  const json before = rig.last(club.people[4]->id, "event");
  EXPECT_EQ(before["status"], "registering");
  EXPECT_EQ(before["people"].size(), 5u);
  // Only the organiser starts it.
  rig.send(club.people[1]->id, msg("event_start", {{"event", club.event}}));
  EXPECT_EQ(rig.last(club.people[1]->id, "error")["code"], "not_now");
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  const json started = rig.last(club.people[2]->id, "event");
  ASSERT_EQ(started["status"], "running");
  EXPECT_EQ(started["round"], 1);
  ASSERT_EQ(started["tables"].size(), 2u);  // five people and three bots
  // Each person is told where to sit, and sits there already; the table is
  // private (no invite given out) and plays 2 deals, no target.
  std::set<std::string> round_one;
  for (auto& p : club.people) {
    const json mine = rig.last(p->id, "event");
    ASSERT_TRUE(mine["you"].contains("table")) << mine.dump();
    const std::string tid = mine["you"]["table"];
    round_one.insert(tid);
    const auto t = rig.hub->find_table(tid);
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(t->seat_of(static_cast<store::PersonId>(&p - &club.people[0] + 1)), mine["you"]["seat"].get<int>());
    EXPECT_TRUE(t->settings().is_private);
    EXPECT_EQ(t->settings().rules.num_deals, 2);
    EXPECT_EQ(t->settings().event, club.event);
  }
  // A stranger cannot watch an event's table; registering once it runs, he
  // waits for the organiser to give him a place (no seat, no standing).
  const auto zed = rig.open();
  rig.hello(zed, "Zed");
  rig.send(zed, msg("watch", {{"table", *round_one.begin()}}));
  EXPECT_EQ(rig.last(zed, "error")["code"], "unknown_table");
  rig.send(zed, msg("event_join", {{"event", club.event}}));
  EXPECT_EQ(rig.last(zed, "event")["you"], json({{"waiting", true}}));
  rig.send(zed, msg("event_leave", {{"event", club.event}}));
  EXPECT_EQ(rig.last(zed, "event")["you"], json({{"left", true}}));

  play_event(rig, club);
  const json over = rig.last(club.people[3]->id, "event");
  ASSERT_EQ(over["status"], "over");
  ASSERT_EQ(over["standings"].size(), 5u) << "the bots are not in the standings";
  // Every person's points are his sides' points in the two rounds' records.
  std::map<std::string, int> points;
  for (const auto& [tid, table] : rig.hub->tables()) {
    if (table->settings().event != club.event) continue;
    const auto row = rig.store().latest_game(tid);
    ASSERT_TRUE(row && row->finished);
    const egn::Record record = egn::read(row->record);
    EXPECT_EQ(record.game->deals_played(), 2);
    for (int s = 0; s < 4; ++s)
      if (table->seat(s).person) points[rig.hub->name_of(*table->seat(s).person)] += record.game->score()[static_cast<std::size_t>(s % 2)];
  }
  int last = 1 << 30;
  for (const json& s : over["standings"]) {
    EXPECT_EQ(s["points"], points[s["name"]]) << s.dump();
    EXPECT_LE(s["points"].get<int>(), last);
    last = s["points"];
  }
  // The evening as EMN (docs/events.md, "EMN"): valid against the EMN
  // schema, one game a table a round, each with its four people and bots
  // and the same points as the standings.
  const auto emn = rig.hub->event_emn(club.event, false);
  ASSERT_TRUE(emn.has_value());
  const std::filesystem::path file = std::filesystem::temp_directory_path() / ("event_" + club.event + ".emn");
  std::ofstream(file) << *emn;
  EXPECT_EQ(test::invalid_emn_file(file), "");
  std::filesystem::remove(file);
  const events::EmnResults read = events::read_emn(*emn);
  ASSERT_EQ(read.games.size(), 4u) << "two rounds of two tables";
  std::map<std::string, int> emn_points;
  for (const events::EmnGameResult& g : read.games)
    for (std::size_t s = 0; s < 4; ++s) emn_points[g.names[s]] += g.score[s % 2];
  for (const json& s : over["standings"]) EXPECT_EQ(emn_points[s["name"]], s["points"]) << s.dump();
  EXPECT_NE(rig.hub->event_emn(club.event, true)->find("euchre evening extra to EMN"), std::string::npos);
  // The ratings (docs/events.md, "Ratings"): the evening is one period; each
  // person played two games (rounds), bots are not rated; best first; a
  // person who won more rounds than he lost is above 1500.
  const json ratings = rig.hub->ratings_json()["people"];
  ASSERT_EQ(ratings.size(), 5u);
  double last_rating = 1e9;
  for (const json& p : ratings) {
    EXPECT_LE(p["rating"].get<double>(), last_rating);
    last_rating = p["rating"];
    ASSERT_EQ(p["history"].size(), 1u);
    // Without spectators the public list names the evening without its link (privacy_test.cpp).
    EXPECT_TRUE(p["history"][0]["event"].is_null()) << p.dump();
    EXPECT_EQ(p["history"][0]["games"], 2);
    const int won = p["history"][0]["won"];
    const int lost_or_drawn = 2 - won;
    if (won > lost_or_drawn) {
      EXPECT_GT(p["rating"].get<double>(), 1500) << p.dump();
    }
    if (won == 0) {
      EXPECT_LE(p["rating"].get<double>(), 1500) << p.dump();  // two draws keep 1500
    }
  }
  // Asked for less (the page): the best one, and the last person wherever
  // he stands; only his history, and the places and the count as in full.
  const json last_one = ratings.back();
  const json less = rig.hub->ratings_json({1, last_one["person"].get<store::PersonId>()});
  EXPECT_EQ(less["rated"], 5);
  ASSERT_EQ(less["people"].size(), 2u);
  EXPECT_EQ(less["people"][0]["person"], ratings[0]["person"]);
  EXPECT_EQ(less["people"][0]["place"], 1);
  EXPECT_FALSE(less["people"][0].contains("history")) << "a history not asked for";
  EXPECT_EQ(less["people"][1]["place"], 5);
  EXPECT_EQ(less["people"][1]["history"], last_one["history"]);
  EXPECT_EQ(rig.hub->ratings_json({3, std::nullopt})["people"].size(), 3u);
  EXPECT_FALSE(rig.hub->event_emn("nope", false).has_value());
  // The event's messages fit their schemas.
  std::vector<json> frames;
  for (const std::string& f : rig.frames(club.people[0]->id))
    if (HubRig::is_type(f, "event")) frames.push_back(json::parse(f));
  EXPECT_EQ(test::invalid_protocol_messages(frames), "");
  // Its tables do not rematch: the event seats people.
  const std::string ann_table = rig.last(club.people[0]->id, "game_over")["table"];
  rig.send(club.people[0]->id, msg("rematch", {{"table", ann_table}}));
  EXPECT_NE(rig.last(club.people[0]->id, "error")["message"].get<std::string>().find("the next round seats you"),
            std::string::npos);
}

TEST(ServerEvents, WhatCannotBeDoneIsRefusedInWords) {
  HubRig rig;
  const auto ann = rig.open();
  rig.hello(ann, "Ann");
  const auto refusal = [&](const json& fields) {
    rig.send(ann, msg("event_create", fields));
    const json e = rig.last(ann, "error");
    return e.is_null() ? std::string("accepted") : e["code"].get<std::string>() + ": " + e["message"].get<std::string>();
  };
  EXPECT_NE(refusal({{"preset", "three-handed"}}).find("four-handed game in partnerships"), std::string::npos);
  EXPECT_NE(refusal({{"rounds", 0}}).find("\"rounds\" must be a whole number from 1"), std::string::npos);
  EXPECT_NE(refusal({{"movement", "mitchell"}}).find("unknown movement"), std::string::npos);
  EXPECT_NE(refusal({{"options", {{"target", 5}}}}).find("leave out target"), std::string::npos);
  EXPECT_NE(refusal({{"colour", "red"}}).find("unknown field \"colour\""), std::string::npos);
  rig.send(ann, msg("event_get", {{"event", "nope"}}));
  EXPECT_EQ(rig.last(ann, "error")["code"], "unknown_table");
  rig.send(ann, msg("event_start"));
  EXPECT_EQ(rig.last(ann, "error")["code"], "malformed");
  // Alone, the organiser cannot start; two people play a whist schedule of 4 (two bots): 3 rounds, not 9.
  rig.send(ann, msg("event_create", {{"movement", "whist"}, {"rounds", 9}}));
  const std::string ev = rig.last(ann, "event")["event"];
  rig.send(ann, msg("event_start", {{"event", ev}}));
  EXPECT_NE(rig.last(ann, "error")["message"].get<std::string>().find("at least two people"), std::string::npos);
  const auto bob = rig.open();
  rig.hello(bob, "Bob");
  rig.send(bob, msg("event_join", {{"event", ev}}));
  rig.send(bob, msg("event_join", {{"event", ev}}));
  EXPECT_NE(rig.last(bob, "error")["message"].get<std::string>().find("registered"), std::string::npos);
  rig.send(ann, msg("event_start", {{"event", ev}}));
  EXPECT_EQ(rig.last(ann, "event")["status"], "checking_in");
  rig.send(bob, msg("event_check_in", {{"event", ev}}));  // everyone in: the draw is tried, and fails
  EXPECT_EQ(rig.last(ann, "event")["status"], "registering") << "not stuck checking in";
  rig.send(ann, msg("event_start", {{"event", ev}}));
  EXPECT_NE(rig.last(ann, "error")["message"].get<std::string>().find("a whist schedule of 4 players has 3 rounds, not 9"), std::string::npos);
}

// Leaving (docs/events.md, "Leaving an evening"): before the start one is no
// longer registered; once it runs the stand-in plays the seat now and in the
// rounds left, the results stand, and the leaver is out of the standings.
// The organiser may drop a no-show; nobody else may drop anyone.
TEST(ServerEvents, LeavingBeforeAndDuringAnEvening) {
  HubRig rig;
  Club club = registered(rig);
  const auto& ann = *club.people[0];
  const auto& bob = *club.people[1];
  const auto& ed = *club.people[4];
  rig.send(bob.id, msg("event_drop", {{"event", club.event}, {"person", 5}}));
  EXPECT_NE(rig.last(bob.id, "error")["message"].get<std::string>().find("only the organiser"), std::string::npos);
  rig.send(ed.id, msg("event_leave", {{"event", club.event}}));
  EXPECT_EQ(rig.last(ann.id, "event")["people"].size(), 4u);
  EXPECT_EQ(rig.last(ed.id, "event")["registered"], false);
  rig.send(ed.id, msg("event_join", {{"event", club.event}}));  // back again
  rig.send(ed.id, msg("event_check_in", {{"event", club.event}}));
  rig.send(ann.id, msg("event_start", {{"event", club.event}}));
  const json started = rig.last(bob.id, "event");
  ASSERT_EQ(started["status"], "running");
  const std::string bob_table = started["you"]["table"];
  const int bob_seat = started["you"]["seat"];
  // Bob leaves mid-round: the stand-in has his seat at once.
  rig.send(bob.id, msg("event_leave", {{"event", club.event}}));
  const auto t = rig.hub->find_table(bob_table);
  ASSERT_NE(t, nullptr);
  EXPECT_FALSE(t->seat(bob_seat).person.has_value());
  EXPECT_EQ(rig.last(bob.id, "event")["you"], json({{"left", true}}));
  // The organiser drops Cy too (a no-show, say).
  rig.send(ann.id, msg("event_drop", {{"event", club.event}, {"person", 3}}));
  rig.send(ann.id, msg("event_drop", {{"event", club.event}, {"person", 3}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("has left event"), std::string::npos);
  play_event(rig, club);
  const json over = rig.last(ann.id, "event");
  ASSERT_EQ(over["status"], "over");
  std::set<std::string> placed;
  for (const json& s : over["standings"]) placed.insert(s["name"]);
  EXPECT_EQ(placed, (std::set<std::string>{"Ann", "Di", "Ed"}));
  // Nobody who left was seated in round 2: bots play their seats.
  int round_two = 0;
  for (const auto& [tid, table] : rig.hub->tables()) {
    if (table->settings().event != club.event || table->settings().name.find("round 2") == std::string::npos) continue;
    ++round_two;
    for (int s = 0; s < 4; ++s) {
      const auto p = table->seat(s).person;
      EXPECT_TRUE(!p || (*p != 2 && *p != 3)) << tid << " seat " << s;
    }
  }
  EXPECT_EQ(round_two, 2);
  std::vector<json> frames;
  for (const std::string& f : rig.frames(ann.id))
    if (HubRig::is_type(f, "event")) frames.push_back(json::parse(f));
  EXPECT_EQ(test::invalid_protocol_messages(frames), "");
}

// Bringing someone back (docs/events.md, "Bringing someone back"; issue 38:
// a person dropped by mistake could never come back): only the organiser,
// only while the evening runs; the seat is the person's again at once (the
// deal being played ends with the stand-in), and so is the place's whole
// tally; a place given to a substitute meanwhile is not taken back.
TEST(ServerEvents, TheOrganiserBringsBackSomeoneWhoLeftOrWasDropped) {
  HubRig rig;
  Club club = registered(rig);
  const auto& ann = *club.people[0];
  const auto& bob = *club.people[1];
  const auto& cy = *club.people[2];
  const auto person_of = [&](const ScriptedPerson& who) { return rig.last(who.id, "welcome")["person"].get<std::int64_t>(); };
  const std::int64_t bob_person = person_of(bob), cy_person = person_of(cy);
  // Before the start, a leaver registers again: there is nothing to bring back.
  rig.send(ann.id, msg("event_drop", {{"event", club.event}, {"person", cy_person}}));
  rig.send(ann.id, msg("event_return", {{"event", club.event}, {"person", cy_person}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("registers again by its link"), std::string::npos)
      << rig.last(ann.id, "error");
  rig.send(cy.id, msg("event_join", {{"event", club.event}}));
  rig.send(cy.id, msg("event_check_in", {{"event", club.event}}));
  rig.send(ann.id, msg("event_start", {{"event", club.event}}));
  const json started = rig.last(bob.id, "event");
  ASSERT_EQ(started["status"], "running");
  const std::string bob_table = started["you"]["table"];
  const int bob_seat = started["you"]["seat"];
  const auto t = rig.hub->find_table(bob_table);
  ASSERT_NE(t, nullptr);
  rig.send(ann.id, msg("event_drop", {{"event", club.event}, {"person", bob_person}}));
  EXPECT_FALSE(t->seat(bob_seat).person.has_value());
  EXPECT_EQ(rig.last(bob.id, "event")["you"], json({{"left", true}}));
  // Nobody but the organiser, and nobody who has not left.
  rig.send(bob.id, msg("event_return", {{"event", club.event}, {"person", bob_person}}));
  EXPECT_NE(rig.last(bob.id, "error")["message"].get<std::string>().find("only the organiser"), std::string::npos);
  rig.send(ann.id, msg("event_return", {{"event", club.event}, {"person", cy_person}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("Cy has not left"), std::string::npos);
  rig.send(ann.id, msg("event_return", {{"event", club.event}}));
  EXPECT_EQ(rig.last(ann.id, "error")["code"], "malformed");
  // Back: his seat (at once, or claimed for the deal's end), his place.
  rig.clear(ann.id);
  rig.send(ann.id, msg("event_return", {{"event", club.event}, {"person", bob_person}}));
  EXPECT_TRUE(rig.last(ann.id, "error").is_null()) << rig.last(ann.id, "error");
  const json back = rig.last(bob.id, "event");
  EXPECT_EQ(back["you"]["table"], bob_table) << back["you"];
  EXPECT_EQ(back["you"]["seat"], bob_seat);
  for (const json& p : back["people"])
    if (p["person"] == bob_person) {
      EXPECT_EQ(p["left"], false);
    }
  // Di is dropped and her place given to Zed from the next round: taking
  // her back would take Zed's place; refused, naming him.
  const auto& di = *club.people[3];
  const std::int64_t di_person = person_of(di);
  rig.send(ann.id, msg("event_drop", {{"event", club.event}, {"person", di_person}}));
  ScriptedPerson zed(rig.open());
  zed.token = rig.hello(zed.id, "Zed");
  rig.send(zed.id, msg("event_join", {{"event", club.event}}));
  const json waiting = rig.last(ann.id, "event");
  int di_place = -1;
  for (const json& place : waiting["places"])
    if (place["instead_of"] == "Di") di_place = place["player"];
  ASSERT_GE(di_place, 0) << waiting["places"];
  rig.send(ann.id, msg("event_substitute", {{"event", club.event}, {"person", person_of(zed)}, {"player", di_place}}));
  rig.send(ann.id, msg("event_return", {{"event", club.event}, {"person", di_person}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("Di's place was given to Zed"), std::string::npos)
      << rig.last(ann.id, "error");
  const bool sits = t->seat(bob_seat).person == bob_person;
  const bool claims = t->claims().count(bob_seat) && t->claims().at(bob_seat) == bob_person;
  EXPECT_TRUE(sits || claims) << "his seat was not given back";
  play_event(rig, club);
  const json over = rig.last(ann.id, "event");
  ASSERT_EQ(over["status"], "over");
  std::set<std::string> placed;
  for (const json& st : over["standings"]) placed.insert(st["name"]);
  EXPECT_TRUE(placed.count("Bob")) << over["standings"];
  EXPECT_TRUE(placed.count("Zed") && !placed.count("Di")) << over["standings"];
  rig.send(ann.id, msg("event_return", {{"event", club.event}, {"person", bob_person}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("is over"), std::string::npos);
}

// Late arrivals (docs/events.md, "Late arrivals"; issue 38: the club's
// choice): with "seat" someone who registers once the evening runs is given
// the first bot's place free from the next round at once; by default he
// waits for the organiser; and when no place is free he waits either way.
TEST(ServerEvents, ALatecomerIsSeatedAtOnceWhereTheEveningSaysSo) {
  for (const char* late : {"seat", "organiser"}) {
    HubRig rig;
    Club club = registered(rig, {{"late_arrivals", late}, {"rounds", 3}});
    const auto ann = club.people[0]->id;
    EXPECT_EQ(rig.last(ann, "event")["late_arrivals"], late);
    rig.send(ann, msg("event_start", {{"event", club.event}}));
    ASSERT_EQ(rig.last(ann, "event")["status"], "running");
    for (const char* name : {"Zed", "Yan", "Xia", "Wes"}) {
      const auto id = rig.open();
      rig.hello(id, name);
      rig.send(id, msg("event_join", {{"event", club.event}}));
      const json you = rig.last(id, "event")["you"];
      EXPECT_EQ(you["waiting"], true) << late << " " << name;
      // Five people and three bots: three bots' places to give.
      const bool seated = std::string(late) == "seat" && std::string(name) != "Wes";
      EXPECT_EQ(you.value("from_round", 0), seated ? 2 : 0) << late << " " << name << ": " << you;
    }
  }
  HubRig rig;
  const auto ann = rig.open();
  rig.hello(ann, "Ann");
  rig.send(ann, msg("event_create", {{"late_arrivals", "table"}}));
  EXPECT_NE(rig.last(ann, "error")["message"].get<std::string>().find("\"late_arrivals\" must be"), std::string::npos);
}

// Changing an evening before it begins (docs/events.md; issue 38: an
// evening could not be edited, and a wrong choice was refused only at
// Start): only the organiser, only the fields given, with event_create's
// checks; the rules and the like stay; once it runs, nothing changes.
TEST(ServerEvents, TheOrganiserChangesAnEveningUntilItBegins) {
  HubRig rig;
  Club club = registered(rig, {{"check_in_minutes", 5}}, false);
  const auto ann = club.people[0]->id, bob = club.people[1]->id;
  const auto edit = [&](json fields) {
    fields["event"] = club.event;
    rig.clear(ann);
    rig.send(ann, msg("event_edit", fields));
    return rig.last(ann, "error");
  };
  rig.send(bob, msg("event_edit", {{"event", club.event}, {"rounds", 3}}));
  EXPECT_NE(rig.last(bob, "error")["message"].get<std::string>().find("only the organiser"), std::string::npos);
  EXPECT_EQ(edit({})["code"], "malformed");
  EXPECT_NE(edit({{"preset", "canadian"}})["message"].get<std::string>().find("cannot be changed once the evening is made"),
            std::string::npos);
  EXPECT_NE(edit({{"rounds", 0}})["message"].get<std::string>().find("rounds"), std::string::npos);
  EXPECT_NE(edit({{"movement", "shuffle"}})["message"].get<std::string>().find("shuffle"), std::string::npos);
  // A name is held to event_create's limit (60 characters).
  EXPECT_EQ(edit({{"name", std::string(61, 'x')}})["code"], "bad_settings");
  // The changes given, and only those; a clock replaces the deals.
  EXPECT_TRUE(edit({{"name", "Friday club"}, {"rounds", 3}, {"movement", "whist"}, {"minutes", 20}}).is_null())
      << rig.last(ann, "error");
  json ev = rig.last(ann, "event");
  EXPECT_EQ(ev["name"], "Friday club");
  EXPECT_EQ(ev["rounds"], 3);
  EXPECT_EQ(ev["movement"], "whist");
  EXPECT_EQ(ev["minutes"], 20);
  EXPECT_EQ(ev["preset"], "standard");
  EXPECT_EQ(rig.last(bob, "event")["name"], "Friday club") << "the registered were not told";
  // The turn clock of its tables (docs/events.md, "The turn clock"): 60 s unless changed.
  EXPECT_EQ(ev["turn_clock"], 60);
  EXPECT_NE(edit({{"clock", 3}})["message"].get<std::string>().find("\"clock\" must be 0 (no turn clock) or 5 to 600"),
            std::string::npos);
  EXPECT_TRUE(edit({{"deals", 4}, {"clock", 30}}).is_null());
  ev = rig.last(ann, "event");
  EXPECT_EQ(ev["deals"], 4);
  EXPECT_EQ(ev["minutes"], 0);
  EXPECT_EQ(ev["rounds"], 3);
  // Checking in: its minutes stay; the rest may still change.
  rig.send(ann, msg("event_start", {{"event", club.event}}));
  ASSERT_EQ(rig.last(ann, "event")["status"], "checking_in");
  EXPECT_EQ(edit({{"check_in_minutes", 10}})["code"], "not_now");
  EXPECT_TRUE(edit({{"rounds", 5}}).is_null());
  for (std::size_t i = 1; i < club.people.size(); ++i) rig.send(club.people[i]->id, msg("event_check_in", {{"event", club.event}}));
  ev = rig.last(ann, "event");
  ASSERT_EQ(ev["status"], "running");
  EXPECT_EQ(ev["rounds"], 5) << "the evening began with the settings as changed";
  // Whoever is seated (five people in a whist schedule of five: one sits out, drawn by lot).
  std::string seated_at;
  for (const auto& p : club.people)
    if (const json you = rig.last(p->id, "event")["you"]; you.is_object() && you.contains("table")) seated_at = you["table"];
  ASSERT_FALSE(seated_at.empty());
  const auto table = rig.hub->find_table(seated_at);
  ASSERT_NE(table, nullptr);
  EXPECT_EQ(table->settings().clock_seconds, 30) << "the tables' turn clock is the evening's";
  EXPECT_NE(edit({{"rounds", 2}})["message"].get<std::string>().find("has begun"), std::string::npos);
  EXPECT_EQ(rig.last(ann, "event"), json()) << "a refused change sent the evening";
}

// Checking in (docs/events.md, "Checking in"): the organiser's start opens
// a grace; the evening begins when everyone registered is in, or when the
// grace is over without the no-shows (REFERENCES: "No-shows and late
// players: drop them automatically; grace time at the start"), who are told.
TEST(ServerEvents, NoShowsAreDroppedWhenTheCheckInGraceIsOver) {
  HubRig rig;
  Club club = registered(rig, {{"check_in_minutes", 3}}, false);
  ASSERT_FALSE(club.event.empty());
  const auto id = [&](int i) { return club.people[static_cast<std::size_t>(i)]->id; };
  rig.send(id(1), msg("event_check_in", {{"event", club.event}}));
  rig.send(id(1), msg("event_check_in", {{"event", club.event}}));
  EXPECT_NE(rig.last(id(1), "error")["message"].get<std::string>().find("checked in already"), std::string::npos);
  const auto zed = rig.open();
  rig.hello(zed, "Zed");
  rig.send(zed, msg("event_check_in", {{"event", club.event}}));
  EXPECT_NE(rig.last(zed, "error")["message"].get<std::string>().find("not registered"), std::string::npos);
  rig.send(id(0), msg("event_start", {{"event", club.event}}));
  const json waiting = rig.last(id(2), "event");
  ASSERT_EQ(waiting["status"], "checking_in");
  EXPECT_EQ(waiting["clock"]["check_in_ends_ms"].get<std::int64_t>() - waiting["clock"]["now_ms"].get<std::int64_t>(), 180'000);
  std::set<std::string> in;
  for (const json& p : waiting["people"])
    if (p["checked_in"]) in.insert(p["name"]);
  EXPECT_EQ(in, (std::set<std::string>{"Ann", "Bob"})) << "the organiser is in by starting";
  rig.send(id(2), msg("event_check_in", {{"event", club.event}}));
  rig.send(id(3), msg("event_check_in", {{"event", club.event}}));
  rig.advance(179'000);
  EXPECT_EQ(rig.last(id(0), "event")["status"], "checking_in") << "the grace is not over";
  rig.advance(2'000);
  const json began = rig.last(id(0), "event");
  ASSERT_EQ(began["status"], "running");
  EXPECT_EQ(began["people"].size(), 4u);
  EXPECT_EQ(began["tables"].size(), 1u) << "four people here: one table, no bot";
  for (const json& seat : began["tables"][0]["seats"]) EXPECT_FALSE(seat["person"].is_null());
  // Ed did not check in: he is told, no longer registered, and cannot check in now.
  const json ed = rig.last(id(4), "event");
  EXPECT_EQ(ed["you"], json({{"no_show", true}}));
  EXPECT_FALSE(ed["registered"]);
  rig.send(id(4), msg("event_check_in", {{"event", club.event}}));
  EXPECT_NE(rig.last(id(4), "error")["message"].get<std::string>().find("has begun"), std::string::npos);
  std::vector<json> frames;
  for (const std::string& f : rig.frames(id(4)))
    if (HubRig::is_type(f, "event")) frames.push_back(json::parse(f));
  EXPECT_EQ(test::invalid_protocol_messages(frames), "");
}

// Everyone in: the evening begins at once. The organiser may also begin
// before the grace is over; fewer than two in when it ends: back to registering.
TEST(ServerEvents, TheEveningBeginsWhenEveryoneIsInOrTheOrganiserSaysSo) {
  {
    HubRig rig;
    Club club = registered(rig, {}, false);
    rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
    for (std::size_t i = 1; i < 5; ++i) {
      EXPECT_EQ(rig.last(club.people[0]->id, "event")["status"], "checking_in") << i;
      rig.send(club.people[i]->id, msg("event_check_in", {{"event", club.event}}));
    }
    EXPECT_EQ(rig.last(club.people[0]->id, "event")["status"], "running");
    EXPECT_EQ(rig.last(club.people[0]->id, "event")["people"].size(), 5u);
  }
  {
    HubRig rig;
    Club club = registered(rig, {}, false);
    rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
    rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
    EXPECT_NE(rig.last(club.people[0]->id, "error")["message"].get<std::string>().find("only you have checked in"),
              std::string::npos);
    rig.send(club.people[3]->id, msg("event_check_in", {{"event", club.event}}));
    rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));  // begin now
    const json began = rig.last(club.people[3]->id, "event");
    EXPECT_EQ(began["status"], "running");
    EXPECT_EQ(began["people"].size(), 2u);
  }
  {
    HubRig rig;
    Club club = registered(rig, {{"check_in_minutes", 1}}, false);
    rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
    rig.advance(61'000);
    const json back = rig.last(club.people[1]->id, "event");
    EXPECT_EQ(back["status"], "registering") << "one person cannot play an evening";
    EXPECT_EQ(back["people"].size(), 5u) << "nobody is dropped when the evening does not begin";
  }
  {
    HubRig rig;  // no check-in: everyone registered plays at once
    Club club = registered(rig, {{"check_in_minutes", 0}}, false);
    rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
    EXPECT_EQ(rig.last(club.people[4]->id, "event")["status"], "running");
    EXPECT_EQ(rig.last(club.people[4]->id, "event")["people"].size(), 5u);
  }
}

// Timed rounds (docs/events.md, "Timed rounds"; club custom: 20 to 25
// minutes a round, the hand in progress is finished): when the round's
// clock runs out every table plays out its deal and ends; the records say
// how many deals were played; the next round has a clock of its own.
TEST(ServerEvents, ATimedRoundEndsAfterTheDealInProgressWhenItsTimeIsUp) {
  HubRig rig;
  Club club = registered(rig, {{"minutes", 5}, {"rounds", 2}, {"deals", nullptr}});
  ASSERT_FALSE(club.event.empty());
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  const json started = rig.last(club.people[1]->id, "event");
  ASSERT_EQ(started["status"], "running");
  EXPECT_EQ(started["minutes"], 5);
  EXPECT_EQ(started["deals"], 30) << "a timed round's deals are only a cap";
  const json clock = started["clock"];
  EXPECT_EQ(clock["ends_ms"].get<std::int64_t>() - clock["started_ms"].get<std::int64_t>(), 300'000);
  EXPECT_FALSE(clock["time_up"]);
  std::vector<std::string> round_one;
  for (const json& t : started["tables"]) round_one.push_back(t["table"]);
  // Play one deal's worth of moves, then let the clock run out.
  for (int step = 0; step < 40; ++step)
    for (auto& p : club.people) p->respond(rig, rig.last(p->id, "event")["you"]["table"]);
  // The turn clocks play for whoever waits until a moment before the end.
  rig.advance(300'000 - 1 - (rig.executor.now_ms() - clock["started_ms"].get<std::int64_t>()));
  EXPECT_FALSE(rig.last(club.people[0]->id, "event")["clock"]["time_up"]);
  std::map<std::string, int> dealt_at_time_up;
  for (const std::string& tid : round_one) {
    const auto t = rig.hub->find_table(tid);
    ASSERT_TRUE(t && t->game() && !t->game()->over());
    dealt_at_time_up[tid] = std::max(t->game()->deals_played(), 1);
  }
  rig.advance(1);
  EXPECT_TRUE(rig.last(club.people[0]->id, "event")["clock"]["time_up"]);
  // Finish the deals in progress (bounded).
  for (int step = 0; step < 5'000 && rig.last(club.people[0]->id, "event")["round"] == 1; ++step) {
    bool any = false;
    for (auto& p : club.people) {
      const json mine = rig.last(p->id, "event");
      if (mine["you"].contains("table")) any |= p->respond(rig, mine["you"]["table"]);
    }
    if (!any) rig.advance(1'000);
  }
  const json second = rig.last(club.people[0]->id, "event");
  ASSERT_EQ(second["round"], 2);
  EXPECT_FALSE(second["clock"]["time_up"]) << "round 2 has its own clock";
  EXPECT_EQ(second["clock"]["ends_ms"].get<std::int64_t>() - second["clock"]["started_ms"].get<std::int64_t>(), 300'000);
  for (const std::string& tid : round_one) {
    const auto row = rig.store().latest_game(tid);
    ASSERT_TRUE(row && row->finished) << tid;
    const egn::Record record = egn::read(row->record);
    EXPECT_EQ(record.game->deals_played(), dealt_at_time_up[tid]) << "the deal in progress was finished, and no other";
    EXPECT_EQ(record.game->rules().num_deals, dealt_at_time_up[tid]) << "the record says how long the game was";
    EXPECT_TRUE(record.game->over());
  }
  play_event(rig, club);
  EXPECT_EQ(rig.last(club.people[0]->id, "event")["status"], "over");
}

// Breaks between rounds (docs/events.md, "Breaks"; issue 38): when a round
// ends, everyone is told where he sits next and when; the next round's
// tables open when the break is over, or at once when the organiser begins
// it; a restart in a break keeps its end; a hall's scores wait for the round.
TEST(ServerEvents, ABreakBetweenRoundsSaysWhereEachSitsNextAndOpensTheRoundWhenItEnds) {
  MemoryStore memory;
  std::string event;
  std::vector<std::string> tokens;
  std::int64_t ends = 0;
  const auto round_tables = [](HubRig& rig, const std::string& id, int round) {
    int n = 0;
    for (const auto& [tid, table] : rig.hub->tables())
      n += table->settings().event == id && table->settings().name.find("round " + std::to_string(round)) != std::string::npos;
    return n;
  };
  {
    HubRig rig({}, &memory);
    Club club = registered(rig, {{"break_minutes", 5}, {"rounds", 3}});
    event = club.event;
    const auto ann = club.people[0]->id;
    EXPECT_EQ(rig.last(ann, "event")["break_minutes"], 5);
    rig.send(ann, msg("event_start", {{"event", event}}));
    play_rounds(rig, club, 2);
    json ev = rig.last(ann, "event");
    ASSERT_EQ(ev["status"], "running");
    ASSERT_EQ(ev["round"], 2);
    ASSERT_TRUE(ev["clock"].contains("break_ends_ms")) << ev["clock"];
    ends = ev["clock"]["break_ends_ms"];
    EXPECT_EQ(ends - ev["clock"]["now_ms"].get<std::int64_t>(), 5 * 60'000);
    // The next round's tables as drawn, none of them opened yet.
    ASSERT_EQ(ev["tables"].size(), 2U);
    for (const json& t : ev["tables"]) {
      EXPECT_TRUE(t["table"].is_null());
      EXPECT_EQ(t["upcoming"], true);
    }
    EXPECT_EQ(test::invalid_protocol_messages({ev}), "");
    EXPECT_EQ(round_tables(rig, event, 2), 0) << "round 2's tables opened before the break ended";
    for (auto& p : club.people) {
      const json you = rig.last(p->id, "event")["you"];
      EXPECT_EQ(you["after_break"], true) << you;
      EXPECT_GE(you["number"].get<int>(), 1);
    }
    // Someone given a place in the break plays it in the round about to begin.
    const auto zed = rig.open();
    rig.hello(zed, "Zed");
    rig.send(zed, msg("event_join", {{"event", event}}));
    const json places = rig.last(ann, "event")["places"];
    ASSERT_FALSE(places.empty());
    const auto zed_person = rig.last(zed, "welcome")["person"].get<std::int64_t>();
    rig.send(ann, msg("event_substitute", {{"event", event}, {"person", zed_person}, {"player", places[0]["player"]}}));
    EXPECT_EQ(rig.last(zed, "event")["you"]["after_break"], true) << rig.last(zed, "event")["you"];
    rig.advance(60'000);
    EXPECT_EQ(round_tables(rig, event, 2), 0);
    for (auto& p : club.people) tokens.push_back(p->token);
  }  // the process dies in the break
  HubRig rig({}, &memory);
  rig.advance(2 * 60'000);
  rig.hub->restore();
  Club club = reconnected(rig, event, tokens);
  const auto ann = club.people[0]->id;
  rig.send(ann, msg("event_get", {{"event", event}}));
  EXPECT_EQ(rig.last(ann, "event")["clock"]["break_ends_ms"], ends) << "the restart changed the break's end";
  EXPECT_EQ(round_tables(rig, event, 2), 0);
  rig.advance(ends - rig.executor.now_ms() + 1'000);
  EXPECT_EQ(round_tables(rig, event, 2), 2) << "round 2 did not open when the break ended";
  json ev = rig.last(ann, "event");
  EXPECT_FALSE(ev["clock"].contains("break_ends_ms"));
  EXPECT_TRUE(ev["you"].contains("table")) << ev["you"];
  // The next break: the organiser begins round 3 at once; nobody else may.
  play_rounds(rig, club, 3);
  ASSERT_TRUE(rig.last(ann, "event")["clock"].contains("break_ends_ms"));
  rig.send(club.people[1]->id, msg("event_start", {{"event", event}}));
  EXPECT_NE(rig.last(club.people[1]->id, "error")["message"].get<std::string>().find("only the organiser"), std::string::npos);
  rig.send(ann, msg("event_start", {{"event", event}}));
  EXPECT_EQ(round_tables(rig, event, 3), 2);
  play_event(rig, club);
  EXPECT_EQ(rig.last(ann, "event")["status"], "over");
}

// A timed round whose time ran out while the server was down ends when it
// is back: each table plays out the deal it was in, no more.
TEST(ServerEvents, ARoundWhoseTimeRanOutDuringARestartEndsAfterItsDeal) {
  MemoryStore memory;
  std::string event;
  std::vector<std::string> tokens;
  std::int64_t ends = 0;
  std::map<std::string, int> dealt_at_the_crash;
  {
    HubRig rig({}, &memory);
    Club club = registered(rig, {{"minutes", 5}, {"rounds", 1}});
    event = club.event;
    rig.send(club.people[0]->id, msg("event_start", {{"event", event}}));
    ends = rig.last(club.people[0]->id, "event")["clock"]["ends_ms"];
    for (auto& p : club.people) tokens.push_back(p->token);
    for (int step = 0; step < 6; ++step)
      for (auto& p : club.people) p->respond(rig, rig.last(p->id, "event")["you"]["table"]);
    for (const auto& [tid, table] : rig.hub->tables())
      if (table->settings().event == event) dealt_at_the_crash[tid] = std::max(table->game()->deals_played(), 1);
  }  // the process dies
  HubRig rig({}, &memory);
  rig.advance(ends - rig.executor.now_ms() + 60'000);  // back a minute after the round's end
  rig.hub->restore();
  Club club = reconnected(rig, event, tokens);
  play_event(rig, club);
  EXPECT_EQ(rig.last(club.people[0]->id, "event")["status"], "over");
  for (const auto& [tid, table] : rig.hub->tables()) {
    if (table->settings().event != event) continue;
    const auto row = memory.latest_game(tid);
    ASSERT_TRUE(row && row->finished);
    EXPECT_EQ(egn::read(row->record).game->deals_played(), dealt_at_the_crash[tid]) << "the deal in progress at the crash";
  }
}

// Substitutes (docs/events.md, "Substitutes"): someone who comes after the
// evening began registers and waits; the organiser gives him a place that a
// bot plays (a leaver's, or a bye-filling bot's) from the next round. His
// tally is the rounds he played, and his own average for the rounds before
// he came, as for a bye; the leaver stays out of the standings.
TEST(ServerEvents, ASubstituteTakesALeaversOrABotsPlaceFromTheNextRound) {
  HubRig rig;
  Club club = registered(rig, {{"rounds", 3}});
  ASSERT_FALSE(club.event.empty());
  const auto id = [&](int i) { return club.people[static_cast<std::size_t>(i)]->id; };
  rig.send(id(0), msg("event_start", {{"event", club.event}}));
  ASSERT_EQ(rig.last(id(0), "event")["status"], "running");
  for (const char* name : {"Zed", "Yan"}) {
    club.people.push_back(std::make_unique<ScriptedPerson>(rig.open()));
    club.people.back()->token = rig.hello(club.people.back()->id, name);
    rig.send(club.people.back()->id, msg("event_join", {{"event", club.event}}));
  }
  const auto zed = id(5);
  const store::PersonId zed_person = 6, yan_person = 7, cy_person = 3;
  const json waiting = rig.last(zed, "event");
  EXPECT_EQ(waiting["you"], json({{"waiting", true}}));
  EXPECT_TRUE(waiting["registered"]);
  const auto refusal = [&](net::ConnectionId who, const json& fields) {
    json m = fields;
    m["event"] = club.event;
    const std::size_t before = rig.frames(who).size();
    rig.send(who, msg("event_substitute", m));
    for (std::size_t f = before; f < rig.frames(who).size(); ++f)
      if (HubRig::is_type(rig.frames(who)[f], "error")) return json::parse(rig.frames(who)[f])["message"].get<std::string>();
    return std::string("accepted");
  };
  EXPECT_NE(refusal(id(1), {{"person", zed_person}, {"player", 2}}).find("only the organiser"), std::string::npos);
  EXPECT_NE(refusal(id(0), {{"person", zed_person}, {"player", 2}}).find("is Cy's"), std::string::npos) << "Cy is here";
  EXPECT_NE(refusal(id(0), {{"person", zed_person}, {"player", 99}}).find("no place 99"), std::string::npos);
  // Cy leaves; her place goes to Zed from round 2. Yan gets a bot's place (players 5 to 7 are bots).
  rig.send(id(2), msg("event_leave", {{"event", club.event}}));
  json places = rig.last(id(0), "event")["places"];
  EXPECT_EQ(places.size(), 4u) << places.dump();  // Cy's and the three bots'
  EXPECT_EQ(refusal(id(0), {{"person", zed_person}, {"player", 2}}), "accepted");
  EXPECT_EQ(rig.last(zed, "event")["you"], json({{"waiting", true}, {"from_round", 2}}));
  EXPECT_NE(refusal(id(0), {{"person", zed_person}, {"player", 5}}).find("has a place"), std::string::npos);
  EXPECT_NE(refusal(id(0), {{"person", yan_person}, {"player", 2}}).find("is Zed's"), std::string::npos);
  EXPECT_EQ(refusal(id(0), {{"person", yan_person}, {"player", 5}}), "accepted");
  EXPECT_EQ(rig.last(id(0), "event")["places"].size(), 2u);

  play_event(rig, club);
  const json over = rig.last(id(0), "event");
  ASSERT_EQ(over["status"], "over");
  // Who sat where, from the tables: Zed and Yan from round 2 on, Cy never after round 1.
  std::map<store::PersonId, std::map<int, int>> points_by_round;  // person -> round -> side points
  for (const auto& [tid, table] : rig.hub->tables()) {
    if (table->settings().event != club.event) continue;
    const std::string& name = table->settings().name;
    const int round = name[name.find("round ") + 6] - '0';
    const auto row = rig.store().latest_game(tid);
    ASSERT_TRUE(row && row->finished);
    const egn::Record record = egn::read(row->record);
    for (int s = 0; s < 4; ++s)
      if (const auto p = table->seat(s).person) points_by_round[*p][round] = record.game->score()[static_cast<std::size_t>(s % 2)];
  }
  EXPECT_EQ(points_by_round[zed_person].size(), 2u);
  EXPECT_FALSE(points_by_round[zed_person].count(1));
  EXPECT_EQ(points_by_round[yan_person].size(), 2u);
  EXPECT_EQ(points_by_round[cy_person].size(), 0u) << "Cy left in round 1: the stand-in played it out";
  std::map<std::string, json> standing;
  for (const json& s : over["standings"]) standing[s["name"]] = s;
  EXPECT_FALSE(standing.count("Cy"));
  for (const auto& [person, name] : std::vector<std::pair<store::PersonId, std::string>>{{zed_person, "Zed"}, {yan_person, "Yan"}}) {
    ASSERT_TRUE(standing.count(name)) << name;
    int played = 0;
    for (const auto& [round, points] : points_by_round[person]) played += points;
    // Issue 36: nothing for the round before he came (it was credited his
    // average, as a bye, and a latecomer could outrank those who played).
    EXPECT_EQ(standing[name]["points"], played) << name << ": two rounds played, nothing for the first";
    EXPECT_EQ(standing[name]["byes"], 0) << name;
  }
  // The EMN names the places the substitutes took ("...; Zed from round 2"),
  // and its extra file says who held which place from when.
  const json extra = json::parse(*rig.hub->event_emn(club.event, true));
  ASSERT_EQ(extra["substitutes"].size(), 2u) << extra.dump();
  std::set<std::string> subs;
  for (const json& s : extra["substitutes"]) {
    subs.insert(s["name"].get<std::string>());
    EXPECT_EQ(s["from_round"], 2);
    EXPECT_EQ(s["id"], "person-" + std::to_string(s["name"] == "Zed" ? zed_person : yan_person));
  }
  EXPECT_EQ(subs, (std::set<std::string>{"Yan", "Zed"}));
  const std::string emn = *rig.hub->event_emn(club.event, false);
  EXPECT_NE(emn.find("; Zed from round 2"), std::string::npos);
  EXPECT_NE(emn.find("; Yan from round 2"), std::string::npos);
  std::vector<json> frames;
  for (const std::string& f : rig.frames(zed))
    if (HubRig::is_type(f, "event")) frames.push_back(json::parse(f));
  EXPECT_EQ(test::invalid_protocol_messages(frames), "");
}

// kill -9 in the middle of a round: a new hub on the same store brings the
// event, its round's tables and its people back, and the evening finishes.
TEST(ServerEvents, ARestartInTheMiddleOfARoundLosesNothing) {
  MemoryStore memory;
  std::string event;
  std::vector<std::string> tokens;
  {
    HubRig rig({}, &memory);
    Club club = registered(rig);
    event = club.event;
    rig.send(club.people[0]->id, msg("event_start", {{"event", event}}));
    for (auto& p : club.people) tokens.push_back(p->token);
    // Play a little of round 1.
    for (int step = 0; step < 6; ++step)
      for (auto& p : club.people) {
        const json mine = rig.last(p->id, "event");
        p->respond(rig, mine["you"]["table"]);
      }
  }  // the process dies
  HubRig rig({}, &memory);
  rig.hub->restore();
  Club club = reconnected(rig, event, tokens);
  const json back = rig.last(club.people[1]->id, "event");
  ASSERT_FALSE(back.is_null()) << "a registered person hears of the event on hello";
  EXPECT_EQ(back["status"], "running");
  EXPECT_EQ(back["round"], 1);
  play_event(rig, club);
  const json over = rig.last(club.people[0]->id, "event");
  EXPECT_EQ(over["status"], "over");
  EXPECT_EQ(over["standings"].size(), 5u);
  EXPECT_TRUE(memory.open_events().empty()) << "an evening that is over is not restored again";
}

// A store fault while a round's table is being seated: the half-seated
// table goes, and the event opens a whole one a moment later; nobody holds
// a seat at two tables of the round.
TEST(ServerEvents, AStoreFaultWhileSeatingARoundLeavesNoHalfSeatedTable) {
  MemoryStore memory;
  FaultyStore faulty(memory);
  HubRig rig({}, &faulty);
  Club club = registered(rig);
  faulty.fail_next["set_seat"] = 2;
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  rig.advance(3'000);  // the event's retry
  const json ev = rig.last(club.people[0]->id, "event");
  ASSERT_EQ(ev["status"], "running");
  ASSERT_EQ(ev["tables"].size(), 2u);
  EXPECT_EQ(faulty.fail_next["set_seat"], 0) << "the fault happened";
  int event_tables = 0;
  for (const auto& [tid, table] : rig.hub->tables()) event_tables += table->settings().event == club.event;
  EXPECT_EQ(event_tables, 2) << "no half-seated table left over";
  std::set<store::PersonId> seated;
  for (const json& t : ev["tables"])
    for (const json& s : t["seats"])
      if (!s["person"].is_null()) {
        EXPECT_TRUE(seated.insert(s["person"].get<store::PersonId>()).second);
      }
  EXPECT_EQ(seated.size(), 5u);
  for (const json& t : ev["tables"]) {
    const auto table = rig.hub->find_table(t["table"]);
    ASSERT_NE(table, nullptr);
    for (int s = 0; s < 4; ++s) EXPECT_TRUE(table->seat(s).person || !table->seat(s).bot.empty()) << "seat " << s << " left open";
  }
}

// A round's table finished while the event's own write failed, and was then
// closed: a restart takes its result from the table's finished game.
TEST(ServerEvents, AResultTheEventNeverWroteIsTakenFromTheClosedTablesRecord) {
  MemoryStore memory;
  std::string event;
  std::vector<std::string> tokens;
  int finished = 0;
  {
    FaultyStore faulty(memory);
    HubRig rig({}, &faulty);
    Club club = registered(rig);
    event = club.event;
    rig.send(club.people[0]->id, msg("event_start", {{"event", event}}));
    for (auto& p : club.people) tokens.push_back(p->token);
    faulty.fail_always.insert("update_event");  // the event's state is never written again
    // Play until one table of round 1 is over.
    for (int step = 0; step < 20'000; ++step) {
      bool done = false;
      for (const auto& [tid, table] : rig.hub->tables())
        done |= table->settings().event == event && table->game() && table->game()->over();
      if (done) break;
      bool any = false;
      for (auto& p : club.people) {
        const json mine = rig.last(p->id, "event");
        if (!mine["you"].contains("table")) continue;
        const std::string tid = mine["you"]["table"];
        const auto t = rig.hub->find_table(tid);
        if (t && t->game() && t->game()->over()) continue;
        any |= p->respond(rig, tid);
      }
      if (!any) rig.advance(1'000);
    }
    // That table is closed in the store (its people left it long ago). The
    // other table may have finished in the same moment (bots play at once).
    for (const auto& [tid, table] : rig.hub->tables())
      if (table->settings().event == event && table->game() && table->game()->over()) {
        memory.close_table(tid);
        ++finished;
      }
  }
  ASSERT_EQ(json::parse(memory.event(event)->state)["results"].size(), 0u) << "the result was never written";
  HubRig rig({}, &memory);
  rig.hub->restore();
  ScriptedPerson ann(rig.open());
  rig.send(ann.id, msg("hello", {{"token", tokens[0]}}));
  const json back = rig.last(ann.id, "event");
  ASSERT_FALSE(back.is_null());
  if (finished == 2) {
    EXPECT_EQ(back["round"], 2) << "both results taken, round 2 seated: " << back.dump();
    return;
  }
  ASSERT_EQ(finished, 1);
  int done = 0;
  for (const json& t : back["tables"]) done += t["done"].get<bool>();
  EXPECT_EQ(done, 1) << back.dump();
}

// A person's page (docs/events.md, "A person's page"): the evenings over,
// his place, points and loners as the standings had them, and whom he
// partnered, counted from the rounds' lineups.
TEST(ServerEvents, APersonsPageListsHisEveningsAndPartners) {
  HubRig rig;
  Club club = registered(rig);
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  play_event(rig, club);
  const json over = rig.last(club.people[1]->id, "event");
  ASSERT_EQ(over["status"], "over");
  const store::PersonId bob = 2;
  const auto page = rig.hub->person_json(bob);
  ASSERT_TRUE(page);
  EXPECT_EQ((*page)["name"], "Bob");
  ASSERT_EQ((*page)["evenings"].size(), 1u);
  const json& evening = (*page)["evenings"][0];
  EXPECT_EQ(evening["event"], club.event);
  EXPECT_EQ(evening["of"], 5);
  EXPECT_EQ(evening["rounds"], 2);
  for (const json& s : over["standings"])
    if (s["person"] == bob) {
      EXPECT_EQ(evening["place"], s["place"]);
      EXPECT_EQ(evening["points"], s["points"]);
      EXPECT_EQ(evening["loners"], s["loners"]);
    }
  // Bob's partner at each of the evening's tables (people only), counted here.
  std::map<store::PersonId, int> partners;
  for (const auto& [tid, table] : rig.hub->tables()) {
    if (table->settings().event != club.event) continue;
    for (int seat = 0; seat < 4; ++seat)
      if (table->seat(seat).person == bob)
        if (const auto partner = table->seat((seat + 2) % 4).person) ++partners[*partner];
  }
  std::map<store::PersonId, int> listed;
  for (const json& p : (*page)["partners"]) listed[p["person"].get<store::PersonId>()] = p["rounds"];
  EXPECT_EQ(listed, partners);
  EXPECT_FALSE(rig.hub->person_json(999)) << "no such person";
  const auto ann = rig.hub->person_json(1);
  ASSERT_TRUE(ann);
  EXPECT_EQ((*ann)["evenings"].size(), 1u);
}

}  // namespace
}  // namespace euchre::testing
