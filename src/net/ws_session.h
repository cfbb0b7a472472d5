// Private to src/net: one WebSocket connection. Reads text messages and
// passes them to the service after the transport's limits (size, rate, text
// only); writes what the service sends through a queue, because Beast allows
// one outstanding async_write per stream. Everything runs on the
// connection's strand; the public methods post to it.
#pragma once

#include <deque>
#include <memory>
#include <string>
#include <string_view>

#include "net/beast.h"
#include "net/limits.h"
#include "net/server_state.h"
#include "net/session.h"

namespace euchre::net {

class WsSession : public Session, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, ServerState& state, AddressLimiter::Ticket ticket, std::string address);
  ~WsSession() override;
  // Answers the upgrade `request` (read by the HttpSession).
  void start(http::request<http::string_body> request);

  void deliver(std::string text) override;
  void close(std::string last_text, std::string reason) override;
  void shut_down() override;
  void abort() override;

 private:
  // One entry of the write queue: a text message, or the close frame that
  // ends the queue.
  struct Outgoing {
    std::string text;
    bool close = false;
    websocket::close_code code = websocket::close_code::normal;
    std::string reason;
  };

  void on_accept(error_code ec);
  void do_read();
  void on_read(error_code ec, std::size_t bytes);
  void handle_message();
  // Sends `last_text` (when not empty) and then the close frame.
  void end_with(std::string last_text, websocket::close_code code, std::string_view reason);
  void enqueue(Outgoing outgoing);
  void write_next();
  void on_written(error_code ec, std::size_t bytes);
  void drop_queue();
  void finish();

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  ServerState& state_;
  AddressLimiter::Ticket ticket_;
  const std::string address_;
  TokenBucket bucket_;
  ConnectionId id_ = 0;
  std::deque<Outgoing> queue_;
  std::size_t queued_bytes_ = 0;
  // All on the strand.
  bool accepted_ = false;            // the handshake is done: writes may start
  bool opened_ = false;              // Service::opened was called: closed is owed
  bool shutdown_requested_ = false;  // stop() came during the handshake
  bool writing_ = false;             // the queue's front is being written
  bool closing_ = false;             // a close is queued: nothing more goes out or to the service
  bool finished_ = false;            // Service::closed was called (or is not owed)
};

}  // namespace euchre::net
