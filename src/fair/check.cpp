#include "fair/check.h"

#include <algorithm>
#include <vector>

#include "core/deal.h"
#include "core/notation.h"
#include "fair/boards.h"
#include "fair/commitment.h"
#include "fair/deck_order.h"
#include "fair/hex.h"
#include "fair/secret.h"

namespace euchre::fair {
namespace {

std::string cards_text(CardSet cards) {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : " ") + card_text(c);
  return out.empty() ? "nothing" : out;
}

DealCheck fails(std::string text) { return {false, std::move(text)}; }

// The hands the seeds deal against the recorded ones, every seat that differs.
std::string hand_differences(const CompiledRules& rules, const std::array<CardSet, 4>& seeded, const DealRecord& dealt,
                             const std::array<CardSet, 4>& open) {
  std::string out;
  for (int p = 0; p < rules.seats; ++p) {
    const CardSet known = dealt.hands[p] - open[p];
    const CardSet extra = known - seeded[p];
    if (extra.empty()) continue;
    out += out.empty() ? "" : "; ";
    out += "seat " + std::to_string(p) + " holds " + cards_text(extra) + ", the seeds deal it " +
           cards_text(seeded[p] - dealt.hands[p]);
  }
  return out;
}

CardSet set_of(std::vector<Card>::const_iterator first, std::vector<Card>::const_iterator last) {
  CardSet s;
  for (; first != last; ++first) s.add(*first);
  return s;
}

}  // namespace

DealCheck check_deal(const CompiledRules& rules, const FairDeal& fair, const DealRecord& dealt,
                     const std::array<CardSet, 4>& open) {
  const bool board = fair.algorithm == kBoardsAlgorithmId;
  if (fair.algorithm != kAlgorithmId && !board)
    return fails("unknown algorithm '" + fair.algorithm.substr(0, 40) + "' (this verifier knows " +
                 std::string(kAlgorithmId) + " and " + std::string(kBoardsAlgorithmId) + ")");
  if (board && !fair.board) return fails(std::string(kBoardsAlgorithmId) + " data without its board number");
  if (!board && fair.board) return fails("a board number with " + std::string(kAlgorithmId) + " data");
  if (!fair.secret) return fails("no secret revealed");
  const Bytes& secret = *fair.secret;
  if (secret.size() != kSecretBytes)
    return fails("the secret is " + std::to_string(secret.size()) + " bytes; " + std::string(kAlgorithmId) +
                 " secrets are " + std::to_string(kSecretBytes));
  if (fair.commitment.size() != kCommitmentBytes)
    return fails("the commitment is " + std::to_string(fair.commitment.size()) + " bytes; a SHA-256 commitment is " +
                 std::to_string(kCommitmentBytes));
  if (const Bytes c = commitment(secret); c != fair.commitment)
    return fails("the secret does not match the commitment: SHA-256 of the secret is " + to_hex(c).substr(0, 16) +
                 "..., the commitment " + to_hex(fair.commitment).substr(0, 16) + "...");
  std::vector<Card> order;
  if (board) {
    if (fair.contributions.size() != 1)
      return fails("a board's data holds one contribution, the event's pool, not " +
                   std::to_string(fair.contributions.size()));
    try {
      order = board_order(rules, secret, fair.contributions[0], *fair.board);
    } catch (const FairError& e) {
      return fails(e.what());
    }
    if (const int dealer = board_dealer(*fair.board, rules.seats); dealt.dealer != dealer)
      return fails("seat " + std::to_string(dealt.dealer) + " dealt board " + std::to_string(*fair.board) +
                   ", which seat " + std::to_string(dealer) + " deals");
    return compare_with_order(rules, order, dealt, open);
  }
  if (static_cast<int>(fair.contributions.size()) != rules.seats)
    return fails(std::to_string(fair.contributions.size()) + " contributions for " + std::to_string(rules.seats) +
                 " seats; one per seat");
  for (int seat = 0; seat < rules.seats; ++seat) {
    const bool bot = std::find(fair.bots.begin(), fair.bots.end(), seat) != fair.bots.end();
    const bool person = std::find(fair.people.begin(), fair.people.end(), seat) != fair.people.end();
    if (!bot && !person)
      return fails("the record does not say whose contribution seat " + std::to_string(seat) +
                   "'s is (a person's, or derived from the secret for a bot): the server could have chosen it");
  }
  for (int seat : fair.people)
    if (seat < 0 || seat >= rules.seats) return fails("person seat " + std::to_string(seat) + " is not a seat");
  for (int seat : fair.bots) {
    if (seat < 0 || seat >= rules.seats) return fails("bot seat " + std::to_string(seat) + " is not a seat");
    if (fair.contributions[static_cast<std::size_t>(seat)] != bot_contribution(secret, seat))
      return fails("seat " + std::to_string(seat) +
                   " is a bot, but its contribution is not the one the secret derives for it");
  }
  try {
    order = deck_order(rules, secret, fair.contributions, fair.deal);
  } catch (const FairError& e) {
    return fails(e.what());
  }
  return compare_with_order(rules, order, dealt, open);
}

DealCheck compare_with_order(const CompiledRules& rules, const std::vector<Card>& order, const DealRecord& dealt,
                             const std::array<CardSet, 4>& open) {
  if (dealt.dealer < 0 || dealt.dealer >= rules.seats) return fails("no seat " + std::to_string(dealt.dealer) + " deals");
  const std::array<CardSet, 4> seeded = deal_hands(rules, dealt.dealer, order.data());
  const Card up = order[static_cast<std::size_t>(rules.dealt)];
  if (dealt.up_card != up)
    return fails("the up-card is " + card_text(dealt.up_card) + ", the seeds turn " + card_text(up));
  if (const std::string diff = hand_differences(rules, seeded, dealt, open); !diff.empty())
    return fails("the hands differ from the seeds: " + diff);

  int open_cards = 0;
  for (const CardSet& o : open) open_cards += o.size();
  const auto kitty_begin = order.begin() + rules.dealt + 1;
  if (open_cards == 0) {
    const CardSet kitty = set_of(dealt.kitty.begin(), dealt.kitty.end());
    const CardSet seeded_kitty = set_of(kitty_begin, order.end());
    if (kitty != seeded_kitty)
      return fails("the kitty holds " + cards_text(kitty - seeded_kitty) + ", the seeds put " +
                   cards_text(seeded_kitty - kitty) + " there");
  }
  // A farmer's hand takes the kitty's first three cards: the record names them.
  const bool farmer = std::any_of(dealt.moves.begin(), dealt.moves.end(),
                                  [](const Move& m) { return m.action.kind == ActionKind::FarmerGive; });
  if (farmer && dealt.kitty.size() >= 3 && order.end() - kitty_begin >= 3) {
    const CardSet took = set_of(dealt.kitty.begin(), dealt.kitty.begin() + 3);
    const CardSet top = set_of(kitty_begin, kitty_begin + 3);
    if (took != top)
      return fails("the farmer took " + cards_text(took) + " from the kitty, the seeds put " + cards_text(top) +
                   " at its top");
  }
  if (open_cards > 0)
    return {true, "ok (" + std::to_string(open_cards) + " card" + (open_cards == 1 ? "" : "s") +
                      " the record leaves open not compared)"};
  return {true, "ok"};
}

}  // namespace euchre::fair
