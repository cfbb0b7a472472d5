// Worlds a seat cannot tell apart: full deals consistent with its view.
//
// A searching bot (expert) sees only its SeatView. To evaluate an action it
// deals the cards it cannot see in ways consistent with everything the view
// shows (its own cards, the up-card and who took it, every call and play,
// its own discard, shown cards, the voids that plays revealed), rebuilds the
// deal from its start and replays every public move, so only worlds in which
// every recorded move was legal (and every offer happened as recorded)
// survive. Each world carries a weight: how likely the other seats' calls
// and passes were with the hands this world gives them.
#pragma once

#include <array>

#include "core/compiled_rules.h"
#include "core/deal.h"
#include "core/rng.h"
#include "core/view.h"

namespace euchre {

struct SampledWorld {
  DealState state;       // the deal at the view's decision point, every card placed
  double weight = 1.0;   // relative likelihood of the bidding seen, given these hands
};

// Bidding inference: the probability that a seat holding `hand` made the
// call `taken` at this point, by the bidding model (bots/bid_model.h): curves
// fitted to the expert's own bidding, or the point-count bidder's soft threshold.
// With `read_alone`, a call also tells by going alone or not: the chance of
// that choice among the calls with this hand (expert_lone_model).
double bid_likelihood(const DealState& s, Action taken, bool read_alone = false);

// Play inference: the relative likelihood that a seat holding the world's
// hand played `card` now, by the conventions players follow: a card that
// does not win is the cheapest that would do, the last player wins as
// cheaply as possible, a trump is not wasted under a higher one, and a seat
// does not discard when it could trump the other side's winning card.
double play_likelihood(const DealState& s, Card card);

// The expert's models of how the other seats chose, beyond the bidding
// curves and the play conventions every sampler reads.
struct SamplerModels {
  bool discards = false;
  bool loners = false;
};

// Where a seat believes the cards it cannot see lie, from a learned model
// (learned/belief_model.h): for each such card, the chance of each place
// as seen from the seat (its left, its partner, its right, out of play).
// The sampler deals each of these cards by its chances (among the places
// the view allows) instead of evenly, and weighs each world so that the
// worlds follow the product of the chances (world_sampler.cpp,
// deal_by_belief).
inline constexpr int kBeliefPlaceCount = 4;  // left, partner, right, out of play (kitty, discards)
struct CardBeliefs {
  CardSet cards;  // the cards with a belief
  std::array<std::array<double, kBeliefPlaceCount>, kCardCodes> chance{};
  // The model read the calls already: the worlds are not weighed again by
  // bid_likelihood, nor the dealer's discard redrawn. They are still
  // weighed by play_likelihood: the model sees who played which card, not
  // over what, and the worlds were better with both (docs/learned.md).
  bool replaces_call_inference = true;
};

// A source of beliefs for a view; the bots do not know the models.
class BeliefSource {
 public:
  virtual ~BeliefSource() = default;
  // False where it has none for this view.
  virtual bool beliefs(const SeatView& v, CardBeliefs& out) const = 0;
};

class WorldSampler {
 public:
  // `rules` must be the view's rules compiled, and outlive the sampled states.
  // With `models.discards`, another seat's hidden discard as dealer is
  // dealt by the discard model (bots/discard_model.h) rather than at random;
  // with `models.loners`, a call alone or not alone is read by the loner
  // curves (bid_likelihood), except by a side for which a partnered march
  // already wins the game (nobody goes alone there, so it tells nothing).
  explicit WorldSampler(const CompiledRules& rules, SamplerModels models = {}) : rules_(rules), models_(models) {}

  // Draws one consistent world; false when `tries` attempts all failed
  // (which only happens for views that no deal could produce). With
  // `beliefs`, the cards it holds are dealt by their chances.
  bool sample(const SeatView& view, Rng& rng, SampledWorld& out, const CardBeliefs* beliefs = nullptr,
              int tries = 200) const;

 private:
  const CompiledRules& rules_;
  SamplerModels models_;
};

}  // namespace euchre
