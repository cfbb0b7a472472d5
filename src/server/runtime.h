// What the server's logic needs from the process around it: somewhere to run
// its own steps one at a time (and later), somewhere to run bots, and a clock.
// The production ones are asio's (src/serve); the tests drive a manual one,
// so the logic is tested without sockets, threads or real time.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>

namespace euchre::server {

// Runs the hub's steps one at a time, in order: every method of Hub and
// Table is called from it, so they need no locks.
class Executor {
 public:
  virtual ~Executor() = default;
  virtual void post(std::function<void()> step) = 0;
  // Runs `step` after `delay` (timers are never cancelled: a step checks on
  // arrival whether it still applies, e.g. by a generation number).
  virtual void after(std::chrono::milliseconds delay, std::function<void()> step) = 0;
  virtual std::int64_t now_ms() const = 0;  // Unix time in milliseconds
};

// Runs slow work (a bot's decision, a hint) away from the executor, so a
// slow expert never delays another table. `work` must not touch the hub:
// it hands its result back with Executor::post.
class Workers {
 public:
  virtual ~Workers() = default;
  virtual void run(std::function<void()> work) = 0;
};

}  // namespace euchre::server
