// The lessons of `euchre learn` (and, later, the page's Learn section): text
// and set deals read from data/lessons/lessons.json, the one source of their
// content. A position is a deal replayed in the engine up to a decision; its
// "right" answer is checked against the expert by tests/lessons_test.cpp, so
// this file only reads and replays, it never judges.
#pragma once

#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/card.h"
#include "core/game.h"
#include "core/rules.h"

namespace euchre::lessons {

struct Position {
  std::string question;                        // what the learner is asked
  std::vector<std::pair<std::string, std::string>> rules;  // set_option name/value over the standard rules
  int dealer = 0;
  std::string up_card;
  std::array<std::vector<std::string>, 4> hands;  // as dealt, seat by seat
  std::vector<std::string> moves;              // the actions so far, in notation (parse_action)
  int seat = 0;                                // the learner's seat: to act after the moves
  std::vector<std::string> choices;            // the actions offered, in notation
  std::string answer;                          // one of choices: the expert's best
  std::string why;                             // plain words, no card codes
};

struct Lesson {
  std::string id;     // stable key for progress files
  std::string title;
  std::vector<std::string> text;  // paragraphs
  std::vector<Position> positions;
};

// A lesson file that cannot be read: the message names the lesson and field.
struct LessonError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::vector<Lesson> parse_lessons(const std::string& json_text);
// The lessons built into the program (data/lessons/lessons.json at build time),
// and that file's text as built in (a test compares it with the file on disk).
const std::vector<Lesson>& builtin_lessons();
const char* builtin_lessons_json();

// The game at the position's decision: the deal begun and the moves applied.
// Throws LessonError naming the move or card that does not fit.
std::unique_ptr<Game> replay(const Position& p);
Rules position_rules(const Position& p);

// "the jack of hearts"; "the Benny". Lessons and the terminal speak in words.
std::string card_words(Card c);
// "the ace of clubs, the nine of spades and ..." in the order given.
std::string cards_words(const std::vector<Card>& cards);
// An action in words: "pass", "order up" ("pick up the up-card" for the
// dealer), "name hearts", "play the ace of clubs".
std::string action_words(const std::string& notation, const DealState& s);

}  // namespace euchre::lessons
