#include "events/lineup.h"

namespace euchre::events {

std::string describe(const RoundLineup& round) {
  std::string out;
  for (std::size_t t = 0; t < round.tables.size(); ++t) {
    const TableSeats& s = round.tables[t];
    if (!out.empty()) out += "; ";
    out += "t" + std::to_string(t + 1) + ": " + std::to_string(s[0]) + " " + std::to_string(s[2]) + " v " +
           std::to_string(s[1]) + " " + std::to_string(s[3]);
  }
  if (!round.sitting_out.empty()) {
    out += "; out:";
    for (int p : round.sitting_out) out += " " + std::to_string(p);
  }
  return out;
}

}  // namespace euchre::events
