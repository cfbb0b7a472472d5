// State: one episode, pyspiel's State methods over Episode.
#include "python/bindings.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <string>

#include "core/notation.h"
#include "egn/egn.h"
#include "learn/hint.h"
#include "python/action_ids.h"
#include "python/encoding.h"
#include "python/resample.h"
#include "solver/solver.h"

namespace euchre::python {
namespace {

py::array_t<float> tensor(const Episode& e, const py::object& player, bool information_state) {
  const SeatView v = e.view(resolve_player(e, player));
  auto out = new_array<float>({information_state ? information_state_size() : observation_size()});
  if (information_state) write_information_state(v, span_of(out));
  else write_observation(v, span_of(out));
  return out;
}

}  // namespace

py::dict deal_as_dict(const DealRecord& rec, int seats) {
  py::dict d;
  d["dealer"] = rec.dealer;
  py::list hands;
  for (int p = 0; p < seats; ++p) {
    std::vector<int> cards;
    for (Card c : rec.hands[static_cast<std::size_t>(p)]) cards.push_back(c);
    hands.append(cards);
  }
  d["hands"] = hands;
  d["up_card"] = rec.up_card == kNoCard ? -1 : int{rec.up_card};
  d["kitty"] = std::vector<int>(rec.kitty.begin(), rec.kitty.end());
  return d;
}

int resolve_player(const Episode& e, const py::object& player) {
  if (!player.is_none()) return int_arg(player, IntKind::Player);
  const int p = e.current_player();
  if (p < 0) throw py::value_error("no player is to act (a chance node or the end): name the player whose view you want");
  return p;
}

void bind_state(py::module_& m) {
  py::class_<Episode>(m, "State")
      .def("current_player", &Episode::current_player)
      .def("is_terminal", &Episode::terminal)
      .def("is_truncated", &Episode::truncated)
      .def("is_chance_node", &Episode::chance,
           "True while a deal is dealt by chance (explicit_chance games; docs/python.md, 'Chance')")
      .def("chance_outcomes", &Episode::chance_outcomes, "[(outcome id, probability)] at a chance node")
      .def("is_player_node", [](const Episode& e) { return e.current_player() >= 0; })
      // pyspiel's algorithms ask these of any game: turns here are never simultaneous.
      .def("is_simultaneous_node", [](const Episode&) { return false; })
      .def("player_return", [](const Episode& e, PlayerArg player) {
        const std::vector<double> r = e.returns();
        if (player < 0 || player >= static_cast<int>(r.size()))
          throw py::value_error("player " + std::to_string(player) + " is not a seat (0.." +
                                std::to_string(r.size() - 1) + ")");
        return r[static_cast<std::size_t>(player)];
      }, py::arg("player"))
      .def("legal_actions", [](const Episode& e, const py::object& player) {
        if (!player.is_none() && int_arg(player, IntKind::Player) != e.current_player()) return std::vector<int>{};
        return e.legal_ids();
      }, py::arg("player") = py::none())
      .def("legal_actions_mask", [](const Episode& e, const py::object& player) {
        auto out = new_array<std::uint8_t>({kActionIds});
        if (!player.is_none() && int_arg(player, IntKind::Player) != e.current_player()) {
          std::fill_n(out.mutable_data(), kActionIds, std::uint8_t{0});
          return out;
        }
        e.legal_mask(out.mutable_data());
        return out;
      }, py::arg("player") = py::none())
      .def("apply_action", [](Episode& e, ActionArg id) { e.apply(id); }, py::arg("action"))
      .def("undo_action", [](Episode& e, PlayerArg player, ActionArg action) {
        if (e.history().empty()) throw py::value_error("undo_action: no action to take back");
        if (e.history().back() != action)
          throw py::value_error("undo_action: the last action was " + std::to_string(e.history().back()) + ", not " +
                                std::to_string(action));
        e.undo();
        if (e.current_player() != player)
          throw py::value_error("undo_action: action " + std::to_string(action) + " was not player " +
                                std::to_string(player) + "'s");
      }, py::arg("player"), py::arg("action"))
      .def("child", [](const Episode& e, ActionArg id) { Episode c = e; c.apply(id); return c; }, py::arg("action"))
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
      // A deep copy shares the game (immutable) and replays the history.
      .def("__deepcopy__", [](const Episode& e, const py::dict&) { return Episode(e); }, py::arg("memo"))
      // Pickled as the game's parameters and the serialized history, so a
      // state crosses processes (multiprocessing, Ray, Dask) whole.
      .def(py::pickle(
          [](const Episode& e) { return py::make_tuple(game_parameters(e.config()), e.serialize()); },
          [](const py::tuple& t) {
            if (t.size() != 2) throw py::value_error("State.__setstate__: expected (game parameters, serialized state)");
            return Episode::deserialize(config_from_params(t[0].cast<py::dict>()), t[1].cast<std::string>());
          }))
      .def("num_players", [](const Episode& e) { return e.config().rules.seats(); })
      .def("resample_from_infostate", [](const Episode& e, PlayerArg player, const py::object& rng, bool weighted) {
        const std::uint64_t seed = seed_from(rng);
        py::gil_scoped_release unlocked;  // the sampler's replays touch no Python object
        return resample_from_infostate(e, player, seed, weighted);
      }, py::arg("player"), py::arg("rng"), py::arg("weighted") = false,
         "A state `player` cannot tell from this one: the hidden cards dealt again by the world sampler "
         "(bots/world_sampler.h), consistent with everything the player has seen. rng: a seed, a numpy "
         "Generator, a random.Random or pyspiel's sampler (a callable giving floats in [0, 1)); weighted: "
         "draw worlds in proportion to the bidding and play models' likelihood of the other seats' moves")
      .def("serialize", &Episode::serialize)
      .def("get_game", [](const Episode& e) { return std::const_pointer_cast<GameConfig>(e.config_ptr()); })
      .def("action_to_string", [](const Episode& e, py::args args) {
        // pyspiel's forms: action_to_string(action) and action_to_string(player, action).
        if (args.size() < 1 || args.size() > 2) throw py::type_error("action_to_string(action) or (player, action)");
        const int id = int_arg(args[args.size() - 1], IntKind::Action);
        const bool chance_player = args.size() == 2 ? int_arg(args[0], IntKind::Player) == kChancePlayer : e.chance();
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
        return deal_as_dict(e.game().records().back(), e.config().rules.seats());
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
        const DealState s = e.game().deal();  // a copy: the state may change while the GIL is free
        if (e.terminal() || s.phase != Phase::Play)
          throw py::value_error("solve: the solver values cards in the play phase, not in '" +
                                std::string(phase_name(s.phase)) + "'");
        CardValues values;
        {
          py::gil_scoped_release unlocked;  // a long search that touches no Python object
          Solver solver;
          values = solver.card_values(s);
        }
        py::dict out;
        for (const CardValue& cv : values) out[py::int_(kPlayId + cv.card)] = cv.tricks;
        return out;
      }, "{action id: tricks the side to act takes after it} for every legal card, every hand known")
      .def("hints", [](const Episode& e, CountArg level, SeedArg seed) {
        const int p = e.current_player();
        if (p < 0) throw py::value_error("hints: the state is terminal");
        if (level < 1 || level > 4) throw py::value_error("hints: level must be 1..4, not " + std::to_string(level));
        const SeatView view = e.view(p);
        std::vector<learn::Hint> hints;
        {
          py::gil_scoped_release unlocked;  // the expert's search, on a copy of the view
          hints = learn::rank_actions(view, level, seed);
        }
        py::list out;
        for (const learn::Hint& h : hints) {
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
}

}  // namespace euchre::python
