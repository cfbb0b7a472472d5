// The answers to `?` and `h` at the terminal game's prompt: the seat's
// choices with what each does, and the expert's ranked hints. The local game
// and the client of a server print the same lists.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "terminal/terminal.h"
#include "core/view.h"
#include "learn/hint.h"

namespace euchre::terminal {

// "Your choices (phase):" and one line per legal action (the play's cards on
// one line), the claim when the rules allow it, then `keys` (the other inputs).
std::string choices_text(const Screen& screen, const SeatView& view, bool claims, std::string_view keys);

// "Hints (the expert, from what you can see; best first):" and one line per
// action: its input, expected points, chance to win the match, the reason.
std::string hints_text(const Screen& screen, const std::vector<learn::Hint>& hints);

}  // namespace euchre::terminal
