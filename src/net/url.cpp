#include "net/url.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace euchre::net {
namespace {

[[noreturn]] void bad_url(std::string_view url, const std::string& why) {
  throw std::runtime_error("bad WebSocket URL '" + std::string(url) + "': " + why);
}

bool valid_port(std::string_view port) {
  if (port.empty() || port.size() > 5) return false;
  if (!std::all_of(port.begin(), port.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
    return false;
  }
  const long value = std::stol(std::string(port));
  return value >= 1 && value <= 65535;
}

}  // namespace

WsUrl parse_ws_url(std::string_view url) {
  constexpr std::string_view kScheme = "ws://";
  if (url.substr(0, 6) == "wss://") bad_url(url, "wss:// (TLS) is not supported; use ws:// behind a TLS proxy");
  if (url.substr(0, kScheme.size()) != kScheme) bad_url(url, "it must start with ws://");
  std::string_view rest = url.substr(kScheme.size());
  const std::size_t slash = rest.find_first_of("/?");
  WsUrl parsed;
  if (slash != std::string_view::npos) {
    parsed.target = std::string(rest.substr(slash));
    if (parsed.target.front() == '?') parsed.target.insert(0, "/");
    rest = rest.substr(0, slash);
  }
  if (rest.find('@') != std::string_view::npos) bad_url(url, "user information is not supported");
  std::string_view host = rest;
  std::string_view port;
  if (!rest.empty() && rest.front() == '[') {
    const std::size_t close = rest.find(']');
    if (close == std::string_view::npos) bad_url(url, "an IPv6 address without its ']'");
    host = rest.substr(1, close - 1);
    const std::string_view after = rest.substr(close + 1);
    if (!after.empty()) {
      if (after.front() != ':') bad_url(url, "text after the IPv6 address");
      port = after.substr(1);
      if (!valid_port(port)) bad_url(url, "the port must be a number from 1 to 65535");
    }
  } else if (const std::size_t colon = rest.rfind(':'); colon != std::string_view::npos) {
    host = rest.substr(0, colon);
    port = rest.substr(colon + 1);
    if (!valid_port(port)) bad_url(url, "the port must be a number from 1 to 65535");
  }
  if (host.empty()) bad_url(url, "no host");
  parsed.host = std::string(host);
  if (!port.empty()) parsed.port = std::string(port);
  return parsed;
}

std::string host_header(const WsUrl& url) {
  const bool ipv6 = url.host.find(':') != std::string::npos;
  return (ipv6 ? "[" + url.host + "]" : url.host) + ":" + url.port;
}

}  // namespace euchre::net
