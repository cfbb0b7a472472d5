// The subcommands of the `euchre` program; each returns the process exit code.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "lab/self_play.h"

namespace euchre::cli {

struct BenchOptions {
  long deals = 2'000'000;
  std::uint64_t seed = 1;
  bool solver = false;  // --solver: time open-hand solves of full deals instead (default 10,000 deals)
  std::string bot;      // --bot NAME: time that bot's decisions instead (default 200 deals)
  // --preset / --set: random deals of these rules; neither given: the
  // signature's rules (standard with stick the dealer).
  std::string preset;
  std::vector<std::string> sets;
};
int run_bench(const BenchOptions& opt);
int run_bot_bench(const BenchOptions& opt);

// `euchre rules`: every option's value, origin and sources.
struct RulesOptions {
  std::string preset;  // empty: list the presets and show `standard`
  std::vector<std::string> sets;
};
int run_rules(const RulesOptions& opt);

// `euchre selfplay`: bots play complete games; records go to --out (one
// game: that file; several: that directory, game-0001.egn, ...).
struct SelfplayOptions {
  int games = 1;
  std::uint64_t seed = 1;
  std::string preset = "standard";
  std::vector<std::string> sets;
  std::string bots = "basic";  // a bot name, or names by seat separated by commas
  std::string out;
  // Deal every deal by the fair shuffle (docs/fair-shuffle.md): a fresh OS
  // secret per deal, bot contributions derived from it; the record carries
  // the commitments, contributions and revealed secrets. The seed then
  // chooses only the first dealer and the bots' play.
  bool fair = false;
};
int run_selfplay(const SelfplayOptions& opt);

struct ReplayOptions {
  std::string file;
  bool json = false;   // one summary object instead of text
  bool trace = false;  // one JSON line per decision
  bool strict = false; // every warning about the record is an error (exit 1)
};
int run_replay(const ReplayOptions& opt);

// `euchre verify`: every deal of a record against its fair-shuffle seeds.
struct VerifyOptions {
  std::string file;  // the record, without --boards
  std::string boards;  // --boards: a duplicate event's boards file (docs/fair-shuffle.md, "Boards")
  std::vector<std::string> records;  // with --boards: the event's records, each deal one of its boards
};
int run_verify(const VerifyOptions& opt);
int run_verify_boards(const VerifyOptions& opt);  // verify_boards.cpp

// `euchre arena`: two bots against each other (src/arena, docs/arena.md).
struct ArenaOptions {
  std::string bots;                    // "A,B"
  std::optional<long> deals;           // boards of single deals (default 1000)
  std::optional<long> games;           // boards of complete games
  bool duplicate = false;
  int threads = 0;                     // 0: hardware concurrency
  std::string preset = "standard";
  std::vector<std::string> sets;
  std::uint64_t seed = 1;
  std::string json;                    // write the JSON summary here
};
int run_arena(const ArenaOptions& opt);

// The learning tools (docs/learning-tools.md).
struct HintOptions {
  std::string file;
  int seat = -1;
  bool json = false;
  int level = 3;           // the expert's level (1 quick .. 4 deep; 3 is the default expert)
  std::uint64_t seed = 1;  // the expert's sampling seed (same seed, same hint)
  bool strict = false;     // every warning about the record is an error (exit 1)
};
int run_hint(const HintOptions& opt);

// The expert's self-play measurements; their options are a
// lab::SelfPlayRun (lab/self_play.h): `euchre calibrate` (auction values
// against outcomes, lab/calibration.h), `euchre fit-bids` (the sampler's
// bidding model, lab/bid_fit.h), `euchre fit-tricks` (solved against
// really made tricks, lab/trick_fit.h), `euchre check-worlds` (the
// sampled worlds against the real hands, lab/world_check.h).
int run_calibrate(const lab::SelfPlayRun& run);
// `calibrate --paired M [--play] [--score D-O]` (lab/paired_calibration.h).
int run_paired_calibrate(const lab::SelfPlayRun& run, double margin, bool play, const std::string& score);
int run_fit_bids(const lab::SelfPlayRun& run);
int run_fit_tricks(const lab::SelfPlayRun& run);
// With learned_beliefs, the worlds of the play are dealt by the learned
// belief model (learned/belief_model.h), as expert-v3 deals them.
int run_check_worlds(const lab::SelfPlayRun& run, int worlds, bool inference, bool learned_beliefs = false);
// `euchre auction-data --out FILE`: the learned auction model's training
// data (lab/auction_data.h, docs/learned.md), as CSV.
int run_auction_data(const lab::SelfPlayRun& run, const std::string& out);
// `euchre belief-data`: the learned belief model's training data
// (lab/belief_data.h, docs/learned.md), one line a decision of the play.
int run_belief_data(const lab::SelfPlayRun& run, const std::string& out);

struct SolveOptions {
  std::string file;
  bool json = false;
  bool strict = false;  // every warning about the record is an error (exit 1)
};
int run_solve(const SolveOptions& opt);

struct AnalyzeOptions {
  std::string file;
  std::string out;          // default: FILE without extension + "-analyzed.egn"
  int level = 1;
  double threshold = 0.02;  // a mistake loses more match equity than this
  std::uint64_t seed = 1;
  bool strict = false;  // every warning about the record is an error (exit 1)
};
int run_analyze(const AnalyzeOptions& opt);

}  // namespace euchre::cli
