// What the progressive and the duplicate simulations of `euchre event
// simulate` share: seeds mixed per table and seat, the players' names, the
// rules of a round's table, writing an output file.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "bots/player.h"
#include "cli/event_cmd.h"
#include "core/rules.h"
#include "events/progressive.h"

namespace euchre::cli {

// A seed for one table (or seat) of one round, from the evening's seed.
std::uint64_t mix(std::uint64_t seed, std::uint64_t a, std::uint64_t b);
// "person 3", "bot 1".
std::string player_name(const events::Progressive& ev, int p);
// The rules of every table: the preset and options, played for a fixed
// number of deals (the round), four seats in two partnerships. Throws
// events::EventError naming a rule set that is not four-handed.
Rules round_rules(const EventSimulateOptions& opt);
// The bot that plays for `player`: --bots is a name or a comma list, the
// list's names taken in turn by player number (a mix of strengths, so that
// the tables of a duplicate round do not all play a board alike).
std::string bot_for(const EventSimulateOptions& opt, int player);
// The four bots of table `table` (from 0) in round `round`, by seat.
std::vector<std::unique_ptr<Player>> table_bots(const EventSimulateOptions& opt, const events::TableSeats& seats,
                                                int round, std::size_t table);
// Writes the whole file; throws std::runtime_error naming it when it cannot.
void write_file(const std::filesystem::path& path, const std::string& text);

}  // namespace euchre::cli
