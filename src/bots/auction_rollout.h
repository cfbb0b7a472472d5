// The rest of an auction inside one of the expert's sampled worlds
// (bots/expert_bot.h): every seat bids by the point count with its own hand
// (the world's), declines offers and discards to void a suit. Cheap and
// reasonable; the open-hand solver then plays the cards.
#pragma once

#include <array>
#include <cstdint>

#include "bots/match_equity.h"
#include "core/deal.h"

namespace euchre {

// The deciding seat's side names trump in round 2 this much below the point
// count's threshold, as the expert does (docs/bots.md, "Calibration").
inline constexpr int kOwnSideRound2Boldness = 3;
// The rollout's seats go alone this far above their call threshold at 0-0,
// as the point-count player does (13+ in five cards); the score moves it
// (lone_margin).
inline constexpr int kLoneMargin = 5;

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
// the effect, docs/bots.md.)
int lone_margin(const MatchEquity& equity, const std::array<int, 4>& score, int scorer);

// The action of the seat to act in `s` (an auction phase, an offer or a
// discard; the play is left to the solver).
Action rollout_action(const DealState& s, const RolloutScore& score);

}  // namespace euchre
