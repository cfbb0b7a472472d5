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

  euchre::cli::ReplayOptions replay;
  auto* replay_cmd = app.add_subcommand("replay", "check and replay an EGN record");
  replay_cmd->add_option("file", replay.file, "the .egn record")->required();
  replay_cmd->add_flag("--json", replay.json, "print one JSON summary object");
  replay_cmd->add_flag("--trace", replay.trace, "print one JSON line per decision");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;  // usage errors exit 2
  }
  if (bench_cmd->parsed()) return euchre::cli::run_bench(bench);
  if (replay_cmd->parsed()) return euchre::cli::run_replay(replay);
  return 2;
}
