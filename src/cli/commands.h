// The subcommands of the `euchre` program; each returns the process exit code.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace euchre::cli {

struct BenchOptions {
  long deals = 2'000'000;
  std::uint64_t seed = 1;
};
int run_bench(const BenchOptions& opt);

struct ReplayOptions {
  std::string file;
  bool json = false;   // one summary object instead of text
  bool trace = false;  // one JSON line per decision
};
int run_replay(const ReplayOptions& opt);

}  // namespace euchre::cli
