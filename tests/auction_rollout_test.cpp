// The expert's auction rollout (bots/auction_rollout.h): how far above the
// call threshold its seats go alone at a score, from the match equity.
#include <gtest/gtest.h>

#include "bots/auction_rollout.h"
#include "core/rules.h"

namespace euchre {
namespace {

int margin_at(const Rules& rules, int us, int them) {
  const MatchEquity equity(rules);
  return lone_margin(equity, {us, them, 0, 0}, 0);
}

TEST(AuctionRollout, LoneMarginIsTheUsualOneAtLoveAll) {
  EXPECT_EQ(margin_at(preset("standard"), 0, 0), kLoneMargin);
  EXPECT_EQ(margin_at(preset("standard"), 3, 2), kLoneMargin);
}

TEST(AuctionRollout, NobodyGoesAloneWhenAPartneredMarchAlreadyWins) {
  // At 8 a march (2) wins, at 9 any make does: a loner's 4 adds nothing
  // (A: "go alone whenever you can, unless your side has eight or nine").
  for (int them = 0; them < 10; ++them) {
    EXPECT_GT(margin_at(preset("standard"), 8, them), 100) << "8-" << them;
    EXPECT_GT(margin_at(preset("standard"), 9, them), 100) << "9-" << them;
  }
}

TEST(AuctionRollout, LonersComeEasierWhenOnlyThisDealCounts) {
  // The other side at 9 will most likely win the next deal: a side at 5 or 6
  // gains far more from a loner's 4 than from a march's 2 (the "stop the
  // loner" order of Andrews and Euchre Universe at 9-6 answers this).
  const Rules standard = preset("standard");
  EXPECT_LT(margin_at(standard, 6, 9), kLoneMargin);
  EXPECT_LT(margin_at(standard, 5, 9), kLoneMargin);
  EXPECT_GE(margin_at(standard, 6, 9), kLoneMargin - 2);  // at most two points easier
}

TEST(AuctionRollout, GamesWithoutATargetKeepTheUsualMargin) {
  Rules rules = preset("standard");
  rules.target = 0;
  rules.num_deals = 8;
  for (int us = 0; us < 12; us += 3) EXPECT_EQ(margin_at(rules, us, 9), kLoneMargin) << us;
}

}  // namespace
}  // namespace euchre
