// EGN reader: JSON text (json_text.h) to the plain record (parse.h), then
// the plain record through the rules engine (replay.h).
//
// Errors name the deal (its dealNumber), the action and the rule broken:
//   "deal 3, trick 2, card 3 (Qh by seat 1): must follow hearts"
// Warnings name the place of what is odd but readable:
//   "deal 2: unknown field 'timings'"
#include <string>

#include "egn/json_fields.h"
#include "egn/json_text.h"
#include "egn/parse.h"
#include "egn/replay.h"

namespace euchre::egn {

Record read(std::string_view text, const ReadOptions& options) {
  detail::Warnings warnings(options.strict);
  const detail::json root = detail::parse_json(text);
  try {
    const parsed::Record plain = detail::parse_record(root, warnings);
    Record rec = detail::replay_record(plain, warnings);
    rec.warnings = warnings.take();
    return rec;
  } catch (const detail::json::exception& e) {
    detail::fail(std::string("malformed record: ") + e.what());
  }
}

}  // namespace euchre::egn
