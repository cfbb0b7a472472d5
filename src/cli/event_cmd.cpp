// `euchre event simulate`: a progressive evening played by bots through the
// event code the server will run (src/events): the draw, the movement, each
// table's game of a fixed number of deals, the tallies and the standings.
// A simulation, not a test: it prints each person's total and place and
// writes the standings (JSON, CSV), the rounds and every table's record, and
// the evening as EMN with its extra file.
// With --url, the same evening against a running server: N people, each on
// a connection of its own, register, are seated by the server and play;
// it prints the standings the server kept and the server's response times
// and memory (docs/events.md, "Against a server").
// `euchre event import`: an EMN match's games read back as results.
#include "cli/event_cmd.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "players/bot_factory.h"
#include "cli/event_common.h"
#include "bots/player.h"
#include "core/rules.h"
#include "egn/egn.h"
#include "egn/json_text.h"
#include "events/csv_cell.h"
#include "events/emn.h"
#include "events/emn_evening.h"
#include "events/from_game.h"
#include "events/plain_text.h"
#include "events/progressive.h"
#include "loadclient/descriptors.h"
#include "loadclient/event_run.h"
#include "loadclient/rule_options.h"
#include "loadclient/server_memory.h"

namespace euchre::cli {
namespace {

using json = nlohmann::json;
// `event run` drives a server with the load client's people.
using loadclient::cpu_seconds;
using loadclient::ensure_descriptors;
using loadclient::EventPlan;
using loadclient::EventRun;
using loadclient::kMemoryProbeConnections;
using loadclient::LoadTally;
using loadclient::megabytes_text;
using loadclient::open_samples;
using loadclient::read_server_health;
using loadclient::rule_options_json;
using loadclient::SamplesFile;
using loadclient::ServerHealth;
using loadclient::ServerMemorySampler;

// Every player's EMN id ("person-3", "bot-1") and name, by player number.
std::vector<events::EmnPlayer> emn_players(const events::Progressive& ev) {
  std::vector<events::EmnPlayer> out;
  for (int p = 0; p < ev.players(); ++p) {
    std::string name = player_name(ev, p);
    std::string id = name;
    id[id.find(' ')] = '-';
    out.push_back({id, name});
  }
  return out;
}

void print_standings_header() {
  std::cout << fmt::format("{:>5}  {:<10} {:>6} {:>6} {:>6} {:>5}\n", "place", "name", "points", "won", "loners", "byes");
}

void print_standing(const events::Standing& s, const std::string& name) {
  std::cout << fmt::format("{:>5}  {:<10} {:>6} {:>6} {:>6} {:>5}\n", s.place, name, s.points, s.rounds_won, s.loners, s.byes);
}

json lineup_json(const events::TableResult& t, const events::Progressive& ev, const std::string& record) {
  json seats = json::array();
  for (int p : t.seats) seats.push_back({{"player", p}, {"name", player_name(ev, p)}, {"bot", ev.is_bot(p)}});
  return {{"seats", seats}, {"points", t.points}, {"tricks", t.tricks}, {"loners", t.loners}, {"record", record}};
}

json event_create_message(const EventSimulateOptions& opt) {
  return {{"type", "event_create"},
          {"name", fmt::format("Simulated evening of {} people", opt.people)},
          {"preset", opt.preset},
          {"options", rule_options_json(opt.sets)},
          {"rounds", opt.rounds},
          {"deals", opt.deals},
          {"movement", opt.movement},
          {"bots", opt.bots},
          {"pace", "instant"},
          {"check_in_minutes", 0}};
}

// The standings of the server's last `event` message, as the local
// simulation prints its own.
void print_server_standings(const json& event) {
  print_standings_header();
  for (const json& s : event.value("standings", json::array())) {
    events::Standing standing;
    standing.place = s.value("place", 0);
    standing.points = s.value("points", 0);
    standing.rounds_won = s.value("rounds_won", 0);
    standing.loners = s.value("loners", 0);
    standing.byes = s.value("byes", 0);
    print_standing(standing, s.value("name", "?"));
  }
}

// The people of all the evenings, each a connection (and an open file).
constexpr int kMaxConnections = 1000;

int run_event_on_server(const EventSimulateOptions& opt) {
  const char* who = "euchre event simulate";
  if (!opt.out.empty()) {
    std::cerr << who << ": --out is for the local simulation; with --url the server keeps the evening "
              << "(GET /api/events/ID.csv, .emn)\n";
    return 2;
  }
  if (opt.people < 2 || opt.people > 400) {
    std::cerr << who << ": --people " << opt.people << ": an evening on a server needs 2 to 400 people\n";
    return 2;
  }
  if (opt.rounds > 30 || opt.deals > 30) {
    std::cerr << who << ": the server allows at most 30 rounds of at most 30 deals (--rounds " << opt.rounds
              << ", --deals " << opt.deals << ")\n";
    return 2;
  }
  if (opt.people * opt.events > kMaxConnections) {
    std::cerr << who << ": --people " << opt.people << " times --events " << opt.events << " is "
              << opt.people * opt.events << " connections; at most " << kMaxConnections << "\n";
    return 2;
  }
  if (auto problem = ensure_descriptors(opt.people * opt.events, "people")) {
    std::cerr << who << ": " << *problem << "\n";
    return 1;
  }
  EventPlan plan;
  plan.url = opt.url;
  plan.people = opt.people;
  plan.evenings = opt.events;
  plan.think = std::chrono::milliseconds(opt.think_ms);
  plan.timeout = std::chrono::milliseconds(static_cast<long long>(opt.timeout_seconds * 1000));
  plan.seed = opt.seed;
  try {
    (void)round_rules(opt);  // the preset and options, before any connection
    (void)events::movement_of(opt.movement);
    plan.create = event_create_message(opt);
  } catch (const std::exception& e) {
    std::cerr << who << ": " << e.what() << "\n";
    return 2;
  }
  ServerHealth health;
  try {
    health = read_server_health(opt.url);
  } catch (const std::exception& e) {
    std::cerr << who << ": cannot reach the server: " << e.what() << "\n";
    return 1;
  }
  if (health.pid) std::cerr << "event simulate: server pid " << health.pid << "\n";
  SamplesFile samples(nullptr, &std::fclose);
  if (!opt.samples.empty() && !(samples = open_samples(opt.samples))) {
    std::cerr << who << ": cannot write " << opt.samples << "\n";
    return 1;
  }
  plan.samples = samples.get();
  ServerMemorySampler sampler(opt.url);
  EventRun run(plan);
  const double cpu_before = cpu_seconds();
  try {
    run.run();
  } catch (const std::exception& e) {
    std::cerr << who << ": " << e.what() << "\n";
    return 1;
  }
  const double client_cpu = cpu_seconds() - cpu_before;
  sampler.stop();
  std::optional<double> rss_end;
  try {
    rss_end = read_server_health(opt.url).rss_mb;
  } catch (const std::exception& e) {
    std::cerr << who << ": the server's memory at the end: " << e.what() << "\n";
  }
  std::optional<double> rss_peak = sampler.peak_mb();
  if (rss_end) rss_peak = std::max(rss_peak.value_or(0.0), *rss_end);

  const LoadTally& tally = run.tally();
  const std::vector<json> events = run.last_events();
  bool over = run.failure().empty();
  for (const json& event : events) over = over && event.value("status", "") == "over";
  if (over)
    for (const json& event : events) {
      std::cout << fmt::format("event {} over: {} people, {} rounds of {} deals, {} movement\n",
                               event.value("event", "?"), opt.people, event.value("rounds", 0), event.value("deals", 0),
                               event.value("movement", "?"));
      print_server_standings(event);
    }
  const json& event = events.front();
  std::cout << "events " << opt.events << "\n"
            << "people " << opt.people * opt.events << "\n"
            << "tables " << run.tables() * opt.events << "\n"
            << "actions " << tally.response.count() << "\n"
            << fmt::format("response_ms_p50 {:.1f}\n", tally.response.percentile_ms(0.50))
            << fmt::format("response_ms_p99 {:.1f}\n", tally.response.percentile_ms(0.99))
            << fmt::format("response_ms_max {:.1f}\n", tally.response.percentile_ms(1.0))
            << fmt::format("wall_seconds {:.1f}\n", std::chrono::duration<double>(run.wall_time()).count())
            << "server_rss_mb " << megabytes_text(rss_peak) << "\n"
            << "server_rss_mb_end " << megabytes_text(rss_end) << "\n"
            << "event_message_bytes " << (event.is_null() ? 0 : event.dump().size()) << "\n"
            << fmt::format("client_timer_late_ms_p99 {:.1f}\n", tally.timer_late.percentile_ms(0.99))
            << fmt::format("client_cpu_seconds {:.1f}\n", client_cpu)
            << "errors " << tally.errors << "\n";
  if (!run.failure().empty()) std::cerr << who << ": " << run.failure() << "\n";
  if (tally.refused > 0)
    std::cerr << who << ": the server refused connections (429: too many from one address). Start it with "
              << "`euchre serve --connections-per-address " << opt.people * opt.events + kMemoryProbeConnections + 8
              << "`, or with `--unlimited-address ADDRESS` for this machine's address.\n";
  for (const std::string& p : tally.problems) std::cerr << who << ": " << p << "\n";
  if (!rss_peak) std::cerr << who << ": the server does not report its memory (GET /api/health rss_mb)\n";
  return over && tally.errors == 0 ? 0 : 1;
}

}  // namespace

int run_event_simulate(const EventSimulateOptions& opt) {
  if (!opt.url.empty()) {
    if (opt.bots.find(',') != std::string::npos) {
      std::cerr << "euchre event simulate: --url: the server fills empty seats with one bot; --bots " << opt.bots
                << " is a list\n";
      return 2;
    }
    if (opt.format != "progressive") {
      std::cerr << "euchre event simulate: --url plays a progressive evening; --format " << opt.format
                << " is simulated here only\n";
      return 2;
    }
    return run_event_on_server(opt);
  }
  if (opt.format == "duplicate") return run_duplicate_simulate(opt);
  if (opt.format != "progressive") {
    std::cerr << "euchre event simulate: --format " << opt.format << " is not a format (progressive or duplicate)\n";
    return 2;
  }
  try {
    const Rules rules = round_rules(opt);
    events::Progressive ev({opt.people, opt.rounds, events::movement_of(opt.movement), opt.seed, {}});
    std::filesystem::path out;
    if (!opt.out.empty()) {
      out = opt.out;
      std::filesystem::create_directories(out / "records");
    }
    json rounds = json::array();
    std::vector<nlohmann::ordered_json> records;  // the EMN games, in round and table order
    while (!ev.over()) {
      const int round = ev.round();
      events::RoundResult result;
      json tables = json::array();
      for (std::size_t t = 0; t < ev.lineup().tables.size(); ++t) {
        const events::TableSeats& seats = ev.lineup().tables[t];
        Game game(rules, mix(opt.seed, static_cast<std::uint64_t>(round), t));
        const std::vector<std::unique_ptr<Player>> bots = table_bots(opt, seats, round, t);
        play_game(game, bots);
        result.tables.push_back(events::table_result(game, seats));
        std::string record_name;
        if (!out.empty()) {
          egn::Metadata meta;
          for (int p : seats) meta.players.push_back(player_name(ev, p));
          meta.title = fmt::format("Round {}, table {}", round + 1, t + 1);
          record_name = fmt::format("records/round-{}-table-{}.egn", round + 1, t + 1);
          const std::string record = egn::write(game, meta);
          write_file(out / record_name, record);
          records.push_back(nlohmann::ordered_json::parse(record));
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
    print_standings_header();
    for (const events::Standing& s : standings) {
      const std::string name = player_name(ev, s.player);
      print_standing(s, name);
      csv += fmt::format("{},{},{},{},{},{},{},{}\n", s.place, events::csv_cell(name), s.points, s.rounds_played, s.rounds_won, s.loners,
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
      const std::vector<events::EmnPlayer> players = emn_players(ev);
      const events::EveningPeople nobody_else;  // a simulated evening: nobody substitutes or leaves
      events::EmnMatch match = events::evening_match(ev, players, std::move(records), nobody_else,
                                                     events::ranked_points(standings, players, nobody_else));
      match.title = fmt::format("Progressive evening of {} people, {} rounds, {} movement, seed {} (simulated)",
                                ev.people(), ev.rounds(), opt.movement, opt.seed);
      write_file(out / "evening.emn", events::emn_json(match).dump(2) + "\n");
      write_file(out / events::emn_extra_name("evening.emn"),
                 events::evening_extra_json(ev, players, "evening.emn", nobody_else, standings).dump(2) + "\n");
    }
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "euchre event simulate: " << e.what() << "\n";
    return 2;
  }
}

// The file's text; FileError when it cannot be read, EventError when it is
// over the match limit (checked before reading).
std::string read_match_file(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) throw egn::FileError("cannot read " + path.string() + ": not a file");
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > events::kMaxMatchBytes)
    throw events::EventError("EMN: the match is " + std::to_string(size) + " bytes; the limit is " +
                             std::to_string(events::kMaxMatchBytes >> 20) + " MiB");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw egn::FileError("cannot read " + path.string());
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return text;
}

// Bounds of an extra file (docs/events.md, "The extra file"), named in the
// errors: its text and values are read within them, and its evening's
// people and rounds are checked before the evening is built (its people
// number sized the evening: a file of a few bytes asked for gigabytes).
constexpr std::size_t kMaxExtraBytes = std::size_t{8} << 20;
constexpr std::size_t kMaxExtraValues = 1'000'000;
constexpr int kMaxExtraPeople = 400;  // the most an evening has, on the server or simulated
constexpr int kMaxExtraRounds = 100;

json read_extra_file(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) throw egn::FileError("cannot read " + path + ": not a file");
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxExtraBytes)
    throw events::EventError(path + ": the extra file is " + std::to_string(size) + " bytes; the limit is " +
                             std::to_string(kMaxExtraBytes >> 20) + " MiB");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw egn::FileError("cannot read " + path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  json data;
  try {
    data = egn::detail::parse_json(text, {kMaxExtraBytes, kMaxExtraValues, egn::kMaxJsonDepth, "the extra file"});
  } catch (const egn::EgnError& e) {
    throw events::EventError(path + ": " + e.what());
  }
  const json* evening = data.is_object() && data.contains("evening") ? &data["evening"] : nullptr;
  for (const auto& [field, most] : {std::pair<const char*, int>{"people", kMaxExtraPeople}, {"rounds", kMaxExtraRounds}}) {
    if (!evening || !evening->is_object() || !evening->contains(field)) continue;  // the reader names what is missing
    const json& n = (*evening)[field];
    if (n.is_number_integer() && (n.get<long long>() < 1 || n.get<long long>() > most))
      throw events::EventError(path + ": evening \"" + field + "\" is " + n.dump() + "; an evening has 1 to " +
                               std::to_string(most));
  }
  return data;
}

namespace {

// What the file says, as the terminal is to show it: control and invisible
// characters escaped (events/plain_text.h), noted so the import says so.
class Shown {
 public:
  std::string operator()(const std::string& text) {
    bool found = false;
    std::string out = events::printable(text, &found);
    escaped_ = escaped_ || found;
    return out;
  }
  bool escaped() const { return escaped_; }

 private:
  bool escaped_ = false;
};

// The name the match gives an id (the id itself if it gives none).
std::string name_of(const events::EmnResults& match, const std::string& id) {
  for (const events::EmnPlayer& p : match.players)
    if (p.id == id) return p.name;
  return id;
}

std::string side_names(const events::EmnGameResult& g, int side, Shown& shown) {
  return shown(g.names[static_cast<std::size_t>(side)]) + " & " + shown(g.names[static_cast<std::size_t>(side + 2)]);
}

}  // namespace

int run_event_import(const EventImportOptions& opt) {
  Shown shown;
  // Whatever the terminal was shown escaped is named, on every way out.
  const auto say_escaped = [&] {
    if (shown.escaped())
      std::cerr << "euchre event import: " << opt.file << ": warning: the file holds control or invisible characters; "
                   "they are shown as escapes (\\x1b, \\u202e)\n";
  };
  try {
    const events::EmnResults match = events::read_emn(read_match_file(opt.file));
    for (const std::string& w : match.warnings) std::cerr << "euchre event import: " << opt.file << ": warning: " << shown(w) << "\n";
    std::cout << fmt::format("EMN {}{}: {} games\n", shown(match.version), match.title.empty() ? "" : ", " + shown(match.title),
                             match.games.size());
    for (const events::EmnGameResult& g : match.games) {
      const std::string winner = !g.winner ? "no winner" : side_names(g, *g.winner, shown) + " won";
      std::cout << fmt::format("game {}: {} {}, {} {} ({} deals): {}\n", g.index, side_names(g, 0, shown), g.score[0],
                               side_names(g, 1, shown), g.score[1], g.record.deal_count(), winner);
    }
    std::string extra = opt.extra;
    if (extra.empty() && std::filesystem::exists(events::emn_extra_name(opt.file))) extra = events::emn_extra_name(opt.file);
    if (!extra.empty()) {
      const json data = read_extra_file(extra);
      const events::ImportedEvening evening = events::read_evening(data, match);
      const events::Progressive& ev = evening.evening;
      std::cout << fmt::format("evening ({}): {} rounds of {} people\n", extra, ev.round(), ev.people());
      if (data.contains("duplicate")) {
        // A duplicate evening ranks by matchpoints (the extra file's; the
        // points of its rounds rank nobody).
        std::cout << "standings by matchpoints, as the extra file gives them:\n";
        for (const json& s : data["duplicate"].value("standings", json::array()))
          std::cout << fmt::format("{:>3}  {:<24} {:>7.2f}%\n", s.value("place", 0), shown(name_of(match, s.value("id", ""))),
                                   s.value("percent", 0.0));
      } else {
        print_standings_header();
        std::vector<events::EmnPlayer> places;  // the extra file's ids by player number (read_evening checked them)
        for (const json& id : data["players"]) places.push_back({id.get<std::string>(), ""});
        for (const events::Standing& s : evening.standings)
          print_standing(s, shown(name_of(match, evening.people.person(places, s.player).id)));
      }
    }
    say_escaped();
    return 0;
  } catch (const egn::FileError& e) {
    std::cerr << "euchre event import: " << shown(e.what()) << "\n";
    say_escaped();
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "euchre event import: " << opt.file << ": " << shown(e.what()) << "\n";
    say_escaped();
    return 1;
  }
}

}  // namespace euchre::cli
