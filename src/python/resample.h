// pyspiel's State.resample_from_infostate: a state a player cannot tell
// apart from the real one, its hidden cards dealt again by the bots' world
// sampler (bots/world_sampler.h), the same sampler the searching bots use.
#pragma once

#include <cstdint>

#include "python/episode.h"

namespace euchre::python {

// A one-deal episode (seeded or given, not explicit_chance) with the same
// history as `e` as `player` saw it and a world consistent with that seat's
// view: its information state and observation (tensors and strings) are
// those of `e`. With `weighted`, worlds are kept in proportion to the
// sampler's likelihood of the other seats' calls and plays. Throws
// std::invalid_argument for a match, an explicit_chance game or a bad seat,
// std::runtime_error when no consistent world is found in a few hundred
// draws (rare: about 1 in 1,000 under railroad's partner's best; the
// farmer's hand, whose swap the rebuild does not undo, fails often).
Episode resample_from_infostate(const Episode& e, int player, std::uint64_t seed, bool weighted);

}  // namespace euchre::python
