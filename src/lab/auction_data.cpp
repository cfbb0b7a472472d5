#include "lab/auction_data.h"

#include <array>
#include <memory>

#include "core/game.h"
#include "core/seats.h"
#include "core/view.h"

namespace euchre::lab {
namespace {

// What the deal's end is worth to `seat`'s side: its points minus the other side's.
double points_after(const Rules& rules, const DealRecord& record, Action forced, int seat, std::uint64_t bots_seed,
                    int level) {
  const auto g = play_out(rules, std::array<int, 4>{}, record, forced, bots_seed, level);
  const int own = team_of(seat);
  return g->score()[static_cast<std::size_t>(own)] - g->score()[static_cast<std::size_t>(1 - own)];
}

void sample_deal(const Rules& rules, int level, std::uint64_t deal_seed, std::vector<AuctionSample>& out) {
  const std::unique_ptr<Game> dealt = deal_from(rules, std::array<int, 4>{}, deal_seed);
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
