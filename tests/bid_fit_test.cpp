// lab/bid_fit.h, bots/bid_model.h and `euchre fit-bids` (docs/notebook/expert-experiments.md,
// "The bidding model"): the fit recovers a known curve, self-play
// observations have the right shape whatever the threads, the sampler's
// bid inference follows the fitted curves, and refusals are in words.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "bots/basic_bot.h"
#include "bots/bid_model.h"
#include "bots/world_sampler.h"
#include "cli_run.h"
#include "core/compiled_rules.h"
#include "core/deal.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/rng.h"
#include "lab/bid_fit.h"

namespace euchre::lab {
namespace {

TEST(BidFit, RecoversTheCurveThatDrewTheData) {
  const BidCurve truth{7.5, 1.25};
  Rng rng(7);
  std::vector<BidObservation> data;
  for (int i = 0; i < 40'000; ++i) {
    const int points = static_cast<int>(rng.below(17)) - 2;
    const double p = 1.0 / (1.0 + std::exp(-(points - truth.center) / truth.scale));
    data.push_back({1, 0, points, rng.below(1'000'000) < p * 1'000'000});
  }
  const BidCurve fit = fit_bid_curve(data);
  EXPECT_NEAR(fit.center, truth.center, 0.1);  // where half the hands call
  EXPECT_NEAR(fit.scale, truth.scale, 0.06);
}

// The sampler's curves read the hand's shape beside its points: the fit
// recovers all four coefficients of a known curve.
TEST(BidFit, RecoversTheShapeThatDrewTheData) {
  const BidCurve truth{12.0, 1.5, 2.0, -0.5};
  Rng rng(8);
  std::vector<BidObservation> data;
  for (int i = 0; i < 80'000; ++i) {
    const int trumps = static_cast<int>(rng.below(6));
    const int aces = static_cast<int>(rng.below(4));
    const int points = 3 * trumps + 2 * aces + static_cast<int>(rng.below(7)) - 3;  // correlated, as in hands
    const double logit = (points - truth.center) / truth.scale + truth.per_trump * trumps + truth.per_side_ace * aces;
    const bool called = rng.below(1'000'000) < 1'000'000 / (1.0 + std::exp(-logit));
    data.push_back({1, 0, points, called, false, trumps, aces});
  }
  const BidCurve fit = fit_shape_bid_curve(data);
  EXPECT_NEAR(fit.center, truth.center, 0.5);
  EXPECT_NEAR(fit.scale, truth.scale, 0.1);
  EXPECT_NEAR(fit.per_trump, truth.per_trump, 0.15);
  EXPECT_NEAR(fit.per_side_ace, truth.per_side_ace, 0.15);
  // Points alone cannot tell these hands apart; the shape can.
  EXPECT_GT(fit.probability(6, {3, 0}), fit.probability(6, {2, 1}) + 0.3);
}

TEST(BidFit, SeparatedCallsAndPassesStayFinite) {
  std::vector<BidObservation> data;
  for (int points = 0; points <= 12; ++points) data.push_back({2, 1, points, points >= 7});
  const BidCurve fit = fit_bid_curve(data);
  ASSERT_TRUE(std::isfinite(fit.center) && std::isfinite(fit.scale));
  EXPECT_GT(fit.scale, 0);
  EXPECT_LT(fit.probability(6), 0.5);
  EXPECT_GT(fit.probability(7), 0.5);
  EXPECT_THROW(fit_bid_curve({}), std::invalid_argument);
}

TEST(BidFit, ProbabilitiesAreClampedSoNoBidRulesAWorldOut) {
  const BidCurve steep{10, 0.1};
  EXPECT_DOUBLE_EQ(steep.probability(0), 0.03);
  EXPECT_DOUBLE_EQ(steep.probability(30), 0.97);
  // The point-count bidder's soft threshold: half the hands at 7.5 (6.5 on a good seat).
  EXPECT_NEAR(threshold_curve(5, false).probability(7) + threshold_curve(5, false).probability(8), 1.0, 1e-12);
  EXPECT_NEAR(threshold_curve(5, true).probability(6) + threshold_curve(5, true).probability(7), 1.0, 1e-12);
}

TEST(BidFit, GroupsAreFittedApartAndEmptyOnesKeepTheFallback) {
  std::vector<BidObservation> data;
  for (int points = 0; points <= 12; ++points)
    for (int k = 0; k < 3; ++k) {
      data.push_back({1, 1, points, points >= 4 + k});  // left of dealer calls from about 5
      data.push_back({1, 3, points, points >= 9 + k});  // right of dealer from about 10
    }
  BidModel fallback;
  fallback.round2[2] = BidCurve{1.5, -0.5};  // a made-up curve, to be kept
  const BidModel m = fit_bid_model(data, fallback);
  EXPECT_GT(m.round1[1].probability(7), 0.9);
  EXPECT_LT(m.round1[3].probability(7), 0.1);
  EXPECT_EQ(m.round2[2].center, 1.5);  // no observation: the fallback's
  EXPECT_EQ(m.round2[2].scale, -0.5);
  EXPECT_EQ(m.round1[0].center, 0.0);
}

// The sampler reads a pass or an order through the fitted curve of the
// bidder's seat (bots/world_sampler.h's bid_likelihood).
TEST(BidFit, TheSamplersBidInferenceFollowsTheFittedCurves) {
  const CompiledRules cr(preset("standard"));
  Rng rng(11);
  int checked = 0;
  for (int deal = 0; deal < 200; ++deal) {
    Card order[kCardCodes];
    for (int i = 0; i < cr.deck_size; ++i) order[i] = cr.deck_cards[static_cast<std::size_t>(i)];
    rng.shuffle(order, cr.deck_size);
    const int dealer = deal % 4;
    DealState s = start_deal(cr, dealer, order);
    // Each seat of round 1 in turn, everyone passing.
    for (int k = 0; k < 4 && s.phase == Phase::Bid1; ++k) {
      const int from_dealer = (s.to_act - dealer + 4) % 4;
      const int points = BasicBot::order_points(cr, s.hand[s.to_act], s.up_card, from_dealer % 2 == 0 ? 1 : -1);
      const HandShape shape = order_shape(cr, s.hand[s.to_act], s.up_card, from_dealer == 0);
      const double call = expert_bid_model(24).round1[static_cast<std::size_t>(from_dealer)].probability(points, shape);
      EXPECT_NEAR(bid_likelihood(s, Action::pass()), 1.0 - call, 1e-12);
      EXPECT_NEAR(bid_likelihood(s, Action::order(false)), call, 1e-12);
      ++checked;
      apply(s, Action::pass());
    }
  }
  EXPECT_EQ(checked, 800);
}

// The shape: the trumps the seat would hold (the bowers in trump, the
// dealer's up-card among them, at most five) and its aces of other suits.
TEST(BidFit, HandShapeCountsTheTrumpsTheSeatWouldHold) {
  const CompiledRules cr(preset("standard"));
  const int hearts = static_cast<int>(Suit::Hearts);
  const CardSet hand =
      CardSet::of(make_card(Suit::Hearts, Rank::Jack)) | CardSet::of(make_card(Suit::Diamonds, Rank::Jack)) |
      CardSet::of(make_card(Suit::Hearts, Rank::Ace)) | CardSet::of(make_card(Suit::Clubs, Rank::Ace)) |
      CardSet::of(make_card(Suit::Spades, Rank::Nine));
  const HandShape plain = hand_shape(cr, hand, hearts, kNoCard);
  EXPECT_EQ(plain.trumps, 3);     // both bowers and the ace
  EXPECT_EQ(plain.side_aces, 1);  // the ace of clubs; the ace of hearts is a trump
  EXPECT_EQ(hand_shape(cr, hand, hearts, make_card(Suit::Hearts, Rank::King)).trumps, 4);
  EXPECT_EQ(hand_shape(cr, hand, static_cast<int>(Suit::Clubs), kNoCard).trumps, 1);
  EXPECT_EQ(hand_shape(cr, hand, static_cast<int>(Suit::Clubs), kNoCard).side_aces, 1);  // now the ace of hearts
  const CardSet five_trumps = CardSet::of(make_card(Suit::Hearts, Rank::Jack)) |
                              CardSet::of(make_card(Suit::Diamonds, Rank::Jack)) |
                              CardSet::of(make_card(Suit::Hearts, Rank::Ace)) |
                              CardSet::of(make_card(Suit::Hearts, Rank::King)) |
                              CardSet::of(make_card(Suit::Hearts, Rank::Queen));
  EXPECT_EQ(hand_shape(cr, five_trumps, hearts, make_card(Suit::Hearts, Rank::Ten)).trumps, 5);  // he discards one
  // In round 1 the dealer counts the up-card; the other seats do not.
  const Card king_up = make_card(Suit::Hearts, Rank::King);
  EXPECT_EQ(order_shape(cr, hand, king_up, true).trumps, 4);
  EXPECT_EQ(order_shape(cr, hand, king_up, false).trumps, 3);
}

// What the fitted model reads into a call (issue 10; docs/notebook/expert-experiments.md, "The
// bidding model"): in the expert's self-play the trumps decide its orders
// far more than the point count weighs them, so between two hands with the
// same points, an order says "more trumps, fewer side aces". The points
// alone read the two alike.
TEST(BidFit, AnOrderTellsTrumpsMoreThanThePointsSay) {
  for (std::size_t seat = 0; seat < 4; ++seat) {
    const BidCurve& c = expert_bid_model(24).round1[seat];
    EXPECT_GT(c.per_trump, 0.5) << "seat " << seat << " from the dealer";
  }
  const BidCurve& left = expert_bid_model(24).round1[1];
  for (int points = 6; points <= 12; ++points)
    EXPECT_GT(left.probability(points, {3, 0}), left.probability(points, {2, 1})) << points << " points";
}

// A 32-card deck has its own curves (docs/notebook/expert-experiments.md, "32 cards"): with eight
// more cards the same points are a weaker hand among stronger ones, and the
// expert's orders there rest on trumps more still. Every other deck reads
// the 24-card table, the Benny's 25 cards included.
TEST(BidFit, ThirtyTwoCardDecksReadBidsByTheirOwnCurves) {
  const BidModel& m24 = expert_bid_model(24);
  const BidModel& m32 = expert_bid_model(32);
  EXPECT_NE(m32.round1[0].center, m24.round1[0].center);
  for (std::size_t seat = 0; seat < 4; ++seat) EXPECT_GT(m32.round1[seat].per_trump, 0.5) << "seat " << seat;
  EXPECT_GT(m32.round1[0].per_trump, m24.round1[0].per_trump);  // the dealer's pick-up: trumps more still
  for (const char* name : {"standard", "british", "keller", "howto"}) {
    Game game(preset(name), 7);
    const DealState& s = game.deal();
    ASSERT_EQ(s.phase, Phase::Bid1) << name;
    const BidCurve& expected =
        (s.rules->deck_size == 32 ? m32 : m24).round1[static_cast<std::size_t>((s.to_act - s.dealer + 4) % 4)];
    const BidCurve got = bid_curve(s);
    EXPECT_EQ(got.center, expected.center) << name;
    EXPECT_EQ(got.per_trump, expected.per_trump) << name;
  }
}

TEST(BidFit, SelfPlayObservationsHaveTheirShapeWhateverTheThreads) {
  SelfPlayRun run;
  run.deals = 8;
  run.level = 1;
  run.seed = 3;
  const std::vector<BidObservation> one = bid_observations(run);
  ASSERT_GE(one.size(), 8u);  // the first bidder always has a choice
  int round1 = 0;
  for (const BidObservation& o : one) {
    EXPECT_TRUE(o.round == 1 || o.round == 2);
    EXPECT_TRUE(o.seat_from_dealer >= 0 && o.seat_from_dealer < 4);
    round1 += o.round == 1 ? 1 : 0;
  }
  EXPECT_GE(round1, 8);
  EXPECT_LE(round1, 32);
  run.threads = 3;
  const std::vector<BidObservation> three = bid_observations(run);
  ASSERT_EQ(three.size(), one.size());
  for (std::size_t i = 0; i < one.size(); ++i) {
    EXPECT_EQ(three[i].points, one[i].points);
    EXPECT_EQ(three[i].trumps, one[i].trumps);
    EXPECT_EQ(three[i].side_aces, one[i].side_aces);
    EXPECT_TRUE(one[i].trumps >= 0 && one[i].trumps <= 5);
    EXPECT_TRUE(one[i].side_aces >= 0 && one[i].side_aces <= 3);
    EXPECT_EQ(three[i].called, one[i].called);
    EXPECT_EQ(three[i].alone, one[i].alone);
    EXPECT_TRUE(!one[i].alone || one[i].called) << "alone without a call";
  }
}

// The loner curves (the rollout's kExpertLoneMargin): only calls count, and
// among them the fit finds where half go alone.
TEST(BidFit, LonerCurvesAreFittedAmongTheCallsOnly) {
  Rng rng(9);
  std::vector<BidObservation> data;
  for (int i = 0; i < 40'000; ++i) {
    const int points = static_cast<int>(rng.below(12)) + 4;
    const bool called = points >= 8;
    const double p_alone = 1.0 / (1.0 + std::exp(-(points - 11.5) / 0.8));
    const bool alone = called && rng.below(1'000'000) < p_alone * 1'000'000;
    data.push_back({1, 0, points, called, alone});
    data.push_back({2, 1, points, false, false});  // passes only: no loner curve here
  }
  const std::vector<BidObservation> calls = lone_observations(data);
  for (const BidObservation& o : calls) ASSERT_GE(o.points, 8);
  const BidCurve fallback{99, 1};
  const BidModel lone = fit_point_curves(calls, BidModel{{fallback, fallback, fallback, fallback},
                                                      {fallback, fallback, fallback, fallback}});
  EXPECT_NEAR(lone.round1[0].center, 11.5, 0.15);
  EXPECT_NEAR(lone.round1[0].scale, 0.8, 0.08);
  EXPECT_DOUBLE_EQ(lone.round2[1].center, 99);  // no call in that group: the fallback's
}

TEST(BidFit, RefusesWhatTheModelDoesNotCoverInWords) {
  SelfPlayRun run;
  run.deals = 1;
  run.preset = "three-handed";
  EXPECT_THROW(bid_observations(run), std::invalid_argument);
  run.preset = "standard";
  run.level = 0;
  EXPECT_THROW(bid_observations(run), std::invalid_argument);
  const test::CliResult bad = test::run_euchre("fit-bids --preset call-ace --deals 1");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("needs a five-card, four-seat partnership preset, not 'call-ace'"), std::string::npos) << bad.err;
  const test::CliResult ok = test::run_euchre("fit-bids --deals 3 --level 1 --seed 5");
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_NE(ok.out.find("round 1, left of dealer"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("BidCurve{"), std::string::npos) << ok.out;
}

}  // namespace
}  // namespace euchre::lab
