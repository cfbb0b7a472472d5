// Solved against really made tricks in the expert's own self-play (issue
// 10: "derive every constant from self-play of the expert"). The expert
// values its calls by solving each sampled world open-handed after the
// auction, then shifts the solved tricks of its own side's calls and lone
// hands by two constants (bots/expert_bot.cpp: a bare make lost, a lone
// trick gained). This measures what those shifts should be: in each
// self-played deal that reaches the play, the exact solver counts the
// makers' tricks at the first card; the seat-view experts then play it out,
// and the tricks really made are counted beside the solved ones, by round of
// the call, the maker's seat from the dealer and whether the maker went
// alone. Deals with a lone defender are left out. Driven by `euchre
// fit-tricks`; a measurement, not a test.
#pragma once

#include <array>
#include <cstdint>

#include "lab/self_play.h"

namespace euchre::lab {

inline constexpr int kTrickCountTricks = 6;  // 0..5 tricks

struct TrickGroup {
  int round = 1;              // 1: ordered up, 2: named in round 2
  int maker_from_dealer = 0;  // 0 dealer, 1 left, 2 partner, 3 right
  bool alone = false;
};

// counts[round-1][maker from dealer][alone][solved][made]
using TrickCounts = std::array<std::array<std::array<std::array<std::array<std::int32_t, kTrickCountTricks>,
                                                                 kTrickCountTricks>, 2>, 4>, 2>;

// P(made < 3 | solved 3) in the group: how often a bare make the solver
// gives a maker is euchred in real play. 0 for a group with no such deal.
double bare_make_loss(const TrickCounts& counts, const TrickGroup& group);

// P(made > solved | solved < 5) over every lone hand (all groups pooled):
// how often a lone maker takes a trick more than perfect defence allows.
double lone_gain(const TrickCounts& counts);

// Throws std::invalid_argument for an unknown preset, one the counts do not
// cover, a level outside 1..4 or no deals.
TrickCounts trick_counts(const SelfPlayRun& run);

}  // namespace euchre::lab
