// The `euchre` program: play, replay, rules, selfplay, verify, bench, arena, hint, solve, analyze, learn, serve, loadtest, event.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <optional>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/event_cmd.h"
#include "loadclient/loadtest.h"
#include "terminal/learn.h"
#include "terminal/play.h"
#include "serve/serve.h"

namespace {

// The rule options every game-playing subcommand takes.
void add_rule_options(CLI::App* cmd, std::string& preset, std::vector<std::string>& sets) {
  cmd->add_option("--preset", preset, "rule preset (see `euchre rules`)");
  cmd->add_option("--set", sets, "override one option: OPTION=VALUE (repeatable)");
}

constexpr const char* kStrictHelp = "treat every warning about the record (unknown field, deal after the win) as an error";

constexpr const char* kBotsHelp = "random, basic, expert (expert:1..4 for its level), expert-v1, expert-v2 and "
                                  "expert-v3 (the same levels) or ismcts (ismcts:N for N iterations), or a comma "
                                  "list by seat";

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"euchre: play, record and analyse Euchre under every rule set"};
  app.require_subcommand(1);

  euchre::cli::BenchOptions bench;
  auto* bench_cmd = app.add_subcommand("bench", "random complete deals per second and a behaviour signature");
  bench_cmd->add_option("--deals", bench.deals, "number of deals")->check(CLI::PositiveNumber);
  bench_cmd->add_option("--seed", bench.seed, "random seed");
  bench_cmd->add_flag("--solver", bench.solver, "time the open-hand solver on random full deals (default 10000)");
  bench_cmd->add_option("--bot", bench.bot, "time a bot's decisions in self-play (e.g. expert, expert-v1 or ismcts:1000; default 200 deals)");
  bench_cmd->add_option("--preset", bench.preset,
                        "random deals of this preset (see `euchre rules`; default: standard with stick the dealer)");
  bench_cmd->add_option("--set", bench.sets, "override one option: OPTION=VALUE (repeatable)");

  euchre::cli::ReplayOptions replay;
  auto* replay_cmd = app.add_subcommand("replay", "check and replay an EGN record");
  replay_cmd->add_option("file", replay.file, "the .egn record")->required();
  replay_cmd->add_flag("--json", replay.json, "print one JSON summary object");
  replay_cmd->add_flag("--trace", replay.trace, "print one JSON line per decision");
  replay_cmd->add_flag("--strict", replay.strict, kStrictHelp);

  euchre::terminal::PlayOptions play;
  auto* play_cmd = app.add_subcommand("play", "play a game in the terminal against computer players");
  add_rule_options(play_cmd, play.preset, play.sets);
  play_cmd->add_option("--seed", play.seed, "seed for the deals and the computer players (reproducible game)");
  play_cmd->add_option("--seat", play.seat, "your seat, 0..3 (0..2 three-handed, 0..1 two-handed)");
  play_cmd->add_option("--bots", play.bots, kBotsHelp);
  play_cmd->add_option("--human-bot", play.human_bot,
                       "let a bot answer for the human seat (for scripting and testing)");
  play_cmd->add_option("--out", play.out, "record file (default ./euchre-<seed>-<timestamp>.egn)");
  play_cmd->add_flag("--auto-claim", play.auto_claim,
                     "claim for you when your side is certain to take every remaining trick");
  play_cmd->add_option("--connect", play.connect, "play at a table of `euchre serve`: ws://HOST:PORT/ws");
  play_cmd->add_option("--name", play.name, "--connect: your name at the server");
  play_cmd->add_option("--table", play.table, "--connect: join this table (default: back to yours, or a new one)");
  play_cmd->add_option("--invite", play.invite, "--connect: the invite code of a private table");
  play_cmd->add_option("--pace", play.pace, "--connect: how fast a new table's bots play (default normal)")
      ->check(CLI::IsMember({"instant", "normal", "slow"}));
  play_cmd->add_option("--reconnect-seconds", play.reconnect_seconds,
                       "--connect: how long a lost connection is retried (default 60; 0: exit at once)")
      ->check(CLI::Range(0, 3600));
  play_cmd->add_option("--token-file", play.token_file,
                       "--connect: where your token is kept (default ~/.config/euchre/token-HOST-PORT)");

  euchre::cli::RulesOptions rules;
  auto* rules_cmd = app.add_subcommand("rules", "every option of a preset with its value and sources");
  rules_cmd->add_option("preset", rules.preset, "preset name (none: list the presets)");
  rules_cmd->add_option("--set", rules.sets, "override one option: OPTION=VALUE (repeatable)");

  euchre::cli::SelfplayOptions selfplay;
  auto* selfplay_cmd = app.add_subcommand("selfplay", "computer players play complete games and write EGN records");
  selfplay_cmd->add_option("--games", selfplay.games, "number of games")->check(CLI::PositiveNumber);
  selfplay_cmd->add_option("--seed", selfplay.seed, "seed of the first game (game i uses seed + i)");
  add_rule_options(selfplay_cmd, selfplay.preset, selfplay.sets);
  selfplay_cmd->add_option("--bots", selfplay.bots, kBotsHelp);
  selfplay_cmd->add_option("--out", selfplay.out, "record file (one game) or directory (several)")->required();
  selfplay_cmd->add_flag("--fair", selfplay.fair,
                         "deal by the fair shuffle (docs/fair-shuffle.md) from OS randomness; the record can be "
                         "checked with `euchre verify`");

  euchre::cli::VerifyOptions verify;
  auto* verify_cmd = app.add_subcommand("verify", "check every deal of a record against its fair-shuffle seeds");
  verify_cmd->add_option("records", verify.records,
                         "the .egn record; with --boards, any number of the event's records");
  verify_cmd->add_option("--boards", verify.boards,
                         "a duplicate event's boards file: the revealed secret, the pool and every board against "
                         "the seeds, then each record's deals against the boards");

  euchre::cli::ArenaOptions arena;
  auto* arena_cmd = app.add_subcommand("arena", "two bots against each other: points per deal, duplicate, win rate");
  arena_cmd->add_option("--bots", arena.bots, "the two bots, A,B (A sits at seats 0 and 2)")->required();
  arena_cmd->add_option("--deals", arena.deals, "single deals (boards; default 1000)")->check(CLI::PositiveNumber);
  arena_cmd->add_option("--games", arena.games, "complete games (boards)")->check(CLI::PositiveNumber);
  arena_cmd->add_flag("--duplicate", arena.duplicate, "replay every board with the seats swapped");
  arena_cmd->add_option("--threads", arena.threads, "worker threads (default: hardware concurrency)")
      ->check(CLI::PositiveNumber);
  add_rule_options(arena_cmd, arena.preset, arena.sets);
  arena_cmd->add_option("--seed", arena.seed, "seed (the output depends on it alone)");
  arena_cmd->add_option("--json", arena.json, "write a JSON summary to FILE");

  euchre::terminal::LearnOptions learn_opt;
  auto* learn_cmd = app.add_subcommand("learn", "lessons for new players, each ending in positions to decide (docs/learn.md)");
  learn_cmd->add_option("lesson", learn_opt.lesson, "the lesson's number (or id); none lists the lessons");
  learn_cmd->add_option("--progress", learn_opt.progress, "the progress file (default ~/.config/euchre/lessons.json)");

  euchre::cli::HintOptions hint;
  auto* hint_cmd = app.add_subcommand("hint", "rank the legal actions of a seat at the end of a record");
  hint_cmd->add_option("file", hint.file, "the .egn record (it may stop mid-deal)")->required();
  hint_cmd->add_option("--seat", hint.seat, "the seat to advise (it must be to act)")->required();
  hint_cmd->add_flag("--json", hint.json, "print one JSON object");
  hint_cmd->add_option("--level", hint.level, "expert level 1 (quick) .. 4 (deep); default 3")->check(CLI::Range(1, 4));
  hint_cmd->add_option("--seed", hint.seed, "sampling seed");
  hint_cmd->add_flag("--strict", hint.strict, kStrictHelp);

  // calibrate, fit-bids, fit-tricks and check-worlds: the expert's self-play from 0-0, the same options.
  auto add_self_play_options = [](CLI::App* cmd, euchre::lab::SelfPlayRun& o, const char* deals_help,
                                  const char* level_help) {
    cmd->add_option("--preset", o.preset, "a five-card, four-seat partnership preset (default standard)");
    cmd->add_option("--deals", o.deals, deals_help)->check(CLI::PositiveNumber);
    cmd->add_option("--seed", o.seed, "seed (the output depends on it alone)");
    cmd->add_option("--level", o.level, level_help)->check(CLI::Range(1, 4));
    cmd->add_option("--threads", o.threads, "worker threads (the output does not depend on them)")
        ->check(CLI::Range(1, 64));
  };
  euchre::lab::SelfPlayRun calibrate;
  calibrate.level = 2;
  auto* calibrate_cmd = app.add_subcommand("calibrate", "the expert's auction values against what self-play deals scored");
  add_self_play_options(calibrate_cmd, calibrate, "deals from 0-0 (default 1000)",
                        "expert level 1 (quick) .. 4 (deep); default 2");
  std::optional<double> paired_margin;
  calibrate_cmd->add_option("--paired", paired_margin,
                            "play each auction decision whose two best actions are predicted within this many points "
                            "twice, after each (lab/paired_calibration.h)")
      ->check(CLI::NonNegativeNumber);
  bool paired_play = false;
  calibrate_cmd->add_flag("--play", paired_play, "with --paired: the card play's decisions instead of the auction's")
      ->needs("--paired");
  std::string paired_score;
  calibrate_cmd->add_option("--score", paired_score,
                            "with --paired: every deal starts from this score, the dealer's side's first (e.g. 6-9); "
                            "gaps and margin are then in match equity, percent")
      ->needs("--paired");
  euchre::lab::SelfPlayRun fit_bids;
  auto* fit_bids_cmd = app.add_subcommand("fit-bids", "fit the sampler's bidding model to the expert's own bidding");
  add_self_play_options(fit_bids_cmd, fit_bids, "auctions from 0-0 (default 1000)",
                        "expert level 1 (quick) .. 4 (deep); default 3");
  euchre::lab::SelfPlayRun fit_tricks;
  auto* fit_tricks_cmd = app.add_subcommand("fit-tricks", "count solved against really made tricks in the expert's self-play");
  add_self_play_options(fit_tricks_cmd, fit_tricks, "deals from 0-0 (default 1000)",
                        "expert level 1 (quick) .. 4 (deep); default 3");
  euchre::lab::SelfPlayRun check_worlds;
  auto* check_worlds_cmd =
      app.add_subcommand("check-worlds", "the expert's sampled worlds against the real hands, in its self-play");
  add_self_play_options(check_worlds_cmd, check_worlds, "deals from 0-0 (default 1000)",
                        "expert level 1 (quick) .. 4 (deep); default 3");
  int check_worlds_count = 150;
  check_worlds_cmd->add_option("--worlds", check_worlds_count, "worlds sampled at each decision (default 150)")
      ->check(CLI::Range(10, 100000));
  bool check_worlds_learned = false;
  check_worlds_cmd->add_flag("--learned-beliefs", check_worlds_learned,
                             "deal the play's worlds by the learned belief model, as expert-v3 does");
  bool check_worlds_uniform = false;
  check_worlds_cmd->add_flag("--no-inference", check_worlds_uniform,
                             "deal the worlds as ISMCTS does: no discard model, every world weighing the same");

  euchre::lab::SelfPlayRun auction_data;
  auction_data.level = 1;
  auto* auction_data_cmd = app.add_subcommand(
      "auction-data", "the learned auction model's training data: round-1 choices played out in the expert's self-play");
  add_self_play_options(auction_data_cmd, auction_data, "deals from 0-0 (default 1000)",
                        "expert level 1 (quick) .. 4 (deep) of the self-play and the play-outs; default 1");
  std::string auction_data_out;
  auction_data_cmd->add_option("--out", auction_data_out, "the CSV file to write (docs/learned.md)")->required();

  euchre::lab::SelfPlayRun belief_data;
  belief_data.level = 1;
  auto* belief_data_cmd = app.add_subcommand(
      "belief-data", "the learned belief model's training data: each decision of the play beside where the unseen cards lie");
  add_self_play_options(belief_data_cmd, belief_data, "deals from 0-0 (default 1000)",
                        "expert level 1 (quick) .. 4 (deep) of the self-play; default 1");
  std::string belief_data_out;
  belief_data_cmd->add_option("--out", belief_data_out, "the file to write (docs/learned.md)")->required();

  euchre::cli::SolveOptions solve;
  auto* solve_cmd = app.add_subcommand("solve", "open-hand values of the cards of the seat to play");
  solve_cmd->add_option("file", solve.file, "the .egn record, stopped in the play with every hand known")->required();
  solve_cmd->add_flag("--json", solve.json, "print one JSON object");
  solve_cmd->add_flag("--strict", solve.strict, kStrictHelp);

  euchre::cli::AnalyzeOptions analyze;
  auto* analyze_cmd = app.add_subcommand("analyze", "every decision of a record against the expert; annotated EGN");
  analyze_cmd->add_option("file", analyze.file, "the .egn record")->required();
  analyze_cmd->add_option("--out", analyze.out, "annotated record (default FILE-analyzed.egn)");
  analyze_cmd->add_option("--level", analyze.level, "expert level 1 (quick, default) .. 4 (deep)")
      ->check(CLI::Range(1, 4));
  analyze_cmd->add_option("--threshold", analyze.threshold, "match equity lost that counts as a mistake (0.02)");
  analyze_cmd->add_option("--seed", analyze.seed, "sampling seed");
  analyze_cmd->add_flag("--strict", analyze.strict, kStrictHelp);

  euchre::serve::ServeOptions serve;
  auto* serve_cmd = app.add_subcommand("serve", "the game server: lobby, tables, bots, records (HTTP and WebSocket /ws)");
  serve_cmd->add_option("--host", serve.host, "address to listen on (0.0.0.0: every interface, for a LAN)");
  serve_cmd->add_option("--port", serve.port, "TCP port (0: any free one, printed)");
  serve_cmd->add_option("--db", serve.db, "SQLite file (default euchre-data/euchre.db) or postgresql://...");
  serve_cmd->add_option("--web", serve.web_dir, "the browser table's built files (default: this build's, docs/client.md)");
  serve_cmd->add_option("--bot-threads", serve.bot_threads, "threads for the bots (default: one per core)");
  serve_cmd->add_option("--table-threads", serve.table_threads, "threads that move the tables on (default: half the cores, at least 1)")
      ->check(CLI::Range(0, 256));
  serve_cmd->add_option("--io-threads", serve.io_threads, "threads for the network (default 1)")->check(CLI::Range(1, 64));
  serve_cmd
      ->add_option("--commit-batch", serve.commit_batch,
                   "the most tables' actions kept in one store transaction (default 512; 1: a transaction for each)")
      ->check(CLI::Range(1, 4096));
  serve_cmd->add_option("--messages-per-second", serve.messages_per_second, "per connection (default 20, burst 40)")
      ->check(CLI::PositiveNumber);
  serve_cmd->add_option("--connections-per-address", serve.connections_per_address, "open connections from one address (32)")
      ->check(CLI::PositiveNumber);
  serve_cmd->add_option("--tables-per-address", serve.tables_per_address,
                        "open tables made from one network address (default 40)")
      ->check(CLI::Range(1, 20000));
  serve_cmd->add_option("--tables-per-person", serve.tables_per_person, "open tables made by one person (default 5)")
      ->check(CLI::Range(1, 20000));
  serve_cmd->add_option("--events", serve.events, "evenings under way in the whole server (default 1000)")
      ->check(CLI::Range(1, 100000));
  serve_cmd->add_option("--events-per-person", serve.events_per_person,
                        "evenings one person organises that are not over (default 3; each also counts as a table)")
      ->check(CLI::Range(1, 1000));
  serve_cmd->add_option("--bot-iterations", serve.bot_iterations,
                        "the most search iterations a decision a table's or an evening's bot may do (ismcts:N; default 5000)")
      ->check(CLI::Range(1, 100000));
  serve_cmd->add_option("--unlimited-address", serve.unlimited_addresses,
                        "an address no per-address limit counts (repeatable): a load test's own machine, e.g. "
                        "127.0.0.1; none by default, loopback included (docs/server.md)");
  serve_cmd->add_option("--trust-proxy", serve.trusted_proxies,
                        "a reverse proxy's address (repeatable): from it alone the client's address is read from "
                        "--proxy-header (docs/server.md, \"Behind a proxy\")");
  serve_cmd->add_option("--proxy-header", serve.proxy_header,
                        "the header the trusted proxy writes: x-forwarded-for (default) or forwarded (RFC 7239)")
      ->check(CLI::IsMember({"x-forwarded-for", "forwarded"}));
  serve_cmd->add_option("--instance", serve.instances,
                        "with PostgreSQL: another instance's public ws:// address (repeatable), the only ones clients "
                        "are sent to (docs/scale.md)");
  serve_cmd->add_option("--public-url", serve.public_url,
                        "with PostgreSQL: the ws:// address clients use to reach this instance (docs/scale.md)");
  serve_cmd->add_option("--lease-seconds", serve.lease_seconds,
                        "with PostgreSQL: a dead instance's tables are taken over after this (default 5)")
      ->check(CLI::Range(1, 300));

  euchre::loadclient::LoadtestOptions loadtest;
  auto* loadtest_cmd = euchre::loadclient::add_loadtest_command(app, loadtest);

  // `euchre event simulate`: a progressive evening of bots (docs/events.md).
  euchre::cli::EventSimulateOptions event_sim;
  auto* event_cmd = app.add_subcommand("event", "club nights: progressive euchre (docs/events.md)");
  event_cmd->require_subcommand(1);
  auto* event_sim_cmd = event_cmd->add_subcommand("simulate", "a progressive evening played by bots: standings, tallies, records");
  event_sim_cmd->add_option("--people", event_sim.people, "people at the evening (default 12)")->check(CLI::Range(1, 400));
  event_sim_cmd->add_option("--rounds", event_sim.rounds, "rounds (default 6)")->check(CLI::Range(1, 100));
  event_sim_cmd->add_option("--deals", event_sim.deals, "deals a round (default 8)")->check(CLI::Range(1, 100));
  event_sim_cmd->add_option("--movement", event_sim.movement, "head-table, fixed (default), whist; or with partners kept all evening, round-robin or swiss");
  event_sim_cmd->add_option("--format", event_sim.format,
                            "progressive (default) or duplicate: every table of a round plays the same boards, "
                            "scored by matchpoints; --out then also writes boards.json (euchre verify --boards)");
  event_sim_cmd->add_option("--seed", event_sim.seed, "seed of the draw and the deals (the output depends on it alone)");
  event_sim_cmd->add_option("--bots", event_sim.bots,
                            "the bot that plays for everyone (default basic), or a comma list taken in turn by "
                            "player number, e.g. basic,expert,random");
  event_sim_cmd->add_option("--out", event_sim.out,
                             "directory: evening.json, standings.json, standings.csv, records/, evening.emn and "
                             "evening.emn-extra.json");
  event_sim_cmd->add_option("--url", event_sim.url,
                             "play the evening on a running server instead, ws://HOST:PORT/ws: --people connections, "
                             "timed (response p50/p99, server memory)");
  event_sim_cmd->add_option("--events", event_sim.events,
                             "--url: evenings played at once, each of --people (default 1; at most 1000 people in all)")
      ->check(CLI::Range(1, 100));
  event_sim_cmd->add_option("--think-ms", event_sim.think_ms,
                             "--url: a person's delay after its turn comes (default 100; the server allows 20 "
                             "messages a second)")
      ->check(CLI::Range(0, 60000));
  event_sim_cmd->add_option("--timeout", event_sim.timeout_seconds,
                             "--url: give the evening up after this many seconds (default 600)")
      ->check(CLI::Range(1.0, 86400.0));
  event_sim_cmd->add_option("--samples", event_sim.samples,
                             "--url: write every response time to FILE (CSV: seconds since the start, kind, ms, table)");
  add_rule_options(event_sim_cmd, event_sim.preset, event_sim.sets);
  euchre::cli::SeasonImportOptions season_import;
  auto* club_cmd = app.add_subcommand("club", "a club's files (docs/clubs.md)");
  auto* season_cmd = club_cmd->add_subcommand("season", "a club season's standings worked out again from its evenings' EMN files, as CSV");
  season_cmd->add_option("file", season_import.season, "the season's JSON (GET /api/clubs/ID/seasons/N.json)")->required();
  season_cmd->add_option("--dir", season_import.dir,
                         "where its evenings' euchre-event-ID.emn and .emn-extra.json files are (default: beside the season's file)");
  club_cmd->require_subcommand(1);
  euchre::cli::EventImportOptions event_import;
  auto* event_import_cmd = event_cmd->add_subcommand("import", "read an EMN match (EGN's match format) as results");
  event_import_cmd->add_option("file", event_import.file, "the .emn file")->required();
  event_import_cmd->add_option("--extra", event_import.extra,
                               "the evening's extra file (default: FILE.emn-extra.json beside it, if there): "
                               "rebuilds the rounds and standings");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;  // usage errors exit 2
  }
  if (bench_cmd->parsed() && (bench.solver || !bench.bot.empty()) && (!bench.preset.empty() || !bench.sets.empty())) {
    std::fprintf(stderr, "euchre bench: --preset and --set choose the rules of random deals; --solver and --bot time "
                         "the standard game's\n");
    return 2;
  }
  if (bench_cmd->parsed() && bench.solver && bench_cmd->count("--deals") == 0) bench.deals = 10'000;
  if (bench_cmd->parsed() && !bench.bot.empty()) {
    if (bench_cmd->count("--deals") == 0) bench.deals = 200;
    return euchre::cli::run_bot_bench(bench);
  }
  if (bench_cmd->parsed()) return euchre::cli::run_bench(bench);
  if (replay_cmd->parsed()) return euchre::cli::run_replay(replay);
  play.seat_given = play_cmd->count("--seat") > 0;
  if (play_cmd->parsed()) return euchre::terminal::run_play(play);
  if (rules_cmd->parsed()) return euchre::cli::run_rules(rules);
  if (selfplay_cmd->parsed()) return euchre::cli::run_selfplay(selfplay);
  if (verify_cmd->parsed()) {
    if (!verify.boards.empty()) return euchre::cli::run_verify_boards(verify);
    if (verify.records.size() != 1) {
      std::cerr << "euchre verify: give one record (or --boards FILE and the event's records)\n";
      return 2;
    }
    verify.file = verify.records[0];
    return euchre::cli::run_verify(verify);
  }
  if (arena_cmd->parsed()) return euchre::cli::run_arena(arena);
  if (learn_cmd->parsed()) {
    learn_opt.echo = !::isatty(0);
    return euchre::terminal::run_learn(learn_opt, std::cin, std::cout, std::cerr);
  }
  if (hint_cmd->parsed()) return euchre::cli::run_hint(hint);
  if (solve_cmd->parsed()) return euchre::cli::run_solve(solve);
  if (calibrate_cmd->parsed())
    return paired_margin ? euchre::cli::run_paired_calibrate(calibrate, *paired_margin, paired_play, paired_score) : euchre::cli::run_calibrate(calibrate);
  if (fit_bids_cmd->parsed()) return euchre::cli::run_fit_bids(fit_bids);
  if (fit_tricks_cmd->parsed()) return euchre::cli::run_fit_tricks(fit_tricks);
  if (auction_data_cmd->parsed()) return euchre::cli::run_auction_data(auction_data, auction_data_out);
  if (belief_data_cmd->parsed()) return euchre::cli::run_belief_data(belief_data, belief_data_out);
  if (check_worlds_cmd->parsed())
    return euchre::cli::run_check_worlds(check_worlds, check_worlds_count, !check_worlds_uniform,
                                           check_worlds_learned);
  if (analyze_cmd->parsed()) return euchre::cli::run_analyze(analyze);
  if (serve_cmd->parsed()) return euchre::serve::run_serve(serve);
  if (loadtest_cmd->parsed()) return euchre::loadclient::run_loadtest(loadtest);
  if (event_sim_cmd->parsed()) return euchre::cli::run_event_simulate(event_sim);
  if (event_import_cmd->parsed()) return euchre::cli::run_event_import(event_import);
  if (season_cmd->parsed()) return euchre::cli::run_season_import(season_import);
  return 2;
}
