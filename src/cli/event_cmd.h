// `euchre event simulate` (docs/events.md): a progressive evening of bots.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace euchre::cli {

struct EventSimulateOptions {
  int people = 12;
  int rounds = 6;
  int deals = 8;                   // deals a round (each player deals twice)
  std::string movement = "fixed";  // head-table, fixed, whist
  std::uint64_t seed = 1;
  std::string preset = "standard";
  std::vector<std::string> sets;
  std::string bots = "basic";
  std::string out;                 // a directory: evening.json, standings.json and .csv, records/
};
int run_event_simulate(const EventSimulateOptions& opt);

}  // namespace euchre::cli
