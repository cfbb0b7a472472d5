#include "terminal/final_move.h"

#include <bit>

#include "core/notation.h"

namespace euchre::terminal {
namespace {

// What the seat to act can still hold, from its hand as dealt (revealed by
// deal_over) and the moves; nullopt when those cannot say.
std::optional<CardSet> cards_left(const SeatView& last, const protocol::json& hands, int seat) {
  if (seat == last.seat) return last.hand;
  if (!hands.is_array() || hands.size() <= static_cast<std::size_t>(seat)) return std::nullopt;
  CardSet left;
  for (const auto& c : hands[static_cast<std::size_t>(seat)])
    if (const auto card = parse_card(c.get<std::string>())) left.add(*card);
  for (const Move& m : last.moves) {
    if (m.seat != seat) continue;
    if (m.action.kind == ActionKind::FarmerGive) return std::nullopt;  // and received cards nobody saw
    if (m.action.kind == ActionKind::Play) left.remove(m.action.arg);
    // The dealer took the up-card and discarded one card face down.
    if (m.action.kind == ActionKind::Discard) left.add(last.up_card);
  }
  return left;
}

}  // namespace

std::optional<Move> final_move(const SeatView& last, const protocol::json& deal_over, const CompiledRules& rules) {
  if (last.deal_number != deal_over.value("deal", -1)) return std::nullopt;
  // The card's seat (a jambone's caller chooses the lone player's last card).
  const int seat = last.phase == Phase::Play ? last.turn : last.to_act;
  const bool trump_made = deal_over.contains("trump") && !deal_over["trump"].is_null();
  if (last.phase == Phase::Bid2 && !trump_made) return Move{static_cast<std::uint8_t>(seat), Action::pass(), Phase::Bid2};
  if (last.phase != Phase::Play || !trump_made || last.trick_no != rules.hand_size - 1) return std::nullopt;
  int on_table = 0;
  for (int p = 0; p < last.seats; ++p) on_table += last.trick[p] != kNoCard;
  if (on_table != std::popcount(last.active) - 1) return std::nullopt;
  const auto left = cards_left(last, deal_over.value("hands", protocol::json()), seat);
  if (!left || left->size() != 1 || last.played.contains(left->lowest())) return std::nullopt;
  return Move{static_cast<std::uint8_t>(seat), Action::play(left->lowest()), Phase::Play};
}

}  // namespace euchre::terminal
