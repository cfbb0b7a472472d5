// The hands of one deal: the record's cards, the open places, the facts
// the play teaches (deal_hands.h).
#include "egn/deal_hands.h"

#include <algorithm>
#include <string>

#include "core/notation.h"
#include "egn/json_fields.h"

namespace euchre::egn::detail {

DealHands::DealHands(const parsed::Deal& d, const CompiledRules& rules) : rules_(rules) {
  // Every card the record places, once: two places for one card is a record
  // that cannot be dealt.
  std::array<std::string, kCardCodes> owner;
  auto place = [&](Card c, const std::string& who) {
    if (!owner[c].empty()) fail(d.name + ": " + card_text(c) + " is dealt twice (" + owner[c] + " and " + who + ")");
    owner[c] = who;
    placed_.add(c);
  };
  for (std::size_t p = 0; p < d.hands.size(); ++p) {
    if (!d.hands[p]) continue;
    known_[p] = d.hands[p]->known;
    complete_[p] = d.hands[p]->unknown == 0;
    for (Card c : known_[p]) place(c, "seat " + std::to_string(p));
  }
  place(d.up, "the up-card");
  // The farmer takes the kitty's first cards, so the cards he received lead
  // it; a legacy kitty lists them too (it names the hidden cards as dealt).
  if (d.farmer)
    for (Card c : d.farmer->received) {
      place(c, "the kitty");
      kitty_.push_back(c);
    }
  for (Card c : d.kitty) {
    if (std::find(kitty_.begin(), kitty_.end(), c) != kitty_.end()) continue;
    place(c, "the kitty");
    kitty_.push_back(c);
  }
  const int kitty_size = rules_.deck_size - rules_.dealt - 1;
  if (static_cast<int>(kitty_.size()) > kitty_size)
    fail(d.name + ", kitty: " + std::to_string(kitty_.size()) + " cards, the kitty holds " +
         std::to_string(kitty_size));
  // The cards a farmer gave were in his hand: the record says so.
  if (d.farmer)
    for (Card c : d.farmer->given)
      if (may_hold(d.farmer->seat, c)) learn_holds(d.farmer->seat, c);
}

bool DealHands::has_open_place(int seat) const {
  return !complete_[seat] && known_[seat].size() + holds_[seat].size() < rules_.hand_size;
}

bool DealHands::may_hold(int seat, Card card) const {
  if (seat < 0 || seat >= rules_.seats || !rules_.deck.contains(card) || placed_.contains(card)) return false;
  for (const CardSet& h : holds_)
    if (h.contains(card)) return false;
  return has_open_place(seat);
}

void DealHands::learn_holds(int seat, Card card) { holds_[seat].add(card); }

bool DealHands::may_lack(int seat, CardSet cards) const {
  return !(cards - known_[seat] - holds_[seat] - lacks_[seat]).empty();
}

void DealHands::learn_lacks(int seat, CardSet cards) { lacks_[seat] |= cards - known_[seat] - holds_[seat]; }

namespace {

// Open places to cards, none a card its seat is known to lack: a bipartite
// matching (augmenting paths), each place trying the lowest cards first.
// A greedy fill could give away the only cards a later seat may take.
class PlaceMatching {
 public:
  PlaceMatching(std::vector<int> place_seat, CardSet pool, const std::array<CardSet, 4>& lacks)
      : seat_(std::move(place_seat)), pool_(pool), lacks_(lacks) {
    owner_.fill(-1);
    card_.assign(seat_.size(), kNoCard);
    for (std::size_t p = 0; p < seat_.size(); ++p) {
      CardSet visited;
      augment(p, visited);
    }
  }
  Card card_of(std::size_t place) const { return card_[place]; }

 private:
  bool augment(std::size_t place, CardSet& visited) {
    for (Card c : pool_ - lacks_[seat_[place]]) {
      if (visited.contains(c)) continue;  // the set was copied when the loop began
      visited.add(c);
      const int other = owner_[c];
      if (other < 0 || augment(static_cast<std::size_t>(other), visited)) {
        owner_[c] = static_cast<int>(place);
        card_[place] = c;
        return true;
      }
    }
    return false;
  }

  std::vector<int> seat_;
  CardSet pool_;
  const std::array<CardSet, 4>& lacks_;
  std::array<int, kCardCodes> owner_{};
  std::vector<Card> card_;
};

}  // namespace

DealHands::Dealt DealHands::deal() const {
  Dealt out;
  CardSet pool = rules_.deck - placed_;
  for (const CardSet& h : holds_) pool -= h;
  std::vector<int> places;  // one entry per open place: its seat
  for (int p = 0; p < rules_.seats; ++p) {
    out.hands[p] = known_[p] | holds_[p];
    if (!complete_[p])
      for (int k = out.hands[p].size(); k < rules_.hand_size; ++k) places.push_back(p);
  }
  // Open places get cards nobody is known to hold, lowest first where the
  // facts allow (decided here); a place no such card fits takes what is left
  // (the replay then finds the contradiction and names it).
  const PlaceMatching matching(places, pool, lacks_);
  std::vector<std::size_t> unmatched;
  for (std::size_t i = 0; i < places.size(); ++i) {
    const Card c = matching.card_of(i);
    if (c == kNoCard) {
      unmatched.push_back(i);
      continue;
    }
    out.hands[places[i]].add(c);
    out.guessed[places[i]].add(c);
    pool.remove(c);
  }
  for (std::size_t i : unmatched) {
    if (pool.empty()) break;
    const Card c = pool.pop_lowest();
    out.hands[places[i]].add(c);
    out.guessed[places[i]].add(c);
  }
  out.kitty = kitty_;
  for (Card c : pool) out.kitty.push_back(c);
  return out;
}

}  // namespace euchre::egn::detail
