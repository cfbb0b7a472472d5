#include "learned/belief_model.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <stdexcept>

#include "learned/auction_model.h"
#include "learned/model_text.h"

namespace euchre::learned {

extern const char* const kShippedBeliefModel[];  // belief_model_data.cpp, from data/models/beliefs-play.txt
extern const int kShippedBeliefModelLines;

std::array<double, kBeliefOutputs> BeliefModel::predict(const BeliefFeatures& x) const {
  // One fixed order of operations, as AuctionModel::predict: each product
  // rounded, then added left to right. The features are 0 or 1, so a zero
  // one adds nothing and is skipped (the same sum).
  std::vector<double> h(static_cast<std::size_t>(hidden));
  for (std::size_t j = 0; j < h.size(); ++j) {
    double s = b1[j];
    for (std::size_t f = 0; f < x.size(); ++f) {
      if (x[f] == 0) continue;
      const double product = w1[j * x.size() + f] * x[f];
      s += product;
    }
    h[j] = s > 0 ? s : 0.0;
  }
  std::array<double, kBeliefOutputs> y{};
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

BeliefModel parse_belief_model(std::string_view text) {
  BeliefModel m;
  bool format = false, features = false;
  const std::size_t nf = kBeliefFeatures, no = kBeliefOutputs;
  ModelText in("belief model", text);
  std::vector<std::string_view> w;
  while (in.next(w)) {
    const std::string_view key = w[0];
    if (!format && key != "format") in.fail("the file must begin with 'format euchre-belief-mlp 1'");
    const std::size_t hidden = static_cast<std::size_t>(m.hidden);
    if (key == "format") {
      if (w.size() != 3 || w[1] != "euchre-belief-mlp" || w[2] != "1")
        in.fail("unknown format (this program reads 'format euchre-belief-mlp 1')");
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
      const auto& names = belief_feature_names();
      if (w.size() - 1 != names.size() || !std::equal(names.begin(), names.end(), w.begin() + 1))
        in.fail("the features must be this program's " + std::to_string(names.size()) +
                ", in its order (learned/belief_features.h)");
      features = true;
    } else if (key == "hidden") {
      if (hidden != 0) in.fail("a second 'hidden'");
      m.hidden = in.count(w);
    } else if (key == "w1" || key == "b1" || key == "w2" || key == "b2") {
      // One line a row of each matrix, in order.
      if (hidden == 0) in.fail(std::string(key) + " before 'hidden'");
      std::vector<double>& into = key == "w1" ? m.w1 : key == "b1" ? m.b1 : key == "w2" ? m.w2 : m.b2;
      const std::size_t row = key == "w1" ? nf : key == "w2" ? hidden : key == "b1" ? hidden : no;
      const std::size_t rows = key == "w1" ? hidden : key == "w2" ? no : 1;
      if (into.size() == row * rows) in.fail("more " + std::string(key) + " rows than " + std::to_string(rows));
      const std::vector<double> v = in.numbers(w, row);
      into.insert(into.end(), v.begin(), v.end());
    } else if (key == "check") {
      const std::vector<double> v = in.numbers(w, nf + no);
      BeliefModel::Check c;
      std::copy(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(nf), c.x.begin());
      std::copy(v.begin() + static_cast<std::ptrdiff_t>(nf), v.end(), c.y.begin());
      m.checks.push_back(c);
    } else {
      in.fail("unknown key '" + std::string(key) + "'");
    }
  }
  if (!format) throw std::invalid_argument("belief model: empty (no 'format' line)");
  if (m.preset.empty()) throw std::invalid_argument("belief model: no 'preset' line");
  if (!features) throw std::invalid_argument("belief model: no 'features' line");
  const auto h = static_cast<std::size_t>(m.hidden);
  if (m.w1.size() != h * nf || m.b1.size() != h || m.w2.size() != no * h || m.b2.size() != no)
    throw std::invalid_argument("belief model: it needs every row of w1, b1, w2 and b2");
  return m;
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
