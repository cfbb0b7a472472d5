// A deal's shuffle at a table, waiting for the seats' contributions
// (docs/fair-shuffle.md): the server's secret and its commitment, what each
// seat gave, and which seats' contributions the bot rule made. Private to
// the table's own files (its seats, its game's course, its messages).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "fair/algorithm.h"

namespace euchre::room {

struct TableRound {
  int deal = 0;
  int dealer = 0;
  fair::Bytes secret;
  fair::Bytes commitment;
  std::vector<std::optional<fair::Bytes>> contributions;
  std::vector<int> bots;  // seats whose contribution the bot rule made
  std::uint64_t epoch = 0;
};

}  // namespace euchre::room
