// Dealing a duplicate event's boards at a table (docs/events.md, "Duplicate
// events"): the k-th deal of a round's game is its board first + k, dealt
// from the board's deck order by the board's dealer, and recorded with the
// data `euchre verify` checks it by (docs/fair-shuffle.md, "Boards").
#pragma once

#include <optional>
#include <string>

#include "core/game.h"
#include "core/rules.h"
#include "fair/fair_deal.h"

namespace euchre::events {

// Why the rule set cannot be played in duplicate (nullopt when it can):
// four seats in partnerships, and every deal passes the deal on. A redeal
// by the same dealer (the Benny turned with benny_up=redeal, a hand thrown
// in under redeal_hand) would leave that table's dealer a board behind.
std::optional<std::string> duplicate_rules_problem(const Rules& rules);

// What the boards are drawn from: the event's secret (revealed after), its
// commitment (published before) and the pool of the people's contributions.
struct BoardSeeds {
  fair::Bytes secret, commitment, pool;
};

// Deals board `board` as the game's next deal (a game of manual deals that
// awaits one), and returns the deal's fair data for the record (the secret
// in it: revealed, as in a record written after the event).
fair::FairDeal deal_board(Game& game, const BoardSeeds& seeds, int board);

}  // namespace euchre::events
