// expert-v1 (src/bots/expert_v1/), the expert frozen as the yardstick of its
// successors (issue 10):
// - its behaviour is held to a recorded signature (tests/data/
//   expert-v1-signature.txt): seeded games played by expert-v1 at every
//   seat, every choice and the values behind it hashed. Any change to what it does fails here. The
//   file is rewritten (EUCHRE_RECORD_EXPERT_V1=1) only when a change of the
//   rules engine itself changes every bot's play, never to follow a change
//   of the frozen copy;
// - today it is the expert: the same choices and values on many positions.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "bots/auction_rollout.h"
#include "bots/bid_model.h"
#include "bots/discard_model.h"
#include "players/bot_factory.h"
#include "bots/expert_bot.h"
#include "bots/expert_v1/expert_bot.h"
#include "core/compiled_rules.h"
#include "core/notation.h"

namespace euchre {
namespace {

const std::string kSignatureFile = std::string(EUCHRE_SOURCE_DIR) + "/tests/data/expert-v1-signature.txt";

// FNV-1a, 64 bits (Fowler, Noll and Vo; http://www.isthe.com/chongo/tech/comp/fnv/).
struct Fnv {
  std::uint64_t h = 0xcbf29ce484222325ull;
  void add(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= (v >> (8 * i)) & 0xff;
      h *= 0x100000001b3ull;
    }
  }
};

// One signature case: a preset, a level, a seed and a number of deals.
struct SigCase {
  std::string preset;
  int level;
  std::uint64_t seed;
  int deals;
  std::string key() const {
    return preset + " level " + std::to_string(level) + " seed " + std::to_string(seed) + " deals " + std::to_string(deals);
  }
};

std::vector<SigCase> sig_cases() {
  std::vector<SigCase> out;
  for (const PresetInfo& p : preset_infos()) out.push_back({std::string(p.name), 1, 17, 4});
  out.push_back({"standard", 2, 23, 2});
  out.push_back({"standard", 3, 29, 2});
  out.push_back({"standard", 4, 31, 1});
  return out;
}

// expert-v1 at every seat plays the case's deals; the hash of every choice
// (seat, kind, argument), of the values it gave every legal action (to six
// decimals: a change that moves a value without changing a choice shows
// too) and of the worlds it sampled, and how many choices there were.
std::string signature(const SigCase& c) {
  Rules r = preset(c.preset);
  r.num_deals = c.deals;
  Game g(r, c.seed);
  std::vector<std::unique_ptr<expert_v1::ExpertBot>> players;
  for (int p = 0; p < g.compiled().seats; ++p)
    players.push_back(std::make_unique<expert_v1::ExpertBot>(c.seed * 4 + static_cast<std::uint64_t>(p), c.level));
  Fnv f;
  int decisions = 0;
  while (!g.over()) {
    const int seat = g.to_act();
    expert_v1::ExpertBot& bot = *players[static_cast<std::size_t>(seat)];
    const Action a = bot.choose(make_view(g, seat));
    f.add(static_cast<std::uint64_t>(seat) << 16 | static_cast<std::uint64_t>(a.kind) << 8 | a.arg);
    f.add(static_cast<std::uint64_t>(bot.last_worlds()));
    for (double v : bot.last_values()) f.add(static_cast<std::uint64_t>(std::llround(v * 1e6)));
    g.apply(a);
    ++decisions;
  }
  char text[64];
  std::snprintf(text, sizeof text, "%016llx %d", static_cast<unsigned long long>(f.h), decisions);
  return text;
}

TEST(ExpertV1, MatchesItsRecordedSignature) {
  std::map<std::string, std::string> now;
  for (const SigCase& c : sig_cases()) now[c.key()] = signature(c);
  if (std::getenv("EUCHRE_RECORD_EXPERT_V1")) {
    std::ofstream out(kSignatureFile);
    out << "# expert-v1's signature (tests/expert_v1_test.cpp): CASE: FNV-1a of its choices and values, choices.\n"
           "# Recorded once; expert-v1 is frozen, so a difference is a change to fix, not to record.\n";
    for (const SigCase& c : sig_cases()) out << c.key() << ": " << now[c.key()] << "\n";
    GTEST_SKIP() << "recorded " << kSignatureFile;
  }
  std::ifstream in(kSignatureFile);
  ASSERT_TRUE(in) << kSignatureFile << " is missing";
  int checked = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t colon = line.rfind(": ");
    ASSERT_NE(colon, std::string::npos) << "malformed line: " << line;
    const std::string key = line.substr(0, colon), want = line.substr(colon + 2);
    ASSERT_TRUE(now.count(key)) << "no such case: " << key;
    EXPECT_EQ(now[key], want) << "expert-v1 changed behaviour in " << key;
    ++checked;
  }
  EXPECT_EQ(checked, static_cast<int>(sig_cases().size()));
}

// The second expert's fitted models (the bidding model, bots/bid_model.h,
// and the discard model, bots/discard_model.h) cover five-card, four-seat
// partnership rules; where they do not reach, and at
// scores where its rollout's loners keep the 0-0 margin
// (bots/auction_rollout.h: these short games stay there, checked), it is
// the first expert still: on every decision of
// seeded games of basic players in those presets both choose the same
// action with the same values (the quick level everywhere, the default
// level on a sample). Where it does reach, the two differ (checked too:
// otherwise this test would not notice the model being switched off).
TEST(ExpertV1, IsTodaysExpertWhereTheFittedModelsDoNotReach) {
  int compared = 0, differing_covered = 0;
  for (const PresetInfo& p : preset_infos()) {
    Rules r = preset(p.name);
    const CompiledRules compiled(r);
    ASSERT_EQ(bid_model_covers(compiled), discard_model_covers(compiled)) << p.name;
    const bool covered = bid_model_covers(compiled);
    r.num_deals = 4;
    const MatchEquity equity(r);
    Game g(r, 101);
    std::vector<std::unique_ptr<Player>> players;
    for (int s = 0; s < g.compiled().seats; ++s) players.push_back(make_bot("basic", 7 + static_cast<std::uint64_t>(s)));
    int n = 0;
    while (!g.over()) {
      const int seat = g.to_act();
      const SeatView v = make_view(g, seat);
      if (v.legal.size() > 1) {
        const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(n);
        const int level = n % 8 == 0 ? 3 : 1;
        ExpertBot now(seed, level);
        expert_v1::ExpertBot frozen(seed, level);
        const Action a = now.choose(v), b = frozen.choose(v);
        if (covered) {
          differing_covered += now.last_values() != frozen.last_values() ? 1 : 0;
        } else {
          // Without lone hands (three-handed, call-ace, two-handed) the margin
          // decides nothing; two-handed games to 5 leave 0-0 within 4 deals.
          if (r.lone_maker) {
            for (int scorer = 0; scorer < r.scorers(); ++scorer) {
              ASSERT_EQ(lone_margin(equity, v.score, scorer), kLoneMargin) << p.name << " decision " << n;
            }
          }
          EXPECT_EQ(action_text(a), action_text(b)) << p.name << " decision " << n;
          EXPECT_EQ(now.last_values(), frozen.last_values()) << p.name << " decision " << n;
          EXPECT_EQ(now.last_worlds(), frozen.last_worlds()) << p.name << " decision " << n;
          ++compared;
        }
        ++n;
      }
      g.apply(players[static_cast<std::size_t>(seat)]->choose(v));
    }
  }
  EXPECT_GE(compared, 30);
  EXPECT_GE(differing_covered, 30);
}

TEST(ExpertV1, FactoryOffersItsLevels) {
  EXPECT_EQ(make_bot("expert-v1", 1)->name(), "expert-v1");
  for (const char* level : {"expert-v1:1", "expert-v1:2", "expert-v1:3", "expert-v1:4"})
    EXPECT_EQ(make_bot(level, 1)->name(), "expert-v1") << level;
  for (const char* bad : {"expert-v1:0", "expert-v1:5", "expert-v1:", "expert-v9"})
    EXPECT_THROW(make_bot(bad, 1), std::invalid_argument) << bad;
}

}  // namespace
}  // namespace euchre
