// Rules from command-line arguments: a preset plus NAME=VALUE overrides.
#pragma once

#include <string>
#include <vector>

#include "core/rules.h"

namespace euchre::cli {

// Throws RuleError naming the unknown preset, the bad option or value, or
// the contradicting options.
Rules rules_from_args(const std::string& preset_name, const std::vector<std::string>& sets);

}  // namespace euchre::cli
