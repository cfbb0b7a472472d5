// The parser: a JSON value to the plain record (parsed.h), with no rules.
//
// It checks what the notation says on its own: field types, card and call
// words, a card listed twice in a hand or in the tricks, dealNumbers in
// order, the size limits. Fields EGN does not know go to `warnings`.
// Whether a deal is legal is the replayer's question (replay.h).
#pragma once

#include <string>

#include "egn/detail.h"
#include "egn/parsed.h"
#include "egn/warnings.h"

namespace euchre::egn::detail {

parsed::Record parse_record(const json& root, Warnings& warnings);

// One element of `deals` (index = its position, for messages before its number is known).
parsed::Deal parse_deal(const json& deal, std::size_t index, Warnings& warnings);

// x-euchre.deals[].fair of deal `deal` (`what` names its place): the hex
// decoded, the fields typed; what the values mean is `euchre verify`'s question.
fair::FairDeal parse_fair(const json& fair, const std::string& what, int deal);

// A card word ("9c", "NC", "10c", "B"); "Xx" only where `unknown` may take it.
Card parse_card_value(const json& v, const std::string& what);
bool is_unknown_card(const json& v);  // "Xx" in any case

}  // namespace euchre::egn::detail
