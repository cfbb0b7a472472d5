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

}  // namespace euchre::cli
