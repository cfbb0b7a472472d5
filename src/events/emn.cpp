#include "events/emn.h"

#include <algorithm>
#include <map>
#include <set>
#include <string_view>

#include "core/rules.h"
#include "egn/json_text.h"
#include "events/json_fields.h"

namespace euchre::events {
namespace {

using json = nlohmann::json;
using ordered_json = nlohmann::ordered_json;

std::string in_quotes(const std::string& s) { return "\"" + s + "\""; }

void check_ids(const EmnMatch& m) {
  std::set<std::string> ids;
  for (std::size_t i = 0; i < m.players.size(); ++i) {
    const EmnPlayer& p = m.players[i];
    if (p.id.empty()) throw EventError("EMN: player " + std::to_string(i) + " (" + p.name + ") has no id");
    if (!ids.insert(p.id).second) throw EventError("EMN: player id " + in_quotes(p.id) + " given twice");
  }
  for (std::size_t g = 0; g < m.games.size(); ++g) {
    const std::string where = "EMN: game " + std::to_string(g);
    std::set<std::string> seated;
    for (const std::string& id : m.games[g].players) {
      if (!ids.count(id)) throw EventError(where + ": player " + in_quotes(id) + " is not among the match's players");
      if (!seated.insert(id).second) throw EventError(where + ": player " + in_quotes(id) + " at two seats");
    }
    const ordered_json& r = m.games[g].record;
    if (!r.is_object() || r.value("fileType", std::string()) != "Euchre Game Notation")
      throw EventError(where + ": the record is not an EGN object");
  }
}

}  // namespace

ordered_json emn_json(const EmnMatch& m) {
  check_ids(m);
  ordered_json meta = ordered_json::object();
  if (!m.match_id.empty()) meta["matchId"] = m.match_id;
  if (!m.title.empty()) meta["title"] = m.title;
  if (!m.description.empty()) meta["description"] = m.description;
  if (!m.date.empty()) meta["date"] = m.date;
  ordered_json players = ordered_json::array();
  for (const EmnPlayer& p : m.players) players.push_back({{"id", p.id}, {"name", p.name}});
  meta["players"] = players;
  if (!m.format.empty()) {
    meta["matchFormat"] = {{"type", m.format}};
    if (m.format_target > 0) meta["matchFormat"]["target"] = m.format_target;
  }
  if (!m.scores.empty() || !m.winners.empty()) {
    ordered_json scores = ordered_json::object();
    for (const auto& [id, score] : m.scores) {
      const auto whole = static_cast<long long>(score);
      scores[id] = static_cast<double>(whole) == score ? ordered_json(whole) : ordered_json(score);
    }
    meta["result"] = {{"status", "COMPLETED"}, {"winner", m.winners}, {"scores", scores}};
  }
  ordered_json games = ordered_json::array();
  for (std::size_t g = 0; g < m.games.size(); ++g)
    games.push_back({{"gameIndex", g}, {"players", m.games[g].players}, {"gameData", m.games[g].record}});
  return {{"fileType", kEmnFileType}, {"version", kEmnWriteVersion}, {"metadata", meta}, {"games", games}};
}

const EmnGameResult* EmnResults::game(int index) const {
  for (const EmnGameResult& g : games)
    if (g.index == index) return &g;
  return nullptr;
}

namespace {

using fields::field;


std::string optional_text(const json& object, const char* name, const std::string& where) {
  return object.contains(name) ? fields::text(object, name, where) : std::string();
}

void unknown_fields(const json& object, const std::set<std::string>& known, const std::string& where,
                    std::vector<std::string>& warnings) {
  for (const auto& [key, value] : object.items())
    if (!known.count(key)) warnings.push_back(where + ": unknown field \"" + key + "\"");
}

// "1.0" reads seats from "players", "1.1" and "1.2" from "playersOverride".
int minor_version(const json& doc) {
  const std::string v = fields::text(doc, "version", "EMN");
  // "1.N" or "1.N.P" with N from 0 to 2 and P digits (no std::regex: GCC's
  // warns of its own internals under the sanitizers).
  const auto digits = [](std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  const bool fits = v.size() >= 3 && v.compare(0, 2, "1.") == 0 && v[2] >= '0' && v[2] <= '2' &&
                    (v.size() == 3 || (v[3] == '.' && digits(std::string_view(v).substr(4))));
  if (!fits) throw EventError("EMN: version " + in_quotes(v) + " is not one read here (1.0, 1.1, 1.2)");
  return v[2] - '0';
}

std::map<std::string, std::string> read_players(const json& meta, EmnResults& out) {
  const json& players = field(meta, "players", "EMN metadata");
  if (!players.is_array() || players.empty()) throw EventError("EMN metadata: \"players\" must be a non-empty array");
  std::map<std::string, std::string> names;
  for (std::size_t i = 0; i < players.size(); ++i) {
    const std::string where = "EMN metadata.players[" + std::to_string(i) + "]";
    const json& p = players[i];
    if (!p.is_object()) throw EventError(where + ": must be an object");
    EmnPlayer player{fields::text(p, "id", where), fields::text(p, "name", where)};
    if (player.id.empty()) throw EventError(where + ": \"id\" is empty");
    if (!names.emplace(player.id, player.name).second) throw EventError(where + ": id " + in_quotes(player.id) + " given twice");
    unknown_fields(p, {"id", "name", "playerIds"}, where, out.warnings);
    out.players.push_back(std::move(player));
  }
  return names;
}

EmnGameResult read_game(const json& game, std::size_t i, int minor, const std::map<std::string, std::string>& names,
                        std::set<int>& indices, std::vector<std::string>& warnings) {
  std::string where = "EMN games[" + std::to_string(i) + "]";
  if (!game.is_object()) throw EventError(where + ": must be an object");
  EmnGameResult r;
  const json& index = field(game, "gameIndex", where);
  if (!index.is_number_integer() || index.get<long long>() < 0 || index.get<long long>() > 1'000'000'000)
    throw EventError(where + ": \"gameIndex\" must be an integer from 0");
  r.index = index.get<int>();
  where += " (gameIndex " + std::to_string(r.index) + ")";
  if (!indices.insert(r.index).second) throw EventError(where + ": gameIndex given twice");

  const char* seats_field = minor == 0 ? "players" : "playersOverride";
  const char* other = minor == 0 ? "playersOverride" : "players";
  if (!game.contains(seats_field) && game.contains(other)) {
    warnings.push_back(where + ": seats in \"" + other + "\", not \"" + seats_field + "\" as in EMN 1." +
                       std::to_string(minor));
    seats_field = other;
  }
  const json& seats = field(game, seats_field, where);
  if (!seats.is_array() || seats.size() != 4)
    throw EventError(where + ": \"" + seats_field + "\" must be 4 player ids (North, East, South, West)");
  std::set<std::string> seated;
  for (std::size_t s = 0; s < 4; ++s) {
    if (!seats[s].is_string()) throw EventError(where + ": \"" + seats_field + "\" must be 4 player ids");
    const std::string id = seats[s].get<std::string>();
    const auto found = names.find(id);
    if (found == names.end())
      throw EventError(where + ": \"" + seats_field + "\" names " + in_quotes(id) + ", not among metadata.players");
    if (!seated.insert(id).second) throw EventError(where + ": \"" + seats_field + "\" names " + in_quotes(id) + " twice");
    r.ids[s] = id;
    r.names[s] = found->second;
  }
  unknown_fields(game, {"gameIndex", "players", "playersOverride", "gameData"}, where, warnings);

  const json& data = field(game, "gameData", where);
  if (!data.is_object()) throw EventError(where + ": \"gameData\" must be an EGN record (an object)");
  try {
    r.record = egn::read(data.dump());
  } catch (const egn::EgnError& e) {
    throw EventError(where + ": gameData: " + e.what());
  }
  const Rules& rules = r.record.rules;
  if (rules.mode != Mode::Partnership || rules.seats() != 4)
    throw EventError(where + ": gameData: EMN games are four-handed partnership games");
  for (const std::string& w : r.record.warnings) warnings.push_back(where + ": gameData: " + w);
  const Game& last = r.record.last_game();
  r.score = {last.score()[0], last.score()[1]};
  r.winner = r.record.game->winner();
  return r;
}

}  // namespace

EmnResults read_emn(std::string_view text) {
  json doc;
  try {
    doc = egn::detail::parse_json(text, {kMaxMatchBytes, kMaxMatchValues, egn::kMaxJsonDepth, "the match"});
  } catch (const egn::EgnError& e) {
    throw EventError(std::string("EMN: ") + e.what());
  }
  if (!doc.is_object()) throw EventError("EMN: the match must be a JSON object");
  EmnResults out;
  const std::string file_type = fields::text(doc, "fileType", "EMN");
  if (file_type != kEmnFileType)
    throw EventError("EMN: \"fileType\" is " + in_quotes(file_type) + ", not \"" + std::string(kEmnFileType) + "\"");
  const int minor = minor_version(doc);
  out.version = doc.at("version").get<std::string>();
  unknown_fields(doc, {"fileType", "version", "metadata", "games"}, "EMN", out.warnings);

  const json& meta = field(doc, "metadata", "EMN");
  if (!meta.is_object()) throw EventError("EMN: \"metadata\" must be an object");
  out.title = optional_text(meta, "title", "EMN metadata");
  out.date = optional_text(meta, "date", "EMN metadata");
  if (meta.contains("matchFormat")) {
    const json& f = meta.at("matchFormat");
    if (!f.is_object()) throw EventError("EMN metadata: \"matchFormat\" must be an object");
    out.format = fields::text(f, "type", "EMN metadata.matchFormat");
  }
  unknown_fields(meta, {"matchId", "title", "description", "date", "players", "matchFormat", "result", "teams"},
                 "EMN metadata", out.warnings);
  const std::map<std::string, std::string> names = read_players(meta, out);

  const json& games = field(doc, "games", "EMN");
  if (!games.is_array()) throw EventError("EMN: \"games\" must be an array");
  if (games.size() > kMaxMatchGames)
    throw EventError("EMN: " + std::to_string(games.size()) + " games; the limit is " + std::to_string(kMaxMatchGames));
  std::set<int> indices;
  for (std::size_t i = 0; i < games.size(); ++i)
    out.games.push_back(read_game(games[i], i, minor, names, indices, out.warnings));
  return out;
}

}  // namespace euchre::events
