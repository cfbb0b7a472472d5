// The expert's figures for a lesson's position: what each offered choice is
// worth in this deal (the learner's side's points minus the other side's, on
// average), from the learner's own view. One place, so that `euchre learn`
// and the page's Learn section show the same numbers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "lessons/lessons.h"

namespace euchre::lessons {

struct Figure {
  std::string choice;             // the position's choice, in notation
  std::string words;              // "order up", "play the ace of clubs"
  std::optional<double> points;   // nullopt: the expert did not value it (a forced move)
};

// The level and seed the lessons' figures are worked out at: the deepest
// level, the one tests/lessons_test.cpp checks every answer against, and a
// fixed seed so that the figures are the same every time.
inline constexpr int kFiguresLevel = 4;
inline constexpr std::uint64_t kFiguresSeed = 1;

// In the order the choices are offered. Slow (the expert at `level` searches):
// keep it off threads that others wait on. Throws LessonError if the position
// does not replay.
std::vector<Figure> expert_figures(const Position& p, int level = kFiguresLevel, std::uint64_t seed = kFiguresSeed);

}  // namespace euchre::lessons
