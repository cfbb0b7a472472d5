// The deck order of one deal from its seeds (docs/fair-shuffle.md): a
// Fisher-Yates shuffle of the canonical deck (CompiledRules::deck_cards)
// driven by the byte stream HMAC-SHA256(secret, message || u32be(counter)),
// counter 0, 1, 2, ..., each index drawn by rejection sampling.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/card.h"
#include "core/compiled_rules.h"
#include "fair/algorithm.h"

namespace euchre::fair {

// The bytes of block 0, then block 1, ...; block k is
// HMAC-SHA256(secret, shuffle_message(contributions, deal_number) || u32be(k)).
class ShuffleStream {
 public:
  // Throws FairError for a secret of the wrong size, or what shuffle_message refuses.
  ShuffleStream(const Bytes& secret, const std::vector<Bytes>& contributions, int deal_number);
  // The stream of another message (a duplicate event's boards, boards.h).
  ShuffleStream(const Bytes& secret, Bytes message);
  std::uint8_t next();

 private:
  Bytes secret_;
  Bytes message_;  // without the counter
  std::uint32_t counter_ = 0;
  Bytes block_;
  std::size_t used_ = 0;
};

// A number uniform in 0..max (0 <= max <= 255) by rejection: with m the
// smallest 2^k - 1 >= max, take the next byte b; b & m is the answer when
// it is <= max, else that byte is discarded and the next one taken.
int draw_at_most(ShuffleStream& stream, int max);

// The canonical deck shuffled by the stream (Fisher-Yates, Durstenfeld's
// form, from the last card down): the deck order, top card first.
std::vector<Card> shuffled_deck(const CompiledRules& rules, ShuffleStream& stream);

// The deal's deck order: rules.deck_size cards, each card of the deck once.
// `contributions` by seat (rules.seats of them, seat 0 first). Throws
// FairError naming what is wrong with the inputs.
std::vector<Card> deck_order(const CompiledRules& rules, const Bytes& secret, const std::vector<Bytes>& contributions,
                             int deal_number);

}  // namespace euchre::fair
