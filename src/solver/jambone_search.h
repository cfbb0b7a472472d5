// The open-hand value of a jambone (K ch. 5): the lone player's hand lies
// face up and the opponent on his left chooses every card he plays, so every
// choice of the play is the defenders'. With every hand known the lone
// player's tricks are the minimum over every way the play can go: a plain
// minimizing search, memoized at the tricks' starts (the cards still held
// name the position, each card's holder being fixed). The fast solver's
// pruning assumes each seat chooses its own card, so a jambone is searched
// here instead (Solver dispatches; jambones are rare and small: three hands).
#pragma once

#include <cstdint>
#include <unordered_map>

#include "core/deal.h"

namespace euchre {

class JamboneSearch {
 public:
  // The lone player's tricks from here (the current trick included).
  int loner_tricks(const DealState& s);
  // The same after `c` (a legal card of the seat whose turn it is).
  int loner_tricks_after(const DealState& s, Card c);

 private:
  std::unordered_map<std::uint64_t, std::int8_t> memo_;
};

}  // namespace euchre
