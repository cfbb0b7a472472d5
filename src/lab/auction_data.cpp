#include "lab/auction_data.h"

#include <array>
#include <memory>

#include "core/compiled_rules.h"
#include "core/game.h"
#include "core/rng.h"
#include "core/seats.h"
#include "core/view.h"

namespace euchre::lab {
namespace {

// The game of one deal from 0-0, dealt from `deal_seed` (as the paired
// calibration deals).
std::unique_ptr<Game> deal_from_seed(const Rules& rules, std::uint64_t deal_seed) {
  auto g = std::make_unique<Game>(rules, Game::ManualDeals{}, std::array<int, 4>{});
  const CompiledRules& cr = g->compiled();
  std::vector<Card> order(cr.deck_cards.begin(), cr.deck_cards.begin() + cr.deck_size);
  Rng rng(deal_seed);
  rng.shuffle(order.data(), static_cast<int>(order.size()));
  g->begin_deal_from_order(static_cast<int>(deal_seed % 4), order);
  return g;
}

// The deal of `record` replayed up to its last move, then `forced`, then
// played to its end by the expert at every seat (seeded by `bots_seed`):
// the points of `seat`'s side minus the other side's.
double points_after(const Rules& rules, const DealRecord& record, Action forced, int seat, std::uint64_t bots_seed,
                    int level) {
  Game g(rules, Game::ManualDeals{}, std::array<int, 4>{});
  g.begin_deal(record.dealer, record.hands, record.up_card, record.kitty);
  for (const Move& m : record.moves) g.apply(m.action);
  g.apply(forced);
  const auto bots = experts_at_every_seat(rules, bots_seed, level);
  while (!g.over() && !g.awaiting_deal()) {
    const int p = g.to_act();
    g.apply(bots[static_cast<std::size_t>(p)]->choose(make_view(g, p)));
  }
  const int own = team_of(seat);
  return g.score()[static_cast<std::size_t>(own)] - g.score()[static_cast<std::size_t>(1 - own)];
}

void sample_deal(const Rules& rules, int level, std::uint64_t deal_seed, std::vector<AuctionSample>& out) {
  const std::unique_ptr<Game> dealt = deal_from_seed(rules, deal_seed);
  Game& game = *dealt;
  const auto bots = experts_at_every_seat(rules, deal_seed, level);
  int question = 0;
  while (!game.over() && !game.awaiting_deal()) {
    const int seat = game.to_act();
    const SeatView v = make_view(game, seat);
    const Action chosen = bots[static_cast<std::size_t>(seat)]->choose(v);
    if (learned::is_round1_question(v)) {
      AuctionSample s;
      s.x = learned::round1_features(game.compiled(), v);
      s.from_dealer = (v.seat - v.dealer + v.seats) % v.seats;
      s.chosen = chosen;
      // One seed for every action's play-out: the same bots, the same worlds.
      const std::uint64_t bots_seed = deal_seed * 16 + 9 + static_cast<std::uint64_t>(question++);
      const DealRecord& record = game.records().back();
      for (const Action a : v.legal) {
        const double points = points_after(rules, record, a, seat, bots_seed, level);
        if (a.kind == ActionKind::Pass) s.pass = points;
        else if (a.kind == ActionKind::Order && a.alone()) s.alone = points, s.alone_legal = true;
        else if (a.kind == ActionKind::Order) s.order = points;
      }
      out.push_back(s);
    }
    game.apply(chosen);
  }
}

}  // namespace

std::vector<AuctionSample> auction_samples(const SelfPlayRun& run) {
  const Rules rules = self_play_rules(run, "the auction model's data");
  const auto parts = self_play_parts<std::vector<AuctionSample>>(
      run, [&](std::uint64_t deal_seed, std::vector<AuctionSample>& out) { sample_deal(rules, run.level, deal_seed, out); });
  std::vector<AuctionSample> samples;
  for (const auto& part : parts) samples.insert(samples.end(), part.begin(), part.end());
  return samples;
}

}  // namespace euchre::lab
