// Players: anything that chooses an action from one seat's view.
//
// Computer players see exactly what their seat may see: they receive a
// SeatView (core/view.h) and nothing else, so no hidden card is reachable.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/action.h"
#include "core/compiled_rules.h"
#include "core/game.h"
#include "core/view.h"

namespace euchre {

class Player {
 public:
  virtual ~Player() = default;
  // Chooses one of view.legal (the view is of the seat to act).
  virtual Action choose(const SeatView& view) = 0;
  virtual std::string_view name() const = 0;
  // True for a player whose every choice is a few microseconds of bounded
  // work (rules of thumb, a random pick: no search). A server may then ask
  // it on its own thread instead of handing the view to a pool of workers
  // and back, which costs more than the choice itself.
  virtual bool quick() const { return false; }
};

// make_bot and bot_names, the bots by name: players/bot_factory.h.

// The bound on a game's length for drivers that play whole games (selfplay,
// the arena, the tests): 1,000 deals, or 50 per point of the target when that
// is more (targets go up to 1,000; times the most games a series can play),
// or the fixed number of deals. A game to
// 10 takes about 10 to 30 deals, so a game past the bound cannot end: e.g.
// one whose players only ever pass, or keep losing points to a penalty.
int max_game_deals(const Rules& rules);

// Thrown by the drivers for a game past max_game_deals.
class GameTooLong : public std::runtime_error {
 public:
  explicit GameTooLong(int deals) : std::runtime_error("game did not end after " + std::to_string(deals) + " deals") {}
};

// Throws GameTooLong once an unfinished game has gone past max_game_deals
// (it has begun one deal more).
void check_game_length(const Game& game);

// Plays the game to its end, asking players[seat] for the seat to act (each
// sees its SeatView only); throws GameTooLong for a game that does not end.
void play_game(Game& game, const std::vector<std::unique_ptr<Player>>& players);

}  // namespace euchre
