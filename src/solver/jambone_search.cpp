#include "solver/jambone_search.h"

#include <algorithm>

namespace euchre {

int JamboneSearch::loner_tricks_after(const DealState& s, Card c) {
  DealState child = s;
  play_card(child, c);
  const int won = child.tricks[static_cast<std::size_t>(s.loner)] - s.tricks[static_cast<std::size_t>(s.loner)];
  return won + (child.phase == Phase::Play ? loner_tricks(child) : 0);
}

int JamboneSearch::loner_tricks(const DealState& s) {
  if (s.phase != Phase::Play) return 0;
  std::uint64_t key = 0;
  if (s.in_trick == 0) {
    CardSet held;
    for (int p = 0; p < 4; ++p) held |= s.hand[static_cast<std::size_t>(p)];
    key = held.bits() | (std::uint64_t{s.turn} << 60);
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
  }
  int best = s.rules->hand_size - s.trick_no;
  for (Card c : s.legal_cards()) {
    best = std::min(best, loner_tricks_after(s, c));
    if (best == 0) break;
  }
  if (s.in_trick == 0) memo_[key] = static_cast<std::int8_t>(best);
  return best;
}

}  // namespace euchre
