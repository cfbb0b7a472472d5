// Runs the built `euchre` program (path in EUCHRE_BIN) for the CLI tests:
// arguments, text on standard input, and what it printed and returned.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace euchre::test {

struct CliResult {
  int code = -1;     // exit status, -1 if killed
  std::string out;   // standard output
  std::string err;   // standard error
};

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A scratch directory of the running test (created; kept for inspection).
inline std::filesystem::path scratch_dir() {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("euchre_test_" + std::to_string(::getpid()) + "_" + info->test_suite_name() + "_" +
                               info->name());
  std::filesystem::create_directories(dir);
  return dir;
}

// Runs `euchre ARGS` in the test's scratch directory with INPUT on stdin.
// NO_COLOR is unset: stdout is a file, so plain text is expected anyway.
// `prefix` goes before the program: more environment (NAME=VALUE ...), or
// a time limit ("timeout 60").
inline CliResult run_euchre(const std::string& args, const std::string& input = "", const std::string& prefix = "") {
  const std::filesystem::path dir = scratch_dir();
  const auto in = dir / "in.txt", out = dir / "out.txt", err = dir / "err.txt";
  std::ofstream(in, std::ios::binary) << input;
  const std::string cmd = "cd '" + dir.string() + "' && env -u NO_COLOR " + prefix + " '" + std::string(EUCHRE_BIN) +
                          "' " + args + " < '" + in.string() + "' > '" + out.string() + "' 2> '" + err.string() + "'";
  const int status = std::system(cmd.c_str());
  CliResult r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

// Runs `euchre ARGS` and expects it to exit with `code` saying `words` on
// standard error.
inline void expect_refused(const std::string& args, int code, const std::string& words) {
  const CliResult r = run_euchre(args);
  EXPECT_EQ(r.code, code) << args;
  EXPECT_NE(r.err.find(words), std::string::npos) << args << ": " << r.err;
}

}  // namespace euchre::test
