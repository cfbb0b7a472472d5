#include "net/client.h"

#include <deque>
#include <stdexcept>
#include <utility>

#include "net/beast.h"
#include "net/ending_text.h"
#include "net/url.h"

namespace euchre::net {
namespace {

using Clock = std::chrono::steady_clock;

// A write or close may outlive its call when abandoned after a time limit:
// its handler owns what it touches.
struct OpResult {
  bool done = false;
  error_code ec;
};

constexpr std::chrono::seconds kWriteTimeout{10};
constexpr std::chrono::seconds kCloseTimeout{5};
// Beyond the operation's own time limit: only for a stream that misbehaves.
constexpr std::chrono::seconds kGrace{5};

}  // namespace

struct Client::Impl {
  // Declared first, destroyed last: the stream goes first, and the
  // io_context then destroys pending handlers without running them.
  asio::io_context ioc{1};
  std::optional<websocket::stream<beast::tcp_stream>> ws;
  beast::flat_buffer buffer;
  std::deque<std::string> inbox;
  bool connected = false;
  bool reading = false;
  std::optional<error_code> ended;  // how the reading ended (the connection with it)

  // Runs the io_context (only ever here, on the caller's thread) until
  // `done` or the deadline; true when done.
  template <class Done>
  bool run_until(Done done, Clock::time_point deadline) {
    ioc.restart();
    while (!done()) {
      if (ioc.run_one_until(deadline) == 0 && (ioc.stopped() || Clock::now() >= deadline)) break;
    }
    return done();
  }

  // Waits for an operation that must end; past its deadline the socket is
  // closed, which ends it at once.
  void complete(const std::shared_ptr<OpResult>& op, Clock::time_point deadline) {
    if (run_until([&] { return op->done; }, deadline)) return;
    beast::get_lowest_layer(*ws).close();
    run_until([&] { return op->done; }, Clock::now() + kGrace);
  }

  // Reading never stops while connected: a message is kept in the inbox
  // until receive() asks, and Beast answers pings and close frames only
  // while it reads.
  void start_read() {
    if (reading || ended) return;
    reading = true;
    ws->async_read(buffer, [this](error_code ec, std::size_t) {
      reading = false;
      if (ec) {
        ended = ec;
        return;
      }
      inbox.push_back(beast::buffers_to_string(buffer.data()));
      buffer.consume(buffer.size());
      start_read();
    });
  }

  // Ends the connection (if any) and lets the read's handler run before the
  // stream goes, so none is left behind pointing at this. (Other handlers
  // own what they touch; Beast's own timer may still wait, harmlessly.)
  void reset() {
    if (ws) {
      beast::get_lowest_layer(*ws).close();
      run_until([&] { return !reading; }, Clock::now() + kGrace);
      ws.reset();
    }
    buffer.clear();
    inbox.clear();
    connected = false;
    reading = false;
    ended.reset();
  }

  [[noreturn]] void throw_ended() const { throw std::runtime_error(ending_text(*ended, ws->reason())); }

  void check_open() const {
    if (!connected) throw std::runtime_error("not connected");
    if (ended) throw_ended();
  }

  void write(std::string_view data, bool text) {
    check_open();
    start_read();
    auto op = std::make_shared<OpResult>();
    auto owned = std::make_shared<std::string>(data);
    ws->text(text);
    ws->async_write(asio::buffer(*owned), [op, owned](error_code ec, std::size_t) {
      op->ec = ec;
      op->done = true;
    });
    complete(op, Clock::now() + kWriteTimeout);
    if (op->ec) throw std::runtime_error("send failed: " + op->ec.message());
  }
};

Client::Client() : impl_(std::make_unique<Impl>()) {}

Client::~Client() = default;
Client::Client(Client&&) noexcept = default;
Client& Client::operator=(Client&&) noexcept = default;

void Client::connect(const std::string& url, std::chrono::milliseconds timeout, const Headers& headers) {
  const WsUrl parsed = parse_ws_url(url);
  Impl& impl = *impl_;
  impl.reset();
  const auto fail = [&](const std::string& why) {
    impl.reset();
    throw std::runtime_error("cannot connect to " + url + ": " + why);
  };
  error_code ec;
  tcp::resolver resolver(impl.ioc);
  const auto endpoints = resolver.resolve(parsed.host, parsed.port, ec);
  if (ec) fail(ec.message());

  impl.ws.emplace(impl.ioc);
  auto& stream = beast::get_lowest_layer(*impl.ws);
  const auto deadline = Clock::now() + timeout + kGrace;
  auto connected = std::make_shared<OpResult>();
  stream.expires_after(timeout);
  stream.async_connect(endpoints, [connected](error_code e, const tcp::endpoint&) {
    connected->ec = e;
    connected->done = true;
  });
  impl.complete(connected, deadline);
  if (connected->ec) fail(connected->ec.message());
  stream.expires_never();

  auto limits = websocket::stream_base::timeout::suggested(beast::role_type::client);
  limits.handshake_timeout = timeout;
  impl.ws->set_option(limits);
  if (!headers.empty()) {
    impl.ws->set_option(websocket::stream_base::decorator([headers](websocket::request_type& request) {
      for (const auto& [name, value] : headers) request.insert(name, value);
    }));
  }
  auto response = std::make_shared<websocket::response_type>();
  auto handshake = std::make_shared<OpResult>();
  impl.ws->async_handshake(*response, host_header(parsed), parsed.target, [handshake, response](error_code e) {
    handshake->ec = e;
    handshake->done = true;
  });
  impl.complete(handshake, deadline);
  if (handshake->ec == websocket::error::upgrade_declined) {
    fail(declined_text(*response));
  }
  if (handshake->ec) fail(handshake->ec.message());
  impl.connected = true;
  impl.start_read();
}

bool Client::is_open() const { return impl_->connected && !impl_->ended; }

void Client::send(std::string_view text) { impl_->write(text, true); }

void Client::send_binary(std::string_view data) { impl_->write(data, false); }

std::optional<std::string> Client::receive(std::chrono::milliseconds timeout) {
  Impl& impl = *impl_;
  const auto pop = [&] {
    std::string text = std::move(impl.inbox.front());
    impl.inbox.pop_front();
    return text;
  };
  if (!impl.inbox.empty()) return pop();
  impl.check_open();
  impl.start_read();
  impl.run_until([&] { return !impl.inbox.empty() || impl.ended.has_value(); }, Clock::now() + timeout);
  if (!impl.inbox.empty()) return pop();
  if (impl.ended) impl.throw_ended();
  return std::nullopt;
}

void Client::close() {
  Impl& impl = *impl_;
  if (!impl.connected) return;
  if (!impl.ended) {
    auto op = std::make_shared<OpResult>();
    impl.ws->async_close(websocket::close_code::normal, [op](error_code ec) {
      op->ec = ec;
      op->done = true;
    });
    // The pending read sees the server's answering close frame and ends.
    impl.run_until([&] { return op->done && !impl.reading; }, Clock::now() + kCloseTimeout);
  }
  impl.reset();
}

void Client::drop() { impl_->reset(); }

}  // namespace euchre::net
