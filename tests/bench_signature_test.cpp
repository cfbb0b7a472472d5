// The behaviour guard rail: `euchre bench` on a small count must print the
// signatures kept in bench/signatures.txt. Any change to what the engine
// does (a rule, the deal, the solver's answers) changes a signature, so a
// behaviour change must update that file on purpose, in the same commit.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "cli_run.h"

namespace euchre::test {
namespace {

TEST(BenchSignature, MatchesTheKeptSignatures) {
  std::ifstream in(std::string(EUCHRE_SOURCE_DIR) + "/bench/signatures.txt");
  ASSERT_TRUE(in) << "bench/signatures.txt is missing";
  int checked = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t colon = line.rfind(": ");
    ASSERT_NE(colon, std::string::npos) << "malformed line: " << line;
    const std::string args = line.substr(0, colon), want = line.substr(colon + 2);
    const CliResult r = run_euchre(args);
    ASSERT_EQ(r.code, 0) << args << "\n" << r.err;
    EXPECT_NE(r.out.find("signature: " + want + "\n"), std::string::npos)
        << "euchre " << args << " changed behaviour:\n" << r.out;
    ++checked;
  }
  EXPECT_GE(checked, 2);
}

}  // namespace
}  // namespace euchre::test
