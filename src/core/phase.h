// The phases of a deal and what kind of decision each one is.
//
// Every edge that needs to know "is this an offer", "is this still the
// bidding", "may a record leave this decision out" asks phase_traits();
// the table is a switch without a default, so a new phase does not compile
// until its traits are written down here.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/action.h"

namespace euchre {

enum class Phase : std::uint8_t {
  RedealOffer,      // redeal_hand: each seat in turn may throw in a qualifying hand
  FarmerOffer,      // farmers_hand: each seat in turn may declare a farmer's hand
  FarmerGive,       // the farmer chooses the three cards to give
  BlindLonerOffer,  // Robson: dealer turned a jack and may go alone blind (first of all)
  BennyName,        // Benny turned up: dealer names trump blind (first of all)
  Bid1,             // round 1: accept the up-card or pass
  Bid2,             // round 2: name another suit (or no trump) or pass
  Discard,          // dealer discards after taking the up-card
  LoneOffer,        // a member of the making side may still go alone
  BestCall,         // partners_best: the lone player may call for his partner's best card
  BestPass,         // partners_best: the partner (of the loner or lone defender) passes a card
  BestDiscard,      // partners_best: who received the card discards one face down
  DefendOffer,      // defenders in turn may defend alone
  CallAce,          // call-ace: the maker calls an ace
  ShowOffer,        // no ace, no face, no trump: each seat in play may show such a hand
  Play,             // the tricks
  RenegeWindow,     // renege=callable: last chance to call a renege
  RobsonChoice,     // Robson: the marching side chooses add or subtract
  Auction,          // bidding=auction: each seat once bids a number of tricks or passes
  NameTrump,        // bidding=auction: the highest bidder names trump
  JamboneOffer,     // jambone: the lone player chooses a jambone (hand face up, cards called) or not
  Over,
};

inline constexpr int kPhases = static_cast<int>(Phase::Over) + 1;

struct PhaseTraits {
  std::string_view name;
  // Before round 1 of the bidding (blind calls, throw-ins, the farmer).
  bool before_bidding = false;
  // Round 1 or round 2 of the bidding, or the auction and its naming of trump.
  bool bidding = false;
  // A yes/no question declined by Pass; `accept` is its yes. A record may
  // leave a decline unwritten: a missing answer is a pass.
  bool offer = false;
  ActionKind accept = ActionKind::Pass;
  // The seat decides without having seen its own hand.
  bool blind = false;
  // Whether the seat's hand decides if it may say yes (its answer is
  // asked of every seat alike, so that being asked tells nothing).
  bool hand_qualifies = false;
};

constexpr PhaseTraits phase_traits(Phase p) {
  switch (p) {
    case Phase::BlindLonerOffer:
      return {"blind loner offer", true, false, true, ActionKind::BlindLoner, true, false};
    case Phase::BennyName: return {"Benny up: name trump", true, false, false, ActionKind::Pass, true, false};
    case Phase::RedealOffer: return {"redeal offer", true, false, true, ActionKind::ThrowIn, false, true};
    case Phase::FarmerOffer: return {"farmer offer", true, false, true, ActionKind::Farmer, false, true};
    case Phase::FarmerGive: return {"farmer give", true, false, false, ActionKind::Pass, false, false};
    case Phase::Bid1: return {"bidding round 1", false, true, false, ActionKind::Pass, false, false};
    case Phase::Bid2: return {"bidding round 2", false, true, false, ActionKind::Pass, false, false};
    case Phase::Discard: return {"discard", false, false, false, ActionKind::Pass, false, false};
    case Phase::LoneOffer: return {"lone offer", false, false, true, ActionKind::GoAlone, false, false};
    case Phase::BestCall: return {"call for partner's best", false, false, true, ActionKind::CallBest, false, false};
    case Phase::BestPass: return {"pass the best card", false, false, false, ActionKind::Pass, false, false};
    case Phase::BestDiscard: return {"discard for the best card", false, false, false, ActionKind::Pass, false, false};
    case Phase::DefendOffer: return {"defend-alone offer", false, false, true, ActionKind::DefendAlone, false, false};
    case Phase::CallAce: return {"call an ace", false, false, false, ActionKind::Pass, false, false};
    case Phase::ShowOffer: return {"show offer", false, false, true, ActionKind::ShowHand, false, true};
    case Phase::Play: return {"play", false, false, false, ActionKind::Pass, false, false};
    case Phase::RenegeWindow: return {"renege window", false, false, true, ActionKind::CallRenege, false, false};
    case Phase::RobsonChoice: return {"Robson choice", false, false, true, ActionKind::RobsonSubtract, false, false};
    case Phase::Auction: return {"auction", false, true, false, ActionKind::Pass, false, false};
    case Phase::NameTrump: return {"name trump", false, true, false, ActionKind::Pass, false, false};
    case Phase::JamboneOffer: return {"jambone offer", false, false, false, ActionKind::Pass, false, false};
    case Phase::Over: return {"over", false, false, false, ActionKind::Pass, false, false};
  }
  return {};
}

}  // namespace euchre
