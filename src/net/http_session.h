// Private to src/net: one TCP connection while it speaks HTTP: reads
// requests (kept alive), answers GET/HEAD through Service::get and POST
// through Service::post, and hands
// the socket to a WsSession on a WebSocket upgrade of /ws.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "net/beast.h"
#include "net/http_reply.h"
#include "net/limits.h"
#include "net/server_state.h"
#include "net/session.h"

namespace euchre::net {

class HttpSession : public Session, public std::enable_shared_from_this<HttpSession> {
 public:
  // `socket` is bound to this connection's strand.
  HttpSession(tcp::socket&& socket, ServerState& state);
  ~HttpSession() override;
  void start();
  void shut_down() override;
  void abort() override;

 private:
  using Request = http::request<http::string_body>;

  void do_read();
  void on_read(error_code ec, std::size_t bytes);
  void handle(Request&& request);
  // From a trusted proxy: the client the request names, counted from now.
  void take_client_from(const Request& request);
  HttpResponse answer(const Request& request);
  void post(const RequestFacts& facts, Request&& request);
  void upgrade(Request&& request);
  void on_posted(const RequestFacts& facts, const HttpResponse& response);
  void on_post_timeout(error_code ec);
  void reply(const RequestFacts& facts, const HttpResponse& response);
  void on_write(bool keep_alive, error_code ec, std::size_t bytes);
  void do_close();

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  ServerState& state_;
  // The TCP peer; the client's address (the peer's, or the one a trusted
  // proxy names in the request being served: client_address).
  const std::string peer_;
  const bool from_proxy_;
  std::string address_;
  // Counts this connection against its address; invalid when over the
  // limit (every request is then answered 429 and the connection closed).
  AddressLimiter::Ticket ticket_;
  ConnectionId id_ = 0;
  // Keeps this session alive while a service works on a POST (the pending
  // wait holds it; the service's answer holds only a weak pointer).
  asio::steady_timer post_wait_;
  bool waiting_for_post_ = false;  // on the strand
  bool reading_ = false;   // on the strand
  bool stopping_ = false;  // on the strand
  bool served_ = false;  // a request has come: later ones wait request_timeout, the first less
};

}  // namespace euchre::net
