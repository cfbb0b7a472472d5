#include "learned/model_text.h"

#include <charconv>
#include <stdexcept>

namespace euchre::learned {
namespace {

// The whitespace-separated words of a line.
std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

}  // namespace

bool ModelText::next(std::vector<std::string_view>& words) {
  while (!text_.empty()) {
    const std::size_t nl = text_.find('\n');
    const std::string_view line = text_.substr(0, nl);
    text_ = nl == std::string_view::npos ? std::string_view() : text_.substr(nl + 1);
    ++line_;
    words = words_of(line);
    if (!words.empty() && words[0][0] != '#') return true;
  }
  return false;
}

void ModelText::fail(const std::string& why) const {
  throw std::invalid_argument(what_ + ", line " + std::to_string(line_) + ": " + why);
}

int ModelText::count(const std::vector<std::string_view>& w) const {
  if (w.size() != 2) fail(std::string(w[0]) + " needs one count");
  int n = 0;
  const auto [end, ec] = std::from_chars(w[1].data(), w[1].data() + w[1].size(), n);
  if (ec != std::errc() || end != w[1].data() + w[1].size() || n < 1 || n > 4096)
    fail(std::string(w[0]) + " needs a count from 1 to 4096");
  return n;
}

std::vector<double> ModelText::numbers(const std::vector<std::string_view>& w, std::size_t n) const {
  if (w.size() - 1 != n)
    fail(std::string(w[0]) + " needs " + std::to_string(n) + " numbers, not " + std::to_string(w.size() - 1));
  std::vector<double> out;
  out.reserve(n);
  for (std::size_t i = 1; i < w.size(); ++i) {
    double x = 0;
    const auto [end, ec] = std::from_chars(w[i].data(), w[i].data() + w[i].size(), x);
    if (ec != std::errc() || end != w[i].data() + w[i].size()) fail("'" + std::string(w[i]) + "' is not a number");
    out.push_back(x);
  }
  return out;
}

}  // namespace euchre::learned
