// Checks one recorded deal against its seeds, as `euchre verify` does:
// the secret against the commitment, bot contributions against the secret,
// then the deck order the seeds give, dealt with the record's rules and
// dealer, against the recorded hands, up-card and kitty.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/compiled_rules.h"
#include "core/game.h"
#include "fair/fair_deal.h"

namespace euchre::fair {

struct DealCheck {
  bool ok = false;
  // "ok", or the first thing wrong, e.g. "no secret revealed", "the hands
  // differ from the seeds: seat 1 holds Kd, the seeds deal it Qs".
  std::string text;
};

// `dealt`: the deal as the record gives it (a replayed DealRecord). `open`:
// per seat, the cards the record did not give and the reader filled in
// (egn::Record::guessed); they are not compared, and the text says so.
// A duplicate event's board (euchre-boards-v1) is checked against the board
// its number and the event's pool give, dealt by the board's dealer.
DealCheck check_deal(const CompiledRules& rules, const FairDeal& fair, const DealRecord& dealt,
                     const std::array<CardSet, 4>& open = {});

// The recorded deal against a deck order (dealt by the record's dealer): the
// up-card, the hands, the kitty; what check_deal does once it has the order.
DealCheck compare_with_order(const CompiledRules& rules, const std::vector<Card>& order, const DealRecord& dealt,
                             const std::array<CardSet, 4>& open = {});

}  // namespace euchre::fair
