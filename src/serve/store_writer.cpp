#include "serve/store_writer.h"

#include <pthread.h>

#include <iostream>
#include <utility>

namespace euchre::serve {

StoreWriter::StoreWriter(store::Store& store, room::Executor& executor, std::size_t max_batch,
                         std::chrono::microseconds linger)
    : store_(store),
      executor_(executor),
      max_batch_(max_batch == 0 ? 1 : max_batch),
      linger_(linger),
      thread_([this] { run(); }) {}

StoreWriter::~StoreWriter() { stop(); }

void StoreWriter::append(store::Action action, std::string owner, Done done) {
  {
    std::lock_guard lock(mutex_);
    if (!stopped_) {
      queue_.push_back(Item{std::move(action), std::move(owner), std::move(done)});
      // The writer wakes for the first action, and then only when the batch is full.
      if (queue_.size() == 1 || queue_.size() == max_batch_) wake_.notify_one();
      return;
    }
  }
  // After stop(): the last steps of a stopping hub still keep what they tell.
  std::vector<Item> one;
  one.push_back(Item{std::move(action), std::move(owner), std::move(done)});
  write_each(one);
}

void StoreWriter::stop() {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    stopping_ = true;
    wake_.notify_one();
  }
  thread_.join();
}

std::uint64_t StoreWriter::batches() const {
  std::lock_guard lock(mutex_);
  return batches_;
}

std::uint64_t StoreWriter::actions() const {
  std::lock_guard lock(mutex_);
  return actions_;
}

void StoreWriter::run() {
  // Named, so that top -H, perf and /proc/PID/task show which thread writes.
  pthread_setname_np(pthread_self(), "euchre-store");
  for (;;) {
    std::vector<Item> batch = take_batch();
    if (batch.empty()) return;  // stopping, and nothing is left
    write(batch);
  }
}

std::vector<StoreWriter::Item> StoreWriter::take_batch() {
  std::unique_lock lock(mutex_);
  wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
  if (linger_.count() > 0)
    wake_.wait_for(lock, linger_, [this] { return stopping_ || queue_.size() >= max_batch_; });
  std::vector<Item> batch;
  if (queue_.empty()) {
    stopped_ = true;  // stopping_ and drained: later appends are written by their callers
    return batch;
  }
  const std::string owner = queue_.front().owner;
  while (!queue_.empty() && batch.size() < max_batch_ && queue_.front().owner == owner) {
    batch.push_back(std::move(queue_.front()));
    queue_.pop_front();
  }
  return batch;
}

void StoreWriter::write(std::vector<Item>& batch) {
  if (batch.size() > 1) {
    std::vector<store::Action> actions;
    actions.reserve(batch.size());
    for (const Item& item : batch) actions.push_back(item.action);
    try {
      store_.append_actions(actions, batch.front().owner);
      {
        std::lock_guard lock(mutex_);
        ++batches_;
        actions_ += batch.size();
      }
      for (Item& item : batch) finish(item, nullptr);
      return;
    } catch (const std::exception&) {
      // Which one was refused, or whether the store is down, each says for itself.
    }
  }
  write_each(batch);
}

void StoreWriter::write_each(std::vector<Item>& batch) {
  for (Item& item : batch) {
    std::exception_ptr failure;
    try {
      store_.append_actions({item.action}, item.owner);
      std::lock_guard lock(mutex_);
      ++batches_;
      ++actions_;
    } catch (const store::StoreError&) {
      failure = std::current_exception();
    } catch (const std::exception& e) {
      // Anything else thrown here would end the process (it is this thread's
      // own loop); the table hears it as the store's failure and retries.
      failure = std::make_exception_ptr(store::StoreError(std::string("append_actions: ") + e.what()));
    }
    finish(item, failure);
  }
}

void StoreWriter::finish(Item& item, std::exception_ptr failure) {
  executor_.post([done = std::move(item.done), failure] { done(failure); });
}

}  // namespace euchre::serve
