// `euchre play`: the terminal game, local or at a server (--connect). The
// terminal sits above the engine and the bots, beside the other commands:
// src/cli/main.cpp reads the options and calls run_play.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace euchre::terminal {

// `euchre play`: a game in the terminal against computer players.
struct PlayOptions {
  std::string preset = "standard";
  std::vector<std::string> sets;        // OPTION=VALUE overrides
  std::optional<std::uint64_t> seed;    // the game's and the bots' seeds
  int seat = 0;                         // the human's seat
  std::string bots = "basic";           // a bot name, or names by seat separated by commas
  std::string human_bot;                // let a bot answer for the human (scripting, tests)
  std::string out;                      // record file; default ./euchre-<seed>-<timestamp>.egn
  bool auto_claim = false;              // claim for the human when the rest of the tricks are certain
  bool seat_given = false;              // --seat was given (a join without it takes the first open seat)
  // --connect: play at a table of `euchre serve` instead (terminal/connect.h).
  std::string connect;                  // ws://host:port/ws
  std::string name;                     // the person's name (a new person, or a rename)
  std::string table;                    // join this table; none: back to your own, or create one
  std::string invite;                   // a private table's invite code
  std::string pace = "normal";          // how fast the table's bots play: instant, normal, slow
  std::string token_file;               // default: ~/.config/euchre/token-HOST-PORT
  int reconnect_seconds = 60;           // a lost connection is retried this long (0: not at all)
};
int run_play(const PlayOptions& opt);

}  // namespace euchre::terminal
