// `euchre play --connect ws://HOST:PORT/ws`: the terminal game at a table of
// `euchre serve` (docs/terminal-client.md). Says who the person is (the
// token saved from the first run), takes a seat (back at the person's own
// table, a --table joined, or a new table with the --preset/--set rules and
// --bots), then plays it with the local game's screen (remote_game.h).
#pragma once

#include "terminal/play.h"

namespace euchre::terminal {

// 0: the game ended and its record was saved (or the person left: the seat is
// kept); 2: bad options, or the server refused the seat; 1: the server could
// not be reached, the connection was lost, or the record could not be saved;
// 130: Ctrl-C.
int run_connect(const PlayOptions& opt);

}  // namespace euchre::terminal
