// Fields of the events' JSON (an evening kept, an EMN match, its extra
// file), each refused with an EventError naming the place and the field:
// "round 2, table 1: missing \"seats\"".
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace euchre::events::fields {

using json = nlohmann::json;

// The member `name` of `object` (which must be an object).
const json& field(const json& object, const char* name, const std::string& where);
int integer(const json& object, const char* name, const std::string& where);
std::string text(const json& object, const char* name, const std::string& where);
const json& array(const json& object, const char* name, const std::string& where);

}  // namespace euchre::events::fields
