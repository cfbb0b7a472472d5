// The words for what a decision does, shared by the terminal's choices and
// the hints' reasons (one wording, so a player reads the same thing twice).
#pragma once

#include <string>

#include "core/action.h"

namespace euchre::learn {

// What saying yes to an offer, or a decision without a card, does, in plain
// words ("throw in this hand (the same dealer redeals)"); empty for the
// calls, cards and passes, which Screen::explain words with the view.
std::string action_effect(Action a);

}  // namespace euchre::learn
