// Whist tournaments (docs/events.md, "Movements"): schedules in which every
// player partners every other exactly once and opposes each exactly twice.
// They exist for every n = 4k and 4k+1 players (Baker; Haanpää and Kaski
// 2004). n = 4k takes 4k-1 rounds, everyone plays every round; n = 4k+1
// takes 4k+1 rounds, each player sitting out one.
//
// Built as cyclic designs: one base round over the integers mod m is found by
// a bounded search, and round r adds r to every player. For n = 4k+1, m = n
// and player r sits out round r; for n = 4k, m = n-1 and player n-1 stays
// fixed (the "1-rotational" form). The design property is checked on the
// whole schedule (check_whist), never assumed from the search.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "events/lineup.h"

namespace euchre::events {

// The whole schedule for n players (n = 4k or 4k+1, 4 <= n <= 64), or
// nullopt when n has no whist tournament or none is built here: every n up
// to 28 (by search) and every prime power 4k+1 up to 64 (by construction);
// docs/events.md lists them.
std::optional<std::vector<RoundLineup>> whist_schedule(int n);

// For any number of people: the schedule of the smallest n >= people that
// has one, the players numbered people..n-1 being bots (they partner and
// oppose like anyone, so every person still partners every other person
// once). nullopt above 64.
struct PaddedWhist {
  int players = 0;  // n: people plus bots
  std::vector<RoundLineup> rounds;
};
std::optional<PaddedWhist> whist_schedule_with_bots(int people);

// "" when every pair of the n players partners exactly once and opposes
// exactly twice over the rounds, and each player sits out at most once;
// otherwise what is wrong, naming the first pair that fails.
std::string check_whist(const std::vector<RoundLineup>& rounds, int n);

}  // namespace euchre::events
