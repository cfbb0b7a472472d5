// Fixed partnerships (docs/events.md, "Fixed partnerships"): the same two
// partners all evening, a team meeting another team at each round's table.
// The round robin meets every team once; Swiss pairs teams of like results
// each round, never twice where that can be avoided. Like the movements of
// progressive euchre, these only say who sits where: Progressive keeps the
// results and asks for the next round.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "events/lineup.h"
#include "events/tally.h"

namespace euchre::events {

using Team = std::array<int, 2>;  // two players, partners all evening

// The evening's teams for `players` (a multiple of 4; players from `people`
// on are bots): the pairs chosen at registration first, then the other
// people paired by lot (Keller's draw), one left over partnering a bot, and
// the bots paired last, so a bot partners a person only when the people are
// odd. Throws std::invalid_argument for a chosen pair that names someone
// twice or nobody.
std::vector<Team> draw_teams(int people, int players, const std::vector<Team>& chosen, std::uint64_t seed);

// Round `round` (from 0) of a round robin of the teams (an even number): the
// circle method, so in teams-1 rounds every team meets every other once;
// later rounds go round again with the sides changed.
RoundLineup round_robin_round(const std::vector<Team>& teams, int round);

// The next Swiss round after `results`: the teams ranked by rounds won, then
// points, then loners (a team's two players share them), paired from the
// top, each with the best-ranked team it has not met; when no pairing of the
// whole field avoids meeting again, the fewest repeats. The first round
// pairs the teams as drawn. The better-ranked team of a table sits
// North-South unless it sat there more often so far.
RoundLineup swiss_round(const std::vector<Team>& teams, const std::vector<RoundResult>& results);

}  // namespace euchre::events
