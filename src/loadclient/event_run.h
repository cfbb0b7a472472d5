// The course of `euchre event simulate --url` on one io_context thread
// (docs/events.md, "Against a server"): N people connect, each on its own
// connection; the first creates the event, the others register when they
// hear of it; once all are registered the organiser starts it, and every
// person plays where the server seats them until the event is over (or the
// time allowed runs out, or a connection is lost). Then every connection
// is closed.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include "loadclient/event_person.h"
#include "loadclient/load_tally.h"

namespace euchre::cli {

struct EventPlan {
  std::string url;                    // ws://host:port/ws
  int people = 0;
  nlohmann::json create;              // the organiser's `event_create`
  std::chrono::milliseconds think{100};
  std::chrono::milliseconds timeout{600'000};
  std::uint64_t seed = 1;             // the people's draws of their legal actions
  std::FILE* samples = nullptr;       // every response time, when given (LoadTally::sample)
};

class EventRun {
 public:
  using Clock = std::chrono::steady_clock;

  explicit EventRun(EventPlan plan);
  // Blocks until the evening is over or given up.
  void run();

  const LoadTally& tally() const { return tally_; }
  // Empty when the evening ran to its end; else why it did not.
  const std::string& failure() const { return failure_; }
  // The organiser's last `event` message (the standings of an evening over).
  const nlohmann::json& last_event() const { return last_event_; }
  // From the first connection to the event's end (or the giving up).
  Clock::duration wall_time() const { return wall_; }
  // The most tables of one round.
  int tables() const { return tables_; }

 private:
  void on_welcome();
  void on_event(EventPerson& person, std::size_t index, const nlohmann::json& m);
  void on_refused(EventPerson& person, const nlohmann::json& error);
  void on_lost(EventPerson& person, const std::string& why);
  void tick();
  void give_up(std::string why);
  void finish();
  std::string progress() const;

  EventPlan plan_;
  boost::asio::io_context io_;
  boost::asio::steady_timer ticker_;
  LoadTally tally_;
  std::vector<std::unique_ptr<EventPerson>> people_;  // after io_: destroyed before it
  std::vector<std::string> status_;  // each person's last `event` status
  std::vector<bool> checked_in_;     // each person has sent `event_check_in`
  std::size_t welcomed_ = 0;
  std::size_t over_ = 0;
  std::string event_;
  bool started_ = false;
  int round_ = 0;
  int tables_ = 0;
  nlohmann::json last_event_;
  std::string failure_;
  bool closing_ = false;
  Clock::time_point begun_;
  Clock::time_point deadline_;
  Clock::duration wall_{};
};

}  // namespace euchre::cli
