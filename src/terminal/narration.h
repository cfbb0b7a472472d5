// What happened at the table, in the terminal game's words: one line per
// action ("West orders up Jh.", "You play Ah.") and the tricks won. The local
// game (play.cpp) narrates from its own state, the client of a server
// (remote_game.cpp) from the views the server sends; both say it here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "terminal/terminal.h"
#include "core/compiled_rules.h"
#include "core/view.h"

namespace euchre::terminal {

// What the words for one action need to know of the deal when it was taken.
struct MoveScene {
  Phase phase = Phase::Over;  // the phase the action was taken in
  int dealer = 0;
  Card up_card = kNoCard;
  int trump = kTrumpUnset;
  CardSet hand;               // the actor's hand (shown with "show")
};

// One action in words; empty for a decline that says nothing (every seat is
// asked the hand-dependent offers).
std::string narrate(const Screen& screen, Mode mode, const MoveScene& scene, int seat, Action a);

// A trick completed among a view's moves: the index of its last play, who
// won it and with which card.
struct TrickWon {
  std::size_t last_move = 0;
  int winner = 0;
  Card card = kNoCard;
};
std::vector<TrickWon> tricks_won(const SeatView& view, const CompiledRules& rules);

// The end of a deal's result line for the core's outcome (core/outcome.h,
// outcome_name: what the server's deal_over carries as "outcome"):
// ": a march", ": euchred", or nothing for a contract made.
std::string outcome_words(std::string_view outcome);

}  // namespace euchre::terminal
