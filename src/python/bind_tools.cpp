// The bots as callables, the C++ arena and EGN records.
#include "python/bindings.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <mutex>
#include <string>

#include "arena/arena.h"
#include "players/bot_factory.h"
#include "bots/ismcts_bot.h"
#include "bots/random_bot.h"
#include "core/notation.h"
#include "core/rules.h"
#include "egn/egn.h"
#include "python/action_ids.h"

namespace euchre::python {
namespace {

// A bot of players/bot_factory.h as a callable: bot(state) -> action id of the
// seat to act, chosen from that seat's view alone. The choice runs without
// the GIL (an expert's or ISMCTS's search is long) on a copy of the view; a
// mutex keeps two Python threads from deciding with one bot at once.
class PyBot {
 public:
  PyBot(std::string name, std::uint64_t seed) : name_(std::move(name)), seed_(seed), player_(make_bot(name_, seed)) {}
  int operator()(const Episode& e) { return id_of_action(choose(e)); }

  // pyspiel's step_with_policy: ([(action, probability)], action). The random
  // bot's policy is uniform over what it chooses among; ISMCTS's is its
  // root's visit counts; the other bots decide deterministically from their
  // view and seed, so their policy is the action chosen with probability 1.
  py::tuple step_with_policy(const Episode& e) {
    const int p = seat_to_act(e);
    const SeatView view = e.view(p);
    std::vector<std::pair<int, double>> policy;
    int chosen = -1;
    {
      py::gil_scoped_release unlocked;
      const std::lock_guard<std::mutex> lock(mutex_);
      chosen = id_of_action(player_->choose(view));
      if (dynamic_cast<RandomBot*>(player_.get())) {
        const ActionList choices = without_reneges(view);
        const double each = 1.0 / static_cast<double>(choices.size());
        for (const Action& a : choices) policy.emplace_back(id_of_action(a), each);
      } else if (const auto* ismcts = dynamic_cast<IsmctsBot*>(player_.get())) {
        double total = 0;
        for (const IsmctsBot::RootStat& r : ismcts->last_root()) total += r.visits;
        for (const IsmctsBot::RootStat& r : ismcts->last_root())
          policy.emplace_back(id_of_action(r.action), total > 0 ? r.visits / total : 0.0);
      } else {
        policy.emplace_back(chosen, 1.0);
      }
    }
    std::sort(policy.begin(), policy.end());
    py::list out;
    for (const auto& [id, probability] : policy) out.append(py::make_tuple(id, probability));
    return py::make_tuple(out, chosen);
  }
  // Back to the bot as made (its generator reseeded): pyspiel's restart.
  void restart() {
    py::gil_scoped_release unlocked;
    const std::lock_guard<std::mutex> lock(mutex_);
    player_ = make_bot(name_, seed_);
  }
  const std::string& name() const { return name_; }

 private:
  int seat_to_act(const Episode& e) const {
    const int p = e.current_player();
    if (p < 0) throw py::value_error("bot " + name_ + ": no player is to act (a chance node or the end)");
    return p;
  }
  Action choose(const Episode& e) {
    const SeatView view = e.view(seat_to_act(e));
    py::gil_scoped_release unlocked;
    const std::lock_guard<std::mutex> lock(mutex_);
    return player_->choose(view);
  }

  std::string name_;
  std::uint64_t seed_;
  std::mutex mutex_;
  std::unique_ptr<Player> player_;
};

}  // namespace

void bind_tools(py::module_& m) {
  py::class_<PyBot>(m, "Bot")
      .def(py::init([](std::string name, SeedArg seed) { return std::make_unique<PyBot>(std::move(name), seed); }),
           py::arg("name"), py::arg("seed") = 1)
      .def("__call__", &PyBot::operator(), py::arg("state"))
      .def("step", &PyBot::operator(), py::arg("state"), "pyspiel's Bot.step: the action id chosen")
      .def("step_with_policy", &PyBot::step_with_policy, py::arg("state"),
           "pyspiel's Bot.step_with_policy: ([(action, probability)], action); see action_probabilities")
      .def("action_probabilities", [](PyBot& b, const Episode& e) {
        py::dict out;
        for (const auto& item : b.step_with_policy(e)[0].cast<py::list>()) {
          const py::tuple pair = item.cast<py::tuple>();
          out[pair[0]] = pair[1];
        }
        return out;
      }, py::arg("state"),
         "{action id: probability} of the bot's decision now (it decides, so its generator moves on): uniform "
         "over the random bot's choices, ISMCTS's root visit shares, and probability 1 on the choice of the "
         "bots that decide deterministically from their view and seed (basic, expert)")
      .def("provides_policy", [](const PyBot&) { return true; })
      .def("restart", &PyBot::restart, "the bot as made, its generator reseeded (pyspiel's Bot.restart)")
      .def("inform_action", [](PyBot&, const Episode&, int, int) {},
           "pyspiel's Bot.inform_action: nothing to do, the bot reads the state's view when asked")
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
    // A progress callback that raises must not unwind through the arena
    // while its threads run: the first error is kept and raised after.
    std::exception_ptr progress_error;
    if (!progress.is_none())
      config.progress = [&progress, &progress_error](long done, long total) {
        py::gil_scoped_acquire locked;  // called from the arena's waiting thread while the GIL is free
        if (progress_error) return;
        try {
          progress(done, total);
        } catch (...) {
          progress_error = std::current_exception();
        }
      };
    arena::Result result;
    {
      py::gil_scoped_release unlocked;  // the whole run: only the progress callback takes the GIL back
      result = arena::run(config);
    }
    if (progress_error) std::rethrow_exception(progress_error);
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
