// Clubs on the server (docs/clubs.md): made, joined by their code, run by
// their organisers; a members-only club and its evenings refuse strangers;
// the weekly calendar makes its evenings ahead; a season's standings come
// from its evenings' own results; what is stored never stops the server.
#include <gtest/gtest.h>

#include "../cli_run.h"
#include "club.h"
#include "faulty_store.h"
#include "harness.h"
#include "../protocol_schema_check.h"
#include "../schema_check.h"
#include "room/club.h"
#include "room/club_calendar.h"
#include "events/season.h"

namespace euchre::testing {
namespace {

struct Member {
  net::ConnectionId id = 0;
  store::PersonId person = 0;
};

Member someone(HubRig& rig, const std::string& name) {
  Member m;
  m.id = rig.open();
  rig.hello(m.id, name);
  m.person = rig.last(m.id, "welcome")["person"].get<store::PersonId>();
  return m;
}

json made_club(HubRig& rig, const Member& founder, json fields) {
  if (fields.is_null()) fields = json::object();
  fields["name"] = fields.value("name", "Thursday club");
  rig.send(founder.id, msg("club_create", fields));
  return rig.last(founder.id, "club");
}

// Every frame the connections got fits the protocol's schemas.
void expect_schemas(HubRig& rig, const std::vector<net::ConnectionId>& ids) {
  std::vector<json> frames;
  for (const auto id : ids)
    for (const std::string& text : rig.frames(id)) frames.push_back(json::parse(text));
  EXPECT_EQ(test::invalid_protocol_messages(frames), "");
  EXPECT_EQ(test::invalid_protocol_messages(rig.sent, /*from_client=*/true), "");
}

// A members-only club: a stranger learns nothing of it without its code;
// with it he sees its name and joins; its members see each other and the
// code; a stranger without the code is refused.
TEST(Clubs, AMembersOnlyClubIsJoinedByItsCodeAndHidesItselfFromStrangers) {
  HubRig rig;
  rig.keep_sent = true;
  const Member ann = someone(rig, "Ann"), bob = someone(rig, "Bob"), eve = someone(rig, "Eve");
  const json made = made_club(rig, ann, {{"members_only", true}, {"about", "Thursdays at the hall"}});
  ASSERT_FALSE(made.is_null()) << rig.last_frame(ann.id).dump();
  const std::string club = made["club"], code = made["code"];
  EXPECT_EQ(made["you"]["organiser"], true);
  EXPECT_EQ(made["members"].size(), 1u);

  rig.send(eve.id, msg("club_get", {{"club", club}}));
  EXPECT_EQ(rig.last(eve.id, "error")["code"], "unknown_table");
  EXPECT_NE(rig.last(eve.id, "error")["message"].get<std::string>().find("no club"), std::string::npos);
  // Whatever a stranger asks of it, the club is not there and its name is never said.
  const json strangers[] = {msg("club_join", {{"club", club}}), msg("club_join", {{"club", club}, {"code", "WRONGCODE"}}),
                            msg("club_leave", {{"club", club}}), msg("club_announce", {{"club", club}, {"text", "hi"}}),
                            msg("club_member", {{"club", club}, {"person", ann.person}, {"do", "remove"}}),
                            msg("club_season", {{"club", club}, {"name", "x"}, {"remove", true}})};
  for (const json& ask : strangers) {
    rig.send(eve.id, ask);
    const json error = rig.last(eve.id, "error");
    EXPECT_EQ(error["message"], "no club " + club) << ask.dump();
    EXPECT_EQ(error["code"], "unknown_table") << ask.dump();
  }

  rig.send(bob.id, msg("club_get", {{"club", club}, {"code", code}}));
  const json invited = rig.last(bob.id, "club");
  EXPECT_EQ(invited["invited"], true);
  EXPECT_EQ(invited["about"], "Thursdays at the hall");
  EXPECT_FALSE(invited.contains("members")) << "a stranger sees nobody of a members-only club";
  EXPECT_FALSE(invited.contains("code"));
  rig.send(bob.id, msg("club_join", {{"club", club}, {"code", code}}));
  const json joined = rig.last(bob.id, "club");
  EXPECT_EQ(joined["you"]["member"], true);
  EXPECT_EQ(joined["members"].size(), 2u);
  EXPECT_EQ(joined["code"], code);
  EXPECT_TRUE(joined["asking"].empty()) << "only organisers see who asks";
  // The organiser online heard of it.
  EXPECT_EQ(rig.last(ann.id, "club")["members"].size(), 2u);
  rig.send(bob.id, msg("clubs"));
  ASSERT_EQ(rig.last(bob.id, "clubs")["clubs"].size(), 1u);
  EXPECT_EQ(rig.last(bob.id, "clubs")["clubs"][0]["name"], "Thursday club");
  expect_schemas(rig, {ann.id, bob.id, eve.id});
}

// Approval, organisers, leaving and removal, each refused in words where the
// rule says no.
TEST(Clubs, OrganisersApproveNameAndRemoveAndTheLastOrganiserStays) {
  HubRig rig;
  const Member ann = someone(rig, "Ann"), bob = someone(rig, "Bob"), cy = someone(rig, "Cy");
  const json made = made_club(rig, ann, {{"approval", true}});
  const std::string club = made["club"], code = made["code"];
  rig.send(bob.id, msg("club_join", {{"club", club}, {"code", code}}));
  EXPECT_EQ(rig.last(bob.id, "club")["you"]["asking"], true);
  EXPECT_EQ(rig.last(bob.id, "club")["you"]["member"], false);
  ASSERT_EQ(rig.last(ann.id, "club")["asking"].size(), 1u);
  EXPECT_EQ(rig.last(ann.id, "club")["asking"][0]["name"], "Bob");
  // Only an organiser answers.
  rig.send(cy.id, msg("club_join", {{"club", club}, {"code", code}}));
  rig.send(bob.id, msg("club_member", {{"club", club}, {"person", cy.person}, {"do", "approve"}}));
  EXPECT_NE(rig.last(bob.id, "error")["message"].get<std::string>().find("only an organiser"), std::string::npos);
  rig.send(ann.id, msg("club_member", {{"club", club}, {"person", bob.person}, {"do", "approve"}}));
  EXPECT_EQ(rig.last(bob.id, "club")["you"]["member"], true) << "the person approved is told";
  rig.send(ann.id, msg("club_member", {{"club", club}, {"person", cy.person}, {"do", "refuse"}}));
  EXPECT_EQ(rig.last(cy.id, "club")["you"]["asking"], false);
  EXPECT_EQ(rig.last(cy.id, "club")["you"]["member"], false);

  // The only organiser may not leave members without one, nor stop being one.
  rig.send(ann.id, msg("club_leave", {{"club", club}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("only organiser"), std::string::npos);
  rig.send(ann.id, msg("club_member", {{"club", club}, {"person", ann.person}, {"do", "member"}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("at least one organiser"), std::string::npos);
  rig.send(ann.id, msg("club_member", {{"club", club}, {"person", bob.person}, {"do", "organiser"}}));
  EXPECT_EQ(rig.last(bob.id, "club")["you"]["organiser"], true);
  rig.send(ann.id, msg("club_leave", {{"club", club}}));
  EXPECT_EQ(rig.last(ann.id, "club")["you"]["member"], false);
  // Bob, organiser now, announces; a non-member cannot.
  rig.send(bob.id, msg("club_announce", {{"club", club}, {"text", "No club on Christmas Eve"}}));
  EXPECT_EQ(rig.last(bob.id, "club")["announcements"][0]["text"], "No club on Christmas Eve");
  EXPECT_EQ(rig.last(bob.id, "club")["announcements"][0]["by"], "Bob");
  rig.send(ann.id, msg("club_announce", {{"club", club}, {"text", "hello"}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("only an organiser"), std::string::npos);
  // A new code: the old one no longer lets anyone in.
  rig.send(bob.id, msg("club_change", {{"club", club}, {"new_code", true}}));
  const std::string renewed = rig.last(bob.id, "club")["code"];
  EXPECT_NE(renewed, code);
  rig.send(cy.id, msg("club_join", {{"club", club}, {"code", code}}));
  EXPECT_NE(rig.last(cy.id, "error")["message"].get<std::string>().find("not club"), std::string::npos);
  // Removal.
  rig.send(bob.id, msg("club_join", {{"club", club}, {"code", renewed}}));  // a member already: refused
  EXPECT_NE(rig.last(bob.id, "error")["message"].get<std::string>().find("already"), std::string::npos);
  rig.send(ann.id, msg("club_join", {{"club", club}, {"code", renewed}}));
  rig.send(bob.id, msg("club_member", {{"club", club}, {"person", ann.person}, {"do", "approve"}}));
  rig.send(bob.id, msg("club_member", {{"club", club}, {"person", ann.person}, {"do", "remove"}}));
  EXPECT_EQ(rig.last(ann.id, "club")["you"]["member"], false);
}

// The weekly evening: made ahead for each date of the next weeks, named by
// the club and the date, each only once however often the calendar looks;
// a members-only club's evening refuses a stranger; any organiser of the
// club organises it; the season's standings are its evenings' own.
TEST(Clubs, TheWeeklyEveningIsMadeAheadAndTheSeasonStandsOnItsResults) {
  HubRig rig;
  rig.keep_sent = true;
  const Member ann = someone(rig, "Ann");
  const json made = made_club(rig, ann, {{"members_only", true}});
  const std::string club = made["club"], code = made["code"];
  Club players;
  for (const char* name : {"Bob", "Cy", "Di", "Ed"}) {
    players.people.push_back(std::make_unique<ScriptedPerson>(rig.open()));
    players.people.back()->token = rig.hello(players.people.back()->id, name);
    rig.send(players.people.back()->id, msg("club_join", {{"club", club}, {"code", code}}));
  }
  const Member eve = someone(rig, "Eve");
  // The manual clock starts on Tuesday 14 November 2023 (UTC).
  rig.send(ann.id, msg("club_schedule", {{"club", club},
                                         {"schedule", {{"weekday", 2}, {"time", "18:30"}, {"zone", "America/Detroit"}, {"weeks_ahead", 2},
                                                       {"evening", {{"rounds", 1}, {"deals", 1}, {"pace", "instant"}, {"check_in_minutes", 0}}}}}}));
  json view = rig.last(ann.id, "club");
  ASSERT_EQ(view["evenings"].size(), 3u) << view.dump();
  EXPECT_EQ(view["evenings"][0]["date"], "2023-11-14");
  EXPECT_EQ(view["evenings"][2]["date"], "2023-11-28");
  EXPECT_EQ(view["evenings"][0]["name"], "Thursday club, 2023-11-14");
  // The calendar looks again ten minutes later, and a week later: one evening a date.
  rig.hub->restore();
  rig.advance(11 * 60'000);
  rig.send(ann.id, msg("club_get", {{"club", club}}));
  EXPECT_EQ(rig.last(ann.id, "club")["evenings"].size(), 3u);
  rig.advance(7LL * 24 * 3'600'000);
  rig.send(ann.id, msg("club_get", {{"club", club}}));
  EXPECT_EQ(rig.last(ann.id, "club")["evenings"].size(), 4u) << "the next week's evening is made as the week passes";
  // A week on, the first evening (never begun) is called off: over, not held, no longer open.
  {
    bool open = false;
    for (const store::Event& row : rig.store().open_events()) open |= row.id == view["evenings"][0]["event"];
    EXPECT_FALSE(open);
    rig.send(ann.id, msg("event_get", {{"event", view["evenings"][0]["event"]}}));
    EXPECT_EQ(rig.last(ann.id, "event")["called_off"], true);
    EXPECT_EQ(rig.last(ann.id, "event")["status"], "over");
  }
  const std::string evening = view["evenings"][1]["event"];  // the first was called off above

  // A bad schedule is refused in words, the old one kept (the schemas refuse it too: not kept for their check).
  rig.keep_sent = false;
  rig.send(ann.id, msg("club_schedule", {{"club", club}, {"schedule", {{"weekday", 9}, {"time", "18:30"}}}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("weekday"), std::string::npos);
  rig.send(ann.id, msg("club_schedule", {{"club", club}, {"schedule", {{"weekday", 4}, {"time", "18:30"}, {"evening", {{"rounds", 99}}}}}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("rounds"), std::string::npos);
  rig.keep_sent = true;

  rig.send(eve.id, msg("event_get", {{"event", evening}}));
  EXPECT_NE(rig.last(eve.id, "error")["message"].get<std::string>().find("members only"), std::string::npos);
  rig.send(eve.id, msg("event_join", {{"event", evening}}));
  EXPECT_NE(rig.last(eve.id, "error")["message"].get<std::string>().find("members only"), std::string::npos);
  EXPECT_EQ(rig.last(eve.id, "error")["message"].get<std::string>().find("Thursday club"), std::string::npos)
      << "the refusal does not name the members-only club";
  EXPECT_TRUE(rig.last(eve.id, "event").is_null()) << "a stranger learns nothing of a members-only evening";

  for (auto& p : players.people) rig.send(p->id, msg("event_join", {{"event", evening}}));
  // Bob is made an organiser of the club: he starts the evening that Ann's calendar made.
  const store::PersonId bob = rig.last(players.people[0]->id, "welcome")["person"];
  rig.send(players.people[0]->id, msg("event_start", {{"event", evening}}));
  EXPECT_NE(rig.last(players.people[0]->id, "error")["message"].get<std::string>().find("only the organiser"), std::string::npos);
  rig.send(ann.id, msg("club_member", {{"club", club}, {"person", bob}, {"do", "organiser"}}));
  rig.send(players.people[0]->id, msg("event_get", {{"event", evening}}));
  EXPECT_EQ(rig.last(players.people[0]->id, "event")["organises"], true);
  rig.send(players.people[0]->id, msg("event_start", {{"event", evening}}));
  EXPECT_EQ(rig.last(players.people[0]->id, "event")["status"], "running") << rig.last_frame(players.people[0]->id).dump();
  play_event(rig, players);
  const json over = rig.last(players.people[0]->id, "event");
  ASSERT_EQ(over["status"], "over");

  rig.send(ann.id, msg("club_season", {{"club", club}, {"name", "Winter"}, {"from", "2023-11-01"}, {"to", "2024-01-31"}}));
  EXPECT_EQ(rig.last(ann.id, "club")["seasons"].size(), 1u);
  rig.send(ann.id, msg("club_season", {{"club", club}, {"name", "Spring"}, {"from", "2024-04-01"}, {"to", "2024-03-31"}}));
  EXPECT_NE(rig.last(ann.id, "error")["message"].get<std::string>().find("ends"), std::string::npos);
  rig.advance(6'000);
  const std::string key = rig.last(ann.id, "club")["key"];
  ASSERT_TRUE(rig.hub->club_season_json(club, 0, key));
  const json season = *rig.hub->club_season_json(club, 0, key);
  ASSERT_EQ(season["standings"].size(), 4u) << season.dump();
  // Each member's season is the evening's own standing.
  for (const json& s : over["standings"]) {
    bool found = false;
    for (const json& row : season["standings"])
      if (row["name"] == s["name"]) {
        found = true;
        EXPECT_EQ(row["points"], s["points"]) << s["name"];
        EXPECT_EQ(row["rounds_won"], s["rounds_won"]) << s["name"];
        EXPECT_EQ(row["place"], s["place"]) << s["name"];
        EXPECT_EQ(row["evenings"], 1);
        EXPECT_EQ(row["best"]["event"], evening);
      }
    EXPECT_TRUE(found) << s["name"];
  }
  const auto csv = rig.hub->club_season_csv(club, 0, key);
  ASSERT_TRUE(csv);
  EXPECT_EQ(csv->rfind("place,name,points,rounds_won,loners,evenings,counted,best_date,best_points\n", 0), 0u);
  EXPECT_EQ(std::count(csv->begin(), csv->end(), '\n'), 5);
  // The season's export re-imports to the same standings: its JSON and each
  // evening's EMN with its extra file, read by `euchre club season`.
  {
    const std::filesystem::path dir = test::scratch_dir();
    std::ofstream(dir / "season.json") << season.dump(2);
    std::ofstream(dir / ("euchre-event-" + evening + ".emn")) << rig.hub->event_emn(evening, false).value_or("");
    std::ofstream(dir / ("euchre-event-" + evening + ".emn-extra.json")) << rig.hub->event_emn(evening, true).value_or("");
    // Each evening's EMN validates against the EMN schema (tests/data/emn).
    EXPECT_EQ(test::invalid_emn_file(dir / ("euchre-event-" + evening + ".emn")), "");
    const test::CliResult again = test::run_euchre("club season season.json");
    EXPECT_EQ(again.code, 0) << again.err;
    EXPECT_EQ(again.out, *csv);
    // The evenings not over yet are named as not counted.
    EXPECT_NE(again.err.find("is not counted"), std::string::npos) << again.err;
    test::expect_refused("club season nope.json", 2, "cannot read");
  }
  // A members-only club's files need the members' key.
  EXPECT_FALSE(rig.hub->club_season_json(club, 0, ""));
  EXPECT_FALSE(rig.hub->club_season_json(club, 0, key + "0"));
  EXPECT_FALSE(rig.hub->club_season_json(club, 1, key)) << "no second season";
  EXPECT_FALSE(rig.hub->club_calendar(club, "nope"));
  // Bob's own page names his club and his place in its season.
  const auto page = rig.hub->person_json(bob);
  ASSERT_TRUE(page);
  ASSERT_EQ((*page)["clubs"].size(), 1u) << page->dump();
  EXPECT_EQ((*page)["clubs"][0]["name"], "Thursday club");
  EXPECT_EQ((*page)["clubs"][0]["organiser"], true);
  ASSERT_EQ((*page)["clubs"][0]["seasons"].size(), 1u);
  EXPECT_EQ((*page)["clubs"][0]["seasons"][0]["season"], "Winter");
  EXPECT_EQ((*page)["clubs"][0]["seasons"][0]["evenings"], 1);
  EXPECT_TRUE((*rig.hub->person_json(eve.person))["clubs"].empty());
  // Its games (EMN) open to the members' key as to the evening's own.
  EXPECT_TRUE(rig.hub->evening_open_to(evening, key));
  EXPECT_FALSE(rig.hub->evening_open_to(evening, ""));
  EXPECT_FALSE(rig.hub->evening_open_to(evening, "0123456789abcdef0123"));
  EXPECT_EQ(season["evenings"][1]["played"], true);
  EXPECT_EQ(season["evenings"][0]["played"], false) << "called off: no games";
  // A members-only club's evening's standings too: its key or the club's.
  EXPECT_FALSE(rig.hub->event_standings_csv(evening, ""));
  EXPECT_FALSE(rig.hub->event_standings_csv(evening, "0123456789abcdef0123"));
  EXPECT_TRUE(rig.hub->event_standings_csv(evening, key));
  EXPECT_TRUE(rig.hub->event_standings_csv(evening, over["key"].get<std::string>()));
  const auto ics = rig.hub->club_calendar(club, key);
  ASSERT_TRUE(ics);
  EXPECT_NE(ics->find("DTSTART;TZID=America/Detroit:20231114T183000\r\n"), std::string::npos) << *ics;
  EXPECT_NE(ics->find("SUMMARY:Thursday club\\, 2023-11-14\r\n"), std::string::npos) << *ics;
  std::vector<net::ConnectionId> ids = {ann.id, eve.id};
  for (auto& p : players.people) ids.push_back(p->id);
  expect_schemas(rig, ids);
}

// An organiser makes an evening of the club by hand (event_create with
// "club"): on the club's calendar on its date; anyone else is refused.
TEST(Clubs, AnOrganisersOwnEveningIsOnTheClubsCalendar) {
  HubRig rig;
  const Member ann = someone(rig, "Ann"), bob = someone(rig, "Bob");
  const json made = made_club(rig, ann, {});
  const std::string club = made["club"];
  rig.send(bob.id, msg("club_join", {{"club", club}, {"code", made["code"]}}));
  rig.send(bob.id, msg("event_create", {{"name", "Bob's night"}, {"club", club}}));
  EXPECT_NE(rig.last(bob.id, "error")["message"].get<std::string>().find("only an organiser"), std::string::npos);
  rig.send(ann.id, msg("event_create", {{"name", "Cup night"}, {"club", club}, {"starts_ms", 1'700'000'000'000 + 86'400'000LL * 3}}));
  const json ev = rig.last(ann.id, "event");
  ASSERT_FALSE(ev.is_null()) << rig.last_frame(ann.id).dump();
  EXPECT_EQ(ev["club"], club);
  rig.send(ann.id, msg("club_get", {{"club", club}}));
  const json view = rig.last(ann.id, "club");
  ASSERT_EQ(view["evenings"].size(), 1u);
  EXPECT_EQ(view["evenings"][0]["date"], "2023-11-17");
  EXPECT_EQ(view["evenings"][0]["name"], "Cup night");
}

// A store fault refuses the change in words and loses nothing; a club row
// that does not read is reported to whoever asks and stops nothing else.
TEST(Clubs, AStoreFaultOrAnUnreadableClubIsReportedAndStopsNothing) {
  MemoryStore memory;
  FaultyStore faulty(memory);
  HubRig rig({}, &faulty);
  const Member ann = someone(rig, "Ann"), bob = someone(rig, "Bob");
  const json made = made_club(rig, ann, {});
  const std::string club = made["club"];
  faulty.fail_next["update_club"] = 1;
  rig.send(bob.id, msg("club_join", {{"club", club}, {"code", made["code"]}}));
  EXPECT_EQ(rig.last(bob.id, "error")["code"], "unavailable");
  rig.send(bob.id, msg("club_join", {{"club", club}, {"code", made["code"]}}));
  EXPECT_EQ(rig.last(bob.id, "club")["members"].size(), 2u) << "the second try joins";

  memory.add_club({"cbroken", "Broken", "{not json", 0, 0});
  rig.send(bob.id, msg("club_get", {{"club", "cbroken"}}));
  const json error = rig.last(bob.id, "error");
  EXPECT_NE(error["message"].get<std::string>().find("does not read"), std::string::npos) << error.dump();
  // The server starts again over it, and the good club is there.
  HubRig again({}, &memory);
  again.hub->restore();
  again.idle();
  const Member ann2 = someone(again, "Ann");
  again.send(ann2.id, msg("club_get", {{"club", club}}));
  EXPECT_EQ(again.last(ann2.id, "club")["name"], "Thursday club");
}

// "I'll come" to a full evening: a waiting list, first come first served;
// whoever leaves gives his place to the first waiting; more places take
// the list's first; it is kept over a restart.
TEST(Clubs, AFullEveningKeepsAWaitingListThatMovesUpAsPeopleLeave) {
  HubRig rig;
  rig.keep_sent = true;
  const Member ann = someone(rig, "Ann"), bob = someone(rig, "Bob"), cy = someone(rig, "Cy"), di = someone(rig, "Di"),
               ed = someone(rig, "Ed");
  rig.send(ann.id, msg("event_create", {{"name", "Small night"}, {"capacity", 2}}));
  const std::string event = rig.last(ann.id, "event")["event"];
  EXPECT_EQ(rig.last(ann.id, "event")["capacity"], 2);
  rig.send(bob.id, msg("event_join", {{"event", event}}));
  EXPECT_EQ(rig.last(bob.id, "event")["registered"], true);
  rig.send(cy.id, msg("event_join", {{"event", event}}));
  rig.send(di.id, msg("event_join", {{"event", event}}));
  rig.send(ed.id, msg("event_join", {{"event", event}}));
  EXPECT_EQ(rig.last(cy.id, "event")["registered"], false);
  EXPECT_EQ(rig.last(cy.id, "event")["you"]["waiting_list"], 1);
  EXPECT_EQ(rig.last(di.id, "event")["you"]["waiting_list"], 2);
  rig.send(cy.id, msg("event_join", {{"event", event}}));
  EXPECT_NE(rig.last(cy.id, "error")["message"].get<std::string>().find("number 1 on its waiting list"), std::string::npos);
  rig.send(bob.id, msg("event_leave", {{"event", event}}));
  EXPECT_EQ(rig.last(cy.id, "event")["registered"], true) << "Bob's place is Cy's";
  rig.send(di.id, msg("event_get", {{"event", event}}));
  EXPECT_EQ(rig.last(di.id, "event")["you"]["waiting_list"], 1);
  EXPECT_EQ(rig.last(di.id, "event")["waiting_list"], 2);
  // Di gives up waiting; Ed moves up.
  rig.send(di.id, msg("event_leave", {{"event", event}}));
  rig.send(di.id, msg("event_get", {{"event", event}}));
  EXPECT_TRUE(rig.last(di.id, "event")["you"].is_null());
  // Kept over a restart.
  HubRig again({}, &rig.store());
  again.hub->restore();
  again.idle();
  const auto ed2 = again.open();
  again.send(ed2, msg("hello", {{"token", rig.last(ed.id, "welcome")["token"]}}));
  again.send(ed2, msg("event_get", {{"event", event}}));
  EXPECT_EQ(again.last(ed2, "event")["you"]["waiting_list"], 1) << again.last_frame(ed2).dump();
  // The organiser makes room: the list's first takes it.
  const auto ann2 = again.open();
  again.send(ann2, msg("hello", {{"token", rig.last(ann.id, "welcome")["token"]}}));
  again.send(ann2, msg("event_edit", {{"event", event}, {"capacity", 4}}));
  EXPECT_EQ(again.last(ed2, "event")["registered"], true);
  EXPECT_EQ(again.last(ed2, "event")["waiting_list"], 0);
  expect_schemas(rig, {ann.id, bob.id, cy.id, di.id, ed.id});
}

// On a server of more than a thousand people the organiser still drops and
// brings back by person number (they were read as numbers up to 1000 only:
// "missing integer field").
TEST(Clubs, PeopleNumberedOverAThousandAreDroppedAndBroughtBack) {
  HubRig rig;
  for (int i = 0; i < 1'200; ++i) rig.store().add_person("Earlier " + std::to_string(i), "hash-" + std::to_string(i));
  const Member ann = someone(rig, "Ann"), bob = someone(rig, "Bob");
  ASSERT_GT(bob.person, 1'000);
  rig.send(ann.id, msg("event_create", {{"name", "Big server night"}}));
  const std::string event = rig.last(ann.id, "event")["event"];
  rig.send(bob.id, msg("event_join", {{"event", event}}));
  rig.send(ann.id, msg("event_drop", {{"event", event}, {"person", bob.person}}));
  EXPECT_EQ(rig.last(bob.id, "event")["registered"], false) << rig.last_frame(ann.id).dump();
}

// The pure parts: a season's best N of M, its ties; the calendar's dates
// and its file's lines (RFC 5545: escaped text, lines of 75 octets at most).
TEST(ClubSeasons, TheBestEveningsCountAndEqualsShareAPlace) {
  using events::SeasonEvening;
  std::vector<SeasonEvening> evenings = {
      {"e1", "2026-01-01", {{1, {10, 2, 0, 1, 4}}, {2, {8, 1, 1, 2, 4}}}},
      {"e2", "2026-01-08", {{1, {3, 0, 0, 4, 4}}, {2, {9, 2, 0, 1, 4}}, {3, {20, 3, 1, 1, 4}}}},
      {"e3", "2026-01-15", {{1, {9, 1, 0, 1, 4}}, {2, {2, 0, 0, 4, 4}}}},
  };
  const auto all = events::season_standings(evenings, 0);
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].person, 1);  // 22 points
  EXPECT_EQ(all[0].points, 22);
  EXPECT_EQ(all[0].evenings, 3);
  EXPECT_EQ(all[0].best_event, "e1");
  EXPECT_EQ(all[1].person, 3);  // 20
  EXPECT_EQ(all[2].person, 2);  // 19
  const auto best_two = events::season_standings(evenings, 2);
  EXPECT_EQ(best_two[0].person, 3);  // 20 from one evening
  EXPECT_EQ(best_two[1].person, 1);  // 10 + 9
  EXPECT_EQ(best_two[1].counted, 2);
  EXPECT_EQ(best_two[2].person, 2);  // 9 + 8
  EXPECT_EQ(best_two[2].rounds_won, 3);
  const auto one = events::season_standings({{"a", "2026-01-01", {{5, {4, 1, 0, 1, 2}}, {6, {4, 1, 0, 1, 2}}}}}, 0);
  EXPECT_EQ(one[0].place, 1);
  EXPECT_EQ(one[1].place, 1) << "equal points, rounds won and loners share the place";
  EXPECT_EQ(events::season_csv(one, {{5, "Ann, Jr."}}),
            "place,name,points,rounds_won,loners,evenings,counted,best_date,best_points\n"
            "1,\"Ann, Jr.\",4,1,0,1,1,2026-01-01,4\n1,\"person 6\",4,1,0,1,1,2026-01-01,4\n");
}

TEST(ClubCalendar, DatesFallOnTheWeekdayAndTheFileFoldsLongLines) {
  room::ClubSchedule schedule;
  schedule.weekday = 4;
  schedule.weeks_ahead = 2;
  EXPECT_EQ(room::schedule_dates(schedule, "2026-11-29"), (std::vector<std::string>{"2026-12-03", "2026-12-10"}));
  EXPECT_EQ(room::schedule_dates(schedule, "2026-12-03"), (std::vector<std::string>{"2026-12-03", "2026-12-10", "2026-12-17"}));
  EXPECT_TRUE(room::valid_date("2028-02-29"));
  EXPECT_FALSE(room::valid_date("2026-02-29"));
  EXPECT_FALSE(room::valid_date("2026-1-01"));
  room::Club club("c1", "Thé; club, \"x\"", 1, 0, "CODE", "secret");
  const std::string long_name(120, 'e');
  const std::string ics = room::club_ics(club, {{"e1", "2026-12-03", long_name + "é", ""}}, 0);
  EXPECT_NE(ics.find("X-WR-CALNAME:Thé\\; club\\, \"x\"\r\n"), std::string::npos) << ics;
  EXPECT_NE(ics.find("DTSTART:20261203T183000\r\n"), std::string::npos) << "no zone: the club's own clock (floating)";
  std::size_t from = 0;
  while (from < ics.size()) {
    const std::size_t end = ics.find("\r\n", from);
    ASSERT_NE(end, std::string::npos);
    EXPECT_LE(end - from, 75u) << ics.substr(from, end - from);
    from = end + 2;
  }
  EXPECT_NE(ics.find("\r\n e"), std::string::npos) << "the long summary is folded";
}

}  // namespace
}  // namespace euchre::testing
