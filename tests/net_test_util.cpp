#include "net_test_util.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <cctype>

namespace euchre::net::test {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = boost::beast::http;
using tcp = asio::ip::tcp;
using error_code = boost::system::error_code;
using Clock = std::chrono::steady_clock;

// Starts one operation on `stream` and runs the io_context until it ends;
// the stream's own time limit ends it at the latest.
template <class Start>
error_code run_op(asio::io_context& ioc, beast::tcp_stream& stream, Start start) {
  bool done = false;
  error_code result;
  stream.expires_after(5s);
  start([&](error_code ec, auto&&...) {
    result = ec;
    done = true;
  });
  ioc.restart();
  const auto deadline = Clock::now() + 10s;
  while (!done && Clock::now() < deadline) ioc.run_one_until(deadline);
  if (!done) {
    stream.close();
    ioc.restart();
    ioc.run_for(1s);
  }
  return done ? result : error_code(asio::error::timed_out);
}

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

}  // namespace

std::vector<HttpResult> http_exchange(unsigned short port, const std::vector<HttpRequest>& requests) {
  std::vector<HttpResult> results(requests.size());
  asio::io_context ioc;
  beast::tcp_stream stream(ioc);
  const tcp::endpoint endpoint(asio::ip::make_address("127.0.0.1"), port);
  if (run_op(ioc, stream, [&](auto handler) { stream.async_connect(endpoint, handler); })) return results;
  beast::flat_buffer buffer;
  for (std::size_t i = 0; i < requests.size(); ++i) {
    const HttpRequest& request = requests[i];
    http::request<http::string_body> req(http::string_to_verb(request.method), request.target, 11);
    req.set(http::field::host, "127.0.0.1");
    for (const auto& [name, value] : request.headers) req.set(name, value);
    req.body() = request.body;
    req.prepare_payload();
    if (run_op(ioc, stream, [&](auto handler) { http::async_write(stream, req, handler); })) break;
    http::response_parser<http::string_body> parser;
    // The answer to HEAD has a Content-Length and no body.
    parser.skip(request.method == "HEAD");
    if (run_op(ioc, stream, [&](auto handler) { http::async_read(stream, buffer, parser, handler); })) break;
    const auto& res = parser.get();
    HttpResult& result = results[i];
    result.ok = true;
    result.status = static_cast<int>(res.result_int());
    for (const auto& field : res) result.headers[lower(std::string(field.name_string()))] = std::string(field.value());
    result.body = res.body();
  }
  return results;
}

std::optional<std::chrono::milliseconds> silent_connection_lifetime(unsigned short port,
                                                                    std::chrono::milliseconds limit) {
  asio::io_context ioc;
  tcp::socket socket(ioc);
  error_code ec;
  socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port), ec);
  if (ec) return std::nullopt;
  const auto start = Clock::now();
  bool ended = false;
  char byte = 0;
  socket.async_read_some(asio::buffer(&byte, 1), [&](error_code, std::size_t) { ended = true; });
  ioc.run_for(limit);
  if (!ended) return std::nullopt;
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
}

std::string ping_flood(unsigned short port, int pings) {
  asio::io_context ioc;
  beast::websocket::stream<tcp::socket> ws(ioc);
  ws.next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  ws.handshake("127.0.0.1", "/ws");
  for (int i = 0; i < pings; ++i) {
    error_code ec;
    ws.ping({}, ec);
    if (ec) break;
  }
  std::string seen;
  // What comes back (the pongs are read inside read): text messages, then the close.
  ws.next_layer().non_blocking(false);
  for (int i = 0; i < 10; ++i) {
    beast::flat_buffer buffer;
    error_code ec;
    ws.read(buffer, ec);
    if (ec) {
      seen += "closed " + std::to_string(ws.reason().code);
      break;
    }
    seen += beast::buffers_to_string(buffer.data()) + "\n";
  }
  return seen;
}

}  // namespace euchre::net::test
