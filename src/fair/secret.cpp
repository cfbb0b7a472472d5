#include "fair/secret.h"

#include <openssl/rand.h>

#include <string>

#include "fair/digest.h"

namespace euchre::fair {

Bytes new_secret() {
  Bytes s(kSecretBytes);
  if (RAND_bytes(s.data(), static_cast<int>(s.size())) != 1)
    throw FairError("the random generator (OpenSSL RAND_bytes) failed; no secret drawn");
  return s;
}

void check_secret(const Bytes& secret) {
  if (secret.size() != kSecretBytes)
    throw FairError("the secret is " + std::to_string(secret.size()) + " bytes; " + std::string(kAlgorithmId) +
                    " secrets are " + std::to_string(kSecretBytes));
}

Bytes bot_contribution(const Bytes& secret, int seat) {
  check_secret(secret);
  return hmac_sha256(secret, bot_message(seat));
}

}  // namespace euchre::fair
