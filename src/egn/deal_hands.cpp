// The hands of one deal: the record's cards, the open places, the facts
// the play teaches (deal_hands.h).
#include "egn/deal_hands.h"

#include <algorithm>
#include <string>

#include "core/notation.h"
#include "egn/json_fields.h"

namespace euchre::egn::detail {

DealHands::DealHands(const parsed::Deal& d, const CompiledRules& rules) : rules_(rules), dealer_(d.dealer) {
  CardSet played;
  for (const auto& trick : d.tricks)
    for (Card c : trick) played.add(c);
  discardable_ = rules_.deck - played;
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
  if (d.up != kNoCard) place(d.up, "the up-card");  // none in French euchre
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
  // With no discard recorded, the discard is the up-card or a listed card
  // of the dealer that nobody plays, else a card of an open place.
  discard_place_ = d.discard == kNoCard && d.dealer < rules_.seats && d.up != kNoCard && played.contains(d.up) &&
                   (known_[d.dealer] & discardable_).empty();
  const int kitty_size = rules_.deck_size - rules_.dealt - (rules_.rules.turns_up_card() ? 1 : 0);
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

// An open place of a hand; a free one is the dealer's discard place: any
// card nobody plays.
struct Place {
  int seat = 0;
  bool free = false;
};

// Open places to cards, none a card its seat is known to lack: a bipartite
// matching (augmenting paths), each place trying the lowest cards first.
// A greedy fill could give away the only cards a later seat may take.
class PlaceMatching {
 public:
  PlaceMatching(std::vector<Place> places, CardSet pool, const std::array<CardSet, 4>& lacks, CardSet discardable)
      : places_(std::move(places)), pool_(pool), lacks_(lacks), discardable_(discardable) {
    owner_.fill(-1);
    card_.assign(places_.size(), kNoCard);
    for (std::size_t p = 0; p < places_.size(); ++p) {
      CardSet visited;
      augment(p, visited);
    }
  }
  Card card_of(std::size_t place) const { return card_[place]; }

 private:
  // A free card first (so the fill is plain lowest-first whenever that
  // works); else a card whose place can move to another card.
  bool augment(std::size_t place, CardSet& visited) {
    const Place& pl = places_[place];
    const CardSet fits = pl.free ? pool_ & discardable_ : pool_ - lacks_[pl.seat];
    for (Card c : fits)
      if (owner_[c] < 0) return take(place, c);
    for (Card c : fits) {
      if (visited.contains(c)) continue;
      visited.add(c);
      if (augment(static_cast<std::size_t>(owner_[c]), visited)) return take(place, c);
    }
    return false;
  }
  bool take(std::size_t place, Card c) {
    owner_[c] = static_cast<int>(place);
    card_[place] = c;
    return true;
  }

  std::vector<Place> places_;
  CardSet pool_;
  const std::array<CardSet, 4>& lacks_;
  CardSet discardable_;
  std::array<int, kCardCodes> owner_{};
  std::vector<Card> card_;
};

}  // namespace

DealHands::Dealt DealHands::deal() const {
  Dealt out;
  CardSet pool = rules_.deck - placed_;
  for (const CardSet& h : holds_) pool -= h;
  std::vector<Place> places;
  for (int p = 0; p < rules_.seats; ++p) {
    out.hands[p] = known_[p] | holds_[p];
    if (complete_[p]) continue;
    for (int k = out.hands[p].size(); k < rules_.hand_size; ++k)
      places.push_back({p, discard_place_ && p == dealer_ && k == out.hands[p].size()});
  }
  // Open places get cards nobody is known to hold, lowest first where the
  // facts allow (decided here); a place no such card fits takes what is left
  // (the replay then finds the contradiction and names it).
  const PlaceMatching matching(places, pool, lacks_, discardable_);
  std::vector<std::size_t> unmatched;
  for (std::size_t i = 0; i < places.size(); ++i) {
    const Card c = matching.card_of(i);
    if (c == kNoCard) {
      unmatched.push_back(i);
      continue;
    }
    out.hands[places[i].seat].add(c);
    out.guessed[places[i].seat].add(c);
    if (places[i].free) out.discard = c;
    pool.remove(c);
  }
  for (std::size_t i : unmatched) {
    if (pool.empty()) break;
    const Card c = pool.pop_lowest();
    out.hands[places[i].seat].add(c);
    out.guessed[places[i].seat].add(c);
  }
  out.kitty = kitty_;
  for (Card c : pool) out.kitty.push_back(c);
  return out;
}

}  // namespace euchre::egn::detail
