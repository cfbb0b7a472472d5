// Learning tools (docs/learning-tools.md): hints ranked by the expert from
// one seat's view, each with a reason in words drawn from that view alone.
// Shared by `euchre hint` and the `h` input of `euchre play`.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/view.h"

namespace euchre::learn {

struct Hint {
  Action action;
  std::string name;                 // action_text, e.g. "Order alone", "Jh", "discard 9c"
  // This deal: the seat's side's points minus the others'; nullopt for the
  // only legal action (the expert does not value a forced move).
  std::optional<double> expected_points;
  std::optional<double> win_chance; // chance to win the match (games with a target)
  std::string reason;               // one line, facts visible to the seat only
};

// The legal actions of the view's seat (it must be to act), best first.
std::vector<Hint> rank_actions(const SeatView& view, int level, std::uint64_t seed);

// One line of facts for one action, from the view alone.
std::string hint_reason(const SeatView& view, Action a);

}  // namespace euchre::learn
