// The learned belief model: where the cards a seat cannot see lie, read
// from its view in the play (learned/belief_features.h). For each of the
// 24 cards, the chance that it is with the seat's left, its partner, its
// right, or out of play (the kitty, the dealer's discard).
//
// A small network (one hidden layer of rectified linear units, 96 outputs:
// four scores a card, their softmax the chances), trained by
// learning/train_beliefs.py on where the cards really lay in the expert's
// self-play (`euchre belief-data`, lab/belief_data.h); docs/learned.md gives
// the pipeline. The weights are a text file in the repository
// (data/models/beliefs-play.txt) built into the program and read by plain
// C++ in one fixed order of sums, as the auction model's are.
#pragma once

#include <string_view>

#include "bots/world_sampler.h"
#include "core/view.h"
#include "learned/belief_features.h"
#include "learned/mlp.h"

namespace euchre::learned {

inline constexpr int kBeliefOutputs = kBeliefCards * kBeliefPlaces;
static_assert(kBeliefPlaces == kBeliefPlaceCount);

// predict gives the 96 scores (card i's places at 4i .. 4i+3).
using BeliefModel = Mlp<kBeliefFeatures, kBeliefOutputs>;

// Reads a model file; throws std::invalid_argument naming the line and what
// is wrong with it.
BeliefModel parse_belief_model(std::string_view text);

// The model built into the program (data/models/beliefs-play.txt).
const BeliefModel& shipped_belief_model();

// Whether the model answers the view: is_belief_question under the rules
// of its preset (the length of a game or series may differ).
bool belief_model_applies(const BeliefModel& model, const SeatView& v);

// The model's chances for the cards the seat cannot see (unseen_cards), in
// card codes; false where the model does not apply.
bool model_beliefs(const BeliefModel& model, const SeatView& v, CardBeliefs& out);

// The model as the expert's source of beliefs (ExpertBot::set_beliefs).
class ModelBeliefs : public BeliefSource {
 public:
  explicit ModelBeliefs(const BeliefModel& model = shipped_belief_model()) : model_(model) {}
  bool beliefs(const SeatView& v, CardBeliefs& out) const override { return model_beliefs(model_, v, out); }

 private:
  const BeliefModel& model_;
};

}  // namespace euchre::learned
