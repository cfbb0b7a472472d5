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

template <std::size_t N>
std::array<int, N> integers(const json& object, const char* name, const std::string& where) {
  const json& v = field(object, name, where);
  std::array<int, N> out{};
  if (!v.is_array() || v.size() != N) throw EventError(where + ": \"" + name + "\" must be " + std::to_string(N) + " integers");
  for (std::size_t i = 0; i < N; ++i) {
    if (!v[i].is_number_integer()) throw EventError(where + ": \"" + name + "\" must be " + std::to_string(N) + " integers");
    out[i] = v[i].get<int>();
  }
  return out;
}

std::vector<EmnPlayer> ids_of(const json& ids) {
  std::vector<EmnPlayer> out;
  for (const json& id : ids) out.push_back({id.get<std::string>(), id.get<std::string>()});
  return out;
}

// Who held the places: "substitutes" (each a person past the evening's
// people, numbered in the order first named) and "left".
EveningPeople people_from(const json& extra, const Progressive& ev, const std::map<std::string, int>& numbers,
                          const EmnResults& match) {
  const std::string top = "extra file";
  EveningPeople people;
  std::map<std::string, int> persons;  // substitutes' ids
  if (extra.contains("substitutes")) {
    const json& subs = array(extra, "substitutes", top);
    for (std::size_t i = 0; i < subs.size(); ++i) {
      const std::string where = top + " substitutes[" + std::to_string(i) + "]";
      const int place = player_of(field(subs[i], "place", where), numbers, where);
      const json& id = field(subs[i], "id", where);
      if (!id.is_string() || id.get<std::string>().empty() || numbers.count(id.get<std::string>()))
        throw EventError(where + ": \"id\" must be an id that is not one of \"players\"");
      const int from = integer(subs[i], "from_round", where);
      if (from < 1 || from > ev.rounds())
        throw EventError(where + ": \"from_round\" " + std::to_string(from) + " is not a round of the evening (1 to " +
                         std::to_string(ev.rounds()) + ")");
      const auto [it, added] = persons.emplace(id.get<std::string>(), ev.people() + static_cast<int>(persons.size()));
      if (added) {
        std::string name = subs[i].value("name", id.get<std::string>());
        for (const EmnPlayer& p : match.players)
          if (p.id == id.get<std::string>()) name = p.name;
        people.substitutes[it->second] = {id.get<std::string>(), name};
      }
      people.holders.substitutions.push_back({place, from - 1, it->second});
    }
  }
  people.holders.persons = ev.people() + static_cast<int>(persons.size());
  if (extra.contains("left"))
    for (const json& id : array(extra, "left", top)) {
      const auto sub = id.is_string() ? persons.find(id.get<std::string>()) : persons.end();
      if (sub != persons.end()) {
        people.holders.left.insert(sub->second);
        continue;
      }
      const int p = player_of(id, numbers, top + " left");
      if (ev.is_bot(p)) throw EventError(top + " left: " + id.dump() + " is a bot's place, not a person");
      people.holders.left.insert(p);
    }
  return people;
}

}  // namespace

std::string emn_extra_name(const std::string& emn_name) {
  const std::string ext = ".emn";
  const bool has_ext = emn_name.size() >= ext.size() && emn_name.compare(emn_name.size() - ext.size(), ext.size(), ext) == 0;
  return (has_ext ? emn_name.substr(0, emn_name.size() - ext.size()) : emn_name) + ".emn-extra.json";
}

const EmnPlayer& EveningPeople::person(const std::vector<EmnPlayer>& players, int p) const {
  // A substitute is a person past the evening's people; the others are their places' players.
  if (const auto it = substitutes.find(p); it != substitutes.end()) return it->second;
  if (p < 0 || p >= static_cast<int>(players.size())) throw EventError("EMN: person " + std::to_string(p) + " has no id");
  return players[static_cast<std::size_t>(p)];
}

std::vector<RankedScore> ranked_points(const std::vector<Standing>& standings, const std::vector<EmnPlayer>& players,
                                       const EveningPeople& people) {
  std::vector<RankedScore> out;
  for (const Standing& s : standings) out.push_back({people.person(players, s.player).id, static_cast<double>(s.points), s.place});
  return out;
}

EmnMatch evening_match(const Progressive& ev, const std::vector<EmnPlayer>& players,
                       std::vector<ordered_json> records, const EveningPeople& people,
                       const std::vector<RankedScore>& ranked, bool recorded) {
  check_players(ev, players);
  if (records.size() != (recorded ? game_count(ev) : 0))
    throw EventError("EMN: " + std::to_string(records.size()) + " records given, the evening has " +
                     std::to_string(game_count(ev)) + " tables");
  EmnMatch m;
  m.format = "PROGRESSIVE";
  m.format_target = ev.rounds();
  m.players = players;
  // A substitute is a player of the match (the result names him), though
  // the games name the place he took.
  for (const auto& [person, who] : people.substitutes) m.players.push_back(who);
  std::size_t g = 0;
  for (const RoundResult& round : ev.results())
    for (const TableResult& t : round.tables) {
      if (!recorded) break;
      EmnGame game;
      for (std::size_t s = 0; s < 4; ++s) game.players[s] = players[static_cast<std::size_t>(t.seats[s])].id;
      game.record = std::move(records[g++]);
      m.games.push_back(std::move(game));
    }
  for (const RankedScore& r : ranked) {
    m.scores.emplace_back(r.id, r.score);
    if (r.place == 1) m.winners.push_back(r.id);
  }
  return m;
}

ordered_json evening_extra_json(const Progressive& ev, const std::vector<EmnPlayer>& players,
                                const std::string& emn_name, const EveningPeople& people,
                                const std::vector<Standing>& ranked, bool recorded) {
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
      if (recorded)
        tables.push_back({{"table", t + 1}, {"game", game++}, {"seats", seats}, {"points", table.points}});
      else  // no record: the result as entered
        tables.push_back({{"table", t + 1}, {"seats", seats}, {"points", table.points}, {"tricks", table.tricks},
                          {"loners", table.loners}});
    }
    ordered_json out = ordered_json::array();
    for (int p : round.sitting_out) out.push_back(id(p));
    rounds.push_back({{"round", r + 1}, {"tables", tables}, {"sitting_out", out}});
  }
  ordered_json standings = ordered_json::array();
  for (const Standing& s : ranked)
    standings.push_back({{"place", s.place}, {"id", people.person(players, s.player).id}, {"points", s.points},
                         {"rounds_played", s.rounds_played}, {"rounds_won", s.rounds_won}, {"loners", s.loners},
                         {"byes", s.byes}, {"bye_points", s.bye_points}});
  const ProgressiveOptions& o = ev.options();
  json evening = {{"people", o.people}, {"rounds", o.rounds}, {"movement", movement_name(o.movement)},
                  {"seed", std::to_string(o.seed)}};
  // Fixed partnerships: the teams chosen at registration (the others are drawn from the seed).
  if (!o.partners.empty()) evening["partners"] = o.partners;
  ordered_json out = {{"fileType", kEveningExtraFileType},
                      {"version", kEveningExtraVersion},
                      {"emn", emn_name},
                      {"format", recorded ? "progressive" : "in_person"},
                      {"evening", evening},
                      {"players", ids},
                      {"rounds", rounds},
                      {"standings", standings}};
  // Who took a place from when, and who left: the standings follow from them.
  ordered_json substitutes = ordered_json::array();
  for (const Substitution& sub : people.holders.substitutions) {
    const EmnPlayer& who = people.person(players, sub.person);
    substitutes.push_back({{"place", id(sub.place)}, {"id", who.id}, {"name", who.name}, {"from_round", sub.from_round + 1}});
  }
  if (!substitutes.empty()) out["substitutes"] = substitutes;
  ordered_json left = ordered_json::array();
  for (int p : people.holders.left)
    if (p < ev.people() || people.substitutes.count(p)) left.push_back(people.person(players, p).id);
  if (!left.empty()) out["left"] = left;
  return out;
}

ImportedEvening read_evening(const json& extra, const EmnResults& match) {
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

  // An evening played in person has no records: its tables' results are the file's.
  const bool in_person = extra.value("format", std::string()) == "in_person";
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
      const json& seats = array(tables[t], "seats", at);
      if (seats.size() != 4) throw EventError(at + ": \"seats\" must be 4 ids");
      TableSeats numbers_at{};
      for (std::size_t s = 0; s < 4; ++s) numbers_at[s] = player_of(seats[s], numbers, at);
      if (in_person) {  // no record: the result as entered
        round.tables.push_back({numbers_at, integers<2>(tables[t], "points", at), integers<2>(tables[t], "tricks", at),
                                integers<4>(tables[t], "loners", at), {}});
        continue;
      }
      const int index = integer(tables[t], "game", at);
      const EmnGameResult* game = match.game(index);
      if (!game) throw EventError(at + ": game " + std::to_string(index) + " is not in the EMN file");
      for (std::size_t s = 0; s < 4; ++s)
        if (seats[s].get<std::string>() != game->ids[s])
          throw EventError(at + ": seat " + std::to_string(s) + " is " + seats[s].dump() + ", the EMN game " +
                           std::to_string(index) + " has \"" + game->ids[s] + "\" there");
      round.tables.push_back(table_result(*game->record.game, numbers_at));
      if (tables[t].contains("points") && tables[t].at("points") != json(round.tables.back().points))
        throw EventError(at + ": \"points\" " + tables[t].at("points").dump() + " are not the record's " +
                         json(round.tables.back().points).dump());
    }
    for (const json& id : array(rounds[r], "sitting_out", where)) round.sitting_out.push_back(player_of(id, numbers, where));
    ev.finish_round(round);  // EventError when the tables are not the round's lineup
  }

  EveningPeople people = people_from(extra, ev, numbers, match);
  std::vector<Standing> standings = evening_standings(ev, people.holders);
  if (extra.contains("standings")) {
    // Person by person: the place and points written must be the games'.
    const json& given = array(extra, "standings", top);
    if (given.size() != standings.size())
      throw EventError(top + ": " + std::to_string(given.size()) + " standings, the games give " +
                       std::to_string(standings.size()));
    std::map<std::string, json> computed;
    const std::vector<EmnPlayer> places = ids_of(ids);
    for (const Standing& s : standings)
      computed[people.person(places, s.player).id] = {{"place", s.place}, {"points", s.points}};
    for (std::size_t i = 0; i < given.size(); ++i) {
      const std::string where = top + " standings[" + std::to_string(i) + "]";
      const json& id = field(given[i], "id", where);
      const auto it = id.is_string() ? computed.find(id.get<std::string>()) : computed.end();
      if (it == computed.end())
        throw EventError(where + ": \"id\" " + id.dump() + " is not ranked by the games");
      for (const char* key : {"place", "points"})
        if (field(given[i], key, where) != it->second[key])
          throw EventError(where + ": \"" + key + "\" is " + given[i][key].dump() + ", the games give " +
                           it->second[key].dump());
    }
  }
  return {std::move(ev), std::move(people), std::move(standings)};
}

Progressive evening_from_emn(const json& extra, const EmnResults& match) { return read_evening(extra, match).evening; }

}  // namespace euchre::events
