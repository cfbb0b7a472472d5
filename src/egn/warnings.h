// What is odd in a record but readable: a field EGN does not know, a deal
// played after the game was won. The reader reports it and reads on; under
// ReadOptions::strict the first one is an error instead, so a caller that
// wants only clean records gets the same words as an error.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "egn/egn.h"

namespace euchre::egn::detail {

class Warnings {
 public:
  explicit Warnings(bool strict) : strict_(strict) {}

  // `text` names the place first, e.g. "deal 2: unknown field 'timings'".
  void add(std::string text) {
    if (strict_) throw EgnError(text + " (strict reading: warnings are errors)");
    lines_.push_back(std::move(text));
  }
  std::vector<std::string> take() { return std::move(lines_); }

 private:
  bool strict_;
  std::vector<std::string> lines_;
};

}  // namespace euchre::egn::detail
