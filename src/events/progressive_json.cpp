#include "events/progressive_json.h"

#include <string>

#include "events/json_fields.h"

namespace euchre::events {
namespace {

using json = nlohmann::json;

using fields::field;
using fields::integer;

template <std::size_t N>
std::array<int, N> integers(const json& object, const char* name, const std::string& where) {
  const json& v = field(object, name, where);
  if (!v.is_array() || v.size() != N) throw EventError(where + ": \"" + name + "\" must be " + std::to_string(N) + " integers");
  std::array<int, N> out{};
  for (std::size_t i = 0; i < N; ++i) {
    if (!v[i].is_number_integer()) throw EventError(where + ": \"" + name + "\" must be " + std::to_string(N) + " integers");
    out[i] = v[i].get<int>();
  }
  return out;
}

}  // namespace

json evening_json(const Progressive& evening) {
  json results = json::array();
  for (const RoundResult& round : evening.results()) {
    json tables = json::array();
    for (const TableResult& t : round.tables) {
      json table = {{"seats", t.seats}, {"points", t.points}, {"tricks", t.tricks}, {"loners", t.loners}};
      if (t.games != std::array<int, 2>{}) table["games"] = t.games;
      tables.push_back(std::move(table));
    }
    results.push_back({{"tables", tables}});
  }
  const ProgressiveOptions& o = evening.options();
  json out = {{"people", o.people}, {"rounds", o.rounds}, {"movement", movement_name(o.movement)},
              {"seed", std::to_string(o.seed)}, {"results", results}};
  if (!o.partners.empty()) out["partners"] = o.partners;
  return out;
}

Progressive evening_from_json(const json& data) {
  ProgressiveOptions o;
  o.people = integer(data, "people", "evening");
  o.rounds = integer(data, "rounds", "evening");
  const json& movement = field(data, "movement", "evening");
  if (!movement.is_string()) throw EventError("evening: \"movement\" must be a string");
  try {
    o.movement = movement_of(movement.get<std::string>());
  } catch (const std::invalid_argument& e) {
    throw EventError(std::string("evening: ") + e.what());
  }
  const json& seed = field(data, "seed", "evening");
  try {
    std::size_t used = 0;
    const std::string text = seed.is_string() ? seed.get<std::string>() : "";
    o.seed = std::stoull(text, &used);
    if (used != text.size() || text.empty() || text[0] == '-') throw std::invalid_argument("seed");
  } catch (const std::exception&) {
    throw EventError("evening: \"seed\" must be a decimal string of a 64-bit number");
  }
  if (data.contains("partners")) {
    const json& partners = data["partners"];
    if (!partners.is_array()) throw EventError("evening: \"partners\" must be an array of pairs of players");
    for (std::size_t i = 0; i < partners.size(); ++i) {
      json pair = {{"pair", partners[i]}};
      o.partners.push_back(integers<2>(pair, "pair", "evening: partners " + std::to_string(i + 1)));
    }
  }
  Progressive evening(o);
  const json& results = field(data, "results", "evening");
  if (!results.is_array()) throw EventError("evening: \"results\" must be an array");
  for (std::size_t r = 0; r < results.size(); ++r) {
    const std::string where = "round " + std::to_string(r + 1);
    const json& tables = field(results[r], "tables", where);
    if (!tables.is_array()) throw EventError(where + ": \"tables\" must be an array");
    RoundResult round;
    for (std::size_t t = 0; t < tables.size(); ++t) {
      const std::string at = where + ", table " + std::to_string(t + 1);
      round.tables.push_back({integers<4>(tables[t], "seats", at), integers<2>(tables[t], "points", at),
                              integers<2>(tables[t], "tricks", at), integers<4>(tables[t], "loners", at),
                              tables[t].contains("games") ? integers<2>(tables[t], "games", at) : std::array<int, 2>{}});
    }
    evening.finish_round(round);  // EventError when the round does not fit
  }
  return evening;
}

}  // namespace euchre::events
