// `euchre bench`: a deterministic speed and behaviour check.
//
// Plays seeded random complete deals (shuffle and deal included) under the
// `standard` preset with stick the dealer and prints deals_per_second and a
// signature: the hash of every deal's result, which changes whenever the
// engine's behaviour does (compare it before and after a speed change).
// `--preset` / `--set` play another rule set's deals as its rules give them
// (a deal nobody makes trump in counts as a deal), the dealer rotating over
// its seats: its speed, and a signature of its own.
// `--solver` times the open-hand solver instead (see run_solver_bench).
#include "cli/commands.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

#include "core/playout.h"
#include "solver/position.h"
#include "solver/solver.h"

namespace euchre::cli {

namespace {

// `euchre bench --solver`: open-hand solves of seeded random full deals
// (24 cards, 4 active seats, random trump suit and leader), timed one by one.
// The signature hashes every result, so a speed change must keep it.
int run_solver_bench(const BenchOptions& opt) {
  const CompiledRules rules(preset("standard"));
  Rng rng(opt.seed);
  std::vector<DealState> deals;
  deals.reserve(static_cast<std::size_t>(opt.deals));
  for (long i = 0; i < opt.deals; ++i) {
    Card order[kCardCodes];
    for (int k = 0; k < rules.deck_size; ++k) order[k] = rules.deck_cards[k];
    rng.shuffle(order, rules.deck_size);
    std::array<CardSet, 4> hands{};
    for (int k = 0; k < 20; ++k) hands[k % 4].add(order[k]);
    const int trump = static_cast<int>(rng.below(4));
    const int leader = static_cast<int>(rng.below(4));
    deals.push_back(make_play_position(rules, hands, trump, leader));
  }
  Solver solver;
  std::vector<double> us(deals.size());
  std::uint64_t signature = 0xCBF29CE484222325ull;
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  for (std::size_t i = 0; i < deals.size(); ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    const int tricks = solver.tricks(deals[i]);
    const auto t1 = std::chrono::steady_clock::now();
    us[i] = std::chrono::duration<double, std::micro>(t1 - t0).count();
    signature = (signature ^ static_cast<std::uint64_t>(tricks)) * 0x100000001B3ull;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  double sum = 0;
  for (double u : us) sum += u;
  std::vector<double> sorted = us;
  std::sort(sorted.begin(), sorted.end());
  const auto pct = [&](double q) { return sorted[static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1))]; };
  const SolveStats st = solver.stats();
  std::printf("deals: %ld\n", opt.deals);
  std::printf("seconds: %.3f\n", seconds);
  std::printf("solve_mean_us: %.2f\n", sum / static_cast<double>(us.size()));
  // Process CPU time of the loop per solve: unlike the wall-clock mean it
  // leaves out the time the process waited for a core (a busy machine).
  std::printf("solve_mean_cpu_us: %.2f\n", cpu_seconds * 1e6 / static_cast<double>(us.size()));
  std::printf("solve_p50_us: %.2f\n", pct(0.5));
  std::printf("solve_p99_us: %.2f\n", pct(0.99));
  std::printf("solve_max_us: %.2f\n", sorted.back());
  std::printf("nodes_mean: %.1f\n", static_cast<double>(st.nodes) / static_cast<double>(us.size()));
  std::printf("tt_hits_mean: %.2f\n", static_cast<double>(st.tt_hits) / static_cast<double>(us.size()));
  std::printf("searches_mean: %.2f\n", static_cast<double>(st.searches) / static_cast<double>(us.size()));
  std::printf("signature: %016llx\n", static_cast<unsigned long long>(signature));
  return 0;
}

}  // namespace

int run_bench(const BenchOptions& opt) {
  if (opt.solver) return run_solver_bench(opt);
  Rules rules = preset("standard");
  rules.all_pass = AllPass::StickTheDealer;
  if (!opt.preset.empty() || !opt.sets.empty()) {
    try {
      rules = preset_with_overrides(opt.preset.empty() ? "standard" : opt.preset, opt.sets);
    } catch (const RuleError& e) {
      std::fprintf(stderr, "euchre bench: %s\n", e.what());
      return 2;
    }
  }
  const CompiledRules compiled(rules);
  Rng rng(opt.seed);
  std::uint64_t signature = 0xCBF29CE484222325ull;
  int dealer = 0;
  const auto start = std::chrono::steady_clock::now();
  for (long i = 0; i < opt.deals; ++i) {
    const DealState s = random_deal(compiled, dealer, rng);
    signature = mix_result(signature, s);
    dealer = compiled.next_seat(dealer);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!opt.preset.empty()) std::printf("preset: %s\n", opt.preset.c_str());
  std::printf("deals: %ld\n", opt.deals);
  std::printf("seconds: %.3f\n", seconds);
  std::printf("deals_per_second: %.0f\n", static_cast<double>(opt.deals) / seconds);
  std::printf("signature: %016llx\n", static_cast<unsigned long long>(signature));
  return 0;
}

}  // namespace euchre::cli
