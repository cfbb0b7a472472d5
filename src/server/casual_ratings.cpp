#include "server/casual_ratings.h"

#include <iostream>
#include <map>

#include <nlohmann/json.hpp>

#include "server/messages.h"

namespace euchre::server {
namespace {

constexpr std::int64_t kDayMs = 24LL * 60 * 60 * 1000;

// The game as a table of the period; throws nlohmann's errors when its
// settings or result do not read.
events::RatedTable rated_table(const store::RatedGame& game) {
  const nlohmann::json settings = nlohmann::json::parse(game.table_settings);
  const nlohmann::json result = nlohmann::json::parse(game.result);
  const nlohmann::json& seats = result.at("seats");
  if (!seats.is_array() || seats.size() != 4) throw std::runtime_error("a rated game has four seats");
  events::RatedTable table;
  for (std::size_t s = 0; s < 4; ++s) {
    const nlohmann::json& seat = seats[s];
    if (!seat.at("person").is_null()) {
      table.people[s] = seat.at("person").get<events::RatedId>();
    } else {
      const nlohmann::json& bot = settings.at("bots").at(s);
      table.bots[s] = events::bot_rating(bot.is_string() ? bot.get<std::string>() : settings.value("stand_in", "basic"));
    }
    if (seat.at("won").get<bool>()) table.winner = static_cast<int>(s % 2);
  }
  return table;
}

}  // namespace

std::vector<std::pair<std::int64_t, events::RatedEvening>> casual_rating_days(const std::vector<store::RatedGame>& games) {
  std::map<std::int64_t, events::RatedEvening> days;
  for (const store::RatedGame& game : games) {
    const std::int64_t day = game.started_ms / kDayMs * kDayMs;
    try {
      events::RatedTable table = rated_table(game);
      events::RatedEvening& period = days[day];
      if (period.id.empty()) period.id = "casual-" + utc_date(day).substr(0, 10);  // YYYY-MM-DD
      period.tables.push_back(table);
    } catch (const std::exception& e) {
      std::cerr << "euchre serve: rated game " << game.game << " is left out of the ratings: " << e.what() << "\n";
    }
  }
  std::vector<std::pair<std::int64_t, events::RatedEvening>> out;
  for (auto& [day, period] : days) out.push_back({day, std::move(period)});
  return out;
}

}  // namespace euchre::server
