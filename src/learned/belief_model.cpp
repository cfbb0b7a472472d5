#include "learned/belief_model.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>

namespace euchre::learned {

extern const char* const kShippedBeliefModel[];  // belief_model_data.cpp, from data/models/beliefs-play.txt
extern const int kShippedBeliefModelLines;

BeliefModel parse_belief_model(std::string_view text) {
  static const MlpFormat format{"belief model", "euchre-belief-mlp", belief_feature_names(),
                                "learned/belief_features.h", true};
  return parse_mlp<kBeliefFeatures, kBeliefOutputs>(format, text);
}

const BeliefModel& shipped_belief_model() {
  static const BeliefModel model = [] {
    std::string text;
    for (int i = 0; i < kShippedBeliefModelLines; ++i) text.append(kShippedBeliefModel[i]).push_back('\n');
    return parse_belief_model(text);
  }();
  return model;
}

bool belief_model_applies(const BeliefModel& model, const SeatView& v) {
  return is_belief_question(v) && same_deal_rules(model.rules, v.rules);
}

bool model_beliefs(const BeliefModel& model, const SeatView& v, CardBeliefs& out) {
  if (!belief_model_applies(model, v)) return false;
  const std::array<double, kBeliefOutputs> y = model.predict(belief_features(v));
  out.cards = unseen_cards(v);
  for (Card c : out.cards) {
    const auto i = static_cast<std::size_t>(belief_index(v.trump, c)) * kBeliefPlaces;
    const double top = std::max({y[i], y[i + 1], y[i + 2], y[i + 3]});
    double sum = 0;
    for (std::size_t p = 0; p < kBeliefPlaces; ++p) sum += out.chance[c][p] = std::exp(y[i + p] - top);
    for (std::size_t p = 0; p < kBeliefPlaces; ++p) out.chance[c][p] /= sum;
  }
  return true;
}

}  // namespace euchre::learned
