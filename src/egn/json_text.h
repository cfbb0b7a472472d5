// JSON text to a JSON value, refusing what a record never needs and what
// would let a hostile file take the machine: text over kMaxRecordBytes,
// more than kMaxJsonValues values, nesting deeper than kMaxJsonDepth, and
// an object with the same key twice (JSON leaves it open which one counts;
// a record must not be read two ways).
#pragma once

#include <cstddef>
#include <string_view>

#include "egn/detail.h"

namespace euchre::egn::detail {

// The limits of one parse; a record's by default. `what` names the text in
// the messages ("the record").
struct JsonLimits {
  std::size_t bytes = kMaxRecordBytes;
  std::size_t values = kMaxJsonValues;
  int depth = kMaxJsonDepth;
  const char* what = "the record";
};

// Throws EgnError: "invalid JSON: ..." or a message naming the limit.
json parse_json(std::string_view text, const JsonLimits& limits = {});

}  // namespace euchre::egn::detail
