#include "serve/asio_runtime.h"

#include <pthread.h>

#include <chrono>
#include <future>
#include <iostream>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

namespace euchre::serve {

namespace asio = boost::asio;

struct HubThread::Impl {
  explicit Impl(const char* thread_name) : name(thread_name) {}
  const char* name;
  asio::io_context io;
  asio::executor_work_guard<asio::io_context::executor_type> work{io.get_executor()};
  std::thread thread{[this] {
    // Named, so that top -H, perf and /proc/PID/task show which thread is which.
    pthread_setname_np(pthread_self(), name);
    io.run();
  }};
};

HubThread::HubThread(const char* name) : impl_(std::make_unique<Impl>(name)) {}
HubThread::~HubThread() { stop(); }

namespace {

// The last line of defence: the tables handle their own faults (the store's
// above all), but whatever a step still throws is reported and the hub goes
// on; an exception must never end the thread that serves every table.
void run_step(const std::function<void()>& step) noexcept {
  try {
    step();
  } catch (const std::exception& e) {
    std::cerr << "euchre serve: a step of the hub failed and was dropped: " << e.what() << "\n";
  } catch (...) {
    std::cerr << "euchre serve: a step of the hub failed and was dropped\n";
  }
}

}  // namespace

void HubThread::post(std::function<void()> step) {
  asio::post(impl_->io, [step = std::move(step)] { run_step(step); });
}

void HubThread::after(std::chrono::milliseconds delay, std::function<void()> step) {
  auto timer = std::make_shared<asio::steady_timer>(impl_->io, delay);
  timer->async_wait([timer, step = std::move(step)](const boost::system::error_code& ec) {
    if (!ec) run_step(step);
  });
}

std::int64_t HubThread::now_ms() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

void HubThread::call(const std::function<void()>& step) {
  std::promise<void> done;
  asio::post(impl_->io, [&] {
    try {
      step();
      done.set_value();
    } catch (...) {
      done.set_exception(std::current_exception());  // the caller's to handle
    }
  });
  done.get_future().get();
}

void HubThread::stop() {
  if (!impl_->thread.joinable()) return;
  // Pending timers (grace periods, clocks) are dropped: a restarted server
  // sets them again from the store.
  impl_->work.reset();
  asio::post(impl_->io, [this] { impl_->io.stop(); });
  impl_->thread.join();
}

struct WorkerPool::Impl {
  explicit Impl(unsigned threads) : pool(threads == 0 ? 1 : threads) {}
  asio::thread_pool pool;
};

WorkerPool::WorkerPool(unsigned threads) : impl_(std::make_unique<Impl>(threads)) {}
WorkerPool::~WorkerPool() { stop(); }
void WorkerPool::run(std::function<void()> work) { asio::post(impl_->pool, std::move(work)); }
void WorkerPool::stop() {
  impl_->pool.stop();
  impl_->pool.join();
}

}  // namespace euchre::serve
