// The network transport: an HTTP and WebSocket server around a Service
// (service.h). One TCP port serves both: a WebSocket upgrade of `/ws` opens a
// connection whose text messages go to Service::received; any other GET is
// answered by Service::get. Threads, strands, limits: docs/net.md.
//
// Beast stays out of this header (pimpl): including it costs little.
#pragma once

#include <memory>

#include "net/server_options.h"
#include "net/service.h"

namespace euchre::net {

class Server {
 public:
  // `service` must outlive the server.
  Server(Service& service, ServerOptions options = {});
  // Destroy after run() has returned (or when it was never called).
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds and listens. Throws std::runtime_error naming host:port and the
  // system's reason when it cannot (address in use, unknown host, ...).
  void start();
  // The bound port (after start): the chosen one when options.port is 0.
  unsigned short port() const;
  // Runs the I/O on options.threads threads (this one included) until stop().
  void run();
  // Thread-safe, returns at once: stops accepting, sends every WebSocket a
  // close frame ("server shutting down"), ends every HTTP connection; run()
  // returns when all are closed (or after options.stop_timeout).
  void stop();

  // Where the service sends; valid as long as the server.
  Outbox& outbox();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace euchre::net
