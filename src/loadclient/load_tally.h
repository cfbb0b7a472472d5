// What the load test's clients count, shared by all of them. Every client
// runs on the one thread of the load test's io_context, so nothing locks.
#pragma once

#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "loadclient/latency_histogram.h"

namespace euchre::loadclient {

struct LoadTally {
  using Clock = std::chrono::steady_clock;

  // The measurement window, set once every table is playing and the
  // warm-up is over; actions and times outside it are not counted.
  Clock::time_point from = Clock::time_point::max();
  Clock::time_point until = Clock::time_point::max();
  bool measuring(Clock::time_point t) const { return t >= from && t < until; }

  int tables = 0;              // tables created (whole run)
  std::int64_t actions = 0;    // increases of `seq` seen by the clients, in the window
  LatencyHistogram response;   // from sending `act` to the next state, in the window
  LatencyHistogram timer_late; // how late the think timers fired: the client's own load
  std::int64_t errors = 0;     // `error` messages (whole run)
  std::int64_t closed = 0;     // connections that ended before the load test closed them
  std::int64_t refused = 0;    // of those, upgrades the server declined with 429
  // The server's CPU seconds at the window's start and end (/proc): absent
  // when the server is not a process of this machine.
  std::optional<double> server_cpu_from, server_cpu_until;
  std::optional<double> server_cpu_seconds() const {
    if (!server_cpu_from || !server_cpu_until) return std::nullopt;
    return *server_cpu_until - *server_cpu_from;
  }

  // Remembers the first few problems word for word, for the report.
  void problem(std::string text) {
    if (problems.size() < kProblemsKept) problems.push_back(std::move(text));
  }
  static constexpr std::size_t kProblemsKept = 5;
  std::vector<std::string> problems;

  // --samples FILE: every timed response, and how late every think timer
  // fired, as "seconds since the measurement began,kind,ms,table" (kind
  // `response` or `timer_late`): when the slow responses came, whether every
  // table was held up at once (a stall) or a queue never drained, and
  // whether the load test itself was held up then.
  std::FILE* samples = nullptr;
  void sample(Clock::time_point at, const char* kind, Clock::duration took, const std::string& table) {
    if (!samples) return;
    std::fprintf(samples, "%.3f,%s,%.2f,%s\n", std::chrono::duration<double>(at - from).count(), kind,
                 std::chrono::duration<double, std::milli>(took).count(), table.c_str());
  }
};

// The CPU time this process (the load clients) has used, user and system:
// the clients share the machine with the server.
inline double cpu_seconds() {
  rusage usage{};
  ::getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
         static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// A --samples file, its header line written; null when it cannot be written.
using SamplesFile = std::unique_ptr<std::FILE, int (*)(std::FILE*)>;
inline SamplesFile open_samples(const std::string& path) {
  SamplesFile file(std::fopen(path.c_str(), "w"), &std::fclose);
  if (file) std::fputs("seconds,kind,ms,table\n", file.get());
  return file;
}

}  // namespace euchre::loadclient
