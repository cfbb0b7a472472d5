#include "net/http_get.h"

#include <stdexcept>

#include "net/beast.h"
#include "net/url.h"

namespace euchre::net {
namespace {

// parse_ws_url reads the host, port and target; the scheme is checked here.
WsUrl parse_http_url(const std::string& url) {
  for (const char* scheme : {"http://", "ws://"})
    if (url.rfind(scheme, 0) == 0) return parse_ws_url("ws://" + url.substr(std::string(scheme).size()));
  throw std::runtime_error("\"" + url + "\" is not an http:// address");
}

}  // namespace

HttpResult http_get(const std::string& url, std::chrono::milliseconds timeout) {
  const WsUrl where = parse_http_url(url);
  asio::io_context ioc;
  beast::tcp_stream stream(ioc);
  error_code ec;
  tcp::resolver resolver(ioc);
  const auto endpoints = resolver.resolve(where.host, where.port, ec);
  if (ec) throw std::runtime_error("cannot resolve " + where.host + ": " + ec.message());
  stream.expires_after(timeout);
  stream.connect(endpoints, ec);
  if (ec) throw std::runtime_error("cannot connect to " + host_header(where) + ": " + ec.message());
  http::request<http::empty_body> request{http::verb::get, where.target, 11};
  request.set(http::field::host, host_header(where));
  request.set(http::field::user_agent, "euchre");
  stream.expires_after(timeout);
  http::write(stream, request, ec);
  if (ec) throw std::runtime_error("GET " + url + ": " + ec.message());
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  stream.expires_after(timeout);
  http::read(stream, buffer, parser, ec);
  if (ec) throw std::runtime_error("GET " + url + ": " + ec.message());
  auto& response = parser.get();
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return {static_cast<int>(response.result_int()), std::string(response[http::field::content_type]),
          std::move(response.body())};
}

std::string http_url_for(const std::string& ws_url, const std::string& path) {
  const WsUrl where = parse_ws_url(ws_url);
  return "http://" + host_header(where) + path;
}

}  // namespace euchre::net
