// A record as written: the plain content of an EGN file, before any rule.
//
// The parser (parse.h) fills it from JSON and checks only what the notation
// itself says (types, card names, a card listed twice, deal numbers in
// order). It knows no rules: not the deck, not the number of seats, not
// whose turn it is or who wins a trick. The replayer (replay.h) asks the
// rules engine what each part means.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/card.h"
#include "core/seats.h"
#include "egn/egn.h"
#include "fair/fair_deal.h"

namespace euchre::egn::parsed {

// One entry of `calls`, as its word says (no rule decides yet whether it is legal).
struct Call {
  enum class Kind { Pass, Order, Suit };
  Kind kind = Kind::Pass;
  int suit = 0;        // Kind::Suit: 0..3, or kNoTrump
  bool alone = false;  // the legacy word "Alone" (= Order alone)
  std::string word;    // as written, for messages
};

// One x-euchre event: an action EGN cannot write, at an index of the deal's actions.
struct Event {
  std::size_t at = 0;
  int seat = 0;
  std::string action;  // the action's name (notation.h action_text)
};

// One `playerCards` entry: the cards named, and how many were "Xx".
struct Hand {
  CardSet known;
  int unknown = 0;
  int listed() const { return known.size() + unknown; }
};

// A farmer's hand (docs/egn.md): cards given to the kitty, cards taken from it.
struct Farmer {
  int seat = kNobody;
  std::vector<Card> given;
  std::vector<Card> received;
};

struct Deal {
  std::string name;  // "deal N", N as written: every message about the deal starts so
  int number = 0;
  int dealer = 0;
  Card up = kNoCard;
  // As listed in playerCards; nullopt for an empty or absent hand. Empty
  // vector: no playerCards at all.
  std::vector<std::optional<Hand>> hands;
  std::vector<Card> kitty;  // legacy initialState.kitty: hidden cards the record names
  std::vector<Call> calls;
  bool alone = false;         // isAlone
  int defender = kNobody;     // aloneDefender
  Card discard = kNoCard;     // kNoCard: no discard field
  bool discard_unknown = false;  // the discard is "Xx"
  std::optional<Farmer> farmer;
  std::vector<std::vector<Card>> tricks;
  std::optional<int> initial_lead;  // legacy: checked against the leader the rules give
  std::vector<Event> events;        // x-euchre
  std::optional<std::size_t> moves; // x-euchre: the number of actions where the deal stops
  std::optional<fair::FairDeal> fair;  // x-euchre: the fair-shuffle data, as written
};

struct Record {
  Metadata metadata;
  nlohmann::json ruleset;  // metadata.ruleset as written (null when absent)
  std::vector<std::pair<std::string, std::string>> extension_rules;  // x-euchre.rules: option -> value text
  std::vector<int> initial_score;            // metadata.initialScore
  std::vector<int> extension_initial_score;  // x-euchre.initial_score (per player)
  std::optional<std::vector<int>> final_score;
  std::vector<Deal> deals;
};

}  // namespace euchre::egn::parsed
