// Google Benchmark micro-benchmarks of the engine's inner loops.
#include <benchmark/benchmark.h>

#include <vector>

#include "core/playout.h"

namespace euchre {
namespace {

const CompiledRules& standard_stick() {
  static const CompiledRules rules = [] {
    Rules r = preset("standard");
    r.all_pass = AllPass::StickTheDealer;
    return CompiledRules(r);
  }();
  return rules;
}

// States at random points of the play phase, made once from a fixed seed.
const std::vector<DealState>& play_positions() {
  static const std::vector<DealState> positions = [] {
    std::vector<DealState> out;
    Rng rng(42);
    const CompiledRules& rules = standard_stick();
    while (out.size() < 4096) {
      Card order[kCardCodes];
      for (int i = 0; i < rules.deck_size; ++i) order[i] = rules.deck_cards[i];
      rng.shuffle(order, rules.deck_size);
      DealState s = start_deal(rules, static_cast<int>(out.size() % 4), order);
      const int stop_after = static_cast<int>(rng.below(12));
      int plays = 0;
      while (!s.over() && !(s.phase == Phase::Play && plays++ >= stop_after)) apply(s, random_action(s, rng));
      if (s.phase == Phase::Play) out.push_back(s);
    }
    return out;
  }();
  return positions;
}

void BM_LegalCards(benchmark::State& state) {
  const auto& positions = play_positions();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(positions[i].legal_cards());
    i = (i + 1) & 4095;
  }
}
BENCHMARK(BM_LegalCards);

void BM_LegalActionsList(benchmark::State& state) {
  const auto& positions = play_positions();
  std::size_t i = 0;
  ActionList list;
  for (auto _ : state) {
    legal_actions(positions[i], list);
    benchmark::DoNotOptimize(list.count);
    i = (i + 1) & 4095;
  }
}
BENCHMARK(BM_LegalActionsList);

// Plays the rest of the current trick (lowest legal card each time) and so
// measures trick resolution: follow-suit masks, trick keys, the winner.
void BM_ResolveTrick(benchmark::State& state) {
  const auto& positions = play_positions();
  std::size_t i = 0;
  for (auto _ : state) {
    DealState s = positions[i];
    const int trick = s.trick_no;
    while (s.phase == Phase::Play && s.trick_no == trick) play_card(s, s.legal_cards().lowest());
    benchmark::DoNotOptimize(s.leader);
    i = (i + 1) & 4095;
  }
}
BENCHMARK(BM_ResolveTrick);

void BM_ShuffleAndDeal(benchmark::State& state) {
  const CompiledRules& rules = standard_stick();
  Rng rng(1);
  int dealer = 0;
  for (auto _ : state) {
    Card order[kCardCodes];
    for (int i = 0; i < rules.deck_size; ++i) order[i] = rules.deck_cards[i];
    rng.shuffle(order, rules.deck_size);
    DealState s = start_deal(rules, dealer, order);
    benchmark::DoNotOptimize(s.hand[0]);
    dealer = (dealer + 1) & 3;
  }
}
BENCHMARK(BM_ShuffleAndDeal);

void BM_RandomDeal(benchmark::State& state) {
  const CompiledRules& rules = standard_stick();
  Rng rng(1);
  int dealer = 0;
  for (auto _ : state) {
    DealState s = random_deal(rules, dealer, rng);
    benchmark::DoNotOptimize(s.points);
    dealer = (dealer + 1) & 3;
  }
}
BENCHMARK(BM_RandomDeal);

}  // namespace
}  // namespace euchre
