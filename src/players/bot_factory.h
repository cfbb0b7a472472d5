// The computer players by name (a room above src/bots and src/learned, whose
// players it offers): what `euchre play`, selfplay, the arena,
// `bench --bot` and the server offer.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "bots/player.h"

namespace euchre {

// A bot of bot_names(), or one of their levels: expert:1 .. expert:4,
// expert-v1:1 .. expert-v1:4, expert-v2:1 .. expert-v2:4, expert-v3:1 ..
// expert-v3:4, ismcts:N (N iterations a decision, 1 ..
// 100,000), or AUCTION+PLAY, one bot's auction with another's card play
// (bots/split_bot.h). Throws std::invalid_argument naming the known bots.
std::unique_ptr<Player> make_bot(std::string_view name, std::uint64_t seed);

// The bots' plain names: random, basic, expert, expert-v1 (the expert frozen
// as it was when the second expert was begun, the yardstick of its
// successors), expert-v2 (frozen again when the third was begun, issue 40),
// expert-v3 (the expert with the learned auction model, learned/) and ismcts
// (1,000 iterations).
std::vector<std::string_view> bot_names();

// The search iterations a decision of a bot of make_bot costs: N for
// ismcts:N, 1,000 for ismcts, the larger of a pair's two, 0 for the bots
// that do not search by iterations (their cost is bounded by their level).
// What a shared server bounds (docs/server.md, "Fair shares").
int bot_iterations(std::string_view name);

}  // namespace euchre
