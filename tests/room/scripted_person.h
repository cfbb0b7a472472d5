// A scripted person at a hub table: answers the shuffle's call for a
// contribution and plays one of the legal actions its latest state lists.
#pragma once

#include <random>
#include <string>

#include "harness.h"

namespace euchre::testing {

struct ScriptedPerson {
  explicit ScriptedPerson(net::ConnectionId connection) : id(connection) {}
  net::ConnectionId id = 0;
  std::string token;
  std::size_t seen = 0;  // frames already looked at
  std::mt19937_64 rng{1};

  // 16 random bytes as hex, as a real client draws them.
  std::string contribution() {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (int i = 0; i < 32; ++i) out += kHex[rng() % 16];
    return out;
  }

  // Sends what the new frames ask for (a contribution, an action); returns
  // whether it sent anything.
  bool respond(HubRig& rig, const std::string& table) {
    json latest_state;
    for (; seen < rig.frames(id).size(); ++seen) {
      const std::string text = rig.frames(id)[seen];  // a copy: sending below may grow the vector
      if (HubRig::is_type(text, "commit")) {
        latest_state = nullptr;
        const json m = json::parse(text);
        if (m["contribute"] == true) {
          rig.send(id, {{"v", 1}, {"type", "contribute"}, {"table", table}, {"deal", m["deal"]},
                        {"contribution", contribution()}});
          // Stop here: the frames this caused are for the caller to look at
          // first (a whole deal may pass while this seat sits out a loner).
          ++seen;
          return true;
        }
      } else if (HubRig::is_type(text, "state") && text.find("\"my_turn\":true") != std::string::npos) {
        latest_state = json::parse(text);
      } else if (HubRig::is_type(text, "state")) {
        latest_state = nullptr;
      }
    }
    if (!latest_state.is_null() && latest_state["my_turn"] == true && !latest_state["legal"].empty()) {
      const auto& legal = latest_state["legal"];
      const std::string action = legal[rng() % legal.size()];
      rig.send(id, {{"v", 1}, {"type", "act"}, {"table", table}, {"action", action}});
      return true;
    }
    return false;
  }
};

// The person says hello, makes a table of three instant bots and plays it to
// the end of a game to 2 (bounded); returns the table's id.
inline std::string play_a_short_game(HubRig& rig, ScriptedPerson& person, const std::string& name) {
  person.token = rig.hello(person.id, name);
  const std::string table = create_table(rig, person.id, {{"pace", "instant"}, {"seat", 0}, {"options", {{"target", 2}}},
                                                          {"bots", {nullptr, "basic", "basic", "basic"}}});
  for (int step = 0; step < 5'000 && rig.last(person.id, "game_over").is_null(); ++step)
    if (!person.respond(rig, table)) rig.advance(1'000);
  return table;
}

}  // namespace euchre::testing
