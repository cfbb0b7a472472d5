// Server -> client "state": one seat's picture of the table, built only from
// that seat's SeatView (core/view.h), so a hidden card cannot reach the
// message: the view never held it.
#pragma once

#include <string>

#include "core/view.h"
#include "protocol/message.h"
#include "protocol/table_facts.h"

namespace euchre::protocol {

// The state message of a view; view.seat == kSpectator gives "seat": null.
json state_message(const SeatView& view, const TableFacts& facts);

// The message for `seat` (kSpectator: the public view, make_public_view).
json state_for(const Game& game, int seat, const TableFacts& facts);

// The same message as text, written without building it as JSON first (the
// hub sends one to every seat after every action): exactly what dumping
// state_message gives.
std::string state_text(const SeatView& view, const TableFacts& facts);
std::string state_text_for(const Game& game, int seat, const TableFacts& facts);

}  // namespace euchre::protocol
