// A WebSocket URL as the clients (client.h) take it: ws://host[:port][/path].
#pragma once

#include <string>
#include <string_view>

namespace euchre::net {

struct WsUrl {
  std::string host;          // a name, an IPv4 address, or an IPv6 one without brackets
  std::string port = "80";
  std::string target = "/";  // path and query
};

// Throws std::runtime_error saying what is wrong: not ws:// (wss:// is not
// supported: no TLS here), no host, a port that is not 1..65535.
WsUrl parse_ws_url(std::string_view url);

// "host:port" as the Host header wants it (IPv6 in brackets).
std::string host_header(const WsUrl& url);

}  // namespace euchre::net
