// The bots as callables, the C++ arena and EGN records.
#include "python/bindings.h"

#include <pybind11/stl.h>

#include <string>

#include "arena/arena.h"
#include "bots/bot_factory.h"
#include "core/notation.h"
#include "core/rules.h"
#include "egn/egn.h"
#include "python/action_ids.h"

namespace euchre::python {
namespace {

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

}  // namespace

void bind_tools(py::module_& m) {
  py::class_<PyBot>(m, "Bot")
      .def(py::init([](std::string name, SeedArg seed) { return std::make_unique<PyBot>(std::move(name), seed); }),
           py::arg("name"), py::arg("seed") = 1)
      .def("__call__", &PyBot::operator(), py::arg("state"))
      .def_property_readonly("name", &PyBot::name);

  m.def("read_egn", [](const std::string& text) {
    // Every deal of a record: its dealer, hands, up-card, kitty and actions as ids,
    // replayed by the core's EGN reader (which rejects an illegal record).
    const egn::Record record = egn::read(text);
    py::list deals;
    for (const Game* game : record.games())
      for (const DealRecord& rec : game->records()) {
        py::dict d = deal_as_dict(rec, game->compiled().seats);
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
                          bool duplicate, int threads, SeedArg seed, py::object progress) {
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
  m.def("card_to_string", [](CardArg card) {
    if (card < 0 || card >= kCardCodes) throw py::value_error(std::to_string(card) + " is not a card code (0..32)");
    return card_text(static_cast<Card>(card));
  });
  m.def("bot_names", [] {
    py::list out;
    for (std::string_view n : bot_names()) out.append(std::string(n));
    return out;
  });

}

}  // namespace euchre::python
