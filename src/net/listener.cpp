#include "net/listener.h"

#include <stdexcept>
#include <string>

#include "net/http_session.h"

namespace euchre::net {

Listener::Listener(asio::io_context& ioc, ServerState& state)
    : ioc_(ioc), state_(state), acceptor_(asio::make_strand(ioc)), retry_(acceptor_.get_executor()) {}

void Listener::open() {
  const ServerOptions& options = state_.options;
  const std::string where = options.host + ":" + std::to_string(options.port);
  const auto fail = [&](const error_code& ec) {
    throw std::runtime_error("cannot listen on " + where + ": " + ec.message());
  };
  error_code ec;
  tcp::resolver resolver(ioc_);
  const auto endpoints =
      resolver.resolve(options.host, std::to_string(options.port), tcp::resolver::passive | tcp::resolver::numeric_service, ec);
  if (ec) fail(ec);
  if (endpoints.empty()) fail(asio::error::host_not_found);
  const tcp::endpoint endpoint = endpoints.begin()->endpoint();
  if (acceptor_.open(endpoint.protocol(), ec)) fail(ec);
  // A restarted server may bind while old connections linger in TIME_WAIT;
  // a port another process listens on is still refused.
  if (acceptor_.set_option(asio::socket_base::reuse_address(true), ec)) fail(ec);
  if (acceptor_.bind(endpoint, ec)) fail(ec);
  if (acceptor_.listen(asio::socket_base::max_listen_connections, ec)) fail(ec);
  port_ = acceptor_.local_endpoint(ec).port();
  if (ec) fail(ec);
}

void Listener::start() {
  asio::dispatch(acceptor_.get_executor(), [self = shared_from_this()] { self->do_accept(); });
}

void Listener::stop() {
  asio::post(acceptor_.get_executor(), [self = shared_from_this()] {
    self->stopped_ = true;
    error_code ignored;
    self->retry_.cancel();
    self->acceptor_.close(ignored);
  });
}

void Listener::do_accept() {
  if (stopped_) return;
  // Each connection gets its own strand: its handlers never run
  // concurrently, while different connections run on every thread.
  acceptor_.async_accept(asio::make_strand(ioc_), beast::bind_front_handler(&Listener::on_accept, shared_from_this()));
}

void Listener::on_accept(error_code ec, tcp::socket socket) {
  if (stopped_ || ec == asio::error::operation_aborted) return;
  if (ec) {
    // Out of descriptors or memory: accepting again at once would spin.
    retry_.expires_after(std::chrono::milliseconds(100));
    retry_.async_wait([self = shared_from_this()](error_code wait_ec) {
      if (!wait_ec) self->do_accept();
    });
    return;
  }
  std::make_shared<HttpSession>(std::move(socket), state_)->start();
  do_accept();
}

}  // namespace euchre::net
