// Where `euchre play` saves a game's record: the default name's time stamp,
// and whether the file can be written, asked before the first deal (a path
// that cannot take the record is refused then, not after the whole game).
#pragma once

#include <string>

namespace euchre::terminal {

// The local time in strftime's `format`, e.g. "%Y%m%d-%H%M%S".
std::string local_timestamp(const char* format);

// Why a record cannot be written to `file` (empty when it can): a missing
// or unwritable directory, a directory in its place, a read-only file.
std::string unwritable_reason(const std::string& file);

}  // namespace euchre::terminal
