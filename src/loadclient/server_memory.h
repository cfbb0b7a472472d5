// The server's resident memory as its GET /api/health reports it
// ("rss_mb", "pid"), read once or sampled every second on a thread of its
// own (the HTTP request is synchronous: it must not hold up the clients).
#pragma once

#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace euchre::loadclient {

struct ServerHealth {
  std::optional<double> rss_mb;  // absent from a server that does not report it
  long long pid = 0;
};

// The connections that reading the memory opens besides the clients' own
// (one GET at a time, and one at the end): what a server's
// --connections-per-address must allow beyond them.
inline constexpr int kMemoryProbeConnections = 2;

// "12.3", or "n/a" for a server that did not say.
std::string megabytes_text(const std::optional<double>& mb);

// Throws std::runtime_error when the server cannot be reached or does not answer 200.
ServerHealth read_server_health(const std::string& ws_url);

class ServerMemorySampler {
 public:
  explicit ServerMemorySampler(std::string ws_url);
  ~ServerMemorySampler();
  ServerMemorySampler(const ServerMemorySampler&) = delete;
  ServerMemorySampler& operator=(const ServerMemorySampler&) = delete;

  // Ends the sampling (waits for a request under way); then peak_mb is final.
  void stop();
  // The largest sample so far (nullopt: none succeeded).
  std::optional<double> peak_mb() const;
  int failures() const;

 private:
  void run();

  std::string url_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::optional<double> peak_;
  int failures_ = 0;
  std::thread thread_;  // last: started once the rest is ready
};

}  // namespace euchre::loadclient
