// What the table knows about its seats that the game does not: passed in by
// the server (lobby and storage come with it), shown to every seat alike.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace euchre::protocol {

struct TableFacts {
  std::string table;                // the table's id, echoed in every message
  std::array<std::string, 4> names;  // by seat (only the game's seats are sent)
  std::array<bool, 4> bots{};       // seats played by the computer
  std::int64_t seq = 0;             // actions the game has applied (every deal): where a reconnecting client is
};

}  // namespace euchre::protocol
