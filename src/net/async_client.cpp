#include "net/async_client.h"

#include <deque>
#include <utility>

#include "net/beast.h"
#include "net/ending_text.h"
#include "net/url.h"

namespace euchre::net {
namespace {
constexpr std::chrono::seconds kConnectTimeout{10};
}  // namespace

// Everything below runs on the strand, except the constructor and detach()
// (see ~AsyncClient). Handlers hold a shared_ptr: the Impl lives until the
// last operation has ended.
class AsyncClient::Impl : public std::enable_shared_from_this<Impl> {
 public:
  Impl(asio::io_context& ioc, Handlers handlers)
      : strand_(asio::make_strand(ioc)), resolver_(strand_), ws_(strand_), handlers_(std::move(handlers)) {}

  void connect(WsUrl url) {
    asio::post(strand_, [self = shared_from_this(), url = std::move(url)]() mutable {
      self->url_ = std::move(url);
      self->resolver_.async_resolve(self->url_.host, self->url_.port,
                                    beast::bind_front_handler(&Impl::on_resolve, self));
    });
  }

  void send(std::string text) {
    asio::post(strand_, [self = shared_from_this(), text = std::move(text)]() mutable {
      self->enqueue({std::move(text), false});
    });
  }

  void close() {
    asio::post(strand_, [self = shared_from_this()] { self->enqueue({{}, true}); });
  }

  // No callback from now on; the connection is dropped.
  void detach() {
    handlers_ = {};
    ended_ = true;
    resolver_.cancel();
    beast::get_lowest_layer(ws_).close();
  }

 private:
  struct Outgoing {
    std::string text;
    bool close = false;
  };

  void on_resolve(error_code ec, const tcp::resolver::results_type& endpoints) {
    if (ec) return end(ending_text(ec, {}));
    beast::get_lowest_layer(ws_).expires_after(kConnectTimeout);
    beast::get_lowest_layer(ws_).async_connect(endpoints, beast::bind_front_handler(&Impl::on_connect, shared_from_this()));
  }

  void on_connect(error_code ec, const tcp::endpoint& /*endpoint*/) {
    if (ec) return end(ending_text(ec, {}));
    beast::get_lowest_layer(ws_).expires_never();
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
    // With the response kept, a declined upgrade (429 over a limit) says why.
    ws_.async_handshake(response_, host_header(url_), url_.target,
                        beast::bind_front_handler(&Impl::on_handshake, shared_from_this()));
  }

  void on_handshake(error_code ec) {
    if (ec == websocket::error::upgrade_declined) return end(declined_text(response_));
    if (ec) return end(ending_text(ec, {}));
    open_ = true;
    if (handlers_.on_open) handlers_.on_open();
    do_read();
    write_next();
  }

  void do_read() { ws_.async_read(buffer_, beast::bind_front_handler(&Impl::on_read, shared_from_this())); }

  void on_read(error_code ec, std::size_t /*bytes*/) {
    // Our own close ends the read with operation_aborted; the close's
    // completion tells the end (on_written).
    if (ec == asio::error::operation_aborted && closing_ && !ended_) return;
    if (ec) return end(ending_text(ec, ws_.reason()));
    if (!ended_ && handlers_.on_message) handlers_.on_message(beast::buffers_to_string(buffer_.data()));
    buffer_.consume(buffer_.size());
    do_read();
  }

  void enqueue(Outgoing outgoing) {
    if (ended_ || closing_) return;
    if (outgoing.close) closing_ = true;
    queue_.push_back(std::move(outgoing));
    write_next();
  }

  // One write at a time (Beast allows no more); the front stays queued, and
  // its text alive, until written.
  void write_next() {
    if (writing_ || !open_ || ended_ || queue_.empty()) return;
    writing_ = true;
    if (queue_.front().close) {
      ws_.async_close(websocket::close_code::normal,
                      [self = shared_from_this()](error_code ec) { self->on_written(ec, 0); });
    } else {
      ws_.text(true);
      ws_.async_write(asio::buffer(queue_.front().text), beast::bind_front_handler(&Impl::on_written, shared_from_this()));
    }
  }

  void on_written(error_code ec, std::size_t /*bytes*/) {
    writing_ = false;
    const bool was_close = queue_.front().close;
    queue_.pop_front();
    if (was_close) {
      // The server's answering close frame was read: a clean end.
      end(ending_text(ec ? ec : error_code(websocket::error::closed), ws_.reason()));
      beast::get_lowest_layer(ws_).close();
      return;
    }
    if (ec) {
      beast::get_lowest_layer(ws_).close();  // ends the read, and with it the connection
      return;
    }
    write_next();
  }

  void end(std::string why) {
    if (ended_) return;
    ended_ = true;
    queue_.erase(writing_ ? queue_.begin() + 1 : queue_.begin(), queue_.end());
    if (handlers_.on_close) handlers_.on_close(std::move(why));
  }

  asio::strand<asio::io_context::executor_type> strand_;
  tcp::resolver resolver_;
  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  websocket::response_type response_;
  Handlers handlers_;
  WsUrl url_;
  std::deque<Outgoing> queue_;
  bool open_ = false;
  bool writing_ = false;
  bool closing_ = false;
  bool ended_ = false;
};

AsyncClient::AsyncClient(boost::asio::io_context& ioc, Handlers handlers)
    : impl_(std::make_shared<Impl>(ioc, std::move(handlers))) {}

AsyncClient::~AsyncClient() { impl_->detach(); }

void AsyncClient::connect(const std::string& url) { impl_->connect(parse_ws_url(url)); }

void AsyncClient::send(std::string text) { impl_->send(std::move(text)); }

void AsyncClient::close() { impl_->close(); }

}  // namespace euchre::net
