#include "learned/belief_features.h"

#include <bit>
#include <cstddef>

#include "core/compiled_rules.h"
#include "core/seats.h"

namespace euchre::learned {
namespace {

constexpr int kHand = 0, kPlayed = 24, kUp = 96, kUpTaken = 120, kDealer = 121, kMaker = 125, kLoner = 129,
              kRound2 = 133, kVoids = 134, kLed = 146;
static_assert(kLed + 72 == kBeliefFeatures);

// The suit's place from trump: 0 trump, 1 the same colour, 2 and 3 the others.
int suit_place(int trump, int suit) {
  if (suit == trump) return 0;
  if (suit == static_cast<int>(same_colour(static_cast<Suit>(trump)))) return 1;
  int place = 2;
  for (int s = 0; s < suit; ++s)
    if (s != trump && s != static_cast<int>(same_colour(static_cast<Suit>(trump)))) ++place;
  return place;
}

// The seat `other` as seen from `me`: 0 me, 1 left, 2 partner, 3 right.
int from_me(int me, int other) { return (other - me + 4) % 4; }

}  // namespace

const std::vector<std::string>& belief_feature_names() {
  static const std::vector<std::string> names = [] {
    static constexpr std::array<const char*, 4> kSuitNames{"trump", "colour", "side1", "side2"};
    static constexpr std::array<const char*, 6> kRankNames{"9", "10", "J", "Q", "K", "A"};
    static constexpr std::array<const char*, 4> kSeats{"me", "left", "partner", "right"};
    std::vector<std::string> out;
    auto cards = [&](const std::string& prefix) {
      for (const char* s : kSuitNames)
        for (const char* r : kRankNames) out.push_back(prefix + s + "_" + r);
    };
    cards("hand_");
    for (int p = 1; p < 4; ++p) cards(std::string("played_") + kSeats[static_cast<std::size_t>(p)] + "_");
    cards("up_");
    out.emplace_back("up_taken");
    for (const char* who : {"dealer_", "maker_", "loner_"})
      for (const char* s : kSeats) out.push_back(std::string(who) + s);
    out.emplace_back("round2");
    for (int p = 1; p < 4; ++p)
      for (const char* s : kSuitNames) out.push_back(std::string("void_") + kSeats[static_cast<std::size_t>(p)] + "_" + s);
    for (int p = 1; p < 4; ++p) cards(std::string("led_") + kSeats[static_cast<std::size_t>(p)] + "_");
    return out;
  }();
  return names;
}

bool is_belief_question(const SeatView& v) {
  return v.phase == Phase::Play && !v.blind && v.seats == 4 && v.rules.mode == Mode::Partnership &&
         v.trump >= 0 && v.trump < kSuits && v.up_card != kNoCard && v.rules.deck == 24 && v.rules.deck_size() == 24 &&
         v.maker != kNobody;
}

Card belief_card(int trump, int i) {
  const int place = i / 6;
  int suit = 0;
  while (suit_place(trump, suit) != place) ++suit;
  return make_card(static_cast<Suit>(suit), static_cast<Rank>(static_cast<int>(Rank::Nine) + i % 6));
}

int belief_index(int trump, Card c) {
  return suit_place(trump, static_cast<int>(natural_suit(c))) * 6 + static_cast<int>(rank_of(c)) -
         static_cast<int>(Rank::Nine);
}

CardSet unseen_cards(const SeatView& v) {
  CardSet known = v.hand | v.played;
  if (v.own_discard != kNoCard) known.add(v.own_discard);
  if (v.up_card != kNoCard && v.up_card_on_kitty) known.add(v.up_card);
  CardSet all;
  for (int i = 0; i < kBeliefCards; ++i) all.add(belief_card(v.trump, i));
  return all - known;
}

BeliefFeatures belief_features(const SeatView& v) {
  BeliefFeatures x{};
  const int t = v.trump;
  const int me = v.seat;
  auto at = [&](int base, int offset) -> double& { return x[static_cast<std::size_t>(base + offset)]; };
  for (Card c : v.hand) at(kHand, belief_index(t, c)) = 1;
  bool taken = false;
  // Every trick has as many cards as seats in play; its first is a lead.
  const int players = std::popcount(static_cast<unsigned>(v.active & 0xF));
  int plays = 0;
  for (const Move& m : v.moves) {
    if (m.action.kind == ActionKind::Discard) taken = true;
    if (m.action.kind != ActionKind::Play) continue;
    const bool lead = plays++ % players == 0;
    if (m.seat == me) continue;
    const int index = belief_index(t, m.action.arg), from = from_me(me, m.seat) - 1;
    at(kPlayed + 24 * from, index) = 1;
    if (lead) at(kLed + 24 * from, index) = 1;
  }
  at(kUp, belief_index(t, v.up_card)) = 1;
  at(kUpTaken, 0) = taken ? 1 : 0;
  at(kDealer, from_me(me, v.dealer)) = 1;
  at(kMaker, from_me(me, v.maker)) = 1;
  if (v.loner != kNobody) at(kLoner, from_me(me, v.loner)) = 1;
  at(kRound2, 0) = natural_suit(v.up_card) != static_cast<Suit>(t) ? 1 : 0;
  for (int p = 1; p < 4; ++p) {
    const int seat = (me + p) % 4;
    for (int s = 0; s < kSuits; ++s)
      if (v.failed_to_follow[static_cast<std::size_t>(seat)] & (1u << s)) at(kVoids + 4 * (p - 1), suit_place(t, s)) = 1;
  }
  return x;
}

}  // namespace euchre::learned
