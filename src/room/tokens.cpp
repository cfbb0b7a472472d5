#include "room/tokens.h"

#include <stdexcept>
#include <string_view>

#include <openssl/rand.h>

#include "fair/digest.h"
#include "fair/hex.h"

namespace euchre::room {
namespace {

fair::Bytes random_bytes(std::size_t n) {
  fair::Bytes out(n);
  if (RAND_bytes(out.data(), static_cast<int>(n)) != 1)
    throw std::runtime_error("the operating system's random generator failed");
  return out;
}

}  // namespace

std::string new_token() { return fair::to_hex(random_bytes(16)); }

std::string token_hash(const std::string& token) {
  const auto* p = reinterpret_cast<const std::uint8_t*>(token.data());
  return fair::to_hex(fair::sha256({p, token.size()}));
}

std::string new_id(int chars) {
  // 31 symbols: no 0/o, 1/l/i. Bytes of 248 and over are dropped so that
  // every symbol is equally likely (248 = 8 * 31).
  static constexpr std::string_view kAlphabet = "23456789abcdefghjkmnpqrstuvwxyz";
  std::string id;
  while (static_cast<int>(id.size()) < chars)
    for (std::uint8_t b : random_bytes(static_cast<std::size_t>(chars)))
      if (b < 248 && static_cast<int>(id.size()) < chars) id += kAlphabet[b % kAlphabet.size()];
  return id;
}

std::string keyed_id(const std::string& secret, const std::string& purpose) {
  const auto* k = reinterpret_cast<const std::uint8_t*>(secret.data());
  const auto* m = reinterpret_cast<const std::uint8_t*>(purpose.data());
  return fair::to_hex(fair::hmac_sha256({k, secret.size()}, {m, purpose.size()})).substr(0, 20);
}

bool same_key(const std::string& given, const std::string& expected) {
  if (given.size() != expected.size() || expected.empty()) return false;
  unsigned char differ = 0;
  for (std::size_t i = 0; i < given.size(); ++i) differ |= static_cast<unsigned char>(given[i] ^ expected[i]);
  return differ == 0;
}

}  // namespace euchre::room
