#include "bots/expert_v2/jambone_play.h"

#include <algorithm>

namespace euchre::expert_v2 {

bool jambone_is_sure(const CompiledRules& rules, CardSet hand, int trump, CardSet known_out) {
  if (trump < 0 || trump >= kSuits || hand.empty()) return false;
  const TrumpTable& t = rules.trump[static_cast<std::size_t>(trump)];
  if (!(hand - t.trumps).empty()) return false;
  const auto& key = t.trick_key[static_cast<std::size_t>(trump)];
  int lowest = 1 << 30;
  for (Card c : hand) lowest = std::min(lowest, int{key[c]});
  for (Card c : t.trumps - hand - known_out)
    if (key[c] > lowest) return false;
  return true;
}

Action jambone_call(const CompiledRules& rules, const SeatView& view) {
  const TrumpTable& t = rules.trump[static_cast<std::size_t>(view.trump)];
  const bool leading = view.trick[static_cast<std::size_t>(view.leader)] == kNoCard;
  Action best = view.legal[0];
  if (leading) {
    // The lowest card by rank within its own suit, off trump first.
    int best_score = 1 << 30;
    for (const Action& a : view.legal) {
      if (a.kind != ActionKind::Play) continue;
      const int suit = t.suit_of[a.arg];
      const int score = (t.trumps.contains(a.arg) ? 1000 : 0) + t.trick_key[static_cast<std::size_t>(suit)][a.arg];
      if (score < best_score) best_score = score, best = a;
    }
    return best;
  }
  const int led = view.led_suit;
  const Card winning = view.trick[static_cast<std::size_t>(view.winning_seat)];
  const auto& key = t.trick_key[static_cast<std::size_t>(led)];
  int lose_best = -1, win_best = 1 << 30;
  Action lose = view.legal[0], win = view.legal[0];
  for (const Action& a : view.legal) {
    if (a.kind != ActionKind::Play) continue;
    const int k = key[a.arg];
    // Its own strength, to waste the best of the losing cards.
    const int own = t.trick_key[static_cast<std::size_t>(t.suit_of[a.arg])][a.arg] + (t.trumps.contains(a.arg) ? 1000 : 0);
    if (k <= key[winning]) {
      if (own > lose_best) lose_best = own, lose = a;
    } else if (k < win_best) {
      win_best = k, win = a;
    }
  }
  return lose_best >= 0 ? lose : win;
}

}  // namespace euchre::expert_v2
