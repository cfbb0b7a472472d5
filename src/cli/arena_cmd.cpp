// `euchre arena`: two bots against each other, measured (src/arena).
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <thread>

#include "arena/agent.h"
#include "arena/arena.h"
#include "cli/commands.h"
#include "learned/auction_model.h"
#include "learned/belief_model.h"

namespace euchre::cli {
namespace {

void draw_progress(long done, long total) {
  const int width = 40;
  const int filled = total > 0 ? static_cast<int>(static_cast<double>(width) * static_cast<double>(done) / static_cast<double>(total)) : width;
  std::string bar(static_cast<std::size_t>(filled), '#');
  bar.resize(static_cast<std::size_t>(width), '.');
  std::fprintf(stderr, "\r[%s] %ld/%ld boards", bar.c_str(), done, total);
  std::fflush(stderr);
}

}  // namespace

int run_arena(const ArenaOptions& opt) {
  arena::Config config;
  try {
    const std::size_t comma = opt.bots.find(',');
    if (comma == std::string::npos || opt.bots.find(',', comma + 1) != std::string::npos)
      throw std::invalid_argument("--bots takes two bots separated by a comma, e.g. basic,random");
    config.bot_a = opt.bots.substr(0, comma);
    config.bot_b = opt.bots.substr(comma + 1);
    config.rules = preset_with_overrides(opt.preset, opt.sets);
    config.preset = opt.preset;
    arena::make_agent(config.bot_a, 0);
    arena::make_agent(config.bot_b, 0);
    if (opt.deals && opt.games) throw std::invalid_argument("give --deals or --games, not both");
  } catch (const std::exception& e) {
    std::fprintf(stderr, "euchre arena: %s\n", e.what());
    return 2;
  }
  // expert-v3 says where its learned models do not reach.
  for (const std::string& bot : {config.bot_a, config.bot_b}) {
    if (bot.find("expert-v3") == std::string::npos) continue;
    if (!learned::auction_model_covers(learned::shipped_auction_model(), config.rules))
      std::fprintf(stderr,
                   "euchre arena: %s: no learned auction model for these rules (trained on %s): "
                   "it bids as the expert\n",
                   bot.c_str(), learned::shipped_auction_model().preset.c_str());
    if (!learned::same_deal_rules(learned::shipped_belief_model().rules, config.rules))
      std::fprintf(stderr,
                   "euchre arena: %s: no learned beliefs for these rules (trained on %s): "
                   "it deals its worlds as the expert\n",
                   bot.c_str(), learned::shipped_belief_model().preset.c_str());
  }
  config.games = opt.games.value_or(0);
  config.deals = opt.games ? 0 : opt.deals.value_or(1000);
  config.duplicate = opt.duplicate;
  config.seed = opt.seed;
  config.threads = opt.threads > 0 ? opt.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const bool tty = ::isatty(STDERR_FILENO) == 1;
  if (tty) config.progress = draw_progress;
  arena::Result result;
  try {
    result = arena::run(config);
  } catch (const std::exception& e) {
    if (tty) std::fprintf(stderr, "\n");
    std::fprintf(stderr, "euchre arena: %s\n", e.what());
    return 1;
  }
  if (tty) {
    draw_progress(result.boards, result.boards);
    std::fprintf(stderr, "\n");
  }
  std::fputs(arena::format_text(config, result).c_str(), stdout);
  if (!opt.json.empty()) {
    std::ofstream out(opt.json);
    out << arena::format_json(config, result);
    if (!out) {
      std::fprintf(stderr, "euchre arena: cannot write %s\n", opt.json.c_str());
      return 1;
    }
  }
  return 0;
}

}  // namespace euchre::cli
