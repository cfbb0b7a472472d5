// A whole record into Games (replay.h): the rules and scores the record
// names, then each deal in order, its dealer checked against the rotation
// the engine gives. Deals recorded after the game was over are replayed
// too, each through a Game of its own (a Game ends at the win), with a
// warning naming the deal and the score.
#include <string>

#include "egn/json_fields.h"
#include "egn/replay.h"

namespace euchre::egn::detail {
namespace {

std::string score_text(const std::array<int, 4>& score, int scorers, const char* sep = "-") {
  std::string out;
  for (int k = 0; k < scorers; ++k) out += (k ? sep : "") + std::to_string(score[k]);
  return out;
}

std::array<int, 4> initial_score(const parsed::Record& in, const Rules& rules) {
  const int scorers = rules.scorers();
  std::vector<int> given = in.initial_score;
  if (!given.empty() && static_cast<int>(given.size()) != scorers)
    fail("metadata.initialScore has " + std::to_string(given.size()) + " scores, the rules keep " +
         std::to_string(scorers));
  if (!in.extension_initial_score.empty()) {
    if (static_cast<int>(in.extension_initial_score.size()) != scorers)
      fail("x-euchre.initial_score needs one score per scorer");
    given = in.extension_initial_score;
  }
  std::array<int, 4> out{};
  for (std::size_t i = 0; i < given.size(); ++i) out[i] = given[i];
  return out;
}

// "deal 12 was played after team 0 won 10-7; replayed"
std::string played_on_text(const parsed::Deal& d, const Game& won) {
  const Rules& r = won.rules();
  const std::string score = score_text(won.score(), r.scorers());
  if (const auto w = won.winner())
    return d.name + " was played after " + (r.partnerships() ? "team " : "player ") + std::to_string(*w) + " won " +
           score + "; replayed";
  return d.name + " was played after the game ended at " + score + "; replayed";
}

// finalScore is derived data: check it. With deals played on, the score at
// the win is as good an answer as the score after the last deal.
void check_final_score(const parsed::Record& in, const Record& rec) {
  if (!in.final_score) return;
  const int scorers = rec.rules.scorers();
  const std::vector<int>& want = *in.final_score;
  if (want.empty()) return;
  if (static_cast<int>(want.size()) != scorers)
    fail("metadata.finalScore has " + std::to_string(want.size()) + " scores, the rules keep " +
         std::to_string(scorers));
  auto matches = [&](const Game& g) {
    for (int k = 0; k < scorers; ++k)
      if (want[static_cast<std::size_t>(k)] != g.score()[k]) return false;
    return true;
  };
  if (matches(rec.last_game()) || matches(*rec.game)) return;
  std::array<int, 4> w{};
  for (int k = 0; k < scorers; ++k) w[k] = want[static_cast<std::size_t>(k)];
  std::string msg = "metadata.finalScore [" + score_text(w, scorers, ",") + "] does not match the replayed score [" +
                    score_text(rec.last_game().score(), scorers, ",") + "]";
  if (!rec.played_on.empty()) msg += " (nor the score at the win [" + score_text(rec.game->score(), scorers, ",") + "])";
  fail(msg);
}

}  // namespace

Record replay_record(const parsed::Record& in, Warnings& warnings) {
  Record rec;
  rec.rules = record_rules(in);
  rec.metadata = in.metadata;
  const int seats = rec.rules.seats();
  if (!rec.metadata.players.empty() && static_cast<int>(rec.metadata.players.size()) != seats)
    fail("metadata.players lists " + std::to_string(rec.metadata.players.size()) + " players, the rules seat " +
         std::to_string(seats));
  rec.game = std::make_unique<Game>(rec.rules, Game::ManualDeals{}, initial_score(in, rec.rules));
  Game* current = rec.game.get();
  std::optional<int> next_dealer;  // the engine's rotation, once a deal is played
  for (std::size_t i = 0; i < in.deals.size(); ++i) {
    const parsed::Deal& d = in.deals[i];
    check_deal_fits(d, current->compiled());
    if (next_dealer && d.dealer != *next_dealer)
      fail(d.name + ": dealer is seat " + std::to_string(d.dealer) + " but the rotation gives seat " +
           std::to_string(*next_dealer));
    if (rec.game->over()) {  // every deal after it: a Game of its own, from the score before it
      warnings.add(played_on_text(d, *rec.game));
      rec.played_on.push_back(std::make_unique<Game>(rec.rules, Game::ManualDeals{}, current->score()));
      current = rec.played_on.back().get();
    }
    const DealOutcome out = replay_deal(*current, d, i + 1 == in.deals.size());
    rec.guessed.push_back(out.guessed);
    rec.guessed_discard.push_back(out.guessed_discard);
    rec.fair.push_back(d.fair);
    next_dealer = current->expected_dealer();
  }
  check_final_score(in, rec);
  return rec;
}

}  // namespace euchre::egn::detail

namespace euchre::egn {

std::vector<const Game*> Record::games() const {
  std::vector<const Game*> out{game.get()};
  for (const auto& g : played_on) out.push_back(g.get());
  return out;
}

}  // namespace euchre::egn
