// An evening in person (issue 30; docs/events.md, "In person"): the server
// seats a real club's tables each round and keeps the scores one phone a
// table enters; someone of the other side confirms; after that only the
// organiser can change a score, and every entry, confirmation and
// correction is in a log everyone reads. No server tables, no bots.
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "club.h"
#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

struct Hall {
  std::vector<net::ConnectionId> people;  // Ann (the organiser) first
  std::vector<std::string> names;
  std::string event;
};

Hall hall(HubRig& rig, int count, json extra = json::object()) {
  static const char* const kHallNames[] = {"Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"};
  Hall h;
  for (int i = 0; i < count; ++i) {
    h.people.push_back(rig.open());
    h.names.push_back(kHallNames[i]);
    rig.hello(h.people.back(), kHallNames[i]);
  }
  json create = {{"name", "Recreation hall"}, {"in_person", true}, {"rounds", 2}, {"deals", 8}, {"check_in_minutes", 0}};
  for (auto& [k, v] : extra.items()) create[k] = v;
  rig.send(h.people[0], msg("event_create", create));
  h.event = rig.last(h.people[0], "event").value("event", "");
  for (std::size_t i = 1; i < h.people.size(); ++i) rig.send(h.people[i], msg("event_join", {{"event", h.event}}));
  return h;
}

// Who sits at table `number` this round, by seat: indices of h.people.
std::array<int, 4> seated(HubRig& rig, const Hall& h, int number) {
  std::array<int, 4> out{-1, -1, -1, -1};
  for (std::size_t i = 0; i < h.people.size(); ++i) {
    const json you = rig.last(h.people[i], "event")["you"];
    if (you.is_object() && you.value("number", 0) == number) out[static_cast<std::size_t>(you["seat"].get<int>())] = static_cast<int>(i);
  }
  return out;
}

json score(const std::string& event, int table, int ns, int ew, std::array<int, 4> loners = {}) {
  return msg("event_score", {{"event", event}, {"table", table}, {"points", {ns, ew}}, {"loners", loners}});
}

TEST(ServerInPerson, ScoresAreEnteredConfirmedAndCorrectedWithALog) {
  HubRig rig;
  Hall h = hall(rig, 8);
  ASSERT_FALSE(h.event.empty());
  rig.send(h.people[0], msg("event_start", {{"event", h.event}}));
  const json running = rig.last(h.people[3], "event");
  ASSERT_EQ(running["status"], "running");
  EXPECT_TRUE(running["in_person"].get<bool>());
  ASSERT_EQ(running["tables"].size(), 2u);
  EXPECT_TRUE(running["tables"][0]["score"].is_null());
  for (const auto& [id, table] : rig.hub->tables()) EXPECT_NE(table->settings().event, h.event) << "no server table";
  const json you = running["you"];
  EXPECT_TRUE(you["in_person"].get<bool>());
  EXPECT_FALSE(you.contains("table")) << "nothing to go to: the table is in the hall";

  const auto t1 = seated(rig, h, 1), t2 = seated(rig, h, 2);
  const auto north1 = h.people[static_cast<std::size_t>(t1[0])], east1 = h.people[static_cast<std::size_t>(t1[1])];
  const auto south1 = h.people[static_cast<std::size_t>(t1[2])];
  // Someone not at table 1 (and not the organiser) cannot enter its score; bad numbers are malformed.
  const int stranger = t2[0] != 0 ? t2[0] : t2[1];
  rig.send(h.people[static_cast<std::size_t>(stranger)], score(h.event, 1, 7, 4));
  EXPECT_EQ(rig.last(h.people[static_cast<std::size_t>(stranger)], "error")["code"], "not_seated");
  rig.send(north1, msg("event_score", {{"event", h.event}, {"table", 1}, {"points", {7, -1}}}));
  EXPECT_EQ(rig.last(north1, "error")["code"], "malformed");

  rig.send(north1, score(h.event, 1, 7, 4, {1, 0, 0, 0}));
  json sheet = rig.last(east1, "event")["tables"][0]["score"];
  EXPECT_EQ(sheet["points"], json({7, 4}));
  EXPECT_FALSE(sheet["confirmed"].get<bool>());
  // North's partner cannot confirm North's entry; East can.
  rig.send(south1, msg("event_confirm", {{"event", h.event}, {"table", 1}}));
  EXPECT_NE(rig.last(south1, "error")["message"].get<std::string>().find("other side"), std::string::npos);
  rig.send(east1, msg("event_confirm", {{"event", h.event}, {"table", 1}}));
  sheet = rig.last(north1, "event")["tables"][0];
  EXPECT_TRUE(sheet["score"]["confirmed"].get<bool>());
  EXPECT_TRUE(sheet["done"].get<bool>());
  rig.send(east1, score(h.event, 1, 4, 7));
  EXPECT_NE(rig.last(east1, "error")["message"].get<std::string>().find("only the organiser"), std::string::npos);

  // Table 2: East-West enter 3-9, North-South say it is wrong by entering 5-9, East-West confirm.
  const auto north2 = h.people[static_cast<std::size_t>(t2[0])], west2 = h.people[static_cast<std::size_t>(t2[3])];
  rig.send(west2, score(h.event, 2, 3, 9));
  rig.send(north2, score(h.event, 2, 5, 9));
  rig.send(west2, msg("event_confirm", {{"event", h.event}, {"table", 2}}));
  const json round2 = rig.last(north2, "event");
  EXPECT_EQ(round2["round"], 2) << "both tables confirmed: the next round is seated";
  EXPECT_TRUE(round2["tables"][0]["score"].is_null());

  // Round 2: the organiser enters both tables' scores; they stand at once.
  rig.send(h.people[0], msg("event_correct", {{"event", h.event}, {"round", 2}, {"table", 1}, {"points", {8, 2}},
                                              {"reason", "entered from the paper tally"}}));
  rig.send(h.people[0], msg("event_correct", {{"event", h.event}, {"round", 2}, {"table", 2}, {"points", {6, 6}},
                                              {"reason", "entered from the paper tally"}}));
  json over = rig.last(h.people[5], "event");
  ASSERT_EQ(over["status"], "over");
  std::map<std::string, int> points;
  for (const json& s : over["standings"]) points[s["name"]] = s["points"];
  const int before = points[h.names[static_cast<std::size_t>(t1[0])]];
  // North's page says the same; the evening is read from its row once for
  // both pages, and not again while the row is the same.
  store::PersonId north = 0;
  const json ratings = rig.hub->ratings_json();
  for (const json& p : ratings["people"])
    if (p["name"] == h.names[static_cast<std::size_t>(t1[0])]) north = p["person"];
  ASSERT_NE(north, 0) << ratings.dump();
  const auto evening_points = [&] { return (*rig.hub->person_json(north))["evenings"][0]["points"].get<int>(); };
  EXPECT_EQ(evening_points(), before);
  EXPECT_EQ(rig.hub->closed_evenings_read(), 1u);

  // Only the organiser corrects, with a reason; a correction of round 1 changes the tallies and is logged.
  const auto player = h.people[static_cast<std::size_t>(t1[1] != 0 ? t1[1] : t1[3])];  // not the organiser
  rig.send(player, msg("event_correct", {{"event", h.event}, {"round", 1}, {"table", 1}, {"points", {9, 4}}, {"reason", "x"}}));
  EXPECT_EQ(rig.last(player, "error")["code"], "not_now");
  rig.send(h.people[0], msg("event_correct", {{"event", h.event}, {"round", 1}, {"table", 1}, {"points", {9, 4}}}));
  EXPECT_EQ(rig.last(h.people[0], "error")["code"], "malformed");
  rig.send(h.people[0], msg("event_correct", {{"event", h.event}, {"round", 1}, {"table", 1}, {"points", {9, 4}},
                                              {"loners", {1, 0, 0, 0}}, {"reason", "North's last deal was a march"}}));
  over = rig.last(h.people[5], "event");
  for (const json& s : over["standings"])
    if (s["name"] == h.names[static_cast<std::size_t>(t1[0])]) {
      EXPECT_EQ(s["points"].get<int>(), before + 2);
    }
  // A correction after the evening changes its row: the pages read it again.
  EXPECT_EQ(evening_points(), before + 2);
  EXPECT_EQ(rig.hub->closed_evenings_read(), 2u);
  std::vector<std::string> what;
  for (const json& line : over["scores_log"]) what.push_back(line["what"]);
  EXPECT_EQ(what, (std::vector<std::string>{"entered", "confirmed", "entered", "entered", "confirmed", "corrected",
                                            "corrected", "corrected"}));
  const json last = over["scores_log"].back();
  EXPECT_EQ(last["by"], "Ann");
  EXPECT_EQ(last["reason"], "North's last deal was a march");
  EXPECT_EQ(last["points"], json({9, 4}));
}

TEST(ServerInPerson, AnEntryIsKeptThroughARestart) {
  MemoryStore memory;
  std::string event;
  std::vector<std::string> names;
  {
    HubRig rig({}, &memory);
    Hall h = hall(rig, 8);
    event = h.event;
    rig.send(h.people[0], msg("event_start", {{"event", event}}));
    const auto t1 = seated(rig, h, 1);
    rig.send(h.people[static_cast<std::size_t>(t1[1])], score(event, 1, 2, 10));
  }
  HubRig rig({}, &memory);
  rig.hub->restore();
  const auto ann = rig.open();
  rig.hello(ann, "Ann2");
  rig.send(ann, msg("event_get", {{"event", event}}));
  const json back = rig.last(ann, "event");
  ASSERT_EQ(back["status"], "running");
  EXPECT_EQ(back["tables"][0]["score"]["points"], json({2, 10}));
  EXPECT_FALSE(back["tables"][0]["score"]["confirmed"].get<bool>());
  EXPECT_EQ(back["scores_log"].size(), 1u);
}

TEST(ServerInPerson, WhatDoesNotFitIsRefusedInWords) {
  HubRig rig;
  Hall six = hall(rig, 6);
  rig.send(six.people[0], msg("event_start", {{"event", six.event}}));
  const json refused = rig.last(six.people[0], "error");
  EXPECT_EQ(refused["code"], "bad_settings");
  EXPECT_NE(refused["message"].get<std::string>().find("no bots for the empty seats"), std::string::npos) << refused.dump();
  rig.send(six.people[0], msg("event_create", {{"in_person", true}, {"format", "duplicate"}}));
  EXPECT_EQ(rig.last(six.people[0], "error")["code"], "bad_settings");
  // A progressive evening at the server's tables keeps its own scores.
  rig.send(six.people[0], msg("event_create", {{"name", "Online"}, {"check_in_minutes", 0}}));
  const std::string online = rig.last(six.people[0], "event")["event"];
  rig.send(six.people[1], msg("event_join", {{"event", online}}));
  rig.send(six.people[0], msg("event_start", {{"event", online}}));
  rig.send(six.people[0], score(online, 1, 5, 5));
  EXPECT_NE(rig.last(six.people[0], "error")["message"].get<std::string>().find("server's tables"), std::string::npos);
}

// Two of the hall's eight have no phone: the organiser adds them by name,
// and they are seated and in the standings like everyone; only the
// organiser adds, only in person, and a name must be a name.
TEST(ServerInPerson, TheOrganiserAddsSomeoneWithoutAPhoneByName) {
  HubRig rig;
  Hall six = hall(rig, 6);
  rig.send(six.people[1], msg("event_add", {{"event", six.event}, {"name", "Gran"}}));
  EXPECT_NE(rig.last(six.people[1], "error")["message"].get<std::string>().find("only the organiser"), std::string::npos);
  rig.send(six.people[0], msg("event_add", {{"event", six.event}, {"name", ""}}));
  EXPECT_EQ(rig.last(six.people[0], "error")["code"], "malformed");
  rig.send(six.people[0], msg("event_add", {{"event", six.event}, {"name", "Gran"}}));
  rig.send(six.people[0], msg("event_add", {{"event", six.event}, {"name", "Pop"}}));
  const json before = rig.last(six.people[0], "event");
  ASSERT_EQ(before["people"].size(), 8u) << before.dump();
  EXPECT_EQ(before["people"][6]["name"], "Gran");
  EXPECT_EQ(before["people"][6]["checked_in"], true);
  rig.send(six.people[0], msg("event_start", {{"event", six.event}}));
  const json running = rig.last(six.people[0], "event");
  ASSERT_EQ(running["status"], "running");
  ASSERT_EQ(running["tables"].size(), 2u);
  std::set<std::string> seated_names;
  for (const json& t : running["tables"])
    for (const json& seat : t["seats"]) seated_names.insert(seat["name"].get<std::string>());
  EXPECT_TRUE(seated_names.count("Gran") && seated_names.count("Pop"));
  // At the server's tables everyone plays from his own page.
  rig.send(six.people[0], msg("event_create", {{"name", "Online"}}));
  const std::string online = rig.last(six.people[0], "event")["event"];
  rig.send(six.people[0], msg("event_add", {{"event", online}, {"name", "Gran"}}));
  EXPECT_NE(rig.last(six.people[0], "error")["message"].get<std::string>().find("page of his own"), std::string::npos);
}

}  // namespace
}  // namespace euchre::testing
