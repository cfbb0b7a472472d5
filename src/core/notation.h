// Text names of cards, suits and actions, shared by the command line, the
// records and the bindings. Pure functions: no I/O.
//
// Cards are rank then suit letter, as in EGN: "9c", "Th", "Js", "Ad"; the
// Benny is "B". Actions follow EGN's words where EGN has them: "Pass",
// "Order", a suit letter or "n" to name trump, " alone" appended when going
// alone, a card to play it, "discard 9c" for the dealer's discard.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/action.h"
#include "core/card.h"
#include "core/deal.h"

namespace euchre {

// Typed text: lower case (ASCII) and without surrounding white space.
std::string lower(std::string_view text);
std::string_view trim(std::string_view text);

char suit_letter(int suit);            // 'c', 'd', 'h', 's'; 'n' for kNoTrump
std::string_view suit_name(int suit);  // "clubs" ... "no trump"
std::optional<int> parse_suit(std::string_view text);  // letter or name; "n"/"no trump" -> kNoTrump

std::string card_text(Card c);
// The card for people to read: "ace of clubs", "ten of hearts", "Benny" (the
// joker). Sentences put "the" before it.
std::string card_words(Card c);
// Accepts "9c", "Nc" (EGN's 9), "10c", "tc", "JS", "B", "Jk"/"joker" and, when
// the Benny is the two of spades, "2s". Returns nullopt for anything else.
std::optional<Card> parse_card(std::string_view text);

std::string_view phase_name(Phase p);

// The action's public name, e.g. "Order alone", "h", "discard 9c", "Jh".
std::string action_text(Action a);
// Reads an action name in the context of a state (so "Jh" is a play in the
// play phase and "h" names trump in round 2). Short forms are accepted:
// "p" pass, "o"/"order", "a" alone. Nullopt when the text names no action of
// this phase (legality is checked separately).
std::optional<Action> parse_action(std::string_view text, const DealState& s);

}  // namespace euchre
