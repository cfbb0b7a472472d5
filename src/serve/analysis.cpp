#include "serve/analysis.h"

#include <cmath>
#include <string>

#include "core/notation.h"
#include "core/view.h"
#include "egn/egn.h"
#include "protocol/state.h"

namespace euchre::serve {
namespace {

using json = nlohmann::json;

double rounded(double x) { return std::round(x * 1000) / 1000; }

json card_list(CardSet set) {
  json out = json::array();
  for (Card c : set) out.push_back(card_text(c));
  return out;
}

const char* verdict_name(learn::Verdict v) {
  switch (v) {
    case learn::Verdict::Best: return "best";
    case learn::Verdict::Close: return "close";
    case learn::Verdict::Mistake: return "mistake";
  }
  return "best";
}

// One position: what anyone at the table saw (the public state message,
// without what the step list says itself) and every hand the record gives,
// since the game is over (null for a seat whose cards the record hides).
json step(const Game& g, const egn::Record& rec, std::size_t deal, const protocol::TableFacts& facts) {
  json s = protocol::state_for(g, kSpectator, facts);
  for (const char* key : {"v", "type", "table", "seat", "names", "bots", "moves", "legal", "hand", "my_turn", "own_discard", "blind",
                          "deadline_ms", "now_ms", "undo"})
    s.erase(key);
  json hands = json::array();
  for (int p = 0; p < g.compiled().seats; ++p)
    hands.push_back(rec.hand_known(deal, p) ? card_list(g.deal().hand[static_cast<std::size_t>(p)]) : json(nullptr));
  s["hands"] = hands;
  return s;
}

json decision_json(const learn::Decision& d, bool target) {
  return {{"seat", d.seat},
          {"verdict", verdict_name(d.verdict)},
          {"best", action_text(d.best)},
          {"value", rounded(d.value)},
          {"lost", rounded(d.lost)},
          {"points", rounded(d.points)},
          {"points_lost", rounded(d.points_lost)},
          {"unit", target ? "match_equity" : "points"}};
}

}  // namespace

json analysis_reply(std::string_view text, const learn::AnalyzeSettings& settings) {
  if (text.size() > kMaxAnalyzeBytes)
    throw BadRecord("the record has " + std::to_string(text.size()) + " bytes; the limit is " +
                    std::to_string(kMaxAnalyzeBytes));
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) throw BadRecord("no record: the request body is empty");
  egn::Record rec;
  try {
    rec = egn::read(text);
  } catch (const egn::EgnError& e) {
    throw BadRecord(std::string("not a record euchre can read: ") + e.what());
  }
  const Game& src = *rec.game;
  if (src.records().empty()) throw BadRecord("the record has no deal to replay");
  const CompiledRules& cr = src.compiled();
  const learn::Analysis an = learn::analyze(rec, settings);

  protocol::TableFacts facts;
  facts.table = "replay";
  json players = json::array();
  for (int p = 0; p < cr.seats; ++p) {
    const auto i = static_cast<std::size_t>(p);
    const std::string name = i < rec.metadata.players.size() && !rec.metadata.players[i].empty()
                                 ? rec.metadata.players[i]
                                 : "Seat " + std::to_string(p + 1);
    players.push_back(name);
    facts.names[i] = name;
  }
  const std::vector<egn::DealSummary> summaries = egn::summarize(src);
  Game g(src.rules(), Game::ManualDeals{}, src.initial_score());
  json deals = json::array();
  for (std::size_t k = 0; k < src.records().size(); ++k) {
    const DealRecord& r = src.records()[k];
    const learn::DealAnalysis& da = an.deals[k];
    g.begin_deal(r.dealer, r.hands, r.up_card, r.kitty);
    json steps = json::array(), moves = json::array();
    steps.push_back(step(g, rec, k, facts));
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
      const Move& m = r.moves[i];
      json mv = {{"seat", m.seat}, {"action", action_text(m.action)}, {"phase", phase_name(m.phase)}};
      const auto d = da.decisions.find(i);
      mv["analysis"] = d == da.decisions.end() ? json(nullptr) : decision_json(d->second, an.target);
      moves.push_back(mv);
      g.apply(m.action);
      facts.seq++;
      steps.push_back(step(g, rec, k, facts));
    }
    json hands = json::array();
    for (int p = 0; p < cr.seats; ++p)
      hands.push_back(rec.hand_known(k, p) ? card_list(r.hands[static_cast<std::size_t>(p)]) : json(nullptr));
    json deal = {{"deal", r.number}, {"dealer", r.dealer}, {"hands", hands}, {"up_card", r.up_card == kNoCard ? json(nullptr) : json(card_text(r.up_card))},
                 {"finished", r.finished}, {"moves", moves}, {"steps", steps}};
    deal["open_hand"] = da.open_hand ? json{{"move", da.open_hand->move}, {"maker", da.open_hand->maker},
                                            {"tricks", da.open_hand->tricks}, {"of", da.open_hand->of}}
                                     : json(nullptr);
    if (k < summaries.size()) {
      deal["points"] = summaries[k].points;
      deal["score"] = summaries[k].score;
    } else {
      deal["points"] = json::array();
      deal["score"] = json::array();
    }
    deals.push_back(deal);
  }
  json totals = json::array();
  for (int p = 0; p < cr.seats; ++p) {
    const learn::SeatTotals& t = an.seats[static_cast<std::size_t>(p)];
    totals.push_back({{"seat", p}, {"decisions", t.decisions}, {"mistakes", t.mistakes}, {"lost", rounded(t.lost)},
                      {"points_lost", rounded(t.points_lost)}});
  }
  json winner = src.winner() ? json(*src.winner()) : json(nullptr);
  return {{"v", 1},
          {"type", "analysis"},
          {"players", players},
          {"seats", cr.seats},
          {"target", src.rules().target},
          {"unit", an.target ? "match_equity" : "points"},
          {"level", settings.level},
          {"threshold", settings.threshold},
          {"over", src.over()},
          {"winner", winner},
          {"totals", totals},
          {"deals", deals},
          {"played_on", rec.played_on.size()}};
}

}  // namespace euchre::serve
