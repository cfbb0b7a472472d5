#include "net/limit_errors.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>

namespace euchre::net {
namespace {

// ordered_json: the fields in the protocol's order (v, type, code, message).
std::string error_text(std::string_view code, const std::string& message) {
  const nlohmann::ordered_json error = {{"v", 1}, {"type", "error"}, {"code", code}, {"message", message}};
  return error.dump();
}

// 20 as "20", 2.5 as "2.5": a rate reads as people write it.
std::string number_text(double value) {
  std::ostringstream out;
  if (value == std::floor(value) && std::abs(value) < 1e15) {
    out << static_cast<long long>(value);
  } else {
    out << value;
  }
  return out.str();
}

}  // namespace

std::string too_large_error(std::size_t bytes, std::size_t limit) {
  return error_text("too_large",
                    "message of " + std::to_string(bytes) + " bytes; the limit is " + std::to_string(limit));
}

std::string rate_limited_error(double messages_per_second) {
  return error_text("rate_limited", "more than " + number_text(messages_per_second) + " messages per second");
}

}  // namespace euchre::net
