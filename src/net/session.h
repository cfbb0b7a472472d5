// Private to src/net: what the server knows of any one connection, whether it
// still speaks HTTP or has become a WebSocket. Every method is thread-safe:
// it posts to the session's strand.
#pragma once

#include <string>

namespace euchre::net {

class Session {
 public:
  virtual ~Session() = default;
  // A text message to the client (Outbox::send). Only a WebSocket has
  // somewhere to put it; an HTTP connection ignores it.
  virtual void deliver(std::string text) { (void)text; }
  // `last_text` (when not empty), then a close frame (Outbox::close).
  virtual void close(std::string last_text, std::string reason) {
    (void)last_text;
    (void)reason;
  }
  // The server is stopping: end the connection cleanly and soon.
  virtual void shut_down() = 0;
  // The client did not let it end cleanly in time: drop the connection (its
  // pending operations end at once, and with them the session).
  virtual void abort() = 0;
};

}  // namespace euchre::net
