// A game whose every deal is fairly shuffled, played by basic bots, for
// the fair-shuffle tests (fair_record_test.cpp, fair_cli_test.cpp), and the
// x-euchre entry of one deal in a record's JSON.
#pragma once

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "players/bot_factory.h"
#include "bots/player.h"
#include "core/game.h"
#include "core/view.h"
#include "egn/egn.h"
#include "fair/commitment.h"
#include "fair/deck_order.h"
#include "fair/digest.h"
#include "fair/secret.h"

namespace euchre::test {

// Fixed secrets, so the games here are reproducible.
inline fair::Bytes test_secret(std::uint64_t seed, int deal) {
  fair::Bytes m;
  fair::put_u32(m, static_cast<std::uint32_t>(seed));
  fair::put_u32(m, static_cast<std::uint32_t>(deal));
  return fair::sha256(m);
}

struct FairGame {
  std::unique_ptr<Game> game;
  std::vector<std::optional<fair::FairDeal>> fair;
  std::string egn() const {
    egn::WriteOptions w;
    w.fair = fair;
    return egn::write(*game, {}, w);
  }
};

// Basic bots play a game whose every deal is fairly shuffled, as `selfplay
// --fair` does. `tamper` may change a deal's order before it is dealt (a
// cheating dealer: the record then shows the cards actually played, and the
// fair data of the honest order). `max_actions` stops the game early.
inline FairGame play_fair(const Rules& rules, std::uint64_t seed,
                   const std::function<void(int, std::vector<Card>&)>& tamper = {}, int max_actions = -1) {
  FairGame out;
  out.game = std::make_unique<Game>(rules, Game::ManualDeals{});
  Game& g = *out.game;
  std::vector<std::unique_ptr<Player>> bots;
  for (int seat = 0; seat < rules.seats(); ++seat) bots.push_back(make_bot("basic", seed * 8 + seat));
  for (int actions = 0; !g.over() && actions != max_actions;) {
    if (g.awaiting_deal()) {
      fair::FairDeal f;
      f.deal = g.deals_played();
      const fair::Bytes secret = test_secret(seed, f.deal);
      f.commitment = fair::commitment(secret);
      for (int seat = 0; seat < rules.seats(); ++seat) {
        f.contributions.push_back(fair::bot_contribution(secret, seat));
        f.bots.push_back(seat);
      }
      f.secret = secret;
      std::vector<Card> order = fair::deck_order(g.compiled(), secret, f.contributions, f.deal);
      if (tamper) tamper(f.deal, order);
      g.begin_deal_from_order(f.deal == 0 ? 0 : g.expected_dealer(), order);
      out.fair.push_back(f);
      continue;
    }
    const int seat = g.to_act();
    g.apply(bots[static_cast<std::size_t>(seat)]->choose(make_view(g, seat)));
    ++actions;
  }
  return out;
}

// The x-euchre entry of deal n.
inline nlohmann::json& fair_entry(nlohmann::json& record, int n) {
  for (nlohmann::json& d : record["x-euchre"]["deals"])
    if (d["deal"] == n) return d["fair"];
  throw std::runtime_error("test: no x-euchre entry for deal " + std::to_string(n));
}

}  // namespace euchre::test
