// The `euchre` program: play, replay, rules, selfplay, bench.
#include <CLI/CLI.hpp>

#include "cli/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"euchre: play, record and analyse Euchre under every rule set"};
  app.require_subcommand(1);

  euchre::cli::BenchOptions bench;
  auto* bench_cmd = app.add_subcommand("bench", "random complete deals per second and a behaviour signature");
  bench_cmd->add_option("--deals", bench.deals, "number of deals")->check(CLI::PositiveNumber);
  bench_cmd->add_option("--seed", bench.seed, "random seed");

  CLI11_PARSE(app, argc, argv);
  if (bench_cmd->parsed()) return euchre::cli::run_bench(bench);
  return 2;
}
