// A progressive evening (docs/events.md, "Progressive"): the people, the
// bots that fill the empty seats, the rounds' lineups by the chosen
// movement, the results as they come and the standings. Pure bookkeeping:
// whoever plays the tables (the simulation, the server) hands each round's
// results in and asks where everyone sits next.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "events/movement.h"
#include "events/tally.h"
#include "events/teams.h"

namespace euchre::events {

struct ProgressiveOptions {
  int people = 0;
  int rounds = 6;
  Movement movement = Movement::Fixed;
  std::uint64_t seed = 0;  // Keller's draw
  // Fixed partnerships: the teams chosen at registration (players), the
  // others paired by lot (teams.h); refused with another movement.
  std::vector<Team> partners;
};

class EventError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

class Progressive {
 public:
  // Throws EventError naming what cannot be run (too few people, more
  // rounds than the movement has).
  explicit Progressive(const ProgressiveOptions& options);

  // People are 0..people-1; players from `people` on are bots (docs/events.md,
  // "Byes and bots": a bot fills each empty seat, nobody waits).
  const ProgressiveOptions& options() const { return options_; }
  int people() const { return options_.people; }
  int players() const { return players_; }
  bool is_bot(int player) const { return player >= options_.people; }
  int rounds() const { return options_.rounds; }
  // The round being played, from 0; rounds() once the evening is over.
  int round() const { return static_cast<int>(results_.size()); }
  bool over() const { return round() >= options_.rounds; }
  // Where everyone sits this round (throws once the evening is over).
  const RoundLineup& lineup() const;

  // The round's results, one a table in the lineup's order and with its
  // seats (EventError otherwise); then the next round is seated.
  void finish_round(const RoundResult& result);
  const std::vector<RoundResult>& results() const { return results_; }
  // An organiser's correction of a finished round's table (an in-person
  // evening's score, docs/events.md "In person"): its points, tricks and
  // lone hands; the seats stay, and so do the rounds seated since (a
  // correction changes the tallies, never where people sat). EventError for
  // a round or table that was not played.
  void correct_result(int round, int table, const TableResult& result);
  // The people's standings after the rounds played (bots left out): by
  // rounds won first with fixed partners. evening_standings (places.h) with
  // nobody substituted or gone.
  std::vector<Standing> standings() const;
  StandingOrder standing_order() const;
  // Fixed partnerships: the teams, all evening (empty with another movement).
  const std::vector<Team>& teams() const { return teams_; }

 private:
  RoundLineup next_lineup(const RoundResult& result) const;

  ProgressiveOptions options_;
  int players_ = 0;
  std::vector<RoundLineup> schedule_;  // whist: every round fixed in advance
  std::vector<int> draw_;              // whist: schedule number -> player (the draw)
  std::vector<Team> teams_;            // fixed partnerships
  RoundLineup current_;
  std::vector<RoundResult> results_;
};

}  // namespace euchre::events
