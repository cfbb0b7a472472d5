// Every preset and every option value plays complete games with `euchre
// selfplay`, and each written record replays with `euchre replay` (issue:
// "All seven presets and every option play complete games ... and replay
// from their EGN records").
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "core/rules.h"

#include "cli_run.h"

namespace euchre {
namespace {

namespace fs = std::filesystem;

struct RunResult {
  int exit_code = -1;
  std::string output;  // stdout and stderr
};

RunResult run(const std::string& args) {
  const test::CliResult r = test::run_euchre(args);
  return {r.code, r.out + r.err};
}

fs::path temp_dir() {
  static const fs::path dir = [] {
    fs::path d = fs::temp_directory_path() / ("euchre-selfplay-test-" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
  }();
  return dir;
}

// Plays one game with selfplay and replays its record; both must succeed.
void play_and_replay(const std::string& preset_name, const std::vector<std::string>& sets, int seed) {
  std::string label = preset_name;
  std::string set_args;
  for (const auto& s : sets) {
    set_args += " --set " + s;
    label += "_" + s;
  }
  for (char& ch : label)
    if (ch == '=' || ch == '-') ch = '_';
  const fs::path file = temp_dir() / (label + ".egn");
  const RunResult play = run("selfplay --games 1 --seed " + std::to_string(seed) + " --preset " + preset_name +
                             set_args + " --out " + file.string());
  ASSERT_EQ(play.exit_code, 0) << label << ": " << play.output;
  ASSERT_TRUE(fs::exists(file)) << label;
  const RunResult replay = run("replay " + file.string() + " --json");
  EXPECT_EQ(replay.exit_code, 0) << label << ": " << replay.output;
  EXPECT_NE(replay.output.find("\"winner\""), std::string::npos) << label << ": " << replay.output;
}

TEST(SelfplayCli, EveryPresetPlaysAndReplays) {
  for (const auto& p : preset_infos()) play_and_replay(std::string(p.name), {}, 11);
}

// The accepted values of an option, from its OptionInfo ("a|b|c").
std::vector<std::string> values_of(const OptionInfo& info) {
  std::vector<std::string> out;
  std::string v(info.values);
  if (v.find('|') == std::string::npos) return out;  // free-form (numbers): covered below
  std::size_t start = 0;
  while (start <= v.size()) {
    const std::size_t bar = v.find('|', start);
    out.push_back(v.substr(start, bar == std::string::npos ? std::string::npos : bar - start));
    if (bar == std::string::npos) break;
    start = bar + 1;
  }
  return out;
}

TEST(SelfplayCli, EveryOptionValuePlaysAndReplays) {
  int seed = 100;
  int combos = 0;
  for (const OptionInfo& info : option_infos()) {
    std::vector<std::string> values = values_of(info);
    if (info.name == "target") values = {"5", "7", "11", "15"};
    if (info.name == "num_deals") values = {"3"};
    if (info.name == "series") values = {"single", "first_to:2", "rubber"};
    // Laps and slams need a series of games, which no preset plays; jambone
    // and jamboree need laps (K ch. 5).
    const bool needs_laps = info.name == "jambone" || info.name == "jamboree";
    const bool needs_series = info.name == "laps" || info.name == "slams" || needs_laps;
    for (const std::string& value : values) {
      const std::string assignment = std::string(info.name) + "=" + value;
      std::vector<std::string> assignments = {assignment};
      if (needs_laps) assignments.insert(assignments.begin(), "laps=true");
      if (needs_series) assignments.insert(assignments.begin(), "series=first_to:2");
      // The first preset on which the value is valid (some values need
      // companions: both_alone needs lone_defender, which modern has).
      std::string chosen;
      for (const auto& p : preset_infos()) {
        Rules r = preset(p.name);
        try {
          for (const std::string& a : assignments) apply_override(r, a);
          validate(r);
          chosen = std::string(p.name);
          break;
        } catch (const RuleError&) {
        }
      }
      ASSERT_FALSE(chosen.empty()) << assignment << " is valid on no preset";
      play_and_replay(chosen, assignments, seed++);
      ++combos;
    }
  }
  EXPECT_GT(combos, 50);
}

}  // namespace
}  // namespace euchre
