#include "learn/analyze.h"

#include "bots/expert_bot.h"
#include "core/view.h"
#include "solver/solver.h"

namespace euchre::learn {

Analysis analyze(const egn::Record& rec, const AnalyzeSettings& settings) {
  const Game& src = *rec.game;
  Analysis out;
  out.target = src.rules().target > 0;
  Game g(src.rules(), Game::ManualDeals{}, src.initial_score());
  ExpertBot bot(settings.seed, settings.level);
  Solver solver;
  for (std::size_t k = 0; k < src.records().size(); ++k) {
    const DealRecord& r = src.records()[k];
    g.begin_deal(r.dealer, r.hands, r.up_card, r.kitty);
    DealAnalysis da;
    bool open_done = false;
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
      const Move& m = r.moves[i];
      const DealState& s = g.deal();
      if (!open_done && s.phase == Phase::Play) {
        open_done = true;
        if (rec.all_hands_known(k))
          da.open_hand = OpenHand{i, int{s.maker}, solver.tricks_for(s, s.makers_mask()), g.compiled().hand_size};
      }
      // The decision is the seat to act's: in a jambone the caller chooses the
      // card the record writes as the lone player's (Move::seat).
      const int who = s.to_act;
      if (m.action.kind != ActionKind::Claim && rec.hand_known(k, who)) {
        ActionList legal;
        g.legal(legal);
        if (legal.size() > 1 && legal.contains(m.action)) {
          const SeatView v = make_view(g, who);
          bot.choose(v);
          const auto& vals = bot.last_values();
          const auto& pts = bot.last_points();
          std::size_t best = 0, idx = 0;
          for (std::size_t a = 0; a < vals.size(); ++a) {
            if (vals[a] > vals[best]) best = a;
            if (v.legal[static_cast<int>(a)] == m.action) idx = a;
          }
          Decision d;
          d.seat = who;
          d.action = m.action;
          d.best = v.legal[static_cast<int>(best)];
          d.value = vals[idx];
          d.lost = vals[best] - vals[idx];
          d.points = pts[idx];
          d.points_lost = pts[best] - pts[idx];
          d.verdict = d.lost > settings.threshold ? Verdict::Mistake : d.lost > 1e-9 ? Verdict::Close : Verdict::Best;
          SeatTotals& st = out.seats[static_cast<std::size_t>(who)];
          ++st.decisions;
          if (d.verdict == Verdict::Mistake) ++st.mistakes;
          st.lost += d.lost;
          st.points_lost += d.points_lost;
          da.decisions.emplace(i, d);
        }
      }
      g.apply(m.action);
    }
    out.deals.push_back(std::move(da));
  }
  return out;
}

}  // namespace euchre::learn
