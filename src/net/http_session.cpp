#include "net/http_session.h"

#include <algorithm>
#include <exception>
#include <string>
#include <string_view>
#include <utility>

#include "net/forwarded.h"
#include "net/ws_session.h"

namespace euchre::net {
namespace {

// Only a POST carries a body (an EGN record to analyse): 256 KiB.
constexpr std::uint64_t kBodyLimit = 256 * 1024;
// A connection over its address's limit gets this long to say what it
// wants before being dropped: it is not counted, so it must not linger.
constexpr std::chrono::seconds kRefusedTimeout{5};

constexpr std::string_view kWebSocketPath = "/ws";

std::string remote_address(const tcp::socket& socket) {
  error_code ec;
  const auto endpoint = socket.remote_endpoint(ec);
  return ec ? std::string() : canonical_address(endpoint.address().to_string()).value_or(std::string());
}

bool trusted(const ServerOptions& options, const std::string& peer) {
  return !peer.empty() &&
         std::find(options.trusted_proxies.begin(), options.trusted_proxies.end(), peer) != options.trusted_proxies.end();
}

// The path of a request target, without the query.
std::string_view path_of(std::string_view target) { return target.substr(0, target.find('?')); }

}  // namespace

HttpSession::HttpSession(tcp::socket&& socket, ServerState& state)
    : stream_(std::move(socket)),
      state_(state),
      peer_(remote_address(stream_.socket())),
      from_proxy_(trusted(state.options, peer_)),
      address_(peer_),
      // A proxy's connection is counted against its client, known with the
      // request (take_client_from); until then it has the refused one's time.
      ticket_(from_proxy_ ? AddressLimiter::Ticket() : state.limiter.acquire(address_)),
      post_wait_(stream_.get_executor()) {}

HttpSession::~HttpSession() {
  if (id_ != 0) state_.registry.remove(id_);
}

void HttpSession::start() {
  const auto id = state_.registry.add(weak_from_this());
  if (!id) return;  // the server is stopping: the socket closes with this session
  id_ = *id;
  asio::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->do_read(); });
}

void HttpSession::shut_down() {
  asio::post(stream_.get_executor(), [self = shared_from_this()] {
    self->stopping_ = true;
    // Waiting for a request: end now. Writing an answer: on_write ends it.
    if (self->reading_) self->stream_.cancel();
  });
}

void HttpSession::abort() {
  asio::post(stream_.get_executor(), [self = shared_from_this()] {
    self->waiting_for_post_ = false;
    self->post_wait_.cancel();
    self->stream_.close();
  });
}

void HttpSession::do_read() {
  if (stopping_) return do_close();
  // A fresh parser per request: the body limit is per message.
  parser_.emplace();
  parser_->body_limit(kBodyLimit);
  const auto wait = served_ ? state_.options.request_timeout
                            : std::min(state_.options.request_timeout, state_.options.first_request_timeout);
  stream_.expires_after(ticket_.valid() ? wait : std::min(wait, kRefusedTimeout));
  reading_ = true;
  http::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
}

void HttpSession::on_read(error_code ec, std::size_t /*bytes*/) {
  reading_ = false;
  if (ec == http::error::body_limit) {
    return reply({http::verb::get, 11, false}, text_response(413, "request body over " + std::to_string(kBodyLimit) + " bytes"));
  }
  // end_of_stream: the client closed; other errors (timeout, reset,
  // cancelled by shut_down, a malformed request): nothing more to say.
  if (ec == http::error::end_of_stream) return do_close();
  if (ec) return;
  handle(parser_->release());
}

void HttpSession::take_client_from(const Request& request) {
  const std::string_view name = state_.options.proxy_header == ProxyHeader::Forwarded ? "Forwarded" : "X-Forwarded-For";
  // Several lines of the header are one list, in order.
  std::string value;
  for (auto [it, end] = request.equal_range(name); it != end; ++it) {
    if (!value.empty()) value += ", ";
    value.append(it->value().data(), it->value().size());
  }
  address_ = forwarded_client(peer_, value, state_.options.proxy_header, state_.options.trusted_proxies);
  // Kept alive, the proxy's next request may be another client's.
  ticket_ = {};
  ticket_ = state_.limiter.acquire(address_);
}

void HttpSession::handle(Request&& request) {
  served_ = true;
  if (from_proxy_) take_client_from(request);
  const RequestFacts facts{request.method(), request.version(), request.keep_alive() && ticket_.valid()};
  if (ticket_.valid() && websocket::is_upgrade(request) && path_of(request.target()) == kWebSocketPath) {
    return upgrade(std::move(request));
  }
  if (ticket_.valid() && request.method() == http::verb::post && !websocket::is_upgrade(request) &&
      path_of(request.target()) != kWebSocketPath) {
    return post(facts, std::move(request));
  }
  reply(facts, answer(request));
}

HttpResponse HttpSession::answer(const Request& request) {
  if (!ticket_.valid()) {
    return text_response(429, "too many connections from " + address_ + " (the limit is " +
                                  std::to_string(state_.limiter.per_address()) + ")");
  }
  const std::string_view path = path_of(request.target());
  if (websocket::is_upgrade(request)) return text_response(404, "no WebSocket endpoint at " + std::string(path));
  if (request.method() != http::verb::get && request.method() != http::verb::head) {
    return text_response(405, "method not allowed (GET, HEAD or POST only)");
  }
  if (path == kWebSocketPath) return text_response(426, "a WebSocket endpoint: upgrade required");
  try {
    return state_.service.get(std::string(request.target()));
  } catch (const std::exception&) {
    // The service's failure is not the client's business: no details.
    return text_response(500, "internal error");
  }
}

void HttpSession::post(const RequestFacts& facts, Request&& request) {
  // The service answers when it is done, from its own thread, through the
  // gate and only to a session still alive; the wait below keeps it alive
  // until then. Nothing is read meanwhile.
  waiting_for_post_ = true;
  post_wait_.expires_after(state_.options.post_timeout);
  post_wait_.async_wait(beast::bind_front_handler(&HttpSession::on_post_timeout, shared_from_this()));
  auto done = [gate = state_.post_gate, weak = weak_from_this(), facts](HttpResponse response) {
    gate->pass([&] {
      const auto self = weak.lock();
      if (!self) return;
      asio::post(self->stream_.get_executor(),
                 [self, facts, response = std::move(response)] { self->on_posted(facts, response); });
    });
  };
  try {
    state_.service.post(std::string(request.target()), std::move(request.body()), std::move(done));
  } catch (const std::exception&) {
    on_posted(facts, text_response(500, "internal error"));
  }
}

void HttpSession::on_posted(const RequestFacts& facts, const HttpResponse& response) {
  if (!waiting_for_post_) return;  // timed out or aborted: already answered or gone
  waiting_for_post_ = false;
  post_wait_.cancel();
  reply(facts, response);
}

void HttpSession::on_post_timeout(error_code ec) {
  if (ec || !waiting_for_post_) return;  // answered, or aborted
  waiting_for_post_ = false;
  reply({http::verb::post, 11, false}, text_response(504, "the server did not finish in " +
                                                              std::to_string(state_.options.post_timeout.count()) + " s"));
}

void HttpSession::upgrade(Request&& request) {
  // From here the WebSocket stream keeps its own time limits.
  stream_.expires_never();
  auto ws = std::make_shared<WsSession>(stream_.release_socket(), state_, std::move(ticket_), address_);
  ws->start(std::move(request));
}

void HttpSession::reply(const RequestFacts& facts, const HttpResponse& response) {
  stream_.expires_after(state_.options.request_timeout);
  beast::async_write(stream_, make_reply(facts, response),
                     beast::bind_front_handler(&HttpSession::on_write, shared_from_this(), facts.keep_alive));
}

void HttpSession::on_write(bool keep_alive, error_code ec, std::size_t /*bytes*/) {
  if (ec) return;
  if (!keep_alive) return do_close();
  do_read();
}

void HttpSession::do_close() {
  // Half-close: the client reads the whole answer, then sees the end.
  error_code ignored;
  stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
}

}  // namespace euchre::net
