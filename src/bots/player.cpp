#include "bots/player.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "bots/basic_bot.h"
#include "bots/expert_bot.h"
#include "bots/random_bot.h"

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

std::vector<std::string_view> bot_names() { return {"random", "basic", "expert"}; }

std::unique_ptr<Player> make_bot(std::string_view name, std::uint64_t seed) {
  if (name == "random") return std::make_unique<RandomBot>(seed);
  if (name == "basic") return std::make_unique<BasicBot>(seed);
  // expert:N chooses the level (1 quick .. 4 deep); plain expert is level 3.
  if (name == "expert") return std::make_unique<ExpertBot>(seed);
  if (name.size() == 8 && name.substr(0, 7) == "expert:" && name[7] >= '1' && name[7] <= '4')
    return std::make_unique<ExpertBot>(seed, name[7] - '0');
  std::string known;
  for (std::string_view n : bot_names()) known += (known.empty() ? "" : ", ") + std::string(n);
  throw std::invalid_argument("unknown bot '" + std::string(name) + "' (bots: " + known + "; expert:1 .. expert:4 choose the expert's level)");
}

}  // namespace euchre
