// The learned models' network and its text file (learned/auction_model.h,
// learned/belief_model.h): one hidden layer of rectified linear units,
// trained in Python (learning/*.py) and read here by plain C++. The sums run
// in one fixed order, so every machine, run and thread computes the same
// values.
//
// The file: `format NAME 1`, `preset P` (the rules it was trained under),
// `features ...` (the program's names, in its order), `hidden H`, then the
// weights `w1` (hidden rows of the features), `b1`, `w2` (output rows of
// the hidden units), `b2`, a line holding every row of its matrix or one
// row (MlpFormat::row_a_line), and last `check` rows: features and the trainer's own outputs,
// which the tests hold this code to. `#` begins a comment.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules.h"

namespace euchre::learned {

template <std::size_t Inputs, std::size_t Outputs>
struct Mlp {
  std::string preset;  // the preset it was trained on
  Rules rules;         // that preset's rules: the model answers under these alone
  int hidden = 0;
  std::vector<double> w1, b1;  // hidden x inputs (row by row), hidden
  std::vector<double> w2, b2;  // outputs x hidden, outputs
  struct Check {
    std::array<double, Inputs> x{};
    std::array<double, Outputs> y{};
  };
  std::vector<Check> checks;

  std::array<double, Outputs> predict(const std::array<double, Inputs>& x) const;
};

// What distinguishes one model's file from another's.
struct MlpFormat {
  std::string_view what;             // in errors: "auction model"
  std::string_view format;           // "euchre-auction-mlp"
  std::vector<std::string> features;  // the program's names, in order
  std::string_view features_header;  // where they are defined, for errors
  // A matrix one row a line (else whole on one line): the belief model's
  // lines would be too long for one string each (CMakeLists.txt).
  bool row_a_line = false;
};

// Reads a model file; throws std::invalid_argument naming the line and what
// is wrong with it (an unknown key, a missing or extra number, features
// that are not the program's, a preset that does not exist, a missing row).
template <std::size_t Inputs, std::size_t Outputs>
Mlp<Inputs, Outputs> parse_mlp(const MlpFormat& format, std::string_view text);

// Whether a model trained under `trained` answers a deal under `rules`:
// the same rules, save the options that only say how long a game or series
// lasts (target, num_deals, win_by_two, first_dealer, series, laps, slams).
bool same_deal_rules(const Rules& trained, const Rules& rules);

}  // namespace euchre::learned
