// What the self-play measurements of the expert play (lab/calibration.h,
// lab/bid_fit.h, lab/trick_fit.h): deals from 0-0 with the expert at
// every seat, split over threads so that the result does not depend on how
// many. The commands `calibrate`, `fit-bids` and `fit-tricks` read their
// options straight into a SelfPlayRun.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "bots/expert_bot.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/view.h"

namespace euchre::lab {

struct SelfPlayRun {
  std::string preset = "standard";  // a five-card, four-seat partnership preset
  long deals = 1000;
  std::uint64_t seed = 1;
  int level = 3;    // the expert's level
  int threads = 1;  // the result does not depend on it
};

// The run's rules; throws std::invalid_argument (naming `what`, e.g. "the
// bidding model's fit") for an unknown preset, one that is not five-card,
// four-seat partnership, a level outside 1..4 or no deals.
Rules self_play_rules(const SelfPlayRun& run, const std::string& what);

// The expert at every seat of one deal, each with its own seed.
std::vector<std::unique_ptr<ExpertBot>> experts_at_every_seat(const Rules& rules, std::uint64_t deal_seed, int level);

// The game of one deal from `score`, dealt from `deal_seed` (its dealer
// deal_seed % 4): the deals the paired calibration and the auction data share.
std::unique_ptr<Game> deal_from(const Rules& rules, const std::array<int, 4>& score, std::uint64_t deal_seed);

// The deal of `record` replayed in a fresh game from `score` up to its last
// move, then `forced`, then played to its end by the expert at every seat
// (experts_at_every_seat of `bots_seed`): the game at the deal's end.
std::unique_ptr<Game> play_out(const Rules& rules, const std::array<int, 4>& score, const DealRecord& record, Action forced,
                               std::uint64_t bots_seed, int level);

// Where a seat sits from the dealer (0 dealer, 1 left, 2 partner, 3 right),
// in the words players use.
const char* seat_from_dealer_words(int from_dealer);

// Whether the view is an auction decision with a choice (round 1 or 2, two
// or more legal actions): what the calibrations measure.
bool is_auction_question(const SeatView& v);

// A call's kind in words: "pass", "order", "order alone", "call", "call alone".
std::string call_kind_words(Action a);

// Running sums of one quantity: its mean and the half width of the mean's
// 95% interval (normal approximation; 0 with one sample).
struct MeanSums {
  long n = 0;
  double sum = 0, squares = 0;
  void add(double x) { ++n, sum += x, squares += x * x; }
  void add(const MeanSums& o) { n += o.n, sum += o.sum, squares += o.squares; }
  double mean() const { return sum / static_cast<double>(n); }
  double half_width_95() const;
};

// The seed of deal `d` of the run (its own deal and its bots' seeds).
inline std::uint64_t self_play_deal_seed(const SelfPlayRun& run, long d) {
  return run.seed * 1'000'003 + static_cast<std::uint64_t>(d);
}

// Calls play(deal_seed, part) for every deal, the deals split into
// run.threads contiguous ranges played side by side, each filling its own
// `Part`; the parts come back in the order of their deals.
template <class Part, class Play>
std::vector<Part> self_play_parts(const SelfPlayRun& run, Play play) {
  const int threads = static_cast<int>(std::clamp<long>(run.threads, 1, run.deals));
  std::vector<Part> parts(static_cast<std::size_t>(threads));
  auto work = [&](int part) {
    const long begin = run.deals * part / threads, end = run.deals * (part + 1) / threads;
    for (long d = begin; d < end; ++d) play(self_play_deal_seed(run, d), parts[static_cast<std::size_t>(part)]);
  };
  std::vector<std::thread> pool;
  for (int part = 1; part < threads; ++part) pool.emplace_back(work, part);
  work(0);
  for (std::thread& t : pool) t.join();
  return parts;
}

}  // namespace euchre::lab
