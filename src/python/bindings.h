// What the binding files share (module.cpp puts them together): the
// Python names of each part of the module are defined by one bind_* function.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <memory>
#include <span>
#include <vector>

#include "core/game.h"
#include "python/episode.h"
#include "python/game_config.h"
#include "python/int_args.h"

namespace euchre::python {

namespace py = pybind11;
using ConfigPtr = std::shared_ptr<const GameConfig>;

// A Game's config from load_game's parameters (name, preset, match, seed,
// explicit_chance and rule options); throws RuleError naming a bad one.
ConfigPtr config_from_params(const py::dict& params);

// load_game's parameters of a config (Game.get_parameters, pickling).
py::dict game_parameters(const GameConfig& config);

// A 64-bit seed from what a caller hands as randomness: an integer, a numpy
// Generator, a random.Random, or pyspiel's sampler (a callable of [0, 1)).
std::uint64_t seed_from(const py::object& rng);

// A deal as dealt: {"dealer", "hands" (card codes by seat), "up_card"
// (-1 for none), "kitty"}, as State.deal() and read_egn() give it.
py::dict deal_as_dict(const DealRecord& rec, int seats);

// The seat a view is asked for: `player`, or the seat to act when None.
int resolve_player(const Episode& e, const py::object& player);

// A C-contiguous numpy array of `shape`, and its memory as a span.
template <class T>
py::array_t<T> new_array(std::vector<py::ssize_t> shape) {
  return py::array_t<T>(shape);
}
template <class T>
std::span<T> span_of(py::array_t<T>& a) {
  return {a.mutable_data(), static_cast<std::size_t>(a.size())};
}

void bind_constants(py::module_& m);    // bind_constants.cpp: markers, seeds, slices, presets, options
void bind_game(py::module_& m);         // bind_game.cpp: Game
void bind_state(py::module_& m);        // bind_state.cpp: State
void bind_vector_env(py::module_& m);   // bind_vector_env.cpp: VectorEnv
void bind_tools(py::module_& m);        // bind_tools.cpp: Bot, the arena, EGN records

}  // namespace euchre::python
