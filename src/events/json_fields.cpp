#include "events/json_fields.h"

#include "events/progressive.h"

namespace euchre::events::fields {

const json& field(const json& object, const char* name, const std::string& where) {
  if (!object.is_object() || !object.contains(name)) throw EventError(where + ": missing \"" + name + "\"");
  return object.at(name);
}

int integer(const json& object, const char* name, const std::string& where) {
  const json& v = field(object, name, where);
  if (!v.is_number_integer()) throw EventError(where + ": \"" + name + "\" must be an integer");
  return v.get<int>();
}

std::string text(const json& object, const char* name, const std::string& where) {
  const json& v = field(object, name, where);
  if (!v.is_string()) throw EventError(where + ": \"" + name + "\" must be a string");
  return v.get<std::string>();
}

const json& array(const json& object, const char* name, const std::string& where) {
  const json& v = field(object, name, where);
  if (!v.is_array()) throw EventError(where + ": \"" + name + "\" must be an array");
  return v;
}

}  // namespace euchre::events::fields
