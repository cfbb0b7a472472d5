#include "fair/deck_order.h"

#include <bit>
#include <limits>
#include <string>
#include <utility>

#include "fair/digest.h"
#include "fair/secret.h"

namespace euchre::fair {

ShuffleStream::ShuffleStream(const Bytes& secret, const std::vector<Bytes>& contributions, int deal_number)
    : secret_(secret), message_(shuffle_message(contributions, deal_number)) {
  check_secret(secret);
}

ShuffleStream::ShuffleStream(const Bytes& secret, Bytes message) : secret_(secret), message_(std::move(message)) {
  check_secret(secret);
}

std::uint8_t ShuffleStream::next() {
  if (used_ == block_.size()) {
    if (counter_ == std::numeric_limits<std::uint32_t>::max())
      throw FairError("the shuffle's byte stream is exhausted (2^32 blocks)");
    Bytes m = message_;
    put_u32(m, counter_++);
    block_ = hmac_sha256(secret_, m);
    used_ = 0;
  }
  return block_[used_++];
}

int draw_at_most(ShuffleStream& stream, int max) {
  if (max < 0 || max > 255) throw FairError("draw_at_most: " + std::to_string(max) + " is not in 0..255");
  const unsigned mask = std::bit_ceil(static_cast<unsigned>(max) + 1) - 1;
  for (;;) {
    const unsigned x = stream.next() & mask;
    if (x <= static_cast<unsigned>(max)) return static_cast<int>(x);
  }
}

std::vector<Card> deck_order(const CompiledRules& rules, const Bytes& secret, const std::vector<Bytes>& contributions,
                             int deal_number) {
  if (static_cast<int>(contributions.size()) != rules.seats)
    throw FairError(std::to_string(contributions.size()) + " contributions for " + std::to_string(rules.seats) +
                    " seats; one per seat");
  ShuffleStream stream(secret, contributions, deal_number);
  return shuffled_deck(rules, stream);
}

std::vector<Card> shuffled_deck(const CompiledRules& rules, ShuffleStream& stream) {
  std::vector<Card> order(rules.deck_cards.begin(), rules.deck_cards.begin() + rules.deck_size);
  for (int i = rules.deck_size - 1; i >= 1; --i) {
    const int j = draw_at_most(stream, i);
    std::swap(order[static_cast<std::size_t>(i)], order[static_cast<std::size_t>(j)]);
  }
  return order;
}

}  // namespace euchre::fair
