// Information (docs/server.md): thousands of games through the hub's
// protocol, every seat a scripted client and a spectator watching; every
// frame to every one of them is checked against the server's full state
// (leak_check.h). Games are short (a target of 1 or 2) so that many deals of
// every preset fit in the test's time.
#include <gtest/gtest.h>

#include "core/rules.h"
#include "harness.h"
#include "leak_check.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

// The full 10,000 in the optimised build; the debug and sanitizer builds
// (several times slower) check fewer games for what they add: assertions
// on every applied action, memory errors.
#if defined(EUCHRE_SANITIZED)
constexpr int kGames = 700;
#elif !defined(NDEBUG)
constexpr int kGames = 2'000;
#else
constexpr int kGames = 10'000;
#endif

struct Seated {
  std::string table;
  std::vector<ScriptedPerson> people;
  net::ConnectionId spectator = 0;
};

// The games are split into shards that ctest runs side by side (each its own
// hub, tables and seeds): the check is the same, the wall time a fraction.
constexpr int kShards = 4;

class ServerLeaks : public ::testing::TestWithParam<int> {};

TEST_P(ServerLeaks, NoFrameToAnySeatOrSpectatorNamesACardItMayNotSee) {
  const int shard = GetParam();
  const int shard_games = kGames / kShards;
  HubRig rig;
  rig.memory.keep_records = false;
  std::map<net::ConnectionId, std::pair<std::string, int>> recipient;  // connection -> table, seat
  LeakReport report;
  rig.outbox.observer = [&](net::ConnectionId id, const std::string& text) {
    const auto it = recipient.find(id);
    if (it == recipient.end()) return;
    if (const auto t = rig.hub->find_table(it->second.first)) check_frame(*t, it->second.second, text, report);
  };

  // One table per preset, with four people and a spectator; rematches after each game.
  std::vector<Seated> tables;
  std::uint64_t seed = 1 + static_cast<std::uint64_t>(shard) * 100'000;
  for (const PresetInfo& preset : preset_infos()) {
    Seated s;
    const int seats = euchre::preset(preset.name).seats();
    for (int p = 0; p < seats; ++p) {
      s.people.emplace_back(rig.open());
      s.people.back().rng.seed(seed++);
      s.people.back().token = rig.hello(s.people.back().id, "P" + std::to_string(p));
    }
    rig.send(s.people[0].id, msg("create", {{"pace", "instant"}, {"preset", preset.name}, {"seat", 0},
                                            {"options", {{"target", 1 + static_cast<int>(seed % 2)}}}}));
    s.table = rig.last(s.people[0].id, "created")["table"];
    for (int p = 0; p < seats; ++p) recipient[s.people[static_cast<std::size_t>(p)].id] = {s.table, p};
    s.spectator = rig.open();
    rig.hello(s.spectator, "watcher");
    recipient[s.spectator] = {s.table, kSpectator};
    rig.send(s.spectator, msg("watch", {{"table", s.table}}));
    for (int p = 1; p < seats; ++p) rig.send(s.people[static_cast<std::size_t>(p)].id, msg("join", {{"table", s.table}, {"seat", p}}));
    tables.push_back(std::move(s));
  }

  int games = 0;
  std::int64_t actions = 0;
  while (games < shard_games) {
    for (Seated& s : tables) {
      // Plays this table's game to its end, bounded.
      for (int step = 0; step < 100'000; ++step) {
        bool any = false;
        for (ScriptedPerson& p : s.people) any |= p.respond(rig, s.table);
        if (!any) break;
      }
      const auto t = rig.hub->find_table(s.table);
      ASSERT_TRUE(t->game() && t->game()->over()) << "a game at " << t->settings().preset << " did not end";
      actions += t->actions_applied();
      ++games;
      for (ScriptedPerson& p : s.people) {
        rig.clear(p.id);
        p.seen = 0;
      }
      rig.clear(s.spectator);
      for (ScriptedPerson& p : s.people) rig.send(p.id, msg("rematch", {{"table", s.table}}));
      ASSERT_TRUE(report.leaks.empty()) << report.leaks.front();
    }
  }
  EXPECT_TRUE(report.leaks.empty()) << report.leaks.front();
  EXPECT_GT(report.cards_checked, report.frames);  // the check saw cards, not empty frames
  std::cout << games << " games, " << actions << " actions, " << report.frames << " frames, " << report.cards_checked
            << " cards checked\n";
}

INSTANTIATE_TEST_SUITE_P(Shard, ServerLeaks, ::testing::Range(0, kShards));

}  // namespace
}  // namespace euchre::testing
