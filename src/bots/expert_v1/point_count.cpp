#include "bots/expert_v1/point_count.h"

#include <bit>
#include <tuple>

namespace euchre::expert_v1 {
namespace {

int natural_rank(Card c) { return is_benny(c) ? 8 : static_cast<int>(rank_of(c)); }

// Effective suits of a hand.
int suit_count(const TrumpTable& t, CardSet h) {
  unsigned mask = 0;
  for (Card c : h) mask |= 1u << t.suit_of[c];
  return std::popcount(mask);
}

int suit_length(const TrumpTable& t, CardSet h, int suit) { return (h & t.suit_cards[suit]).size(); }

}  // namespace

int PointCount::ace_to_call(const CompiledRules& rules, CardSet hand, int trump) {
  const TrumpTable& t = rules.trump[trump];
  int best = -1;
  std::tuple<bool, int> best_key{false, -1};
  for (int s = 0; s < kSuits; ++s) {
    if (s == trump) continue;
    const bool dont_hold = !hand.contains(make_card(static_cast<Suit>(s), Rank::Ace));
    const std::tuple<bool, int> k{dont_hold, suit_length(t, hand, s)};
    if (best < 0 || k > best_key) best = s, best_key = k;
  }
  return best;
}

int PointCount::trump_points(const CompiledRules& rules, Card card, int trump) {
  if (!rules.trump[trump].trumps.contains(card)) return 0;
  if (is_benny(card)) return 5;
  if (rank_of(card) == Rank::Jack) return natural_suit(card) == static_cast<Suit>(trump) ? 4 : 3;
  switch (rank_of(card)) {
    case Rank::Ace: return 3;
    case Rank::King: case Rank::Queen: return 2;
    default: return 1;
  }
}

int PointCount::order_points(const CompiledRules& rules, CardSet hand, Card up_card, int up_sign) {
  const int trump = static_cast<int>(natural_suit(up_card));
  return hand_points(rules, hand, trump) + up_sign * trump_points(rules, up_card, trump);
}

int PointCount::hand_points(const CompiledRules& rules, CardSet hand, int trump) {
  const TrumpTable& t = rules.trump[trump];
  int points = 0;
  for (Card c : hand) {
    if (t.trumps.contains(c)) points += trump_points(rules, c, trump);
    else if (!is_benny(c) && rank_of(c) == Rank::Ace) points += 2;
  }
  if (suit_count(t, hand) <= 2) points += 1;  // two-suited
  return points;
}

Action PointCount::card_to_give(const ActionList& legal, Card up_card) {
  const int up_suit = is_benny(up_card) ? -1 : static_cast<int>(natural_suit(up_card));
  const Action* best = nullptr;
  auto key = [&](const Action& a) {
    const Card c = a.arg;
    const bool keep = !is_benny(c) && static_cast<int>(natural_suit(c)) == up_suit;
    return std::make_tuple(keep, natural_rank(c));
  };
  for (const Action& a : legal)
    if (a.kind == ActionKind::FarmerGive && (!best || key(a) < key(*best))) best = &a;
  return best ? *best : legal[0];
}

}  // namespace euchre::expert_v1
