// The production runtime of the hub (room/runtime.h): one thread running
// the hub's own io_context (its steps, in order, and its timers), threads of
// the same kind that run the tables' own steps (each table on one of them),
// and a pool of worker threads sized to the cores for the bots and hints.
#pragma once

#include <memory>
#include <thread>

#include "room/runtime.h"

namespace euchre::serve {

class HubThread final : public room::Executor {
 public:
  // `name`: the thread's, for top -H, perf and /proc/PID/task (15 characters at most).
  explicit HubThread(const char* name = "euchre-hub");
  ~HubThread() override;  // stops and joins
  void post(std::function<void()> step) override;
  void after(std::chrono::milliseconds delay, std::function<void()> step) override;
  std::int64_t now_ms() const override;
  // Runs `step` on the hub thread and waits for it (HTTP answers that read the hub).
  void call(const std::function<void()>& step);
  // Finishes the steps already posted, then stops the thread.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Runs a posted step at once, on the thread that posts it; timers and the
// clock are `timers`'. For the store writer's answers: each is a table's own
// step that only hands the answer on to the table's thread, so passing it
// through another thread first (the hub's, shared by all) would cost that
// thread a step for every action.
class DirectExecutor final : public room::Executor {
 public:
  explicit DirectExecutor(room::Executor& timers) : timers_(timers) {}
  void post(std::function<void()> step) override { step(); }
  void after(std::chrono::milliseconds delay, std::function<void()> step) override {
    timers_.after(delay, std::move(step));
  }
  std::int64_t now_ms() const override { return timers_.now_ms(); }

 private:
  room::Executor& timers_;
};

class WorkerPool final : public room::Workers {
 public:
  explicit WorkerPool(unsigned threads = std::thread::hardware_concurrency());
  ~WorkerPool() override;  // waits for the work under way
  void run(std::function<void()> work) override;
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace euchre::serve
