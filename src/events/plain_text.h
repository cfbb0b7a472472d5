// Text that people type and files carry, as a reader sees it: UTF-8 code
// points, the characters that control a terminal (C0, DEL, C1), and those
// that hide, reorder or imitate others. Names are checked with it
// (room/names.h) and whatever a command prints from a file goes through
// `printable`, so a file cannot drive the terminal it is shown on.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace euchre::events {

// The next UTF-8 code point of `text` at `at` (advanced past it); nullopt
// when the bytes there are not UTF-8 (`at` unchanged).
std::optional<char32_t> next_code_point(std::string_view text, std::size_t& at);
// C0 controls (tab, newline and escape included), DEL and the C1 controls.
bool control_character(char32_t cp);
// Zero-width characters and joiners, direction overrides and isolates, the
// byte-order mark, the soft hyphen, full-width forms, the ideographic space
// private-use characters and the fillers that show as nothing (Hangul
// fillers, the blank Braille pattern): they hide, reorder or imitate other text.
bool deceptive_character(char32_t cp);
// The spaces (Unicode's space separators: the space, no-break space, en and
// em spaces ...): shown as blank.
bool blank_character(char32_t cp);

// `text` with every control character, deceptive character and byte that
// is not UTF-8 written as an escape (\x1b, \u202e, \xff); `found` (when
// given) says whether any was.
std::string printable(std::string_view text, bool* found = nullptr);

}  // namespace euchre::events
