#include "events/movement.h"

#include <algorithm>
#include <random>
#include <stdexcept>

namespace euchre::events {

Movement movement_of(const std::string& name) {
  if (name == "head-table") return Movement::HeadTable;
  if (name == "fixed") return Movement::Fixed;
  if (name == "whist") return Movement::Whist;
  if (name == "round-robin") return Movement::RoundRobin;
  if (name == "swiss") return Movement::Swiss;
  throw std::invalid_argument("unknown movement \"" + name + "\" (head-table, fixed, whist, round-robin or swiss)");
}

std::string movement_name(Movement m) {
  switch (m) {
    case Movement::HeadTable: return "head-table";
    case Movement::Fixed: return "fixed";
    case Movement::Whist: return "whist";
    case Movement::RoundRobin: return "round-robin";
    case Movement::Swiss: return "swiss";
  }
  return "?";
}

RoundLineup keller_draw(int players, std::uint64_t seed) {
  if (players <= 0 || players % 4 != 0)
    throw std::invalid_argument("Keller's draw seats a multiple of 4 players, not " + std::to_string(players));
  std::vector<int> drawn(static_cast<std::size_t>(players));
  for (int p = 0; p < players; ++p) drawn[static_cast<std::size_t>(p)] = p;
  std::mt19937_64 rng(seed);
  std::shuffle(drawn.begin(), drawn.end(), rng);
  RoundLineup round;
  for (std::size_t t = 0; t < drawn.size() / 4; ++t)
    round.tables.push_back({drawn[4 * t], drawn[4 * t + 1], drawn[4 * t + 2], drawn[4 * t + 3]});
  return round;
}

RoundLineup fixed_next(const RoundLineup& round) {
  const int tables = static_cast<int>(round.tables.size());
  if (tables == 1) {
    // One table: the movement would move nobody. North stays and the other
    // three move one seat on (East to South, South to West, West to East),
    // so partners change every round and repeat every third.
    const TableSeats& s = round.tables[0];
    return {{{s[0], s[3], s[1], s[2]}}, round.sitting_out};
  }
  RoundLineup next;
  next.tables.resize(round.tables.size());
  const auto at = [&](int t) -> TableSeats& { return next.tables[static_cast<std::size_t>(((t % tables) + tables) % tables)]; };
  for (int t = 0; t < tables; ++t) {
    const TableSeats& s = round.tables[static_cast<std::size_t>(t)];
    at(t)[0] = s[0];      // North stays
    at(t + 1)[2] = s[2];  // South one down
    at(t - 1)[1] = s[1];  // East one up
    at(t - 2)[3] = s[3];  // West two up
  }
  next.sitting_out = round.sitting_out;
  return next;
}

RoundLineup head_table_next(const RoundLineup& round, const std::vector<int>& winners) {
  const std::size_t tables = round.tables.size();
  if (winners.size() != tables) throw std::invalid_argument("one winning side a table is needed");
  std::vector<std::array<int, 2>> stay(tables), come(tables);
  for (std::size_t t = 0; t < tables; ++t) {
    const TableSeats& s = round.tables[t];
    if (winners[t] != 0 && winners[t] != 1) throw std::invalid_argument("a winning side is 0 or 1");
    const std::array<int, 2> won = winners[t] == 0 ? std::array<int, 2>{s[0], s[2]} : std::array<int, 2>{s[1], s[3]};
    const std::array<int, 2> lost = winners[t] == 0 ? std::array<int, 2>{s[1], s[3]} : std::array<int, 2>{s[0], s[2]};
    if (t == 0) {
      stay[0] = won;
      come[tables - 1] = lost;  // the head table's losers go to the foot
    } else {
      stay[t] = lost;
      come[t - 1] = won;  // winners move up one table
    }
  }
  RoundLineup next;
  next.sitting_out = round.sitting_out;
  for (std::size_t t = 0; t < tables; ++t)  // each stayer partners one newcomer
    next.tables.push_back({stay[t][0], stay[t][1], come[t][0], come[t][1]});
  return next;
}

}  // namespace euchre::events
