// Who decides for a seat in the arena.
//
// The arena drives a `Game` and asks an `Agent` for the action of the seat to
// act. Ordinary bots are `Player`s (bots/player.h) and see only their
// SeatView: `make_agent` wraps them so they receive `make_view(game, seat)`
// and nothing else. The `oracle` sees every card (it reads the Game's
// DealState); it exists for measurement only, which is why it is an Agent and
// not a Player: `make_bot` and `euchre play` never offer it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/action.h"
#include "core/game.h"

namespace euchre::arena {

class Agent {
 public:
  virtual ~Agent() = default;
  // A legal action of `seat`, the seat to act in `game`.
  virtual Action act(const Game& game, int seat) = 0;
};

// A bot of make_bot ("random", "basic", ...) or "oracle"; throws
// std::invalid_argument naming the known agents.
std::unique_ptr<Agent> make_agent(std::string_view name, std::uint64_t seed);

}  // namespace euchre::arena
