// Reading the learned models' text files (learned/auction_model.h,
// learned/belief_model.h): a line of words, a key first; numbers that must
// read back whole. Each error names the model, the line and what is wrong.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace euchre::learned {

class ModelText {
 public:
  // `what` names the model in errors ("auction model").
  ModelText(std::string_view what, std::string_view text) : what_(what), text_(text) {}

  // The next line's words, skipping blank lines and comments (#); false at
  // the end of the text.
  bool next(std::vector<std::string_view>& words);
  int line() const { return line_; }

  // Throws std::invalid_argument: "<what>, line N: <why>".
  [[noreturn]] void fail(const std::string& why) const;
  // The count after the key (one word, 1..4096).
  int count(const std::vector<std::string_view>& w) const;
  // The numbers after the key, exactly `n` of them.
  std::vector<double> numbers(const std::vector<std::string_view>& w, std::size_t n) const;

 private:
  std::string what_;
  std::string_view text_;
  int line_ = 0;
};

}  // namespace euchre::learned
