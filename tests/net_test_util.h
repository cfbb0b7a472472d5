// Helpers of the network tests: a service that echoes and records, a server
// running on its own thread, a bounded wait, and a small HTTP client.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <future>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "net/server.h"
#include "net/service.h"

namespace euchre::net::test {

using namespace std::chrono_literals;

// Echoes every text message; "close:REASON" is answered through
// Outbox::close("bye", REASON). Records every call and any call out of
// order (received or closed without opened, anything after closed).
class RecordingService : public Service {
 public:
  void attach(Outbox& outbox) { outbox_ = &outbox; }

  void opened(ConnectionId id, const std::string& address) override {
    std::lock_guard lock(mutex_);
    if (opened_.count(id) != 0) ++violations_;
    ++opened_[id];
    addresses_[id] = address;
    changed_.notify_all();
  }

  void received(ConnectionId id, std::string text) override {
    {
      std::lock_guard lock(mutex_);
      if (opened_.count(id) == 0 || closed_.count(id) != 0) ++violations_;
      ++received_;
    }
    if (text.rfind("close:", 0) == 0) {
      outbox_->close(id, "bye", text.substr(6));
    } else {
      outbox_->send(id, std::move(text));
    }
  }

  void closed(ConnectionId id) override {
    std::lock_guard lock(mutex_);
    if (opened_.count(id) == 0) ++violations_;
    ++closed_[id];
    changed_.notify_all();
  }

  HttpResponse get(const std::string& target) override {
    {
      std::lock_guard lock(mutex_);
      targets_.push_back(target);
    }
    if (target == "/file") return {200, "text/plain", "hello", "game 1.egn"};
    if (target == "/missing") return {404, "application/json", R"({"error":"no such game"})", ""};
    if (target == "/throw") throw std::runtime_error("service failure");
    return {200, "application/json", R"({"target":")" + target + R"("})", ""};
  }

  // Wait at most `timeout` for that many connections opened or closed.
  bool wait_opened(std::size_t count, std::chrono::milliseconds timeout = 10s) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, timeout, [&] { return opened_.size() >= count; });
  }
  bool wait_closed(std::size_t count, std::chrono::milliseconds timeout = 10s) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, timeout, [&] { return closed_.size() >= count; });
  }

  // Snapshots, under the lock.
  std::map<ConnectionId, int> opened_counts() const { return locked(opened_); }
  std::map<ConnectionId, int> closed_counts() const { return locked(closed_); }
  std::map<ConnectionId, std::string> addresses() const { return locked(addresses_); }
  std::vector<std::string> targets() const { return locked(targets_); }
  int violations() const { return locked(violations_); }
  int received_count() const { return locked(received_); }

 private:
  template <class T>
  T locked(const T& value) const {
    std::lock_guard lock(mutex_);
    return value;
  }

  Outbox* outbox_ = nullptr;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::map<ConnectionId, int> opened_;
  std::map<ConnectionId, int> closed_;
  std::map<ConnectionId, std::string> addresses_;
  std::vector<std::string> targets_;
  int received_ = 0;
  int violations_ = 0;
};

inline ServerOptions test_options() {
  ServerOptions options;
  options.port = 0;
  options.threads = 2;
  options.stop_timeout = 3s;
  return options;
}

// A started server running on its own thread; stopped (and joined) when
// destroyed. run() returning is checked with a time limit.
class RunningServer {
 public:
  explicit RunningServer(RecordingService& service, ServerOptions options = test_options())
      : server_(service, std::move(options)) {
    service.attach(server_.outbox());
    server_.start();
    done_ = std::async(std::launch::async, [this] { server_.run(); });
  }
  ~RunningServer() { stop(); }

  // True when run() returned within `timeout` of the stop.
  bool stop(std::chrono::seconds timeout = 15s) {
    server_.stop();
    if (!done_.valid()) return true;
    const bool returned = done_.wait_for(timeout) == std::future_status::ready;
    // Not returned: the future's destructor would block for ever; ctest's
    // time limit ends the test instead, and this fails it first.
    EXPECT_TRUE(returned) << "Server::run did not return after stop()";
    if (returned) done_.get();
    return returned;
  }

  Server& server() { return server_; }
  unsigned short port() const { return server_.port(); }
  std::string url(const std::string& path = "/ws") const {
    return "ws://127.0.0.1:" + std::to_string(port()) + path;
  }

 private:
  Server server_;
  std::future<void> done_;
};

struct HttpResult {
  int status = 0;
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
  bool ok = false;  // an answer was read
};

struct HttpRequest {
  std::string method = "GET";
  std::string target = "/";
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
};

// Sends the requests in turn on one connection (kept alive) and reads each
// answer; each step is bounded in time.
std::vector<HttpResult> http_exchange(unsigned short port, const std::vector<HttpRequest>& requests);
inline HttpResult http_get(unsigned short port, const std::string& target, const std::string& method = "GET") {
  return http_exchange(port, {HttpRequest{method, target, {}, {}}}).front();
}

// Opens a TCP connection, sends nothing, and reports how long the server
// took to close it (nullopt: still open after `limit`).
std::optional<std::chrono::milliseconds> silent_connection_lifetime(unsigned short port,
                                                                    std::chrono::milliseconds limit);

// Opens a WebSocket at /ws, sends `pings` ping frames at once, and returns
// what came back: each text message on a line, then "closed CODE".
std::string ping_flood(unsigned short port, int pings);

}  // namespace euchre::net::test
