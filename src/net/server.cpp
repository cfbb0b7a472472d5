#include "net/server.h"

#include <condition_variable>
#include <iostream>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "net/beast.h"
#include "net/listener.h"
#include "net/server_state.h"

namespace euchre::net {

struct Server::Impl {
  Impl(Service& service, ServerOptions options)
      : state(service, std::move(options)), ioc(std::max(1, state.options.threads)) {}
  // A service may answer a POST after this: the answer is dropped.
  ~Impl() { state.post_gate->close(); }

  void run_io();
  void watch_stop();

  // Declared before the io_context: sessions destroyed with the io_context
  // still deregister from the registry and release their address.
  ServerState state;
  asio::io_context ioc;
  std::shared_ptr<Listener> listener;

  std::mutex mutex;
  std::condition_variable changed;
  bool stop_requested = false;
  bool run_done = false;
};

// An exception out of a handler must not end a thread that serves every
// connection: the handlers catch the service's exceptions, so what reaches
// here is the transport's own trouble (out of memory, a Beast bug).
void Server::Impl::run_io() {
  for (;;) {
    try {
      ioc.run();
      return;
    } catch (const std::exception& e) {
      std::cerr << "euchre net: an I/O handler threw: " << e.what() << '\n';
    }
  }
}

// After stop(), clients get stop_timeout to answer the close frame; then the
// connections left are dropped, which ends their sessions (Service::closed
// included) and so run(). Should even that not end it (a service that
// blocks in a callback), the io_context is stopped after another
// stop_timeout and what is left is destroyed with it.
void Server::Impl::watch_stop() {
  std::unique_lock lock(mutex);
  changed.wait(lock, [&] { return stop_requested || run_done; });
  const auto done = [&] { return run_done; };
  if (changed.wait_for(lock, state.options.stop_timeout, done)) return;
  for (const auto& session : state.registry.live()) session->abort();
  if (changed.wait_for(lock, state.options.stop_timeout, done)) return;
  ioc.stop();
}

Server::Server(Service& service, ServerOptions options)
    : impl_(std::make_unique<Impl>(service, std::move(options))) {}

Server::~Server() = default;

void Server::start() {
  if (impl_->listener) throw std::logic_error("net::Server::start called twice");
  if (impl_->state.registry.stopping()) throw std::logic_error("net::Server::start after stop");
  auto listener = std::make_shared<Listener>(impl_->ioc, impl_->state);
  listener->open();
  listener->start();
  impl_->listener = std::move(listener);
}

unsigned short Server::port() const { return impl_->listener ? impl_->listener->port() : 0; }

void Server::run() {
  std::thread watchdog([this] { impl_->watch_stop(); });
  std::vector<std::thread> extra;
  for (int i = 1; i < impl_->state.options.threads; ++i) extra.emplace_back([this] { impl_->run_io(); });
  impl_->run_io();
  for (auto& thread : extra) thread.join();
  {
    std::lock_guard lock(impl_->mutex);
    impl_->run_done = true;
  }
  impl_->changed.notify_all();
  watchdog.join();
}

void Server::stop() {
  {
    std::lock_guard lock(impl_->mutex);
    if (impl_->stop_requested) return;
    impl_->stop_requested = true;
  }
  impl_->changed.notify_all();
  if (impl_->listener) impl_->listener->stop();
  for (const auto& session : impl_->state.registry.stop()) session->shut_down();
}

Outbox& Server::outbox() { return impl_->state.registry; }

}  // namespace euchre::net
