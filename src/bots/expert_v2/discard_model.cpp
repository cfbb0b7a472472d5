#include "bots/expert_v2/discard_model.h"

namespace euchre::expert_v2 {

DiscardKind discard_kind(const TrumpTable& t, CardSet hand, Card card) {
  if (t.trumps.contains(card)) return DiscardKind::Trump;
  if (is_ace(card)) return DiscardKind::Ace;
  const CardSet suit = hand & t.suit_cards[t.suit_of[card]];
  if (suit.size() == 1) return DiscardKind::Void;
  // Within a side suit, card codes run from the nine up to the ace.
  return suit.lowest() == card ? DiscardKind::Low : DiscardKind::High;
}

double discard_preference(DiscardKind kind) {
  // Fitted by maximum likelihood to 3,819 discards of the expert (level 3)
  // in 500 self-played games of `standard` (scripts/fit_discards.py).
  switch (kind) {
    case DiscardKind::Void: return 63.7;
    case DiscardKind::Low: return 1.0;
    case DiscardKind::High: return 0.0012;
    case DiscardKind::Ace: return 0.024;
    case DiscardKind::Trump: return 0.0044;
  }
  return 1.0;
}

double discard_preference_sum(const TrumpTable& t, CardSet hand) {
  double total = 0;
  for (Card c : hand) total += discard_preference(discard_kind(t, hand, c));
  return total;
}

double discard_probability(const TrumpTable& t, CardSet hand, Card card) {
  const double total = discard_preference_sum(t, hand);
  return total > 0 ? discard_preference(discard_kind(t, hand, card)) / total : 0.0;
}

bool discard_model_covers(const CompiledRules& rules) {
  return rules.hand_size == 5 && rules.seats == 4 && rules.rules.partnerships();
}

}  // namespace euchre::expert_v2
