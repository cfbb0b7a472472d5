// Runs a Hub without sockets, threads or real time: steps and timers on a
// manual executor (time moves only when the test says), bots' work queued
// and run in order, every frame sent to every connection kept for checks.
#pragma once

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "net/service.h"
#include "room/hub.h"
#include "room/runtime.h"
#include "memory_store.h"

namespace euchre::testing {

using json = nlohmann::json;

// A client message: the type and fields, with the protocol version.
inline json msg(const std::string& type, json fields = json::object()) {
  fields["v"] = 1;
  fields["type"] = type;
  return fields;
}

class ManualExecutor final : public room::Executor {
 public:
  void post(std::function<void()> step) override { steps_.push_back(std::move(step)); }
  void after(std::chrono::milliseconds delay, std::function<void()> step) override {
    timers_.emplace(now_ + delay.count(), std::move(step));
  }
  std::int64_t now_ms() const override { return now_; }

  bool run_one() {
    if (steps_.empty()) return false;
    auto step = std::move(steps_.front());
    steps_.pop_front();
    step();
    return true;
  }
  // Fires the timers due by now + ms, in time order, moving the clock.
  template <class Idle>
  void advance(std::int64_t ms, Idle&& run_until_idle) {
    const std::int64_t until = now_ + ms;
    while (!timers_.empty() && timers_.begin()->first <= until) {
      auto it = timers_.begin();
      now_ = std::max(now_, it->first);
      auto step = std::move(it->second);
      timers_.erase(it);
      step();
      run_until_idle();
    }
    now_ = until;
  }
  std::size_t pending_timers() const { return timers_.size(); }

 private:
  std::deque<std::function<void()>> steps_;
  std::multimap<std::int64_t, std::function<void()>> timers_;
  std::int64_t now_ = 1'700'000'000'000;
};

class QueueWorkers final : public room::Workers {
 public:
  void run(std::function<void()> work) override {
    ++handed;
    jobs_.push_back(std::move(work));
  }
  bool run_one() {
    if (jobs_.empty()) return false;
    auto job = std::move(jobs_.front());
    jobs_.pop_front();
    job();
    return true;
  }
  int handed = 0;  // jobs handed to the workers so far

 private:
  std::deque<std::function<void()>> jobs_;
};

// Every frame, by connection; `observer` sees each as it is sent (leak checks).
class RecordingOutbox final : public net::Outbox {
 public:
  void send(net::ConnectionId id, std::string text) override {
    if (observer) observer(id, text);
    frames[id].push_back(std::move(text));
  }
  void close(net::ConnectionId id, std::string last_text, std::string) override {
    if (!last_text.empty()) send(id, std::move(last_text));
    closed.push_back(id);
  }
  std::map<net::ConnectionId, std::vector<std::string>> frames;  // as sent (parsed when looked at)
  std::vector<net::ConnectionId> closed;
  std::function<void(net::ConnectionId, const std::string&)> observer;
};

// A hub over a memory store (or a given one) with the manual runtime.
class HubRig {
 public:
  // The rig's connections come from 127.0.0.1 (open()'s default), as many
  // people as a test needs: that address is unlimited here, as `euchre
  // serve --unlimited-address` makes a load test's machine, unless
  // `loopback_unlimited` is false. The tests of the per-address rules use
  // other addresses.
  // `writer`: where the tables' actions go (null: each kept at once, its
  // answer posted to the executor, as a quiet server's writer does).
  explicit HubRig(room::HubOptions options = {}, store::Store* store = nullptr, bool loopback_unlimited = true,
                  room::ActionWriter* writer = nullptr)
      : store_(store ? store : &memory),
        hub(std::make_unique<room::Hub>(*store_, executor, workers, outbox, with_loopback(options, loopback_unlimited),
                                          writer)) {}

  void idle() {
    for (int guard = 0; guard < 10'000'000; ++guard)
      if (!executor.run_one() && !workers.run_one()) return;
    FAIL() << "the hub never went idle";
  }
  void advance(std::int64_t ms) {
    idle();
    executor.advance(ms, [this] { idle(); });
  }

  net::ConnectionId open(const std::string& address = "127.0.0.1") {
    const net::ConnectionId id = next_++;
    hub->opened(id, address);
    return id;
  }
  void send(net::ConnectionId id, const json& message) {
    if (keep_sent) sent.push_back(message);
    hub->received(id, message.dump());
    idle();
  }
  void send_text(net::ConnectionId id, const std::string& text) {
    hub->received(id, text);
    idle();
  }
  void close(net::ConnectionId id) {
    hub->closed(id);
    idle();
  }
  // hello as a new person; returns the token.
  std::string hello(net::ConnectionId id, const std::string& name) {
    send(id, {{"v", 1}, {"type", "hello"}, {"name", name}});
    const json w = last(id, "welcome");
    return w.value("token", std::string());
  }
  const std::vector<std::string>& frames(net::ConnectionId id) { return outbox.frames[id]; }
  json frame(net::ConnectionId id, std::size_t i) { return json::parse(outbox.frames[id].at(i)); }
  json last_frame(net::ConnectionId id) { return outbox.frames[id].empty() ? json() : json::parse(outbox.frames[id].back()); }
  // The last frame of a type sent to the connection (null when none).
  json last(net::ConnectionId id, const std::string& type) {
    const auto& f = outbox.frames[id];
    for (auto it = f.rbegin(); it != f.rend(); ++it)
      if (is_type(*it, type)) return json::parse(*it);
    return nullptr;
  }
  std::size_t count(net::ConnectionId id, const std::string& type) {
    std::size_t n = 0;
    for (const std::string& m : outbox.frames[id]) n += is_type(m, type);
    return n;
  }
  // The server writes compact JSON: "type":"state" appears as such.
  static bool is_type(const std::string& text, const std::string& type) {
    return text.find("\"type\":\"" + type + "\"") != std::string::npos;
  }
  void clear(net::ConnectionId id) { outbox.frames[id].clear(); }
  store::Store& store() { return *store_; }
  static room::HubOptions with_loopback(room::HubOptions options, bool unlimited) {
    if (unlimited) options.unlimited_addresses.insert("127.0.0.1");
    return options;
  }

  bool keep_sent = false;  // keep every client message in `sent` (schema checks)
  std::vector<json> sent;
  MemoryStore memory;
  ManualExecutor executor;
  QueueWorkers workers;
  RecordingOutbox outbox;

 private:
  store::Store* store_;

 public:
  std::unique_ptr<room::Hub> hub;

 private:
  net::ConnectionId next_ = 1;
};

// Sends `create` with the fields; the new table's id, or "" when refused.
inline std::string create_table(HubRig& rig, net::ConnectionId c, json fields) {
  rig.send(c, msg("create", std::move(fields)));
  const json created = rig.last(c, "created");
  return created.is_null() ? "" : created["table"].get<std::string>();
}

}  // namespace euchre::testing
