// A synchronous WebSocket client for the terminal client, the load test and
// the tests: connect, send, receive with a time limit, close. One object per
// thread (thread-compatible); it runs its own io_context, only inside its
// calls. Beast stays out of this header (pimpl).
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace euchre::net {

class Client {
 public:
  Client();
  // Drops the connection if still open (no close handshake: call close()).
  ~Client();
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;
  // A moved-from Client may only be destroyed or assigned to.
  Client(Client&&) noexcept;
  Client& operator=(Client&&) noexcept;

  // Opens ws://host:port/path. Throws std::runtime_error on a bad URL, a
  // connection refused or timed out, or an upgrade the server declines (the
  // message holds its status and body, e.g. "429 Too Many Requests: ...").
  // `headers` go with the upgrade request (a proxy's X-Forwarded-For, in
  // the tests).
  using Headers = std::vector<std::pair<std::string, std::string>>;
  void connect(const std::string& url, std::chrono::milliseconds timeout = std::chrono::seconds(10),
               const Headers& headers = {});
  bool is_open() const;

  // Throws std::runtime_error when not connected, closed, or on a write error.
  void send(std::string_view text);
  // A binary frame: the server refuses those (for the tests).
  void send_binary(std::string_view data);

  // The next text message, or nullopt when none comes within `timeout`.
  // Messages received before a close are returned first; then it throws
  // std::runtime_error naming the close code and reason (or the error).
  std::optional<std::string> receive(std::chrono::milliseconds timeout);

  // The close handshake (bounded by a few seconds); nothing once closed.
  void close();
  // Ends the TCP connection without a close frame, as a crashed client would.
  void drop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace euchre::net
