#include "room/casual_ratings.h"

#include <iostream>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "room/messages.h"

namespace euchre::room {
namespace {

constexpr std::int64_t kDayMs = 24LL * 60 * 60 * 1000;

// The game as a table of the period; throws nlohmann's errors when its
// settings or result do not read. A seat counts for whoever began it
// (result.began, Table::began_json; games stored before it count for who
// ended it): a person who began it and no longer holds it at the end left
// the game, a loss for him; a person who took a bot's seat or a leaver's
// during the game is not rated for it (the seat counts as the bot that
// began it).
events::RatedTable rated_table(const store::RatedGame& game) {
  const nlohmann::json settings = nlohmann::json::parse(game.table_settings);
  const nlohmann::json result = nlohmann::json::parse(game.result);
  const nlohmann::json& seats = result.at("seats");
  if (!seats.is_array() || seats.size() != 4) throw std::runtime_error("a rated game has four seats");
  const nlohmann::json began = result.value("began", nlohmann::json());
  if (!began.is_null() && (!began.is_array() || began.size() != 4))
    throw std::runtime_error("a rated game's \"began\" names four seats");
  events::RatedTable table;
  for (std::size_t s = 0; s < 4; ++s) {
    const nlohmann::json& seat = seats[s];
    const nlohmann::json& person = seat.at("person");
    const nlohmann::json first = began.is_null() ? person : began[s];
    if (first.is_number_integer()) {
      table.people[s] = first.get<events::RatedId>();
      table.forfeited[s] = person != first;
    } else {
      const nlohmann::json& bot = first.is_string() && !first.get<std::string>().empty() ? first : settings.at("bots").at(s);
      table.bots[s] = events::bot_rating(bot.is_string() ? bot.get<std::string>() : settings.value("stand_in", "basic"));
    }
    if (seat.at("won").get<bool>()) table.winner = static_cast<int>(s % 2);
  }
  return table;
}

// The people of a game, whatever their seats.
std::set<events::RatedId> people_of(const events::RatedTable& table) {
  std::set<events::RatedId> out;
  for (const auto& p : table.people)
    if (p) out.insert(*p);
  return out;
}

}  // namespace

std::vector<std::pair<std::int64_t, events::RatedEvening>> casual_rating_days(const std::vector<store::RatedGame>& games) {
  std::map<std::int64_t, events::RatedEvening> days;
  std::map<std::pair<std::int64_t, std::set<events::RatedId>>, int> together;  // games a day by the same people
  for (const store::RatedGame& game : games) {
    const std::int64_t day = game.started_ms / kDayMs * kDayMs;
    try {
      events::RatedTable table = rated_table(game);
      const std::set<events::RatedId> people = people_of(table);
      if (people.empty() || ++together[{day, people}] > kSamePeopleGamesADay) continue;
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

}  // namespace euchre::room
