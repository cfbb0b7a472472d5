// What became of a deal, in the words players use: made, a march, euchred
// (or a renege's penalty, a jamboree, no contract at all). The core scores a
// deal from the same threshold (makers_tricks_needed), so every edge that
// names a deal's result (the arena, the terminal, the server's messages and
// records, club evenings) asks here instead of counting tricks again.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/deal.h"
#include "core/seats.h"

namespace euchre {

enum class DealOutcomeKind : std::uint8_t {
  NoContract,  // nobody made trump: all passed, a redeal, a hand thrown in
  Made,        // the makers took the tricks they needed, not all
  Marched,     // the makers took every trick
  Euchred,     // the makers fell short (a blind loner short of a march too)
  Renege,      // a proven renege ended the deal: the penalty is the score
  Jamboree,    // the five highest trumps were shown: 16 without play (K ch. 5)
};

struct DealOutcome {
  DealOutcomeKind kind = DealOutcomeKind::NoContract;
  int maker = kNobody;
  SeatMask makers = 0;          // the making side's seats (call-ace: with the ace's holder)
  int loner = kNobody;          // the lone maker, if any
  int lone_defender = kNobody;
  bool blind_loner = false;     // Robson: alone before seeing his hand (a march or nothing)
  bool jambone = false;         // the lone hand was played face up (K ch. 5)
  int bid = 0;                  // bidding=auction: the tricks bid (0: no auction)
  int makers_tricks = 0;
  int tricks_needed = 0;        // what the makers had to take to score
  int tricks_in_deal = 0;

  bool made() const { return kind == DealOutcomeKind::Made || kind == DealOutcomeKind::Marched; }
  bool marched() const { return kind == DealOutcomeKind::Marched; }
  bool euchred() const { return kind == DealOutcomeKind::Euchred; }
  bool lone_hand() const { return loner != kNobody; }
};

// The tricks the makers must take to score: the number bid (bidding=auction),
// every trick for a Robson blind loner, otherwise a majority (3 of 5, 4 of 7).
int makers_tricks_needed(const DealState& s);

// The outcome of a finished deal (s.over()); NoContract while it is not.
DealOutcome deal_outcome(const DealState& s);

// "made", "march", "euchred", "renege", "jamboree", "no contract".
std::string_view outcome_name(DealOutcomeKind kind);

}  // namespace euchre
