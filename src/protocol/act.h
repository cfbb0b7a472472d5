// A seat's "act" or "claim" applied to its table's game: the one function the
// server wires to a socket. Every refusal is an Error value; nothing throws
// out, and the game changes only when the action was applied.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"
#include "protocol/error.h"

namespace euchre::protocol {

struct Reply {
  std::optional<Error> error;  // why nothing changed
  std::string applied;         // the applied action's text, when !error
  bool ok() const { return !error; }
};

// The action an "act" or "claim" message asks for, checked but not applied:
// the server commits it to the store before applying it (docs/server.md).
struct Checked {
  std::optional<Error> error;  // why it may not be applied
  Action action;               // valid when !error
};
Checked check_act(const Game& game, int seat, const json& msg);

// `msg` is an "act" {"table", "action"} or a "claim" {"table"} from `seat`.
// The table id is only checked to be a string: routing to the table is the
// server's. check_act, then Game::apply. Checks, in order: envelope, fields, turn, action text (read with
// the core's parse_action), legality (the core's explain_illegal).
Reply handle_act(Game& game, int seat, const json& msg);

// handle_act on raw text (size limit and JSON parsing first).
Reply handle_text(Game& game, int seat, std::string_view raw);

}  // namespace euchre::protocol
