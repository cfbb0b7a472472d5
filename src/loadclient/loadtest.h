// `euchre loadtest`: a benchmark of a running `euchre serve` (docs/net.md,
// "Load"). N tables, each with one scripted person (src/loadclient/load_client.h)
// and three basic bots, all on one thread of WebSocket clients; prints the
// actions applied per second, the response time's p50 and p99, and the
// server's resident memory. Not a timed test: the figures depend on the
// machine.
#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace euchre::loadclient {

struct LoadtestOptions {
  int tables = 0;                  // required
  std::string url;                 // required: ws://host:port/ws
  double seconds = 60;             // how long to measure
  double warmup_seconds = 3;       // after every table is created, before measuring
  int think_ms = 1000;             // the scripted person's delay after its turn comes
  int think_jitter_ms = 0;         // spread that delay over think_ms +- this (0: always think_ms)
  std::string preset = "standard";
  std::vector<std::string> sets;   // OPTION=VALUE
  int list_flood = 0;              // connections flooding the lobby with `list` meanwhile
  double list_rate = 19;           // lists a second from each (the server allows 20)
  std::string pace = "instant";    // the bots' pace (instant: the server's throughput, not people's)
  bool json = false;               // print the figures as one JSON object too
  std::string samples;             // write every timed response to this CSV file
};

// Adds the subcommand and its options to `app` (so that main.cpp stays short).
CLI::App* add_loadtest_command(CLI::App& app, LoadtestOptions& options);
int run_loadtest(const LoadtestOptions& options);

}  // namespace euchre::loadclient
