// The terminal client's connection to `euchre serve`: JSON messages over
// net::Client, with the version added to what it sends and a queue of
// messages read ahead (while waiting for one reply, others keep coming).
#pragma once

#include <chrono>
#include <deque>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "net/client.h"
#include "protocol/message.h"

namespace euchre::terminal {

using protocol::json;

// The connection ended (closed by the server, dropped, refused a write):
// what the person is told before the program exits non-zero.
class LinkLost : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ServerLink {
 public:
  // Throws std::runtime_error when the server cannot be reached. Called
  // again (after a lost connection), it drops the old connection and what
  // was read ahead on it, and connects anew.
  void connect(const std::string& url);
  // Adds "v"; throws LinkLost when the connection is gone.
  void send(json message);
  // The next message (read ahead ones first), or nullopt when none comes
  // within `timeout`. Throws LinkLost when the connection ended.
  std::optional<json> next(std::chrono::milliseconds timeout);
  // Waits up to `timeout` for the first message (read ahead or new) that
  // `wanted` accepts, keeping the others for next(), in order. Throws
  // std::runtime_error naming `what` when none came.
  json await(const std::function<bool(const json&)>& wanted, std::chrono::milliseconds timeout,
             const std::string& what);
  // The same for a message of one of `types`.
  json await(std::initializer_list<std::string_view> types, std::chrono::milliseconds timeout);
  // The close handshake: the server sees a person who left, not a crash.
  void close();

 private:
  net::Client& client();  // throws LinkLost before the first connect

  std::unique_ptr<net::Client> client_;
  std::deque<json> ahead_;
};

}  // namespace euchre::terminal
