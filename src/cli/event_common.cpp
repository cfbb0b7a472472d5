#include "cli/event_common.h"

#include <fstream>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "players/bot_factory.h"

namespace euchre::cli {

std::uint64_t mix(std::uint64_t seed, std::uint64_t a, std::uint64_t b) {
  std::uint64_t x = seed ^ (a * 0x9e3779b97f4a7c15ULL) ^ (b * 0xc2b2ae3d27d4eb4fULL);
  x ^= x >> 31;
  x *= 0xbf58476d1ce4e5b9ULL;
  return x ^ (x >> 29);
}

std::string player_name(const events::Progressive& ev, int p) {
  return ev.is_bot(p) ? fmt::format("bot {}", p - ev.people() + 1) : fmt::format("person {}", p + 1);
}

Rules round_rules(const EventSimulateOptions& opt) {
  Rules rules = preset_with_overrides(opt.preset, opt.sets);
  if (rules.mode != Mode::Partnership || rules.seats() != 4)
    throw events::EventError("a progressive evening needs a four-handed partnership game, not preset " + opt.preset);
  rules.target = 0;
  rules.num_deals = opt.deals;
  validate(rules);
  return rules;
}

std::string bot_for(const EventSimulateOptions& opt, int player) {
  std::vector<std::string> names;
  std::size_t start = 0;
  for (;;) {
    const std::size_t comma = opt.bots.find(',', start);
    names.push_back(opt.bots.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return names[static_cast<std::size_t>(player) % names.size()];
}

std::vector<std::unique_ptr<Player>> table_bots(const EventSimulateOptions& opt, const events::TableSeats& seats,
                                                int round, std::size_t table) {
  std::vector<std::unique_ptr<Player>> bots;
  for (std::size_t s = 0; s < 4; ++s) {
    const std::uint64_t seed = mix(opt.seed ^ 1, static_cast<std::uint64_t>(round), table * 4 + s);
    bots.push_back(make_bot(bot_for(opt, seats[s]), seed));
  }
  return bots;
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

}  // namespace euchre::cli
