// GET /api/rules: every preset and option of the core by its public name,
// for the browser table's "create a table" form (docs/client.md), so the
// page offers exactly what the server accepts and holds no rules itself.
#pragma once

#include <nlohmann/json.hpp>

namespace euchre::serve {

// {"presets":[{"name","summary","options":{option: value text}}],
//  "options":[{"name","values":[...] or null,"summary"}],
//  "seats_by_mode":{"partnership":4,...}}; "values" lists
// the accepted values when the core gives them as a '|'-list, else null
// (a number: "description" says which).
nlohmann::json rules_catalog();

}  // namespace euchre::serve
