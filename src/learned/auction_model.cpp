#include "learned/auction_model.h"

#include <algorithm>
#include <cstddef>
#include <stdexcept>

#include "core/rules.h"
#include "learned/model_text.h"

namespace euchre::learned {

extern const char* const kShippedAuctionModel;  // auction_model_data.cpp, generated from data/models/auction-round1.txt

std::array<double, kAuctionOutputs> AuctionModel::predict(const AuctionFeatures& x) const {
  // One fixed order of operations: each product rounded, then added, left
  // to right (two statements, so no compiler fuses them into one step).
  std::vector<double> h(static_cast<std::size_t>(hidden));
  for (std::size_t j = 0; j < h.size(); ++j) {
    double s = b1[j];
    for (std::size_t f = 0; f < x.size(); ++f) {
      const double product = w1[j * x.size() + f] * x[f];
      s += product;
    }
    h[j] = s > 0 ? s : 0.0;
  }
  std::array<double, kAuctionOutputs> y{};
  for (std::size_t o = 0; o < y.size(); ++o) {
    double s = b2[o];
    for (std::size_t j = 0; j < h.size(); ++j) {
      const double product = w2[o * h.size() + j] * h[j];
      s += product;
    }
    y[o] = s;
  }
  return y;
}

AuctionModel parse_auction_model(std::string_view text) {
  AuctionModel m;
  bool format = false, features = false;
  const std::size_t nf = kAuctionFeatures, no = kAuctionOutputs;
  ModelText in("auction model", text);
  std::vector<std::string_view> w;
  while (in.next(w)) {
    const std::string_view key = w[0];
    if (!format && key != "format") in.fail("the file must begin with 'format euchre-auction-mlp 1'");
    const std::size_t hidden = static_cast<std::size_t>(m.hidden);
    if (key == "format") {
      if (w.size() != 3 || w[1] != "euchre-auction-mlp" || w[2] != "1")
        in.fail("unknown format (this program reads 'format euchre-auction-mlp 1')");
      format = true;
    } else if (key == "preset") {
      if (w.size() != 2) in.fail("preset needs one name");
      m.preset = std::string(w[1]);
      try {
        m.rules = preset(m.preset);
      } catch (const std::exception&) {
        in.fail("no preset '" + m.preset + "'");
      }
    } else if (key == "features") {
      const auto& names = auction_feature_names();
      if (w.size() - 1 != names.size() || !std::equal(names.begin(), names.end(), w.begin() + 1))
        in.fail("the features must be this program's " + std::to_string(names.size()) +
                ", in its order (learned/auction_features.h)");
      features = true;
    } else if (key == "hidden") {
      m.hidden = in.count(w);
    } else if (key == "w1" || key == "b1" || key == "w2" || key == "b2") {
      if (hidden == 0) in.fail(std::string(key) + " before 'hidden'");
      if (key == "w1") m.w1 = in.numbers(w, hidden * nf);
      if (key == "b1") m.b1 = in.numbers(w, hidden);
      if (key == "w2") m.w2 = in.numbers(w, no * hidden);
      if (key == "b2") m.b2 = in.numbers(w, no);
    } else if (key == "check") {
      const std::vector<double> v = in.numbers(w, nf + no);
      AuctionModel::Check c;
      std::copy(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(nf), c.x.begin());
      std::copy(v.begin() + static_cast<std::ptrdiff_t>(nf), v.end(), c.y.begin());
      m.checks.push_back(c);
    } else {
      in.fail("unknown key '" + std::string(key) + "'");
    }
  }
  if (!format) throw std::invalid_argument("auction model: empty (no 'format' line)");
  if (m.preset.empty()) throw std::invalid_argument("auction model: no 'preset' line");
  if (!features) throw std::invalid_argument("auction model: no 'features' line");
  if (m.w1.empty() || m.b1.empty() || m.w2.empty() || m.b2.empty())
    throw std::invalid_argument("auction model: it needs w1, b1, w2 and b2");
  if (m.w1.size() != static_cast<std::size_t>(m.hidden) * nf)
    throw std::invalid_argument("auction model: w1 was read before 'hidden' changed");
  return m;
}

const AuctionModel& shipped_auction_model() {
  static const AuctionModel model = parse_auction_model(kShippedAuctionModel);
  return model;
}

namespace {

// The rules of the deal itself: `r` with the options that only say how long
// a game or series lasts (and so change no deal) set as in `like`.
Rules deal_rules(Rules r, const Rules& like) {
  r.target = like.target;
  r.num_deals = like.num_deals;
  r.win_by_two = like.win_by_two;
  r.first_dealer = like.first_dealer;
  r.series = like.series;
  r.series_games = like.series_games;
  r.laps = like.laps;
  r.slams = like.slams;
  return r;
}

}  // namespace

bool same_deal_rules(const Rules& trained, const Rules& rules) { return deal_rules(rules, trained) == trained; }

bool auction_model_covers(const AuctionModel& model, const Rules& rules) { return same_deal_rules(model.rules, rules); }

bool auction_model_applies(const AuctionModel& model, const SeatView& v) {
  if (!is_round1_question(v) || !auction_model_covers(model, v.rules)) return false;
  return v.rules.target > 0 && std::max(v.score[0], v.score[1]) <= v.rules.target - 5;
}

}  // namespace euchre::learned
