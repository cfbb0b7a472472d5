// The server's secret for one deal: 32 bytes from the operating system's
// random generator, one fresh secret per deal, and what it derives: the
// contribution of a bot seat (fixed by the secret, so it cannot be chosen
// after the other contributions are seen).
#pragma once

#include "fair/algorithm.h"

namespace euchre::fair {

// kSecretBytes from OpenSSL's RAND_bytes (seeded by the OS); throws
// FairError when the generator fails.
Bytes new_secret();
// Throws FairError naming the size unless the secret is kSecretBytes long.
void check_secret(const Bytes& secret);
// HMAC-SHA256(secret, bot_message(seat)): 32 bytes.
Bytes bot_contribution(const Bytes& secret, int seat);

}  // namespace euchre::fair
