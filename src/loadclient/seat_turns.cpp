#include "loadclient/seat_turns.h"

namespace euchre::loadclient {

SeatTurns::Seen SeatTurns::state(std::int64_t seq, bool my_turn, Clock::time_point now) {
  Seen seen;
  if (seq > seq_) {
    seen.applied = seq - seq_;
    seq_ = seq;
  }
  if (awaiting_ && seq > acted_seq_) seen.answered = answer(now);
  // A turn is answered once, however many states repeat it (a `table`
  // change resends the state with the same seq).
  if (my_turn && seq > acted_seq_) {
    acted_seq_ = seq;
    seen.take_turn = true;
  }
  return seen;
}

std::optional<SeatTurns::Clock::duration> SeatTurns::deal_over(Clock::time_point now) {
  if (!awaiting_) return std::nullopt;
  return answer(now);
}

void SeatTurns::sent(Clock::time_point now) {
  awaiting_ = true;
  sent_at_ = now;
}

void SeatTurns::new_game() {
  seq_ = 0;
  acted_seq_ = -1;
  awaiting_ = false;
}

std::optional<SeatTurns::Clock::duration> SeatTurns::answer(Clock::time_point now) {
  awaiting_ = false;
  return now - sent_at_;
}

std::string random_contribution(std::mt19937_64& rng) {
  std::string hex;
  for (int i = 0; i < 32; ++i) hex += "0123456789abcdef"[rng() % 16];
  return hex;
}

}  // namespace euchre::loadclient
