#include "core/claim_view.h"

#include <vector>

namespace euchre {
namespace {

// The ways of dealing `pool` to the active other seats, `counts` cards each,
// none of a suit the seat has shown out of; `visit` returns false to stop.
class Worlds {
 public:
  Worlds(const DealState& s, const SeatView& v) : s_(s) {
    const TrumpTable& t = s.table();
    const bool voids_are_known = v.rules.renege == Renege::Prevented;
    for (int p = 0; p < s.seats(); ++p) {
      if (p == v.seat || !((s.active >> p) & 1)) continue;
      seats_.push_back(p);
      counts_.push_back(s.hand[p].size());  // public: a seat's count of cards
      CardSet barred;
      if (voids_are_known)
        for (int suit = 0; suit < kSuits; ++suit)
          if ((v.failed_to_follow[p] >> suit) & 1) barred |= t.suit_cards[suit];
      barred_.push_back(barred);
    }
    // Unseen: every card of the deck the view does not place (its hand, the
    // played cards, its own discard, cards the rules showed, the up-card
    // turned down on the kitty). The rest of the pool is the kitty's or a
    // seat's that sits out.
    pool_ = s.rules->deck - v.hand - v.played;
    if (v.own_discard != kNoCard) pool_.remove(v.own_discard);
    // Cards shown in the play are a farmer's given cards, in the kitty since
    // (a hand shown or laid down ends the deal before anyone could claim).
    for (int p = 0; p < v.seats; ++p)
      if (p != v.seat) pool_ -= v.shown[p];
    if (v.up_card != kNoCard && v.up_card_on_kitty) pool_.remove(v.up_card);
  }

  CardSet pool() const { return pool_; }

  template <class Visit>
  bool each(Visit&& visit) {
    DealState world = s_;
    return deal_seat(0, pool_, world, visit);
  }

 private:
  template <class Visit>
  bool deal_seat(std::size_t i, CardSet pool, DealState& world, Visit& visit) {
    if (i == seats_.size()) return visit(world);
    std::vector<Card> choices;
    for (Card c : pool - barred_[i]) choices.push_back(c);
    return choose(i, choices, 0, counts_[i], CardSet(), pool, world, visit);
  }

  template <class Visit>
  bool choose(std::size_t i, const std::vector<Card>& choices, std::size_t from, int left, CardSet hand, CardSet pool,
              DealState& world, Visit& visit) {
    if (left == 0) {
      world.hand[seats_[i]] = hand;
      return deal_seat(i + 1, pool - hand, world, visit);
    }
    for (std::size_t k = from; k + static_cast<std::size_t>(left) <= choices.size(); ++k) {
      CardSet more = hand;
      more.add(choices[k]);
      if (!choose(i, choices, k + 1, left - 1, more, pool, world, visit)) return false;
    }
    return true;
  }

  const DealState& s_;
  std::vector<int> seats_;
  std::vector<int> counts_;
  std::vector<CardSet> barred_;
  CardSet pool_;
};

// On lead, every card of the hand wins its trick whoever holds the unseen
// cards: none of them would beat it when it is led (a higher card of its
// suit, or a trump to a side suit, from anyone, the partner included, who
// would then take the lead). Enough for the plain claims ("the rest are
// mine": the top trumps) long before the ways of the cards can be counted.
bool every_lead_wins(const DealState& s, const SeatView& v, CardSet unseen) {
  if (s.in_trick != 0) return false;
  const TrumpTable& t = s.table();
  for (Card c : v.hand) {
    const int led = t.suit_of[c];
    for (Card u : unseen)
      if (t.trick_key[led][u] > t.trick_key[led][c]) return false;
  }
  return true;
}

}  // namespace

ClaimVerdict judge_claim_from_view(const DealState& s, const SeatView& view, long budget) {
  if (s.phase != Phase::Play || s.to_act != view.seat || !view.my_turn) return ClaimVerdict::NotCertain;
  long ways = 0;
  Worlds worlds(s, view);
  if (every_lead_wins(s, view, worlds.pool())) return ClaimVerdict::Certain;
  worlds.each([&](const DealState&) { return ++ways <= budget; });
  if (ways > budget) return ClaimVerdict::TooEarly;
  const SeatMask side = claim_side(s, view.seat);
  const bool certain = worlds.each([&](const DealState& world) { return claim_wins_rest(world, side); });
  return certain ? ClaimVerdict::Certain : ClaimVerdict::NotCertain;
}

}  // namespace euchre
