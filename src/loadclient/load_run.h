// The course of one `euchre loadtest` run on one io_context thread: open the
// connections a window at a time (each creates its table), wait until every
// table is created (bounded), warm up, measure, close every connection.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <memory>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include "loadclient/load_client.h"
#include "loadclient/load_tally.h"
#include "loadclient/lobby_flood.h"

namespace euchre::loadclient {

struct LoadPlan {
  int tables = 0;
  std::chrono::milliseconds warmup{3000};
  std::chrono::milliseconds measure{60000};
  std::FILE* samples = nullptr;  // every timed response, when given (LoadTally::sample)
  int list_flood = 0;            // connections asking for the lobby meanwhile (LobbyFlood)
  double list_rate = 19;         // lists a second from each
  long long server_pid = 0;      // the server's process on this machine (0: unknown): its CPU is read
};

class LoadRun {
 public:
  using Clock = std::chrono::steady_clock;

  LoadRun(LoadPlan plan, LoadScript script);
  // Blocks until the run is over (or given up: the server refused a connection).
  void run();

  const LoadTally& tally() const { return tally_; }
  const LobbyFlood* flood() const { return flood_.get(); }
  // How long until every table was created (or setup was given up).
  Clock::duration setup_time() const { return setup_time_; }
  // False when the server refused connections or the setup's time ran out.
  bool measured() const { return measured_; }

 private:
  enum class Phase { Setup, Measuring, Closing };

  void launch();
  void on_settled();
  void tick();
  void end_setup(Clock::time_point now);
  void close_all(Clock::time_point now);
  bool all_ended() const;

  LoadPlan plan_;
  LoadScript script_;
  boost::asio::io_context io_;
  boost::asio::steady_timer ticker_;
  LoadTally tally_;
  std::vector<std::unique_ptr<LoadClient>> clients_;  // after io_: destroyed before it
  std::unique_ptr<LobbyFlood> flood_;
  std::size_t started_ = 0;
  std::size_t settled_ = 0;
  Phase phase_ = Phase::Setup;
  Clock::time_point begun_;
  Clock::time_point deadline_;
  Clock::duration setup_time_{};
  bool measured_ = false;
};

}  // namespace euchre::loadclient
