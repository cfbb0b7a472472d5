// Text rendering for `euchre play`: seat names, cards, hands and the table
// as one seat sees them. Colour (ANSI) only when asked for; plain text
// otherwise, so a piped session can be scripted.
#pragma once

#include <string>
#include <vector>

#include "core/compiled_rules.h"
#include "core/view.h"
#include "learn/action_words.h"

namespace euchre::terminal {

// True when stdout is a terminal and NO_COLOR is unset.
bool want_colour();

class Screen {
 public:
  Screen(const CompiledRules& rules, int human, bool colour);

  // "You", or the position seen from the human's seat ("West", "North", "East").
  std::string seat_name(int seat) const;
  // "You & North" (partnerships) or the seat's name (cutthroat).
  std::string side_name(int scorer) const;
  // One card, coloured when enabled (red suits red, trump bold and underlined).
  std::string card(Card c, int trump) const;
  // The hand sorted by suit, trump first (Benny and bowers inside trump).
  std::string hand(CardSet cards, int trump) const;
  std::vector<Card> sorted(CardSet cards, int trump) const;
  std::string bold(const std::string& s) const;
  std::string dim(const std::string& s) const;

  std::string score_line(const std::array<int, 4>& score) const;
  // A series of games (laps and slams): "Games: You & North 2 (1 slam),
  // West & East 1 (first to 3) | game 4 started 1-0 (carried)"; empty
  // without a series.
  std::string series_line(const SeatView& v) const;
  // "** Game won by You & North: a slam, it counts two games. You & North
  // carry 1 point into the next game." (no carry once the series is over).
  std::string game_won_line(int winner, bool slam, int carried, bool series_over) const;
  std::string tricks_line(const SeatView& v) const;
  // The state a seat sees before it decides: deal, up-card, trump, maker,
  // loners, the trick on the table, tricks, score and its hand.
  std::string status(const SeatView& v) const;
  // The phase in words for this game: the core's name, except that a turned
  // joker is called what this pack has (the railroad's "joker", the two of
  // spades) rather than the British "Benny".
  std::string phase_words(Phase phase) const;

  // Short input that selects an action, and what it means, for `?`.
  std::string input_for(Action a) const;
  std::string explain(Action a, const SeatView& v) const;

 private:
  const CompiledRules& rules_;
  int human_;
  bool colour_;
};


}  // namespace euchre::terminal
