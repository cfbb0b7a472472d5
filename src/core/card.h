// Cards and card sets.
//
// A card is a number 0..32: suit * 8 + rank for the 32 natural cards
// (rank 0 = seven ... 7 = ace) and 32 for the Benny (the Joker, or the two of
// spades standing in for it). A CardSet is a 64-bit mask over those numbers,
// so hands, the kitty and the played cards are single words and set
// operations are single instructions.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace euchre {

enum class Suit : std::uint8_t { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3 };
inline constexpr int kSuits = 4;

// The suit of the same colour: clubs<->spades, diamonds<->hearts.
constexpr Suit same_colour(Suit s) { return static_cast<Suit>(3 - static_cast<int>(s)); }

enum class Rank : std::uint8_t { Seven, Eight, Nine, Ten, Jack, Queen, King, Ace };
inline constexpr int kRanks = 8;

using Card = std::uint8_t;
inline constexpr Card kBenny = 32;
inline constexpr Card kNoCard = 0xFF;
inline constexpr int kCardCodes = 33;

constexpr Card make_card(Suit s, Rank r) {
  return static_cast<Card>(static_cast<int>(s) * 8 + static_cast<int>(r));
}
// Natural suit and rank; meaningless for the Benny (check is_benny first).
constexpr Suit natural_suit(Card c) { return static_cast<Suit>(c >> 3); }
constexpr Rank rank_of(Card c) { return static_cast<Rank>(c & 7); }
constexpr bool is_benny(Card c) { return c == kBenny; }
// An ace by its rank; the Benny, whose rank means nothing, is never one.
constexpr bool is_ace(Card c) { return !is_benny(c) && rank_of(c) == Rank::Ace; }

class CardSet {
 public:
  constexpr CardSet() = default;
  constexpr explicit CardSet(std::uint64_t bits) : bits_(bits) {}
  static constexpr CardSet of(Card c) { return CardSet(std::uint64_t{1} << c); }

  constexpr std::uint64_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr bool contains(Card c) const { return (bits_ >> c) & 1; }
  constexpr Card lowest() const { return static_cast<Card>(std::countr_zero(bits_)); }
  constexpr Card highest() const { return static_cast<Card>(63 - std::countl_zero(bits_)); }

  // The k-th card (0-based) in ascending code order; k < size().
  Card nth(unsigned k) const {
#if defined(__BMI2__)
    return static_cast<Card>(std::countr_zero(_pdep_u64(std::uint64_t{1} << k, bits_)));
#else
    std::uint64_t b = bits_;
    for (; k > 0; --k) b &= b - 1;
    return static_cast<Card>(std::countr_zero(b));
#endif
  }

  constexpr void add(Card c) { bits_ |= std::uint64_t{1} << c; }
  constexpr void remove(Card c) { bits_ &= ~(std::uint64_t{1} << c); }
  constexpr Card pop_lowest() {
    Card c = lowest();
    bits_ &= bits_ - 1;
    return c;
  }

  constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
  constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
  constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
  constexpr CardSet& operator|=(CardSet o) { bits_ |= o.bits_; return *this; }
  constexpr CardSet& operator&=(CardSet o) { bits_ &= o.bits_; return *this; }
  constexpr CardSet& operator-=(CardSet o) { bits_ &= ~o.bits_; return *this; }
  constexpr bool operator==(const CardSet&) const = default;

  // Iteration over the cards in ascending code order.
  class Iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Card;
    using difference_type = std::ptrdiff_t;
    using pointer = const Card*;
    using reference = Card;
    constexpr Iterator() = default;
    constexpr explicit Iterator(std::uint64_t b) : b_(b) {}
    constexpr Card operator*() const { return static_cast<Card>(std::countr_zero(b_)); }
    constexpr Iterator& operator++() { b_ &= b_ - 1; return *this; }
    constexpr Iterator operator++(int) {
      Iterator old = *this;
      ++*this;
      return old;
    }
    constexpr bool operator==(const Iterator& o) const { return b_ == o.b_; }
   private:
    std::uint64_t b_ = 0;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

 private:
  std::uint64_t bits_ = 0;
};

// All natural cards of one suit (seven to ace).
constexpr CardSet suit_cards(Suit s) { return CardSet(std::uint64_t{0xFF} << (static_cast<int>(s) * 8)); }
// All natural cards of one rank.
constexpr CardSet rank_cards(Rank r) { return CardSet(std::uint64_t{0x0101010101010101} << static_cast<int>(r)); }

}  // namespace euchre
