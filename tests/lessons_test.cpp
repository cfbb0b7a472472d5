// The lessons (data/lessons/lessons.json) checked against the engine: every
// position replays, its choices are legal, and its answer is the expert's
// best at its deepest level by a clear margin, so a lesson can never teach
// what the engine or the expert later disagrees with. Then `euchre learn`
// driven through lesson 1 with piped input, as a learner would.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli_run.h"
#include "core/notation.h"
#include "core/view.h"
#include "learn/hint.h"
#include "lessons/lessons.h"

namespace euchre {
namespace {

constexpr int kLessonLevel = 4;             // the expert's deepest level
constexpr std::uint64_t kLessonSeed = 1;    // fixed: the same ranking every run
constexpr double kLessonMargin = 0.15;      // points a deal: a smaller lead could flip with a small engine change

// Every position of every lesson, with where it is for messages.
struct LessonCase {
  std::string where;
  const lessons::Position* p;
};
std::vector<LessonCase> lesson_cases() {
  std::vector<LessonCase> out;
  const auto& all = lessons::builtin_lessons();
  for (std::size_t i = 0; i < all.size(); ++i)
    for (std::size_t k = 0; k < all[i].positions.size(); ++k)
      out.push_back({fmt::format("lesson {} ({}), position {}", i + 1, all[i].id, k + 1), &all[i].positions[k]});
  return out;
}

TEST(Lessons, TheFileOnDiskIsTheOneBuiltIn) {
  std::ifstream in(std::filesystem::path(EUCHRE_SOURCE_DIR) / "data" / "lessons" / "lessons.json");
  ASSERT_TRUE(in.good());
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text, lessons::builtin_lessons_json()) << "rebuild: data/lessons/lessons.json changed since the build";
  EXPECT_EQ(lessons::builtin_lessons().size(), 9u);  // the nine lessons of issue 39, in its order
}

TEST(Lessons, EveryPositionReplaysWithLegalChoices) {
  for (const LessonCase& c : lesson_cases()) {
    SCOPED_TRACE(c.where);
    std::unique_ptr<Game> g;
    ASSERT_NO_THROW(g = lessons::replay(*c.p));
    ASSERT_EQ(g->to_act(), c.p->seat) << "the learner is not to act";
    ActionList legal;
    g->legal(legal);
    ASSERT_GE(c.p->choices.size(), 2u);
    for (const std::string& choice : c.p->choices) {
      const auto a = parse_action(choice, g->deal());
      ASSERT_TRUE(a) << choice;
      bool found = false;
      for (int i = 0; i < legal.size(); ++i) found = found || legal[i] == *a;
      EXPECT_TRUE(found) << choice << " is not legal here";
    }
  }
}

TEST(Lessons, EveryAnswerIsTheExpertsBestByAMargin) {
  for (const LessonCase& c : lesson_cases()) {
    SCOPED_TRACE(c.where);
    const auto g = lessons::replay(*c.p);
    const std::vector<learn::Hint> hints = learn::rank_actions(make_view(*g, c.p->seat), kLessonLevel, kLessonSeed);
    ASSERT_FALSE(hints.empty());
    // The same seed, the same figures: the lesson's verdict cannot depend on the run.
    const std::vector<learn::Hint> again = learn::rank_actions(make_view(*g, c.p->seat), kLessonLevel, kLessonSeed);
    ASSERT_EQ(again.size(), hints.size());
    for (std::size_t i = 0; i < hints.size(); ++i) {
      EXPECT_EQ(again[i].action, hints[i].action);
      EXPECT_EQ(again[i].expected_points, hints[i].expected_points);
    }
    std::string figures;
    for (const learn::Hint& h : hints) figures += fmt::format(" {} {:+.2f};", h.name, h.expected_points.value_or(0));
    std::printf("%s:%s\n", c.where.c_str(), figures.c_str());
    const auto answer = parse_action(c.p->answer, g->deal());
    ASSERT_TRUE(answer);
    EXPECT_EQ(hints.front().action, *answer) << "the expert's best is " << hints.front().name << ", the lesson says "
                                             << c.p->answer << ":" << figures;
    double answer_points = 0;
    for (const learn::Hint& h : hints)
      if (h.action == *answer) answer_points = h.expected_points.value_or(0);
    // Every other legal action, listed or not: a close one could overtake the answer.
    for (const learn::Hint& h : hints) {
      if (h.action == *answer) continue;
      EXPECT_GE(answer_points - h.expected_points.value_or(0), kLessonMargin)
          << h.name << " is too close to the answer to teach:" << figures;
    }
  }
}

// The explanations speak in words: a card code such as "Jh" means nothing to a new player.
TEST(Lessons, TextsNameNoCardCodes) {
  const std::regex code(R"(\b[9TJQKA][cdhs]\b)");
  for (const auto& l : lessons::builtin_lessons()) {
    for (const std::string& para : l.text) EXPECT_FALSE(std::regex_search(para, code)) << l.id << ": " << para;
    for (const auto& p : l.positions) {
      EXPECT_FALSE(std::regex_search(p.why, code)) << l.id << ": " << p.why;
      EXPECT_FALSE(std::regex_search(p.question, code)) << l.id << ": " << p.question;
    }
  }
}

TEST(Lessons, CardsAndActionsInWords) {
  EXPECT_EQ(lessons::card_words(*parse_card("Jh")), "the jack of hearts");
  EXPECT_EQ(lessons::card_words(*parse_card("9c")), "the nine of clubs");
  EXPECT_EQ(lessons::cards_words({*parse_card("As"), *parse_card("Td"), *parse_card("Qc")}),
            "the ace of spades, the ten of diamonds and the queen of clubs");
  const auto& deck = lessons::builtin_lessons().front().positions.front();  // the dealer is to act after the moves
  lessons::Position start = deck;
  start.moves = {"Pass", "Pass", "Pass"};
  start.seat = deck.dealer;
  const auto g = lessons::replay(start);
  EXPECT_EQ(lessons::action_words("Order", g->deal()), "pick up the up-card");
  EXPECT_EQ(lessons::action_words("Order alone", g->deal()), "pick up the up-card and go alone");
  EXPECT_EQ(lessons::action_words("p", g->deal()), "pass");
}

TEST(Lessons, ABadFileIsRefusedWithItsPlace) {
  try {
    lessons::parse_lessons(R"({"lessons":[{"id":"x","title":"t","text":[],"positions":[{"question":"q"}]}]})");
    FAIL() << "accepted";
  } catch (const lessons::LessonError& e) {
    EXPECT_NE(std::string(e.what()).find("lesson 1, position 1: missing \"dealer\""), std::string::npos) << e.what();
  }
  EXPECT_THROW(lessons::parse_lessons("not json"), lessons::LessonError);
  lessons::Position wrong = lessons::builtin_lessons().front().positions.front();
  wrong.moves = {"Pass", "Kh"};
  try {
    lessons::replay(wrong);
    FAIL() << "a card played in the bidding was accepted";
  } catch (const lessons::LessonError& e) {
    EXPECT_NE(std::string(e.what()).find("move 2 \"Kh\""), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace euchre
