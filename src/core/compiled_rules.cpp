#include "core/compiled_rules.h"

namespace euchre {
namespace {

int lowest_rank(int deck) { return deck == 24 ? 2 : deck == 28 ? 1 : 0; }

// The short deck keeps the jack to the ace of the two black suits: both
// bowers stay in play whichever of them is trump (docs/rules.md "The short
// deck"); every other deck holds all four suits from its lowest rank.
bool in_deck(const Rules& r, Suit s, Rank rank) {
  if (!r.short_deck()) return true;
  return (s == Suit::Clubs || s == Suit::Spades) && rank >= Rank::Jack;
}

TrumpTable make_trump_table(CardSet deck, int trump) {
  TrumpTable t;
  const bool has_trump = trump < kSuits;
  for (Card c = 0; c < kCardCodes; ++c) {
    if (!deck.contains(c)) continue;
    int suit;
    int trump_power = -1;  // >= 0: the card is a trump of this strength
    if (is_benny(c)) {
      suit = has_trump ? trump : 0;  // never in no-trump (rejected by validate)
      trump_power = 10;
    } else {
      suit = static_cast<int>(natural_suit(c));
      const Rank r = rank_of(c);
      if (has_trump && r == Rank::Jack && suit == trump) {
        trump_power = 9;  // right bower
      } else if (has_trump && r == Rank::Jack && suit == static_cast<int>(same_colour(static_cast<Suit>(trump)))) {
        suit = trump;  // left bower
        trump_power = 8;
      } else if (has_trump && suit == trump) {
        trump_power = static_cast<int>(r);  // seven 0 .. ace 7 (jack excluded above)
      }
    }
    t.suit_of[c] = static_cast<std::uint8_t>(suit);
    t.suit_cards[suit].add(c);
    if (trump_power >= 0) t.trumps.add(c);
    for (int led = 0; led < kSuits; ++led) {
      std::uint8_t key = 0;
      if (trump_power >= 0) key = static_cast<std::uint8_t>(16 + trump_power);
      else if (suit == led) key = static_cast<std::uint8_t>(1 + static_cast<int>(rank_of(c)));
      t.trick_key[led][c] = key;
    }
  }
  return t;
}

// Packet sizes of one deal, e.g. {3, 2} for "3-2" with five cards.
std::array<int, 7> packets(DealPattern p, int hand_size, int& count) {
  std::array<int, 7> out{};
  if (p == DealPattern::One) {
    count = hand_size;
    for (int i = 0; i < hand_size; ++i) out[i] = 1;
    return out;
  }
  // Five cards: 3+2 or 2+3. Seven cards (three-handed): 3+4 or 4+3 (decided here).
  const int small = hand_size / 2, big = hand_size - small;
  count = 2;
  out[0] = p == DealPattern::ThreeTwo ? big : small;
  out[1] = hand_size - out[0];
  return out;
}

}  // namespace

CompiledRules::CompiledRules(const Rules& r) : rules(r) {
  validate(r);
  seats = r.seats();
  hand_size = r.hand_size();
  all_seats_mask = static_cast<std::uint8_t>((1u << seats) - 1);
  const int low = lowest_rank(r.deck);
  deck_size = 0;
  for (int s = 0; s < kSuits; ++s)
    for (int rank = low; rank < kRanks; ++rank) {
      if (!in_deck(r, static_cast<Suit>(s), static_cast<Rank>(rank))) continue;
      Card c = make_card(static_cast<Suit>(s), static_cast<Rank>(rank));
      deck.add(c);
      deck_cards[deck_size++] = c;
    }
  if (r.joker != JokerKind::None) {
    deck.add(kBenny);
    deck_cards[deck_size++] = kBenny;
  }
  for (int t = 0; t <= kNoTrump; ++t) trump[t] = make_trump_table(deck, t);

  int count = 0;
  auto sizes = packets(r.deal_pattern, hand_size, count);
  int pos = 0;
  for (int k = 0; k < count; ++k)
    for (int offset = 1; offset <= seats; ++offset)
      for (int i = 0; i < sizes[k]; ++i) deal_offset[pos++] = static_cast<std::uint8_t>(offset);
  dealt = pos;
  for (int i = pos; i < kCardCodes; ++i) deal_offset[i] = 0;
  for (int dealer = 0; dealer < seats; ++dealer)
    for (int i = 0; i < dealt; ++i) deal_seat[dealer][i] = static_cast<std::uint8_t>((dealer + deal_offset[i]) % seats);

  for (int mask = 0; mask < 16; ++mask)
    for (int s = 0; s < 4; ++s) {
      int n = s;
      for (int step = 0; step < seats; ++step) {
        n = n + 1 == seats ? 0 : n + 1;
        if (mask & (1 << n)) break;
      }
      next_active[mask][s] = static_cast<std::uint8_t>(n);
    }
  pre_bid_steps = r.redeal_hand != RedealHand::Off || r.farmers_hand != FarmersHand::Off ||
                  r.joker != JokerKind::None || r.robson;
  post_make_steps = (r.lone_maker && (r.lone_by != LoneBy::Maker || r.joker != JokerKind::None)) ||
                    r.lone_defender || r.partners_best || r.mode == Mode::CallAce || r.no_ace_no_face_no_trump;
  follow_enforced = r.renege == Renege::Prevented ? CardSet(~std::uint64_t{0}) : CardSet();
}

}  // namespace euchre
