// Google Benchmark cases of the open-hand solver: whole deals (value and
// card values) and positions later in the play, one reused Solver each.
#include <benchmark/benchmark.h>

#include "core/playout.h"
#include "solver/position.h"
#include "solver/solver.h"

namespace euchre {
namespace {

const CompiledRules& standard() {
  static const CompiledRules rules(preset("standard"));
  return rules;
}

// A random full deal (random trump suit and leader) with `plays` random
// legal cards played. Made inside the timed loop (about 0.1 us) so that no
// position repeats: a repeated position would be answered by the table.
DealState position(Rng& rng, int plays) {
  const CompiledRules& rules = standard();
  Card order[kCardCodes];
  for (int i = 0; i < rules.deck_size; ++i) order[i] = rules.deck_cards[i];
  rng.shuffle(order, rules.deck_size);
  std::array<CardSet, 4> hands{};
  for (int k = 0; k < 20; ++k) hands[k % 4].add(order[k]);
  DealState s = make_play_position(rules, hands, static_cast<int>(rng.below(4)), static_cast<int>(rng.below(4)));
  for (int i = 0; i < plays; ++i) {
    CardSet legal = s.hand[s.to_act];
    if (s.in_trick) {
      const CardSet f = legal & s.tt->suit_cards[s.tt->suit_of[s.lead_card]];
      if (!f.empty()) legal = f;
    }
    play_card(s, legal.nth(rng.below(static_cast<std::uint32_t>(legal.size()))));
  }
  return s;
}

void BM_MakePosition(benchmark::State& state) {
  Rng rng(42);
  for (auto _ : state) benchmark::DoNotOptimize(position(rng, 0));
}
BENCHMARK(BM_MakePosition);

void BM_SolveFullDeal(benchmark::State& state) {
  Rng rng(42);
  Solver solver;
  for (auto _ : state) benchmark::DoNotOptimize(solver.tricks(position(rng, 0)));
  state.counters["nodes"] =
      benchmark::Counter(static_cast<double>(solver.stats().nodes), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_SolveFullDeal);

void BM_CardValuesFullDeal(benchmark::State& state) {
  Rng rng(42);
  Solver solver;
  for (auto _ : state) benchmark::DoNotOptimize(solver.card_values(position(rng, 0)));
}
BENCHMARK(BM_CardValuesFullDeal);

// Mid-deal and mid-trick: card values after 1, 2 and 6 cards.
void BM_CardValuesAfterPlays(benchmark::State& state) {
  Rng rng(42);
  Solver solver;
  const int plays = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(solver.card_values(position(rng, plays)));
}
BENCHMARK(BM_CardValuesAfterPlays)->Arg(1)->Arg(2)->Arg(6);

}  // namespace
}  // namespace euchre
