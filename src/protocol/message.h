// What every message between a seat's client and a table shares: the
// version, the size limit, the JSON type (docs/protocol.md).
#pragma once

#include <cstddef>

#include <nlohmann/json.hpp>

namespace euchre::protocol {

using json = nlohmann::json;

// Every message carries "v": a client built for another version is told so
// (error "version") instead of being misread.
inline constexpr int kVersion = 1;

// A client message is a few dozen bytes; the limit is checked on the raw text
// before parsing, so a huge frame costs nothing to refuse.
inline constexpr std::size_t kMaxMessageBytes = 16 * 1024;

}  // namespace euchre::protocol
