// A small, fast, seedable random generator (xoshiro256**), so shuffles and
// random play are reproducible from a seed on every platform.
#pragma once

#include <cstdint>

namespace euchre {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed) {
    // SplitMix64 spreads any seed, zero included, over the whole state.
    for (auto& word : s_) {
      seed += 0x9E3779B97F4A7C15ull;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      word = z ^ (z >> 31);
    }
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, n) for n > 0 (Lemire's multiply-shift; the bias for the
  // tiny n of card games is below 2^-58 and the result is deterministic).
  std::uint32_t below(std::uint32_t n) {
    return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
  }

  // Fisher-Yates; each 64-bit draw serves two swaps (its two 32-bit halves).
  template <typename T>
  void shuffle(T* items, int n) {
    int i = n - 1;
    for (; i > 1; i -= 2) {
      const std::uint64_t r = next();
      swap_with_below(items, i, r >> 32);
      swap_with_below(items, i - 1, r & 0xFFFFFFFFu);
    }
    if (i == 1) swap_with_below(items, 1, next() >> 32);
  }

 private:
  // Swaps items[i] with items[j], j uniform in [0, i] from 32 random bits.
  template <typename T>
  static void swap_with_below(T* items, int i, std::uint64_t bits32) {
    const auto j = static_cast<std::uint32_t>((bits32 * static_cast<std::uint64_t>(i + 1)) >> 32);
    const T tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
};

}  // namespace euchre
