// The page's lessons (src/serve/lessons_api.h): every position is drawn as
// the learner's seat sees it at a table, with the lesson's choices as its
// legal actions and no card the seat cannot see; the figures path names
// only real positions; the figures are the expert's (lessons::expert_figures,
// the same as `euchre learn`'s) and are worked out once, then kept.
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/notation.h"
#include "core/view.h"
#include "lessons/figures.h"
#include "lessons/lessons.h"
#include "serve/lessons_api.h"

namespace euchre::serve {
namespace lessons_api_test {

using json = nlohmann::json;

// Every string in `j` that reads as a card ("Ac", "Th"), wherever it lies.
void cards_in(const json& j, std::set<std::string>& out) {
  if (j.is_string()) {
    if (const auto c = parse_card(j.get<std::string>())) out.insert(card_text(*c));
  } else if (j.is_structured()) {
    for (const auto& item : j) cards_in(item, out);
  }
}

// What the learner's seat may see: its hand, every card played, the up-card,
// its own discard (docs/rules.md, "Information").
std::set<std::string> visible(const SeatView& v) {
  std::set<std::string> out;
  for (Card c : v.hand) out.insert(card_text(c));
  for (Card c : v.played) out.insert(card_text(c));
  if (v.up_card != kNoCard) out.insert(card_text(v.up_card));
  if (v.own_discard != kNoCard) out.insert(card_text(v.own_discard));
  return out;
}

TEST(LessonsApi, EveryPositionIsTheLearnersSeatWithTheChoicesAsItsLegalActions) {
  const json reply = json::parse(lessons_reply_text());
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  const auto& all = lessons::builtin_lessons();
  ASSERT_EQ(reply["lessons"].size(), all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    const json& lesson = reply["lessons"][i];
    EXPECT_EQ(lesson["id"], all[i].id);
    ASSERT_EQ(lesson["positions"].size(), all[i].positions.size()) << all[i].id;
    for (std::size_t k = 0; k < all[i].positions.size(); ++k) {
      const lessons::Position& p = all[i].positions[k];
      const json& drawn = lesson["positions"][k];
      const std::string where = all[i].id + " position " + std::to_string(k + 1);
      const auto game = lessons::replay(p);
      const SeatView view = make_view(*game, p.seat);
      EXPECT_EQ(drawn["state"]["seat"], p.seat) << where;
      EXPECT_TRUE(drawn["state"]["my_turn"].get<bool>()) << where;
      json legal = json::array();
      for (const std::string& c : p.choices) legal.push_back(action_text(*parse_action(c, game->deal())));
      EXPECT_EQ(drawn["state"]["legal"], legal) << where;
      EXPECT_EQ(drawn["answer"], action_text(*parse_action(p.answer, game->deal()))) << where;
      EXPECT_EQ(drawn["state"]["names"][p.seat], "You") << where;
      // Nothing hidden from the seat: every card named anywhere is one it sees.
      std::set<std::string> named;
      cards_in(drawn["state"], named);
      const std::set<std::string> seen = visible(view);
      for (const std::string& c : named) EXPECT_TRUE(seen.count(c)) << where << " names " << c << ", which the learner cannot see";
    }
  }
}

TEST(LessonsApi, TheFiguresPathNamesOnlyARealPosition) {
  const auto& all = lessons::builtin_lessons();
  const std::string first = all.front().id, last = all.back().id;
  EXPECT_EQ(lesson_figures_target("/api/lessons/" + first + "/1/figures"), (std::pair<std::size_t, std::size_t>{0, 0}));
  const std::string last_position = std::to_string(all.back().positions.size());
  EXPECT_EQ(lesson_figures_target("/api/lessons/" + last + "/" + last_position + "/figures"),
            (std::pair<std::size_t, std::size_t>{all.size() - 1, all.back().positions.size() - 1}));
  for (const std::string& bad : std::vector<std::string>{"/api/lessons/" + first + "/0/figures", "/api/lessons/" + first + "/01/figures",
                                "/api/lessons/" + first + "/" + std::to_string(all.front().positions.size() + 1) + "/figures",
                                "/api/lessons/" + first + "/-1/figures", "/api/lessons/" + first + "/1x/figures",
                                "/api/lessons/nosuchlesson/1/figures", "/api/lessons//1/figures", "/api/lessons/" + first + "/1",
                                "/api/lessons/" + first + "/figures", "/api/lessons/figures", "/api/lessons/1/figures"})
    EXPECT_EQ(lesson_figures_target(bad), std::nullopt) << bad;
}

TEST(LessonsApi, TheFiguresAreTheExpertsWithTheAnswerBestAndAreKept) {
  LessonFigures figures;
  const std::pair<std::size_t, std::size_t> at{0, 0};
  EXPECT_EQ(figures.kept(at), std::nullopt);
  const json reply = figures.work_out(at);
  const lessons::Position& p = lessons::builtin_lessons()[0].positions[0];
  const std::vector<lessons::Figure> expert = lessons::expert_figures(p);
  ASSERT_EQ(reply["figures"].size(), p.choices.size());
  double best = -1e9;
  std::size_t best_index = 0;
  for (std::size_t i = 0; i < expert.size(); ++i) {
    EXPECT_EQ(reply["figures"][i]["words"], expert[i].words);
    ASSERT_TRUE(expert[i].points.has_value());
    EXPECT_NEAR(reply["figures"][i]["points"].get<double>(), *expert[i].points, 0.005);
    if (*expert[i].points > best) best = *expert[i].points, best_index = i;
  }
  EXPECT_EQ(p.choices[best_index], p.answer);
  EXPECT_EQ(figures.kept(at), reply);
  EXPECT_EQ(figures.work_out(at), reply);
}

}  // namespace lessons_api_test
}  // namespace euchre::serve
