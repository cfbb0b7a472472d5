// A club of people at an event on a HubRig, for the events' tests
// (event_test.cpp, event_duplicate_test.cpp): who registers, how they come
// back after a restart, and playing the tables the event seats them at.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {

struct Club {
  std::vector<std::unique_ptr<ScriptedPerson>> people;
  std::string event;
};

// Ann organises; Bob, Cy, Di and Ed register (and check in, unless told
// not to): five people, three bots.
inline Club registered(HubRig& rig, json settings = {}, bool check_in = true) {
  Club club;
  for (const char* name : {"Ann", "Bob", "Cy", "Di", "Ed"}) {
    club.people.push_back(std::make_unique<ScriptedPerson>(rig.open()));
    club.people.back()->token = rig.hello(club.people.back()->id, name);
  }
  json create = {{"name", "Thursday club"}, {"rounds", 2}, {"deals", 2}, {"movement", "fixed"}, {"pace", "instant"}};
  for (auto& [k, v] : settings.items()) create[k] = v;
  rig.send(club.people[0]->id, msg("event_create", create));
  const json ev = rig.last(club.people[0]->id, "event");
  EXPECT_FALSE(ev.is_null()) << rig.last_frame(club.people[0]->id).dump();
  if (ev.is_null()) return club;
  club.event = ev["event"];
  for (std::size_t i = 1; i < club.people.size(); ++i) {
    rig.send(club.people[i]->id, msg("event_join", {{"event", club.event}}));
    if (check_in) rig.send(club.people[i]->id, msg("event_check_in", {{"event", club.event}}));
  }
  return club;
}

// After a restart: everyone comes back with his token (hello), in the same order.
inline Club reconnected(HubRig& rig, const std::string& event, const std::vector<std::string>& tokens) {
  Club club;
  club.event = event;
  for (const std::string& token : tokens) {
    club.people.push_back(std::make_unique<ScriptedPerson>(rig.open()));
    rig.send(club.people.back()->id, msg("hello", {{"token", token}}));
    club.people.back()->token = token;
  }
  return club;
}

// Everyone plays the table the event seats them at until the event is over
// or has reached round `until` (bounded); `on_round` sees the organiser's
// event message once each round as it begins.
inline void play_rounds(HubRig& rig, Club& club, int until = 1 << 30,
                        const std::function<void(const json&)>& on_round = {}) {
  int seen = 0;
  for (int step = 0; step < 20'000; ++step) {
    const json ev = rig.last(club.people[0]->id, "event");
    if (ev.is_null()) return;
    if (ev["status"] == "over" || ev["round"].get<int>() >= until) return;
    if (ev["status"] == "running" && ev["round"].get<int>() > seen) {
      seen = ev["round"].get<int>();
      if (on_round) on_round(ev);
    }
    bool any = false;
    for (auto& p : club.people) {
      const json mine = rig.last(p->id, "event");
      if (!mine.is_null() && mine["you"].is_object() && mine["you"].contains("table")) any |= p->respond(rig, mine["you"]["table"]);
    }
    if (!any) rig.advance(1'000);
  }
}

// Everyone plays the table the event seats them at, until the event is over (bounded).
inline void play_event(HubRig& rig, Club& club) {
  for (int step = 0; step < 20'000; ++step) {
    const json ev = rig.last(club.people[0]->id, "event");
    if (!ev.is_null() && ev["status"] == "over") return;
    bool any = false;
    for (auto& p : club.people) {
      const json mine = rig.last(p->id, "event");
      if (mine.is_null() || mine["you"].is_null() || !mine["you"].contains("table")) continue;
      any |= p->respond(rig, mine["you"]["table"]);
    }
    if (!any) rig.advance(1'000);
  }
  FAIL() << "the event did not end";
}

}  // namespace euchre::testing
