// POST /api/analyze's work (src/serve/analysis.h): a record's replay and the
// expert's analysis fit schemas/analysis.json, every position of the replay
// follows the record, and a record that cannot be analysed is refused with
// words naming what is wrong (an HTTP 400), never a crash.
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "bots/random_bot.h"
#include "core/view.h"
#include "egn/egn.h"
#include "serve/analysis.h"

namespace euchre::serve {
namespace {

using json = nlohmann::json;

// "" when `reply` is valid against schemas/NAME, else the validator's words.
std::string invalid(const json& reply, const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("euchre_analysis_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "reply.json") << reply.dump();
  std::ofstream(dir / "validate.py") << "import json, sys, jsonschema\n"
                                        "v = jsonschema.Draft7Validator(json.load(open(sys.argv[1])))\n"
                                        "for e in list(v.iter_errors(json.load(open(sys.argv[2]))))[:5]:\n"
                                        "    print(list(e.absolute_path), e.message[:200])\n";
  const std::string cmd = "/usr/bin/python3 '" + (dir / "validate.py").string() + "' '" + EUCHRE_SOURCE_DIR +
                          "/schemas/" + name + "' '" + (dir / "reply.json").string() + "' 2>&1";
  FILE* pipe = ::popen(cmd.c_str(), "r");
  std::string out;
  char buf[512];
  while (pipe && std::fgets(buf, sizeof buf, pipe)) out += buf;
  const int rc = pipe ? ::pclose(pipe) : -1;
  std::filesystem::remove_all(dir);
  return rc == 0 ? out : "ERROR " + out;
}

// A whole game to 5 of random play, as a record.
std::string random_game_record(std::uint64_t seed) {
  Rules rules;
  rules.target = 5;
  Game g(rules, seed);
  RandomBot bot(seed);
  while (!g.over()) g.apply(bot.choose(make_view(g, g.to_act())));
  egn::Metadata meta;
  meta.players = {"Ann", "Bob", "Cy", "Di"};
  return egn::write(g, meta);
}

std::string refusal(std::string_view text) {
  try {
    analysis_reply(text);
  } catch (const BadRecord& e) {
    return e.what();
  }
  return "(accepted)";
}

TEST(Analysis, AWholeGameIsReplayedPositionByPositionWithEveryDecisionJudged) {
  const std::string text = random_game_record(7);
  const json reply = analysis_reply(text);
  EXPECT_EQ(invalid(reply, "analysis.json"), "");
  EXPECT_EQ(reply["players"], json({"Ann", "Bob", "Cy", "Di"}));
  EXPECT_TRUE(reply["over"]);
  EXPECT_EQ(reply["unit"], "match_equity");
  const egn::Record rec = egn::read(text);
  ASSERT_EQ(reply["deals"].size(), rec.game->records().size());
  int judged = 0, mistakes = 0;
  for (std::size_t k = 0; k < rec.game->records().size(); ++k) {
    const DealRecord& r = rec.game->records()[k];
    const json& d = reply["deals"][k];
    ASSERT_EQ(d["moves"].size(), r.moves.size());
    ASSERT_EQ(d["steps"].size(), r.moves.size() + 1);  // the start, then after each move
    for (int p = 0; p < 4; ++p) EXPECT_EQ(d["hands"][p].size(), 5U);
    EXPECT_EQ(d["steps"][0]["hands"], d["hands"]);
    for (const json& m : d["moves"])
      if (!m["analysis"].is_null()) {
        ++judged;
        mistakes += m["analysis"]["verdict"] == "mistake";
        EXPECT_GE(m["analysis"]["lost"].get<double>(), 0.0);
      }
    // The last position is the deal's end: its score is the deal's.
    EXPECT_EQ(d["steps"].back()["phase"], "over");
    EXPECT_EQ(d["steps"].back()["score"], d["score"]);
  }
  EXPECT_GT(judged, 10);
  EXPECT_GT(mistakes, 0);  // random play: the expert finds mistakes
  int total = 0;
  for (const json& t : reply["totals"]) total += t["decisions"].get<int>();
  EXPECT_EQ(total, judged);
}

TEST(Analysis, ARealWorldRecordWithAHiddenHandShowsNullForItAndJudgesOnlyKnownSeats) {
  std::ifstream f(std::string(EUCHRE_SOURCE_DIR) + "/tests/data/real-world-unknown-discard.egn");
  const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const egn::Record rec = egn::read(text);
  const json reply = analysis_reply(text);
  EXPECT_EQ(invalid(reply, "analysis.json"), "");
  for (std::size_t k = 0; k < reply["deals"].size(); ++k)
    for (int p = 0; p < 4; ++p) {
      EXPECT_EQ(reply["deals"][k]["hands"][p].is_null(), !rec.hand_known(k, p));
      for (const json& m : reply["deals"][k]["moves"]) {
        if (m["seat"] == p && !rec.hand_known(k, p)) {
          EXPECT_TRUE(m["analysis"].is_null());
        }
      }
    }
}

TEST(Analysis, WhatCannotBeAnalysedIsRefusedInWords) {
  EXPECT_EQ(refusal(""), "no record: the request body is empty");
  EXPECT_NE(refusal("{not json").find("not a record euchre can read"), std::string::npos);
  EXPECT_NE(refusal("[1,2,3]").find("not a record euchre can read"), std::string::npos);
  EXPECT_NE(refusal(std::string(kMaxAnalyzeBytes + 1, ' ')).find("the limit is 262144"), std::string::npos);
  // An illegal move: the reader's words name the deal.
  std::string text = random_game_record(3);
  json j = json::parse(text);
  j["deals"][0]["phases"][0]["calls"][0] = "Zz";
  const std::string why = refusal(j.dump());
  EXPECT_NE(why.find("not a record euchre can read"), std::string::npos) << why;
  EXPECT_NE(why.find("deal"), std::string::npos) << why;
  // The refusal's body fits its schema.
  EXPECT_EQ(invalid(json{{"error", why}}, "analysis.error.json"), "");
}

}  // namespace
}  // namespace euchre::serve
