#include "room/settings.h"

#include <algorithm>
#include <set>
#include <string_view>

#include "players/bot_factory.h"
#include "bots/player.h"
#include "room/names.h"

namespace euchre::room {
namespace {

const std::set<std::string> kCreateFields = {"v",     "type",  "name",  "preset", "options", "bots",
                                             "private", "clock", "grace", "hints", "seat",   "stand_in",
                                             "pace", "rated"};

[[noreturn]] void bad(const std::string& what) { throw SettingsError(what); }

// Seconds in lo..hi; 0 too when the setting can be off (the turn clock; a
// grace period of 0 would hand a seat to a bot at every network blip).
int seconds_field(const json& m, const char* field, int fallback, int lo, int hi, bool zero_is_off) {
  const auto it = m.find(field);
  if (it == m.end() || it->is_null()) return fallback;
  if (!it->is_number_integer()) bad(std::string("\"") + field + "\" must be a whole number of seconds");
  const auto v = it->get<long long>();
  if ((v == 0 && zero_is_off) || (v >= lo && v <= hi)) return static_cast<int>(v);
  bad(std::string("\"") + field + "\" must be " + (zero_is_off ? "0 (off) or " : "") + std::to_string(lo) + " to " +
      std::to_string(hi) + " seconds, not " + std::to_string(v));
}

bool bool_field(const json& m, const char* field) {
  const auto it = m.find(field);
  if (it == m.end() || it->is_null()) return false;
  if (!it->is_boolean()) bad(std::string("\"") + field + "\" must be true or false");
  return it->get<bool>();
}

std::string option_text(const json& value, const std::string& name) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
  if (value.is_number_integer()) return std::to_string(value.get<long long>());
  bad("option \"" + name + "\" must be a string, true/false or a whole number");
}

Rules build_rules(const std::string& preset_name, const json& options) {
  try {
    Rules rules = preset(preset_name);
    if (!options.is_object()) bad("\"options\" must be an object of option name to value");
    for (const auto& [name, value] : options.items()) set_option(rules, name, option_text(value, name));
    validate(rules);
    return rules;
  } catch (const RuleError& e) {
    bad(e.what());
  }
}

std::array<std::string, 4> read_bots(const json& m, int seats) {
  std::array<std::string, 4> bots{};
  const auto it = m.find("bots");
  if (it == m.end() || it->is_null()) return bots;
  if (!it->is_array() || it->size() > static_cast<std::size_t>(seats))
    bad("\"bots\" must be an array of at most " + std::to_string(seats) + " entries (a level or null per seat)");
  for (std::size_t seat = 0; seat < it->size(); ++seat) {
    const json& level = (*it)[seat];
    if (level.is_null()) continue;
    if (!level.is_string() || !known_bot(level.get<std::string>()))
      bad("\"bots\"[" + std::to_string(seat) + "]: " + level.dump() +
          " is not a bot (random, basic, expert, expert:1 .. expert:4, expert-v1, expert-v2, expert-v3, ismcts, ismcts:N)");
    bots[seat] = level.get<std::string>();
  }
  return bots;
}

std::string read_name(const json& m, const std::string& fallback) {
  const auto it = m.find("name");
  if (it == m.end() || it->is_null()) return fallback;
  if (!it->is_string()) bad("\"name\" must be a string");
  std::string name = it->get<std::string>();
  if (auto problem = name_problem(name, kMaxPlaceNameChars)) bad(*problem);
  return name;
}

}  // namespace

std::optional<Pace> pace_of(const std::string& name) {
  using std::chrono::milliseconds;
  if (name == "instant") return Pace{};
  // After a trick, longer than the page holds a whole trick (1.3 s, and
  // its gathering), so the next lead never arrives while the last trick is
  // still shown. docs/protocol.md gives these figures (ServerSettings test).
  if (name == "normal") return Pace{milliseconds(800), milliseconds(2000)};
  if (name == "slow") return Pace{milliseconds(1600), milliseconds(3500)};
  return std::nullopt;
}

bool known_bot(const std::string& level) {
  try {
    (void)make_bot(level, 1);
    return true;
  } catch (const std::invalid_argument&) {
    return false;
  }
}

TableSettings settings_from_create(const json& m, const std::string& default_name) {
  for (const auto& [field, value] : m.items())
    if (!kCreateFields.count(field)) bad("unknown field \"" + field + "\" in create");
  TableSettings s;
  s.name = read_name(m, default_name);
  if (auto it = m.find("preset"); it != m.end() && !it->is_null()) {
    if (!it->is_string()) bad("\"preset\" must be a string");
    s.preset = it->get<std::string>();
  }
  if (auto it = m.find("options"); it != m.end() && !it->is_null()) s.options = *it;
  s.rules = build_rules(s.preset, s.options);
  s.bots = read_bots(m, s.rules.seats());
  s.is_private = bool_field(m, "private");
  s.hints = bool_field(m, "hints");
  s.clock_seconds = seconds_field(m, "clock", 0, kMinClockSeconds, kMaxClockSeconds, true);
  s.grace_seconds = seconds_field(m, "grace", 30, 1, kMaxGraceSeconds, false);
  if (auto it = m.find("stand_in"); it != m.end() && !it->is_null()) {
    if (!it->is_string() || !known_bot(it->get<std::string>()))
      bad("\"stand_in\" must name a bot (random, basic, expert, expert:1 .. expert:4, expert-v1, expert-v2, expert-v3, ismcts, ismcts:N)");
    s.stand_in = it->get<std::string>();
  }
  if (auto it = m.find("pace"); it != m.end() && !it->is_null()) {
    if (!it->is_string() || !pace_of(it->get<std::string>()))
      bad("\"pace\" must be \"instant\", \"normal\" (about 0.8 s a bot's card) or \"slow\", not " + it->dump());
    s.pace = it->get<std::string>();
  }
  // A rated game (docs/events.md, "Casual rated games") counts in the
  // ratings: four seats in partnerships, as the ratings count a side's win;
  // no expert's hints (decided here: help from the expert would be rated as
  // the person's play). Undo is refused at the table.
  s.rated = bool_field(m, "rated");
  if (s.rated && (s.rules.mode != Mode::Partnership || s.rules.seats() != 4))
    bad("a rated game is four players in two partnerships; preset \"" + s.preset + "\" with these options is not one");
  if (s.rated && s.hints) bad("a rated game has no expert's hints: leave out \"hints\" or \"rated\"");
  return s;
}

json settings_json(const TableSettings& s) {
  json bots = json::array();
  for (int seat = 0; seat < s.rules.seats(); ++seat)
    bots.push_back(s.bots[static_cast<std::size_t>(seat)].empty() ? json(nullptr) : json(s.bots[static_cast<std::size_t>(seat)]));
  json out = {{"name", s.name}, {"preset", s.preset}, {"options", s.options}, {"bots", bots},
              {"private", s.is_private}, {"clock", s.clock_seconds}, {"grace", s.grace_seconds},
              {"hints", s.hints}, {"stand_in", s.stand_in}, {"pace", s.pace}, {"event", s.event}};
  // Only when true: the store finds rated tables by this text (Store::rated_games).
  if (s.rated) out["rated"] = true;
  if (s.boards)
    out["boards"] = {{"secret", s.boards->secret}, {"commitment", s.boards->commitment}, {"pool", s.boards->pool},
                     {"first_board", s.boards->first_board}};
  return out;
}

TableSettings settings_from_json(const json& stored) {
  json m = stored;
  const std::string name = m.value("name", std::string("table"));
  // Not a field of "create": only the server makes an event's tables.
  const std::string event = m.contains("event") && m["event"].is_string() ? m["event"].get<std::string>() : "";
  m.erase("event");
  // Nor are a duplicate table's boards.
  std::optional<TableBoards> boards;
  if (const auto it = m.find("boards"); it != m.end()) {
    const json& b = *it;
    boards = TableBoards{b.at("secret").get<std::string>(), b.at("commitment").get<std::string>(),
                         b.at("pool").get<std::string>(), b.at("first_board").get<int>()};
    m.erase("boards");
  }
  // The stored name is read back as it is: the name rule is for new names
  // (room/names.h), and a table kept under an older rule is not lost.
  m.erase("name");
  TableSettings s = settings_from_create(m, name);
  s.name = name;
  s.event = event;
  s.boards = boards;
  return s;
}

json rules_json(const Rules& rules) {
  json out = json::object();
  for (const OptionInfo& info : option_infos()) out[std::string(info.name)] = get_option(rules, info.name);
  return out;
}

Rules rules_from_json(const json& stored) { return build_rules("standard", stored); }

namespace {

// One option as a person reads it in the rules line: a switch by its name
// ("jambone", "no claims"), a series in words ("a series: first to 3
// games"), any other "name: value" with spaces for underscores ("all pass:
// stick the dealer"); never the option's raw name and value.
std::string option_in_words(const std::string& name, const json& value) {
  const auto spaced = [](std::string t) {
    std::replace(t.begin(), t.end(), '_', ' ');
    return t;
  };
  const std::string text = option_text(value, name);
  if (text == "true") return spaced(name);
  if (text == "false") return "no " + spaced(name);
  if (name == "series") {
    constexpr std::string_view first_to = "first_to:";
    if (text.rfind(first_to, 0) == 0) {
      const std::string n = text.substr(first_to.size());
      return "a series: first to " + n + (n == "1" ? " game" : " games");
    }
    if (text == "rubber") return "a series: a rubber";
    if (text == "single") return "a single game";
  }
  return spaced(name) + ": " + spaced(text);
}

}  // namespace

std::string rules_words(const TableSettings& s) {
  std::string words = s.preset;
  for (const auto& [name, value] : s.options.items()) {
    if (name == "target" || name == "num_deals") continue;
    words += ", " + option_in_words(name, value);
  }
  const int target = s.rules.target, deals = s.rules.num_deals;
  if (target > 0) words += ", to " + std::to_string(target);
  if (deals > 0) words += (target > 0 ? " or " : ", ") + std::to_string(deals) + (deals == 1 ? " deal" : " deals");
  if (target <= 0 && deals <= 0) words += ", no target";
  return words;
}

}  // namespace euchre::room
