#include "bots/expert_v2/match_equity.h"

#include <algorithm>

namespace euchre::expert_v2 {
namespace {

// How often one given side scores 1, 2 or 4 in a deal (the same for the
// other side); the rest are deals without points. Typical of four-handed
// play between sound players.
constexpr std::array<std::pair<int, double>, 3> kOutcomes{{{1, 0.30}, {2, 0.14}, {4, 0.02}}};

}  // namespace

MatchEquity::MatchEquity(const Rules& rules)
    : target_(std::max(rules.target, 0)), scorers_(rules.scorers()), win_by_two_(rules.win_by_two) {
  if (target_ == 0) return;
  const int n = target_ + 1;
  win_.assign(static_cast<std::size_t>(n * n), 0.0);
  double scoring = 0;
  for (const auto& o : kOutcomes) scoring += 2 * o.second;
  // Needs fall with every deal, so solve in increasing order of need.
  for (int a = 1; a <= target_; ++a)
    for (int b = 1; b <= target_; ++b) {
      double w = 0;
      for (const auto& [points, p] : kOutcomes) {
        w += p * (a - points <= 0 ? 1.0 : win_[static_cast<std::size_t>((a - points) * n + b)]);
        w += p * (b - points <= 0 ? 0.0 : win_[static_cast<std::size_t>(a * n + (b - points))]);
      }
      win_[static_cast<std::size_t>(a * n + b)] = w / scoring;
    }
}

double MatchEquity::win_chance(int need_us, int need_them) const {
  if (need_us <= 0) return 1.0;
  if (need_them <= 0) return 0.0;
  const int n = target_ + 1;
  need_us = std::min(need_us, target_);
  need_them = std::min(need_them, target_);
  return win_[static_cast<std::size_t>(need_us * n + need_them)];
}

double MatchEquity::value(const std::array<int, 4>& score, int me) const {
  int best_other = -1000000;
  for (int i = 0; i < scorers_; ++i)
    if (i != me) best_other = std::max(best_other, score[static_cast<std::size_t>(i)]);
  const int mine = score[static_cast<std::size_t>(me)];
  if (target_ == 0) return mine - best_other;
  // Against several opponents, the race against the leader decides. With
  // win_by_two a side also needs a lead of two (past the target every other
  // outcome would look like a sure win, and the bot would pass for ever).
  const int lead = win_by_two_ ? 2 : -1000000;
  return win_chance(std::max(target_ - mine, best_other + lead - mine), std::max(target_ - best_other, mine + lead - best_other));
}

}  // namespace euchre::expert_v2
