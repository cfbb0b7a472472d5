#include "serve/serve.h"

#include <algorithm>
#include <csignal>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>

#include "net/forwarded.h"
#include "net/server.h"
#include "serve/asio_runtime.h"
#include "serve/hub_service.h"
#include "serve/store_writer.h"
#include "room/hub.h"
#include "room/tokens.h"
#include "store/store.h"
#include "store/watched_store.h"

namespace euchre::serve {
namespace {

// The address a person types into a browser: a wildcard host means "this
// machine", so name loopback (and say the server listens on every interface).
std::string address_to_open(const std::string& host, unsigned short port) {
  const bool any = host == "0.0.0.0" || host == "::";
  const std::string shown = any ? "127.0.0.1" : host.find(':') != std::string::npos ? "[" + host + "]" : host;
  return "http://" + shown + ":" + std::to_string(port) + "/";
}

// The WebSocket address of this instance as clients on this machine reach it.
std::string public_ws_url(const std::string& host, unsigned short port) {
  const std::string http = address_to_open(host, port);
  return "ws://" + http.substr(7, http.size() - 8) + "/ws";
}

// Stops the transport on SIGINT/SIGTERM, from a thread of its own so that
// the handler is ordinary code, not a signal context.
class StopOnSignal {
 public:
  explicit StopOnSignal(net::Server& server) : signals_(io_, SIGINT, SIGTERM) {
    signals_.async_wait([&server](const boost::system::error_code& ec, int) {
      if (!ec) server.stop();
    });
    thread_ = std::thread([this] { io_.run(); });
  }
  ~StopOnSignal() {
    signals_.cancel();
    io_.stop();
    thread_.join();
  }

 private:
  boost::asio::io_context io_;
  boost::asio::signal_set signals_;
  std::thread thread_;
};

// The addresses of `flag` in one spelling each (net::canonical_address);
// false, having said which is wrong, when one is not an IP address.
bool canonical_addresses(const char* flag, const std::vector<std::string>& given, std::vector<std::string>& out) {
  for (const std::string& text : given) {
    const auto address = net::canonical_address(text);
    if (!address) {
      std::cerr << "euchre serve: " << flag << " \"" << text << "\" is not an IP address (e.g. 127.0.0.1 or ::1)\n";
      return false;
    }
    out.push_back(*address);
  }
  return true;
}

}  // namespace

int run_serve(const ServeOptions& options) {
  net::ServerOptions net_options;
  if (!canonical_addresses("--trust-proxy", options.trusted_proxies, net_options.trusted_proxies) ||
      !canonical_addresses("--unlimited-address", options.unlimited_addresses, net_options.unlimited_addresses))
    return 2;
  if (options.proxy_header != "x-forwarded-for" && options.proxy_header != "forwarded") {
    std::cerr << "euchre serve: --proxy-header \"" << options.proxy_header
              << "\": x-forwarded-for or forwarded\n";
    return 2;
  }
  net_options.proxy_header =
      options.proxy_header == "forwarded" ? net::ProxyHeader::Forwarded : net::ProxyHeader::XForwardedFor;
  for (const std::string& url : options.instances) {
    const auto scheme_end = url.find("://");
    const std::string scheme = scheme_end == std::string::npos ? "" : url.substr(0, scheme_end);
    if ((scheme != "ws" && scheme != "wss") || url.size() == scheme_end + 3) {
      std::cerr << "euchre serve: --instance \"" << url << "\" is not a ws:// or wss:// address\n";
      return 2;
    }
  }
  std::unique_ptr<store::Store> store;
  // The store's writer thread gets a connection of its own on PostgreSQL,
  // so the hub's own calls (a deal, a new person) never wait for a batch
  // of actions to travel to the database; SQLite has one writer at a time
  // whatever the connections, so there both share the one.
  std::unique_ptr<store::Store> writer_store;
  try {
    store = store::open_store(options.db);
    if (store->describe().rfind("postgres", 0) == 0) writer_store = store::open_store(options.db);
  } catch (const std::exception& e) {
    std::cerr << "euchre serve: cannot open the store " << options.db << ": " << e.what() << "\n";
    return 1;
  }
  net_options.host = options.host;
  net_options.port = options.port;
  net_options.threads = static_cast<int>(options.io_threads);
  net_options.messages_per_second = options.messages_per_second;
  net_options.connections_per_address = options.connections_per_address;

  HubThread hub_thread;
  // The tables move on side by side, each on one of these (docs/net.md, "Threads").
  std::vector<std::unique_ptr<HubThread>> table_threads;
  const unsigned table_thread_count =
      options.table_threads ? options.table_threads : std::max(1u, std::thread::hardware_concurrency() / 2);
  std::vector<room::Executor*> table_executors;
  for (unsigned i = 0; i < table_thread_count; ++i) {
    table_threads.push_back(std::make_unique<HubThread>("euchre-tables"));
    table_executors.push_back(table_threads.back().get());
  }
  const auto stop_table_threads = [&] {
    for (auto& t : table_threads) t->stop();
  };
  WorkerPool workers(options.bot_threads);
  room::HubOptions hub_options;
  hub_options.contribution_timeout = options.contribution_timeout;
  hub_options.lease_ttl = std::chrono::seconds(options.lease_seconds);
  hub_options.max_tables_per_address = options.tables_per_address;
  hub_options.max_tables_per_person = options.tables_per_person;
  hub_options.max_open_events = options.events;
  hub_options.max_events_per_person = options.events_per_person;
  hub_options.max_bot_iterations = options.bot_iterations;
  hub_options.unlimited_addresses.insert(net_options.unlimited_addresses.begin(), net_options.unlimited_addresses.end());
  hub_options.instances.insert(options.instances.begin(), options.instances.end());
  // The hub needs the transport's outbox and the transport needs the
  // service: the server is made first around a service that forwards.
  std::unique_ptr<room::Hub> hub;
  std::unique_ptr<HubService> service;
  struct Forward final : net::Service {
    HubService* to = nullptr;
    void opened(net::ConnectionId id, const std::string& a) override { to->opened(id, a); }
    void received(net::ConnectionId id, std::string t) override { to->received(id, std::move(t)); }
    void closed(net::ConnectionId id) override { to->closed(id); }
    net::HttpResponse get(const std::string& target) override { return to->get(target); }
    void post(const std::string& target, std::string body, std::function<void(net::HttpResponse)> done) override {
      to->post(target, std::move(body), std::move(done));
    }
  } forward;
  net::Server server(forward, net_options);
  // Every store call of the server goes through the watch: an unavailable
  // store fails calls at once between probes, and /api/health says so.
  store::WatchedStore watched(*store);
  // The tables' actions are kept on a thread of their own, many in one
  // transaction (store_writer.h); each is told only once kept.
  std::optional<store::WatchedStore> watched_writer;
  if (writer_store) watched_writer.emplace(*writer_store, store::WatchedStore::Probe::Actions);
  // Its answers go straight to each table's own thread (DirectExecutor).
  DirectExecutor writer_answers(hub_thread);
  StoreWriter writer(watched_writer ? *watched_writer : watched, writer_answers, options.commit_batch);
  hub = std::make_unique<room::Hub>(watched, hub_thread, workers, server.outbox(), hub_options, &writer);
  service = std::make_unique<HubService>(*hub, hub_thread, watched,
                                         StaticFiles(options.web_dir.empty() ? EUCHRE_WEB_DIR : options.web_dir));
  if (watched_writer) service->watch_also(*watched_writer);
  forward.to = service.get();

  int resumed = 0;
  const bool shared_store = store->describe().rfind("postgres", 0) == 0;
  try {
    server.start();
    if (shared_store) {
      const std::string url = options.public_url.empty() ? public_ws_url(options.host, server.port()) : options.public_url;
      hub_options.lease_owner = url + "#" + room::new_id(8);
      hub_thread.call([&] { hub->set_lease_owner(hub_options.lease_owner); });
    }
    hub_thread.call([&] {
      hub->set_table_executors(table_executors);
      resumed = hub->restore();
    });
  } catch (const std::exception& e) {
    std::cerr << "euchre serve: " << e.what() << "\n";
    writer.stop();
    hub_thread.stop();
    stop_table_threads();
    workers.stop();
    return 1;
  }
  std::cout << "euchre serve: open " << address_to_open(options.host, server.port()) << " (WebSocket /ws; store "
            << store->describe() << "; " << resumed << " unfinished game(s) resumed";
  if (shared_store) std::cout << "; instance " << hub_options.lease_owner << ", leases of " << options.lease_seconds << " s";
  std::cout << "). Ctrl-C stops it." << std::endl;
  {
    StopOnSignal stop_on_signal(server);
    server.run();
  }
  // Nothing more reaches the hub; its last steps finish, the bots' answers
  // in flight are dropped (the store has every action that was told). The
  // actions handed to the writer are kept first, and told by the tables'
  // last steps (the writer hands its answers straight to their threads).
  writer.stop();
  hub_thread.stop();
  stop_table_threads();
  workers.stop();
  std::cout << "euchre serve: stopped" << std::endl;
  return 0;
}

}  // namespace euchre::serve
