// VectorEnv: the batch of episodes, its outputs numpy arrays written in place.
#include "python/bindings.h"

#include <pybind11/stl.h>

#include <mutex>

#include "python/action_ids.h"
#include "python/encoding.h"
#include "python/vector_env.h"

namespace euchre::python {
namespace {

struct VectorEnvOutputs {
  py::array_t<std::int8_t> player;
  py::array_t<std::uint8_t> mask;
  py::array_t<std::int16_t> legal, legal_count;
  py::array_t<float> rewards;
  py::array_t<std::uint8_t> done;
  py::array_t<float> observation;
  py::array_t<float> information_state;
};

class PyVectorEnv {
 public:
  PyVectorEnv(ConfigPtr config, int size, bool observations, bool information_states)
      : env_(checked(config), size), observations_(observations), information_states_(information_states) {
    const py::ssize_t n = size;
    out_.player = new_array<std::int8_t>({n});
    out_.mask = new_array<std::uint8_t>({n, kActionIds});
    out_.legal = new_array<std::int16_t>({n, VectorEnv::kMaxLegal});
    out_.legal_count = new_array<std::int16_t>({n});
    out_.rewards = new_array<float>({n, env_.seats()});
    out_.done = new_array<std::uint8_t>({n});
    out_.observation = new_array<float>({observations ? n : 0, observation_size()});
    out_.information_state = new_array<float>({information_states ? n : 0, information_state_size()});
  }
  // Both run without the GIL (a big batch with information states takes
  // milliseconds): they touch only the env and the arrays' memory, which
  // this object and `actions` keep alive. The mutex, taken after the GIL
  // is let go, keeps two Python threads from stepping one env at once.
  py::dict reset() {
    {
      py::gil_scoped_release unlocked;
      const std::lock_guard<std::mutex> lock(mutex_);
      env_.reset(spans());
    }
    return arrays();
  }
  py::dict step(const py::handle& given) {
    const auto actions = int_array_arg(given, IntKind::Action);
    const std::span<const std::int64_t> ids{actions.data(), static_cast<std::size_t>(actions.size())};
    {
      py::gil_scoped_release unlocked;
      const std::lock_guard<std::mutex> lock(mutex_);
      env_.step(ids, spans());
    }
    return arrays();
  }
  const VectorEnv& env() const { return env_; }
  // A copy of slot k's episode, never of one half stepped by another thread
  // (the stepping thread frees the mutex before it waits for the GIL).
  Episode state(int slot) {
    const std::lock_guard<std::mutex> lock(mutex_);
    return Episode(env_.episode(slot));
  }

 private:
  static ConfigPtr checked(ConfigPtr config) {
    if (config->explicit_chance)
      throw py::value_error("VectorEnv deals every episode from the seed: load the game without explicit_chance");
    return config;
  }
  StepOutput spans() {
    return {span_of(out_.player), span_of(out_.mask), span_of(out_.legal), span_of(out_.legal_count),
            span_of(out_.rewards), span_of(out_.done),
            observations_ ? span_of(out_.observation) : std::span<float>{},
            information_states_ ? span_of(out_.information_state) : std::span<float>{}};
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
    if (information_states_) d["information_state"] = out_.information_state;
    return d;
  }

  std::mutex mutex_;
  VectorEnv env_;
  bool observations_, information_states_;
  VectorEnvOutputs out_;
};

}  // namespace

void bind_vector_env(py::module_& m) {
  py::class_<PyVectorEnv>(m, "VectorEnv")
      .def(py::init([](const ConfigPtr& c, CountArg size, bool observations, bool information_states) {
        return std::make_unique<PyVectorEnv>(c, size, observations, information_states);
      }), py::arg("game"), py::arg("size"), py::arg("observations") = true, py::arg("information_states") = false)
      .def("reset", &PyVectorEnv::reset)
      .def("step", &PyVectorEnv::step, py::arg("actions"))
      .def_property_readonly("size", [](const PyVectorEnv& v) { return v.env().size(); })
      .def_property_readonly("episodes_finished", [](const PyVectorEnv& v) { return v.env().episodes_finished(); })
      .def("state", [](PyVectorEnv& v, SlotArg slot) { return v.state(slot); }, py::arg("slot"),
           "a copy of the episode in a slot");
}

}  // namespace euchre::python
