#include "events/plain_text.h"

#include <cstdio>

namespace euchre::events {

std::optional<char32_t> next_code_point(std::string_view text, std::size_t& at) {
  if (at >= text.size()) return std::nullopt;
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char b = byte(at);
  const int extra = b < 0x80 ? 0 : (b >> 5) == 0x6 ? 1 : (b >> 4) == 0xE ? 2 : (b >> 3) == 0x1E ? 3 : -1;
  if (extra < 0 || at + static_cast<std::size_t>(extra) >= text.size()) return std::nullopt;
  char32_t cp = extra == 0 ? b : b & (0x3F >> extra);
  for (int k = 1; k <= extra; ++k) {
    if ((byte(at + static_cast<std::size_t>(k)) & 0xC0) != 0x80) return std::nullopt;
    cp = (cp << 6) | (byte(at + static_cast<std::size_t>(k)) & 0x3F);
  }
  // Overlong forms and surrogates are not UTF-8 (RFC 3629, section 3).
  static constexpr char32_t kLeast[] = {0, 0x80, 0x800, 0x10000};
  if (cp < kLeast[extra] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return std::nullopt;
  at += static_cast<std::size_t>(extra) + 1;
  return cp;
}

bool control_character(char32_t cp) { return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0); }

bool deceptive_character(char32_t cp) {
  return (cp >= 0x200B && cp <= 0x200F) || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x2069) ||
         cp == 0xFEFF || cp == 0x00AD || (cp >= 0xFF01 && cp <= 0xFF5E) || cp == 0x3000 || (cp >= 0xE000 && cp <= 0xF8FF) ||
         cp == 0x034F || cp == 0x061C || cp == 0x115F || cp == 0x1160 || cp == 0x180E || cp == 0x2800 || cp == 0x3164 ||
         cp == 0xFFA0;
}

bool blank_character(char32_t cp) {
  return cp == 0x20 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x202F || cp == 0x205F ||
         cp == 0x3000;
}

std::string printable(std::string_view text, bool* found) {
  std::string out;
  bool any = false;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t from = at;
    const auto cp = next_code_point(text, at);
    char escape[16];
    if (!cp) {
      std::snprintf(escape, sizeof escape, "\\x%02x", static_cast<unsigned>(static_cast<unsigned char>(text[at])));
      ++at;
    } else if (*cp < 0x100 && control_character(*cp)) {
      std::snprintf(escape, sizeof escape, "\\x%02x", static_cast<unsigned>(*cp));
    } else if (deceptive_character(*cp)) {
      std::snprintf(escape, sizeof escape, "\\u%04x", static_cast<unsigned>(*cp));
    } else {
      out.append(text.substr(from, at - from));
      continue;
    }
    out += escape;
    any = true;
  }
  if (found) *found = any;
  return out;
}

}  // namespace euchre::events
