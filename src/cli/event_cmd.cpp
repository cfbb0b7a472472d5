// `euchre event simulate`: a progressive evening played by bots through the
// event code the server will run (src/events): the draw, the movement, each
// table's game of a fixed number of deals, the tallies and the standings.
// A simulation, not a test: it prints each person's total and place and
// writes the standings (JSON, CSV), the rounds and every table's record.
#include "cli/event_cmd.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "bots/bot_factory.h"
#include "bots/player.h"
#include "core/rules.h"
#include "egn/egn.h"
#include "events/from_game.h"
#include "events/progressive.h"

namespace euchre::cli {
namespace {

using json = nlohmann::json;

std::uint64_t mix(std::uint64_t seed, std::uint64_t a, std::uint64_t b) {
  std::uint64_t x = seed ^ (a * 0x9e3779b97f4a7c15ULL) ^ (b * 0xc2b2ae3d27d4eb4fULL);
  x ^= x >> 31;
  x *= 0xbf58476d1ce4e5b9ULL;
  return x ^ (x >> 29);
}

std::string player_name(const events::Progressive& ev, int p) {
  return ev.is_bot(p) ? fmt::format("bot {}", p - ev.people() + 1) : fmt::format("person {}", p + 1);
}

// The rules of every table: the preset and options, played for a fixed
// number of deals (the round), four seats in two partnerships.
Rules round_rules(const EventSimulateOptions& opt) {
  Rules rules = preset_with_overrides(opt.preset, opt.sets);
  if (rules.mode != Mode::Partnership || rules.seats() != 4)
    throw events::EventError("a progressive evening needs a four-handed partnership game, not preset " + opt.preset);
  rules.target = 0;
  rules.num_deals = opt.deals;
  validate(rules);
  return rules;
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

json lineup_json(const events::TableResult& t, const events::Progressive& ev, const std::string& record) {
  json seats = json::array();
  for (int p : t.seats) seats.push_back({{"player", p}, {"name", player_name(ev, p)}, {"bot", ev.is_bot(p)}});
  return {{"seats", seats}, {"points", t.points}, {"tricks", t.tricks}, {"loners", t.loners}, {"record", record}};
}

}  // namespace

int run_event_simulate(const EventSimulateOptions& opt) {
  try {
    const Rules rules = round_rules(opt);
    events::Progressive ev({opt.people, opt.rounds, events::movement_of(opt.movement), opt.seed});
    std::filesystem::path out;
    if (!opt.out.empty()) {
      out = opt.out;
      std::filesystem::create_directories(out / "records");
    }
    json rounds = json::array();
    while (!ev.over()) {
      const int round = ev.round();
      events::RoundResult result;
      json tables = json::array();
      for (std::size_t t = 0; t < ev.lineup().tables.size(); ++t) {
        const events::TableSeats& seats = ev.lineup().tables[t];
        Game game(rules, mix(opt.seed, static_cast<std::uint64_t>(round), t));
        std::vector<std::unique_ptr<Player>> bots;
        for (int s = 0; s < 4; ++s) bots.push_back(make_bot(opt.bots, mix(opt.seed ^ 1, static_cast<std::uint64_t>(round), t * 4 + s)));
        play_game(game, bots);
        result.tables.push_back(events::table_result(game, seats));
        std::string record_name;
        if (!out.empty()) {
          egn::Metadata meta;
          for (int p : seats) meta.players.push_back(player_name(ev, p));
          meta.title = fmt::format("Round {}, table {}", round + 1, t + 1);
          record_name = fmt::format("records/round-{}-table-{}.egn", round + 1, t + 1);
          write_file(out / record_name, egn::write(game, meta));
        }
        tables.push_back(lineup_json(result.tables.back(), ev, record_name));
      }
      json byes = json::array();
      for (int p : ev.lineup().sitting_out) byes.push_back(p);
      ev.finish_round(result);
      rounds.push_back({{"round", round + 1}, {"tables", tables}, {"sitting_out", byes}});
    }
    const auto standings = ev.standings();
    json table = json::array();
    std::string csv = "place,name,points,rounds_played,rounds_won,loners,byes,bye_points\n";
    std::cout << fmt::format("{:>5}  {:<10} {:>6} {:>6} {:>6} {:>5}\n", "place", "name", "points", "won", "loners", "byes");
    for (const events::Standing& s : standings) {
      const std::string name = player_name(ev, s.player);
      std::cout << fmt::format("{:>5}  {:<10} {:>6} {:>6} {:>6} {:>5}\n", s.place, name, s.points, s.rounds_won, s.loners, s.byes);
      csv += fmt::format("{},{},{},{},{},{},{},{}\n", s.place, name, s.points, s.rounds_played, s.rounds_won, s.loners,
                         s.byes, s.bye_points);
      table.push_back({{"place", s.place}, {"player", s.player}, {"name", name}, {"points", s.points},
                       {"rounds_played", s.rounds_played}, {"rounds_won", s.rounds_won}, {"loners", s.loners},
                       {"byes", s.byes}, {"bye_points", s.bye_points}});
    }
    if (!out.empty()) {
      const json evening = {{"people", ev.people()}, {"players", ev.players()}, {"movement", opt.movement},
                            {"rounds", rounds}, {"deals_a_round", opt.deals}, {"seed", opt.seed},
                            {"preset", opt.preset}, {"standings", table}};
      write_file(out / "evening.json", evening.dump(2) + "\n");
      write_file(out / "standings.json", table.dump(2) + "\n");
      write_file(out / "standings.csv", csv);
    }
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "euchre event simulate: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace euchre::cli
