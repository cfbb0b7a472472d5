// The commitment published before a deal: SHA-256 of the deal's secret.
// The secret has 256 random bits, so the commitment cannot be inverted by
// trying secrets, and the server cannot change the secret after publishing.
#pragma once

#include "fair/algorithm.h"

namespace euchre::fair {

// SHA-256(secret); throws FairError unless the secret is kSecretBytes long.
Bytes commitment(const Bytes& secret);

}  // namespace euchre::fair
