// A WebSocket client on a shared io_context, for the load test: many
// connections on a few threads, each reporting through callbacks. The
// callbacks of one client never run concurrently (each client has a strand);
// those of different clients may, when several threads run the io_context.
#pragma once

#include <functional>
#include <memory>
#include <string>

namespace boost::asio {
class io_context;
}

namespace euchre::net {

class AsyncClient {
 public:
  struct Handlers {
    std::function<void()> on_open;
    std::function<void(std::string text)> on_message;
    // Once, at the end: the close code and reason, or the error (a failed
    // connect included), worded as Client's exception.
    std::function<void(std::string why)> on_close;
  };

  AsyncClient(boost::asio::io_context& ioc, Handlers handlers);
  // Drops the connection; no callback runs after the destructor returns
  // when it is called on the only thread running the io_context (or when
  // none is running it). Otherwise destroy it after on_close.
  ~AsyncClient();
  AsyncClient(const AsyncClient&) = delete;
  AsyncClient& operator=(const AsyncClient&) = delete;

  // ws://host:port/path. Throws std::runtime_error on a bad URL; every
  // other failure comes as on_close.
  void connect(const std::string& url);
  // Thread-safe. Queued until the connection is open; dropped after its end.
  void send(std::string text);
  // Thread-safe: the close handshake after what is queued; on_close follows.
  void close();

 private:
  class Impl;
  std::shared_ptr<Impl> impl_;
};

}  // namespace euchre::net
