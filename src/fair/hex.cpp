#include "fair/hex.h"

#include <cstdio>

namespace euchre::fair {
namespace {

int digit_value(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  return -1;
}

// The text as quoted in a message: control characters escaped, cut at 40.
std::string shown(std::string_view text) {
  std::string out = "'";
  for (std::size_t i = 0; i < text.size() && i < 40; ++i) {
    const auto ch = static_cast<unsigned char>(text[i]);
    if (ch < 0x20 || ch >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", ch);
      out += buf;
    } else {
      out += static_cast<char>(ch);
    }
  }
  return out + (text.size() > 40 ? "...'" : "'");
}

}  // namespace

std::string to_hex(std::span<const std::uint8_t> bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(bytes.size() * 2);
  for (std::uint8_t b : bytes) {
    out += kDigits[b >> 4];
    out += kDigits[b & 15];
  }
  return out;
}

Bytes from_hex(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i)
    if (digit_value(text[i]) < 0)
      throw FairError(shown(text) + " is not hexadecimal: " + shown(text.substr(i, 1)) + " at character " +
                      std::to_string(i + 1) + " is not a hex digit");
  if (text.size() % 2 != 0)
    throw FairError(shown(text) + " is not hexadecimal bytes: " + std::to_string(text.size()) +
                    " digits, an odd number");
  Bytes out(text.size() / 2);
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i] = static_cast<std::uint8_t>(digit_value(text[2 * i]) * 16 + digit_value(text[2 * i + 1]));
  return out;
}

}  // namespace euchre::fair
