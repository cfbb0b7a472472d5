// SHA-256 and HMAC-SHA256 (OpenSSL), the only primitives the fair shuffle uses.
#pragma once

#include <cstdint>
#include <span>

#include "fair/algorithm.h"

namespace euchre::fair {

Bytes sha256(std::span<const std::uint8_t> data);
Bytes hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message);

}  // namespace euchre::fair
