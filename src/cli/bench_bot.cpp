// `euchre bench --bot NAME`: how long a bot takes per decision.
//
// The bot plays every seat of seeded `standard` games for --deals deals;
// each call of choose() with two or more legal actions is timed (a forced
// action costs nothing and would flatter the median). Prints
// decision_ms_p50 and decision_ms_p99 on lines of their own.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <vector>

#include "players/bot_factory.h"
#include "bots/player.h"
#include "cli/commands.h"
#include "core/game.h"
#include "core/view.h"

namespace euchre::cli {

int run_bot_bench(const BenchOptions& opt) {
  const Rules rules = preset("standard");
  std::vector<std::unique_ptr<Player>> players;
  try {
    for (int seat = 0; seat < 4; ++seat) players.push_back(make_bot(opt.bot, opt.seed * 4 + static_cast<std::uint64_t>(seat)));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "euchre bench: %s\n", e.what());
    return 2;
  }
  std::vector<double> ms;
  long deals = 0;
  for (std::uint64_t g = 0; deals < opt.deals; ++g) {
    Game game(rules, opt.seed + g);
    while (!game.over() && deals < opt.deals) {
      const int seat = game.to_act();
      const SeatView view = make_view(game, seat);
      const auto start = std::chrono::steady_clock::now();
      const Action a = players[static_cast<std::size_t>(seat)]->choose(view);
      const double elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      if (view.legal.size() >= 2) ms.push_back(elapsed);
      const int before = game.deals_played();
      game.apply(a);
      if (game.deals_played() != before || game.over()) ++deals;
    }
  }
  if (ms.empty()) {
    std::fprintf(stderr, "euchre bench: no decisions timed\n");
    return 1;
  }
  std::sort(ms.begin(), ms.end());
  auto pct = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size())))]; };
  double sum = 0;
  for (double x : ms) sum += x;
  std::printf("bot: %s\n", opt.bot.c_str());
  std::printf("deals: %ld\n", deals);
  std::printf("decisions: %zu\n", ms.size());
  std::printf("decision_ms_mean: %.3f\n", sum / static_cast<double>(ms.size()));
  std::printf("decision_ms_p50: %.3f\n", pct(0.50));
  std::printf("decision_ms_p99: %.3f\n", pct(0.99));
  std::printf("decision_ms_max: %.3f\n", ms.back());
  return 0;
}

}  // namespace euchre::cli
