#include "arena/agent.h"

#include <stdexcept>

#include "arena/oracle.h"
#include "players/bot_factory.h"
#include "bots/player.h"
#include "core/view.h"

namespace euchre::arena {
namespace {

// A Player driven through its seat's view only.
class PlayerAgent : public Agent {
 public:
  explicit PlayerAgent(std::unique_ptr<Player> player) : player_(std::move(player)) {}
  Action act(const Game& game, int seat) override { return player_->choose(make_view(game, seat)); }

 private:
  std::unique_ptr<Player> player_;
};

}  // namespace

std::unique_ptr<Agent> make_agent(std::string_view name, std::uint64_t seed) {
  if (name == "oracle") return std::make_unique<OracleAgent>(seed, make_solver_valuer());
  try {
    return std::make_unique<PlayerAgent>(make_bot(name, seed));  // also expert:N, expert-v1:N, ismcts:N
  } catch (const std::invalid_argument& e) {
    // make_bot's words name what is wrong (an unknown bot, a bad A+B pair);
    // the arena has one agent more.
    throw std::invalid_argument(std::string(e.what()) + "; the arena also has oracle");
  }
}

}  // namespace euchre::arena
