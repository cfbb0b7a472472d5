// Who held an evening's places (docs/events.md, "Substitutes" and "Leaving
// an evening"), and the standings by person that follow: the one place
// where an evening's standings are computed, read by the page, the CSV, the
// EMN file and its extra file, and `euchre event import`.
//
// An evening is drawn for places (player numbers: its people first, then
// bots). A place a bot plays, or that of someone who left, may be given to a
// substitute from a round on; the results of a round count for whoever held
// the place then.
#pragma once

#include <set>
#include <vector>

#include "events/progressive.h"
#include "events/tally.h"

namespace euchre::events {

struct Substitution {
  int place = 0;       // the player number given
  int from_round = 0;  // from this round on (0-based)
  int person = 0;      // the substitute: a person past the evening's people
};

struct PlaceHolders {
  // People 0..persons-1 (at least the evening's people): person p below the
  // evening's people holds place p from round 0; the others hold a place
  // only by a substitution.
  int persons = 0;
  std::vector<Substitution> substitutions;  // in the order given: the latest for a place wins from its round
  std::set<int> left;                       // people who left: their places' results are the bot's

  // Who held `place` in `round`: a person, or -1 (a bot).
  int holder(const Progressive& evening, int place, int round) const;
  // The first round in which the person held a place, -1 if none.
  int first_round(const Progressive& evening, int person) const;
  // Whom a place's results count for in a round: its holder then, or, for
  // a bot's place, an index past the people (never ranked).
  int standing_index(const Progressive& evening, int place, int round) const;
  // By standing_index: whether the standings rank him (he held a place in
  // a round played and did not leave).
  std::vector<bool> counted(const Progressive& evening) const;
  int people_and_places(const Progressive& evening) const;
};

// The standings of the people (by person: Standing::player is a person)
// after the rounds played. A bye is credited the player's own average, as in
// tally.h; the rounds before a substitute's first are not byes and earn
// nothing (docs/events.md, "Substitutes": nobody rises on rounds he did not
// play). Fixed partners rank with the team as it stands in the last round.
std::vector<Standing> evening_standings(const Progressive& evening, const PlaceHolders& holders = {});

}  // namespace euchre::events
