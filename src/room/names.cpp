#include "room/names.h"

#include <cctype>

#include "events/plain_text.h"

namespace euchre::room {

std::optional<std::string> name_problem(const std::string& name, std::size_t max_chars) {
  const std::string length = "\"name\" must have 1 to " + std::to_string(max_chars) + " characters";
  if (name.empty()) return length;
  std::size_t chars = 0;
  bool visible = false, blank_first = false, blank_last = false;
  for (std::size_t at = 0; at < name.size(); ++chars) {
    const auto cp = events::next_code_point(name, at);
    if (!cp) return "\"name\" is not UTF-8 text";
    if (events::control_character(*cp)) return "\"name\" must not contain control characters";
    if (events::deceptive_character(*cp))
      return "\"name\" must not contain invisible, direction-changing or full-width characters (they hide or imitate "
             "other names)";
    blank_last = events::blank_character(*cp);
    if (chars == 0) blank_first = blank_last;
    visible = visible || !blank_last;
  }
  if (chars > max_chars) return length;
  if (!visible) return "\"name\" must have a visible character";
  if (blank_first || blank_last) return "\"name\" must not start or end with a space";
  return std::nullopt;
}

std::string name_key(const std::string& name) {
  std::string key;
  key.reserve(name.size());
  for (char c : name) key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return key;
}

}  // namespace euchre::room
