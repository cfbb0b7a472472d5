// Helpers shared by the rules tests: cards and hands from text, deals with
// known hands, actions by their public names, legal sets as text.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "core/rules.h"
#include "core/view.h"

namespace euchre::test {

// Built with the sanitizers (EUCHRE_SANITIZED, tests/CMakeLists.txt): tests
// that play many games play fewer there.
#if defined(EUCHRE_SANITIZED)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

inline Card C(std::string_view text) {
  auto c = parse_card(text);
  if (!c) throw std::runtime_error("test: bad card '" + std::string(text) + "'");
  return *c;
}

inline std::vector<Card> cards(std::string_view text) {
  std::vector<Card> out;
  std::istringstream in{std::string(text)};
  std::string w;
  while (in >> w) out.push_back(C(w));
  return out;
}

inline CardSet H(std::string_view text) {
  CardSet s;
  for (Card c : cards(text)) s.add(c);
  return s;
}

// A preset with NAME=VALUE overrides applied.
inline Rules R(std::string_view preset_name, std::initializer_list<std::string_view> overrides = {}) {
  Rules r = preset(preset_name);
  for (auto o : overrides) apply_override(r, o);
  return r;
}

// A manual game with one deal begun. `hands` has one text per seat; an empty
// text is filled with the lowest unused cards. `kitty` names the hidden cards
// a farmer would receive first; the rest of the deck follows it.
inline std::unique_ptr<Game> deal(const Rules& rules, int dealer, std::vector<std::string> hands, std::string_view up,
                                  std::string_view kitty = "", std::array<int, 4> score = {}) {
  auto g = std::make_unique<Game>(rules, Game::ManualDeals{}, score);
  const CompiledRules& cr = g->compiled();
  CardSet used;
  std::array<CardSet, 4> h{};
  hands.resize(4);
  for (int p = 0; p < 4; ++p) {
    h[p] = H(hands[p]);
    used |= h[p];
  }
  const Card upc = up.empty() ? kNoCard : C(up);  // "": no card turned (French euchre)
  if (upc != kNoCard) used.add(upc);
  std::vector<Card> k = cards(kitty);
  for (Card c : k) used.add(c);
  CardSet free = cr.deck - used;
  for (int p = 0; p < cr.seats; ++p)
    if (hands[p].empty())
      for (int i = 0; i < cr.hand_size; ++i) h[p].add(free.pop_lowest());
  for (Card c : free) k.push_back(c);
  g->begin_deal(dealer, h, upc, k);
  return g;
}

// A neutral deal: nobody is forced into anything. Its hands (each but the
// last one plain suit), then the deal with the 9h up and the kitty Kh Ah Jh.
inline const std::vector<std::string> kNeutralHands = {"9c Tc Qc Kc Ac", "9d Td Qd Kd Ad", "9s Ts Qs Ks As",
                                                       "Jc Jd Js Th Qh"};
inline std::unique_ptr<Game> neutral(const Rules& rules, int dealer = 0) {
  return deal(rules, dealer, kNeutralHands, "9h", "Kh Ah Jh");
}

// Applies an action given by its public name (parse_action); throws when the
// text names nothing or the action is illegal (GameError).
inline void act(Game& g, std::string_view text) {
  auto a = parse_action(text, g.deal());
  if (!a) throw std::runtime_error("test: '" + std::string(text) + "' names no action in phase " +
                                   std::string(phase_name(g.deal().phase)));
  g.apply(*a);
}

inline void acts(Game& g, std::initializer_list<std::string_view> texts) {
  for (auto t : texts) act(g, t);
}

inline std::set<std::string> legal(const Game& g) {
  ActionList list;
  g.legal(list);
  std::set<std::string> out;
  for (const Action& a : list) out.insert(action_text(a));
  return out;
}

using S = std::set<std::string>;

inline bool is_legal_text(const Game& g, std::string_view text) {
  auto a = parse_action(text, g.deal());
  return a && is_legal(g.deal(), *a);
}

}  // namespace euchre::test
