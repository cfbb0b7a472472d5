// `euchre learn`: the lessons (src/lessons, data/lessons/lessons.json) in the
// terminal. Reads the learner's choices line by line, so it runs the same
// from a keyboard or from piped input (the tests drive it that way).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "lessons/figures.h"

namespace euchre::terminal {

struct LearnOptions {
  std::string lesson;     // empty: list the lessons; else a number (1..) or a lesson's id
  std::string progress;   // the progress file; empty: the default under ~/.config/euchre
  int level = lessons::kFiguresLevel;          // the expert's level for the figures shown
  std::uint64_t seed = lessons::kFiguresSeed;  // fixed: the same figures every time
  bool echo = false;      // print each answer read (input that is not a terminal)
};

// Exit codes: 0 done (or input ended), 1 the built-in lessons do not replay, 2 no such lesson.
int run_learn(const LearnOptions& opt, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace euchre::terminal
