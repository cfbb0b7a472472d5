// The CPU time a process on this machine has used (user and system, all its
// threads), read from /proc/PID/stat: the load test divides the server's
// time over the measurement by the actions applied in it, a figure that the
// load on the machine does not change the way it changes response times.
#pragma once

#include <optional>

namespace euchre::loadclient {

// Seconds of CPU the process has used; nullopt when it is not on this
// machine or /proc cannot be read (another system, a remote server).
std::optional<double> process_cpu_seconds(long long pid);

}  // namespace euchre::loadclient
