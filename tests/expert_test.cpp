// The expert bot's decisions in positions with a clear best action, the
// complaints players make about computer partners in public issue trackers
// and reviews (docs/bots.md): passing with both bowers, going alone when one
// point wins, trumping a partner's winning ace.
#include <gtest/gtest.h>

#include "bots/expert_bot.h"
#include "core/notation.h"
#include "test_util.h"

namespace euchre {
namespace {

using test::act;
using test::acts;
using test::deal;

Action expert_choice(const Game& g, std::uint64_t seed = 1) {
  ExpertBot bot(seed);
  return bot.choose(make_view(g, g.deal().to_act));
}

// Dealer 3, so seat 0 is eldest and bids first.
TEST(Expert, LayDownHandGoesAlone) {
  auto g = deal(preset("standard"), 3, {"Jh Jd Ah Kh Qh", "", "", ""}, "9h");
  EXPECT_EQ(expert_choice(*g), Action::order(true)) << "the five top trumps march alone for 4";
}

TEST(Expert, NoLonerWhenOnePointWins) {
  // At 9-5 one point wins the game; alone adds nothing but risk.
  auto g = deal(preset("standard"), 3, {"Jh Jd Ah Kh 9s", "", "", ""}, "9h", "", {9, 5, 0, 0});
  EXPECT_EQ(expert_choice(*g), Action::order(false));
}

// Both bowers and the ace of trump. (With both red bowers and an off ace,
// eldest may rightly pass hearts to name diamonds "next" in round 2.)
TEST(Expert, DoesNotPassWithBothBowersAndAnAce) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    auto g = deal(preset("standard"), 3, {"Jh Jd Ah 9s Tc", "", "", ""}, "Qh");
    EXPECT_NE(expert_choice(*g, seed), Action::pass()) << "seed " << seed;
    // As dealer, too: take it up.
    auto d = deal(preset("standard"), 0, {"Jh Jd Ah 9s Tc", "", "", ""}, "Qh");
    acts(*d, {"p", "p", "p"});
    EXPECT_NE(expert_choice(*d, seed), Action::pass()) << "dealer, seed " << seed;
  }
}

TEST(Expert, PassesWithNothing) {
  auto g = deal(preset("standard"), 3, {"9c Tc 9s Ts Qd", "", "", ""}, "Ah");
  EXPECT_EQ(expert_choice(*g), Action::pass());
}

// Partner's ace is winning the trick and the last player cannot beat it:
// trumping it wastes a trump (a common complaint: "trump a partner's winning ace").
TEST(Expert, DoesNotTrumpPartnersWinningAce) {
  // Dealer 0 takes up the king of spades; seat 1 (our partner) leads the ace
  // of clubs, seat 2 follows, and we (seat 3) hold no club. The dealer, last,
  // must follow clubs and cannot beat the ace.
  auto g = deal(preset("standard"), 0,
                {"Js Qc Kd 9h Th",    // dealer
                 "Ac As Ad Kh Qh",    // partner
                 "9c Tc Kc 9d Qd",    // opponent
                 "Jc Ts 9s Jd Td"},   // us: the left bower, two trumps, two diamonds
                "Ks");
  acts(*g, {"p", "p", "p", "o", "discard 9h", "Ac", "9c"});
  ASSERT_EQ(g->deal().to_act, 3);
  const Action a = expert_choice(*g);
  ASSERT_EQ(a.kind, ActionKind::Play);
  EXPECT_FALSE(g->compiled().trump[g->deal().trump].trumps.contains(a.arg))
      << "played " << card_text(a.arg) << " on partner's winning ace";
}

// The default level stops sampling once the best action is clear; the
// quick levels always sample their fixed number of worlds.
TEST(Expert, ClearDecisionsStopSamplingEarly) {
  auto g = deal(preset("standard"), 3, {"Jh Jd Ah Kh Qh", "", "", ""}, "9h");
  ExpertBot deep(1, 3);
  EXPECT_EQ(deep.choose(make_view(*g, 0)), Action::order(true));
  EXPECT_EQ(deep.last_worlds(), ExpertBot::min_worlds_for_level(3));
  EXPECT_LT(deep.last_worlds(), ExpertBot::worlds_for_level(3));
  ExpertBot quick(1, 2);
  quick.choose(make_view(*g, 0));
  EXPECT_EQ(quick.last_worlds(), ExpertBot::worlds_for_level(2));
  // A close call samples more than a clear one.
  auto close = deal(preset("standard"), 3, {"Jh Ah 9s 9c Tc", "", "", ""}, "Th");
  ExpertBot careful(1, 3);
  careful.choose(make_view(*close, 0));
  EXPECT_GT(careful.last_worlds(), ExpertBot::min_worlds_for_level(3));
}

TEST(Expert, ChoosesOnlyLegalActionsInEveryPreset) {
  for (const auto& p : preset_infos()) {
    Game game(preset(p.name), 5);
    ExpertBot bot(7, 1);
    int decisions = 0;
    while (!game.over() && decisions < 150) {
      const SeatView v = make_view(game, game.to_act());
      const Action a = bot.choose(v);
      ASSERT_TRUE(v.legal.contains(a)) << p.name << ": " << action_text(a);
      game.apply(a);
      ++decisions;
    }
  }
}

}  // namespace
}  // namespace euchre

namespace euchre {
namespace {

// A (004): "If a side is at the bridge (has nine points in a 10-point game),
// and holds a lead of 9-7 or 9-6, ordering up-if at all possible-is a good
// idea to ensure that an opponent cannot decide to play alone and rack up
// four points with a lone march. In such a case, conceding the euchre is
// preferable to meekly passing."
TEST(Expert, AtTheBridgeOrdersUpAMarginalHand) {
  // The right bower and the ace of trump and nothing else, the up-card going
  // to the opponents: the point count passes (4 + 3 - 1 = 6 < 8), and no
  // other suit is worth naming in round 2. At 9-6 the expert orders, and
  // values ordering more than at 0-0 (a euchre leaves the opponents short of
  // the game; their loner would not).
  const char* hand = "Jh Ah 9s 9c Tc";
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    auto bridge = test::deal(preset("standard"), 3, {hand, "", "", ""}, "Th", "", {9, 6, 0, 0});
    ExpertBot at_bridge(seed);
    const SeatView vb = make_view(*bridge, 0);
    EXPECT_EQ(at_bridge.choose(vb), Action::order(false)) << "seed " << seed;
    auto start = test::deal(preset("standard"), 3, {hand, "", "", ""}, "Th");
    ExpertBot at_start(seed);
    const SeatView vs = make_view(*start, 0);
    at_start.choose(vs);
    // legal: Pass, Order, Order alone
    const double margin_bridge = at_bridge.last_values()[1] - at_bridge.last_values()[0];
    const double margin_start = at_start.last_values()[1] - at_start.last_values()[0];
    EXPECT_GT(margin_bridge, margin_start) << "seed " << seed;
  }
}

}  // namespace
}  // namespace euchre

namespace euchre {
namespace {

// docs/rules.md farmers_hand (W, variants): "before bidding, a player holding
// three or more 9s/10s may swap three of them for the hidden kitty cards".
// The expert decides the offer and each of the three cards to give; every
// world it samples must then give the farmer three real kitty cards (the
// solver rejects a world whose hands are short).
TEST(Expert, DecidesEveryStepOfAFarmersHand) {
  for (const char* extra : {"deck=24", "deck=32"}) {
    Rules rules = preset("standard");
    apply_override(rules, "farmers_hand=three_low");
    apply_override(rules, extra);
    SCOPED_TRACE(extra);
    for (int level = 1; level <= 3; level += 2) {
      // Dealer 0: seat 1 (eldest) is asked first.
      auto g = deal(rules, 0, {"", "9c 9d Th Jh Ah", "", ""}, "Ks");
      ASSERT_EQ(g->deal().phase, Phase::FarmerOffer);
      ASSERT_EQ(g->deal().to_act, 1);
      ExpertBot bot(3, level);
      Action offer;
      ASSERT_NO_THROW(offer = bot.choose(make_view(*g, 1)));
      ASSERT_TRUE(make_view(*g, 1).legal.contains(offer));
      EXPECT_EQ(bot.last_values().size(), 2u);
      act(*g, "Farmer");
      for (int k = 0; k < 3; ++k) {
        ASSERT_EQ(g->deal().phase, Phase::FarmerGive);
        const SeatView v = make_view(*g, 1);
        Action give;
        ASSERT_NO_THROW(give = bot.choose(v)) << "give " << k;
        ASSERT_TRUE(v.legal.contains(give));
        g->apply(give);
      }
      EXPECT_EQ(g->deal().hand[1].size(), 5);
      EXPECT_EQ(g->deal().phase, Phase::Bid1);
    }
  }
}

}  // namespace
}  // namespace euchre


namespace euchre {
namespace {

// docs/rules.md win_by_two (W): "no winner until ahead by 2 at or past target".
// Past the target a point still matters: at 10-10 the side that scores one
// is closer to winning, and a side two behind has lost nothing yet.
TEST(MatchEquity, WinByTwoPastTheTarget) {
  Rules r = preset("standard");
  r.win_by_two = true;
  const MatchEquity eq(r);
  const double level = eq.value({10, 10, 0, 0}, 0);
  EXPECT_NEAR(level, 0.5, 1e-9);
  EXPECT_GT(eq.value({11, 10, 0, 0}, 0), level);
  EXPECT_LT(eq.value({10, 11, 0, 0}, 0), level);
  EXPECT_GT(eq.value({10, 11, 0, 0}, 0), 0.0);
  EXPECT_LT(eq.value({11, 10, 0, 0}, 0), 1.0);
  EXPECT_NEAR(eq.value({12, 10, 0, 0}, 0), 1.0, 1e-9);  // won
  // At 9-9 two points are needed, as at 10-10.
  EXPECT_NEAR(eq.value({9, 9, 0, 0}, 0), level, 1e-9);
  // Without win_by_two, 10 points win at once.
  EXPECT_NEAR(MatchEquity(preset("standard")).value({10, 9, 0, 0}, 0), 1.0, 1e-9);
}

// At 10-10 under win_by_two the expert still bids a lay-down hand (it used
// to value every outcome as a sure win and pass for ever).
TEST(Expert, WinByTwoAtTenAllBidsAStrongHand) {
  Rules r = preset("standard");
  r.win_by_two = true;
  auto g = deal(r, 3, {"Jh Jd Ah Kh 9s", "", "", ""}, "Th", "", {10, 10, 0, 0});
  ExpertBot bot(1, 2);
  const Action a = bot.choose(make_view(*g, 0));
  EXPECT_EQ(a.kind, ActionKind::Order) << action_text(a);
}

}  // namespace
}  // namespace euchre
