#include "protocol/error.h"

#include "core/notation.h"

namespace euchre::protocol {

std::string_view code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::Illegal: return "illegal";
    case ErrorCode::NotYourTurn: return "not_your_turn";
    case ErrorCode::Malformed: return "malformed";
    case ErrorCode::UnknownType: return "unknown_type";
    case ErrorCode::Version: return "version";
    case ErrorCode::TooLarge: return "too_large";
    case ErrorCode::HelloFirst: return "hello_first";
    case ErrorCode::BadToken: return "bad_token";
    case ErrorCode::UnknownTable: return "unknown_table";
    case ErrorCode::SeatTaken: return "seat_taken";
    case ErrorCode::NotSeated: return "not_seated";
    case ErrorCode::BadSettings: return "bad_settings";
    case ErrorCode::NotNow: return "not_now";
    case ErrorCode::RateLimited: return "rate_limited";
    case ErrorCode::Unavailable: return "unavailable";
    case ErrorCode::Elsewhere: return "elsewhere";
  }
  return "malformed";
}

json error_message(const Error& error) {
  json m = {{"v", kVersion}, {"type", "error"}, {"code", code_name(error.code)}, {"message", error.message}};
  if (!error.reason.is_null()) m["reason"] = error.reason;
  return m;
}

json refusal_reason(const Refusal& refusal) {
  switch (refusal.rule) {
    case RefusalRule::None: return nullptr;
    case RefusalRule::NotHeld: return {{"rule", "not_held"}};
    case RefusalRule::Other: return {{"rule", "other"}};
    case RefusalRule::MustFollow:
      return {{"rule", "must_follow"},
              {"suit", std::string(suit_name(refusal.follow_suit))},
              {"led", card_text(refusal.led)},
              {"left_bower", refusal.led_left_bower}};
  }
  return nullptr;
}

}  // namespace euchre::protocol
