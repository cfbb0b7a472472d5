#include "egn/summary_json.h"

#include <string>

#include "core/notation.h"

namespace euchre::egn {
namespace {

nlohmann::ordered_json opt_json(const std::optional<int>& v) {
  return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json(nullptr);
}

}  // namespace

nlohmann::ordered_json summary_json(const DealSummary& d) {
  nlohmann::ordered_json j;
  j["deal"] = d.number;
  j["dealer"] = d.dealer;
  j["finished"] = d.finished;
  j["trump"] = d.trump ? nlohmann::ordered_json(std::string(1, suit_letter(*d.trump))) : nlohmann::ordered_json(nullptr);
  j["maker"] = opt_json(d.maker);
  j["alone"] = opt_json(d.alone);
  j["defender_alone"] = opt_json(d.defender_alone);
  if (d.bid) j["bid"] = *d.bid;  // French euchre only: other records keep their shape
  if (d.jambone) j["jambone"] = true;              // K ch. 5: only when there was one
  if (d.jamboree) j["jamboree"] = *d.jamboree;
  if (d.finished) {  // the core's word for it (core/outcome.h): made, march, euchred, ...
    j["outcome"] = std::string(outcome_name(d.outcome.kind));
    if (d.outcome.tricks_needed > 0) {
      j["makers_tricks"] = d.outcome.makers_tricks;
      j["tricks_needed"] = d.outcome.tricks_needed;
    }
  }
  j["tricks"] = d.tricks;
  j["points"] = d.points;
  j["score"] = d.score;
  if (d.game_won_by) {  // a game of a series ends here (laps and slams)
    j["game_won_by"] = *d.game_won_by;
    j["slam"] = d.slam;
    j["carried"] = d.carried;
    // Every game this deal won, the last one above included (a lap can
    // win several on one deal).
    nlohmann::ordered_json games = nlohmann::ordered_json::array();
    for (const SeriesGame& g : d.games_won)
      games.push_back({{"winner", g.winner}, {"slam", g.slam}, {"carried", g.carried}});
    j["games_won"] = std::move(games);
  }
  return j;
}

}  // namespace euchre::egn
