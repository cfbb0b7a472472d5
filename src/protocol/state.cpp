#include "protocol/state.h"

namespace euchre::protocol {

// One writer of the message (state_text.cpp); the JSON form is read from it.
json state_message(const SeatView& v, const TableFacts& facts) { return json::parse(state_text(v, facts)); }

json state_for(const Game& game, int seat, const TableFacts& facts) {
  return state_message(seat == kSpectator ? make_public_view(game) : make_view(game, seat), facts);
}

}  // namespace euchre::protocol
