// Counting the trick model (bots/trick_model.h) from the expert's own
// self-play (issue 10: "auction values from realistic play ... derive every
// constant from self-play of the expert"). In each self-played deal that
// reaches the play, the exact open-hand solver counts the makers' tricks at
// the first card; the seat-view experts then play it out, and the tricks
// really made are counted beside the solved ones, by round of the call, the
// maker's seat from the dealer and whether the maker went alone. Deals with
// a lone defender are left out (the model does not cover them). Driven by
// `euchre fit-tricks`.
#pragma once

#include <cstdint>
#include <string>

#include "bots/trick_model.h"

namespace euchre::learn {

struct TrickFitRun {
  std::string preset = "standard";  // a five-card, four-seat partnership preset
  long deals = 1000;
  std::uint64_t seed = 1;
  int level = 3;    // the expert's level
  int threads = 1;  // the counts do not depend on it
};

// Throws std::invalid_argument for an unknown preset, one the model does not
// cover, a level outside 1..4 or no deals.
TrickCounts trick_counts(const TrickFitRun& run);

}  // namespace euchre::learn
