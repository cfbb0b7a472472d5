// What the learned belief model (learned/belief_model.h) reads of a seat's
// view in the play, and the places it guesses for each card that seat
// cannot see. The same functions feed the training data (`euchre
// belief-data`, lab/belief_data.h) and the bot, so the two never read a
// view differently.
//
// Suits are read from trump: trump first, then the suit of the same colour
// (the left bower's), then the other two in their natural order, so one
// model serves every trump. A card's index is its suit's place times six
// plus its rank from the nine (nine, ten, jack, queen, king, ace): 24
// cards, the 24-card deck the model is trained for.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/view.h"

namespace euchre::learned {

inline constexpr int kBeliefCards = 24;
// The places a card the seat cannot see may lie: the hands of the seat on
// its left, its partner and the seat on its right, or out of play (the
// kitty and the dealer's discard).
inline constexpr int kBeliefPlaces = 4;
inline constexpr int kBeliefOut = 3;
inline constexpr int kBeliefFeatures = 218;
using BeliefFeatures = std::array<double, kBeliefFeatures>;

// The features' names in their order (the model file checks them): the
// seat's hand (24), the cards played by the seat on its left, its partner
// and its right (3 x 24), the up-card (24) and whether the dealer took it,
// the dealer, the maker and the lone player as seats from this one (4 each:
// me, left, partner, right; none for no lone player), trump named in
// round 2, the suits the other three seats have shown out of (3 x 4), and
// the cards each of them led to a trick (3 x 24).
const std::vector<std::string>& belief_feature_names();

// Whether the view is one the model reads: the play of a four-seat
// partnership deal of the 24-card deck with trump made, the seat seeing its
// hand.
bool is_belief_question(const SeatView& v);

// The card at index `i` (0..23) for `trump`, and a card's index.
Card belief_card(int trump, int i);
int belief_index(int trump, Card c);

BeliefFeatures belief_features(const SeatView& v);

// The cards whose place the seat cannot know from its view: neither in its
// hand nor played, not its own discard, and not the up-card where that lies
// turned down on the kitty.
CardSet unseen_cards(const SeatView& v);

}  // namespace euchre::learned
