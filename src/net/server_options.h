// What a net::Server listens on and the limits it enforces on each
// connection (docs/net.md "Limits").
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

#include "net/forwarded.h"

namespace euchre::net {

struct ServerOptions {
  std::string host = "127.0.0.1";  // an address or a name; "0.0.0.0" or "::" for every interface
  unsigned short port = 8080;      // 0: the system picks a free port (Server::port tells which)
  int threads = 1;                 // threads running the I/O (Server::run)

  // One WebSocket text message at most; a longer one is answered with a
  // too_large error and a close.
  std::size_t max_message_bytes = 16 * 1024;
  // Token bucket per connection: `burst` messages at once, refilled at
  // `messages_per_second`; one more is answered with rate_limited and a close.
  double messages_per_second = 20;
  int burst = 40;
  // Open TCP connections from one remote address; one more is answered 429.
  int connections_per_address = 32;
  // Addresses the per-address limits do not count (canonical, see
  // canonical_address): a load test's own machine. None by default, not
  // even loopback: behind a proxy every client comes from loopback.
  std::vector<std::string> unlimited_addresses;
  // Reverse proxies whose X-Forwarded-For (or Forwarded) names the client
  // (canonical addresses; forwarded.h). A connection from one is counted
  // against the address it names, request by request; from anyone else
  // those headers are ignored.
  std::vector<std::string> trusted_proxies;
  ProxyHeader proxy_header = ProxyHeader::XForwardedFor;
  // Text waiting to be written to one WebSocket (the client reads slower
  // than the service sends, or not at all); beyond it the connection is
  // dropped: a client that far behind is gone or hostile.
  std::size_t max_queued_bytes = 4 * 1024 * 1024;

  // A WebSocket that receives nothing (not even the answer to the server's
  // ping) for this long is closed.
  std::chrono::seconds idle_timeout{300};
  // Time to send one HTTP request (and between requests on a kept-alive
  // connection), and to complete the WebSocket opening or closing handshake.
  std::chrono::seconds request_timeout{30};
  // Time a new connection has to send its first request: a socket that says
  // nothing holds one of its address's connections, so it goes soon.
  std::chrono::seconds first_request_timeout{5};
  // Time the service has to answer a POST (Service::post); then the client
  // gets 504 and the service's late answer is dropped.
  std::chrono::seconds post_timeout{120};
  // Server::stop waits this long for clients to answer the close frame before
  // it drops the remaining connections.
  std::chrono::seconds stop_timeout{5};
};

}  // namespace euchre::net
