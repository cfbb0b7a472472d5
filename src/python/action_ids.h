// Every decision of every rule set as one number 0..203, the flat action
// space the Python module shows (pyspiel's `num_distinct_actions`).
//
// The core's Action is a kind and an argument (core/action.h); a learner
// wants one index into a fixed vector of logits and a mask of the same
// length. The ranges below never move once published (docs/python.md,
// "Actions"): a new kind of decision takes ids after the last range.
#pragma once

#include <optional>

#include "core/action.h"

namespace euchre::python {

// First id of each range, and its size.
inline constexpr int kPassId = 0;            // 1: pass / decline / keep
inline constexpr int kOrderId = 1;           // 2: order up, +1 alone
inline constexpr int kCallId = 3;            // 10: 3 + 2 * trump (0..3 suits, 4 no trump) + alone
inline constexpr int kDiscardId = 13;        // 33: 13 + card
inline constexpr int kPlayId = 46;           // 33: 46 + card
inline constexpr int kFarmerGiveId = 79;     // 33: 79 + card
inline constexpr int kNameBlindId = 112;     // 4: 112 + suit
inline constexpr int kCallAceId = 116;       // 4: 116 + suit
inline constexpr int kSimpleId = 120;        // 8: the kinds without an argument, in kSimpleKinds order
inline constexpr int kCallBestId = 128;      // 1: partners_best, call for the partner's best card
inline constexpr int kPassBestId = 129;      // 33: 129 + card, the card passed
inline constexpr int kBestDiscardId = 162;   // 33: 162 + card, the card buried
inline constexpr int kBidId = 195;           // 7: French euchre's bid of tricks, 195 + tricks - 1 (1..7)
inline constexpr int kJamboneId = 202;       // 1: jambone, the lone hand played face up (K ch. 5)
inline constexpr int kNoJamboneId = 203;     // 1: no jambone, an ordinary lone hand
inline constexpr int kActionIds = 204;

// Not actions: in an information state's history, a discard (or a burial
// after a best card) the observer saw made face down, its card unknown, and
// a best card passed face down between two other seats.
inline constexpr int kHiddenDiscardId = kActionIds;
inline constexpr int kHiddenPassId = kActionIds + 1;

// The core's action of an id; nullopt for an id outside 0..203 or a Claim
// (claims are adjudicated, never listed, so they have no id).
std::optional<Action> action_of_id(int id);
// The id of a listed action. A hidden discard (arg kNoCard, as a SeatView
// shows another seat's discard) is kHiddenDiscardId.
int id_of_action(Action a);

}  // namespace euchre::python
