#include "protocol/table_rules.h"

#include <stdexcept>
#include <string>

namespace euchre::protocol {

std::string option_value_text(const json& value, const std::string& option) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
  if (value.is_number_integer()) return std::to_string(value.get<long long>());
  throw std::invalid_argument("option \"" + option + "\" must be a string, true/false or a whole number");
}

Rules rules_from_table(const json& table) {
  if (!table.is_object()) throw std::invalid_argument("table: not an object");
  const auto name = table.find("preset");
  if (name == table.end() || !name->is_string()) throw std::invalid_argument("table: \"preset\" must be a string");
  Rules rules = preset(name->get<std::string>());
  if (const auto options = table.find("options"); options != table.end() && !options->is_null()) {
    if (!options->is_object()) throw std::invalid_argument("table: \"options\" must be an object");
    for (const auto& [option, value] : options->items()) set_option(rules, option, option_value_text(value, option));
  }
  validate(rules);
  return rules;
}

}  // namespace euchre::protocol
