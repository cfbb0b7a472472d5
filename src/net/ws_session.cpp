#include "net/ws_session.h"

#include <exception>
#include <utility>

#include "net/limit_errors.h"

namespace euchre::net {
namespace {

// A close frame carries at most 123 bytes of reason; cut a longer one at a
// UTF-8 character boundary.
std::string clip_reason(std::string_view reason) {
  constexpr std::size_t kMax = 123;
  if (reason.size() <= kMax) return std::string(reason);
  std::size_t end = kMax;
  while (end > 0 && (static_cast<unsigned char>(reason[end]) & 0xC0) == 0x80) --end;
  return std::string(reason.substr(0, end));
}

// Beast reads a message up to this size, so that one over the limit is read
// whole and answered with too_large; beyond it Beast closes with 1009 itself.
std::uint64_t read_limit(std::size_t max_message_bytes) { return 4 * static_cast<std::uint64_t>(max_message_bytes) + 1024; }

}  // namespace

WsSession::WsSession(tcp::socket&& socket, ServerState& state, AddressLimiter::Ticket ticket, std::string address)
    : ws_(std::move(socket)),
      state_(state),
      ticket_(std::move(ticket)),
      address_(std::move(address)),
      bucket_(state.options.messages_per_second, state.options.burst) {}

// Normally finish() has run on the strand when the read ended; this covers a
// session destroyed with the io_context (handlers dropped, not run).
WsSession::~WsSession() { finish(); }

void WsSession::start(http::request<http::string_body> request) {
  const auto id = state_.registry.add(weak_from_this());
  if (!id) return;  // the server is stopping
  id_ = *id;

  auto timeout = websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeout.handshake_timeout = state_.options.request_timeout;
  timeout.idle_timeout = state_.options.idle_timeout;
  // The server pings an idle client: one that is alive but quiet (a player
  // thinking) stays, one that is gone is closed after another idle period.
  timeout.keep_alive_pings = true;
  ws_.set_option(timeout);
  // Compression costs memory per connection and invites compression attacks;
  // the messages are small.
  websocket::permessage_deflate deflate;
  deflate.server_enable = false;
  deflate.client_enable = false;
  ws_.set_option(deflate);
  ws_.read_message_max(read_limit(state_.options.max_message_bytes));
  // Pings count against the messages' rate: Beast answers each with a pong,
  // so a flood of them is work like any other message (the end is posted:
  // no write may start from inside the read that saw the ping).
  ws_.control_callback([this](websocket::frame_type kind, beast::string_view) {
    if (kind != websocket::frame_type::ping || bucket_.take()) return;
    asio::post(ws_.get_executor(), [self = shared_from_this()] {
      self->end_with(rate_limited_error(self->state_.options.messages_per_second), websocket::close_code::policy_error,
                     kReasonRateLimited);
    });
  });
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(http::field::server, "euchre"); }));
  ws_.async_accept(request, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
}

void WsSession::deliver(std::string text) {
  asio::post(ws_.get_executor(), [self = shared_from_this(), text = std::move(text)]() mutable {
    self->enqueue({std::move(text), false, websocket::close_code::normal, {}});
  });
}

void WsSession::close(std::string last_text, std::string reason) {
  asio::post(ws_.get_executor(),
             [self = shared_from_this(), last_text = std::move(last_text), reason = std::move(reason)]() mutable {
               self->end_with(std::move(last_text), websocket::close_code::policy_error, reason);
             });
}

void WsSession::shut_down() {
  asio::post(ws_.get_executor(), [self = shared_from_this()] {
    if (!self->accepted_) {
      self->shutdown_requested_ = true;
      return;
    }
    self->end_with({}, websocket::close_code::going_away, kReasonShuttingDown);
  });
}

void WsSession::abort() {
  asio::post(ws_.get_executor(), [self = shared_from_this()] { beast::get_lowest_layer(self->ws_).close(); });
}

void WsSession::on_accept(error_code ec) {
  if (ec) return finish();  // never opened: nothing owed to the service
  accepted_ = true;
  if (shutdown_requested_) {
    end_with({}, websocket::close_code::going_away, kReasonShuttingDown);
  } else {
    opened_ = true;
    try {
      state_.service.opened(id_, address_);
    } catch (const std::exception&) {
      end_with({}, websocket::close_code::internal_error, "internal error");
    }
  }
  // Reading goes on while closing: Beast needs a reader for the client's
  // answering close frame, and ends the read when the handshake is done.
  do_read();
  write_next();
}

void WsSession::do_read() {
  ws_.async_read(buffer_, beast::bind_front_handler(&WsSession::on_read, shared_from_this()));
}

void WsSession::on_read(error_code ec, std::size_t /*bytes*/) {
  // The close handshake (closed, or aborted after our own close), a
  // timeout, a reset, a message too big for Beast: the end.
  if (ec) return finish();
  if (!closing_) handle_message();
  buffer_.consume(buffer_.size());
  do_read();
}

void WsSession::handle_message() {
  const ServerOptions& options = state_.options;
  if (!ws_.got_text()) return end_with({}, websocket::close_code::unknown_data, kReasonTextOnly);
  const std::size_t bytes = buffer_.size();
  if (bytes > options.max_message_bytes) {
    return end_with(too_large_error(bytes, options.max_message_bytes), websocket::close_code::too_big,
                    kReasonTooLarge);
  }
  if (!bucket_.take()) {
    return end_with(rate_limited_error(options.messages_per_second), websocket::close_code::policy_error,
                    kReasonRateLimited);
  }
  try {
    state_.service.received(id_, beast::buffers_to_string(buffer_.data()));
  } catch (const std::exception&) {
    end_with({}, websocket::close_code::internal_error, "internal error");
  }
}

void WsSession::end_with(std::string last_text, websocket::close_code code, std::string_view reason) {
  if (!last_text.empty()) enqueue({std::move(last_text), false, websocket::close_code::normal, {}});
  enqueue({{}, true, code, clip_reason(reason)});
}

void WsSession::enqueue(Outgoing outgoing) {
  if (closing_ || finished_) return;  // after the close frame nothing may follow
  if (outgoing.close) closing_ = true;
  queued_bytes_ += outgoing.text.size();
  if (queued_bytes_ > state_.options.max_queued_bytes) {
    // The client does not read: a close frame would wait behind the rest.
    closing_ = true;
    drop_queue();
    beast::get_lowest_layer(ws_).close();
    return;
  }
  queue_.push_back(std::move(outgoing));
  write_next();
}

void WsSession::write_next() {
  if (writing_ || !accepted_ || finished_ || queue_.empty()) return;
  writing_ = true;
  // The front stays in the queue (and its text alive) until written.
  const Outgoing& next = queue_.front();
  if (next.close) {
    ws_.async_close(websocket::close_reason(next.code, next.reason),
                    [self = shared_from_this()](error_code ec) { self->on_written(ec, 0); });
  } else {
    ws_.text(true);
    ws_.async_write(asio::buffer(next.text), beast::bind_front_handler(&WsSession::on_written, shared_from_this()));
  }
}

void WsSession::on_written(error_code ec, std::size_t /*bytes*/) {
  writing_ = false;
  const bool was_close = queue_.front().close;
  queued_bytes_ -= queue_.front().text.size();
  queue_.pop_front();
  if (ec || was_close) {
    drop_queue();
    closing_ = true;
    // A failed write leaves the stream unusable: closing the socket ends
    // the pending read too, and with it the session.
    if (ec) beast::get_lowest_layer(ws_).close();
    return;
  }
  write_next();
}

// The front may be in the middle of a write: its text must live until
// on_written.
void WsSession::drop_queue() {
  queue_.erase(writing_ ? queue_.begin() + 1 : queue_.begin(), queue_.end());
  queued_bytes_ = queue_.empty() ? 0 : queue_.front().text.size();
}

void WsSession::finish() {
  if (finished_) return;
  finished_ = true;
  drop_queue();
  if (id_ != 0) state_.registry.remove(id_);
  ticket_ = {};  // the address may open another connection now
  if (!opened_) return;
  try {
    state_.service.closed(id_);
  } catch (const std::exception&) {
    // The connection is gone either way.
  }
}

}  // namespace euchre::net
