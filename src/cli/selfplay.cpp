// `euchre selfplay`: computer players play complete games and the records
// are written as EGN. One game goes to --out FILE; several go to the
// directory --out DIR as game-0001.egn, game-0002.egn, ...
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>

#include "bots/player.h"
#include "cli/commands.h"
#include "cli/rules_args.h"
#include "core/game.h"
#include "core/view.h"
#include "egn/egn.h"

namespace euchre::cli {
namespace {

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : text) {
    if (ch == ',') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += ch;
    }
  }
  out.push_back(cur);
  return out;
}

}  // namespace

int run_selfplay(const SelfplayOptions& opt) {
  Rules rules;
  std::vector<std::unique_ptr<Player>> players;
  std::vector<std::string> bot_list = split_commas(opt.bots);
  try {
    rules = rules_from_args(opt.preset, opt.sets);
    if (bot_list.size() == 1) bot_list.assign(4, bot_list[0]);
    if (static_cast<int>(bot_list.size()) < rules.seats())
      throw std::invalid_argument("--bots names " + std::to_string(bot_list.size()) + " bots for " +
                                  std::to_string(rules.seats()) + " seats");
  } catch (const std::exception& e) {
    std::fprintf(stderr, "euchre selfplay: %s\n", e.what());
    return 2;
  }
  namespace fs = std::filesystem;
  const bool one_file = opt.games == 1;
  if (!one_file) {
    std::error_code ec;
    fs::create_directories(opt.out, ec);
    if (ec) {
      std::fprintf(stderr, "euchre selfplay: cannot create directory %s: %s\n", opt.out.c_str(), ec.message().c_str());
      return 2;
    }
  }
  long deals = 0;
  std::array<int, 4> wins{};
  for (int g = 0; g < opt.games; ++g) {
    const std::uint64_t seed = opt.seed + static_cast<std::uint64_t>(g);
    players.clear();
    for (int seat = 0; seat < rules.seats(); ++seat) {
      try {
        players.push_back(make_bot(bot_list[static_cast<std::size_t>(seat)], seed * 8 + static_cast<std::uint64_t>(seat)));
      } catch (const std::exception& e) {
        std::fprintf(stderr, "euchre selfplay: %s\n", e.what());
        return 2;
      }
    }
    Game game(rules, seed);
    bool failed = false;  // the record of a failed game is still written
    try {
      play_game(game, players);  // stops a game past max_game_deals (player.h)
    } catch (const std::exception& e) {
      std::fprintf(stderr, "euchre selfplay: game %d (seed %llu): %s\n", g + 1, static_cast<unsigned long long>(seed),
                   e.what());
      failed = true;
    }
    deals += game.deals_played();
    if (game.winner()) ++wins[static_cast<std::size_t>(*game.winner())];
    egn::Metadata meta;
    for (int seat = 0; seat < rules.seats(); ++seat)
      meta.players.push_back(bot_list[static_cast<std::size_t>(seat)] + " " + std::to_string(seat));
    meta.title = "selfplay seed " + std::to_string(seed);
    meta.game_id = "selfplay-" + std::to_string(seed);
    char name[32];
    std::snprintf(name, sizeof name, "game-%04d.egn", g + 1);
    const fs::path path = one_file ? fs::path(opt.out) : fs::path(opt.out) / name;
    std::ofstream out(path);
    out << egn::write(game, meta);
    if (!out) {
      std::fprintf(stderr, "euchre selfplay: cannot write %s\n", path.string().c_str());
      return 2;
    }
    if (failed) {
      std::fprintf(stderr, "euchre selfplay: the unfinished game is in %s\n", path.string().c_str());
      return 1;
    }
  }
  std::printf("games: %d\ndeals: %ld\n", opt.games, deals);
  for (int i = 0; i < rules.scorers(); ++i)
    std::printf("wins_%s_%d: %d\n", rules.partnerships() ? "team" : "seat", i, wins[static_cast<std::size_t>(i)]);
  std::printf("written: %s\n", opt.out.c_str());
  return 0;
}

}  // namespace euchre::cli
