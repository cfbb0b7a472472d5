// The texts a connection receives when it breaks a limit, just before the
// server closes it: the protocol's error envelope (docs/protocol.md), built
// here because the transport, not the service, enforces these limits.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace euchre::net {

// {"v":1,"type":"error","code":"too_large","message":"message of N bytes; the limit is L"}
std::string too_large_error(std::size_t bytes, std::size_t limit);
// {"v":1,"type":"error","code":"rate_limited","message":"more than N messages per second"}
std::string rate_limited_error(double messages_per_second);

// WebSocket close reasons (the frame carries at most 123 bytes).
inline constexpr std::string_view kReasonShuttingDown = "server shutting down";
inline constexpr std::string_view kReasonTooLarge = "message too large";
inline constexpr std::string_view kReasonRateLimited = "too many messages";
inline constexpr std::string_view kReasonTextOnly = "text frames only";

}  // namespace euchre::net
