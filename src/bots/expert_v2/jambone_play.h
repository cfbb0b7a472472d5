// expert-v2's frozen copy of src/bots/jambone_play.h (see bots/expert_v2/expert_bot.h).
// Jambone (K ch. 5) for the rule-based players: whether a lone hand is sure
// to take all five tricks with its cards called by an opponent, and which of
// the lone player's cards the caller chooses.
#pragma once

#include "core/compiled_rules.h"
#include "core/view.h"

namespace euchre::expert_v2 {

// A march whatever the caller does: every card a trump, and every trump that
// may still be out lower than the lowest of them (`known_out`: cards the
// lone player knows are not in play, his own discard).
bool jambone_is_sure(const CompiledRules& rules, CardSet hand, int trump, CardSet known_out);

// The caller's choice of the lone player's card (view.turn's, from
// view.legal): following, his highest card that does not take the trick (a
// winner wasted), else his cheapest winner; leading, his lowest card off
// trump (trump only when he holds nothing else).
Action jambone_call(const CompiledRules& rules, const SeatView& view);

}  // namespace euchre::expert_v2
