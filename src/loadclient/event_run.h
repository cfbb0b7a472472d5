// The course of `euchre event simulate --url` on one io_context thread
// (docs/events.md, "Against a server"): for each of the plan's evenings, N
// people connect, each on its own connection; the first creates the event,
// the others register when they hear of it; once all are registered the
// organiser starts it, and every person plays where the server seats them
// until every evening is over (or the time allowed runs out, or a
// connection is lost). Then every connection is closed.
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

namespace euchre::loadclient {

struct EventPlan {
  std::string url;                    // ws://host:port/ws
  int people = 0;                     // of each evening
  int evenings = 1;                   // played at once
  nlohmann::json create;              // each organiser's `event_create`
  std::chrono::milliseconds think{100};
  std::chrono::milliseconds timeout{600'000};
  std::uint64_t seed = 1;             // the people's draws of their legal actions
  std::FILE* samples = nullptr;       // every response time, when given (LoadTally::sample)
};

class EventRun {
 public:
  using Clock = std::chrono::steady_clock;

  explicit EventRun(EventPlan plan);
  // Blocks until every evening is over or the run is given up.
  void run();

  const LoadTally& tally() const { return tally_; }
  // Empty when every evening ran to its end; else why not.
  const std::string& failure() const { return failure_; }
  // Each evening's organiser's last `event` message (the standings of an
  // evening over), in the order of the plan.
  std::vector<nlohmann::json> last_events() const;
  // From the first connection to the last evening's end (or the giving up).
  Clock::duration wall_time() const { return wall_; }
  // The most tables of one round of one evening.
  int tables() const { return tables_; }

 private:
  struct Evening {
    std::vector<std::unique_ptr<EventPerson>> people;
    std::vector<std::string> status;  // each person's last `event` status
    std::vector<bool> checked_in;     // each person has sent `event_check_in`
    std::size_t welcomed = 0;
    std::size_t over = 0;             // people who have seen it over
    std::string id;
    bool started = false;
    int round = 0;
    nlohmann::json last;              // the organiser's last `event`
  };

  void on_welcome(Evening& evening);
  void on_event(Evening& evening, EventPerson& person, std::size_t index, const nlohmann::json& m);
  void on_refused(const Evening& evening, EventPerson& person, const nlohmann::json& error);
  void on_lost(EventPerson& person, const std::string& why);
  void tick();
  void give_up(std::string why);
  void finish();
  bool all_ended() const;
  std::string progress() const;

  EventPlan plan_;
  boost::asio::io_context io_;
  boost::asio::steady_timer ticker_;
  LoadTally tally_;
  std::vector<std::unique_ptr<Evening>> evenings_;  // after io_: destroyed before it
  std::size_t evenings_over_ = 0;
  int tables_ = 0;
  std::string failure_;
  bool closing_ = false;
  Clock::time_point begun_;
  Clock::time_point deadline_;
  Clock::duration wall_{};
};

}  // namespace euchre::loadclient
