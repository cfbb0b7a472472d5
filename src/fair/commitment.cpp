#include "fair/commitment.h"

#include <string>

#include "fair/digest.h"
#include "fair/secret.h"

namespace euchre::fair {

Bytes commitment(const Bytes& secret) {
  check_secret(secret);
  return sha256(secret);
}

}  // namespace euchre::fair
