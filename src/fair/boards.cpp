#include "fair/boards.h"

#include <string>

#include "fair/deck_order.h"
#include "fair/digest.h"

namespace euchre::fair {

Bytes boards_pool(const std::vector<Bytes>& contributions) {
  Bytes all;
  for (const Bytes& c : contributions) {
    if (c.size() > kMaxContributionBytes)
      throw FairError("a contribution of " + std::to_string(c.size()) + " bytes; at most " +
                      std::to_string(kMaxContributionBytes));
    put_field(all, c);
  }
  return sha256(all);
}

Bytes board_message(const Bytes& pool, int board) {
  if (board < 1) throw FairError("board " + std::to_string(board) + ": boards are numbered from 1");
  if (pool.size() != kCommitmentBytes)
    throw FairError("the pool is " + std::to_string(pool.size()) + " bytes; a SHA-256 digest is " +
                    std::to_string(kCommitmentBytes));
  Bytes m;
  const auto* id = reinterpret_cast<const std::uint8_t*>(kBoardsAlgorithmId.data());
  put_field(m, std::span<const std::uint8_t>(id, kBoardsAlgorithmId.size()));
  put_field(m, pool);
  put_u32(m, static_cast<std::uint32_t>(board));
  return m;
}

std::vector<Card> board_order(const CompiledRules& rules, const Bytes& secret, const Bytes& pool, int board) {
  ShuffleStream stream(secret, board_message(pool, board));
  return shuffled_deck(rules, stream);
}

int board_dealer(int board, int seats) { return (board - 1) % seats; }

}  // namespace euchre::fair
