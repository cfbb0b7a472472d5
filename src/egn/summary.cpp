// Per-deal summaries of a game (`euchre replay --json`).
#include "egn/egn.h"

namespace euchre::egn {

std::vector<DealSummary> summarize(const Game& game) {
  const Rules& rules = game.rules();
  const int scorers = rules.scorers();
  std::vector<DealSummary> out;
  std::array<int, 4> running = game.initial_score();
  const auto& recs = game.records();
  for (std::size_t i = 0; i < recs.size(); ++i) {
    const DealRecord& rec = recs[i];
    const DealState& s = rec.finished ? rec.final_state : game.deal();
    DealSummary d;
    d.number = rec.number;
    d.dealer = rec.dealer;
    d.finished = rec.finished;
    const bool thrown = s.end == DealEnd::AllPassed || s.end == DealEnd::Redeal || s.end == DealEnd::ThrownIn;
    if (!thrown && s.trump <= kNoTrump) {
      d.trump = s.trump;
      if (s.maker != kNobody) d.maker = s.maker;
      if (s.bid != 0) d.bid = s.bid;
    }
    if (s.loner != kNobody) d.alone = s.loner;
    if (s.lone_defender != kNobody) d.defender_alone = s.lone_defender;
    d.jambone = s.jambone;
    if (s.jamboree != kNobody) d.jamboree = s.jamboree;
    d.tricks.assign(static_cast<std::size_t>(scorers), 0);
    d.points.assign(static_cast<std::size_t>(scorers), 0);
    for (int p = 0; p < rules.seats(); ++p) d.tricks[static_cast<std::size_t>(s.scorer_of(p))] += s.tricks[p];
    if (rec.finished) d.outcome = deal_outcome(s);
    if (rec.finished)
      for (int k = 0; k < scorers; ++k) {
        d.points[static_cast<std::size_t>(k)] = s.points[k];
        running[k] += s.points[k];
      }
    d.score.assign(running.begin(), running.begin() + scorers);
    for (const SeriesGame& won : game.series().games)
      if (won.last_deal == rec.number) {
        d.games_won.push_back(won);
        d.game_won_by = won.winner;
        d.slam = won.slam;
        d.carried = won.carried;
        running = {};
        running[static_cast<std::size_t>(won.winner)] = won.carried;
      }
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace euchre::egn

namespace euchre::egn {

std::vector<DealSummary> summarize(const Record& record) {
  std::vector<DealSummary> out;
  for (const Game* g : record.games())
    for (DealSummary& d : summarize(*g)) {
      d.number = static_cast<int>(out.size());  // a played-on deal is its Game's deal 0
      out.push_back(std::move(d));
    }
  return out;
}

}  // namespace euchre::egn
