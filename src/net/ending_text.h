// Private to src/net: how the clients word the end of a connection, for the
// exceptions of Client and AsyncClient's on_close.
#pragma once

#include <string>

#include "net/beast.h"

namespace euchre::net {

// "connection closed (code 1008: too many messages)" after a close frame
// (`ec` is websocket::error::closed), "connection lost: <error>" otherwise.
std::string ending_text(const error_code& ec, const websocket::close_reason& reason);

// "the server answered 429 Too Many Requests: <first line of the body>" when
// the server declines the upgrade (a limit says why in the body).
std::string declined_text(const websocket::response_type& response);

}  // namespace euchre::net
