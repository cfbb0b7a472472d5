// Server -> client "error": why a client message was refused.
#pragma once

#include <string>
#include <string_view>

#include "protocol/message.h"

namespace euchre::protocol {

enum class ErrorCode {
  Illegal,      // the action is not allowed now (the core's explain_illegal text)
  NotYourTurn,  // another seat is to act, or nobody is (the game is over)
  Malformed,    // not JSON, not an object, a field missing or of the wrong type
  UnknownType,  // "type" names no client message
  Version,      // "v" is not kVersion
  TooLarge,     // the raw text is longer than kMaxMessageBytes
};

std::string_view code_name(ErrorCode code);  // "illegal", "not_your_turn", ...

struct Error {
  ErrorCode code = ErrorCode::Malformed;
  std::string message;  // for a person: names what is wrong
};

// {"v":1,"type":"error","code":...,"message":...}
json error_message(const Error& error);

}  // namespace euchre::protocol
