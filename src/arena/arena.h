// The arena: two kinds of computer player against each other, measured.
//
// Bot A and bot B share the table (seating per mode below). A *board* is one
// independent sample: one deck order (--deals) or one deck sequence (--games)
// played once, or in duplicate once per seating so that every seat's cards
// are held by A once and by B once (three-handed: by A once per seat).
//
// Seating. Partnership and call-ace: A at seats 0 and 2, B at 1 and 3; the
// duplicate replay swaps them (A at 1 and 3). Three-handed: A at seat 0, B at
// seats 1 and 2; duplicate plays the board three times with A at seat 0, 1, 2.
//
// A's points in one deal: the mean points of A's seats minus the mean points
// of B's seats (a seat's points are its scorer's: its team's in a
// partnership, its own otherwise). Partnership: A's team's points minus B's.
//
// Statistics: points per deal = sum over boards of A's points / deals
// played; the 95% interval is the normal approximation of that ratio over
// the boards (delta method), so a duplicate board's plays form one sample.
// Match win rate: a game counts 1 if one of A's scorers wins, 0 if one of
// B's does, and the baseline (A's share of the seats) if nobody wins (a tie
// at a fixed number of deals); a board's value is the mean over its plays.
//
// Reproducibility: board i is seeded from (seed, i) alone and the results are
// merged in board order, so the output depends on the seed, never on the
// number of threads. Every seat's bot is seeded from (board seed, seat), the
// same for every play of a board: two copies of one deterministic-per-seed bot
// play a duplicate board identically and score exactly 0.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/rules.h"

namespace euchre::arena {

struct Config {
  Rules rules;
  std::string preset = "standard";  // for the report only
  std::string bot_a = "basic", bot_b = "random";
  long deals = 0;  // boards of single deals (score 0-0, dealer = board index mod seats)
  long games = 0;  // boards of complete games (used when > 0)
  bool duplicate = false;
  int threads = 1;
  std::uint64_t seed = 1;
  // Called now and then from the calling thread with (boards done, boards).
  std::function<void(long, long)> progress;
};

// One bot's record over every deal it played. "Its side" is the side of its
// seat; the making side is the maker's (its partner or the called ace's
// holder included). A deal counts here only when it was played out and
// scored with trump made (not passed out, thrown in or ended by a renege).
struct BotStats {
  long called = 0;          // its seat named trump (ordered up, called, or named blind)
  long makes = 0;           // ... and the makers took a majority of the tricks (3 of 5, 4 of 7)
  long euchred = 0;         // ... and the makers did not
  long euchres = 0;         // it defended (a seat among the defenders) and the makers were euchred
  long marches = 0;         // its call and the makers took every trick
  long loners_tried = 0;    // it went alone
  long loners_made = 0;     // ... and took a majority
  long loners_marched = 0;  // ... and took every trick
  double points = 0;        // points scored by its seats' scorers, summed over its seats / its seat count
};

struct Result {
  long boards = 0;
  long deals = 0;   // deals played (every play of every board; misdeals count)
  long games = 0;   // games played (every play of every board), 0 in --deals mode
  long scored_with_maker = 0;  // deals played out and scored with trump made
  long passed_out = 0;         // deals where everyone passed
  double points_per_deal = 0;
  double ci_low = 0, ci_high = 0;
  std::optional<double> match_win_rate;
  double win_ci_low = 0, win_ci_high = 0;
  double win_baseline = 0.5;   // what equal bots score
  std::array<BotStats, 2> stats{};  // [0] = A, [1] = B
};

// Plays every board; throws std::invalid_argument for an unknown bot and
// RuleError for rules that do not validate.
Result run(const Config& config);

// The report: "key: value" lines and a table per bot.
std::string format_text(const Config& config, const Result& result);
// {"bots":[A,B],"deals":N,"points_per_deal":X,"ci95":[lo,hi],"match_win_rate":Y|null, ...}
std::string format_json(const Config& config, const Result& result);

}  // namespace euchre::arena
