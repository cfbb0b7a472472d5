#include "loadclient/loadtest.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/rules.h"
#include "loadclient/descriptors.h"
#include "loadclient/load_run.h"
#include "loadclient/rule_options.h"
#include "loadclient/server_memory.h"

namespace euchre::loadclient {
namespace {

using json = nlohmann::json;

// The `create` message: the preset and overrides, seat 0 for the person,
// a basic bot in every other seat.
json create_message(const LoadtestOptions& options) {
  const Rules rules = preset_with_overrides(options.preset, options.sets);  // throws RuleError, before any connection
  const json sets = rule_options_json(options.sets);
  json bots = json::array({nullptr});
  for (int s = 1; s < rules.seats(); ++s) bots.push_back("basic");
  return {{"type", "create"}, {"name", "load"}, {"preset", options.preset}, {"options", sets},
          {"seat", 0},        {"bots", bots}, {"pace", options.pace}};
}

struct Figures {
  int tables = 0;
  double actions_per_second = 0;
  double p50 = 0, p99 = 0;
  std::optional<double> rss_peak, rss_end;
  double lists_per_second = 0;  // --list-flood: lobby lists the server answered, a second
  std::optional<double> server_cpu_us_per_action;  // the server's CPU over the window / actions in it
};

void print_figures(const Figures& f, const LoadTally& tally, const LoadtestOptions& options, double client_cpu) {
  std::cout << "tables " << f.tables << "\n"
            << fmt::format("actions_per_second {:.1f}\n", f.actions_per_second)
            << fmt::format("response_ms_p50 {:.1f}\n", f.p50) << fmt::format("response_ms_p99 {:.1f}\n", f.p99)
            << fmt::format("response_ms_max {:.1f}\n", tally.response.percentile_ms(1.0))
            << "server_rss_mb " << megabytes_text(f.rss_peak) << "\n"
            << "server_rss_mb_end " << megabytes_text(f.rss_end) << "\n"
            << "responses " << tally.response.count() << "\n"
            << fmt::format("client_timer_late_ms_p99 {:.1f}\n", tally.timer_late.percentile_ms(0.99))
            << fmt::format("client_cpu_seconds {:.1f}\n", client_cpu)
            << fmt::format("warmup_seconds {:g}\n", options.warmup_seconds)
            << fmt::format("measured_seconds {:g}\n", options.seconds) << "errors " << tally.errors << "\n"
            << "closed " << tally.closed << "\n"
            << "server_cpu_us_per_action "
            << (f.server_cpu_us_per_action ? fmt::format("{:.1f}", *f.server_cpu_us_per_action) : "n/a") << "\n";
  if (options.list_flood > 0) std::cout << fmt::format("lobby_lists_per_second {:.1f}\n", f.lists_per_second);
  if (!options.json) return;
  // The same one decimal as the lines (0.6, not 0.6000000000000001).
  const auto tenth = [](double v) { return std::round(v * 10) / 10; };
  const auto mb = [&](const std::optional<double>& v) { return v ? json(tenth(*v)) : json(nullptr); };
  json figures = {{"tables", f.tables},
                  {"actions_per_second", tenth(f.actions_per_second)},
                  {"response_ms_p50", tenth(f.p50)},
                  {"response_ms_p99", tenth(f.p99)},
                  {"response_ms_max", tenth(tally.response.percentile_ms(1.0))},
                  {"server_rss_mb", mb(f.rss_peak)},
                  {"server_rss_mb_end", mb(f.rss_end)},
                  {"responses", tally.response.count()},
                  {"client_timer_late_ms_p99", tenth(tally.timer_late.percentile_ms(0.99))},
                  {"client_cpu_seconds", tenth(client_cpu)},
                  {"warmup_seconds", options.warmup_seconds},
                  {"measured_seconds", options.seconds},
                  {"errors", tally.errors},
                  {"closed", tally.closed},
                  {"server_cpu_us_per_action",
                   f.server_cpu_us_per_action ? json(tenth(*f.server_cpu_us_per_action)) : json(nullptr)}};
  if (options.list_flood > 0) figures["lobby_lists_per_second"] = tenth(f.lists_per_second);
  std::cout << figures.dump() << "\n";
}

}  // namespace

CLI::App* add_loadtest_command(CLI::App& app, LoadtestOptions& o) {
  auto* cmd = app.add_subcommand("loadtest", "benchmark a running `euchre serve`: N tables of one scripted person "
                                             "and three basic bots; actions/s, response p50/p99, server memory");
  cmd->add_option("--tables", o.tables, "tables to play at once (1..20000)")->required()->check(CLI::Range(1, 20000));
  cmd->add_option("--url", o.url, "the server's WebSocket, ws://HOST:PORT/ws")->required();
  cmd->add_option("--seconds", o.seconds, "how long to measure (default 60)")->check(CLI::Range(1.0, 3600.0));
  cmd->add_option("--warmup", o.warmup_seconds, "seconds between the last table's creation and the measurement "
                                                "(default 3)")
      ->check(CLI::Range(0.0, 600.0));
  cmd->add_option("--think-ms", o.think_ms, "the scripted person's delay after its turn comes (default 1000)")
      ->check(CLI::Range(0, 60000));
  cmd->add_option("--think-jitter-ms", o.think_jitter_ms,
                  "spread that delay evenly over think-ms +- this (default 0: always think-ms)")
      ->check(CLI::Range(0, 60000));
  cmd->add_option("--preset", o.preset, "rule preset of the tables (default standard)");
  cmd->add_option("--set", o.sets, "override one option: OPTION=VALUE (repeatable)");
  cmd->add_option("--list-flood", o.list_flood,
                  "the lobby attack: this many more connections ask for the lobby meanwhile (default 0)")
      ->check(CLI::Range(0, 1000));
  cmd->add_option("--list-rate", o.list_rate, "--list-flood: lists a second from each connection (default 19)")
      ->check(CLI::Range(0.1, 1000.0));
  cmd->add_option("--pace", o.pace, "the bots' pace: instant (default), normal or slow")
      ->check(CLI::IsMember({"instant", "normal", "slow"}));
  cmd->add_flag("--json", o.json, "print the figures as one JSON object too");
  cmd->add_option("--samples", o.samples, "write every response time and think timer's lateness to FILE "
                                          "(CSV: seconds into the measurement, kind, ms, table)");
  return cmd;
}

int run_loadtest(const LoadtestOptions& options) {
  LoadScript script{options.url, std::chrono::milliseconds(options.think_ms),
                    std::chrono::milliseconds(options.think_jitter_ms), {}};
  try {
    script.create = create_message(options);
  } catch (const std::exception& e) {
    std::cerr << "euchre loadtest: " << e.what() << "\n";
    return 2;
  }
  if (auto problem = ensure_descriptors(options.tables + options.list_flood, "tables")) {
    std::cerr << "euchre loadtest: " << *problem << "\n";
    return 1;
  }
  ServerHealth health;
  try {
    health = read_server_health(options.url);
  } catch (const std::exception& e) {
    std::cerr << "euchre loadtest: cannot reach the server: " << e.what() << "\n";
    return 1;
  }
  if (health.pid) std::cerr << "loadtest: server pid " << health.pid << "\n";

  SamplesFile samples(nullptr, &std::fclose);
  if (!options.samples.empty() && !(samples = open_samples(options.samples))) {
    std::cerr << "euchre loadtest: cannot write " << options.samples << "\n";
    return 1;
  }

  const double cpu_before = cpu_seconds();
  ServerMemorySampler sampler(options.url);
  LoadRun run({options.tables, std::chrono::milliseconds(static_cast<long long>(options.warmup_seconds * 1000)),
               std::chrono::milliseconds(static_cast<long long>(options.seconds * 1000)), samples.get(),
               options.list_flood, options.list_rate, health.pid},
              script);
  try {
    run.run();
  } catch (const std::exception& e) {
    std::cerr << "euchre loadtest: " << e.what() << "\n";
    return 1;
  }
  const double client_cpu = cpu_seconds() - cpu_before;
  sampler.stop();
  const LoadTally& tally = run.tally();
  if (tally.refused > 0) {
    std::cerr << "euchre loadtest: the server refused " << tally.refused
              << " connection(s) (429: too many connections from one address). Start it with "
              << "`euchre serve --connections-per-address " << options.tables + kMemoryProbeConnections + 8
              << "` (at least one per table plus " << kMemoryProbeConnections
              << "), or with `--unlimited-address ADDRESS` for this machine's address.\n";
    for (const std::string& p : tally.problems) std::cerr << "  " << p << "\n";
    return 1;
  }

  Figures figures;
  figures.tables = tally.tables;
  figures.actions_per_second = static_cast<double>(tally.actions) / options.seconds;
  figures.p50 = tally.response.percentile_ms(0.50);
  figures.p99 = tally.response.percentile_ms(0.99);
  figures.rss_peak = sampler.peak_mb();
  if (const auto cpu = tally.server_cpu_seconds(); cpu && tally.actions > 0)
    figures.server_cpu_us_per_action = *cpu * 1e6 / static_cast<double>(tally.actions);
  if (const LobbyFlood* flood = run.flood()) {
    figures.lists_per_second = static_cast<double>(flood->lists_answered()) / (options.seconds + options.warmup_seconds);
    if (flood->errors() > 0)
      std::cerr << "euchre loadtest: the lobby flood got " << flood->errors() << " error(s) (rate limits?)\n";
  }
  try {
    figures.rss_end = read_server_health(options.url).rss_mb;
  } catch (const std::exception& e) {
    std::cerr << "euchre loadtest: the server's memory at the end: " << e.what() << "\n";
  }
  if (figures.rss_end) figures.rss_peak = std::max(figures.rss_peak.value_or(0.0), *figures.rss_end);
  print_figures(figures, tally, options, client_cpu);

  bool ok = run.measured() && tally.errors == 0 && tally.closed == 0 && tally.tables == options.tables;
  if (tally.actions == 0) {
    std::cerr << "euchre loadtest: no action was applied while measuring\n";
    ok = false;
  }
  if (!figures.rss_peak) std::cerr << "euchre loadtest: the server does not report its memory (GET /api/health rss_mb)\n";
  for (const std::string& p : tally.problems) std::cerr << "euchre loadtest: " << p << "\n";
  if (tally.errors + tally.closed > static_cast<std::int64_t>(tally.problems.size()))
    std::cerr << "euchre loadtest: (" << tally.errors << " errors and " << tally.closed
              << " closed connections in all; the first " << tally.problems.size() << " are shown)\n";
  return ok ? 0 : 1;
}

}  // namespace euchre::loadclient
