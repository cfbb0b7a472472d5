// expert-v2's frozen copy of src/bots/auction_rollout.h (see bots/expert_v2/expert_bot.h).
// The rest of an auction inside one of the expert's sampled worlds
// (bots/expert_bot.h): every seat bids by the point count with its own hand
// (the world's), declines offers and discards to void a suit. Cheap and
// reasonable; the open-hand solver then plays the cards.
#pragma once

#include <array>
#include <cstdint>

#include "bots/expert_v2/match_equity.h"
#include "core/deal.h"
#include "core/rules.h"

namespace euchre::expert_v2 {

// The deciding seat's side names trump in round 2 this much below the point
// count's threshold, as the expert does (docs/bots.md, "Calibration").
inline constexpr int kOwnSideRound2Boldness = 3;
// The rollout's seats go alone this far above their call threshold at 0-0,
// as the point-count player does (13+ in five cards), where the expert's own
// loners are not fitted; the score moves it (lone_margin).
inline constexpr int kLoneMargin = 5;

// Where the expert's own calls go alone, at 0-0: `euchre fit-bids --deals
// 20000 --level 3 --threads 2` (seed 1), its loner curves' "50% at" (the
// points at which half its calls are alone) less the rollout's call
// threshold, rounded; by round (1, 2) and seat from the dealer (dealer, left,
// partner, right) (docs/notebook/expert-experiments.md, "The bidding model"). Round 2's dealer
// called 30 times in 20,000 deals, too seldom to fit, and keeps kLoneMargin.
inline constexpr std::array<std::array<int, 4>, 2> kExpertLoneMargin{{{2, 1, 6, 1}, {kLoneMargin, 4, 1, 3}}};

// Whether kExpertLoneMargin holds for these rules: those of the standard
// preset it was fitted on, as far as loners go (four-seat partnerships,
// five cards from 24, no Benny, the maker alone may go alone, the dealer's
// partner may assist). Elsewhere the rollout keeps kLoneMargin: with 32
// cards the point counts mean other hands, and where the maker's partner
// may play alone for him the loners are other hands too (at keller, with
// both, the fitted margins measured -0.024 [-0.046, -0.002] a deal against
// `expert-v1`, where kLoneMargin gives -0.015 [-0.035, +0.006]).
bool expert_lone_margin_covers(const Rules& rules);

// How the rollout's bidders read the deciding seat and the score.
struct RolloutScore {
  std::uint8_t own_side = 0;  // the deciding seat's side: calls more boldly in round 2
  // By scorer: how far above its call threshold a hand must be to go alone.
  std::array<int, 4> lone_margin{kLoneMargin, kLoneMargin, kLoneMargin, kLoneMargin};
};

// A loner's margin for `scorer` at `score`, from the match equity: what a
// loner's march adds over a bare make (4 points over 1) against what a
// partnered march adds (2 over 1), compared with the same ratio at 0-0.
// Where a loner's extra points are worth nothing (a partnered march already
// wins: 8 or 9 in a game to 10) nobody goes alone (a margin of 1000); where
// they are worth more than usual (the other side at 9, so that only this
// deal's points count) hands go alone with less: one point less for every
// doubling of the ratio, at most two. Games without a target value points,
// and the margin stays kLoneMargin. (Before, the rollout's seats went alone
// at the 0-0 margin whatever the score; `calibrate --paired --score` shows
// the effect, docs/notebook/expert-experiments.md, "Paired".)
int lone_margin(const MatchEquity& equity, const std::array<int, 4>& score, int scorer);

// The action of the seat to act in `s` (an auction phase, an offer or a
// discard; the play is left to the solver).
Action rollout_action(const DealState& s, const RolloutScore& score);

}  // namespace euchre::expert_v2
