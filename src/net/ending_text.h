// Private to src/net: how the clients word the end of a connection, for the
// exception of Client::receive and AsyncClient's on_close.
#pragma once

#include <string>

#include "net/beast.h"

namespace euchre::net {

// "connection closed (code 1008: too many messages)" after a close frame
// (`ec` is websocket::error::closed), "connection lost: <error>" otherwise.
std::string ending_text(const error_code& ec, const websocket::close_reason& reason);

}  // namespace euchre::net
