// Issue 37, "evening messages grow with the square of the people": before
// an evening begins, one person's change (a partner ask, a check-in, a join)
// reaches the others as his entry alone, with the others' changed meanwhile
// (`event_people`, at most every 250 ms; docs/protocol.md), so the bytes a
// change costs grow in proportion to the people. Before, every change sent
// the whole evening to everyone: 16.5 MB for one partner ask at 400 people.
#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "../protocol_schema_check.h"
#include "harness.h"

namespace euchre::testing {
namespace {

struct Registering {
  HubRig rig;
  std::vector<net::ConnectionId> people;
  std::vector<std::int64_t> ids;  // person ids, in the order of people
  std::string event;

  explicit Registering(int n) : rig(options()) {
    for (int i = 0; i < n; ++i) {
      // One address each: the per-address rules are not what is measured.
      people.push_back(rig.open("10.0." + std::to_string(i / 200) + "." + std::to_string(i % 200 + 1)));
      rig.hello(people.back(), "P" + std::to_string(i));
      ids.push_back(rig.last(people.back(), "welcome")["person"].get<std::int64_t>());
    }
    rig.send(people[0], msg("event_create", {{"name", "Big night"}, {"movement", "round-robin"}, {"rounds", 3}}));
    event = rig.last(people[0], "event")["event"].get<std::string>();
    for (int i = 1; i < n; ++i) rig.send(people[static_cast<std::size_t>(i)], msg("event_join", {{"event", event}}));
    rig.advance(room::Event::kPeopleFlushMs);
  }
  static room::HubOptions options() {
    room::HubOptions o;
    o.new_people_per_address_hour = 1'000;
    return o;
  }
  std::size_t bytes_sent() {
    std::size_t total = 0;
    for (net::ConnectionId c : people)
      for (const std::string& f : rig.frames(c)) total += f.size();
    return total;
  }
};

std::size_t bytes_for_a_partner_ask(int n) {
  Registering night(n);
  const std::size_t before = night.bytes_sent();
  night.rig.send(night.people[1], msg("event_partner", {{"event", night.event}, {"person", night.ids[2]}}));
  EXPECT_TRUE(night.rig.last(night.people[1], "error").is_null()) << night.rig.last(night.people[1], "error").dump();
  night.rig.advance(room::Event::kPeopleFlushMs);  // the others' entries go out together
  return night.bytes_sent() - before;
}

TEST(EventMessages, BytesForOneChangeGrowInProportionToThePeople) {
  const std::size_t at50 = bytes_for_a_partner_ask(50), at400 = bytes_for_a_partner_ask(400);
  std::cout << "bytes sent for one partner ask: " << at50 << " at 50 people, " << at400 << " at 400\n";
  // Eight times the people: about eight times the bytes (the one who asked
  // gets the whole evening, itself in proportion); the square would be 64.
  EXPECT_LT(static_cast<double>(at400), 12.0 * static_cast<double>(at50)) << at50 << " then " << at400 << " bytes";
  EXPECT_LT(at400, 400u * 1'000u) << "under 1 kB a person";
}

// What the others are sent puts together the evening the person himself is
// sent: each one's last `event` with the `event_people` after it applied
// (each entry replaces the same person's, or is added) lists the people as a
// fresh `event_get` does; every message fits its schema.
TEST(EventMessages, TheEntriesSentRebuildTheEveningAsItIs) {
  Registering night(9);
  std::vector<json> sent;
  auto& rig = night.rig;
  rig.send(night.people[1], msg("event_partner", {{"event", night.event}, {"person", night.ids[2]}}));
  rig.send(night.people[2], msg("event_partner", {{"event", night.event}, {"person", night.ids[1]}}));
  rig.advance(room::Event::kPeopleFlushMs);
  rig.send(night.people[0], msg("event_start", {{"event", night.event}}));
  rig.send(night.people[3], msg("event_check_in", {{"event", night.event}}));
  rig.send(night.people[4], msg("event_partner", {{"event", night.event}, {"person", nullptr}}));
  rig.advance(room::Event::kPeopleFlushMs);
  for (std::size_t k = 0; k < night.people.size(); ++k) {
    json evening;
    int deltas = 0;
    for (const std::string& f : rig.frames(night.people[k])) {
      const json m = json::parse(f);
      if (m["type"] == "event") evening = m;
      if (m["type"] != "event_people") continue;
      sent.push_back(m);
      deltas += static_cast<int>(m["entries"].size());
      ASSERT_FALSE(evening.is_null()) << "entries before the evening itself";
      json& list = evening["people"];
      for (const json& entry : m["entries"]) {
        bool found = false;
        for (json& p : list)
          if (p["person"] == entry["person"]) p = entry, found = true;
        if (!found) list.push_back(entry);
      }
      EXPECT_EQ(list.size(), m["people"].get<std::size_t>());
      evening["status"] = m["status"];
    }
    rig.send(night.people[k], msg("event_get", {{"event", night.event}}));
    const json fresh = rig.last(night.people[k], "event");
    EXPECT_EQ(evening["people"], fresh["people"]) << "person " << k;
    EXPECT_EQ(evening["status"], fresh["status"]) << "person " << k;
    if (k > 4) {
      EXPECT_GE(deltas, 4) << "person " << k << " was sent the others' changes as entries";
    }
  }
  EXPECT_EQ(test::invalid_protocol_messages(sent), "");
}

// Many changes close together reach each person as one message: 100 people
// checking in within a quarter of a second send each of the others one
// `event_people` listing all 100, not 100 messages (one each, at 400 people,
// held every other table of the server up: bench/evening_beside_tables.sh).
TEST(EventMessages, ChangesCloseTogetherReachEachPersonAsOneMessage) {
  Registering night(120);
  auto& rig = night.rig;
  rig.send(night.people[0], msg("event_start", {{"event", night.event}}));
  rig.advance(room::Event::kPeopleFlushMs);
  for (net::ConnectionId c : night.people) rig.clear(c);
  for (std::size_t i = 1; i <= 100; ++i) rig.send(night.people[i], msg("event_check_in", {{"event", night.event}}));
  EXPECT_EQ(rig.count(night.people[110], "event_people"), 0u) << "sent before the quarter second was up";
  rig.advance(room::Event::kPeopleFlushMs);
  const json together = rig.last(night.people[110], "event_people");
  EXPECT_EQ(rig.count(night.people[110], "event_people"), 1u);
  ASSERT_FALSE(together.is_null());
  EXPECT_EQ(together["entries"].size(), 100u);
  for (const json& entry : together["entries"]) EXPECT_EQ(entry["checked_in"], true) << entry.dump();
  // Each who checked in was answered at once with the whole evening, and then
  // told the others' changes like everyone.
  EXPECT_EQ(rig.count(night.people[1], "event"), 1u);
  EXPECT_EQ(rig.count(night.people[1], "event_people"), 1u);
  EXPECT_EQ(test::invalid_protocol_messages({together}), "");
}

// A partner ask reaches everyone, so one person changes his a few times a
// minute (10), not the 19 a second the message limit would let through.
TEST(EventMessages, PartnerAsksAreBoundedAMinute) {
  Registering night(4);
  auto& rig = night.rig;
  for (int i = 0; i < 10; ++i) {
    rig.send(night.people[1], msg("event_partner", {{"event", night.event}, {"person", i % 2 ? nullptr : json(night.ids[2])}}));
    ASSERT_TRUE(rig.last(night.people[1], "error").is_null()) << i;
  }
  rig.send(night.people[1], msg("event_partner", {{"event", night.event}, {"person", night.ids[3]}}));
  const json refused = rig.last(night.people[1], "error");
  EXPECT_EQ(refused["code"], "not_now");
  EXPECT_NE(refused["message"].get<std::string>().find("in the last minute"), std::string::npos) << refused.dump();
  rig.advance(60'001);
  rig.clear(night.people[1]);
  rig.send(night.people[1], msg("event_partner", {{"event", night.event}, {"person", night.ids[3]}}));
  EXPECT_TRUE(rig.last(night.people[1], "error").is_null());
}

// Once an evening runs, a change goes to everyone whole (tables, standings):
// the shared part is written once and each person's own fields after it
// (Event::broadcast). What each person is sent is what an event_get gives
// him; the hub's time for it at 400 people is printed (not a timed test).
TEST(EventMessages, ARunningEveningIsSentToEachAsHisOwnEventGet) {
  Registering night(400);
  auto& rig = night.rig;
  rig.send(night.people[0], msg("event_start", {{"event", night.event}}));
  for (std::size_t i = 1; i < night.people.size(); ++i)  // the last one in begins it
    rig.send(night.people[i], msg("event_check_in", {{"event", night.event}}));
  rig.send(night.people[0], msg("event_get", {{"event", night.event}}));
  ASSERT_EQ(rig.last(night.people[0], "event")["status"], "running");
  for (net::ConnectionId c : night.people) rig.clear(c);
  const auto start = std::chrono::steady_clock::now();
  rig.send(night.people[7], msg("event_leave", {{"event", night.event}}));
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::cout << "one leave in a running evening of 400: " << night.bytes_sent() << " bytes, " << ms << " ms of the hub\n";
  for (std::size_t k : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{399}}) {
    const json sent = rig.last(night.people[k], "event");
    ASSERT_FALSE(sent.is_null()) << "person " << k;
    rig.send(night.people[k], msg("event_get", {{"event", night.event}}));
    EXPECT_EQ(sent, rig.last(night.people[k], "event")) << "person " << k;
  }
}

}  // namespace
}  // namespace euchre::testing
