// SHA-256 and HMAC-SHA256 through OpenSSL's libcrypto (digest.h).
#include "fair/digest.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/sha.h>

namespace euchre::fair {

Bytes sha256(std::span<const std::uint8_t> data) {
  Bytes out(SHA256_DIGEST_LENGTH);
  if (!EVP_Digest(data.data(), data.size(), out.data(), nullptr, EVP_sha256(), nullptr))
    throw FairError("SHA-256 failed (OpenSSL)");
  return out;
}

Bytes hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message) {
  Bytes out(SHA256_DIGEST_LENGTH);
  unsigned int len = 0;
  if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), message.data(), message.size(), out.data(), &len) ||
      len != out.size())
    throw FairError("HMAC-SHA256 failed (OpenSSL)");
  return out;
}

}  // namespace euchre::fair
