// The rules of a `create` or `event_create` message from the command line's
// `--set OPTION=VALUE` texts: {"OPTION": "VALUE", ...} (the server reads
// each value as docs/rules.md says; a bad one is its `bad_settings`).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace euchre::loadclient {

inline nlohmann::json rule_options_json(const std::vector<std::string>& sets) {
  nlohmann::json options = nlohmann::json::object();
  for (const std::string& set : sets) {
    const auto eq = set.find('=');
    options[set.substr(0, eq)] = eq == std::string::npos ? std::string() : set.substr(eq + 1);
  }
  return options;
}

}  // namespace euchre::loadclient
