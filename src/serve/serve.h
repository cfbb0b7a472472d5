// `euchre serve`: the game server in one process (docs/server.md): the store,
// the hub on its thread, the bots on a pool, the transport on the main thread.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace euchre::serve {

struct ServeOptions {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;  // 0: any free port (printed)
  std::string db = "euchre-data/euchre.db";  // a SQLite path, or postgresql://...
  // The browser table's built files (docs/client.md); empty: the build's own
  // (EUCHRE_WEB_DIR, compiled in).
  std::string web_dir;
  unsigned io_threads = 1;
  unsigned bot_threads = 0;  // 0: one per core
  // Threads that run the tables' own steps (room/table.h), each table on one;
  // 0: half the cores, at least one.
  unsigned table_threads = 0;
  // The most actions kept in one transaction (store_writer.h); 1: one each.
  unsigned commit_batch = 512;
  std::chrono::milliseconds contribution_timeout{10'000};
  double messages_per_second = 20;
  int connections_per_address = 32;
  int tables_per_address = 40;  // open tables made from one address (room::HubOptions)
  int tables_per_person = 5;
  // Fair shares (room::HubOptions): evenings under way in the server and
  // by one person, and the search a decision a bot may do.
  int events = 1'000;
  int events_per_person = 3;
  int bot_iterations = 5'000;
  // Addresses no per-address limit counts (a load test's machine); none by
  // default, loopback included (docs/server.md, "Limits").
  std::vector<std::string> unlimited_addresses;
  // Reverse proxies whose forwarded header names the client (docs/server.md,
  // "Behind a proxy"), and which header: "x-forwarded-for" or "forwarded".
  std::vector<std::string> trusted_proxies;
  std::string proxy_header = "x-forwarded-for";
  // With PostgreSQL, several instances may share the database (docs/scale.md):
  // the address clients use to reach this one (default ws://HOST:PORT/ws) and
  // how long a dead instance's tables wait before another takes them.
  std::string public_url;
  int lease_seconds = 5;
  // The operator's other instances (their public ws:// URLs): the only ones
  // a client is sent to (docs/scale.md).
  std::vector<std::string> instances;
};

// Runs until SIGINT or SIGTERM; returns the process's exit code (1 when the
// store cannot be opened or the port cannot be bound, 2 when an address or
// instance given is not one, with the reason).
int run_serve(const ServeOptions& options);

}  // namespace euchre::serve
