#include "players/bot_factory.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <string>

#include "bots/basic_bot.h"
#include "bots/expert_bot.h"
#include "bots/expert_v1/expert_bot.h"
#include "bots/expert_v2/expert_bot.h"
#include "bots/ismcts_bot.h"
#include "bots/random_bot.h"
#include "bots/split_bot.h"
#include "learned/learned_expert.h"

namespace euchre {
namespace {

// The level of "<base>:<digit 1..4>", or 0 when `name` is not one.
int level_of(std::string_view name, std::string_view base) {
  if (name.size() != base.size() + 2 || name.substr(0, base.size()) != base || name[base.size()] != ':') return 0;
  const char d = name[base.size() + 1];
  return d >= '1' && d <= '4' ? d - '0' : 0;
}

// At most 100,000 iterations (some 0.2 s a decision): a server table's bot
// is named by its creator, and must not hold a thread for minutes.
constexpr int kMaxIterations = 100'000;

// The N of "ismcts:N", or 0 when `name` is not one.
int iterations_of(std::string_view name) {
  constexpr std::string_view prefix = "ismcts:";
  if (name.substr(0, prefix.size()) != prefix) return 0;
  const std::string_view digits = name.substr(prefix.size());
  int n = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty() || n < 1 || n > kMaxIterations) return 0;
  return n;
}

}  // namespace

std::vector<std::string_view> bot_names() { return {"random", "basic", "expert", "expert-v1", "expert-v2", "expert-v3", "ismcts"}; }

int bot_iterations(std::string_view name) {
  if (const auto plus = name.find('+'); plus != std::string_view::npos)
    return std::max(bot_iterations(name.substr(0, plus)), bot_iterations(name.substr(plus + 1)));
  if (name == "ismcts") return IsmctsBot::kDefaultIterations;
  return iterations_of(name);
}

std::unique_ptr<Player> make_bot(std::string_view name, std::uint64_t seed) {
  // "A+B": A's auction, B's card play (bots/split_bot.h); A and B are plain
  // bots, each with its own seed.
  if (const auto plus = name.find('+'); plus != std::string_view::npos) {
    const std::string_view auction = name.substr(0, plus), play = name.substr(plus + 1);
    if (auction.empty() || play.empty() || play.find('+') != std::string_view::npos) {
      throw std::invalid_argument("bad bot pair '" + std::string(name) +
                                  "': write AUCTION+PLAY with two bots, e.g. expert+expert-v1");
    }
    return std::make_unique<SplitBot>(make_bot(auction, seed), make_bot(play, seed + 1), std::string(name));
  }
  if (name == "random") return std::make_unique<RandomBot>(seed);
  if (name == "basic") return std::make_unique<BasicBot>(seed);
  // expert:N chooses the level (1 quick .. 4 deep); plain expert is level 3.
  if (name == "expert") return std::make_unique<ExpertBot>(seed);
  if (const int level = level_of(name, "expert")) return std::make_unique<ExpertBot>(seed, level);
  // expert-v1 and expert-v2 have the same levels.
  if (name == "expert-v1") return std::make_unique<expert_v1::ExpertBot>(seed);
  if (const int level = level_of(name, "expert-v1")) return std::make_unique<expert_v1::ExpertBot>(seed, level);
  if (name == "expert-v2") return std::make_unique<expert_v2::ExpertBot>(seed);
  if (const int level = level_of(name, "expert-v2")) return std::make_unique<expert_v2::ExpertBot>(seed, level);
  // expert-v3: the expert with the learned auction model and beliefs (learned/learned_expert.h).
  if (name == "expert-v3") return std::make_unique<learned::LearnedExpertBot>(seed);
  if (const int level = level_of(name, "expert-v3")) return std::make_unique<learned::LearnedExpertBot>(seed, level);
  if (name == "ismcts") return std::make_unique<IsmctsBot>(seed);
  if (const int n = iterations_of(name)) return std::make_unique<IsmctsBot>(seed, n, std::string(name));
  std::string known;
  for (std::string_view n : bot_names()) known += (known.empty() ? "" : ", ") + std::string(n);
  throw std::invalid_argument("unknown bot '" + std::string(name) + "' (bots: " + known +
                              "; expert:1 .. expert:4 and the same levels of expert-v1, expert-v2 and expert-v3 choose the expert's level, "
                              "ismcts:N the iterations a decision, A+B A's auction with B's card play)");
}

}  // namespace euchre
