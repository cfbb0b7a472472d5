// What an evening hides, every page and download hides (issue 36,
// "Privacy"; docs/events.md, "Watching an evening"): with spectators off
// only the evening's own people and organiser see its play (replays, the
// EMN and extra file, the boards and their secret), the ratings name it
// without its link, and a person's page is reached by a key only he is
// given, not by walking the numbers 1..N. And one rule for every name.
#include <gtest/gtest.h>

#include "club.h"
#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

// A duplicate evening of five (two tables) played to its end.
Club played_duplicate(HubRig& rig, json settings = {}) {
  settings["format"] = "duplicate";
  Club club = registered(rig, settings);
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  play_event(rig, club);
  return club;
}

TEST(ServerPrivacy, AHiddenEveningsPlayIsOpenOnlyToItsOwnPeople) {
  HubRig rig;
  Club club = played_duplicate(rig);
  const json bobs = rig.last(club.people[1]->id, "event");
  ASSERT_EQ(bobs["status"], "over");
  ASSERT_FALSE(bobs["spectators"].get<bool>());
  // The evening's people: the replays, the boards' secret, and the key to its downloads.
  EXPECT_FALSE(bobs["played"].empty());
  EXPECT_TRUE(bobs["boards"].contains("secret"));
  ASSERT_TRUE(bobs.contains("key")) << "the evening's people are given its key";
  const std::string key = bobs["key"];
  EXPECT_EQ(rig.last(club.people[0]->id, "event")["key"], key) << "one key, the organiser's too";

  // A stranger with the link: the standings, but no replay, no secret, no key.
  const auto zed = rig.open();
  rig.hello(zed, "Zed");
  rig.send(zed, msg("event_get", {{"event", club.event}}));
  const json zeds = rig.last(zed, "event");
  EXPECT_EQ(zeds["standings"], bobs["standings"]);
  EXPECT_TRUE(zeds["played"].empty());
  EXPECT_FALSE(zeds["boards"].contains("secret")) << "the secret deals every board's hands";
  EXPECT_FALSE(zeds.contains("key"));

  // Its downloads (EMN, extra file, boards) open to its key only; the same
  // answer for a wrong key as for an unknown evening.
  EXPECT_FALSE(rig.hub->evening_open_to(club.event, ""));
  EXPECT_FALSE(rig.hub->evening_open_to(club.event, std::string(key.size(), '0')));
  EXPECT_FALSE(rig.hub->evening_open_to(club.event, key.substr(1)));
  EXPECT_TRUE(rig.hub->evening_open_to(club.event, key));
  EXPECT_FALSE(rig.hub->evening_open_to("e999999", key));
  // After a restart the evening over is read from the store: the same key.
  HubRig again({}, &rig.memory);
  EXPECT_TRUE(again.hub->evening_open_to(club.event, key));
  EXPECT_FALSE(again.hub->evening_open_to(club.event, ""));

  // The public ratings name the evening without its link; a person's own page keeps it.
  const json ratings = rig.hub->ratings_json();  // kept: a loop over a temporary's member would dangle
  for (const json& p : ratings["people"])
    for (const json& step : p["history"]) {
      EXPECT_TRUE(step["event"].is_null()) << step.dump();
      EXPECT_EQ(step["name"], "Thursday club");
    }
  EXPECT_EQ((*rig.hub->person_json(2))["evenings"][0]["event"], club.event);
}

TEST(ServerPrivacy, AnEveningWithSpectatorsIsOpenToAnyoneWithItsLink) {
  HubRig rig;
  Club club = played_duplicate(rig, {{"spectators", true}});
  const auto zed = rig.open();
  rig.hello(zed, "Zed");
  rig.send(zed, msg("event_get", {{"event", club.event}}));
  const json zeds = rig.last(zed, "event");
  EXPECT_FALSE(zeds["played"].empty());
  EXPECT_TRUE(zeds["boards"].contains("secret"));
  EXPECT_FALSE(rig.last(club.people[1]->id, "event").contains("key")) << "no key needed";
  EXPECT_TRUE(rig.hub->evening_open_to(club.event, ""));
  const json ratings = rig.hub->ratings_json();
  for (const json& p : ratings["people"]) EXPECT_EQ(p["history"][0]["event"], club.event);
}

// The standings CSV (GET /api/events/ID.csv) shows a name a spreadsheet
// would run as a formula, never runs it (OWASP, "CSV Injection").
TEST(ServerPrivacy, TheStandingsCsvNeverRunsAName) {
  HubRig rig;
  Club club = registered(rig);
  const std::string formula = "=HYPERLINK(\"http://x.example\",\"win\")";
  const auto bob = rig.open();
  rig.send(bob, msg("hello", {{"token", club.people[1]->token}, {"name", formula}}));  // a name with the token renames
  ASSERT_EQ(rig.last(bob, "welcome")["name"], formula);
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  play_event(rig, club);
  const std::string csv = rig.hub->event_standings_csv(club.event).value_or("");
  EXPECT_NE(csv.find(",\"'=HYPERLINK(\"\"http://x.example\"\",\"\"win\"\")\","), std::string::npos) << csv;
  EXPECT_EQ(csv.find(",\"=HYPERLINK"), std::string::npos) << csv;
}

// GET /api/people/ID was a walk over 1..N: every person and his evenings.
TEST(ServerPrivacy, APersonsPageIsReachedByAKeyOnlyHeIsGiven) {
  HubRig rig;
  const auto ann = rig.open(), bob = rig.open();
  rig.hello(ann, "Ann");
  rig.hello(bob, "Bob");
  const std::string anns = rig.last(ann, "welcome")["page"];
  const std::string bobs = rig.last(bob, "welcome")["page"];
  EXPECT_EQ(anns.rfind("1-", 0), 0u) << anns;
  EXPECT_EQ(bobs.rfind("2-", 0), 0u) << bobs;
  EXPECT_EQ(rig.hub->person_by_page_id(anns), 1);
  EXPECT_EQ(rig.hub->person_by_page_id(bobs), 2);
  for (const std::string& guess : std::vector<std::string>{"1", "2", "1-", "2-" + anns.substr(2), anns.substr(0, anns.size() - 1), anns + "0",
                                  "-" + anns, "01-" + anns.substr(2), "x-y"})
    EXPECT_FALSE(rig.hub->person_by_page_id(guess)) << guess;
  // The same page after a reconnection with the token, and after a restart.
  const std::string token = rig.hello(rig.open(), "Cy");
  const auto cy_again = rig.open();
  rig.send(cy_again, msg("hello", {{"token", token}}));
  const std::string cys = rig.last(cy_again, "welcome")["page"];
  HubRig again({}, &rig.memory);
  EXPECT_EQ(again.hub->person_page_id(3), cys);
  EXPECT_EQ(again.hub->person_by_page_id(cys), 3);
}

// One rule for every name (docs/protocol.md, "Names"): a person's, a
// table's, an evening's and a guest's, with the same words.
TEST(ServerNames, EveryNameFollowsOneRule) {
  HubRig rig;
  const auto ann = rig.open();
  rig.hello(ann, "Ann");
  rig.send(ann, msg("event_create", {{"name", "In person"}, {"in_person", true}, {"rounds", 2}, {"deals", 2}}));
  const std::string in_person = rig.last(ann, "event")["event"];
  const std::string hidden = "\"name\" must not contain invisible, direction-changing or full-width characters";
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"Ann\u202eevil", hidden},         // right-to-left override
      {"An\u200bn", hidden},             // zero-width space
      {"\uff21nn", hidden},              // full-width A
      {"Ann\u2066", hidden},             // an isolate
      {"\u3164", hidden},                // Hangul filler: shows as nothing
      {"\u2003\u2003", "\"name\" must have a visible character"},  // em spaces
      {"\u2003Ann", "\"name\" must not start or end with a space"},
      {"Ann\u00a0", "\"name\" must not start or end with a space"},
      {"An\nn", "\"name\" must not contain control characters"},
      {"Ann\xc2\x9b", "\"name\" must not contain control characters"},  // C1
      {"", "\"name\" must have 1 to"},
  };
  for (const auto& [name, words] : bad) {
    const std::string shown = json(name).dump(-1, ' ', true, json::error_handler_t::replace);
    rig.clear(ann);
    rig.send(ann, msg("create", {{"name", name}, {"seat", 0}, {"bots", {nullptr, "basic", "basic", "basic"}}}));
    EXPECT_NE(rig.last(ann, "error").value("message", "").find(words), std::string::npos) << "table " << shown << ": " << rig.last(ann, "error");
    rig.clear(ann);
    rig.send(ann, msg("event_create", {{"name", name}}));
    EXPECT_NE(rig.last(ann, "error").value("message", "").find(words), std::string::npos) << "evening " << shown << ": " << rig.last(ann, "error");
    rig.clear(ann);
    rig.send(ann, msg("event_add", {{"event", in_person}, {"name", name}}));
    EXPECT_NE(rig.last(ann, "error").value("message", "").find(words), std::string::npos) << "guest " << shown << ": " << rig.last(ann, "error");
    const auto someone = rig.open();
    rig.send(someone, msg("hello", {{"name", name}}));
    EXPECT_NE(rig.last(someone, "error").value("message", "").find(words), std::string::npos) << "person " << shown << ": " << rig.last(someone, "error");
  }
  // Lengths are characters, not bytes: a person 40, a table or an evening 60.
  std::string forty;
  for (int i = 0; i < 40; ++i) forty += "é";  // 80 bytes
  const auto zoe = rig.open();
  rig.send(zoe, msg("hello", {{"name", forty}}));
  EXPECT_EQ(rig.last(zoe, "welcome")["name"], forty) << rig.last(zoe, "error");
  const auto longer = rig.open();
  rig.send(longer, msg("hello", {{"name", forty + "é"}}));
  EXPECT_NE(rig.last(longer, "error").value("message", "").find("\"name\" must have 1 to 40 characters"), std::string::npos);
  rig.clear(ann);
  rig.send(ann, msg("event_create", {{"name", forty + forty.substr(0, 40)}}));  // 60 characters, 120 bytes
  EXPECT_TRUE(rig.last(ann, "error").is_null()) << rig.last(ann, "error");
  rig.send(ann, msg("event_create", {{"name", forty + forty.substr(0, 42)}}));
  EXPECT_NE(rig.last(ann, "error").value("message", "").find("\"name\" must have 1 to 60 characters"), std::string::npos);
}

// The rule is for new names: an evening stored under an older rule is read back as it was.
TEST(ServerNames, AStoredNameIsReadBackAsItIs) {
  HubRig rig;
  Club club = registered(rig);
  const auto row = rig.store().event(club.event);
  ASSERT_TRUE(row);
  json settings = json::parse(row->settings);
  settings["name"] = "Old\u200bname";
  rig.store().update_event(club.event, row->state, false);
  store::Event changed = *row;
  changed.id = "e-old";
  changed.settings = settings.dump();
  rig.store().add_event(changed);
  HubRig again({}, &rig.memory);
  again.hub->restore();
  const auto zed = again.open();
  again.hello(zed, "Zed");
  again.send(zed, msg("event_get", {{"event", "e-old"}}));
  EXPECT_EQ(again.last(zed, "event")["name"], "Old\u200bname") << again.last_frame(zed);
}

}  // namespace
}  // namespace euchre::testing
