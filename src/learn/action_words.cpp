#include "learn/action_words.h"

#include "core/notation.h"

namespace euchre::learn {

std::string action_effect(Action a) {
  switch (a.kind) {
    case ActionKind::GoAlone: return "go alone (your partner sits out)";
    case ActionKind::DefendAlone: return "defend alone (your partner sits out)";
    case ActionKind::ThrowIn: return "throw in this hand (the same dealer redeals)";
    case ActionKind::Farmer: return "declare a farmer's hand (swap three low cards for the hidden ones)";
    case ActionKind::FarmerGive: return "give " + card_text(a.arg) + " (shown to everyone)";
    case ActionKind::BlindLoner: return "go alone blind (march 5, anything less gives them 1)";
    case ActionKind::NameBlind: return "name " + std::string(suit_name(a.arg)) + " trump, blind";
    case ActionKind::ShowHand: return "show the hand (no ace, no face, no trump) and throw in";
    case ActionKind::CallAce: return "call the ace of " + std::string(suit_name(a.arg)) + ": its holder is your secret partner";
    case ActionKind::CallRenege: return "accuse the other side of a renege";
    case ActionKind::RobsonSubtract: return "subtract the points from the opponents instead";
    case ActionKind::CallBest: return "call for your partner's best card (passed face down; you then bury one)";
    case ActionKind::PassBest: return "pass " + card_text(a.arg) + " face down to your partner";
    case ActionKind::BestDiscard: return "bury " + card_text(a.arg) + " face down";
    case ActionKind::Bid:
      return "bid " + std::to_string(a.arg) + (a.arg == 1 ? " trick" : " tricks") + " for your side (" +
             std::to_string(a.arg) + (a.arg == 1 ? " point" : " points") + " if made, to the opponents if not)";
    case ActionKind::Jambone:
      return "play a jambone: your hand face up, the opponent on your left calls each card (all five 8 points, 3-4 "
             "tricks 1)";
    case ActionKind::NoJambone: return "play an ordinary lone hand (all five 4 points)";
    case ActionKind::Pass: case ActionKind::Order: case ActionKind::Call: case ActionKind::Discard:
    case ActionKind::Play: case ActionKind::Claim:
      break;
  }
  return {};
}

}  // namespace euchre::learn
