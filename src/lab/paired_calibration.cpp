#include "lab/paired_calibration.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <stdexcept>

#include "bots/match_equity.h"
#include "core/game.h"
#include "core/seats.h"
#include "core/view.h"
#include "learn/hint.h"

namespace euchre::lab {
namespace {

bool is_question(const SeatView& v, PairedPhase phase) {
  if (phase == PairedPhase::Auction) return is_auction_question(v);
  return v.phase == Phase::Play && v.following.size() >= 2;
}

const char* place_in_trick_words(const SeatView& v) {
  static constexpr const char* words[] = {"lead", "second", "third", "fourth"};
  int played = 0;
  for (Card c : v.trick) played += c != kNoCard ? 1 : 0;
  return words[std::clamp(played, 0, 3)];
}

std::string card_kind(const SeatView& v, Action a, const CompiledRules& cr) {
  return v.trump < kTrumpUnset && cr.trump[v.trump].trumps.contains(a.arg) ? "trump" : "non-trump";
}

std::string play_group(const SeatView& v) {
  const bool makers = v.maker != kNobody && team_of(v.seat) == team_of(v.maker);
  return std::string("play, ") + place_in_trick_words(v) + ", " + (makers ? "makers" : "defenders") +
         (v.loner != kNobody ? ", a loner's deal" : "");
}

// What a deal's end is worth to `seat`'s side: its points minus the other
// side's, or (in equity) the match equity of the score in percent.
struct Outcome {
  const MatchEquity* equity = nullptr;  // null: points
  double of(const Game& g, int seat) const {
    const int own = team_of(seat);
    if (equity) return 100.0 * equity->value(g.score(), own);
    return g.score()[static_cast<std::size_t>(own)] - g.score()[static_cast<std::size_t>(1 - own)];
  }
};

void play_deal(const Rules& rules, const SelfPlayRun& run, const PairedOptions& options, const Outcome& outcome,
               std::uint64_t deal_seed, std::vector<PairedSample>& out) {
  const int dealer = static_cast<int>(deal_seed % 4);
  std::array<int, 4> score{};
  score[static_cast<std::size_t>(team_of(dealer))] = options.dealer_side_score;
  score[static_cast<std::size_t>(1 - team_of(dealer))] = options.other_side_score;
  const std::unique_ptr<Game> dealt = deal_from(rules, score, deal_seed);
  Game& game = *dealt;
  const PairedPhase phase = options.phase;
  const CompiledRules& cr = game.compiled();
  const auto bots = experts_at_every_seat(rules, deal_seed, run.level);
  int question = 0;
  while (!game.over() && !game.awaiting_deal()) {
    const int seat = game.to_act();
    const SeatView v = make_view(game, seat);
    if (!is_question(v, phase)) {
      game.apply(bots[static_cast<std::size_t>(seat)]->choose(v));
      continue;
    }
    const std::vector<learn::Hint> ranked = learn::rank_actions(v, run.level, deal_seed * 8 + 4 + static_cast<std::uint64_t>(seat));
    const learn::Hint& best = ranked[0];
    const learn::Hint& second = ranked[1];
    const double predicted = outcome.equity ? 100.0 * (best.win_chance.value_or(0.0) - second.win_chance.value_or(0.0))
                                            : best.expected_points.value_or(0.0) - second.expected_points.value_or(0.0);
    if (std::abs(predicted) <= options.margin) {
      const std::uint64_t bots_seed = deal_seed * 16 + 9 + static_cast<std::uint64_t>(question++);
      const DealRecord& record = game.records().back();
      const double realised = outcome.of(*play_out(rules, score, record, best.action, bots_seed, run.level), seat) -
                              outcome.of(*play_out(rules, score, record, second.action, bots_seed, run.level), seat);
      PairedSample s;
      s.from_dealer = (v.seat - v.dealer + 4) % 4;
      if (phase == PairedPhase::Auction) {
        s.round = v.phase == Phase::Bid1 ? 1 : 2;
        s.first_kind = call_kind_words(best.action);
        s.second_kind = call_kind_words(second.action);
        s.group = std::string(s.round == 1 ? "round 1, " : "round 2, ") + seat_from_dealer_words(s.from_dealer) + ": " +
                  s.first_kind + " over " + s.second_kind;
      } else {
        s.round = 0;
        s.first_kind = card_kind(v, best.action, cr);
        s.second_kind = card_kind(v, second.action, cr);
        s.group = play_group(v);
      }
      s.predicted_gap = predicted;
      s.realised_gap = realised;
      out.push_back(s);
    }
    game.apply(best.action);
  }
}

}  // namespace

std::vector<PairedRow> summarize_paired(const std::vector<PairedSample>& samples) {
  struct Sums {
    MeanSums predicted, realised, bias;
    long second_better = 0;
  };
  std::map<std::string, Sums> sums;
  for (const PairedSample& s : samples) {
    Sums& t = sums[s.group];
    t.predicted.add(s.predicted_gap), t.realised.add(s.realised_gap), t.bias.add(s.realised_gap - s.predicted_gap);
    if (s.realised_gap < 0) ++t.second_better;
  }
  std::vector<PairedRow> rows;
  for (const auto& [group, t] : sums) {
    rows.push_back({group, t.bias.n, t.predicted.mean(), t.realised.mean(), t.bias.mean(), t.bias.half_width_95(),
                    static_cast<double>(t.second_better) / static_cast<double>(t.bias.n)});
  }
  return rows;
}

namespace {

// Points (predicted, realised) binned by the prediction, per (round, seat from dealer).
class CurveSums {
 public:
  explicit CurveSums(double unit) : unit_(unit) {}
  void add(int round, int from_dealer, double predicted, double realised) {
    const auto bin = std::upper_bound(kEdges.begin(), kEdges.end(), predicted / unit_) - kEdges.begin() - 1;
    Sums& t = sums_[{round, from_dealer, static_cast<int>(bin)}];
    t.predicted.add(predicted), t.realised.add(realised);
  }
  std::vector<CurveBin> curve() const;

 private:
  static constexpr std::array<double, 9> kEdges{-1e9, -0.6, -0.3, -0.15, 0.0, 0.15, 0.3, 0.6, 1e9};
  struct Sums {
    MeanSums predicted, realised;
  };
  double unit_;
  std::map<std::array<int, 3>, Sums> sums_;  // round, seat from dealer, bin
};

std::vector<CurveBin> CurveSums::curve() const {
  std::vector<CurveBin> curve;
  for (const auto& [key, t] : sums_) {
    const auto bin = static_cast<std::size_t>(key[2]);
    curve.push_back({key[0], key[1], unit_ * kEdges[bin], unit_ * kEdges[bin + 1], t.realised.n, t.predicted.mean(),
                     t.realised.mean(), t.realised.half_width_95()});
  }
  return curve;
}

}  // namespace

std::vector<CurveBin> call_minus_pass_curve(const std::vector<PairedSample>& samples, double unit) {
  CurveSums sums(unit);
  for (const PairedSample& s : samples) {
    const bool call_first = (s.first_kind == "order" || s.first_kind == "call") && s.second_kind == "pass";
    const bool pass_first = s.first_kind == "pass" && (s.second_kind == "order" || s.second_kind == "call");
    if (!call_first && !pass_first) continue;
    const double sign = call_first ? 1.0 : -1.0;
    sums.add(s.round, s.from_dealer, sign * s.predicted_gap, sign * s.realised_gap);
  }
  return sums.curve();
}

std::vector<CurveBin> first_over_second_curve(const std::vector<PairedSample>& samples, double unit) {
  CurveSums sums(unit);
  for (const PairedSample& s : samples) sums.add(0, 0, s.predicted_gap, s.realised_gap);
  return sums.curve();
}

std::vector<PairedSample> paired_samples(const SelfPlayRun& run, const PairedOptions& options) {
  const Rules rules = self_play_rules(run, "paired calibration");
  if (!(options.margin >= 0)) throw std::invalid_argument("the margin must be zero or more");
  const int target = std::max(rules.target, 1);  // no target: only 0-0
  for (const int points : {options.dealer_side_score, options.other_side_score})
    if (points < 0 || points >= target)
      throw std::invalid_argument("a starting score is 0 to " + std::to_string(target - 1) + " points, not " +
                                  std::to_string(points));
  const MatchEquity equity(rules);
  const Outcome outcome{options.in_equity() ? &equity : nullptr};
  const auto parts = self_play_parts<std::vector<PairedSample>>(
      run, [&](std::uint64_t deal_seed, std::vector<PairedSample>& out) { play_deal(rules, run, options, outcome, deal_seed, out); });
  std::vector<PairedSample> samples;
  for (const auto& part : parts) samples.insert(samples.end(), part.begin(), part.end());
  return samples;
}

}  // namespace euchre::lab
