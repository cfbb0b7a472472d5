#include "loadclient/server_cpu.h"

#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

namespace euchre::loadclient {

std::optional<double> process_cpu_seconds(long long pid) {
  if (pid <= 0) return std::nullopt;
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!in || !std::getline(in, line)) return std::nullopt;
  // The second field, the command, is in parentheses and may hold spaces:
  // the fields after it are counted from its closing parenthesis.
  const auto close = line.rfind(')');
  if (close == std::string::npos) return std::nullopt;
  std::istringstream fields(line.substr(close + 2));
  std::string field;
  // Fields 3..13 come before utime (14) and stime (15), in clock ticks.
  for (int i = 3; i <= 13; ++i)
    if (!(fields >> field)) return std::nullopt;
  long long user = 0, system = 0;
  if (!(fields >> user >> system)) return std::nullopt;
  const long ticks = sysconf(_SC_CLK_TCK);
  if (ticks <= 0) return std::nullopt;
  return static_cast<double>(user + system) / static_cast<double>(ticks);
}

}  // namespace euchre::loadclient
