// Each connection of the load clients is a file descriptor: the soft limit
// is raised to what a run needs (within the hard limit) rather than fail at
// the 1,025th socket.
#pragma once

#include <sys/resource.h>

#include <algorithm>
#include <optional>
#include <string>

#include <fmt/format.h>

namespace euchre::loadclient {

// Nothing when `connections` (plus a margin) fit; else what to do, for
// `what` ("tables", "people": what the connections are).
inline std::optional<std::string> ensure_descriptors(int connections, const char* what) {
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return std::nullopt;
  const rlim_t wanted = static_cast<rlim_t>(connections) + 64;
  if (limit.rlim_cur >= wanted) return std::nullopt;
  limit.rlim_cur = limit.rlim_max == RLIM_INFINITY ? wanted : std::min(wanted, limit.rlim_max);
  ::setrlimit(RLIMIT_NOFILE, &limit);
  if (limit.rlim_cur >= wanted) return std::nullopt;
  return fmt::format("{} {} need {} open files; the limit here is {} (raise it with `ulimit -n`)", connections, what,
                     wanted, limit.rlim_cur);
}

}  // namespace euchre::loadclient
