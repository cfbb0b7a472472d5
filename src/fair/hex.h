// Bytes as hexadecimal text (two digits per byte), as records carry them.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "fair/algorithm.h"

namespace euchre::fair {

// Lower case.
std::string to_hex(std::span<const std::uint8_t> bytes);
// Upper or lower case digits, nothing else; "" is no bytes. Throws
// FairError naming the text and the first fault: an odd number of digits,
// or the first character that is not a hex digit and its position.
Bytes from_hex(std::string_view text);

}  // namespace euchre::fair
