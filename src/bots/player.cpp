#include "bots/player.h"

#include <stdexcept>
#include <string>

#include "bots/basic_bot.h"
#include "bots/random_bot.h"

namespace euchre {

std::vector<std::string_view> bot_names() { return {"random", "basic"}; }

std::unique_ptr<Player> make_bot(std::string_view name, std::uint64_t seed) {
  if (name == "random") return std::make_unique<RandomBot>(seed);
  if (name == "basic") return std::make_unique<BasicBot>(seed);
  std::string known;
  for (std::string_view n : bot_names()) known += (known.empty() ? "" : ", ") + std::string(n);
  throw std::invalid_argument("unknown bot '" + std::string(name) + "' (bots: " + known + ")");
}

}  // namespace euchre
