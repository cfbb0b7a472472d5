// The server's own messages (docs/protocol.md: deal_over, game_over, hint)
// in the terminal game's words, so that a game on a server reads like a
// local one: the deal's result and score, the hands revealed, the winner.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "terminal/terminal.h"
#include "core/compiled_rules.h"
#include "core/view.h"
#include "learn/hint.h"
#include "protocol/message.h"

namespace euchre::terminal {

using protocol::json;

// "* Deal 3: North made hearts (North alone); the makers took 5 of 5 tricks: a
// march. Points: West & East +4.", the score, and the hands as dealt.
// What became of the deal is the server's word (its "outcome" and
// "makers_tricks", the core's deal_outcome). Throws json's exceptions on a
// message without its fields.
std::string deal_over_text(const Screen& screen, const CompiledRules& rules, const json& deal_over);

// "=== Game over after 9 deals: You & North win. Score: ... ==="
std::string game_over_text(const Screen& screen, const json& game_over, int deals);

// A "hint" reply's actions as the expert's hints (read in the phase of
// `view`, the turn they were asked for); an action that does not read is left out.
std::vector<learn::Hint> hints_from(const json& hint, const SeatView& view);

}  // namespace euchre::terminal
