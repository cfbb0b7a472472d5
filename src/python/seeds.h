// One 64-bit seed for a whole experiment: episode i (a deal, or a match) is
// dealt from episode_seed(seed, i), so what episode i is never depends on
// the batch size, the number of threads or workers, or the order in which
// episodes finish. The documented seed ranges keep training, validation and
// test apart (docs/python.md, "Seeds").
#pragma once

#include <cstdint>

namespace euchre::python {

// SplitMix64's finaliser: every input bit moves every output bit.
constexpr std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// The seed of the Game that plays episode `index` of the experiment `seed`.
// Two rounds of mixing so that (seed, i) and (seed + 1, i - 1) are unrelated.
constexpr std::uint64_t episode_seed(std::uint64_t seed, std::uint64_t index) {
  return mix64(mix64(seed + 0x9E3779B97F4A7C15ull) ^ (index * 0xD1B54A32D192ED03ull + 1));
}

// Experiment seeds by purpose: [first, first + size).
struct SeedRange {
  std::uint64_t first;
  std::uint64_t size;
};
inline constexpr SeedRange kTrainSeeds{0, std::uint64_t{1} << 62};
inline constexpr SeedRange kValidationSeeds{std::uint64_t{1} << 62, std::uint64_t{1} << 32};
inline constexpr SeedRange kTestSeeds{std::uint64_t{1} << 63, std::uint64_t{1} << 32};

}  // namespace euchre::python
