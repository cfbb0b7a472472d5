#include "events/from_game.h"

#include "egn/egn.h"

namespace euchre::events {

TableResult table_result(const Game& game, const TableSeats& seats) {
  TableResult r;
  r.seats = seats;
  const bool series = game.rules().plays_series();
  if (series) {
    // A round of best of N games: the games won, and the points of every
    // deal of every game (the score resets with each game).
    r.games = {game.series().won[0], game.series().won[1]};
  } else {
    r.points = {game.score()[0] - game.initial_score()[0], game.score()[1] - game.initial_score()[1]};
  }
  for (const egn::DealSummary& d : egn::summarize(game)) {
    for (std::size_t side = 0; series && side < 2 && side < d.points.size(); ++side) r.points[side] += d.points[side];
    for (std::size_t side = 0; side < 2 && side < d.tricks.size(); ++side) r.tricks[side] += d.tricks[side];
    // A lone hand made, as the core says it (core/outcome.h): a blind loner only with a march.
    if (d.outcome.lone_hand() && d.outcome.made()) ++r.loners[static_cast<std::size_t>(d.outcome.loner)];
  }
  return r;
}

std::vector<BoardPlay> board_plays(const Game& game, const TableSeats& seats, int table, int first_board) {
  std::vector<BoardPlay> out;
  for (const egn::DealSummary& d : egn::summarize(game)) {
    if (!d.finished) continue;
    BoardPlay p;
    p.board = first_board + d.number;
    p.table = table;
    p.seats = seats;
    for (std::size_t side = 0; side < 2 && side < d.points.size(); ++side) p.points[side] = d.points[side];
    for (std::size_t side = 0; side < 2 && side < d.tricks.size(); ++side) p.tricks[side] = d.tricks[side];
    p.trump = d.trump;
    p.maker = d.maker;
    p.alone = d.alone;
    out.push_back(p);
  }
  return out;
}

}  // namespace euchre::events
