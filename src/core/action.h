// One decision of one seat, as a two-byte value.
#pragma once

#include <array>
#include <cstdint>

#include "core/card.h"

namespace euchre {

enum class ActionKind : std::uint8_t {
  Pass,            // pass a bid; decline any offer; keep the score as added (Robson)
  Order,           // round 1: accept the up-card (order up / assist / take up); arg 1 = alone
  Call,            // round 2: name trump; arg = suit 0..3 or 4 (no trump), +8 when alone
  Discard,         // dealer's discard after taking the up-card; arg = card
  Play,            // play a card to the trick; arg = card
  GoAlone,         // a member of the making side goes alone after trump is made
  DefendAlone,     // a defender declares a lone defence
  ThrowIn,         // redeal_hand: throw in a weak hand
  Farmer,          // farmers_hand: declare a farmer's hand
  FarmerGive,      // farmers_hand: one of the three cards given; arg = card
  BlindLoner,      // Robson: the dealer who turned a jack goes alone blind
  NameBlind,       // Benny turned up: the dealer names trump blind; arg = suit
  ShowHand,        // no ace, no face, no trump: show the hand and throw in
  CallAce,         // call-ace: the maker calls the ace of a suit; arg = suit
  CallRenege,      // renege=callable: accuse the other side of a renege
  RobsonSubtract,  // Robson: take a march's points off the opponents instead
  Claim,           // claim every remaining trick (adjudicated, never listed)
  CallBest,        // partners_best: the lone player calls for his partner's best card
  PassBest,        // partners_best: the partner passes a card face down; arg = card
  BestDiscard,     // partners_best: who received it discards one face down; arg = card
  Bid,             // bidding=auction: bid a number of tricks for the side; arg = 1..5
  Jambone,         // jambone: the lone player lays his hand face up, an opponent calls its cards
  NoJambone,       // jambone: the lone player plays an ordinary lone hand
};

struct Action {
  ActionKind kind = ActionKind::Pass;
  std::uint8_t arg = 0;

  static constexpr Action pass() { return {ActionKind::Pass, 0}; }
  static constexpr Action order(bool alone) { return {ActionKind::Order, static_cast<std::uint8_t>(alone)}; }
  static constexpr Action call(int trump, bool alone) {
    return {ActionKind::Call, static_cast<std::uint8_t>(trump | (alone ? 8 : 0))};
  }
  static constexpr Action discard(Card c) { return {ActionKind::Discard, c}; }
  static constexpr Action play(Card c) { return {ActionKind::Play, c}; }
  static constexpr Action bid(int tricks) { return {ActionKind::Bid, static_cast<std::uint8_t>(tricks)}; }
  static constexpr Action simple(ActionKind k) { return {k, 0}; }
  static constexpr Action with(ActionKind k, int arg) { return {k, static_cast<std::uint8_t>(arg)}; }

  constexpr bool alone() const {
    return (kind == ActionKind::Order && arg == 1) || (kind == ActionKind::Call && (arg & 8));
  }
  constexpr int called_trump() const { return arg & 7; }
  constexpr bool operator==(const Action&) const = default;
};

// Legal actions of one decision, in a fixed stack buffer (no heap).
struct ActionList {
  static constexpr int kCapacity = 40;
  std::array<Action, kCapacity> items;  // only the first `count` are meaningful
  int count = 0;

  void push(Action a) { items[count++] = a; }
  const Action* begin() const { return items.data(); }
  const Action* end() const { return items.data() + count; }
  int size() const { return count; }
  const Action& operator[](int i) const { return items[i]; }
  bool contains(Action a) const {
    for (int i = 0; i < count; ++i)
      if (items[i] == a) return true;
    return false;
  }
};

}  // namespace euchre
