// What a record carries about one fairly shuffled deal (docs/fair-shuffle.md,
// docs/egn.md "x-euchre"): plain data, written and read by src/egn, checked
// by check_deal (check.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fair/algorithm.h"

namespace euchre::fair {

struct FairDeal {
  int deal = 0;                          // the deal number the seeds are for (the record's dealNumber)
  std::string algorithm{kAlgorithmId};
  Bytes commitment;                      // SHA-256 of the secret, published before the deal
  std::vector<Bytes> contributions;      // by seat, seat 0 first
  std::vector<int> bots;                 // seats whose contribution is bot_contribution(secret, seat)
  // Seats whose contribution a person sent. Every seat is in bots or here:
  // a record that leaves a seat out does not say whether the server could
  // have chosen its contribution, and euchre verify refuses it.
  std::vector<int> people;
  std::optional<Bytes> secret;           // revealed after the game; absent while it is live
  // A duplicate event's board (algorithm euchre-boards-v1, boards.h): its
  // number; `contributions` then holds one entry, the event's pool, and
  // `commitment` is the event's.
  std::optional<int> board;
  bool operator==(const FairDeal&) const = default;
};

}  // namespace euchre::fair
