#include "core/series.h"

#include <algorithm>

namespace euchre {

namespace {
// Counts one game won by `winner` with `score`: its slam, the games it
// counts and its lap. Returns the points its winner carries.
int count_game(const Rules& rules, SeriesScore& series, int winner, const std::array<int, 4>& score, int last_deal) {
  const int scorers = rules.scorers();
  SeriesGame g;
  g.winner = winner;
  g.start = series.start;
  g.score = score;
  g.last_deal = last_deal;
  // K ch. 5: a slam is a game won while the other side has not scored; the
  // 1888 Laws call it a "love game", five to nothing. Decided here: the score
  // on the board is what counts, so points carried into the game (a lap) stop
  // the other side's slam, and a side set back below nothing has not scored.
  // With three or more scorers every other one must be at nothing.
  bool love = true;
  for (int s = 0; s < scorers; ++s)
    if (s != winner && score[static_cast<std::size_t>(s)] > 0) love = false;
  g.slam = rules.slams && love;
  g.counts = g.slam ? 2 : 1;
  // K ch. 5: the lap is "the addition to a new game of any and all points in
  // excess of the number necessary to the completion of the preceding game"
  // (a side needing 1 that makes 2 carries 1; a lone 4 when 1 was needed
  // carries 3), the slam's too: "no point is lost".
  if (rules.laps) g.carried = std::max(score[static_cast<std::size_t>(winner)] - rules.target, 0);
  series.games.push_back(g);
  series.won[static_cast<std::size_t>(winner)] += g.counts;
  if (g.slam) ++series.slams[static_cast<std::size_t>(winner)];
  return g.carried;
}
}  // namespace

std::array<int, 4> finish_game(const Rules& rules, SeriesScore& series, int winner, const std::array<int, 4>& score,
                               int last_deal) {
  std::array<int, 4> board = score;
  for (;;) {
    std::array<int, 4> next{};
    next[static_cast<std::size_t>(winner)] = count_game(rules, series, winner, board, last_deal);
    series.start = next;
    // A carry that reaches the target completes the next game at once (K ch.
    // 5: the points "are counted on the next" game, and none is lost), and
    // what it leaves beyond that game carries on; decided here: the deal
    // that made the points wins each such game, a slam when the others
    // stand at nothing, as on the board. The series may end on the way.
    if (next[static_cast<std::size_t>(winner)] < rules.target || series_winner(rules, series)) return next;
    board = next;
  }
}

namespace {
// The rubber (1888 Laws 1): the best of three games; the third is played
// whoever won the first two (the Laws count its value, Law 7), and when the
// third game laps a fourth is played so that the lap is not lost.
bool rubber_over(const SeriesScore& series) {
  const int n = series.games_played();
  return n >= 4 || (n == 3 && series.games[2].carried == 0);
}

// Decided here: the rubber goes to the side that won two of the first three
// games, counted as games ("best of three games", Law 1); a slam counts two
// in the rubber's value (Law 7, rubber_points), not in who wins it, and the
// fourth game adds its value only.
int rubber_winner(const SeriesScore& series) {
  std::array<int, 4> wins{};
  for (int i = 0; i < 3; ++i) ++wins[static_cast<std::size_t>(series.games[static_cast<std::size_t>(i)].winner)];
  return wins[0] >= 2 ? 0 : 1;
}
}  // namespace

std::optional<int> series_winner(const Rules& rules, const SeriesScore& series) {
  switch (rules.series) {
    case SeriesKind::Single:
      if (series.games.empty()) return std::nullopt;
      return series.games.front().winner;
    case SeriesKind::FirstTo:
      for (int s = 0; s < rules.scorers(); ++s)
        if (series.won[static_cast<std::size_t>(s)] >= rules.series_games) return s;
      return std::nullopt;
    case SeriesKind::Rubber:
      if (!rubber_over(series)) return std::nullopt;
      return rubber_winner(series);
  }
  return std::nullopt;
}

std::array<int, 4> rubber_points(const Rules& rules, const SeriesScore& series) {
  std::array<int, 4> points = series.won;
  if (rules.series == SeriesKind::Rubber)
    if (const auto w = series_winner(rules, series)) points[static_cast<std::size_t>(*w)] += 2;
  return points;
}

}  // namespace euchre
