// The Python module `euchre._euchre` (pybind11): Game, State, VectorEnv,
// bots, the solver's values and hints. Shaped like pyspiel so agents port
// (docs/python.md). Everything here translates: the rules, the play, the
// views and the bots are the core's and the bots' own.
#include "python/bindings.h"

#include "core/game.h"
#include "core/rules.h"
#include "egn/egn.h"

PYBIND11_MODULE(_euchre, m) {
  using namespace euchre;
  using namespace euchre::python;
  m.doc() = "Euchre: every rule set, whole matches, bots and the exact solver (docs/python.md)";
  py::register_exception<RuleError>(m, "RuleError", PyExc_ValueError);
  py::register_exception<GameError>(m, "GameError", PyExc_ValueError);
  py::register_exception<egn::EgnError>(m, "EgnError", PyExc_ValueError);

  bind_constants(m);
  bind_game(m);
  bind_state(m);
  bind_vector_env(m);
  bind_tools(m);
}
