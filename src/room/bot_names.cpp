#include "room/bot_names.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace euchre::room {
namespace {

// Sixteen short names; a table's seats take every fourth from the table's own
// starting point, so no two seats of one table collide.
constexpr std::array<std::string_view, 16> kNames = {"Ada", "Gus", "Ivy", "Hal", "Bea", "Max", "Nell", "Otto",
                                                     "Cleo", "Rex", "Dot", "Sid", "Fay", "Walt", "June", "Vic"};

// FNV-1a: stable across builds and machines (std::hash is not).
std::uint32_t stable_hash(const std::string& text) {
  std::uint32_t h = 2166136261u;
  for (unsigned char c : text) h = (h ^ c) * 16777619u;
  return h;
}

}  // namespace

std::string bot_name(const std::string& table_id, int seat) {
  const std::size_t offset = stable_hash(table_id) % kNames.size();
  return std::string(kNames[(offset + static_cast<std::size_t>(seat) * 4) % kNames.size()]);
}

}  // namespace euchre::room
