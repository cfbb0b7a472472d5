// The deal's last action, which no state shows: after it the server sends
// deal_over instead of the finished deal's state (docs/protocol.md, "The
// order of a deal's messages"). Told anyway where only one action fits the
// last state seen and the hands deal_over reveals, so that a game on a
// server reads like a local one: the last card of the last trick, or the
// last pass of round 2.
#pragma once

#include <optional>

#include "core/compiled_rules.h"
#include "core/game.h"
#include "core/view.h"
#include "protocol/message.h"

namespace euchre::terminal {

// nullopt when the last state is not of that deal, not one action short of
// its end, or the card cannot be told (the dealer who took the up-card and
// discarded unseen, a farmer). A seat that claims its last trick rather
// than play it is told as playing the card it holds.
std::optional<Move> final_move(const SeatView& last, const protocol::json& deal_over, const CompiledRules& rules);

}  // namespace euchre::terminal
