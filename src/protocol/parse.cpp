#include "protocol/parse.h"

#include <string>

namespace euchre::protocol {
namespace {

Error malformed(std::string message) { return {ErrorCode::Malformed, std::move(message)}; }

}  // namespace

bool is_client_type(std::string_view type) {
  for (std::string_view known : kClientTypes)
    if (type == known) return true;
  return false;
}

std::optional<Error> require_string(const json& message, const char* field) {
  const auto it = message.find(field);
  if (it == message.end()) return malformed(std::string("missing field \"") + field + "\"");
  if (!it->is_string()) return malformed(std::string("field \"") + field + "\" must be a string");
  return std::nullopt;
}

std::optional<Error> check_envelope(const json& message) {
  if (!message.is_object()) return malformed("a message must be a JSON object");
  const auto v = message.find("v");
  if (v == message.end()) return malformed("missing field \"v\" (the protocol version)");
  // A version is a whole number; 1.0 or "1" is a client bug worth naming.
  if (!v->is_number_integer()) return malformed("field \"v\" must be an integer");
  if (*v != kVersion)
    return Error{ErrorCode::Version, "unsupported protocol version " + v->dump() + "; this server speaks version " +
                                         std::to_string(kVersion)};
  if (auto e = require_string(message, "type")) return e;
  const std::string& type = message["type"].get_ref<const std::string&>();
  if (!is_client_type(type)) return Error{ErrorCode::UnknownType, "unknown message type \"" + type + "\""};
  return std::nullopt;
}

Parsed parse_client_message(std::string_view raw) {
  if (raw.size() > kMaxMessageBytes)
    return {{}, Error{ErrorCode::TooLarge, "message too large: " + std::to_string(raw.size()) + " bytes, the limit is " +
                                               std::to_string(kMaxMessageBytes)}};
  // No exceptions: a bad frame is an answer, not a failure of the table.
  json message = json::parse(raw, nullptr, /*allow_exceptions=*/false);
  if (message.is_discarded()) return {{}, malformed("not JSON")};
  if (auto e = check_envelope(message)) return {{}, e};
  return {std::move(message), std::nullopt};
}

}  // namespace euchre::protocol
