// expert-v2's frozen copy of src/bots/match_equity.h (see bots/expert_v2/expert_bot.h).
// The chance of winning the match from a score: how a bot values points.
//
// A deal's points are worth what they do to the chance of winning: the
// first point matters little at 0-0, everything at 9-9, and a loner's four
// points are worth no more than one when one point wins. The table comes
// from a simple model of a deal (either side scores 1, 2 or 4 with fixed
// frequencies) solved backwards from the target.
#pragma once

#include <array>
#include <vector>

#include "core/rules.h"

namespace euchre::expert_v2 {

class MatchEquity {
 public:
  explicit MatchEquity(const Rules& rules);

  // The value of a score for scorer `me` (team in partnerships, else seat):
  // the chance of winning in [0, 1] with a target; without one (a fixed
  // number of deals) the lead in points over the best other scorer. With
  // win_by_two a side needs the target and a lead of two: from 10-10 it needs
  // two points, as from 8-8 in a plain game to 10 (the race is modelled as
  // both sides needing that many points).
  double value(const std::array<int, 4>& score, int me) const;

  // The chance that a side needing `need_us` points beats one needing
  // `need_them` (both >= 1; larger values are clamped to the target).
  double win_chance(int need_us, int need_them) const;

 private:
  int target_;
  int scorers_;
  bool win_by_two_;
  std::vector<double> win_;  // (target + 1)^2, indexed by need_us * (target + 1) + need_them
};

}  // namespace euchre::expert_v2
