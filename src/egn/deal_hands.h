// The hands of one deal as far as the record and the play tell.
//
// A record may leave cards out: "Xx" in a hand, a hand not listed at all.
// Those places are filled with cards nobody is known to hold, lowest first
// (decided here), and the replay corrects the guess with what the play
// proves, as facts: a seat that plays a card held it; a seat that does not
// follow suit held no card of the led suit. After each fact the hands are
// dealt again and the deal is replayed from its start, so who played which
// card, who led and who won each trick stay the rules engine's answers.
// Facts only grow, so the replays end. A discard the record does not give
// is a place of its own (see discard_place_).
#pragma once

#include <array>
#include <vector>

#include "core/compiled_rules.h"
#include "egn/parsed.h"

namespace euchre::egn::detail {

class DealHands {
 public:
  // Checks that the cards the record places (hands, up-card, kitty, the
  // farmer's cards) are each placed once; throws EgnError naming them.
  DealHands(const parsed::Deal& deal, const CompiledRules& rules);

  struct Dealt {
    std::array<CardSet, 4> hands{};
    std::vector<Card> kitty;           // every other card: the farmer's, the record's kitty, then the rest
    std::array<CardSet, 4> guessed{};  // the places filled in, per seat
    Card discard = kNoCard;            // the card of the dealer's discard place, if he has one
  };
  Dealt deal() const;

  // Whether the play may teach that `seat` held `card`: its hand has a place
  // the record left open, and the record puts the card nowhere else.
  bool may_hold(int seat, Card card) const;
  void learn_holds(int seat, Card card);
  // Whether learning that `seat` held none of `cards` is new.
  bool may_lack(int seat, CardSet cards) const;
  void learn_lacks(int seat, CardSet cards);

 private:
  bool has_open_place(int seat) const;

  const CompiledRules& rules_;
  int dealer_ = 0;
  // The record gives no discard, the up-card is played and so is every
  // card listed in the dealer's hand: he discarded a card of an open place.
  // One of his open places is that card; it left his hand before any
  // trick, so what the play proves about his hand does not bind it.
  bool discard_place_ = false;
  CardSet discardable_;  // cards no trick of the record holds
  std::array<CardSet, 4> known_{};     // named in playerCards
  std::array<bool, 4> complete_{};     // every card of the hand named
  CardSet placed_;                     // every card the record puts somewhere
  std::vector<Card> kitty_;            // the farmer's received cards, then the record's kitty
  std::array<CardSet, 4> holds_{};     // learned: held (played, given, discarded)
  std::array<CardSet, 4> lacks_{};     // learned: not held when the seat failed to follow
};

}  // namespace euchre::egn::detail
