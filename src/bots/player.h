// Players: anything that chooses an action from one seat's view.
//
// Computer players see exactly what their seat may see: they receive a
// SeatView (core/view.h) and nothing else, so no hidden card is reachable.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/action.h"
#include "core/compiled_rules.h"
#include "core/view.h"

namespace euchre {

class Player {
 public:
  virtual ~Player() = default;
  // Chooses one of view.legal (the view is of the seat to act).
  virtual Action choose(const SeatView& view) = 0;
  virtual std::string_view name() const = 0;
};

// The view's legal actions without the plays that would renege: while the
// seat holds a card of the led (effective) suit, only those cards. Under
// renege=callable the legal list is the whole hand (illegal plays are
// allowed, RULES.md); every bot chooses from this list instead, so no bot
// ever reneges (calling another seat's renege stays in the list). With
// reneges prevented it equals view.legal. `rules` is view.rules compiled.
// A pure function of the view: it belongs in the core next to legal_actions.
ActionList without_reneges(const SeatView& view, const CompiledRules& rules);

// "random" or "basic"; throws std::invalid_argument naming the known bots.
std::unique_ptr<Player> make_bot(std::string_view name, std::uint64_t seed);
std::vector<std::string_view> bot_names();

}  // namespace euchre
