// The boards of a duplicate event (docs/fair-shuffle.md, "Boards"): every
// table plays the same deals, fixed before the event. The server commits to
// one secret when the event is created; each person who checks in adds a
// contribution; the pool (a digest of every contribution, in order) and the
// secret give every board's deck order. Nobody can choose the boards: the
// server is bound to its secret before any contribution, and any one honest
// contribution makes them unpredictable to it. After the event the secret is
// revealed and `euchre verify` recomputes every board.
#pragma once

#include <string_view>
#include <vector>

#include "core/card.h"
#include "core/compiled_rules.h"
#include "fair/algorithm.h"

namespace euchre::fair {

inline constexpr std::string_view kBoardsAlgorithmId = "euchre-boards-v1";

// SHA-256(field(C_1) || field(C_2) || ... || field(C_k)): the contributions
// in the order the event took them (none is allowed: the pool of nothing).
// Throws FairError for a contribution over kMaxContributionBytes.
Bytes boards_pool(const std::vector<Bytes>& contributions);

// field("euchre-boards-v1") || field(pool) || u32be(board): the message of
// the board's byte stream (HMAC-SHA256 under the secret, block counter after).
// Throws FairError for a board below 1 or a pool that is not 32 bytes.
Bytes board_message(const Bytes& pool, int board);

// Board `board` (1, 2, ...): the deck order, top card first.
std::vector<Card> board_order(const CompiledRules& rules, const Bytes& secret, const Bytes& pool, int board);

// Who deals board `board`: seat (board - 1) mod seats, as duplicate bridge
// rotates its dealer, so a board is the same deal at every table.
int board_dealer(int board, int seats);

}  // namespace euchre::fair
