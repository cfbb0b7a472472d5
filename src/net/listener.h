// Private to src/net: accepts TCP connections and gives each its own strand
// and an HttpSession (every connection starts as HTTP).
#pragma once

#include <memory>

#include "net/beast.h"
#include "net/server_state.h"

namespace euchre::net {

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(asio::io_context& ioc, ServerState& state);
  // Binds and listens on options.host:port; throws std::runtime_error
  // naming the address and the system's reason.
  void open();
  unsigned short port() const { return port_; }
  void start();
  // Thread-safe: closes the acceptor on its strand.
  void stop();

 private:
  void do_accept();
  void on_accept(error_code ec, tcp::socket socket);

  asio::io_context& ioc_;
  ServerState& state_;
  tcp::acceptor acceptor_;
  asio::steady_timer retry_;
  unsigned short port_ = 0;
  bool stopped_ = false;  // on the acceptor's strand
};

}  // namespace euchre::net
