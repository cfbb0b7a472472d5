// `ismcts:N`: information-set Monte Carlo tree search with N iterations a
// decision, the baseline that research papers and other engines use.
//
// A faithful single-observer ISMCTS (SO-ISMCTS) after Cowling, Powley and
// Whitehouse, "Information Set Monte Carlo Tree Search", IEEE Transactions on
// Computational Intelligence and AI in Games 4(2), 2012 (its SO-ISMCTS
// pseudocode):
// - one tree over the deciding seat's information sets: a node is a history
//   of moves as this seat sees them, from its view at the decision;
// - each iteration determinizes: it deals the cards the seat cannot see,
//   consistently with its view (WorldSampler: each unseen card goes at
//   random to a place that can hold it, and deals the recorded moves rule
//   out are rejected; the world's inference weight is ignored, as the paper
//   samples the information set uniformly);
// - selection descends by UCB1 with exploration constant c = 2 among the
//   children whose move is available in this determinization, with the
//   availability count (how often the child could have been chosen) in
//   place of the parent's visits: r/n + c * sqrt(ln n' / n). As in the
//   authors' example code (ISMCTS.py, Whitehouse, Powley and Cowling), a
//   child's count starts at 1 when it is added and grows by one each time
//   selection passes its parent in a deal where the child's move is legal;
// - expansion adds one untried available move, then a uniformly random
//   play-out finishes the deal; each node on the path is credited with the
//   deal's reward for the seat that made its move;
// - the move chosen is the root's most visited child.
// Another seat's face-down discard is a move this seat sees without its
// card: its node is keyed by the move as seen, and the card is drawn
// uniformly at random in the determinization (as the paper's SO-ISMCTS with
// partially observable moves does: the tree holds the observer's view of a
// move, the mover's choice among moves the observer cannot tell apart is
// random).
//
// It sees only its SeatView. No seat (in the tree or the play-outs) reneges
// when renege=callable allows it: moves are chosen among the cards that
// follow suit, as every bot here plays.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bots/player.h"
#include "core/rng.h"

namespace euchre {

class IsmctsBot : public Player {
 public:
  // `iterations` determinized descents a decision (at least 1); `name` is
  // what name() answers (make_bot's "ismcts" or "ismcts:N").
  IsmctsBot(std::uint64_t seed, int iterations = kDefaultIterations, std::string name = "ismcts");
  static constexpr int kDefaultIterations = 1000;
  ~IsmctsBot() override;

  Action choose(const SeatView& view) override;
  std::string_view name() const override { return name_; }

  // UCB1's exploration constant (the c = 2; rewards are in [0, 1]).
  static constexpr double kExploration = 2.0;

  // The root's children after the last decision: each legal move searched
  // and its visits (tests and analysis).
  struct RootStat {
    Action action;
    int visits = 0;
    double mean_reward = 0;
  };
  const std::vector<RootStat>& last_root() const { return last_root_; }

 private:
  struct Search;

  Rng rng_;
  int iterations_;
  std::string name_;
  std::unique_ptr<Search> search_;
  std::vector<RootStat> last_root_;
};

}  // namespace euchre
