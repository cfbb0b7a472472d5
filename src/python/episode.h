// One episode (a deal or a whole match) as pyspiel's State sees it: the
// core's Game, driven by flat action ids, and the ids applied so far.
//
// The core's Game is not copyable (it owns its compiled rules), so a clone
// or an undo replays the history from the episode's seed: a deal is about
// 25 actions, a replay a few microseconds.
#pragma once

#include <cstdint>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/view.h"
#include "python/game_config.h"

namespace euchre::python {

// pyspiel's markers for current_player().
inline constexpr int kChancePlayer = -1;
inline constexpr int kTerminalPlayer = -4;

// A deal given card by card instead of drawn from a seed (positions, tests).
struct DealSetup {
  int dealer = 0;
  std::array<CardSet, 4> hands{};
  Card up_card = kNoCard;
  std::vector<Card> kitty;  // the hidden cards, those a farmer would get first
};

class Episode {
 public:
  Episode(std::shared_ptr<const GameConfig> config, std::uint64_t index);
  // One given deal (one-deal games only); throws std::invalid_argument for a
  // match or, naming the card or seat, for a deal the rules do not allow.
  Episode(std::shared_ptr<const GameConfig> config, DealSetup deal);
  // A copy replays the other's history (the core's Game is not copyable).
  Episode(const Episode& other);
  Episode& operator=(const Episode&) = delete;
  Episode(Episode&&) = default;
  Episode& operator=(Episode&&) = default;

  const GameConfig& config() const { return *config_; }
  const std::shared_ptr<const GameConfig>& config_ptr() const { return config_; }
  std::uint64_t index() const { return index_; }
  const Game& game() const { return *game_; }
  const std::vector<int>& history() const { return history_; }

  bool terminal() const { return game_->over() || truncated_; }
  // A chance node (explicit_chance games): the first dealer or the deck's
  // next card is drawn; chance_outcomes() lists what may come.
  bool chance() const { return !terminal() && game_->awaiting_deal(); }
  // (outcome id, probability): seats while the first dealer is drawn, then
  // the card codes not yet dealt, all equally likely.
  std::vector<std::pair<int, double>> chance_outcomes() const;
  // Ended by max_episode_deals rather than by the rules: no winner.
  bool truncated() const { return truncated_; }
  int current_player() const {
    return terminal() ? kTerminalPlayer : chance() ? kChancePlayer : game_->to_act();
  }

  // The legal ids of the player to act, ascending (empty when terminal);
  // at a chance node, the chance outcomes' ids.
  std::vector<int> legal_ids() const;
  // Writes 1 at each legal id of `mask` (kActionIds bytes, zeroed first).
  void legal_mask(std::uint8_t* mask) const;
  // Applies an id of the player to act; throws std::invalid_argument naming
  // the id and, for an illegal one, the core's reason (explain_illegal).
  void apply(int id);
  // Takes back the last action (replays the rest); throws when there is none.
  void undo();

  // Per seat, zero-sum: one deal, the points of the seat's score minus the
  // mean of the other scores' points; a match, +1 to the winner's seats and
  // -1 / (scorers - 1) to the others' (0 for everyone when no winner).
  std::vector<double> returns() const;
  // The returns' change made by the last action (pyspiel's rewards): all of
  // it when the last action ended the episode, zero before.
  std::vector<double> rewards() const;

  SeatView view(int seat) const;  // throws std::out_of_range for a bad seat
  // The same into `into`, reusing its storage (a batch writes a view a step).
  void view(int seat, SeatView& into) const;

  // Starts episode `index` of the config in this object, as a new Episode
  // would (a batch reuses its slots); not for a given deal.
  void start(std::uint64_t index);

  // "euchre-episode 1 <index> <id> <id> ..." (the config is the game's); a
  // given deal: "euchre-episode 1 deal <dealer> <up> <hand bits> x4 <kitty
  // cards, comma-separated> <id> ...".
  std::string serialize() const;
  static Episode deserialize(std::shared_ptr<const GameConfig> config, const std::string& text);

 private:
  void restart();
  void check_deal_bound();
  void apply_chance(int id);

  std::shared_ptr<const GameConfig> config_;
  std::uint64_t index_ = 0;
  std::unique_ptr<Game> game_;
  std::vector<int> history_;
  bool truncated_ = false;
  std::optional<DealSetup> setup_;  // a given deal rather than the seed's
  int chance_dealer_ = -1;           // explicit chance: the first dealer, once drawn
  std::vector<Card> chance_order_;   // explicit chance: the deck order drawn so far
};

}  // namespace euchre::python
