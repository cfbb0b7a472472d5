#include "serve/rules_catalog.h"

#include <string>

#include "core/rules.h"

namespace euchre::serve {
namespace {

using json = nlohmann::json;

// "a|b|c" -> ["a","b","c"]; a description ("1..30"), or a list with a
// pattern in it ("single|first_to:N|rubber"), -> null: typed, not chosen.
json value_list(std::string_view name, std::string_view values) {
  if (values.find('|') == std::string_view::npos) return nullptr;
  json out = json::array();
  std::size_t start = 0;
  while (start <= values.size()) {
    const std::size_t bar = values.find('|', start);
    const std::size_t end = bar == std::string_view::npos ? values.size() : bar;
    const std::string value(values.substr(start, end - start));
    Rules probe;
    try {
      set_option(probe, name, value);
    } catch (const RuleError&) {
      return nullptr;
    }
    out.push_back(value);
    if (bar == std::string_view::npos) break;
    start = bar + 1;
  }
  return out;
}

}  // namespace

json rules_catalog() {
  json presets = json::array();
  for (const PresetInfo& info : preset_infos()) {
    const Rules rules = preset(std::string(info.name));
    json options = json::object();
    for (const OptionInfo& option : option_infos())
      options[std::string(option.name)] = get_option(rules, option.name);
    presets.push_back({{"name", info.name}, {"summary", info.summary}, {"options", options}});
  }
  json options = json::array();
  for (const OptionInfo& info : option_infos())
    options.push_back({{"name", info.name},
                       {"values", value_list(info.name, info.values)},
                       {"description", info.values},
                       {"summary", info.summary}});
  // How many seats each "mode" has, so that the form shows the right seats
  // when the mode is changed from the preset's. Every value the option
  // accepts, so that a new mode is listed without a change here.
  json seats = json::object();
  for (const OptionInfo& info : option_infos()) {
    if (info.name != "mode") continue;
    for (const auto& mode : value_list(info.name, info.values)) {
      Rules rules = preset("standard");
      set_option(rules, "mode", mode.get<std::string>());
      seats[mode.get<std::string>()] = rules.seats();
    }
  }
  return {{"presets", presets}, {"options", options}, {"seats_by_mode", seats}};
}

}  // namespace euchre::serve
