// Private to src/net: what every session of one server shares. It outlives
// the server's io_context, so a session destroyed with the io_context can
// still deregister and release its address.
#pragma once

#include <utility>

#include "net/limits.h"
#include "net/registry.h"
#include "net/server_options.h"
#include "net/service.h"

namespace euchre::net {

struct ServerState {
  ServerState(Service& service_, ServerOptions options_)
      : service(service_), options(std::move(options_)), limiter(options.connections_per_address) {}

  Service& service;
  const ServerOptions options;
  Registry registry;
  AddressLimiter limiter;
};

}  // namespace euchre::net
