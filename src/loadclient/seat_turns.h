// What every scripted seat of the load clients does at a table (the load
// test's person, the event simulation's people): follows the turns by the
// states' `seq`, takes each turn once however often its state repeats, and
// times each action from sending `act` to the state that shows it applied
// (the next `state` with a higher `seq`), or to `deal_over` when the action
// ended the deal (no state follows it until the next deal is shuffled).
// Also the fair shuffle's contribution such a seat sends.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <random>
#include <string>

namespace euchre::loadclient {

class SeatTurns {
 public:
  using Clock = std::chrono::steady_clock;

  struct Seen {
    std::int64_t applied = 0;                  // actions the state shows applied since the last one seen
    std::optional<Clock::duration> answered;   // the awaited action's response time, when this state shows it
    bool take_turn = false;                    // a turn of ours, not taken yet: act on it (now `current`)
  };
  // A `state` of `seq`; `my_turn` with a non-empty `legal`.
  Seen state(std::int64_t seq, bool my_turn, Clock::time_point now);
  // `deal_over`: the response time when our action ended the deal.
  std::optional<Clock::duration> deal_over(Clock::time_point now);
  // Whether the turn of `seq` is still the table's latest (an action
  // scheduled for it is still wanted).
  bool current(std::int64_t seq) const { return seq == seq_; }
  void sent(Clock::time_point now);
  // The action was refused (`error`): nothing changed, nothing to time.
  void refused() { awaiting_ = false; }
  // The next game's states count from seq 0 again.
  void new_game();

 private:
  std::optional<Clock::duration> answer(Clock::time_point now);

  std::int64_t seq_ = 0;         // the last state's seq in this game (0: none yet)
  std::int64_t acted_seq_ = -1;  // the turn (state seq) an action was taken for
  bool awaiting_ = false;        // an `act` was sent and its answer has not come
  Clock::time_point sent_at_;
};

// A shuffle contribution (docs/fair-shuffle.md): 16 random bytes as hex.
std::string random_contribution(std::mt19937_64& rng);

}  // namespace euchre::loadclient
