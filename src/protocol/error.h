// Server -> client "error": why a client message was refused.
#pragma once

#include <string>
#include <string_view>

#include "core/deal.h"
#include "protocol/message.h"

namespace euchre::protocol {

enum class ErrorCode {
  Illegal,      // the action is not allowed now (the core's explain_illegal text)
  NotYourTurn,  // another seat is to act, or nobody is (the game is over)
  Malformed,    // not JSON, not an object, a field missing or of the wrong type
  UnknownType,  // "type" names no client message
  Version,      // "v" is not kVersion
  TooLarge,     // the raw text is longer than kMaxMessageBytes
  // The server's (docs/server.md):
  HelloFirst,    // a message other than "hello" before the connection said who it is
  BadToken,      // "hello" with a token the server never issued
  UnknownTable,  // no such table (or a private one without its invite code)
  SeatTaken,     // the seat belongs to someone else
  NotSeated,     // the connection's person has no seat at that table
  BadSettings,   // "create" with an unknown preset, option, value or bot
  NotNow,        // the table is not in a state where this makes sense
  RateLimited,   // more messages per second than the limit (then a close)
  Unavailable,   // the server could not keep the action (store error): nothing changed
  Elsewhere,     // another server instance serves the table (its address in the message)
};

std::string_view code_name(ErrorCode code);  // "illegal", "not_your_turn", ...

struct Error {
  ErrorCode code = ErrorCode::Malformed;
  std::string message;  // for a person: names what is wrong
  // An illegal action's rule as data (the core's refusal_of), for a client
  // that words it itself: {"rule":"must_follow","suit":"spades","led":"Jc",
  // "left_bower":true}, {"rule":"not_held"} or {"rule":"other"}; null otherwise.
  json reason = nullptr;
};

// The core's refusal of `a` as an error's "reason".
json refusal_reason(const Refusal& refusal);

// {"v":1,"type":"error","code":...,"message":...}
json error_message(const Error& error);

}  // namespace euchre::protocol
