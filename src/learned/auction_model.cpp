#include "learned/auction_model.h"

#include <algorithm>

namespace euchre::learned {

extern const char* const kShippedAuctionModel;  // auction_model_data.cpp, generated from data/models/auction-round1.txt

AuctionModel parse_auction_model(std::string_view text) {
  static const MlpFormat format{"auction model", "euchre-auction-mlp",
                                {auction_feature_names().begin(), auction_feature_names().end()},
                                "learned/auction_features.h"};
  return parse_mlp<kAuctionFeatures, kAuctionOutputs>(format, text);
}

const AuctionModel& shipped_auction_model() {
  static const AuctionModel model = parse_auction_model(kShippedAuctionModel);
  return model;
}

bool auction_model_covers(const AuctionModel& model, const Rules& rules) { return same_deal_rules(model.rules, rules); }

bool auction_model_applies(const AuctionModel& model, const SeatView& v) {
  if (!is_round1_question(v) || !auction_model_covers(model, v.rules)) return false;
  return v.rules.target > 0 && std::max(v.score[0], v.score[1]) <= v.rules.target - 5;
}

}  // namespace euchre::learned
