// `euchre event simulate` (docs/events.md): a progressive evening of bots,
// or (--url) of N people connected to a running server, timed;
// `euchre event import`: an EMN match read back as results.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace euchre::cli {

struct EventSimulateOptions {
  int people = 12;
  int rounds = 6;
  int deals = 8;                   // deals a round (each player deals twice)
  std::string movement = "fixed";  // head-table, fixed, whist
  std::string format = "progressive";  // or duplicate: the same boards at every table, matchpoints
  std::uint64_t seed = 1;
  std::string preset = "standard";
  std::vector<std::string> sets;
  std::string bots = "basic";
  std::string out;                 // a directory: evening.json, standings.json and .csv, records/, evening.emn
  // Against a running server instead (docs/events.md, "Against a server"):
  // its WebSocket, ws://host:port/ws; each person a connection of its own.
  std::string url;
  int events = 1;                  // evenings played at once, each of `people`
  int think_ms = 100;              // a person's delay after its turn comes
  double timeout_seconds = 600;    // the evening is given up after this
  std::string samples;             // every response time as CSV (seconds since the start, kind, ms, table)
};
int run_event_simulate(const EventSimulateOptions& opt);
// --format duplicate (event_duplicate.cpp).
int run_duplicate_simulate(const EventSimulateOptions& opt);

struct EventImportOptions {
  std::string file;   // the .emn
  std::string extra;  // the evening's extra file; default: the .emn-extra.json beside the file, if there
};
// 0 read; 1 the file is not a valid match (or its extra file does not fit it); 2 it cannot be read.
int run_event_import(const EventImportOptions& opt);
// An EMN file's text (egn::FileError: it cannot be read; events::EventError:
// over the match limit) and an evening's extra file, read within its bounds.
std::string read_match_file(const std::filesystem::path& path);
nlohmann::json read_extra_file(const std::string& path);

// `euchre club season FILE.json`: a club season's standings worked out again
// from its evenings' EMN and extra files (docs/clubs.md, "Seasons").
struct SeasonImportOptions {
  std::string season;  // the season's JSON (GET /api/clubs/ID/seasons/N.json)
  std::string dir;     // where its evenings' euchre-event-ID.emn files are; default: the season file's
};
// 0 read; 1 a file is not what it should be; 2 one cannot be read.
int run_season_import(const SeasonImportOptions& opt);

}  // namespace euchre::cli
