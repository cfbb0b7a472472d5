// Client side of "state": the SeatView a state message was built from, so a
// client (the terminal's `euchre play --connect`) draws the table and runs a
// bot with the same code as a local game.
//
// The inverse of state_message (state.h) for everything the message carries:
// state_message(view_from_state(state_message(v))) == state_message(v).
//
// Fields the message does not carry are recomputed from what it does:
// - led_suit, winning_seat: from the trick on the table, its leader and trump;
// - failed_to_follow, proven_reneges: from the plays in `moves`, as make_view
//   counts them;
// - following: the legal plays that follow the led suit (the whole legal list
//   when the hand holds none of it, or on the lead);
// - dealt_hand: the hand plus this seat's plays, its own discard and its
//   farmer's gives, less the up-card the dealer took. One gap: a farmer's
//   three received cards cannot be told from the dealt ones, so his
//   dealt_hand holds them too (the expert bot's sampling of his hand is then
//   a little off; nothing else reads it).
// The order of cards in arrays is kept by CardSet's own order, which is the
// order state_message writes.
#pragma once

#include "core/rules.h"
#include "core/view.h"
#include "protocol/message.h"

namespace euchre::protocol {

// The view of a "state" message under `rules` (the table's, table_rules.h).
// Throws std::invalid_argument naming the field that is missing, of the
// wrong type, or not a card, seat, phase or action text of these rules.
SeatView view_from_state(const json& state, const Rules& rules);

}  // namespace euchre::protocol
