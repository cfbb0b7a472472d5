// expert-v2's frozen copy of src/bots/discard_model.h (see bots/expert_v2/expert_bot.h).
// What a dealer throws away after taking up the up-card: the expert's world
// sampler deals his hidden discard by it (bots/world_sampler.h), so that a
// dealer's kept hand looks like one an expert kept, not like five cards
// drawn at random from six.
//
// Each of the six cards is of one kind (DiscardKind); the chance of
// discarding a card is its kind's preference over the sum of the six cards'
// preferences (a conditional logit by kind). The preferences are fitted to
// the expert's own discards in self-play (docs/bots.md, "What a discard
// tells"; scripts/fit_discards.py): it voids a side suit whenever it can,
// else throws the lowest card of a side suit, and almost never an ace or a
// trump.
#pragma once

#include "core/card.h"
#include "core/compiled_rules.h"

namespace euchre::expert_v2 {

enum class DiscardKind {
  Void,   // a side suit's only card, not an ace: discarding it voids the suit
  Low,    // the lowest card of a side suit of two or more, not an ace
  High,   // another side card, not an ace
  Ace,    // a side ace
  Trump,  // a trump (the up-card's suit, the bowers)
};

// The kind of `card` among the six cards `hand` (which holds it) with the
// trump suit of `trump_table`.
DiscardKind discard_kind(const TrumpTable& trump_table, CardSet hand, Card card);

// The fitted relative preference for discarding a card of `kind` (Low is 1).
double discard_preference(DiscardKind kind);

// The sum of the preferences of the cards of `hand`: the denominator of
// discard_probability, for a caller that asks about several of its cards.
double discard_preference_sum(const TrumpTable& trump_table, CardSet hand);

// The chance that a dealer holding `hand` (six cards) discards `card`.
double discard_probability(const TrumpTable& trump_table, CardSet hand, Card card);

// Whether the model describes these rules' dealers: it was fitted to
// five-card, four-seat partnership deals (as the bidding model,
// bots/bid_model.h). Elsewhere (three hands, call-ace's secret partner,
// seven cards) the expert keeps dealing the discard at random.
bool discard_model_covers(const CompiledRules& rules);

}  // namespace euchre::expert_v2
