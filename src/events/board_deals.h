// Dealing a duplicate event's boards at a table (docs/events.md, "Duplicate
// events"): the k-th deal of a round's game is its board first + k, dealt
// from the board's deck order by the board's dealer, and recorded with the
// data `euchre verify` checks it by (docs/fair-shuffle.md, "Boards").
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.h"
#include "core/rules.h"
#include "events/duplicate.h"
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
// awaits one), and returns the deal's fair data for the record, without the
// secret: revealed only once the event is over.
fair::FairDeal deal_board(Game& game, const BoardSeeds& seeds, int board);

// A board as dealt, for a boards file (docs/fair-shuffle.md, "Boards"): its
// number, dealer, hands by seat, up-card and kitty, and an empty "plays".
nlohmann::json board_json(const CompiledRules& rules, const BoardSeeds& seeds, int board);

// The name of a player number (the event's place) in a round (from 1).
using PlaceName = std::function<std::string(int player, int round)>;

// Every table's play of each board, for the boards file and the event's
// page: for board b (1..boards), the plays with the seats' names, trump,
// maker, lone hand, points, tricks and matchpoints (`due` tables). Round r
// holds boards (r-1) * deals + 1 to r * deals.
std::vector<nlohmann::json> plays_by_board(const std::vector<BoardPlay>& plays, int boards, int deals, int due,
                                           const PlaceName& name);

}  // namespace euchre::events
