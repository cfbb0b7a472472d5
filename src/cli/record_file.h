// Reading a record file for a command: one way for every command that takes
// one (replay, verify, hint, solve, analyze), so that each says the same
// about a file it cannot read and a record it cannot accept.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "egn/egn.h"

namespace euchre::cli {

// Reads and replays `file`, printing its warnings to stderr. On failure
// prints the error and returns nullopt with `code` set: 2 for a file that
// cannot be read (missing, a directory, over the size limit), 1 for an
// invalid record (or any warning under `strict`).
std::optional<egn::Record> load_record(std::string_view cmd, const std::string& file, bool strict, int& code);

}  // namespace euchre::cli
