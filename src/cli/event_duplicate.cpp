// `euchre event simulate --format duplicate`: a duplicate evening played by
// bots (docs/events.md, "Duplicate events"). The people move by the chosen
// movement as at a progressive evening, but every table of a round plays the
// same boards, drawn from a committed secret and the people's
// contributions (docs/fair-shuffle.md, "Boards"), and the standings are by
// matchpoints. Writes the boards file `euchre verify --boards` checks, with
// every table's play of every board, and each table's record.
#include <filesystem>
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "players/bot_factory.h"
#include "bots/player.h"
#include "cli/event_cmd.h"
#include "cli/event_common.h"
#include "egn/egn.h"
#include "events/board_deals.h"
#include "events/csv_cell.h"
#include "events/duplicate.h"
#include "events/from_game.h"
#include "fair/boards.h"
#include "fair/commitment.h"
#include "fair/digest.h"
#include "fair/hex.h"

namespace euchre::cli {
namespace {

using json = nlohmann::json;

// A simulated evening's seeds follow from --seed, so that its output depends
// on the seed alone; a real event's secret comes from the OS (fair/secret.h)
// and its contributions from the people.
struct SimulatedSeeds {
  events::BoardSeeds seeds;
  std::vector<fair::Bytes> contributions;  // one a person, in player order
};

fair::Bytes seed_bytes(std::uint64_t seed, std::uint64_t what, std::uint64_t who) {
  fair::Bytes b;
  for (int i = 0; i < 2; ++i) fair::put_u32(b, static_cast<std::uint32_t>(mix(seed, what, who) >> (32 * i)));
  return fair::sha256(b);
}

SimulatedSeeds simulated_seeds(std::uint64_t seed, int people) {
  SimulatedSeeds s;
  s.seeds.secret = seed_bytes(seed, 0x5ec7e7, 0);
  s.seeds.commitment = fair::commitment(s.seeds.secret);
  for (int p = 0; p < people; ++p) {
    fair::Bytes c = seed_bytes(seed, 0xc0417, static_cast<std::uint64_t>(p));
    c.resize(16);
    s.contributions.push_back(std::move(c));
  }
  s.seeds.pool = fair::boards_pool(s.contributions);
  return s;
}

// Plays one table's round: its deals are the boards from first_board on.
// Returns its game; `fair` gets each deal's board data for the record.
std::unique_ptr<Game> play_round_table(const Rules& rules, const events::BoardSeeds& seeds, int first_board,
                                       const std::vector<std::unique_ptr<Player>>& bots,
                                       std::vector<std::optional<fair::FairDeal>>& fair) {
  auto game = std::make_unique<Game>(rules, Game::ManualDeals{});
  while (!game->over()) {
    check_game_length(*game);
    if (game->awaiting_deal()) {
      fair::FairDeal dealt = events::deal_board(*game, seeds, first_board + game->deals_played());
      dealt.secret = seeds.secret;  // the record is written after the evening: revealed
      fair.push_back(std::move(dealt));
      continue;
    }
    const int seat = game->to_act();
    game->apply(bots.at(static_cast<std::size_t>(seat))->choose(make_view(*game, seat)));
  }
  return game;
}

void print_duplicate_standings(const std::vector<events::DuplicateStanding>& standings, const events::Progressive& ev) {
  std::cout << fmt::format("{:>5}  {:<10} {:>7} {:>11} {:>6}\n", "place", "name", "percent", "matchpoints", "boards");
  for (const auto& s : standings)
    std::cout << fmt::format("{:>5}  {:<10} {:>7.2f} {:>11.1f} {:>6}\n", s.place, player_name(ev, s.player), s.percent,
                             s.matchpoints, s.boards);
}

}  // namespace

int run_duplicate_simulate(const EventSimulateOptions& opt) {
  try {
    const Rules rules = round_rules(opt);
    if (auto problem = events::duplicate_rules_problem(rules)) throw events::EventError(*problem);
    const CompiledRules compiled(rules);
    events::Progressive ev({opt.people, opt.rounds, events::movement_of(opt.movement), opt.seed, {}});
    const SimulatedSeeds sim = simulated_seeds(opt.seed, ev.people());
    std::filesystem::path out;
    if (!opt.out.empty()) {
      out = opt.out;
      std::filesystem::create_directories(out / "records");
    }
    std::vector<events::BoardPlay> plays;
    json rounds = json::array();
    const int due = static_cast<int>(ev.lineup().tables.size());
    while (!ev.over()) {
      const int round = ev.round();
      const int first_board = round * opt.deals + 1;
      events::RoundResult result;
      json tables = json::array();
      for (std::size_t t = 0; t < ev.lineup().tables.size(); ++t) {
        const events::TableSeats& seats = ev.lineup().tables[t];
        const std::vector<std::unique_ptr<Player>> bots = table_bots(opt, seats, round, t);
        egn::WriteOptions write;
        const auto game = play_round_table(rules, sim.seeds, first_board, bots, write.fair);
        result.tables.push_back(events::table_result(*game, seats));
        const auto its = events::board_plays(*game, seats, static_cast<int>(t) + 1, first_board);
        plays.insert(plays.end(), its.begin(), its.end());
        std::string record_name;
        if (!out.empty()) {
          egn::Metadata meta;
          for (int p : seats) meta.players.push_back(player_name(ev, p));
          meta.title = fmt::format("Round {}, table {}: boards {} to {}", round + 1, t + 1, first_board,
                                   first_board + opt.deals - 1);
          record_name = fmt::format("records/round-{}-table-{}.egn", round + 1, t + 1);
          write_file(out / record_name, egn::write(*game, meta, write));
        }
        tables.push_back({{"table", t + 1}, {"record", record_name}});
      }
      ev.finish_round(result);
      rounds.push_back({{"round", round + 1}, {"first_board", first_board}, {"tables", tables}});
    }
    std::vector<bool> counts;
    for (int p = 0; p < ev.players(); ++p) counts.push_back(!ev.is_bot(p));
    const auto standings = events::duplicate_standings(ev.players(), plays, due, counts);
    print_duplicate_standings(standings, ev);
    if (out.empty()) return 0;

    const int boards_count = ev.rounds() * opt.deals;
    const std::vector<json> played = events::plays_by_board(
        plays, boards_count, opt.deals, due, [&](int player, int) { return player_name(ev, player); });
    json boards = json::array();
    for (int b = 1; b <= boards_count; ++b) {
      json board = events::board_json(compiled, sim.seeds, b);
      board["plays"] = played[static_cast<std::size_t>(b - 1)];
      boards.push_back(std::move(board));
    }
    json contributions = json::array();
    for (const auto& c : sim.contributions) contributions.push_back(fair::to_hex(c));
    const json boards_file = {{"algorithm", fair::kBoardsAlgorithmId}, {"preset", opt.preset},
                              {"options", opt.sets},
                              {"commitment", fair::to_hex(sim.seeds.commitment)},
                              {"contributions", contributions}, {"pool", fair::to_hex(sim.seeds.pool)},
                              {"secret", fair::to_hex(sim.seeds.secret)}, {"tables", due},
                              {"boards", boards}};
    write_file(out / "boards.json", boards_file.dump(2) + "\n");
    json table = json::array();
    std::string csv = "place,name,percent,matchpoints,top,boards\n";
    for (const auto& s : standings) {
      const std::string name = player_name(ev, s.player);
      table.push_back({{"place", s.place}, {"player", s.player}, {"name", name}, {"percent", s.percent},
                       {"matchpoints", s.matchpoints}, {"top", s.top}, {"boards", s.boards}});
      csv += fmt::format("{},{},{:.2f},{},{},{}\n", s.place, events::csv_cell(name), s.percent, s.matchpoints, s.top, s.boards);
    }
    write_file(out / "standings.json", table.dump(2) + "\n");
    write_file(out / "standings.csv", csv);
    const json evening = {{"format", "duplicate"}, {"people", ev.people()}, {"players", ev.players()},
                          {"movement", opt.movement}, {"rounds", rounds}, {"deals_a_round", opt.deals},
                          {"seed", opt.seed}, {"preset", opt.preset}, {"standings", table}};
    write_file(out / "evening.json", evening.dump(2) + "\n");
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "euchre event simulate: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace euchre::cli
