#include "events/duplicate.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <string>

#include "events/matchpoints.h"

namespace euchre::events {

std::vector<std::array<double, 2>> board_matchpoints(const std::vector<BoardPlay>& plays, int due) {
  std::vector<std::array<double, 2>> out(plays.size());
  if (plays.empty()) return out;
  const int played = static_cast<int>(plays.size());
  if (played > due)
    throw std::invalid_argument("board " + std::to_string(plays[0].board) + " played " + std::to_string(played) +
                                " times, due at " + std::to_string(due) + " tables");
  for (const BoardPlay& p : plays)
    if (p.board != plays[0].board) throw std::invalid_argument("the plays of one board mix boards");
  for (int side = 0; side < 2; ++side) {
    std::vector<double> results;
    for (const BoardPlay& p : plays) results.push_back(net_points(p, side));
    const std::vector<double> mp = matchpoints(results);
    for (std::size_t i = 0; i < plays.size(); ++i)
      out[i][static_cast<std::size_t>(side)] = played < due ? neuberg(mp[i], played, due) : mp[i];
  }
  return out;
}

std::vector<DuplicateStanding> duplicate_standings(int players, const std::vector<BoardPlay>& plays, int due,
                                                   const std::vector<bool>& counts) {
  if (static_cast<int>(counts.size()) != players) throw std::invalid_argument("one flag a player is needed");
  std::vector<DuplicateStanding> all(static_cast<std::size_t>(players));
  for (int p = 0; p < players; ++p) all[static_cast<std::size_t>(p)].player = p;
  std::map<int, std::vector<BoardPlay>> by_board;
  for (const BoardPlay& p : plays) by_board[p.board].push_back(p);
  for (const auto& [board, its] : by_board) {
    const auto mp = board_matchpoints(its, due);
    for (std::size_t i = 0; i < its.size(); ++i)
      for (std::size_t seat = 0; seat < 4; ++seat) {
        const int player = its[i].seats[seat];
        if (player < 0 || player >= players)
          throw std::invalid_argument("player " + std::to_string(player) + " is not in the event");
        DuplicateStanding& s = all[static_cast<std::size_t>(player)];
        s.matchpoints += mp[i][seat % 2];
        s.top += due - 1;
        s.boards += 1;
      }
  }
  std::vector<DuplicateStanding> out;
  for (DuplicateStanding& s : all) {
    s.percent = s.top > 0 ? 100.0 * s.matchpoints / s.top : 0.0;
    if (counts[static_cast<std::size_t>(s.player)]) out.push_back(s);
  }
  // Percentages equal to 1/100 of a percent share a place: what a standings
  // page shows (two decimals) never ranks two equal-looking players apart.
  int most_boards = 0;
  for (const DuplicateStanding& s : out) most_boards = std::max(most_boards, s.boards);
  for (DuplicateStanding& s : out) s.few_boards = 2 * s.boards < most_boards;
  const auto key = [](const DuplicateStanding& s) { return std::llround(s.percent * 100.0); };
  std::stable_sort(out.begin(), out.end(), [&](const DuplicateStanding& a, const DuplicateStanding& b) {
    if (a.few_boards != b.few_boards) return !a.few_boards;
    return key(a) > key(b);
  });
  for (std::size_t i = 0; i < out.size(); ++i) {
    const bool tie = i > 0 && key(out[i]) == key(out[i - 1]) && out[i].few_boards == out[i - 1].few_boards;
    out[i].place = tie ? out[i - 1].place : static_cast<int>(i) + 1;
  }
  return out;
}

}  // namespace euchre::events
