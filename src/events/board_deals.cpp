#include "events/board_deals.h"

#include "fair/boards.h"

namespace euchre::events {

std::optional<std::string> duplicate_rules_problem(const Rules& rules) {
  if (rules.mode != Mode::Partnership || rules.seats() != 4)
    return "a duplicate event needs a four-handed partnership game";
  if (rules.joker != JokerKind::None && rules.benny_up == BennyUp::Redeal)
    return "benny_up=redeal: a redeal by the same dealer would put that table a board behind the others; "
           "choose benny_up=dealer_names_blind";
  if (rules.redeal_hand != RedealHand::Off)
    return "redeal_hand: a hand thrown in for a redeal by the same dealer would put that table a board behind "
           "the others; choose redeal_hand=off";
  return std::nullopt;
}

fair::FairDeal deal_board(Game& game, const BoardSeeds& seeds, int board) {
  fair::FairDeal f;
  f.deal = game.deals_played();
  f.algorithm = std::string(fair::kBoardsAlgorithmId);
  f.commitment = seeds.commitment;
  f.contributions = {seeds.pool};
  f.secret = seeds.secret;
  f.board = board;
  game.begin_deal_from_order(fair::board_dealer(board, game.compiled().seats),
                             fair::board_order(game.compiled(), seeds.secret, seeds.pool, board));
  return f;
}

}  // namespace euchre::events
