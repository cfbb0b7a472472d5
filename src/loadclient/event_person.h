// One person of `euchre event simulate --url` (docs/events.md, "Against a
// server"): a connection of its own that says hello with its name, then
// plays wherever the server seats it: contributes when a deal's shuffle
// asks, and on its turn at any table waits the think time and sends one of
// the state's legal actions, drawn by its own seeded generator. Each
// action's response time is timed as SeatTurns says. What happens to the
// evening (`event` messages) goes to its EventRun through the hooks.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include "loadclient/load_tally.h"
#include "loadclient/seat_turns.h"
#include "net/async_client.h"

namespace euchre::loadclient {

class EventPerson {
 public:
  using Clock = std::chrono::steady_clock;
  using json = nlohmann::json;

  struct Hooks {
    std::function<void(EventPerson&)> welcomed;
    std::function<void(EventPerson&, const json& event)> event;
    // An `error` from the server (counted in the tally already).
    std::function<void(EventPerson&, const json& error)> refused;
    // The connection ended before stop(): the reason.
    std::function<void(EventPerson&, const std::string& why)> lost;
  };

  // `whole_events`: this person's hook gets each `event` whole; the others'
  // get it without its people, tables and standings (each a few kilobytes
  // at 100 people: read by one thread for all the people, they would hold
  // up the states and so the times measured).
  EventPerson(boost::asio::io_context& io, std::string url, std::string name, std::chrono::milliseconds think,
              LoadTally& tally, std::uint64_t seed, bool whole_events, Hooks hooks);
  void start();
  // The close handshake; the end that follows is not a loss.
  void stop();
  void send(json m);
  bool ended() const { return ended_; }
  const std::string& name() const { return name_; }

 private:
  void on_message(const std::string& text);
  void handle(const json& m, const std::string& type, Clock::time_point now);
  void on_state(const json& m, Clock::time_point now);
  void act(const std::string& table, std::int64_t seq, Clock::time_point due);
  void answered(Clock::duration took, const std::string& table);
  void on_close(const std::string& why);

  std::string url_;
  std::string name_;
  std::chrono::milliseconds think_;
  LoadTally& tally_;
  std::mt19937_64 rng_;
  bool whole_events_;
  Hooks hooks_;
  boost::asio::steady_timer think_timer_;
  // Each table's turns (a person sits at one table a round: at most one
  // entry a round, and rounds are bounded).
  std::map<std::string, SeatTurns> turns_;
  json legal_;  // the pending turn's legal actions
  bool started_ = false;
  bool stopping_ = false;
  bool ended_ = false;
  net::AsyncClient client_;  // last: destroyed first, so no callback reaches a dead member
};

}  // namespace euchre::loadclient
