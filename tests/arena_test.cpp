// The arena (src/arena, `euchre arena`): duplicate cancels the cards,
// reproducible for any number of threads, counts that add up, every preset,
// and a known difference in strength (basic beats random) is detected.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <vector>
#include <string>

#include "arena/agent.h"
#include "arena/arena.h"
#include "arena/oracle.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/playout.h"
#include "core/rng.h"

#include "cli_run.h"

namespace euchre {
namespace {

arena::Config config(const std::string& preset, const std::string& a, const std::string& b, long deals,
                     bool duplicate, std::uint64_t seed = 7) {
  arena::Config c;
  c.rules = euchre::preset(preset);
  c.preset = preset;
  c.bot_a = a;
  c.bot_b = b;
  c.deals = deals;
  c.duplicate = duplicate;
  c.seed = seed;
  c.threads = 2;
  return c;
}

// Counters that must agree whatever the bots did.
void expect_consistent(const arena::Config& c, const arena::Result& r) {
  long called = 0;
  for (const arena::BotStats& s : r.stats) {
    EXPECT_EQ(s.makes + s.euchred, s.called);
    EXPECT_LE(s.marches, s.makes);
    EXPECT_LE(s.loners_made, s.loners_tried);
    EXPECT_LE(s.loners_marched, s.loners_made);
    called += s.called;
  }
  EXPECT_EQ(called, r.scored_with_maker);
  EXPECT_LE(r.scored_with_maker + r.passed_out, r.deals);
  if (c.rules.partnerships()) {
    // Two sides: one side's euchres are the other's defeated calls.
    EXPECT_EQ(r.stats[0].euchres, r.stats[1].euchred);
    EXPECT_EQ(r.stats[1].euchres, r.stats[0].euchred);
    // A's points minus B's, per deal, is the reported figure.
    EXPECT_NEAR((r.stats[0].points - r.stats[1].points) / static_cast<double>(r.deals), r.points_per_deal, 1e-9);
  }
  EXPECT_LE(r.ci_low, r.points_per_deal);
  EXPECT_GE(r.ci_high, r.points_per_deal);
}

TEST(Arena, DuplicateWithTheSameBotScoresExactlyZero) {
  // Every seat's bot is seeded from (board, seat), so both plays of a board
  // are the same play and cancel exactly, even for the random bot.
  for (const char* bot : {"random", "basic"}) {
    const arena::Config c = config("standard", bot, bot, 300, true);
    const arena::Result r = arena::run(c);
    EXPECT_EQ(r.deals, 600) << bot;
    EXPECT_EQ(r.points_per_deal, 0.0) << bot;
    EXPECT_EQ(r.ci_low, 0.0) << bot;
    EXPECT_EQ(r.ci_high, 0.0) << bot;
    EXPECT_EQ(r.stats[0].called, r.stats[1].called) << bot;
    EXPECT_EQ(r.stats[0].marches, r.stats[1].marches) << bot;
  }
}

TEST(Arena, WithoutDuplicateTheSameBotIsNotExactlyZero) {
  // The luck of the cards is there without duplicate: the interval is wide
  // and contains zero.
  const arena::Result r = arena::run(config("standard", "basic", "basic", 400, false));
  EXPECT_NE(r.points_per_deal, 0.0);
  EXPECT_LT(r.ci_low, 0.0);
  EXPECT_GT(r.ci_high, 0.0);
}

TEST(Arena, DuplicateGamesWithTheSameBotAreEven) {
  arena::Config c = config("standard", "random", "random", 20, true);
  c.deals = 0;
  c.games = 20;
  const arena::Result r = arena::run(c);
  ASSERT_TRUE(r.match_win_rate.has_value());
  EXPECT_EQ(*r.match_win_rate, 0.5);
  EXPECT_EQ(r.points_per_deal, 0.0);
  EXPECT_EQ(r.games, 40);
}

TEST(Arena, BasicBeatsRandomInDuplicate) {
  const arena::Config c = config("standard", "basic", "random", 2000, true, 11);
  const arena::Result r = arena::run(c);
  EXPECT_EQ(r.boards, 2000);
  EXPECT_EQ(r.deals, 4000);
  EXPECT_GT(r.ci_low, 0.0) << r.points_per_deal;
  expect_consistent(c, r);
  // The same from B's chair: the figure changes sign.
  const arena::Result swapped = arena::run(config("standard", "random", "basic", 2000, true, 11));
  EXPECT_LT(swapped.ci_high, 0.0);
  EXPECT_NEAR(swapped.points_per_deal, -r.points_per_deal, 1e-12);
}

// The "expert beats random at every preset", at the quick level so
// the test stays short (the figures at the default level are in docs/bots.md).
TEST(Arena, ExpertBeatsRandomAtEveryPreset) {
#if defined(EUCHRE_SANITIZED)
  constexpr long kBoards = 12;
#else
  constexpr long kBoards = 40;
#endif
  for (const auto& p : preset_infos()) {
    const arena::Config c = config(std::string(p.name), "expert:1", "random", kBoards, true, 3);
    const arena::Result r = arena::run(c);
    EXPECT_GT(r.ci_low, 0.0) << p.name << ": " << r.points_per_deal;
    expect_consistent(c, r);
  }
}

TEST(Arena, BasicWinsMostGamesAgainstRandom) {
  arena::Config c = config("standard", "basic", "random", 0, true, 5);
  c.games = 60;
  const arena::Result r = arena::run(c);
  ASSERT_TRUE(r.match_win_rate.has_value());
  EXPECT_GT(r.win_ci_low, 0.5) << *r.match_win_rate;
  expect_consistent(c, r);
}

TEST(Arena, TheResultDoesNotDependOnTheThreads) {
  arena::Config c = config("standard", "basic", "random", 203, true, 3);
  c.threads = 1;
  const std::string one = arena::format_json(c, arena::run(c));
  c.threads = 2;
  const std::string two = arena::format_json(c, arena::run(c));
  c.threads = 5;
  const std::string five = arena::format_json(c, arena::run(c));
  EXPECT_EQ(one, two);
  EXPECT_EQ(one, five);
  c.seed = 4;
  EXPECT_NE(one, arena::format_json(c, arena::run(c)));
}

TEST(Arena, EveryPresetRunsDealsAndGames) {
  for (const PresetInfo& p : preset_infos()) {
    SCOPED_TRACE(std::string(p.name));
    arena::Config c = config(std::string(p.name), "basic", "random", 150, true);
    arena::Result r = arena::run(c);
    EXPECT_EQ(r.deals, c.rules.mode == Mode::ThreeHanded ? 450 : 300);
    expect_consistent(c, r);
    // Same bot on both sides cancels at every preset (three-handed: A takes
    // each of the three seats once).
    c.bot_b = "basic";
    EXPECT_EQ(arena::run(c).points_per_deal, 0.0);
    c.bot_b = "random";
    c.deals = 0;
    c.games = 4;
    r = arena::run(c);
    ASSERT_TRUE(r.match_win_rate.has_value());
    EXPECT_GE(*r.match_win_rate, 0.0);
    EXPECT_LE(*r.match_win_rate, 1.0);
    EXPECT_EQ(r.games, c.rules.mode == Mode::ThreeHanded ? 12 : 8);
    expect_consistent(c, r);
  }
}

TEST(Arena, UnknownBotOrBadRulesThrow) {
  EXPECT_THROW(arena::run(config("standard", "basic", "nobody", 10, false)), std::invalid_argument);
  EXPECT_THROW(arena::make_agent("", 1), std::invalid_argument);
  EXPECT_NO_THROW(arena::make_agent("oracle", 1));
}

TEST(Oracle, PlaysOnlyLegalCardsAndBeatsBasicInCardPlay) {
  // The oracle bids like basic and plays with every hand open: it must not
  // lose to basic, and every action it takes is accepted by the Game.
  arena::Config c = config("standard", "oracle", "basic", 60, true, 9);
  const arena::Result r = arena::run(c);
  expect_consistent(c, r);
  EXPECT_GT(r.points_per_deal, 0.0);
  for (const char* p : {"three-handed", "call-ace", "british"}) {
    arena::Config d = config(p, "oracle", "random", 8, true, 9);
    expect_consistent(d, arena::run(d));
  }
}

// Minimax without pruning: the side's final tricks (cards that follow suit).
int brute_force(const DealState& s, std::uint8_t side) {
  if (s.trick_no == s.rules->hand_size || s.phase != Phase::Play) {
    int n = 0;
    for (int p = 0; p < 4; ++p) n += ((side >> p) & 1) ? s.tricks[p] : 0;
    return n;
  }
  CardSet cards = s.hand[s.to_act];
  if (s.in_trick > 0 && !(cards & s.lead_suit_cards).empty()) cards = cards & s.lead_suit_cards;
  const bool maximize = (side >> s.to_act) & 1;
  int best = maximize ? -1 : 100;
  for (Card c : cards) {
    DealState t = s;
    play_card(t, c);
    const int v = brute_force(t, side);
    best = maximize ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

TEST(Oracle, BuiltinValuerAgreesWithBruteForce) {
  auto valuer = arena::make_builtin_valuer();
  int positions = 0;
  for (const char* name : {"standard", "three-handed", "call-ace", "british", "keller"}) {
    SCOPED_TRACE(name);
    const CompiledRules cr(preset(name));
    Rng rng(17);
    for (int deal = 0; deal < 120; ++deal) {
      std::vector<Card> order(cr.deck_cards.begin(), cr.deck_cards.begin() + cr.deck_size);
      rng.shuffle(order.data(), cr.deck_size);
      DealState s = start_deal(cr, deal % cr.seats, order.data());
      // Random decisions up to a position with three tricks (or fewer) left.
      const int stop = cr.hand_size - 3 + deal % 3;
      while (!s.over() && !(s.phase == Phase::Play && s.trick_no >= stop)) apply(s, random_action(s, rng));
      if (s.over()) continue;
      const int seat = s.to_act;
      std::uint8_t side = s.makers_mask();
      if (cr.rules.partnerships()) side = static_cast<std::uint8_t>(seat % 2 == 0 ? 0b0101 : 0b1010);
      else if (!((side >> seat) & 1)) side = static_cast<std::uint8_t>(cr.all_seats_mask & ~side);
      CardSet cards = s.hand[seat];
      if (s.in_trick > 0 && !(cards & s.lead_suit_cards).empty()) cards = cards & s.lead_suit_cards;
      std::array<int, kCardCodes> values{};
      valuer->values(s, cards, values);
      for (Card c : cards) {
        DealState t = s;
        play_card(t, c);
        EXPECT_EQ(values[c], brute_force(t, side)) << "deal " << deal << " card " << int{c};
      }
      ++positions;
    }
  }
  EXPECT_GT(positions, 300);
}

TEST(Oracle, SolverValuerAgreesWithTheBuiltinSearch) {
  // Two independent exact searches: the solver of src/solver and the plain
  // alpha-beta of the arena, on positions from the first trick on.
  auto solver = arena::make_solver_valuer();
  auto builtin = arena::make_builtin_valuer();
  int positions = 0;
  for (const char* name : {"standard", "call-ace", "british", "keller", "three-handed"}) {
    SCOPED_TRACE(name);
    const CompiledRules cr(preset(name));
    Rng rng(23);
    for (int deal = 0; deal < 40; ++deal) {
      std::vector<Card> order(cr.deck_cards.begin(), cr.deck_cards.begin() + cr.deck_size);
      rng.shuffle(order.data(), cr.deck_size);
      DealState s = start_deal(cr, deal % cr.seats, order.data());
      const int stop = cr.hand_size > 5 ? 3 + deal % 3 : deal % 3;  // three-handed: keep the search small
      const int cards_in = deal % 4;
      while (!s.over() && !(s.phase == Phase::Play && s.trick_no >= stop && s.in_trick >= cards_in % std::popcount(s.active)))
        apply(s, random_action(s, rng));
      if (s.over()) continue;
      CardSet cards = s.hand[s.to_act];
      if (s.in_trick > 0 && !(cards & s.lead_suit_cards).empty()) cards = cards & s.lead_suit_cards;
      std::array<int, kCardCodes> a{}, b{};
      solver->values(s, cards, a);
      builtin->values(s, cards, b);
      for (Card c : cards) EXPECT_EQ(a[c], b[c]) << "deal " << deal << " card " << int{c};
      ++positions;
    }
  }
  EXPECT_GT(positions, 120);
}

// The command line.
TEST(ArenaCli, JsonIsTheSameForOneAndTwoThreads) {
  const auto dir = test::scratch_dir();
  const test::CliResult one =
      test::run_euchre("arena --bots basic,random --deals 150 --duplicate --seed 42 --threads 1 --json one.json");
  const test::CliResult two =
      test::run_euchre("arena --bots basic,random --deals 150 --duplicate --seed 42 --threads 2 --json two.json");
  ASSERT_EQ(one.code, 0) << one.err;
  ASSERT_EQ(two.code, 0) << two.err;
  EXPECT_EQ(one.out, two.out);
  const std::string j1 = test::slurp(dir / "one.json"), j2 = test::slurp(dir / "two.json");
  EXPECT_EQ(j1, j2);
  EXPECT_NE(j1.find("\"bots\": [\n    \"basic\",\n    \"random\"\n  ]"), std::string::npos) << j1;
  EXPECT_NE(j1.find("\"deals\": 300"), std::string::npos) << j1;
  EXPECT_NE(j1.find("\"ci95\""), std::string::npos);
  EXPECT_NE(j1.find("\"match_win_rate\": null"), std::string::npos);
  EXPECT_NE(one.out.find("points_per_deal: +"), std::string::npos) << one.out;
  EXPECT_TRUE(one.err.empty()) << "no progress bar when stderr is not a terminal: " << one.err;
}

TEST(ArenaCli, GamesReportAWinRate) {
  const auto dir = test::scratch_dir();
  const test::CliResult r = test::run_euchre("arena --bots basic,random --games 10 --seed 1 --json g.json");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("match_win_rate: "), std::string::npos);
  const std::string j = test::slurp(dir / "g.json");
  EXPECT_EQ(j.find("\"match_win_rate\": null"), std::string::npos) << j;
}

TEST(ArenaCli, BadArgumentsExitTwoWithAMessage) {
  test::CliResult r = test::run_euchre("arena --bots basic,nobody --deals 5");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("unknown bot 'nobody'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("oracle"), std::string::npos) << r.err;
  r = test::run_euchre("arena --bots basic+,random --deals 5");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("bad bot pair 'basic+'"), std::string::npos) << r.err;
  r = test::run_euchre("arena --bots basic,random --preset nonesuch --deals 5");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("nonesuch"), std::string::npos) << r.err;
  r = test::run_euchre("arena --bots basic --deals 5");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("two bots"), std::string::npos) << r.err;
  r = test::run_euchre("arena --bots basic,random --deals 5 --games 5");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("not both"), std::string::npos) << r.err;
  r = test::run_euchre("arena --bots basic,random --set target=banana");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("target"), std::string::npos) << r.err;
}

TEST(ArenaCli, OracleIsNotOfferedAsAPlayer) {
  const test::CliResult r = test::run_euchre("selfplay --bots oracle --games 1 --out x.egn");
  EXPECT_EQ(r.code, 2) << r.out;
}

}  // namespace
}  // namespace euchre
