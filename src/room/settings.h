// A table's settings: what "create" asks for (docs/server.md), checked once
// and kept as JSON in the store so a restarted server sets the table up again.
#pragma once

#include <array>
#include <chrono>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/rules.h"

namespace euchre::room {

using json = nlohmann::json;

// A duplicate event's table (docs/events.md, "Duplicate events"): its deals
// are the event's boards from first_board on, not shuffles of its own. Kept
// with the settings in the store (hex), never sent to a client.
struct TableBoards {
  std::string secret, commitment, pool;
  int first_board = 1;
  bool operator==(const TableBoards&) const = default;
};

struct TableSettings {
  std::string name;
  std::string preset = "standard";
  json options = json::object();       // option name -> value text, as given
  Rules rules;                          // the preset with the options applied, validated
  std::array<std::string, 4> bots{};    // the level playing each seat; empty: a seat for a person
  bool is_private = false;
  int clock_seconds = 0;                // 0: no turn clock
  int grace_seconds = 30;               // a dropped player's seat goes to a bot after this
  bool hints = false;                   // seated players may ask the expert for hints
  std::string stand_in = "basic";       // the bot that plays a dropped or timed-out seat
  std::string pace = "normal";          // how fast bots play: instant, normal, slow (pace_of)
  std::string event;                    // the event whose round this table plays (docs/events.md); empty: none
  std::optional<TableBoards> boards;    // a duplicate event's table: the boards it deals
  bool rated = false;                   // counts in the ratings (docs/events.md, "Casual rated games")
};

// How fast the bots of a table play, so that people can follow them: a bot's
// action is applied no sooner than `action` after the table's last change,
// and no sooner than `trick` after a trick was completed (the table shows the
// whole trick meanwhile). The server keeps the pace with timers, so every
// client sees the same game and no thread waits.
struct Pace {
  std::chrono::milliseconds action{0};
  std::chrono::milliseconds trick{0};
};
// "instant" (0 / 0), "normal" (0.8 s an action, 2 s after a trick), "slow"
// (1.6 s / 3.5 s); nullopt for any other name.
std::optional<Pace> pace_of(const std::string& name);

// Limits of the settings (named in the errors).
inline constexpr int kMaxClockSeconds = 600;
inline constexpr int kMinClockSeconds = 5;
inline constexpr int kMaxGraceSeconds = 3600;

// Reads "create"'s fields; throws SettingsError naming the field and what is
// wrong (an unknown preset, option, value or bot, a contradiction between
// options, a clock out of range). Unknown fields are errors too: a
// misspelt "hint" must not silently create a table without hints.
class SettingsError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};
TableSettings settings_from_create(const json& message, const std::string& default_name);

// The settings as stored, and back (the same checks: a stored table whose
// settings no longer read is reported, not guessed).
json settings_json(const TableSettings& settings);
TableSettings settings_from_json(const json& stored);

// Every option of the rules by public name (the store's copy of a game's rules).
json rules_json(const Rules& rules);
Rules rules_from_json(const json& stored);

// The rules in a few words for the lobby: "standard, all pass: stick the
// dealer, jambone, a series: first to 3 games, to 10".
std::string rules_words(const TableSettings& settings);

// A bot level the server can run: random, basic, expert, expert:1 .. expert:4.
bool known_bot(const std::string& level);

}  // namespace euchre::room
