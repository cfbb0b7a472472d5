#include "net/ending_text.h"

#include <algorithm>

namespace euchre::net {

std::string ending_text(const error_code& ec, const websocket::close_reason& reason) {
  if (ec != websocket::error::closed) return "connection lost: " + ec.message();
  std::string text = "connection closed (code " + std::to_string(reason.code);
  if (!reason.reason.empty()) text += ": " + std::string(reason.reason.data(), reason.reason.size());
  return text + ")";
}

std::string declined_text(const websocket::response_type& response) {
  std::string body = response.body();
  body.resize(std::min(body.size(), body.find_first_of("\r\n")));
  return "the server answered " + std::to_string(response.result_int()) + " " + std::string(response.reason()) +
         ": " + body;
}

}  // namespace euchre::net
