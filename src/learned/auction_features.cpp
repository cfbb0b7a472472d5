#include "learned/auction_features.h"

#include <algorithm>
#include <cstddef>

#include "bots/basic_bot.h"
#include "core/seats.h"

namespace euchre::learned {
namespace {

constexpr std::array<std::string_view, kAuctionFeatures> kNames = {
    "right", "left", "trump_ace", "trump_king", "trump_queen", "trump_ten", "trump_nine",
    "up_jack", "up_ace", "up_king", "up_queen", "up_ten", "up_nine",
    "dealer", "left_of_dealer", "dealers_partner", "right_of_dealer",
    "off_aces", "off_kings", "off_voids", "off_singletons", "order_points", "best_round2_points"};

// The ranks of the up-card's one-hot, in kNames' order (the up-card is never
// the left bower: that is of the other suit).
constexpr std::array<Rank, 6> kUpRanks = {Rank::Jack, Rank::Ace, Rank::King, Rank::Queen, Rank::Ten, Rank::Nine};

}  // namespace

const std::array<std::string_view, kAuctionFeatures>& auction_feature_names() { return kNames; }

bool is_round1_question(const SeatView& v) {
  return v.phase == Phase::Bid1 && !v.blind && v.up_card != kNoCard && v.legal.size() >= 2;
}

AuctionFeatures round1_features(const CompiledRules& rules, const SeatView& v) {
  AuctionFeatures x{};
  const Suit trump = natural_suit(v.up_card);
  const CardSet hand = v.hand;
  // Trump held, top down.
  const std::array<Card, 7> trumps = {make_card(trump, Rank::Jack),  make_card(same_colour(trump), Rank::Jack),
                                      make_card(trump, Rank::Ace),   make_card(trump, Rank::King),
                                      make_card(trump, Rank::Queen), make_card(trump, Rank::Ten),
                                      make_card(trump, Rank::Nine)};
  for (std::size_t i = 0; i < trumps.size(); ++i) x[i] = hand.contains(trumps[i]) ? 1.0 : 0.0;
  for (std::size_t i = 0; i < kUpRanks.size(); ++i) x[7 + i] = rank_of(v.up_card) == kUpRanks[i] ? 1.0 : 0.0;
  const int from_dealer = (v.seat - v.dealer + v.seats) % v.seats;
  x[13 + static_cast<std::size_t>(std::clamp(from_dealer, 0, 3))] = 1.0;
  // The other suits, as the effective suits of this trump (the left bower
  // counts as trump, not in its own suit).
  const TrumpTable& t = rules.trump[static_cast<int>(trump)];
  int aces = 0, kings = 0, voids = 0, singletons = 0, best_round2 = 0;
  for (int s = 0; s < kSuits; ++s) {
    if (s == static_cast<int>(trump)) continue;
    const CardSet held = hand & t.suit_cards[static_cast<std::size_t>(s)];
    aces += held.contains(make_card(static_cast<Suit>(s), Rank::Ace)) ? 1 : 0;
    kings += held.contains(make_card(static_cast<Suit>(s), Rank::King)) ? 1 : 0;
    voids += held.empty() ? 1 : 0;
    singletons += held.size() == 1 ? 1 : 0;
    best_round2 = std::max(best_round2, BasicBot::hand_points(rules, hand, s));
  }
  x[17] = aces;
  x[18] = kings;
  x[19] = voids;
  x[20] = singletons;
  // The up-card counts for the dealer's side, against the other.
  const int up_sign = team_of(v.seat) == team_of(v.dealer) ? 1 : -1;
  x[21] = BasicBot::order_points(rules, hand, v.up_card, up_sign) / 10.0;
  x[22] = best_round2 / 10.0;
  return x;
}

}  // namespace euchre::learned
