// Client -> server messages read from raw text: the checks every message
// type shares (size, JSON, object, version, type), in the order a client
// most needs to hear about them.
#pragma once

#include <optional>
#include <string_view>

#include "protocol/error.h"

namespace euchre::protocol {

// The client message types (docs/protocol.md): the table's "act" and
// "claim", and the server's (lobby, seats, fair shuffle, hints).
inline constexpr std::string_view kClientTypes[] = {"act",  "claim", "hello",      "list", "create",
                                                    "join", "watch", "leave",      "hint", "rematch", "remove", "say",
                                                    "undo", "contribute", "history",
                                                    "event_create", "event_join", "event_start", "event_get",
                                                    "event_check_in", "event_substitute", "event_score", "event_confirm", "event_correct", "event_leave", "event_drop", "event_return", "event_edit", "event_partner", "event_add", "signin_code", "signout_devices",
                                                    "clubs", "club_create", "club_get", "club_join", "club_leave", "club_member", "club_announce", "club_change", "club_schedule", "club_season"};
bool is_client_type(std::string_view type);

// Parses raw text into a message object whose "v" is kVersion and whose
// "type" is a client type, or says why not (too_large, malformed, version,
// unknown_type). Fields of the type itself are checked by its handler.
struct Parsed {
  json message;                // valid when !error
  std::optional<Error> error;
};
Parsed parse_client_message(std::string_view raw);

// The same envelope checks on an already parsed value.
std::optional<Error> check_envelope(const json& message);

// A required string field, or the malformed error naming it.
std::optional<Error> require_string(const json& message, const char* field);

}  // namespace euchre::protocol
