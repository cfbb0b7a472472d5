#include "protocol/error.h"

namespace euchre::protocol {

std::string_view code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::Illegal: return "illegal";
    case ErrorCode::NotYourTurn: return "not_your_turn";
    case ErrorCode::Malformed: return "malformed";
    case ErrorCode::UnknownType: return "unknown_type";
    case ErrorCode::Version: return "version";
    case ErrorCode::TooLarge: return "too_large";
  }
  return "malformed";
}

json error_message(const Error& error) {
  return {{"v", kVersion}, {"type", "error"}, {"code", code_name(error.code)}, {"message", error.message}};
}

}  // namespace euchre::protocol
