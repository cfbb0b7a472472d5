// The replayer: the plain record (parsed.h) to a Game, asking the rules
// engine for everything: the rules the ruleset names, whose turn it is,
// whether an action is legal and why not, who won each trick, when a deal
// and the game end, who deals next.
#pragma once

#include <array>

#include "core/game.h"
#include "egn/parsed.h"
#include "egn/warnings.h"

namespace euchre::egn::detail {

// The rules a record names: its ruleset, then x-euchre.rules; validated.
Rules record_rules(const parsed::Record& record);

// Every deal through Game; throws EgnError naming the deal, the action and
// the rule. Warnings: deals recorded after the game was over.
Record replay_record(const parsed::Record& record, Warnings& warnings);

// What the record did not say about one deal and the reader filled in.
struct DealOutcome {
  std::array<CardSet, 4> guessed{};  // per seat, as Record::guessed
  int guessed_discard = kNobody;     // as Record::guessed_discard
};
// One deal, begun and played in `game` (its dealer already checked against
// the rotation). `last`: the record's last deal, which may stop anywhere.
DealOutcome replay_deal(Game& game, const parsed::Deal& deal, bool last);

// What a deal's record must satisfy before any action: the seats it names
// exist, every card it names is in the deck, no more tricks than a hand has
// cards.
void check_deal_fits(const parsed::Deal& deal, const CompiledRules& rules);

}  // namespace euchre::egn::detail
