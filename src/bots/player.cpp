#include "bots/player.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace euchre {

int max_game_deals(const Rules& rules) { return std::max({1000, 50 * rules.target, rules.num_deals}); }

void check_game_length(const Game& game) {
  const int bound = max_game_deals(game.rules());
  if (!game.over() && game.deals_played() > bound) throw GameTooLong(bound);
}

void play_game(Game& game, const std::vector<std::unique_ptr<Player>>& players) {
  while (!game.over()) {
    check_game_length(game);
    const int seat = game.to_act();
    game.apply(players.at(static_cast<std::size_t>(seat))->choose(make_view(game, seat)));
  }
}

}  // namespace euchre
