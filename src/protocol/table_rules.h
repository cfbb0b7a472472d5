// The rules a client plays under: the "table" message's preset and options,
// applied the way the server applied them when the table was created.
#pragma once

#include "core/rules.h"
#include "protocol/message.h"

namespace euchre::protocol {

// `table` is a "table" message (or anything with "preset" and "options").
// Throws std::invalid_argument (RuleError for an unknown preset, option or
// value, or a contradiction) naming what is wrong.
Rules rules_from_table(const json& table);

// An option's value as create's "options" takes it ("stick_the_dealer",
// true, 10) in the text set_option reads.
std::string option_value_text(const json& value, const std::string& option);

}  // namespace euchre::protocol
