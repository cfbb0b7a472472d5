// What the server's logic needs from the process around it: somewhere to run
// its own steps one at a time (and later), somewhere to run bots, and a clock.
// The production ones are asio's (src/serve); the tests drive a manual one,
// so the logic is tested without sockets, threads or real time.
#pragma once

#include <chrono>
#include <cstdint>
#include <exception>
#include <functional>
#include <string>

#include "store/store.h"

namespace euchre::room {

// Runs steps one at a time, in order, and later: the hub's (every method of
// Hub is called from it), or one of the tables' (their own steps; a table
// also takes its lock, since the hub calls into it from its own).
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

// Keeps the tables' actions in the store away from the executor (group
// commit): the production one writes the actions of many tables in one
// transaction on a thread of its own, so the store's time (a disk's, a
// PostgreSQL round trip's) holds up no table's step and is paid once for
// many actions. `done` runs on the executor once the action is kept (a null
// exception) or is known not to be (the StoreError): a table tells nobody of
// an action before. `owner`: the lease that must still be held (empty: none).
class ActionWriter {
 public:
  using Done = std::function<void(std::exception_ptr)>;
  virtual ~ActionWriter() = default;
  virtual void append(store::Action action, std::string owner, Done done) = 0;
};

// The writer without a thread: each action is kept at once, on the caller's
// thread, and `done` is posted to the executor (the tests' runtime, and any
// hub made without a writer of its own).
class InlineActionWriter final : public ActionWriter {
 public:
  InlineActionWriter(store::Store& store, Executor& executor) : store_(store), executor_(executor) {}
  void append(store::Action action, std::string owner, Done done) override {
    std::exception_ptr failure;
    try {
      owner.empty() ? store_.append_action(action) : store_.append_action_leased(action, owner);
    } catch (const store::StoreError&) {
      failure = std::current_exception();
    } catch (const std::exception& e) {
      // Whatever else the store throws is its failure too: the table must
      // hear an answer, or it would wait for this action for ever.
      failure = std::make_exception_ptr(store::StoreError(std::string("append_action: ") + e.what()));
    }
    executor_.post([done = std::move(done), failure] { done(failure); });
  }

 private:
  store::Store& store_;
  Executor& executor_;
};

}  // namespace euchre::room
