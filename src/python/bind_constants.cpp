// The module's constants and catalogues: markers, seed ranges, tensor
// slices, presets and options.
#include "python/bindings.h"

#include <pybind11/stl.h>

#include <string>

#include "core/rules.h"
#include "python/action_ids.h"
#include "python/encoding.h"
#include "python/seeds.h"

namespace euchre::python {
namespace {

py::list slices_list(const std::vector<Slice>& slices) {
  py::list out;
  for (const Slice& s : slices)
    out.append(py::make_tuple(std::string(s.name), s.offset, s.size, std::string(s.meaning)));
  return out;
}

}  // namespace

void bind_constants(py::module_& m) {
  m.attr("ENCODING_VERSION") = kEncodingVersion;
  m.attr("NUM_DISTINCT_ACTIONS") = kActionIds;
  m.attr("CHANCE") = kChancePlayer;
  m.attr("TERMINAL") = kTerminalPlayer;
  m.attr("TRAIN_SEEDS") = py::make_tuple(kTrainSeeds.first, kTrainSeeds.first + kTrainSeeds.size);
  m.attr("VALIDATION_SEEDS") = py::make_tuple(kValidationSeeds.first, kValidationSeeds.first + kValidationSeeds.size);
  m.attr("TEST_SEEDS") = py::make_tuple(kTestSeeds.first, kTestSeeds.first + kTestSeeds.size);
  m.def("episode_seed", [](SeedArg seed, EpisodeArg index) { return episode_seed(seed, index); }, py::arg("seed"), py::arg("index"),
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
}

}  // namespace euchre::python
