// `euchre selfplay`: computer players play complete games and the records
// are written as EGN. One game goes to --out FILE; several go to the
// directory --out DIR as game-0001.egn, game-0002.egn, ...
// With --fair every deal comes from the fair shuffle (docs/fair-shuffle.md).
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <stdexcept>

#include "players/bot_factory.h"
#include "bots/player.h"
#include "cli/commands.h"
#include "core/game.h"
#include "core/view.h"
#include "egn/egn.h"
#include "fair/commitment.h"
#include "fair/deck_order.h"
#include "fair/secret.h"

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

// One fairly shuffled deal with every seat a bot: a fresh secret, its
// commitment, each seat's contribution derived from the secret, the deal
// begun from the deck order they give. A server would publish the
// commitment before asking the human seats for theirs.
fair::FairDeal begin_fair_deal(Game& game, int dealer) {
  const CompiledRules& cr = game.compiled();
  fair::FairDeal f;
  f.deal = game.deals_played();
  const fair::Bytes secret = fair::new_secret();
  f.commitment = fair::commitment(secret);
  for (int seat = 0; seat < cr.seats; ++seat) {
    f.contributions.push_back(fair::bot_contribution(secret, seat));
    f.bots.push_back(seat);
  }
  game.begin_deal_from_order(dealer, fair::deck_order(cr, secret, f.contributions, f.deal));
  f.secret = secret;  // revealed with the record, after the game
  return f;
}

// play_game for a game whose deals are fair: each deal is dealt here.
void play_fair_game(Game& game, const std::vector<std::unique_ptr<Player>>& players, int first_dealer,
                    std::vector<std::optional<fair::FairDeal>>& deals) {
  while (!game.over()) {
    check_game_length(game);
    if (game.awaiting_deal()) {
      deals.emplace_back(begin_fair_deal(game, game.deals_played() == 0 ? first_dealer : game.expected_dealer()));
      continue;
    }
    const int seat = game.to_act();
    game.apply(players.at(static_cast<std::size_t>(seat))->choose(make_view(game, seat)));
  }
}

}  // namespace

int run_selfplay(const SelfplayOptions& opt) {
  Rules rules;
  std::vector<std::unique_ptr<Player>> players;
  std::vector<std::string> bot_list = split_commas(opt.bots);
  try {
    rules = preset_with_overrides(opt.preset, opt.sets);
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
    // The fair shuffle covers the cards of every deal; the first dealer is
    // chosen as without it, by the rules' first_dealer from the seed.
    std::unique_ptr<Game> game_ptr = opt.fair ? std::make_unique<Game>(rules, Game::ManualDeals{})
                                              : std::make_unique<Game>(rules, seed);
    Game& game = *game_ptr;
    egn::WriteOptions write_options;
    bool failed = false;  // the record of a failed game is still written
    try {
      // Both stop a game past max_game_deals (player.h).
      if (opt.fair) play_fair_game(game, players, Game(rules, seed).first_dealer(), write_options.fair);
      else play_game(game, players);
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
    meta.title = std::string(opt.fair ? "fair " : "") + "selfplay seed " + std::to_string(seed);
    meta.game_id = "selfplay-" + std::to_string(seed);
    char name[32];
    std::snprintf(name, sizeof name, "game-%04d.egn", g + 1);
    const fs::path path = one_file ? fs::path(opt.out) : fs::path(opt.out) / name;
    std::ofstream out(path);
    out << egn::write(game, meta, write_options);
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
