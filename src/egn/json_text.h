// JSON text to a JSON value, refusing what a record never needs and what
// would let a hostile file take the machine: text over kMaxRecordBytes,
// more than kMaxJsonValues values, nesting deeper than kMaxJsonDepth, and
// an object with the same key twice (JSON leaves it open which one counts;
// a record must not be read two ways).
#pragma once

#include <string_view>

#include "egn/detail.h"

namespace euchre::egn::detail {

// Throws EgnError: "invalid JSON: ..." or a message naming the limit.
json parse_json(std::string_view text);

}  // namespace euchre::egn::detail
