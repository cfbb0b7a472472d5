// One scripted person of `euchre loadtest` at a table of its own, with three
// bots: says hello, creates the table (seat 0), contributes when a deal's
// shuffle asks, and on its turn waits the think time, then sends one of its
// legal actions at random; after the game it asks for a rematch, so the
// table keeps playing. It measures each action's response time as
// SeatTurns says (loadclient/seat_turns.h).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <random>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include "loadclient/load_tally.h"
#include "loadclient/seat_turns.h"
#include "net/async_client.h"

namespace euchre::loadclient {

struct LoadScript {
  std::string url;                  // ws://host:port/ws
  std::chrono::milliseconds think;  // the delay after the turn comes
  // Spread the delay evenly over think +- jitter: with one fixed delay, the
  // tables that one stall held up stay in step ever after (they all answer
  // one think time after the same backlog drained).
  std::chrono::milliseconds jitter{0};
  nlohmann::json create;            // the `create` message (rules, bots, seat 0)
};

class LoadClient {
 public:
  using Clock = std::chrono::steady_clock;

  // `settled` is called once: when the table is created, or when the
  // connection ends before that (the load test then opens the next one).
  LoadClient(boost::asio::io_context& io, const LoadScript& script, LoadTally& tally, std::uint64_t seed,
             std::function<void()> settled);
  void start();
  // The close handshake; the end that follows is not counted as a problem.
  void stop();
  bool ended() const { return ended_; }

 private:
  using json = nlohmann::json;

  void on_message(const std::string& text);
  void handle(const json& m, const std::string& type, Clock::time_point now);
  void on_close(const std::string& why);
  void on_state(const json& m, Clock::time_point now);
  void on_game_over();
  void answered(Clock::time_point now, Clock::duration took);
  void act(std::int64_t seq, Clock::time_point due);
  void send(json m);
  void settle();
  std::chrono::milliseconds think_time();

  const LoadScript& script_;
  LoadTally& tally_;
  std::function<void()> settled_callback_;
  std::mt19937_64 rng_;
  boost::asio::steady_timer think_timer_;
  std::string table_;
  SeatTurns turns_;
  json legal_;                   // the turn's legal actions
  bool settled_ = false;
  bool started_ = false;
  bool stopping_ = false;
  bool ended_ = false;
  net::AsyncClient client_;      // last: destroyed first, so no callback reaches a dead member
};

}  // namespace euchre::loadclient
