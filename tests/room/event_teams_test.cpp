// Evenings of fixed partnerships on the server (docs/events.md, "Fixed
// partnerships"): partners asked for at registration, the others paired by
// lot, the same partners every round, Swiss pairing without a rematch, and
// standings by rounds won naming each one's partner.
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "../protocol_schema_check.h"
#include "egn/egn.h"
#include "events/emn.h"
#include "events/emn_evening.h"
#include "club.h"

namespace euchre::testing {
namespace {

// Eight people register for an evening; people[i] is person i + 1.
Club eight(HubRig& rig, const std::string& movement) {
  Club club;
  for (const char* name : {"Ann", "Bob", "Cy", "Di", "Ed", "Fay", "Gus", "Hal"}) {
    club.people.push_back(std::make_unique<ScriptedPerson>(rig.open()));
    club.people.back()->token = rig.hello(club.people.back()->id, name);
  }
  rig.send(club.people[0]->id, msg("event_create", {{"name", "Pairs night"}, {"rounds", 3}, {"deals", 1},
                                                    {"movement", movement}, {"pace", "instant"}, {"check_in_minutes", 0}}));
  const json ev = rig.last(club.people[0]->id, "event");
  EXPECT_FALSE(ev.is_null()) << rig.last_frame(club.people[0]->id).dump();
  if (ev.is_null()) return club;
  club.event = ev["event"];
  for (std::size_t i = 1; i < club.people.size(); ++i) rig.send(club.people[i]->id, msg("event_join", {{"event", club.event}}));
  return club;
}

TEST(ServerTeams, PartnersAskedForPlayTogetherAllEveningAndTeamsNeverMeetTwice) {
  HubRig rig;
  Club club = eight(rig, "swiss");
  ASSERT_FALSE(club.event.empty());
  const auto ask = [&](std::size_t who, json partner) {
    rig.send(club.people[who]->id, msg("event_partner", {{"event", club.event}, {"person", partner}}));
  };
  ask(0, 2);  // Ann asks for Bob, and Bob for Ann: a team
  ask(1, 1);
  ask(2, 4);  // Cy asks for Di, who asks for Ed: no team, drawn by lot
  ask(3, 5);
  ask(4, 1);  // Ed asks for Ann, then withdraws
  ask(4, nullptr);
  // The others' asks reached Hal as entries (event_people): the whole evening on asking.
  rig.send(club.people[7]->id, msg("event_get", {{"event", club.event}}));
  const json before = rig.last(club.people[7]->id, "event");
  EXPECT_EQ(before["people"][0]["asks_partner"], 2);
  EXPECT_EQ(before["people"][2]["asks_partner"], 4);
  EXPECT_TRUE(before["people"][4]["asks_partner"].is_null());
  // Refusals in words: oneself, someone not registered, a malformed ask.
  ask(5, 6);
  EXPECT_EQ(rig.last(club.people[5]->id, "error")["code"], "not_now");
  EXPECT_NE(rig.last(club.people[5]->id, "error")["message"].get<std::string>().find("yourself"), std::string::npos);
  ask(5, 99);
  EXPECT_NE(rig.last(club.people[5]->id, "error")["message"].get<std::string>().find("not registered"), std::string::npos);
  rig.send(club.people[5]->id, msg("event_partner", {{"event", club.event}, {"person", "Bob"}}));
  EXPECT_EQ(rig.last(club.people[5]->id, "error")["code"], "malformed");

  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  ASSERT_EQ(rig.last(club.people[0]->id, "event")["status"], "running");
  ask(6, 8);
  EXPECT_NE(rig.last(club.people[6]->id, "error")["message"].get<std::string>().find("before"), std::string::npos);

  // Every round: the partners at each table are the evening's teams, Ann
  // with Bob; no two teams meet twice in three rounds of four teams.
  std::map<store::PersonId, store::PersonId> partner;
  std::set<std::pair<store::PersonId, store::PersonId>> met;
  int rounds_seen = 0;
  play_rounds(rig, club, 1 << 30, [&](const json& ev) {
    rounds_seen = ev["round"].get<int>();
    ASSERT_EQ(ev["tables"].size(), 2u);
    for (const json& t : ev["tables"]) {
      std::array<store::PersonId, 4> at{};
      for (std::size_t s = 0; s < 4; ++s) at[s] = t["seats"][s]["person"].get<store::PersonId>();
      for (std::size_t s = 0; s < 4; ++s) {
        const auto [it, fresh] = partner.emplace(at[s], at[(s + 2) % 4]);
        EXPECT_EQ(it->second, at[(s + 2) % 4]) << "partners change at round " << rounds_seen;
      }
      const auto a = std::min(at[0], at[2]), b = std::min(at[1], at[3]);
      EXPECT_TRUE(met.insert({std::min(a, b), std::max(a, b)}).second) << "teams met twice";
    }
  });
  EXPECT_EQ(rounds_seen, 3);
  EXPECT_EQ(partner[1], 2u) << "Ann and Bob asked for each other";
  EXPECT_EQ(partner[2], 1u);
  const json over = rig.last(club.people[3]->id, "event");
  ASSERT_EQ(over["status"], "over");
  ASSERT_EQ(over["standings"].size(), 8u);
  // By rounds won first; each line names the partner; partners share a place.
  int last_won = 99;
  for (const json& s : over["standings"]) {
    EXPECT_LE(s["rounds_won"].get<int>(), last_won);
    last_won = s["rounds_won"].get<int>();
    const auto me = s["person"].get<store::PersonId>();
    EXPECT_EQ(s["partner"], rig.last(club.people[partner[me] - 1]->id, "event")["people"][partner[me] - 1]["name"]);
    for (const json& o : over["standings"])
      if (o["person"] == partner[me]) {
        EXPECT_EQ(o["place"], s["place"]);
      }
  }
  // The CSV names each one's partner too.
  const std::string csv = rig.hub->event_standings_csv(club.event).value_or("");
  EXPECT_EQ(csv.substr(0, csv.find('\n')), "place,name,points,rounds_won,loners,byes,partner");
  EXPECT_NE(csv.find("\"Ann\",") , std::string::npos);
  EXPECT_NE(csv.find(",\"Bob\"\n"), std::string::npos) << csv;
  // Its EMN and extra file rebuild the evening, the chosen team included.
  const auto emn = rig.hub->event_emn(club.event, false);
  const auto extra = rig.hub->event_emn(club.event, true);
  ASSERT_TRUE(emn && extra);
  const events::Progressive rebuilt = events::evening_from_emn(json::parse(*extra), events::read_emn(*emn));
  EXPECT_EQ(rebuilt.teams().size(), 4u);
  EXPECT_EQ(rebuilt.standings().size(), 8u);
  EXPECT_EQ(rebuilt.standings().front().rounds_won, over["standings"][0]["rounds_won"].get<int>());
  // The event's messages fit their schemas (asks_partner, partner).
  std::vector<json> frames;
  for (const std::string& f : rig.frames(club.people[0]->id))
    if (HubRig::is_type(f, "event")) frames.push_back(json::parse(f));
  EXPECT_EQ(test::invalid_protocol_messages(frames), "");
}

TEST(ServerTeams, AnEveningOfChangingPartnersTakesNoPartnerAsks) {
  HubRig rig;
  Club club = eight(rig, "fixed");
  ASSERT_FALSE(club.event.empty());
  rig.send(club.people[0]->id, msg("event_partner", {{"event", club.event}, {"person", 2}}));
  const json error = rig.last(club.people[0]->id, "error");
  EXPECT_EQ(error["code"], "not_now");
  EXPECT_NE(error["message"].get<std::string>().find("changes them every round"), std::string::npos) << error.dump();
}

TEST(ServerTeams, ARoundRobinOfFourTeamsMeetsEachOtherTeamOnce) {
  HubRig rig;
  Club club = eight(rig, "round-robin");
  ASSERT_FALSE(club.event.empty());
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  std::set<std::pair<store::PersonId, store::PersonId>> met;
  int rounds_seen = 0;
  play_rounds(rig, club, 1 << 30, [&](const json& ev) {
    rounds_seen = ev["round"].get<int>();
    for (const json& t : ev["tables"]) {
      const auto n = std::min(t["seats"][0]["person"].get<store::PersonId>(), t["seats"][2]["person"].get<store::PersonId>());
      const auto e = std::min(t["seats"][1]["person"].get<store::PersonId>(), t["seats"][3]["person"].get<store::PersonId>());
      EXPECT_TRUE(met.insert({std::min(n, e), std::max(n, e)}).second);
    }
  });
  EXPECT_EQ(rounds_seen, 3);
  EXPECT_EQ(met.size(), 6u) << "four teams: six meetings in three rounds";
}

// Best of N games a round (docs/events.md, "Best of N"): each table plays a
// series to the rule set's target, first to (N+1)/2 games; the round goes
// to the side that won more games, and its points are every deal's.
TEST(ServerBestOf, ARoundOfBestOfThreeGamesGoesToTheSideThatWonTwo) {
  HubRig rig;
  Club club = registered(rig, {{"rounds", 1}, {"deals", nullptr}, {"games", 3}, {"options", {{"target", 5}}}});
  ASSERT_FALSE(club.event.empty());
  EXPECT_EQ(rig.last(club.people[0]->id, "event")["games"], 3);
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  ASSERT_EQ(rig.last(club.people[0]->id, "event")["status"], "running");
  std::vector<std::string> tables;
  for (const auto& [tid, table] : rig.hub->tables())
    if (table->settings().event == club.event) {
      tables.push_back(tid);
      EXPECT_EQ(table->settings().rules.series, SeriesKind::FirstTo);
      EXPECT_EQ(table->settings().rules.series_games, 2);
      EXPECT_EQ(table->settings().rules.target, 5);
    }
  ASSERT_EQ(tables.size(), 2u);
  play_event(rig, club);
  const json over = rig.last(club.people[0]->id, "event");
  ASSERT_EQ(over["status"], "over");
  // Every person's round: won when his side won two games at his table, his
  // points every deal's points of his side there (from the records).
  std::map<store::PersonId, std::pair<int, int>> expected;  // rounds won, points
  for (const std::string& tid : tables) {
    const auto row = rig.store().latest_game(tid);
    ASSERT_TRUE(row && row->finished);
    const egn::Record record = egn::read(row->record);
    const Game& game = *record.game;
    const std::array<int, 2> won = {game.series().won[0], game.series().won[1]};
    EXPECT_EQ(std::max(won[0], won[1]), 2) << "first to two games";
    std::array<int, 2> points{};
    for (const egn::DealSummary& d : egn::summarize(game))
      for (std::size_t side = 0; side < 2; ++side) points[side] += d.points[side];
    const auto t = rig.hub->find_table(tid);
    for (int seat = 0; seat < 4; ++seat)
      if (const auto person = t->seat(seat).person)
        expected[*person] = {won[static_cast<std::size_t>(seat % 2)] == 2 ? 1 : 0, points[static_cast<std::size_t>(seat % 2)]};
  }
  for (const json& s : over["standings"]) {
    const auto person = s["person"].get<store::PersonId>();
    ASSERT_TRUE(expected.count(person));
    EXPECT_EQ(s["rounds_won"], expected[person].first) << s.dump();
    EXPECT_EQ(s["points"], expected[person].second) << s.dump();
  }
}

TEST(ServerBestOf, WhatDoesNotFitIsRefusedInWords) {
  HubRig rig;
  const auto ann = rig.open();
  rig.hello(ann, "Ann");
  const auto refused = [&](json settings, const std::string& words) {
    settings["name"] = "Club";
    rig.send(ann, msg("event_create", settings));
    const json error = rig.last(ann, "error");
    EXPECT_EQ(error["code"], "bad_settings") << settings.dump();
    EXPECT_NE(error["message"].get<std::string>().find(words), std::string::npos) << error.dump();
  };
  refused({{"games", 2}}, "must be odd");
  refused({{"games", 3}, {"deals", 4}}, "give one of");
  refused({{"games", 3}, {"minutes", 20}}, "give one of");
  refused({{"games", 3}, {"format", "duplicate"}}, "not best of N games");
  refused({{"games", 3}, {"in_person", true}}, "in person");
  refused({{"games", 3}, {"options", {{"series", "rubber"}}}}, "sets the series itself");
  refused({{"options", {{"target", 5}}}}, "best of N games a round");
}

}  // namespace
}  // namespace euchre::testing
