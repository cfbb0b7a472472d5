// Internals shared by the EGN reader and writer (not part of the public API).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/deal.h"
#include "core/rules.h"
#include "egn/egn.h"

namespace euchre::egn::detail {

using ordered_json = nlohmann::ordered_json;
using json = nlohmann::json;

// Our rules as an EGN ruleset object: only the fields whose value differs
// from EGN's default, and only fields EGN can express.
ordered_json ruleset_from_rules(const Rules& rules);
// The rules an EGN ruleset describes (EGN defaults for absent fields, our
// `standard` values for everything EGN does not name). Throws EgnError.
Rules rules_from_ruleset(const json& ruleset);
// Our options whose value the ruleset cannot carry: name -> value text.
ordered_json extension_rules(const Rules& rules);

}  // namespace euchre::egn::detail
