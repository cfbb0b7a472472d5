// Positions from published expert advice (issue 10; docs/notebook/expert-experiments.md, "Published
// positions"): tests/data/positions/positions.json lists partial EGN records,
// each with the seat to advise, the answer the advice gives and its source.
// The sources, cited in the manifest: J. Andrews, "The Modern Game of Euchre"
// (Games Magazine, 2000); H. Lapp, "The Ten Commandments of Euchre" (2000, as
// published by euchrestrategy.info and OhioEuchre); OhioEuchre's articles on
// next calls, second-round calls, discards, ducking, lone defence and common
// errors; the Euchre Universe blog (assisting, a jack turned up, loner
// defence, the 9-6 order-up); Euchre Info and Euchreverse; Vegas Euchre on
// next; Wikipedia, "Euchre" (trumping partner, lay-downs); J. W. Keller,
// "The Game of Euchre" (1887).
//
// Two checks: every record reads, the advised seat is to act with its hand
// known, and every expected answer is a legal action there (the advice must
// be playable); and the engine's agreement with the advice, as `euchre hint`
// ranks the actions (learn::rank_actions, the default level and seed), may
// not fall: a position that disagrees and is not listed in
// disagreements.json is a regression. The agreement figure is printed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "bots/expert_bot.h"
#include "core/notation.h"
#include "core/view.h"
#include "egn/egn.h"
#include "learn/hint.h"
#include "learned/belief_model.h"
#include "learned/learned_expert.h"

namespace euchre {
namespace {

using nlohmann::json;

const std::filesystem::path kDir = std::filesystem::path(EUCHRE_SOURCE_DIR) / "tests" / "data" / "positions";
constexpr std::uint64_t kHintSeed = 1;  // `euchre hint`'s default seed: the same ranking as the command

json read_json(const std::filesystem::path& p) {
  std::ifstream in(p);
  EXPECT_TRUE(in.good()) << p;
  return json::parse(in);
}

struct Position {
  std::string file;
  int seat = 0;
  std::string category;
  std::vector<int> score;  // [team 0, team 1]: the record's initialScore
  std::vector<std::string> expected;
  std::string advice;
};

std::vector<Position> positions() {
  std::vector<Position> out;
  const json manifest = read_json(kDir / "positions.json");  // kept: a range-for over a temporary's member dangles
  for (const json& j : manifest.at("positions"))
    out.push_back({j.at("file").get<std::string>(), j.at("seat").get<int>(), j.at("category").get<std::string>(),
                   j.at("score").get<std::vector<int>>(), j.at("expected").get<std::vector<std::string>>(),
                   j.at("advice").get<std::string>()});
  return out;
}

// The view the hint works on: the record's last game, from the advised seat.
// Empty (with a test failure) when the record is no question for that seat.
std::optional<SeatView> advised_view(const Position& p) {
  std::optional<egn::Record> read;
  try {
    read = egn::read(egn::read_record_file((kDir / p.file).string()));
  } catch (const std::exception& e) {  // name the file: the reader's message names only the deal
    ADD_FAILURE() << p.file << ": " << e.what();
    return std::nullopt;
  }
  const egn::Record& rec = *read;
  const Game& g = rec.last_game();
  if (g.over() || g.awaiting_deal() || g.deal().over()) {
    ADD_FAILURE() << p.file << ": the record ends where nobody is to act";
    return std::nullopt;
  }
  if (g.to_act() != p.seat) {
    ADD_FAILURE() << p.file << ": seat " << g.to_act() << " is to act, not seat " << p.seat;
    return std::nullopt;
  }
  if (!rec.hand_known(rec.deal_count() - 1, p.seat)) {
    ADD_FAILURE() << p.file << ": seat " << p.seat << "'s hand is not fully known";
    return std::nullopt;
  }
  return make_view(g, p.seat);
}

std::set<std::string> legal_names(const SeatView& v) {
  std::set<std::string> names;
  for (const Action a : v.legal) names.insert(action_text(a));
  return names;
}

// The issue asks for at least 30 positions covering every kind of decision,
// at several scores.
TEST(PublishedPositions, CoverTheIssuesCategories) {
  const std::map<std::string, int> needed{{"round1", 8}, {"round2", 5}, {"loner", 4},
                                          {"discard", 3}, {"lead", 5}, {"play", 4}};
  std::map<std::string, int> have;
  std::set<std::vector<int>> scores;
  const std::vector<Position> all = positions();
  for (const Position& p : all) ++have[p.category], scores.insert(p.score);
  EXPECT_GE(all.size(), 30u);
  EXPECT_GE(scores.size(), 5u);
  for (const auto& [category, n] : needed) EXPECT_GE(have[category], n) << category;
  for (const auto& [category, n] : have) EXPECT_TRUE(needed.count(category)) << "unknown category " << category;
}

// Every position is a real question: the record replays, the advised seat is
// to act with its own hand known, and the advice names legal actions.
TEST(PublishedPositions, EveryExpectedAnswerIsLegal) {
  const json manifest = read_json(kDir / "positions.json");
  for (const json& j : manifest.at("positions")) {
    EXPECT_FALSE(j.at("expected").empty()) << j.at("file");
    for (const json& s : j.at("sources")) EXPECT_TRUE(manifest.at("sources").contains(s)) << j.at("file") << ": " << s;
  }
  for (const Position& p : positions()) {
    SCOPED_TRACE(p.file);
    const std::optional<SeatView> v = advised_view(p);
    if (!v) continue;
    ASSERT_EQ(p.score.size(), 2u);
    EXPECT_EQ(v->score[0], p.score[0]) << "the manifest's score is not the record's";
    EXPECT_EQ(v->score[1], p.score[1]) << "the manifest's score is not the record's";
    const std::set<std::string> legal = legal_names(*v);
    EXPECT_GT(legal.size(), 1u) << "a forced move is no question";
    for (const std::string& e : p.expected) EXPECT_TRUE(legal.count(e)) << e << " is not legal here";
  }
}

// The engine's first choice against the advice. The positions it disagrees
// with today are listed in disagreements.json (each explained in
// docs/notebook/expert-experiments.md); any other disagreement is a regression. A listed position
// that now agrees is reported, so the list can be shortened.
TEST(PublishedPositions, AgreementDoesNotFall) {
  std::set<std::string> known;
  const json listed = read_json(kDir / "disagreements.json");
  for (const json& d : listed.at("disagreements"))
    known.insert(d.at("file").get<std::string>());
  int agree = 0, total = 0;
  for (const Position& p : positions()) {
    const std::optional<SeatView> v = advised_view(p);
    if (!v) continue;
    const std::vector<learn::Hint> hints = learn::rank_actions(*v, ExpertBot::kDefaultLevel, kHintSeed);
    const std::string& choice = hints.front().name;
    const bool agrees = std::find(p.expected.begin(), p.expected.end(), choice) != p.expected.end();
    ++total;
    agree += agrees;
    if (!agrees && !known.count(p.file))
      ADD_FAILURE() << p.file << ": the engine chooses " << choice << " (" << hints.front().reason
                    << "); the advice: " << p.advice;
    if (agrees && known.count(p.file))
      std::printf("now agrees (remove from disagreements.json): %s chooses %s\n", p.file.c_str(), choice.c_str());
    if (!agrees) std::printf("disagrees: %s: engine %s, advice %s\n", p.file.c_str(), choice.c_str(), p.expected.front().c_str());
  }
  ASSERT_GT(total, 0);
  std::printf("published positions: the engine agrees with %d of %d (%.1f%%)\n", agree, total, 100.0 * agree / total);
  RecordProperty("agreement", std::to_string(agree) + "/" + std::to_string(total));
}

// The third expert (expert-v3, docs/learned.md) answers round 1 by its
// blend wherever its model applies and plays by its learned beliefs where
// those apply, and is the expert everywhere else: its figure is the
// expert's with those answers in place of the hint's.
// Issue 40 asks the third expert for more agreement than the second's; it
// must at least not have less.
TEST(PublishedPositions, TheThirdExpertAgreesNoLessThanTheExpert) {
  int agree = 0, expert_agree = 0, total = 0, by_model = 0, by_beliefs = 0;
  for (const Position& p : positions()) {
    const std::optional<SeatView> v = advised_view(p);
    if (!v) continue;
    const std::string hint = learn::rank_actions(*v, ExpertBot::kDefaultLevel, kHintSeed).front().name;
    std::string choice = hint;
    if (learned::is_round1_question(*v) && learned::auction_model_applies(learned::shipped_auction_model(), *v)) {
      learned::LearnedExpertBot bot(kHintSeed);
      choice = action_text(bot.choose(*v));
      ++by_model;
      std::printf("round 1 by the blend: %s: %s (the expert's hint %s), advice %s\n", p.file.c_str(), choice.c_str(),
                  hint.c_str(), p.expected.front().c_str());
    } else if (learned::belief_model_applies(learned::shipped_belief_model(), *v)) {
      learned::LearnedExpertBot bot(kHintSeed);
      choice = action_text(bot.choose(*v));
      ++by_beliefs;
      std::printf("the play by the beliefs: %s: %s (the expert's hint %s), advice %s\n", p.file.c_str(), choice.c_str(),
                  hint.c_str(), p.expected.front().c_str());
    }
    ++total;
    agree += std::find(p.expected.begin(), p.expected.end(), choice) != p.expected.end();
    expert_agree += std::find(p.expected.begin(), p.expected.end(), hint) != p.expected.end();
  }
  EXPECT_GT(by_model, 5) << "the round-1 positions at a low score are the model's";
  EXPECT_GE(agree, expert_agree);
  std::printf("published positions: the third expert agrees with %d of %d (%d by the blend, %d by the beliefs), the "
              "expert with %d\n", agree, total, by_model, by_beliefs, expert_agree);
}

}  // namespace
}  // namespace euchre
