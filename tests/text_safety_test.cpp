// Text from outside shown safely (issue 36, "Privacy"; docs/events.md): a
// CSV cell a spreadsheet would run is led by a quote (OWASP, "CSV
// Injection"); `euchre event import` shows a file's control and invisible
// characters as escapes and says so; an extra file is read within bounds
// named in the error.
#include <fstream>
#include <functional>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_run.h"
#include "events/csv_cell.h"
#include "events/plain_text.h"

namespace euchre::test {
namespace {

using json = nlohmann::json;

const std::filesystem::path kMotEMatch = std::filesystem::path(EUCHRE_SOURCE_DIR) / "tests/data/emn/MotE W5 Match.emn";

// OWASP, "CSV Injection": a cell starting with = + - @, a tab or a carriage
// return is prefixed with a single quote, and every cell is quoted.
TEST(CsvCell, AFormulaIsShownNotRun) {
  EXPECT_EQ(events::csv_cell("Ann"), "\"Ann\"");
  EXPECT_EQ(events::csv_cell("Smith, \"Al\""), "\"Smith, \"\"Al\"\"\"");
  EXPECT_EQ(events::csv_cell("=HYPERLINK(\"http://x\",\"y\")"), "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
  for (const std::string lead : {"=", "+", "-", "@", "\t", "\r"})
    EXPECT_EQ(events::csv_cell(lead + "1+1"), "\"'" + lead + "1+1\"") << "lead " << static_cast<int>(lead[0]);
  EXPECT_EQ(events::csv_cell("Ann=1"), "\"Ann=1\"") << "only the first character counts";
  EXPECT_EQ(events::csv_cell(""), "\"\"");
}

TEST(PlainText, ControlAndInvisibleCharactersAreEscaped) {
  bool found = true;
  EXPECT_EQ(events::printable("Ann & Bob", &found), "Ann & Bob");
  EXPECT_FALSE(found);
  EXPECT_EQ(events::printable("Zoë 北", &found), "Zoë 北");
  EXPECT_FALSE(found);
  EXPECT_EQ(events::printable("\x1b[2Jx\x07", &found), "\\x1b[2Jx\\x07");
  EXPECT_TRUE(found);
  EXPECT_EQ(events::printable("a\u202eb\u200bc"), "a\\u202eb\\u200bc");
  EXPECT_EQ(events::printable("\xc2\x9b" "31m"), "\\x9b31m") << "C1 CSI";
  EXPECT_EQ(events::printable("\xff\xc0\xaf"), "\\xff\\xc0\\xaf") << "not UTF-8 (an overlong '/')";
}

// The EGN project's example match with text no terminal should obey.
std::filesystem::path hostile_match() {
  json doc = json::parse(slurp(kMotEMatch));
  doc["metadata"]["title"] = "W5\x1b]0;owned\x07\x1b[2J";
  doc["metadata"]["players"][0]["name"] = "Ann\u202egnp.exe";
  const auto path = scratch_dir() / "hostile.emn";
  std::ofstream(path) << doc.dump(2);
  return path;
}

TEST(EventImport, ControlCharactersFromTheFileAreShownAsEscapesAndNamed) {
  const std::filesystem::path file = hostile_match();
  const CliResult r = run_euchre("event import '" + file.string() + "'");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << "an escape sequence reached the terminal";
  EXPECT_EQ(r.out.find('\x07'), std::string::npos);
  EXPECT_EQ(r.out.find("\u202e"), std::string::npos);
  EXPECT_NE(r.out.find("W5\\x1b]0;owned\\x07\\x1b[2J"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Ann\\u202egnp.exe"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("holds control or invisible characters"), std::string::npos) << r.err;
  // A clean file says nothing of the kind.
  const CliResult clean = run_euchre("event import '" + kMotEMatch.string() + "'");
  ASSERT_EQ(clean.code, 0) << clean.err;
  EXPECT_EQ(clean.err.find("control or invisible"), std::string::npos) << clean.err;
}

// A simulated evening's extra file, changed, and the import's answer.
CliResult import_with_extra(const std::function<void(json&)>& change, const std::string& padding = "") {
  const CliResult sim = run_euchre("event simulate --people 8 --rounds 2 --deals 2 --movement fixed --seed 3 --out bounds");
  EXPECT_EQ(sim.code, 0) << sim.err;
  const auto dir = scratch_dir() / "bounds";
  json extra = json::parse(slurp(dir / "evening.emn-extra.json"));
  change(extra);
  if (!padding.empty()) extra["padding"] = padding;
  std::ofstream(dir / "evening.emn-extra.json") << extra.dump();
  return run_euchre("event import bounds/evening.emn");
}

TEST(EventImport, AnExtraFileIsReadWithinBoundsNamedInTheError) {
  const CliResult people = import_with_extra([](json& e) { e["evening"]["people"] = 100'000; });
  EXPECT_EQ(people.code, 1);
  EXPECT_NE(people.err.find("evening \"people\" is 100000; an evening has 1 to 400"), std::string::npos) << people.err;
  const CliResult rounds = import_with_extra([](json& e) { e["evening"]["rounds"] = 1'000'000; });
  EXPECT_EQ(rounds.code, 1);
  EXPECT_NE(rounds.err.find("evening \"rounds\" is 1000000; an evening has 1 to 100"), std::string::npos) << rounds.err;
  const CliResult values = import_with_extra([](json& e) { e["players"] = json(std::vector<int>(1'100'000, 0)); });
  EXPECT_EQ(values.code, 1);
  EXPECT_NE(values.err.find("the extra file holds more than 1000000 JSON values (the limit)"), std::string::npos)
      << values.err.substr(0, 300);
  const CliResult big = import_with_extra([](json&) {}, std::string(9 << 20, 'x'));
  EXPECT_EQ(big.code, 1);
  EXPECT_NE(big.err.find("bytes; the limit is 8 MiB"), std::string::npos) << big.err.substr(0, 300);
  // Within the bounds the evening reads as before.
  EXPECT_EQ(import_with_extra([](json&) {}).code, 0);
}

}  // namespace
}  // namespace euchre::test
