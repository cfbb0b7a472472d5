// What the network layer (src/net) needs from the application behind it: a
// WebSocket connection's text messages in and out, and answers to HTTP GETs
// and POSTs.
// The transport owns sockets, framing and the connection limits; the service
// owns every meaning. Nothing here knows Euchre.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>

namespace euchre::net {

using ConnectionId = std::uint64_t;

// Where the service sends to connections. Thread-safe: callable from any
// thread; a send to a connection that has gone is dropped silently (the
// service hears of the close through Service::closed).
class Outbox {
 public:
  virtual ~Outbox() = default;
  virtual void send(ConnectionId id, std::string text) = 0;
  // Sends `last_text` (when not empty) and then closes the connection with
  // the WebSocket close reason `reason` (policy violation).
  virtual void close(ConnectionId id, std::string last_text, std::string reason) = 0;
};

struct HttpResponse {
  HttpResponse() = default;
  // Not an aggregate, so that the services' {status, type, body, filename}
  // need not name the later fields.
  HttpResponse(int code, std::string type, std::string text, std::string file = {}, std::string cache = {})
      : status(code), content_type(std::move(type)), body(std::move(text)), filename(std::move(file)),
        cache_control(std::move(cache)) {}
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::string filename;  // when set: Content-Disposition: attachment; filename=...
  std::string cache_control;  // when empty: no-store (answers built per request)
};

// Called by the transport's threads, possibly concurrently: the service
// serialises what it must. `opened` comes before any `received` of the
// connection, and `closed` after the last (exactly once per opened).
class Service {
 public:
  virtual ~Service() = default;
  virtual void opened(ConnectionId id, const std::string& address) = 0;
  virtual void received(ConnectionId id, std::string text) = 0;
  virtual void closed(ConnectionId id) = 0;
  // GET `target` (path and query, e.g. "/api/games/12.egn").
  virtual HttpResponse get(const std::string& target) = 0;
  // POST `target` with its `body` (at most the transport's body limit): the
  // answer goes to `done`, exactly once, from any thread, so that slow work
  // runs off the transport's threads. By default: 405.
  virtual void post(const std::string& /*target*/, std::string /*body*/, std::function<void(HttpResponse)> done) {
    done(HttpResponse(405, "text/plain; charset=utf-8", "method not allowed (GET or HEAD only)\n"));
  }
};

}  // namespace euchre::net
