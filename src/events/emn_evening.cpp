#include "events/emn_evening.h"

#include <map>

#include "events/from_game.h"
#include "events/json_fields.h"
#include "events/progressive_json.h"

namespace euchre::events {
namespace {

using json = nlohmann::json;
using ordered_json = nlohmann::ordered_json;

std::size_t game_count(const Progressive& ev) {
  std::size_t n = 0;
  for (const RoundResult& r : ev.results()) n += r.tables.size();
  return n;
}

void check_players(const Progressive& ev, const std::vector<EmnPlayer>& players) {
  if (players.size() != static_cast<std::size_t>(ev.players()))
    throw EventError("EMN: " + std::to_string(players.size()) + " players given, the evening has " +
                     std::to_string(ev.players()));
}

using fields::array;
using fields::integer;
using fields::field;

int player_of(const json& id, const std::map<std::string, int>& numbers, const std::string& where) {
  if (!id.is_string() || !numbers.count(id.get<std::string>()))
    throw EventError(where + ": " + id.dump() + " is not one of the extra file's \"players\"");
  return numbers.at(id.get<std::string>());
}

}  // namespace

std::string emn_extra_name(const std::string& emn_name) {
  const std::string ext = ".emn";
  const bool has_ext = emn_name.size() >= ext.size() && emn_name.compare(emn_name.size() - ext.size(), ext.size(), ext) == 0;
  return (has_ext ? emn_name.substr(0, emn_name.size() - ext.size()) : emn_name) + ".emn-extra.json";
}

EmnMatch evening_match(const Progressive& ev, const std::vector<EmnPlayer>& players,
                       std::vector<ordered_json> records) {
  check_players(ev, players);
  if (records.size() != game_count(ev))
    throw EventError("EMN: " + std::to_string(records.size()) + " records given, the evening has " +
                     std::to_string(game_count(ev)) + " tables");
  EmnMatch m;
  m.format = "PROGRESSIVE";
  m.format_target = ev.rounds();
  m.players = players;
  std::size_t g = 0;
  for (const RoundResult& round : ev.results())
    for (const TableResult& t : round.tables) {
      EmnGame game;
      for (std::size_t s = 0; s < 4; ++s) game.players[s] = players[static_cast<std::size_t>(t.seats[s])].id;
      game.record = std::move(records[g++]);
      m.games.push_back(std::move(game));
    }
  for (const Standing& s : ev.standings()) {
    const std::string& id = players[static_cast<std::size_t>(s.player)].id;
    m.scores.emplace_back(id, s.points);
    if (s.place == 1) m.winners.push_back(id);
  }
  return m;
}

ordered_json evening_extra_json(const Progressive& ev, const std::vector<EmnPlayer>& players,
                                const std::string& emn_name) {
  check_players(ev, players);
  const auto id = [&](int p) { return players[static_cast<std::size_t>(p)].id; };
  ordered_json ids = ordered_json::array();
  for (const EmnPlayer& p : players) ids.push_back(p.id);
  ordered_json rounds = ordered_json::array();
  std::size_t game = 0;
  for (std::size_t r = 0; r < ev.results().size(); ++r) {
    const RoundResult& round = ev.results()[r];
    ordered_json tables = ordered_json::array();
    for (std::size_t t = 0; t < round.tables.size(); ++t) {
      const TableResult& table = round.tables[t];
      ordered_json seats = ordered_json::array();
      for (int p : table.seats) seats.push_back(id(p));
      tables.push_back({{"table", t + 1}, {"game", game++}, {"seats", seats}, {"points", table.points}});
    }
    ordered_json out = ordered_json::array();
    for (int p : round.sitting_out) out.push_back(id(p));
    rounds.push_back({{"round", r + 1}, {"tables", tables}, {"sitting_out", out}});
  }
  ordered_json standings = ordered_json::array();
  for (const Standing& s : ev.standings())
    standings.push_back({{"place", s.place}, {"id", id(s.player)}, {"points", s.points},
                         {"rounds_played", s.rounds_played}, {"rounds_won", s.rounds_won}, {"loners", s.loners},
                         {"byes", s.byes}, {"bye_points", s.bye_points}});
  const ProgressiveOptions& o = ev.options();
  json evening = {{"people", o.people}, {"rounds", o.rounds}, {"movement", movement_name(o.movement)},
                  {"seed", std::to_string(o.seed)}};
  // Fixed partnerships: the teams chosen at registration (the others are drawn from the seed).
  if (!o.partners.empty()) evening["partners"] = o.partners;
  return {{"fileType", kEveningExtraFileType},
          {"version", kEveningExtraVersion},
          {"emn", emn_name},
          {"format", "progressive"},
          {"evening", evening},
          {"players", ids},
          {"rounds", rounds},
          {"standings", standings}};
}

Progressive evening_from_emn(const json& extra, const EmnResults& match) {
  const std::string top = "extra file";
  if (!extra.is_object() || extra.value("fileType", std::string()) != kEveningExtraFileType)
    throw EventError(top + ": \"fileType\" must be \"" + std::string(kEveningExtraFileType) + "\"");
  if (integer(extra, "version", top) != kEveningExtraVersion)
    throw EventError(top + ": version " + extra.at("version").dump() + " is not one read here (" +
                     std::to_string(kEveningExtraVersion) + ")");
  const json& settings = field(extra, "evening", top);
  // The settings in the Keeping-an-evening form (progressive_json.h) check themselves.
  json options = {{"people", field(settings, "people", top + " evening")},
                  {"rounds", field(settings, "rounds", top + " evening")},
                  {"movement", field(settings, "movement", top + " evening")},
                  {"seed", field(settings, "seed", top + " evening")},
                  {"results", json::array()}};
  if (settings.contains("partners")) options["partners"] = settings["partners"];
  Progressive ev = evening_from_json(options);

  const json& ids = array(extra, "players", top);
  if (ids.size() != static_cast<std::size_t>(ev.players()))
    throw EventError(top + ": \"players\" has " + std::to_string(ids.size()) + " ids, the evening has " +
                     std::to_string(ev.players()) + " players");
  std::map<std::string, int> numbers;
  for (std::size_t p = 0; p < ids.size(); ++p) {
    if (!ids[p].is_string() || !numbers.emplace(ids[p].get<std::string>(), static_cast<int>(p)).second)
      throw EventError(top + ": players[" + std::to_string(p) + "] must be an id given once");
  }

  const json& rounds = array(extra, "rounds", top);
  if (rounds.size() > static_cast<std::size_t>(ev.rounds()))
    throw EventError(top + ": " + std::to_string(rounds.size()) + " rounds, the evening has " +
                     std::to_string(ev.rounds()));
  for (std::size_t r = 0; r < rounds.size(); ++r) {
    const std::string where = top + " round " + std::to_string(r + 1);
    const json& tables = array(rounds[r], "tables", where);
    RoundResult round;
    for (std::size_t t = 0; t < tables.size(); ++t) {
      const std::string at = where + ", table " + std::to_string(t + 1);
      const int index = integer(tables[t], "game", at);
      const EmnGameResult* game = match.game(index);
      if (!game) throw EventError(at + ": game " + std::to_string(index) + " is not in the EMN file");
      const json& seats = array(tables[t], "seats", at);
      if (seats.size() != 4) throw EventError(at + ": \"seats\" must be 4 ids");
      TableSeats numbers_at{};
      for (std::size_t s = 0; s < 4; ++s) {
        numbers_at[s] = player_of(seats[s], numbers, at);
        if (seats[s].get<std::string>() != game->ids[s])
          throw EventError(at + ": seat " + std::to_string(s) + " is " + seats[s].dump() + ", the EMN game " +
                           std::to_string(index) + " has \"" + game->ids[s] + "\" there");
      }
      round.tables.push_back(table_result(*game->record.game, numbers_at));
      if (tables[t].contains("points") && tables[t].at("points") != json(round.tables.back().points))
        throw EventError(at + ": \"points\" " + tables[t].at("points").dump() + " are not the record's " +
                         json(round.tables.back().points).dump());
    }
    for (const json& id : array(rounds[r], "sitting_out", where)) round.sitting_out.push_back(player_of(id, numbers, where));
    ev.finish_round(round);  // EventError when the tables are not the round's lineup
  }

  if (extra.contains("standings")) {
    const json& given = array(extra, "standings", top);
    const std::vector<Standing> standings = ev.standings();
    if (given.size() != standings.size())
      throw EventError(top + ": " + std::to_string(given.size()) + " standings, the games give " +
                       std::to_string(standings.size()));
    for (std::size_t i = 0; i < standings.size(); ++i) {
      const Standing& s = standings[i];
      const std::string where = top + " standings[" + std::to_string(i) + "]";
      const json want = {{"place", s.place}, {"id", ids[static_cast<std::size_t>(s.player)]}, {"points", s.points}};
      for (const char* key : {"place", "id", "points"})
        if (field(given[i], key, where) != want[key])
          throw EventError(where + ": \"" + key + "\" is " + given[i][key].dump() + ", the games give " +
                           want[key].dump());
    }
  }
  return ev;
}

}  // namespace euchre::events
