#include "bots/player.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace euchre {

int max_game_deals(const Rules& rules) {
  // A series (laps and slams) plays several games: at most every side but one
  // a game short of the series before the last game, four in a rubber.
  const int games = rules.series == SeriesKind::FirstTo ? rules.scorers() * (rules.series_games - 1) + 1
                    : rules.series == SeriesKind::Rubber ? 4
                                                         : 1;
  return std::max({1000, 50 * rules.target * games, rules.num_deals});
}

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
