// N episodes stepped together in C++: one call applies N actions, resets the
// episodes that ended and writes what the learner reads into arrays the
// caller owns (the Python side hands numpy buffers in), so Python does no
// work per episode per step.
//
// Episodes are numbered in the order they start: slot k starts episode k,
// and each reset takes the next number. Episode i is always dealt from
// episode_seed(seed, i), whatever N is.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/view.h"
#include "python/action_ids.h"
#include "python/episode.h"

namespace euchre::python {

// One bit per action id (python/action_ids.h).
using LegalBits = std::array<std::uint64_t, (kActionIds + 63) / 64>;

// Where step() writes; each span holds N rows (or is empty: not wanted).
struct StepOutput {
  std::span<std::int8_t> player;       // N: the seat to act next
  std::span<std::uint8_t> mask;        // N * kActionIds: its legal ids
  std::span<std::int16_t> legal;       // N * kMaxLegal: its legal ids, ascending, -1 after the last
  std::span<std::int16_t> legal_count; // N
  std::span<float> rewards;            // N * seats: what the action earned every seat (all at the end)
  std::span<std::uint8_t> done;        // N: 1 when the action ended its episode (the slot restarted)
  std::span<float> observation;        // N * observation_size(): the seat to act's observation
  std::span<float> information_state;  // N * information_state_size(): its information state
};

class VectorEnv {
 public:
  static constexpr int kMaxLegal = 40;  // ActionList::kCapacity

  VectorEnv(std::shared_ptr<const GameConfig> config, int size);

  int size() const { return static_cast<int>(slots_.size()); }
  int seats() const { return config_->rules.seats(); }
  std::uint64_t episodes_started() const { return next_episode_; }
  std::uint64_t episodes_finished() const { return finished_; }
  const Episode& episode(int slot) const { return *slots_.at(static_cast<std::size_t>(slot)); }

  // Restarts every slot at episodes 0..N-1 and writes the first output.
  void reset(const StepOutput& out);
  // Applies actions[k] in slot k (a legal id of its player); throws
  // std::invalid_argument naming the slot and the reason, before any slot
  // has moved.
  void step(std::span<const std::int64_t> actions, const StepOutput& out);

 private:
  void write_slot(int k, const StepOutput& out);

  std::shared_ptr<const GameConfig> config_;
  std::vector<std::unique_ptr<Episode>> slots_;
  // Per slot, the legal ids last written (one bit per id): step() checks
  // a batch against them before any slot moves.
  std::vector<LegalBits> legal_bits_;
  SeatView view_;  // the view being written, kept so that its storage is reused
  std::uint64_t next_episode_ = 0;
  std::uint64_t finished_ = 0;
};

}  // namespace euchre::python
