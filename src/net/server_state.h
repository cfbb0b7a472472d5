// Private to src/net: what every session of one server shares. It outlives
// the server's io_context, so a session destroyed with the io_context can
// still deregister and release its address.
#pragma once

#include <memory>
#include <utility>

#include "net/limits.h"
#include "net/post_gate.h"
#include "net/registry.h"
#include "net/server_options.h"
#include "net/service.h"

namespace euchre::net {

struct ServerState {
  ServerState(Service& service_, ServerOptions options_)
      : service(service_), options(std::move(options_)), limiter(options.connections_per_address, options.unlimited_addresses) {}

  Service& service;
  const ServerOptions options;
  Registry registry;
  AddressLimiter limiter;
  // Shared with every pending Service::post answer (see post_gate.h).
  std::shared_ptr<PostGate> post_gate = std::make_shared<PostGate>();
};

}  // namespace euchre::net
