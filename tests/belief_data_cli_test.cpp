// `euchre belief-data` (src/lab/belief_data.h, docs/learned.md): one row a
// decision of the play, in the format learning/train_beliefs.py reads; the
// same rows on any number of threads; rules the model cannot read refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace euchre {
namespace {

std::vector<std::string> lines_of(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

TEST(BeliefDataCli, OneRowADecisionOfThePlayOnAnyThreads) {
  const std::filesystem::path dir = test::scratch_dir();
  const auto one = dir / "b1.txt", two = dir / "b2.txt";
  const test::CliResult r = test::run_euchre("belief-data --deals 6 --seed 3 --out " + one.string());
  ASSERT_EQ(r.code, 0) << r.err;
  const std::vector<std::string> rows = lines_of(one);
  ASSERT_GE(rows.size(), 30u) << "six deals have some thirty decisions of the play";
  EXPECT_NE(r.out.find("decisions of the play: " + std::to_string(rows.size())), std::string::npos) << r.out;
  for (const std::string& row : rows) {
    ASSERT_EQ(row.size(), 218u + 1 + 24) << row;
    EXPECT_EQ(row.find_first_not_of("01"), 218u) << row;
    EXPECT_EQ(row[218], ',');
    const std::string places = row.substr(219);
    EXPECT_EQ(places.find_first_not_of("0123x"), std::string::npos) << places;
    // At least its own hand's cards are known to the seat, and at least
    // three cards lie out of play.
    EXPECT_GE(std::count(places.begin(), places.end(), 'x'), 1) << places;
    EXPECT_GE(std::count(places.begin(), places.end(), '3') + std::count(places.begin(), places.end(), 'x'), 4);
  }
  ASSERT_EQ(test::run_euchre("belief-data --deals 6 --seed 3 --threads 2 --out " + two.string()).code, 0);
  EXPECT_EQ(lines_of(two), rows);
}

TEST(BeliefDataCli, RulesTheModelCannotReadAreRefused) {
  const auto out = (test::scratch_dir() / "bad.txt").string();
  test::CliResult r = test::run_euchre("belief-data --deals 2 --preset three-handed --out " + out);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("five-card, four-seat partnership preset"), std::string::npos) << r.err;
  r = test::run_euchre("belief-data --deals 2 --preset keller --out " + out);  // 32 cards
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("needs a preset of the 24-card deck"), std::string::npos) << r.err;
  r = test::run_euchre("belief-data --deals 0 --out " + out);
  EXPECT_EQ(r.code, 2) << r.err;
}

}  // namespace
}  // namespace euchre
