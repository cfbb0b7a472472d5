// Every decision of a record against the expert (docs/learning-tools.md,
// `euchre analyze`): the value the chosen action lost next to the best one,
// and the open-hand result of each deal whose hands are all known. Shared
// by `euchre analyze` (an annotated EGN) and `euchre serve`'s
// POST /api/analyze (JSON for the page's replays).
#pragma once

#include <cstddef>
#include <cstdint>
#include <array>
#include <map>
#include <optional>
#include <vector>

#include "core/action.h"
#include "egn/egn.h"

namespace euchre::learn {

struct AnalyzeSettings {
  int level = 1;            // the expert's level, 1 (quick) .. 4 (deep)
  double threshold = 0.02;  // a mistake loses more value than this
  std::uint64_t seed = 1;   // sampling seed
};

enum class Verdict { Best, Close, Mistake };

// One decision: a move with more than one legal action by a seat whose hand
// the record gives (claims are not judged).
struct Decision {
  int seat = 0;
  Action action;
  Action best;               // the expert's choice
  double value = 0;          // of the action chosen: match equity (games to a target) or points
  double lost = 0;           // best's value minus the chosen one's (>= 0)
  double points = 0;         // expected points of the action chosen (this deal, the seat's side)
  double points_lost = 0;    // best's expected points minus the chosen one's
  Verdict verdict = Verdict::Best;
};

// The open-hand result of a deal: before the move `move` (the first of the
// play), the makers (seat `maker`'s side) take `tricks` of `of` with best play.
struct OpenHand {
  std::size_t move = 0;
  int maker = 0;
  int tricks = 0;
  int of = 0;
};

struct DealAnalysis {
  std::map<std::size_t, Decision> decisions;  // by the move's index in DealRecord::moves
  std::optional<OpenHand> open_hand;          // every hand known and the play reached
};

struct SeatTotals {
  int decisions = 0, mistakes = 0;
  double lost = 0, points_lost = 0;
};

struct Analysis {
  bool target = false;              // values are match equity (the game has a target)
  std::vector<DealAnalysis> deals;  // as record.game->records()
  std::array<SeatTotals, 4> seats{};
};

// Analyses the record's game (not the deals played after it was over).
// Slow: one expert search per decision (a second or more at level 1 for a
// whole game); run it off any thread that must answer quickly.
Analysis analyze(const egn::Record& record, const AnalyzeSettings& settings);

}  // namespace euchre::learn
