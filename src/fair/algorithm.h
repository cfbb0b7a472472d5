// The fair shuffle's algorithm id and the byte encodings of its inputs
// (docs/fair-shuffle.md, "Inputs"): what is hashed, in which order, with
// which length prefixes, so that anyone can rebuild the same bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace euchre::fair {

using Bytes = std::vector<std::uint8_t>;

// Versioned: a change to any byte below is a new id.
inline constexpr std::string_view kAlgorithmId = "euchre-fair-v1";
inline constexpr std::size_t kSecretBytes = 32;        // the server's secret per deal (256 bits)
inline constexpr std::size_t kCommitmentBytes = 32;    // SHA-256
inline constexpr std::size_t kMaxContributionBytes = 256;  // one seat's contribution, at most

// Input the algorithm cannot take (a secret of the wrong size, bad hex, ...);
// what() names what is wrong.
class FairError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// u32be(value): four bytes, most significant first.
void put_u32(Bytes& out, std::uint32_t value);
// u32be(length) || bytes: a field whose end is never in doubt.
void put_field(Bytes& out, std::span<const std::uint8_t> bytes);

// The message of the shuffle's HMAC without its block counter:
//   field(id) || u32be(n) || field(C_0) || ... || field(C_n-1) || u32be(deal_number)
// Contributions by seat, seat 0 first. Throws FairError for a contribution
// over kMaxContributionBytes or a negative deal number.
Bytes shuffle_message(const std::vector<Bytes>& contributions, int deal_number);
// The message whose HMAC under the secret is a bot seat's contribution:
//   field(id) || "bot" || u32be(seat)
Bytes bot_message(int seat);

}  // namespace euchre::fair
