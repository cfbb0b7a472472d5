// The figures that `euchre loadtest` and `euchre event simulate --url` print,
// one "name value" a line, as a map; lines starting with '{' (the JSON
// object) are skipped, and so are lines that are no figure (a table's
// rows fall under other keys, which the tests do not ask for).
#pragma once

#include <map>
#include <sstream>
#include <string>

namespace euchre::testing {

inline std::map<std::string, std::string> figures_of(const std::string& out) {
  std::map<std::string, std::string> figures;
  std::istringstream lines(out);
  std::string line;
  while (std::getline(lines, line)) {
    const auto space = line.find(' ');
    if (space != std::string::npos && space > 0 && line[0] != '{') figures[line.substr(0, space)] = line.substr(space + 1);
  }
  return figures;
}

}  // namespace euchre::testing
