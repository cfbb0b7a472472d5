#include "arena/oracle.h"

#include <algorithm>
#include <bit>

#include "core/view.h"
#include "solver/solver.h"

namespace euchre::arena {
namespace {

// The cards the seat to act may play without reneging.
CardSet following_cards(const DealState& s) {
  const CardSet h = s.hand[s.to_act];
  if (s.in_trick == 0) return h;
  const CardSet follow = h & s.lead_suit_cards;
  return follow.empty() ? h : follow;
}

// The seats playing with `seat`, by the open state: a partnership team, the
// call-ace making side (the ace's holder is known here), or a three-handed
// maker; everyone else forms the other side.
std::uint8_t side_of(const DealState& s, int seat) {
  const std::uint8_t all = s.rules->all_seats_mask;
  std::uint8_t makers = s.makers_mask();
  if (s.rules->rules.partnerships()) makers = static_cast<std::uint8_t>((1u << (seat & 1)) | (1u << ((seat & 1) + 2)));
  if ((makers >> seat) & 1) return makers;
  return static_cast<std::uint8_t>(all & ~makers);
}

int side_tricks_of(const DealState& s, std::uint8_t side) {
  int n = 0;
  for (int p = 0; p < 4; ++p)
    if ((side >> p) & 1) n += s.tricks[p];
  return n;
}

class BuiltinValuer : public CardValuer {
 public:
  void values(const DealState& s, CardSet cards, std::array<int, kCardCodes>& out) override {
    const std::uint8_t side = side_of(s, s.to_act);
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
    const int taken = side_tricks_of(s, side);
    const int left = s.rules->hand_size - s.trick_no;
    if (left == 0 || s.phase != Phase::Play) return taken;
    if (taken >= beta) return taken;
    if (taken + left <= alpha) return taken + left;
    const bool maximize = (side >> s.to_act) & 1;
    int best = maximize ? -1 : 100;
    for (Card c : following_cards(s)) {
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
    const std::uint8_t side = side_of(s, s.to_act);
    const int taken = side_tricks_of(s, side);
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
  const CardSet cards = following_cards(s);
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
