// A claim judged from what the claimer can see (docs/rules.md section 7).
//
// The engine's own rule (claim_is_sound) looks at every real hand: right for
// a record, where everything is known, but at a table a refused claim would
// then tell the claimer something his view did not (which of two ways the
// unseen cards lie). So a table judges a claim by the claimer's view alone:
// it stands when his side takes every remaining trick however the unseen
// cards lie, among the ways the view allows (each seat's count of cards, and
// the suits it has shown out of when reneges are prevented). Accepting or
// refusing is then the same for every deal the claimer cannot tell apart:
// the answer says nothing he did not know.
#pragma once

#include "core/deal.h"
#include "core/view.h"

namespace euchre {

enum class ClaimVerdict {
  Certain,     // every way the unseen cards may lie: the claimer's side takes the rest
  NotCertain,  // some way they may lie takes a trick from it
  TooEarly,    // more ways than the budget: not judged (play on; claim later)
};

// How many ways of the unseen cards a claim is judged against at most: all
// of them up to the last two tricks of a five-card deal (18,900 ways).
inline constexpr long kClaimWorldBudget = 20'000;

// `s` gives the deal's shape (the trick in progress, the turn, trump); the
// hands of the seats other than `view.seat` are never looked at, only their
// sizes. The view is that seat's (make_view), at its turn in the play.
ClaimVerdict judge_claim_from_view(const DealState& s, const SeatView& view, long budget = kClaimWorldBudget);

}  // namespace euchre
