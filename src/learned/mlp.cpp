#include "learned/mlp.h"

#include <algorithm>
#include <cstddef>
#include <stdexcept>

#include "learned/auction_model.h"
#include "learned/belief_model.h"
#include "learned/model_text.h"

namespace euchre::learned {

template <std::size_t Inputs, std::size_t Outputs>
std::array<double, Outputs> Mlp<Inputs, Outputs>::predict(const std::array<double, Inputs>& x) const {
  // One fixed order of operations: each product rounded, then added, left
  // to right (two statements, so no compiler fuses them into one step). A
  // zero input adds nothing (x + 0 is x), so it is skipped: the same sum.
  std::vector<double> h(static_cast<std::size_t>(hidden));
  for (std::size_t j = 0; j < h.size(); ++j) {
    double s = b1[j];
    for (std::size_t f = 0; f < Inputs; ++f) {
      if (x[f] == 0) continue;
      const double product = w1[j * Inputs + f] * x[f];
      s += product;
    }
    h[j] = s > 0 ? s : 0.0;
  }
  std::array<double, Outputs> y{};
  for (std::size_t o = 0; o < Outputs; ++o) {
    double s = b2[o];
    for (std::size_t j = 0; j < h.size(); ++j) {
      const double product = w2[o * h.size() + j] * h[j];
      s += product;
    }
    y[o] = s;
  }
  return y;
}

template <std::size_t Inputs, std::size_t Outputs>
Mlp<Inputs, Outputs> parse_mlp(const MlpFormat& format, std::string_view text) {
  Mlp<Inputs, Outputs> m;
  bool started = false, features = false;
  const std::string head = "format " + std::string(format.format) + " 1";
  ModelText in(format.what, text);
  std::vector<std::string_view> w;
  while (in.next(w)) {
    const std::string_view key = w[0];
    if (!started && key != "format") in.fail("the file must begin with '" + head + "'");
    const auto hidden = static_cast<std::size_t>(m.hidden);
    if (key == "format") {
      if (w.size() != 3 || w[1] != format.format || w[2] != "1")
        in.fail("unknown format (this program reads '" + head + "')");
      started = true;
    } else if (key == "preset") {
      if (w.size() != 2) in.fail("preset needs one name");
      m.preset = std::string(w[1]);
      try {
        m.rules = preset(m.preset);
      } catch (const std::exception&) {
        in.fail("no preset '" + m.preset + "'");
      }
    } else if (key == "features") {
      const auto& names = format.features;
      if (w.size() - 1 != names.size() || !std::equal(names.begin(), names.end(), w.begin() + 1))
        in.fail("the features must be this program's " + std::to_string(names.size()) + ", in its order (" +
                std::string(format.features_header) + ")");
      features = true;
    } else if (key == "hidden") {
      if (hidden != 0) in.fail("a second 'hidden'");
      m.hidden = in.count(w);
    } else if (key == "w1" || key == "b1" || key == "w2" || key == "b2") {
      if (hidden == 0) in.fail(std::string(key) + " before 'hidden'");
      std::vector<double>& into = key == "w1" ? m.w1 : key == "b1" ? m.b1 : key == "w2" ? m.w2 : m.b2;
      const std::size_t row = key == "w1" ? Inputs : key == "w2" ? hidden : key == "b1" ? hidden : Outputs;
      const std::size_t rows = key == "w1" ? hidden : key == "w2" ? Outputs : 1;
      if (into.size() == row * rows) in.fail("more " + std::string(key) + " rows than " + std::to_string(rows));
      const std::vector<double> v = in.numbers(w, format.row_a_line ? row : row * rows);
      into.insert(into.end(), v.begin(), v.end());
    } else if (key == "check") {
      const std::vector<double> v = in.numbers(w, Inputs + Outputs);
      typename Mlp<Inputs, Outputs>::Check c;
      std::copy(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(Inputs), c.x.begin());
      std::copy(v.begin() + static_cast<std::ptrdiff_t>(Inputs), v.end(), c.y.begin());
      m.checks.push_back(c);
    } else {
      in.fail("unknown key '" + std::string(key) + "'");
    }
  }
  const std::string what(format.what);
  if (!started) throw std::invalid_argument(what + ": empty (no 'format' line)");
  if (m.preset.empty()) throw std::invalid_argument(what + ": no 'preset' line");
  if (!features) throw std::invalid_argument(what + ": no 'features' line");
  const auto h = static_cast<std::size_t>(m.hidden);
  if (m.w1.size() != h * Inputs || m.b1.size() != h || m.w2.size() != Outputs * h || m.b2.size() != Outputs)
    throw std::invalid_argument(what + ": it needs w1, b1, w2 and b2, every row of each");
  return m;
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

// The two models the program has.
template struct Mlp<kAuctionFeatures, kAuctionOutputs>;
template AuctionModel parse_mlp<kAuctionFeatures, kAuctionOutputs>(const MlpFormat&, std::string_view);
template struct Mlp<kBeliefFeatures, kBeliefOutputs>;
template BeliefModel parse_mlp<kBeliefFeatures, kBeliefOutputs>(const MlpFormat&, std::string_view);

}  // namespace euchre::learned
