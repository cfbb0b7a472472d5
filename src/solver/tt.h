// The solver's transposition tables: bounds on the tricks still to come,
// stored at trick boundaries under an exact 64-bit position key. The main
// table holds positions with three or more tricks left; TwoTrickTable (below)
// those with two.
//
// The key (built in solver.cpp) is the position itself, not a hash of it:
// two positions with equal keys have equal values, so an entry can be reused
// across searches, solves and deals without ever being wrong. Buckets of four
// entries fill one cache line; a full bucket loses its shallowest entry from
// an earlier solve first, then its shallowest entry.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace euchre::solver {

struct TTEntry {
  std::uint64_t key = 0;  // 0: empty (no real key is 0)
  std::uint8_t lower = 0;  // the maximizing side takes at least `lower` of the remaining tricks
  std::uint8_t upper = 0;  // ... and at most `upper`
  std::uint8_t move = 0xFF;  // best lead as an index among the remaining cards, 0xFF none
  std::uint8_t depth = 0;    // tricks remaining
  std::uint32_t age = 0;     // solve counter when last written
};

class TranspositionTable {
 public:
  static constexpr std::size_t kWays = 4;

  explicit TranspositionTable(std::size_t entries) {
    std::size_t buckets = 2;
    while (buckets * kWays < entries) buckets *= 2;
    table_.resize(buckets * kWays);
    shift_ = 64;
    for (std::size_t b = buckets; b > 1; b /= 2) --shift_;
  }

  std::size_t size() const { return table_.size(); }
  void clear() {
    for (auto& e : table_) e = TTEntry{};
    age_ = 0;
  }
  void new_age() { ++age_; }

  // The entry holding `key`, or nullptr.
  const TTEntry* find(std::uint64_t key) const {
    const TTEntry* b = bucket(key);
    for (std::size_t i = 0; i < kWays; ++i)
      if (b[i].key == key) return &b[i];
    return nullptr;
  }

  // Narrows the bounds of `key` (creating its entry if needed).
  void store(std::uint64_t key, int depth, int lower, int upper, int move) {
    TTEntry* b = bucket(key);
    TTEntry* victim = nullptr;
    int victim_score = 1 << 30;
    for (std::size_t i = 0; i < kWays; ++i) {
      if (b[i].key == key) {
        TTEntry& e = b[i];
        if (lower > e.lower) e.lower = static_cast<std::uint8_t>(lower);
        if (upper < e.upper) e.upper = static_cast<std::uint8_t>(upper);
        if (move != 0xFF) e.move = static_cast<std::uint8_t>(move);
        e.age = age_;
        return;
      }
      const int score = b[i].key == 0 ? -1 : b[i].depth + (b[i].age == age_ ? 16 : 0);
      if (score < victim_score) {
        victim_score = score;
        victim = &b[i];
      }
    }
    *victim = TTEntry{key, static_cast<std::uint8_t>(lower), static_cast<std::uint8_t>(upper),
                      static_cast<std::uint8_t>(move), static_cast<std::uint8_t>(depth), age_};
  }

 private:
  TTEntry* bucket(std::uint64_t key) { return &table_[index(key)]; }
  const TTEntry* bucket(std::uint64_t key) const { return &table_[index(key)]; }
  std::size_t index(std::uint64_t key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> shift_) * kWays;
  }

  std::vector<TTEntry> table_;
  int shift_ = 64;
  std::uint32_t age_ = 0;
};

// Bounds for the positions with two tricks left, which are solved outright
// (solver/last_two_tricks.h): a direct-mapped table apart from the main one,
// so that a probe is one compare and these many cheap positions evict no
// deeper entry. Most of its hits come from the other searches of the same
// solve (the null-window driver asks the same positions for another count);
// 2^10 to 2^14 entries measure the same.
class TwoTrickTable {
 public:
  struct Entry {
    std::uint64_t key = 0;  // 0: empty
    std::uint8_t lower = 0;  // the maximizing side takes at least `lower` of the two tricks
    std::uint8_t upper = 2;  // ... and at most `upper`
  };
  static constexpr int kBits = 10;

  // The entry of `key`, emptied for it if it held another position.
  Entry& slot(std::uint64_t key) {
    Entry& e = table_[static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - kBits))];
    if (e.key != key) e = Entry{key, 0, 2};
    return e;
  }
  void clear() {
    for (auto& e : table_) e = Entry{};
  }

 private:
  std::vector<Entry> table_ = std::vector<Entry>(std::size_t{1} << kBits);
};

}  // namespace euchre::solver
