#include "net/ending_text.h"

namespace euchre::net {

std::string ending_text(const error_code& ec, const websocket::close_reason& reason) {
  if (ec != websocket::error::closed) return "connection lost: " + ec.message();
  std::string text = "connection closed (code " + std::to_string(reason.code);
  if (!reason.reason.empty()) text += ": " + std::string(reason.reason.data(), reason.reason.size());
  return text + ")";
}

}  // namespace euchre::net
