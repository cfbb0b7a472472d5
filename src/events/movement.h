// Progressive euchre's movements (docs/events.md, "Movements"): who sits
// where each round. Keller's draw seats the first round by lot; then the
// fixed movement, the head-table movement or a whist schedule (whist.h)
// moves people between rounds. Tables are numbered from 1, the head table;
// "down" is toward the last table.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "events/lineup.h"

namespace euchre::events {

// The last two keep partners all evening (teams.h): a round robin of the
// teams, or Swiss pairing.
enum class Movement { HeadTable, Fixed, Whist, RoundRobin, Swiss };
// "head-table", "fixed", "whist", "round-robin", "swiss"; throws
// std::invalid_argument naming the choices.
Movement movement_of(const std::string& name);
std::string movement_name(Movement m);
// Whether partners stay together all evening (round robin, Swiss).
inline bool fixed_partners(Movement m) { return m == Movement::RoundRobin || m == Movement::Swiss; }

// Keller's draw: cards marked with the table numbers, four of each, drawn
// by lot, so the first round's seats are a fair shuffle of the players
// (0..players-1) from the seed. players must be a multiple of 4 (bots fill
// the rest: docs/events.md, "Byes and bots").
RoundLineup keller_draw(int players, std::uint64_t seed);

// The fixed movement: North stays, South moves one table down, East one
// up, West two up (wrapping around). Nobody partners anyone twice within T
// rounds of T tables. With one table, which it would leave as it is, North
// stays and the other three move one seat on (decided here).
RoundLineup fixed_next(const RoundLineup& round);

// The head-table movement: at table 1 the winners stay and the losers go to
// the last table; at every other table the winners move up one table. At
// each table the two who stayed and the two who came split up: each stayer
// partners one newcomer. winners[t] is the side that won table t+1 (0 North-
// South, 1 East-West).
RoundLineup head_table_next(const RoundLineup& round, const std::vector<int>& winners);

}  // namespace euchre::events
