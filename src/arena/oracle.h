// `oracle`: an agent that sees every card, for measurement only.
//
// Card play: the legal card with the best open-hand value (tricks its side
// takes with best play by everyone, all hands known). Every other decision
// (bidding, going alone, the discard, offers) is the `basic` bot's, from the
// seat's view. The open-hand values come from a `CardValuer`: the exact
// solver of src/solver (`make_solver_valuer`, what `make_agent("oracle")`
// uses), or a small built-in alpha-beta search kept as an independent
// cross-check (`make_builtin_valuer`).
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "arena/agent.h"
#include "bots/player.h"
#include "core/deal.h"

namespace euchre::arena {

class CardValuer {
 public:
  virtual ~CardValuer() = default;
  // For the seat to act in the play phase of `s`, sets values[c] for every
  // card c of `cards` (a subset of its hand): the tricks of the whole deal
  // its side ends with when it plays c and everyone then plays best,
  // every hand open. The making side in call-ace includes the ace's holder;
  // a three-handed maker's opponents count as one side (an approximation).
  virtual void values(const DealState& s, CardSet cards, std::array<int, kCardCodes>& values) = 0;
};

// The exact solver (src/solver), one per valuer: not shared between threads.
std::unique_ptr<CardValuer> make_solver_valuer();
// Plain alpha-beta over the remaining tricks with a quick-trick bound; no
// transposition table. Exact, but far slower than the solver.
std::unique_ptr<CardValuer> make_builtin_valuer();

class OracleAgent : public Agent {
 public:
  OracleAgent(std::uint64_t seed, std::unique_ptr<CardValuer> valuer);
  Action act(const Game& game, int seat) override;

  // The card the oracle plays in `s` (phase Play): the highest value, ties
  // to the lowest card code.
  Card best_card(const DealState& s);

 private:
  std::unique_ptr<Player> bidder_;
  std::unique_ptr<CardValuer> valuer_;
};

}  // namespace euchre::arena
