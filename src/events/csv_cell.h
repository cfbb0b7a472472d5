// One cell of a CSV file the project writes (the standings of an evening,
// on the server and from `euchre event simulate`): quoted, its quotes
// doubled (RFC 4180), and text a spreadsheet would take for a formula (a
// cell starting with = + - @, a tab or a carriage return) led by a single
// quote, as OWASP's "CSV Injection" advises, so that a name such as
// =HYPERLINK(...) is shown, never run.
#pragma once

#include <string>
#include <string_view>

namespace euchre::events {

std::string csv_cell(std::string_view text);

}  // namespace euchre::events
