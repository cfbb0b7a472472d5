// The store's writer (src/serve/store_writer.h, issue 37): actions handed
// over while a batch is being written are kept together in the next one,
// one refused action refuses only itself, every answer comes once on the
// executor, and stop() keeps everything handed over.
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>

#include <gtest/gtest.h>

#include "../room/memory_store.h"
#include "serve/store_writer.h"

namespace euchre::testing {
namespace {

// The writer's answers, run when the test says (on the test's thread).
class QueueExecutor final : public room::Executor {
 public:
  void post(std::function<void()> step) override {
    std::lock_guard lock(mutex_);
    steps_.push_back(std::move(step));
  }
  void after(std::chrono::milliseconds, std::function<void()> step) override { post(std::move(step)); }
  std::int64_t now_ms() const override { return 0; }
  int run_all() {
    std::deque<std::function<void()>> steps;
    {
      std::lock_guard lock(mutex_);
      steps.swap(steps_);
    }
    for (auto& step : steps) step();
    return static_cast<int>(steps.size());
  }

 private:
  std::mutex mutex_;
  std::deque<std::function<void()>> steps_;
};

// A memory store whose batches the test can hold at the door, and count.
class GatedStore final : public MemoryStore {
 public:
  void append_actions(const std::vector<store::Action>& batch, const std::string& owner) override {
    std::unique_lock lock(mutex_);
    ++entered_;
    sizes.push_back(batch.size());
    changed_.notify_all();
    changed_.wait(lock, [this] { return open_; });
    MemoryStore::append_actions(batch, owner);
  }
  void open() {
    std::lock_guard lock(mutex_);
    open_ = true;
    changed_.notify_all();
  }
  void wait_entered(int n) {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return entered_ >= n; });
  }
  std::vector<std::size_t> sizes;  // each call's batch size

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  bool open_ = false;
  int entered_ = 0;
};

struct Answers {
  std::vector<std::string> errors;  // "" for kept, by the order handed over
  room::ActionWriter::Done done_for(std::size_t i) {
    if (errors.size() <= i) errors.resize(i + 1, "(no answer)");
    return [this, i](std::exception_ptr failure) {
      try {
        if (failure) std::rethrow_exception(failure);
        errors[i] = "";
      } catch (const store::StoreError& e) {
        errors[i] = e.what();
      }
    };
  }
};

std::vector<store::GameId> games(GatedStore& store, int n) {
  std::vector<store::GameId> ids;
  for (int i = 0; i < n; ++i) {
    store.add_table(store::Table{"t" + std::to_string(i), "T", "{}", "", 0, false});
    ids.push_back(store.add_game(store::Game{0, "t" + std::to_string(i), "{}", 0, 0, false, "", ""}));
  }
  return ids;
}

store::Action action_of(store::GameId game, std::int64_t seq) { return {game, seq, 0, 0, "pass", "p1"}; }

TEST(StoreWriter, ActionsHandedOverWhileABatchIsWrittenAreKeptTogetherInTheNextOne) {
  GatedStore store;
  const auto ids = games(store, 41);
  QueueExecutor executor;
  serve::StoreWriter writer(store, executor);
  Answers answers;
  writer.append(action_of(ids[0], 0), "", answers.done_for(0));
  store.wait_entered(1);  // the first batch is at the store's door
  for (std::size_t i = 1; i < ids.size(); ++i) writer.append(action_of(ids[i], 0), "", answers.done_for(i));
  EXPECT_EQ(executor.run_all(), 0) << "an answer came before its action was kept";
  store.open();
  writer.stop();
  EXPECT_EQ(store.sizes, (std::vector<std::size_t>{1, 40}));
  EXPECT_EQ(writer.batches(), 2u);
  EXPECT_EQ(writer.actions(), 41u);
  EXPECT_EQ(executor.run_all(), 41);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    EXPECT_EQ(answers.errors[i], "") << i;
    EXPECT_EQ(store.actions(ids[i]).size(), 1u) << i;
  }
}

TEST(StoreWriter, OneRefusedActionOfABatchRefusesOnlyItself) {
  GatedStore store;
  const auto ids = games(store, 4);
  QueueExecutor executor;
  serve::StoreWriter writer(store, executor);
  Answers answers;
  writer.append(action_of(ids[0], 0), "", answers.done_for(0));
  store.wait_entered(1);
  writer.append(action_of(ids[1], 0), "", answers.done_for(1));
  writer.append(action_of(ids[2], 5), "", answers.done_for(2));  // not the game's next
  writer.append(action_of(ids[3], 0), "", answers.done_for(3));
  store.open();
  writer.stop();
  EXPECT_EQ(executor.run_all(), 4);
  EXPECT_EQ(answers.errors[0], "");
  EXPECT_EQ(answers.errors[1], "");
  EXPECT_NE(answers.errors[2].find("seq 0 expected, got 5"), std::string::npos) << answers.errors[2];
  EXPECT_EQ(answers.errors[3], "");
  EXPECT_EQ(store.actions(ids[1]).size(), 1u);
  EXPECT_TRUE(store.actions(ids[2]).empty());
  EXPECT_EQ(store.actions(ids[3]).size(), 1u);
  // The batch of three was tried whole, then each alone.
  EXPECT_EQ(store.sizes, (std::vector<std::size_t>{1, 3, 1, 1, 1}));
}

TEST(StoreWriter, StopKeepsWhatWasHandedOverAndLaterActionsAreKeptAtOnce) {
  GatedStore store;
  store.open();
  const auto ids = games(store, 3);
  QueueExecutor executor;
  serve::StoreWriter writer(store, executor);
  Answers answers;
  for (std::int64_t seq = 0; seq < 20; ++seq)
    writer.append(action_of(ids[0], seq), "", answers.done_for(static_cast<std::size_t>(seq)));
  writer.stop();
  EXPECT_EQ(store.actions(ids[0]).size(), 20u);
  writer.append(action_of(ids[1], 0), "", answers.done_for(20));
  EXPECT_EQ(store.actions(ids[1]).size(), 1u) << "an action handed over after stop() is kept before append returns";
  EXPECT_EQ(executor.run_all(), 21);
  for (const std::string& e : answers.errors) EXPECT_EQ(e, "");
}

}  // namespace
}  // namespace euchre::testing
