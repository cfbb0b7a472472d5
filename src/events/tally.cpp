#include "events/tally.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <tuple>

namespace euchre::events {

int round_winner(const TableResult& t) {
  if (t.games[0] != t.games[1]) return t.games[0] > t.games[1] ? 0 : 1;
  if (t.points[0] != t.points[1]) return t.points[0] > t.points[1] ? 0 : 1;
  if (t.tricks[0] != t.tricks[1]) return t.tricks[0] > t.tricks[1] ? 0 : 1;
  return -1;
}

std::vector<Standing> standings(int players, const std::vector<RoundResult>& rounds, const std::vector<bool>& counts,
                                StandingOrder order, const std::vector<std::array<int, 2>>& partners) {
  if (static_cast<int>(counts.size()) != players) throw std::invalid_argument("one flag a player is needed");
  std::vector<Standing> all(static_cast<std::size_t>(players));
  for (int p = 0; p < players; ++p) all[static_cast<std::size_t>(p)].player = p;
  const auto at = [&](int p) -> Standing& {
    if (p < 0 || p >= players) throw std::invalid_argument("player " + std::to_string(p) + " is not in the event");
    return all[static_cast<std::size_t>(p)];
  };
  for (const RoundResult& round : rounds) {
    for (const TableResult& t : round.tables) {
      const int winner = round_winner(t);
      for (std::size_t seat = 0; seat < 4; ++seat) {
        Standing& s = at(t.seats[seat]);
        const int side = static_cast<int>(seat % 2);
        s.points += t.points[static_cast<std::size_t>(side)];
        s.rounds_played += 1;
        s.rounds_won += winner == side ? 1 : 0;
        s.loners += t.loners[seat];
      }
    }
    for (int p : round.sitting_out) at(p).byes += 1;
  }
  for (Standing& s : all) {
    if (s.byes == 0 || s.rounds_played == 0) continue;
    const int average = static_cast<int>(std::floor(static_cast<double>(s.points) / s.rounds_played + 0.5));
    s.bye_points = average * s.byes;
    s.points += s.bye_points;
  }
  std::vector<int> tie_loners(all.size());
  for (const Standing& s : all) tie_loners[static_cast<std::size_t>(s.player)] = s.loners;
  for (const auto& team : partners) {
    const int both = at(team[0]).loners + at(team[1]).loners;
    for (int p : team) tie_loners[static_cast<std::size_t>(p)] = both;
  }
  std::vector<Standing> out;
  for (const Standing& s : all)
    if (counts[static_cast<std::size_t>(s.player)]) out.push_back(s);
  const auto key = [order, &tie_loners](const Standing& s) {
    const int loners = tie_loners[static_cast<std::size_t>(s.player)];
    return order == StandingOrder::Wins ? std::make_tuple(s.rounds_won, s.points, loners)
                                        : std::make_tuple(s.points, s.rounds_won, loners);
  };
  std::stable_sort(out.begin(), out.end(), [&](const Standing& a, const Standing& b) { return key(a) > key(b); });
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i].place = i > 0 && key(out[i]) == key(out[i - 1]) ? out[i - 1].place : static_cast<int>(i) + 1;
  return out;
}

}  // namespace euchre::events
