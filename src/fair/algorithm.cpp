// Byte encodings of the fair shuffle's inputs (algorithm.h).
#include "fair/algorithm.h"

#include <string>

namespace euchre::fair {
namespace {

std::span<const std::uint8_t> id_bytes() {
  return {reinterpret_cast<const std::uint8_t*>(kAlgorithmId.data()), kAlgorithmId.size()};
}

}  // namespace

void put_u32(Bytes& out, std::uint32_t value) {
  for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<std::uint8_t>(value >> shift));
}

void put_field(Bytes& out, std::span<const std::uint8_t> bytes) {
  put_u32(out, static_cast<std::uint32_t>(bytes.size()));
  out.insert(out.end(), bytes.begin(), bytes.end());
}

Bytes shuffle_message(const std::vector<Bytes>& contributions, int deal_number) {
  if (deal_number < 0) throw FairError("deal number " + std::to_string(deal_number) + " is negative");
  Bytes m;
  put_field(m, id_bytes());
  put_u32(m, static_cast<std::uint32_t>(contributions.size()));
  for (std::size_t seat = 0; seat < contributions.size(); ++seat) {
    if (contributions[seat].size() > kMaxContributionBytes)
      throw FairError("the contribution of seat " + std::to_string(seat) + " is " +
                      std::to_string(contributions[seat].size()) + " bytes; at most " +
                      std::to_string(kMaxContributionBytes) + " are taken");
    put_field(m, contributions[seat]);
  }
  put_u32(m, static_cast<std::uint32_t>(deal_number));
  return m;
}

Bytes bot_message(int seat) {
  if (seat < 0 || seat > 3) throw FairError("no seat " + std::to_string(seat));
  Bytes m;
  put_field(m, id_bytes());
  for (char ch : std::string_view("bot")) m.push_back(static_cast<std::uint8_t>(ch));
  put_u32(m, static_cast<std::uint32_t>(seat));
  return m;
}

}  // namespace euchre::fair
