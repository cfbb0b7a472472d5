#include "arena/oracle.h"

#include <algorithm>
#include <bit>

#include "players/bot_factory.h"
#include "core/view.h"
#include "solver/solver.h"

namespace euchre::arena {
namespace {

class BuiltinValuer : public CardValuer {
 public:
  void values(const DealState& s, CardSet cards, std::array<int, kCardCodes>& out) override {
    const std::uint8_t side = contract_side(s.side_facts(), s.to_act);
    for (Card c : cards) {
      DealState t = s;
      play_card(t, c);
      out[c] = search(t, side, -1, 100);
    }
  }

 private:
  // The side's final trick count with best play (alpha-beta: exact inside
  // (alpha, beta), a bound outside).
  static int search(const DealState& s, std::uint8_t side, int alpha, int beta) {
    const int taken = s.tricks_of(side);
    const int left = s.rules->hand_size - s.trick_no;
    if (left == 0 || s.phase != Phase::Play) return taken;
    if (taken >= beta) return taken;
    if (taken + left <= alpha) return taken + left;
    const bool maximize = has_seat(side, s.to_act);
    int best = maximize ? -1 : 100;
    for (Card c : s.following_cards()) {
      DealState t = s;
      play_card(t, c);
      const int v = search(t, side, alpha, beta);
      if (maximize) {
        best = std::max(best, v);
        alpha = std::max(alpha, v);
      } else {
        best = std::min(best, v);
        beta = std::min(beta, v);
      }
      if (alpha >= beta) break;
    }
    return best;
  }
};

class SolverValuer : public CardValuer {
 public:
  void values(const DealState& s, CardSet cards, std::array<int, kCardCodes>& out) override {
    const std::uint8_t side = contract_side(s.side_facts(), s.to_act);
    const int taken = s.tricks_of(side);
    for (const CardValue& v : solver_.card_values_for(s, side))
      if (cards.contains(v.card)) out[v.card] = taken + v.tricks;
  }

 private:
  Solver solver_{std::size_t{1} << 14};
};

}  // namespace

std::unique_ptr<CardValuer> make_solver_valuer() { return std::make_unique<SolverValuer>(); }

std::unique_ptr<CardValuer> make_builtin_valuer() { return std::make_unique<BuiltinValuer>(); }

OracleAgent::OracleAgent(std::uint64_t seed, std::unique_ptr<CardValuer> valuer)
    : bidder_(make_bot("basic", seed)), valuer_(std::move(valuer)) {}

Card OracleAgent::best_card(const DealState& s) {
  const CardSet cards = s.following_cards();
  if (cards.size() == 1) return cards.lowest();
  std::array<int, kCardCodes> v{};
  valuer_->values(s, cards, v);
  Card best = cards.lowest();
  for (Card c : cards)
    if (v[c] > v[best]) best = c;
  return best;
}

Action OracleAgent::act(const Game& game, int seat) {
  const DealState& s = game.deal();
  if (s.phase == Phase::Play && s.to_act == seat) return Action::play(best_card(s));
  return bidder_->choose(make_view(game, seat));
}

}  // namespace euchre::arena
