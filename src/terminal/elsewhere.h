// Where the terminal goes when its server answers `elsewhere` (another
// instance serves the table, docs/scale.md): only to one of the operator's
// instances that the server's `welcome` listed, as the page does
// (web/src/follow_check.ts), since the person's token goes with it.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace euchre::terminal {

// The operator's instances a `welcome` names (`"instances"`: ws:// addresses).
inline std::vector<std::string> welcome_instances(const nlohmann::json& welcome) {
  std::vector<std::string> out;
  if (const auto it = welcome.find("instances"); it != welcome.end() && it->is_array())
    for (const nlohmann::json& url : *it)
      if (url.is_string()) out.push_back(url.get<std::string>());
  return out;
}

// The address to follow for an `elsewhere` error, or nullopt: none given,
// not ws://, or not one of `instances`.
inline std::optional<std::string> elsewhere_target(const nlohmann::json& error, const std::vector<std::string>& instances) {
  const auto it = error.find("url");
  if (it == error.end() || !it->is_string()) return std::nullopt;
  const std::string url = it->get<std::string>();
  if (url.rfind("ws://", 0) != 0) return std::nullopt;
  if (std::find(instances.begin(), instances.end(), url) == instances.end()) return std::nullopt;
  return url;
}

}  // namespace euchre::terminal
