#include "events/progressive.h"

#include <algorithm>
#include <random>

#include "events/places.h"
#include "events/whist.h"

namespace euchre::events {
namespace {

RoundLineup renumber(const RoundLineup& round, const std::vector<int>& player_of) {
  RoundLineup out;
  for (const TableSeats& t : round.tables) {
    TableSeats seats{};
    for (std::size_t s = 0; s < 4; ++s) seats[s] = player_of[static_cast<std::size_t>(t[s])];
    out.tables.push_back(seats);
  }
  for (int p : round.sitting_out) out.sitting_out.push_back(player_of[static_cast<std::size_t>(p)]);
  return out;
}

}  // namespace

Progressive::Progressive(const ProgressiveOptions& options) : options_(options) {
  if (options.people < 1) throw EventError("an evening needs at least one person");
  if (options.rounds < 1) throw EventError("an evening has at least one round");
  if (!options.partners.empty() && !fixed_partners(options.movement))
    throw EventError("partners are chosen only for the round-robin and swiss movements, not " + movement_name(options.movement));
  if (options.movement == Movement::Whist) {
    auto padded = whist_schedule_with_bots(options.people);
    if (!padded) throw EventError("no whist schedule for " + std::to_string(options.people) + " people (64 at most)");
    if (options.rounds > static_cast<int>(padded->rounds.size()))
      throw EventError("a whist schedule of " + std::to_string(padded->players) + " players has " +
                       std::to_string(padded->rounds.size()) + " rounds, not " + std::to_string(options.rounds));
    players_ = padded->players;
    schedule_ = std::move(padded->rounds);
    // Keller's draw: who takes which number of the schedule, by lot.
    draw_.resize(static_cast<std::size_t>(players_));
    for (int p = 0; p < players_; ++p) draw_[static_cast<std::size_t>(p)] = p;
    std::mt19937_64 rng(options.seed);
    std::shuffle(draw_.begin(), draw_.end(), rng);
    current_ = renumber(schedule_[0], draw_);
  } else if (fixed_partners(options.movement)) {
    players_ = (options.people + 3) / 4 * 4;
    try {
      teams_ = draw_teams(options.people, players_, options.partners, options.seed);
    } catch (const std::invalid_argument& e) {
      throw EventError(e.what());
    }
    current_ = options.movement == Movement::RoundRobin ? round_robin_round(teams_, 0) : swiss_round(teams_, {});
  } else {
    players_ = (options.people + 3) / 4 * 4;
    current_ = keller_draw(players_, options.seed);
  }
}

const RoundLineup& Progressive::lineup() const {
  if (over()) throw EventError("the evening is over");
  return current_;
}

void Progressive::finish_round(const RoundResult& result) {
  if (over()) throw EventError("the evening is over");
  if (result.tables.size() != current_.tables.size())
    throw EventError("round " + std::to_string(round() + 1) + " has " + std::to_string(current_.tables.size()) +
                     " tables, not " + std::to_string(result.tables.size()));
  for (std::size_t t = 0; t < result.tables.size(); ++t)
    if (result.tables[t].seats != current_.tables[t])
      throw EventError("table " + std::to_string(t + 1) + "'s result is not for the players seated there");
  results_.push_back(result);
  results_.back().sitting_out = current_.sitting_out;
  if (!over()) current_ = next_lineup(results_.back());
}

void Progressive::correct_result(int round, int table, const TableResult& result) {
  if (round < 0 || round >= static_cast<int>(results_.size()))
    throw EventError("round " + std::to_string(round + 1) + " has not been played");
  auto& tables = results_[static_cast<std::size_t>(round)].tables;
  if (table < 0 || table >= static_cast<int>(tables.size()))
    throw EventError("round " + std::to_string(round + 1) + " has no table " + std::to_string(table + 1));
  TableResult& t = tables[static_cast<std::size_t>(table)];
  t.points = result.points;
  t.tricks = result.tricks;
  t.loners = result.loners;
}

RoundLineup Progressive::next_lineup(const RoundResult& result) const {
  switch (options_.movement) {
    case Movement::Whist:
      return renumber(schedule_[results_.size()], draw_);
    case Movement::Fixed:
      return fixed_next(current_);
    case Movement::RoundRobin:
      return round_robin_round(teams_, static_cast<int>(results_.size()));
    case Movement::Swiss:
      return swiss_round(teams_, results_);
    case Movement::HeadTable: {
      // A drawn round at a table: North-South are taken to have won it
      // (decided here; docs/events.md): a draw needs equal points and
      // equal tricks over the whole round, which is rare.
      std::vector<int> winners;
      for (const TableResult& t : result.tables) winners.push_back(std::max(0, round_winner(t)));
      return head_table_next(current_, winners);
    }
  }
  return current_;
}

std::vector<Standing> Progressive::standings() const { return evening_standings(*this); }

StandingOrder Progressive::standing_order() const {
  return fixed_partners(options_.movement) ? StandingOrder::Wins : StandingOrder::Points;
}

}  // namespace euchre::events
