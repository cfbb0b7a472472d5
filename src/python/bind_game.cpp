// Game: what load_game returns (a GameConfig shared by its states).
#include "python/bindings.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <string>

#include "core/rules.h"
#include "python/action_ids.h"
#include "python/encoding.h"

namespace euchre::python {
namespace {

// A parameter's value as the core's option text: True -> "true", 5 -> "5".
std::string option_text(const py::handle& value) {
  if (py::isinstance<py::bool_>(value)) return value.cast<bool>() ? "true" : "false";
  if (py::isinstance<py::str>(value)) return value.cast<std::string>();
  return std::to_string(int_arg(value, IntKind::Count));  // an int or numpy integer (a float: TypeError)

}

}  // namespace

ConfigPtr config_from_params(const py::dict& params) {
  std::string preset = "standard";
  bool match = false, explicit_chance = false;
  std::uint64_t seed = 0;
  std::vector<std::pair<std::string, std::string>> options;
  for (const auto& [key, value] : params) {
    const std::string name = py::str(key);
    if (name == "preset") preset = value.cast<std::string>();
    else if (name == "match") match = value.cast<bool>();
    else if (name == "seed") seed = uint64_arg(value, IntKind::Seed);
    else if (name == "explicit_chance") explicit_chance = value.cast<bool>();
    else if (name == "name") {
      if (value.cast<std::string>() != "euchre")
        throw py::value_error("unknown game '" + value.cast<std::string>() + "': this module has 'euchre'");
    } else options.emplace_back(name, option_text(value));
  }
  return std::make_shared<const GameConfig>(make_config(preset, options, match, seed, explicit_chance));
}

py::dict game_parameters(const GameConfig& c) {
  py::dict d;
  d["name"] = "euchre";
  d["preset"] = c.preset;
  d["match"] = c.match;
  d["seed"] = c.seed;
  if (c.explicit_chance) d["explicit_chance"] = true;
  for (const auto& [k, v] : c.options) d[py::str(k)] = v;
  return d;
}

void bind_game(py::module_& m) {
  py::class_<GameConfig, std::shared_ptr<GameConfig>>(m, "Game")
      .def(py::init([](const py::dict& params) { return std::const_pointer_cast<GameConfig>(config_from_params(params)); }),
           py::arg("params"))
      .def("new_initial_state",
           [](const ConfigPtr& c, EpisodeArg episode) { return Episode(c, episode); }, py::arg("episode") = 0,
           "Episode `episode` of the game's seed (0 by default).")
      .def("new_initial_state_from_deal",
           [](const ConfigPtr& c, PlayerArg dealer, const std::vector<std::vector<CardArg>>& hands, CardArg up_card,
              const std::vector<CardArg>& kitty) {
             DealSetup d;
             d.dealer = dealer;
             if (hands.size() != static_cast<std::size_t>(c->rules.seats()))
               throw py::value_error("new_initial_state_from_deal: " + std::to_string(hands.size()) + " hands for " +
                                     std::to_string(c->rules.seats()) + " seats");
             const auto card = [](int code) {
               if (code < 0 || code >= kCardCodes) throw py::value_error(std::to_string(code) + " is not a card code (0..32)");
               return static_cast<Card>(code);
             };
             for (std::size_t p = 0; p < hands.size(); ++p)
               for (int code : hands[p]) d.hands[p].add(card(code));
             d.up_card = up_card == -1 ? kNoCard : card(up_card);  // -1: none turned (French euchre)
             for (int code : kitty) d.kitty.push_back(card(code));
             return Episode(c, std::move(d));
           },
           py::arg("dealer"), py::arg("hands"), py::arg("up_card"), py::arg("kitty"),
           "A one-deal episode of the given cards (card codes: suit * 8 + rank, rank 0 the seven; 32 the Benny).")
      .def("deserialize_state", [](const ConfigPtr& c, const std::string& text) { return Episode::deserialize(c, text); })
      .def("num_distinct_actions", [](const GameConfig&) { return kActionIds; })
      .def("num_players", [](const GameConfig& c) { return c.rules.seats(); })
      .def("max_chance_outcomes", [](const GameConfig& c) {
        return c.explicit_chance ? std::max(c.rules.deck_size(), c.rules.seats()) : 0;
      })
      .def("min_utility", [](const GameConfig& c) { return c.match ? -1.0 : -8.0; })
      .def("max_utility", [](const GameConfig& c) { return c.match ? 1.0 : 8.0; })
      // Returns are zero-sum (Episode::returns: each score against the mean of the others).
      .def("utility_sum", [](const GameConfig&) { return 0.0; })
      .def("information_state_tensor_shape", [](const GameConfig&) { return std::vector<int>{information_state_size()}; })
      .def("information_state_tensor_size", [](const GameConfig&) { return information_state_size(); })
      .def("observation_tensor_shape", [](const GameConfig&) { return std::vector<int>{observation_size()}; })
      .def("observation_tensor_size", [](const GameConfig&) { return observation_size(); })
      .def("max_game_length",
           [](const GameConfig& c) { return kMaxHistoryMoves * max_episode_deals(c); })
      .def("get_parameters", &game_parameters)
      // A game is immutable: a copy is the game itself, as for a tuple.
      .def("__copy__", [](const std::shared_ptr<GameConfig>& c) { return c; })
      .def("__deepcopy__", [](const std::shared_ptr<GameConfig>& c, const py::dict&) { return c; }, py::arg("memo"))
      // Pickled as its parameters: load_game builds the same game again.
      .def(py::pickle([](const GameConfig& c) { return game_parameters(c); },
                      [](const py::dict& params) { return std::const_pointer_cast<GameConfig>(config_from_params(params)); }))
      .def("__eq__", [](const GameConfig& a, const GameConfig& b) {
        return a.preset == b.preset && a.options == b.options && a.match == b.match && a.seed == b.seed &&
               a.explicit_chance == b.explicit_chance;
      })
      .def("__hash__", [](const GameConfig& c) {
        py::list options;
        for (const auto& [k, v] : c.options) options.append(py::make_tuple(k, v));
        return py::hash(py::make_tuple(c.preset, py::tuple(options), c.match, c.seed, c.explicit_chance));
      })
      .def("rules", [](const GameConfig& c) {
        py::dict d;
        for (const OptionInfo& o : option_infos()) d[py::str(std::string(o.name))] = get_option(c.rules, o.name);
        return d;
      }, "the value of every rule option the episodes play by")
      .def_property_readonly("match", [](const GameConfig& c) { return c.match; })
      .def_property_readonly("seed", [](const GameConfig& c) { return c.seed; })
      .def("__repr__", [](const GameConfig& c) {
        std::string s = "euchre(preset=" + c.preset + (c.match ? ",match=true" : "");
        for (const auto& [k, v] : c.options) s += "," + k + "=" + v;
        return s + (c.explicit_chance ? ",explicit_chance=true" : "") + ",seed=" + std::to_string(c.seed) + ")";
      });
}

}  // namespace euchre::python
