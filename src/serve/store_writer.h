// The production ActionWriter (room/runtime.h): a thread of its own keeps
// the tables' actions in the store, each batch of them in one transaction
// (group commit). A batch gathers for at most `linger` after its first
// action (and while the one before is being written), so a busy server pays
// one transaction for many actions, and the hub's thread never waits for the
// store's disk or network to keep an action (docs/net.md, "Threads").
//
// Each action's `done` is posted to the executor once its batch is kept. A
// batch the store refuses is tried again action by action, so one refused
// action (a lost lease, a seq already taken) refuses only itself.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

#include "room/runtime.h"
#include "store/store.h"

namespace euchre::serve {

class StoreWriter final : public room::ActionWriter {
 public:
  // `max_batch`: the most actions in one transaction (a bound on how long
  // one batch holds the store's lock); `linger`: how long the first action
  // of a batch waits for others (what a quiet table's action costs more).
  StoreWriter(store::Store& store, room::Executor& executor, std::size_t max_batch = 512,
              std::chrono::microseconds linger = std::chrono::microseconds(1000));
  ~StoreWriter() override;  // stop()

  void append(store::Action action, std::string owner, Done done) override;
  // Keeps every action handed over so far, then ends the thread; an action
  // handed over after this is kept at once on the caller's thread.
  void stop();

  // Transactions written and actions kept so far (tests, benchmarks).
  std::uint64_t batches() const;
  std::uint64_t actions() const;

 private:
  struct Item {
    store::Action action;
    std::string owner;
    Done done;
  };
  void run();
  // Takes the longest run of queued items with the same lease owner (one
  // transaction is fenced by one owner), at most max_batch_.
  std::vector<Item> take_batch();
  void write(std::vector<Item>& batch);
  // Keeps the batch's actions one transaction each: what write() does when
  // the batch as a whole was refused.
  void write_each(std::vector<Item>& batch);
  void finish(Item& item, std::exception_ptr failure);

  store::Store& store_;
  room::Executor& executor_;
  const std::size_t max_batch_;
  const std::chrono::microseconds linger_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Item> queue_;
  bool stopping_ = false;
  bool stopped_ = false;
  std::uint64_t batches_ = 0;
  std::uint64_t actions_ = 0;
  std::thread thread_;  // last: started once everything above is ready
};

}  // namespace euchre::serve
