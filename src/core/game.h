// A whole game (match): deals until the target (or a number of deals), with
// dealer rotation, misdeals, redeals and the record of every deal.
//
// Game holds the CompiledRules its deals point at; it is not copyable by
// value (clone by replaying its record, or copy the DealState for search).
// Games of one rule set may share one CompiledRules (it is immutable once
// built), so that a caller starting many games does not compile the rules
// for each.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

#include "core/compiled_rules.h"
#include "core/deal.h"
#include "core/rng.h"
#include "core/series.h"

namespace euchre {

struct Move {
  std::uint8_t seat = 0;
  Action action;
  Phase phase = Phase::Over;  // the phase the decision was made in (public)
  bool operator==(const Move&) const = default;
};

struct DealRecord {
  int number = 0;  // 0-based, counts every deal including misdeals
  int dealer = 0;
  std::array<CardSet, 4> hands{};  // as dealt
  Card up_card = kNoCard;
  std::vector<Card> kitty;         // hidden cards, those a farmer would get first
  std::vector<Move> moves;
  DealState final_state;           // valid once the deal is over
  bool finished = false;
};

// An illegal action or impossible deal set-up requested from outside.
class GameError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Game {
 public:
  // A game dealt from a seeded shuffle; the first dealer follows first_dealer.
  Game(const Rules& rules, std::uint64_t seed);
  // A game whose deals are supplied by the caller (records, tests): call
  // begin_deal for every deal.
  struct ManualDeals {};
  Game(const Rules& rules, ManualDeals, std::array<int, 4> initial_score = {});
  // The same with rules compiled once for many games (not null).
  Game(std::shared_ptr<const CompiledRules> compiled, std::uint64_t seed);
  Game(std::shared_ptr<const CompiledRules> compiled, ManualDeals, std::array<int, 4> initial_score = {});

  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  const Rules& rules() const { return compiled_->rules; }
  const CompiledRules& compiled() const { return *compiled_; }

  // Starts the next deal with known hands (manual games); the dealer must be
  // the one the rotation expects unless `any_dealer` (the first deal).
  void begin_deal(int dealer, const std::array<CardSet, 4>& hands, Card up_card, const std::vector<Card>& kitty);
  // Starts the next deal from a deck order (manual games).
  void begin_deal_from_order(int dealer, const std::vector<Card>& order);
  bool awaiting_deal() const { return awaiting_deal_; }
  int expected_dealer() const { return next_dealer_; }

  const DealState& deal() const { return state_; }
  const std::vector<DealRecord>& records() const { return records_; }
  int to_act() const { return state_.to_act; }
  void legal(ActionList& out) const;
  // Applies the action of the seat to act; throws GameError naming the
  // action when it is illegal. Nothing changes on error.
  void apply(Action a);

  bool over() const { return over_; }
  // Ends the game once the deal being played is finished: a club round's
  // time is up (docs/events.md, "Timed rounds"), and the deal on the table is
  // played out. The game becomes a game of a fixed number of deals, the ones
  // begun (so its rules, and a record written from them, say how long it
  // was); between deals it ends at once. The leader wins, a tie has no winner.
  // Never lengthens a game; no effect on one that is over.
  void end_after_this_deal();
  // The rules end_after_this_deal would give the game; nullopt when it
  // would change nothing (over, or no longer than that already).
  std::optional<Rules> rules_ending_after_this_deal() const;
  // The winning team or player; nullopt while unfinished or tied.
  std::optional<int> winner() const { return winner_; }
  const std::array<int, 4>& score() const { return score_; }
  const std::array<int, 4>& initial_score() const { return initial_score_; }
  int deals_played() const { return static_cast<int>(records_.size()); }
  int first_dealer() const { return first_dealer_; }
  // The series of games (laps and slams, series.h): the games finished, games
  // won and slams, the score the game in progress started with. In a series
  // score() is the current game's (reset with the lap when a game is won; the
  // last game's when the series is over) and winner() the series' winner.
  const SeriesScore& series() const { return series_; }

 private:
  void deal_from_rng();
  void finish_deal();
  // The game is over when a fixed number of deals has been played.
  void end_if_deals_done();
  void choose_first_dealer();

  std::shared_ptr<const CompiledRules> compiled_;
  // The rules before end_after_this_deal made the game shorter: the deals
  // already recorded point at them.
  std::shared_ptr<const CompiledRules> longer_;
  Rng rng_;
  bool auto_deal_ = true;
  bool awaiting_deal_ = false;
  DealState state_;
  std::vector<DealRecord> records_;
  std::array<int, 4> score_{};
  std::array<int, 4> initial_score_{};
  int next_dealer_ = 0;
  int first_dealer_ = 0;
  bool over_ = false;
  std::optional<int> winner_;
  SeriesScore series_;
};

// Who wins with this score (nullopt: nobody yet, or a tie at the top).
std::optional<int> leader_if_won(const Rules& rules, const std::array<int, 4>& score);

}  // namespace euchre
