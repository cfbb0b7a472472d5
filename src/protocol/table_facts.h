// What the table knows about its seats that the game does not: passed in by
// the server (lobby and storage come with it), shown to every seat alike.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace euchre::protocol {

struct TableFacts {
  std::string table;                // the table's id, echoed in every message
  std::array<std::string, 4> names;  // by seat (only the game's seats are sent)
  std::array<bool, 4> bots{};       // seats played by the computer
  std::int64_t seq = 0;             // actions the game has applied (every deal): where a reconnecting client is
  // The turn clock: when the seat to act runs out of time, and the server's
  // clock as the message is made (both ms since the epoch), so that a client
  // counts down whatever its own clock says. Unset: no clock is running.
  std::optional<std::int64_t> deadline_ms;
  std::optional<std::int64_t> now_ms;
  // The seat that may take back its last action now (an undo against the
  // computer, docs/server.md); its state says "undo": true.
  std::optional<int> undo_seat;
};

}  // namespace euchre::protocol
