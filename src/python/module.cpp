// The Python module `euchre._euchre` (pybind11): Game, State, VectorEnv,
// bots, the solver's values and hints. Shaped like pyspiel so agents port
// (docs/python.md). Everything here translates: the rules, the play, the
// views and the bots are the core's and the bots' own.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <span>
#include <string>

#include "arena/arena.h"
#include "bots/bot_factory.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/rules.h"
#include "egn/egn.h"
#include "learn/hint.h"
#include "python/action_ids.h"
#include "python/encoding.h"
#include "python/episode.h"
#include "python/seeds.h"
#include "python/vector_env.h"
#include "solver/solver.h"

namespace py = pybind11;
using namespace euchre;
using namespace euchre::python;

namespace {

using ConfigPtr = std::shared_ptr<const GameConfig>;

// A parameter's value as the core's option text: True -> "true", 5 -> "5".
std::string option_text(const py::handle& value) {
  if (py::isinstance<py::bool_>(value)) return value.cast<bool>() ? "true" : "false";
  if (py::isinstance<py::int_>(value)) return std::to_string(value.cast<long long>());
  if (py::isinstance<py::str>(value)) return value.cast<std::string>();
  throw py::type_error("option value " + py::repr(value).cast<std::string>() + " is not a bool, int or str");
}

ConfigPtr config_from_params(const py::dict& params) {
  std::string preset = "standard";
  bool match = false, explicit_chance = false;
  std::uint64_t seed = 0;
  std::vector<std::pair<std::string, std::string>> options;
  for (const auto& [key, value] : params) {
    const std::string name = py::str(key);
    if (name == "preset") preset = value.cast<std::string>();
    else if (name == "match") match = value.cast<bool>();
    else if (name == "seed") seed = value.cast<std::uint64_t>();
    else if (name == "explicit_chance") explicit_chance = value.cast<bool>();
    else if (name == "name") {
      if (value.cast<std::string>() != "euchre")
        throw py::value_error("unknown game '" + value.cast<std::string>() + "': this module has 'euchre'");
    } else options.emplace_back(name, option_text(value));
  }
  return std::make_shared<const GameConfig>(make_config(preset, options, match, seed, explicit_chance));
}

// A C-contiguous numpy array of `shape` the caller owns.
template <class T>
py::array_t<T> new_array(std::vector<py::ssize_t> shape) {
  return py::array_t<T>(shape);
}
template <class T>
std::span<T> span_of(py::array_t<T>& a) {
  return {a.mutable_data(), static_cast<std::size_t>(a.size())};
}

int resolve_player(const Episode& e, const py::object& player) {
  if (!player.is_none()) return player.cast<int>();
  const int p = e.current_player();
  if (p < 0) throw py::value_error("no player is to act (a chance node or the end): name the player whose view you want");
  return p;
}

py::array_t<float> tensor(const Episode& e, const py::object& player, bool information_state) {
  const SeatView v = e.view(resolve_player(e, player));
  auto out = new_array<float>({information_state ? information_state_size() : observation_size()});
  if (information_state) write_information_state(v, span_of(out));
  else write_observation(v, span_of(out));
  return out;
}

py::list slices_list(const std::vector<Slice>& slices) {
  py::list out;
  for (const Slice& s : slices)
    out.append(py::make_tuple(std::string(s.name), s.offset, s.size, std::string(s.meaning)));
  return out;
}

// A bot of bots/bot_factory.h as a callable: bot(state) -> action id of the
// seat to act, chosen from that seat's view alone.
class PyBot {
 public:
  PyBot(std::string name, std::uint64_t seed) : name_(std::move(name)), player_(make_bot(name_, seed)) {}
  int operator()(const Episode& e) {
    const int p = e.current_player();
    if (p < 0) throw py::value_error("bot " + name_ + ": no player is to act (a chance node or the end)");
    return id_of_action(player_->choose(e.view(p)));
  }
  const std::string& name() const { return name_; }

 private:
  std::string name_;
  std::unique_ptr<Player> player_;
};

struct VectorEnvOutputs {
  py::array_t<std::int8_t> player;
  py::array_t<std::uint8_t> mask;
  py::array_t<std::int16_t> legal, legal_count;
  py::array_t<float> rewards;
  py::array_t<std::uint8_t> done;
  py::array_t<float> observation;
};

class PyVectorEnv {
 public:
  PyVectorEnv(ConfigPtr config, int size, bool observations)
      : env_(checked(config), size), observations_(observations) {
    const py::ssize_t n = size;
    out_.player = new_array<std::int8_t>({n});
    out_.mask = new_array<std::uint8_t>({n, kActionIds});
    out_.legal = new_array<std::int16_t>({n, VectorEnv::kMaxLegal});
    out_.legal_count = new_array<std::int16_t>({n});
    out_.rewards = new_array<float>({n, env_.seats()});
    out_.done = new_array<std::uint8_t>({n});
    out_.observation = new_array<float>({observations ? n : 0, observation_size()});
  }
  py::dict reset() {
    env_.reset(spans());
    return arrays();
  }
  py::dict step(const py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>& actions) {
    env_.step({actions.data(), static_cast<std::size_t>(actions.size())}, spans());
    return arrays();
  }
  const VectorEnv& env() const { return env_; }

 private:
  static ConfigPtr checked(ConfigPtr config) {
    if (config->explicit_chance)
      throw py::value_error("VectorEnv deals every episode from the seed: load the game without explicit_chance");
    return config;
  }
  StepOutput spans() {
    return {span_of(out_.player), span_of(out_.mask), span_of(out_.legal), span_of(out_.legal_count),
            span_of(out_.rewards), span_of(out_.done),
            observations_ ? span_of(out_.observation) : std::span<float>{}};
  }
  // The same arrays every step: they are overwritten in place.
  py::dict arrays() {
    py::dict d;
    d["player"] = out_.player;
    d["mask"] = out_.mask;
    d["legal"] = out_.legal;
    d["legal_count"] = out_.legal_count;
    d["rewards"] = out_.rewards;
    d["done"] = out_.done;
    if (observations_) d["observation"] = out_.observation;
    return d;
  }

  VectorEnv env_;
  bool observations_;
  VectorEnvOutputs out_;
};

}  // namespace

PYBIND11_MODULE(_euchre, m) {
  m.doc() = "Euchre: every rule set, whole matches, bots and the exact solver (docs/python.md)";
  py::register_exception<RuleError>(m, "RuleError", PyExc_ValueError);
  py::register_exception<GameError>(m, "GameError", PyExc_ValueError);
  py::register_exception<egn::EgnError>(m, "EgnError", PyExc_ValueError);

  m.attr("ENCODING_VERSION") = kEncodingVersion;
  m.attr("NUM_DISTINCT_ACTIONS") = kActionIds;
  m.attr("CHANCE") = kChancePlayer;
  m.attr("TERMINAL") = kTerminalPlayer;
  m.attr("TRAIN_SEEDS") = py::make_tuple(kTrainSeeds.first, kTrainSeeds.first + kTrainSeeds.size);
  m.attr("VALIDATION_SEEDS") = py::make_tuple(kValidationSeeds.first, kValidationSeeds.first + kValidationSeeds.size);
  m.attr("TEST_SEEDS") = py::make_tuple(kTestSeeds.first, kTestSeeds.first + kTestSeeds.size);
  m.def("episode_seed", &episode_seed, py::arg("seed"), py::arg("index"),
        "The Game seed of episode `index` of the experiment `seed`.");
  m.def("observation_slices", [] { return slices_list(observation_slices()); },
        "(name, offset, size, meaning) of every field of the observation tensor");
  m.def("information_state_slices", [] { return slices_list(information_state_slices()); });
  m.def("presets", [] {
    py::list out;
    for (const PresetInfo& p : preset_infos()) out.append(std::string(p.name));
    return out;
  });
  m.def("options", [] {
    py::dict out;
    for (const OptionInfo& o : option_infos()) out[py::str(std::string(o.name))] = std::string(o.values);
    return out;
  }, "every rule option and its accepted values");
  m.def("read_egn", [](const std::string& text) {
    // Every deal of a record: its dealer, hands, up-card and actions as ids,
    // replayed by the core's EGN reader (which rejects an illegal record).
    const egn::Record record = egn::read(text);
    py::list deals;
    for (const Game* game : record.games())
      for (const DealRecord& rec : game->records()) {
        py::dict d;
        d["dealer"] = rec.dealer;
        py::list hands;
        for (int p = 0; p < game->compiled().seats; ++p) {
          std::vector<int> cards;
          for (Card c : rec.hands[static_cast<std::size_t>(p)]) cards.push_back(c);
          hands.append(cards);
        }
        d["hands"] = hands;
        d["up_card"] = rec.up_card == kNoCard ? -1 : int{rec.up_card};
        std::vector<int> seats, ids;
        for (const Move& mv : rec.moves) seats.push_back(mv.seat), ids.push_back(id_of_action(mv.action));
        d["seats"] = seats;
        d["actions"] = ids;
        std::vector<int> points(rec.final_state.points.begin(), rec.final_state.points.begin() + game->rules().scorers());
        d["points"] = points;
        d["finished"] = rec.finished;
        deals.append(d);
      }
    return deals;
  }, py::arg("text"), "the deals of an EGN record (docs/egn.md), replayed and checked by the core");
  m.def("_arena_json", [](const py::dict& params, std::string bot_a, std::string bot_b, long deals, long games,
                          bool duplicate, int threads, std::uint64_t seed, py::object progress) {
    // The C++ duplicate arena (arena/arena.h): its report as JSON.
    const ConfigPtr c = config_from_params(params);
    arena::Config config;
    config.rules = c->match ? c->rules : euchre::preset(c->preset);
    if (!c->match)
      for (const auto& [name, value] : c->options) set_option(config.rules, name, value);
    config.preset = c->preset;
    config.bot_a = std::move(bot_a);
    config.bot_b = std::move(bot_b);
    config.deals = deals;
    config.games = games;
    config.duplicate = duplicate;
    config.threads = threads;
    config.seed = seed;
    if (!progress.is_none()) config.progress = [progress](long done, long total) { progress(done, total); };
    const arena::Result result = arena::run(config);
    return arena::format_json(config, result);
  });
  m.def("card_to_string", [](int card) {
    if (card < 0 || card >= kCardCodes) throw py::value_error(std::to_string(card) + " is not a card code (0..32)");
    return card_text(static_cast<Card>(card));
  });
  m.def("bot_names", [] {
    py::list out;
    for (std::string_view n : bot_names()) out.append(std::string(n));
    return out;
  });

  py::class_<GameConfig, std::shared_ptr<GameConfig>>(m, "Game")
      .def(py::init([](const py::dict& params) { return std::const_pointer_cast<GameConfig>(config_from_params(params)); }),
           py::arg("params"))
      .def("new_initial_state",
           [](const ConfigPtr& c, std::uint64_t episode) { return Episode(c, episode); }, py::arg("episode") = 0,
           "Episode `episode` of the game's seed (0 by default).")
      .def("new_initial_state_from_deal",
           [](const ConfigPtr& c, int dealer, const std::vector<std::vector<int>>& hands, int up_card,
              const std::vector<int>& kitty) {
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
             d.up_card = card(up_card);
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
      .def("information_state_tensor_shape", [](const GameConfig&) { return std::vector<int>{information_state_size()}; })
      .def("information_state_tensor_size", [](const GameConfig&) { return information_state_size(); })
      .def("observation_tensor_shape", [](const GameConfig&) { return std::vector<int>{observation_size()}; })
      .def("observation_tensor_size", [](const GameConfig&) { return observation_size(); })
      .def("max_game_length",
           [](const GameConfig& c) { return kMaxHistoryMoves * max_episode_deals(c); })
      .def("get_parameters", [](const GameConfig& c) {
        py::dict d;
        d["name"] = "euchre";
        d["preset"] = c.preset;
        d["match"] = c.match;
        d["seed"] = c.seed;
        if (c.explicit_chance) d["explicit_chance"] = true;
        for (const auto& [k, v] : c.options) d[py::str(k)] = v;
        return d;
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

  py::class_<Episode>(m, "State")
      .def("current_player", &Episode::current_player)
      .def("is_terminal", &Episode::terminal)
      .def("is_truncated", &Episode::truncated)
      .def("is_chance_node", &Episode::chance,
           "True while a deal is dealt by chance (explicit_chance games; docs/python.md, 'Chance')")
      .def("chance_outcomes", &Episode::chance_outcomes, "[(outcome id, probability)] at a chance node")
      .def("is_player_node", [](const Episode& e) { return e.current_player() >= 0; })
      .def("legal_actions", [](const Episode& e, const py::object& player) {
        if (!player.is_none() && player.cast<int>() != e.current_player()) return std::vector<int>{};
        return e.legal_ids();
      }, py::arg("player") = py::none())
      .def("legal_actions_mask", [](const Episode& e, const py::object& player) {
        auto out = new_array<std::uint8_t>({kActionIds});
        if (!player.is_none() && player.cast<int>() != e.current_player()) {
          std::fill_n(out.mutable_data(), kActionIds, std::uint8_t{0});
          return out;
        }
        e.legal_mask(out.mutable_data());
        return out;
      }, py::arg("player") = py::none())
      .def("apply_action", [](Episode& e, py::int_ id) { e.apply(id.cast<int>()); }, py::arg("action"))
      .def("undo_action", [](Episode& e, int player, int action) {
        if (e.history().empty()) throw py::value_error("undo_action: no action to take back");
        if (e.history().back() != action)
          throw py::value_error("undo_action: the last action was " + std::to_string(e.history().back()) + ", not " +
                                std::to_string(action));
        e.undo();
        if (e.current_player() != player)
          throw py::value_error("undo_action: action " + std::to_string(action) + " was not player " +
                                std::to_string(player) + "'s");
      }, py::arg("player"), py::arg("action"))
      .def("child", [](const Episode& e, int id) { Episode c = e; c.apply(id); return c; })
      .def("returns", &Episode::returns)
      .def("rewards", &Episode::rewards)
      .def("history", &Episode::history)
      .def("history_str", [](const Episode& e) {
        std::string s;
        for (int id : e.history()) s += (s.empty() ? "" : ", ") + std::to_string(id);
        return s;
      })
      .def("move_number", [](const Episode& e) { return e.history().size(); })
      .def("clone", [](const Episode& e) { return Episode(e); })
      .def("__copy__", [](const Episode& e) { return Episode(e); })
      .def("serialize", &Episode::serialize)
      .def("get_game", [](const Episode& e) { return std::const_pointer_cast<GameConfig>(e.config_ptr()); })
      .def("action_to_string", [](const Episode& e, py::args args) {
        // pyspiel's forms: action_to_string(action) and action_to_string(player, action).
        if (args.size() < 1 || args.size() > 2) throw py::type_error("action_to_string(action) or (player, action)");
        const int id = args[args.size() - 1].cast<int>();
        const bool chance_player = args.size() == 2 ? args[0].cast<int>() == kChancePlayer : e.chance();
        if (chance_player) {
          if (e.game().records().empty() && e.history().empty()) return "first dealer: seat " + std::to_string(id);
          if (id < 0 || id >= kCardCodes) throw py::value_error(std::to_string(id) + " is not a card code (0..32)");
          return "deal " + card_text(static_cast<Card>(id));
        }
        const std::optional<Action> a = action_of_id(id);
        if (!a) throw py::value_error(std::to_string(id) + " is not an action id (0.." + std::to_string(kActionIds - 1) + ")");
        return action_text(*a);
      })
      .def("string_to_action", [](const Episode& e, const std::string& text) {
        const std::optional<Action> a = parse_action(text, e.game().deal());
        if (!a) throw py::value_error("'" + text + "' names no action of this phase");
        return id_of_action(*a);
      })
      .def("observation_tensor", [](const Episode& e, const py::object& p) { return tensor(e, p, false); },
           py::arg("player") = py::none())
      .def("information_state_tensor", [](const Episode& e, const py::object& p) { return tensor(e, p, true); },
           py::arg("player") = py::none())
      .def("observation_string", [](const Episode& e, const py::object& p) {
        return observation_text(e.view(resolve_player(e, p)));
      }, py::arg("player") = py::none())
      .def("information_state_string", [](const Episode& e, const py::object& p) {
        return information_state_text(e.view(resolve_player(e, p)));
      }, py::arg("player") = py::none())
      .def("deal", [](const Episode& e) {
        // Everything about the current deal as dealt, hidden cards included:
        // for oracles and tests, never part of an encoding.
        if (e.game().records().empty()) throw py::value_error("deal: nothing is dealt yet (a chance node)");
        const DealRecord& rec = e.game().records().back();
        py::dict d;
        d["dealer"] = rec.dealer;
        py::list hands;
        for (int p = 0; p < e.config().rules.seats(); ++p) {
          std::vector<int> cards;
          for (Card c : rec.hands[static_cast<std::size_t>(p)]) cards.push_back(c);
          hands.append(cards);
        }
        d["hands"] = hands;
        d["up_card"] = rec.up_card == kNoCard ? -1 : int{rec.up_card};
        d["kitty"] = std::vector<int>(rec.kitty.begin(), rec.kitty.end());
        return d;
      }, "the current deal as dealt, every hidden card included (for oracles and tests; no encoding reads it)")
      .def("phase", [](const Episode& e) { return std::string(phase_name(e.game().deal().phase)); })
      .def("score", [](const Episode& e) {
        const auto& s = e.game().score();
        return std::vector<int>(s.begin(), s.begin() + e.config().rules.scorers());
      }, "the match score by scorer (team in partnerships, else seat)")
      .def("deals_played", [](const Episode& e) { return e.game().deals_played(); })
      .def("episode", &Episode::index)
      .def("solve", [](const Episode& e) {
        // The open-hand solver: every hand known, best play by all.
        const DealState& s = e.game().deal();
        if (e.terminal() || s.phase != Phase::Play)
          throw py::value_error("solve: the solver values cards in the play phase, not in '" +
                                std::string(phase_name(s.phase)) + "'");
        Solver solver;
        py::dict out;
        for (const CardValue& cv : solver.card_values(s)) out[py::int_(kPlayId + cv.card)] = cv.tricks;
        return out;
      }, "{action id: tricks the side to act takes after it} for every legal card, every hand known")
      .def("hints", [](const Episode& e, int level, std::uint64_t seed) {
        const int p = e.current_player();
        if (p < 0) throw py::value_error("hints: the state is terminal");
        if (level < 1 || level > 4) throw py::value_error("hints: level must be 1..4, not " + std::to_string(level));
        py::list out;
        for (const learn::Hint& h : learn::rank_actions(e.view(p), level, seed)) {
          py::dict d;
          d["action"] = id_of_action(h.action);
          d["name"] = h.name;
          d["expected_points"] = h.expected_points ? py::cast(*h.expected_points) : py::none();
          d["win_chance"] = h.win_chance ? py::cast(*h.win_chance) : py::none();
          d["reason"] = h.reason;
          out.append(d);
        }
        return out;
      }, py::arg("level") = 3, py::arg("seed") = 1, "the expert's ranking of the seat to act's actions, best first")
      .def("to_egn", [](const Episode& e, const std::vector<std::string>& players) {
        egn::Metadata meta;
        meta.players = players;
        meta.title = "euchre Python module, episode " + std::to_string(e.index()) + " of seed " +
                     std::to_string(e.config().seed);
        return egn::write(e.game(), meta);
      }, py::arg("players") = std::vector<std::string>{},
         "the episode so far as an EGN record (docs/egn.md), every hand known")
      .def("__str__", [](const Episode& e) {
        return e.terminal() ? std::string("terminal") : observation_text(e.view(e.current_player()));
      });

  py::class_<PyBot>(m, "Bot")
      .def(py::init<std::string, std::uint64_t>(), py::arg("name"), py::arg("seed") = 1)
      .def("__call__", &PyBot::operator(), py::arg("state"))
      .def_property_readonly("name", &PyBot::name);

  py::class_<PyVectorEnv>(m, "VectorEnv")
      .def(py::init([](const ConfigPtr& c, int size, bool observations) {
        return std::make_unique<PyVectorEnv>(c, size, observations);
      }), py::arg("game"), py::arg("size"), py::arg("observations") = true)
      .def("reset", &PyVectorEnv::reset)
      .def("step", &PyVectorEnv::step, py::arg("actions"))
      .def_property_readonly("size", [](const PyVectorEnv& v) { return v.env().size(); })
      .def_property_readonly("episodes_finished", [](const PyVectorEnv& v) { return v.env().episodes_finished(); })
      .def("state", [](const PyVectorEnv& v, int slot) { return Episode(v.env().episode(slot)); }, py::arg("slot"),
           "a copy of the episode in a slot");
}
