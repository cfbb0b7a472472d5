// Bad input (docs/server.md, "Limits and errors"): ten thousand malformed,
// oversized, out-of-turn, wrong-token and wrong-table messages. Each gets
// exactly one error naming the problem, the server keeps serving, and the
// store's action count does not move.
#include <random>

#include <gtest/gtest.h>

#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

constexpr int kMessages = 10'000;

TEST(ServerBadInput, TenThousandBadMessagesEachGetAnErrorAndChangeNothing) {
  HubRig rig;
  ScriptedPerson ann{rig.open()};
  ann.token = rig.hello(ann.id, "Ann");
  rig.send(ann.id, msg("create", {{"pace", "instant"}, {"bots", {nullptr, "basic", nullptr, "basic"}}, {"seat", 0}}));
  const std::string table = rig.last(ann.id, "created")["table"];
  ScriptedPerson bob{rig.open()};
  bob.token = rig.hello(bob.id, "Bob");
  rig.send(bob.id, msg("join", {{"table", table}, {"seat", 2}}));
  // Play until Ann is to act, so that Bob's actions are out of turn.
  for (int i = 0; i < 200 && rig.last(ann.id, "state")["my_turn"] != true; ++i) {
    ann.respond(rig, table);
    if (rig.last(ann.id, "state")["my_turn"] == true) break;
    bob.respond(rig, table);
  }
  ASSERT_EQ(rig.last(ann.id, "state")["my_turn"], true);
  const std::int64_t actions = rig.store().action_count();
  const json state = rig.last(ann.id, "state");

  std::mt19937_64 rng(7);
  const auto random_text = [&](std::size_t n) {
    std::string s(n, ' ');
    for (char& c : s) c = static_cast<char>(rng() % 256);
    return s;
  };
  const std::string valid = msg("act", {{"table", table}, {"action", state["legal"][0]}}).dump();
  std::map<std::string, int> codes;
  for (int i = 0; i < kMessages; ++i) {
    net::ConnectionId who = bob.id;
    std::string text;
    switch (i % 10) {
      case 0: text = random_text(1 + rng() % 64); break;                                   // noise
      case 1: text = valid.substr(0, rng() % valid.size()); break;                          // cut short
      case 2: text = std::string(16 * 1024 + 1 + rng() % 1000, '['); break;                 // oversized
      case 3: {  // another protocol version
        json m = msg("act", {{"table", table}, {"action", "p"}});
        m["v"] = 2;
        text = m.dump();
        break;
      }
      case 4: text = msg("shout", {{"table", table}}).dump(); break;                        // unknown type
      case 5: text = msg("act", {{"table", table}, {"action", state["legal"][0]}}).dump(); break;  // Bob: not his turn
      case 6: text = msg("act", {{"table", "zz" + std::to_string(i)}, {"action", "p"}}).dump(); break;  // wrong table
      case 7: {  // a stranger with a token the server never issued
        who = rig.open();
        text = msg("hello", {{"token", random_text(0) + std::to_string(rng())}}).dump();
        break;
      }
      case 8: who = ann.id; text = msg("act", {{"table", table}, {"action", "X" + std::to_string(i)}}).dump(); break;  // nonsense action
      case 9: text = msg("join", {{"table", table}, {"seat", 0}}).dump(); break;  // Ann's seat
    }
    const std::size_t before = rig.frames(who).size();
    rig.send_text(who, text);
    ASSERT_EQ(rig.frames(who).size(), before + 1) << "case " << i % 10 << ": " << text.substr(0, 80);
    const json reply = rig.last_frame(who);
    ASSERT_EQ(reply["type"], "error") << reply.dump();
    ASSERT_FALSE(reply["message"].get<std::string>().empty());
    ++codes[reply["code"].get<std::string>()];
    if (i % 10 == 7) rig.close(who);
  }
  EXPECT_EQ(rig.store().action_count(), actions);
  EXPECT_EQ(rig.last(ann.id, "state"), state);
  for (const char* code : {"malformed", "too_large", "version", "unknown_type", "not_your_turn", "unknown_table",
                           "bad_token", "illegal", "not_now"})
    EXPECT_GT(codes[code], 0) << code;
  // And the table still plays.
  rig.send_text(ann.id, valid);
  EXPECT_GT(rig.store().action_count(), actions);
}

}  // namespace
}  // namespace euchre::testing
