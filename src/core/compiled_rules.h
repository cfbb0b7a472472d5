// A validated `Rules` resolved into lookup tables, built once per game.
//
// The deal state machine reads only these tables in its hot paths (legal
// cards, trick winners, turn order), never the option flags themselves.
#pragma once

#include <array>
#include <cstdint>

#include "core/card.h"
#include "core/rules.h"

namespace euchre {

// Trump index: a suit 0..3, kNoTrump for a no-trump hand, kTrumpUnset before
// trump is made.
inline constexpr std::uint8_t kNoTrump = 4;
inline constexpr std::uint8_t kTrumpUnset = 5;

// How cards behave once a trump (or no trump) is fixed.
struct TrumpTable {
  std::array<std::uint8_t, kCardCodes> suit_of{};  // effective suit: bowers and Benny are trump
  std::array<CardSet, kSuits> suit_cards{};        // effective members of each suit, within the deck
  // trick_key[led][card]: the card's strength in a trick whose led suit is
  // `led`; 0 means it cannot win (off-suit, not trump). Trumps beat the led
  // suit; within trump the Benny, right and left bowers come first.
  std::array<std::array<std::uint8_t, kCardCodes>, kSuits> trick_key{};
  CardSet trumps;  // empty for no trump
};

struct CompiledRules {
  explicit CompiledRules(const Rules& rules);  // validates; throws RuleError

  Rules rules;
  int seats = 4;
  int hand_size = 5;
  CardSet deck;                 // every card in play for this variant
  std::array<Card, kCardCodes> deck_cards{};  // the deck in a canonical order
  int deck_size = 24;
  // deal_seat[i]: seat offset from eldest (1 = eldest) receiving the i-th
  // card of the deck order; positions past the hands are the up-card and kitty.
  std::array<std::uint8_t, kCardCodes> deal_offset{};
  int dealt = 20;  // cards in hands; deck order[dealt] is the up-card
  // deal_seat[dealer][i]: the seat receiving the i-th card of the deck order.
  std::array<std::array<std::uint8_t, kCardCodes>, 4> deal_seat{};
  std::array<TrumpTable, 5> trump{};  // index: trump suit or kNoTrump
  // next_active[active_mask][seat]: next seat clockwise that plays this deal.
  std::array<std::array<std::uint8_t, 4>, 16> next_active{};
  // Whether any throw-in or up-card rule can interrupt the way from the deal
  // to round 1, and any offer (lone, defend, call-ace, show) the way from
  // trump made to the first lead; when not, the state machine goes straight.
  bool pre_bid_steps = true;
  bool post_make_steps = true;
  // All ones when following suit is enforced; empty when reneges are allowed.
  CardSet follow_enforced;
  std::uint8_t all_seats_mask = 0xF;

  int next_seat(int seat) const { return seat + 1 == seats ? 0 : seat + 1; }
};

}  // namespace euchre
