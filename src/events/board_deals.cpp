#include "events/board_deals.h"

#include <map>

#include "core/deal.h"
#include "core/notation.h"
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
  f.board = board;
  game.begin_deal_from_order(fair::board_dealer(board, game.compiled().seats),
                             fair::board_order(game.compiled(), seeds.secret, seeds.pool, board));
  return f;
}

nlohmann::json board_json(const CompiledRules& rules, const BoardSeeds& seeds, int board) {
  const std::vector<Card> order = fair::board_order(rules, seeds.secret, seeds.pool, board);
  const int dealer = fair::board_dealer(board, rules.seats);
  const std::array<CardSet, 4> hands = deal_hands(rules, dealer, order.data());
  nlohmann::json h = nlohmann::json::array();
  for (int s = 0; s < rules.seats; ++s) {
    nlohmann::json hand = nlohmann::json::array();
    for (Card c : hands[static_cast<std::size_t>(s)]) hand.push_back(card_text(c));
    h.push_back(hand);
  }
  nlohmann::json kitty = nlohmann::json::array();
  for (std::size_t i = static_cast<std::size_t>(rules.dealt) + 1; i < order.size(); ++i) kitty.push_back(card_text(order[i]));
  return {{"board", board}, {"dealer", dealer}, {"hands", h},
          {"up", card_text(order[static_cast<std::size_t>(rules.dealt)])}, {"kitty", kitty},
          {"plays", nlohmann::json::array()}};
}

std::vector<nlohmann::json> plays_by_board(const std::vector<BoardPlay>& plays, int boards, int deals, int due,
                                           const PlaceName& name) {
  std::vector<nlohmann::json> out(static_cast<std::size_t>(std::max(boards, 0)), nlohmann::json::array());
  std::map<int, std::vector<BoardPlay>> by_board;
  for (const BoardPlay& p : plays)
    if (p.board >= 1 && p.board <= boards) by_board[p.board].push_back(p);
  for (const auto& [board, its] : by_board) {
    const int round = (board - 1) / deals + 1;
    const auto mp = board_matchpoints(its, due);
    for (std::size_t i = 0; i < its.size(); ++i) {
      const BoardPlay& p = its[i];
      nlohmann::json seats = nlohmann::json::array();
      for (int player : p.seats) seats.push_back(name(player, round));
      nlohmann::json j = {{"round", round}, {"table", p.table}, {"seats", seats}, {"points", p.points},
                          {"tricks", p.tricks}, {"matchpoints", mp[i]}};
      if (p.trump) j["trump"] = *p.trump;
      if (p.maker) j["maker"] = *p.maker;
      if (p.alone) j["alone"] = *p.alone;
      out[static_cast<std::size_t>(board - 1)].push_back(std::move(j));
    }
  }
  return out;
}

}  // namespace euchre::events
