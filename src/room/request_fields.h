// Fields of a client's request that several of the hub's requests read
// alike (a seat, a person or an offset as a small whole number; a person's
// name), so that every request reads and refuses them in the same words.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "protocol/error.h"
#include "store/store.h"
#include "room/names.h"

namespace euchre::room {

inline std::optional<int> int_field(const nlohmann::json& m, const char* field) {
  const auto it = m.find(field);
  if (it == m.end() || !it->is_number_integer()) return std::nullopt;
  const auto v = it->get<long long>();
  if (v < -1000 || v > 1000) return std::nullopt;
  return static_cast<int>(v);
}

// A person's number (1 and up, any size: a server has more than a thousand people).
inline std::optional<store::PersonId> person_number_field(const nlohmann::json& m, const char* field = "person") {
  const auto it = m.find(field);
  if (it == m.end() || !it->is_number_integer() || it->get<long long>() < 1) return std::nullopt;
  return it->get<store::PersonId>();
}

// A private table is reachable with its invite code or by its own people;
// to anyone else it does not exist (the same words as a wrong id).
inline bool may_reach(const std::string& invite, bool seated_there, const nlohmann::json& m) {
  if (invite.empty() || seated_there) return true;
  const auto given = m.find("invite");
  return given != m.end() && given->is_string() && *given == invite;
}

// A person's name (his own, or a guest's): the one rule for names (room/names.h).
inline std::optional<protocol::Error> check_person_name(const std::string& name) {
  if (auto problem = name_problem(name, kMaxPersonNameChars))
    return protocol::Error{protocol::ErrorCode::Malformed, *problem};
  return std::nullopt;
}

}  // namespace euchre::room
