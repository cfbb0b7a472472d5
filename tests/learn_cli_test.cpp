// `euchre learn` driven as a learner would: the built binary with answers
// piped in. The verdicts follow the answers given; bad input is named and
// asked again; the progress file is kept, and a failure to write it is
// reported without stopping the lesson.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace {

bool learn_says(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

std::string learn_progress_arg(const std::filesystem::path& p) { return " --progress '" + p.string() + "'"; }

TEST(LearnCli, ListsTheLessons) {
  const auto progress = euchre::test::scratch_dir() / "progress.json";
  const auto r = euchre::test::run_euchre("learn" + learn_progress_arg(progress));
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(learn_says(r.out, "1. The deck and the ranks")) << r.out;
  EXPECT_TRUE(learn_says(r.out, "9. Reading your partner")) << r.out;
}

// Lesson 1's answers are the ace of clubs, then the king of clubs: the first
// is answered wrongly by number after two bad lines, the second rightly in
// `euchre play`'s words.
TEST(LearnCli, LessonOneJudgesEachAnswerAndAsksAgainAfterBadInput) {
  const auto progress = euchre::test::scratch_dir() / "progress.json";
  const auto r = euchre::test::run_euchre("learn 1" + learn_progress_arg(progress), "banana\n7\n2\nkc\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(learn_says(r.out, "Lesson 1: The deck and the ranks")) << r.out;
  EXPECT_TRUE(learn_says(r.out, "\"banana\" is not one of the choices: type a number from 1 to 2")) << r.out;
  EXPECT_TRUE(learn_says(r.out, "\"7\" is not one of the choices")) << r.out;
  EXPECT_TRUE(learn_says(r.out, "Not quite: the expert would play the ace of clubs.")) << r.out;
  EXPECT_TRUE(learn_says(r.out, "Right: play the king of clubs.")) << r.out;
  EXPECT_TRUE(learn_says(r.out, "Your hand: the queen of clubs, the ace of clubs")) << r.out;
  EXPECT_TRUE(learn_says(r.out, "The expert's figures")) << r.out;
  EXPECT_TRUE(learn_says(r.out, "Lesson 1 done: 1 of 2 right.")) << r.out;
  const auto saved = nlohmann::json::parse(euchre::test::slurp(progress));
  EXPECT_EQ(saved["lessons"]["deck"]["right"], 1);
  EXPECT_EQ(saved["lessons"]["deck"]["of"], 2);
  const auto listed = euchre::test::run_euchre("learn" + learn_progress_arg(progress));
  EXPECT_TRUE(learn_says(listed.out, "The deck and the ranks  (done: 1 of 2 right)")) << listed.out;
}

TEST(LearnCli, AllRightAnswersAreAllRight) {
  const auto progress = euchre::test::scratch_dir() / "progress.json";
  const auto r = euchre::test::run_euchre("learn deck" + learn_progress_arg(progress), "1\n1\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_FALSE(learn_says(r.out, "Not quite")) << r.out;
  EXPECT_TRUE(learn_says(r.out, "Lesson 1 done: 2 of 2 right.")) << r.out;
}

TEST(LearnCli, InputEndingMidLessonStopsCleanly) {
  const auto progress = euchre::test::scratch_dir() / "progress.json";
  const auto r = euchre::test::run_euchre("learn 1" + learn_progress_arg(progress), "1\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(learn_says(r.out, "input ended")) << r.out;
}

TEST(LearnCli, NoSuchLessonIsRefused) {
  const auto progress = euchre::test::scratch_dir() / "progress.json";
  const auto r = euchre::test::run_euchre("learn 99" + learn_progress_arg(progress));
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(learn_says(r.err, "no lesson \"99\": give a number from 1 to 9")) << r.err;
}

// A progress file that cannot be written (its folder is a file) is named on
// standard error; the lesson itself runs to its end.
TEST(LearnCli, AnUnwritableProgressFileIsReportedNotFatal) {
  const auto dir = euchre::test::scratch_dir();
  std::ofstream(dir / "plain") << "x";
  const auto r = euchre::test::run_euchre("learn 1" + learn_progress_arg(dir / "plain" / "p.json"), "1\n1\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(learn_says(r.out, "Lesson 1 done: 2 of 2 right.")) << r.out;
  EXPECT_TRUE(learn_says(r.err, "cannot save progress to")) << r.err;
}

TEST(LearnCli, ABrokenProgressFileStartsAfresh) {
  const auto progress = euchre::test::scratch_dir() / "progress.json";
  std::ofstream(progress) << "{not json";
  const auto r = euchre::test::run_euchre("learn" + learn_progress_arg(progress));
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(learn_says(r.err, "is not a lessons progress file; starting afresh")) << r.err;
}

}  // namespace
