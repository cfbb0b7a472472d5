// `euchre selfplay --fair` and `euchre verify`: fair records verify under
// several rule sets, and every kind of tampering (a wrong or missing secret,
// a changed contribution, a card moved between hands, a deal without data)
// makes verify fail naming the deal.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli_run.h"
#include "core/notation.h"
#include "egn/egn.h"
#include "fair_game.h"
#include "test_util.h"

namespace euchre {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::FairGame;
using test::fair_entry;
using test::play_fair;
using test::R;
using test::run_euchre;
using test::scratch_dir;
using test::slurp;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

fs::path save(const std::string& name, const std::string& text) {
  const fs::path p = scratch_dir() / name;
  std::ofstream(p) << text;
  return p;
}

test::CliResult verify(const fs::path& file) { return run_euchre("verify '" + file.string() + "'"); }

void selfplay_then_verify(const std::string& args) {
  const fs::path file = scratch_dir() / "fair.egn";
  const test::CliResult play = run_euchre("selfplay --fair --games 1 --seed 9 " + args + " --out '" + file.string() + "'");
  ASSERT_EQ(play.code, 0) << args << ": " << play.out << play.err;
  const test::CliResult v = verify(file);
  EXPECT_EQ(v.code, 0) << args << ": " << v.out << v.err;
  const std::vector<std::string> lines = lines_of(v.out);
  const egn::Record rec = egn::read(slurp(file));
  ASSERT_EQ(lines.size(), rec.deal_count() + 1) << v.out;
  for (std::size_t k = 0; k < rec.deal_count(); ++k) EXPECT_EQ(lines[k], "deal " + std::to_string(k) + ": ok");
  EXPECT_EQ(lines.back(), "all " + std::to_string(rec.deal_count()) + " deals match their seeds");
  // The record is still a record: replay reads it without a warning.
  const test::CliResult r = run_euchre("replay --strict '" + file.string() + "'");
  EXPECT_EQ(r.code, 0) << args << ": " << r.err;
}

TEST(FairCli, SelfplayFairVerifiesStandard) { selfplay_then_verify("--preset standard"); }
TEST(FairCli, SelfplayFairVerifiesBritishWithTheBenny) { selfplay_then_verify("--preset british"); }
TEST(FairCli, SelfplayFairVerifiesKeller32Cards) { selfplay_then_verify("--preset keller"); }
TEST(FairCli, SelfplayFairVerifiesThreeHanded) { selfplay_then_verify("--preset three-handed"); }
TEST(FairCli, SelfplayFairVerifiesFarmersHands) {
  selfplay_then_verify("--preset keller --set farmers_hand=three_low --set deal_pattern=1");
}

TEST(FairCli, EachDealHasItsOwnSecretFromTheSystem) {
  const fs::path a = scratch_dir() / "a.egn", b = scratch_dir() / "b.egn";
  ASSERT_EQ(run_euchre("selfplay --fair --seed 1 --out '" + a.string() + "'").code, 0);
  ASSERT_EQ(run_euchre("selfplay --fair --seed 1 --out '" + b.string() + "'").code, 0);
  const json ja = json::parse(slurp(a)), jb = json::parse(slurp(b));
  std::set<std::string> secrets;
  for (const json* j : {&ja, &jb})
    for (const json& d : (*j)["x-euchre"]["deals"]) {
      const std::string s = d["fair"]["secret"];
      EXPECT_EQ(s.size(), 64u);
      EXPECT_TRUE(secrets.insert(s).second) << "a secret used twice: " << s;
    }
  // The same seed, other cards: the seed no longer decides the deals.
  EXPECT_NE(ja["deals"][0]["initialState"], jb["deals"][0]["initialState"]);
}

// A standard fair record from the command line, to be tampered with.
json fair_selfplay_record(const std::string& seed = "21") {
  const fs::path file = scratch_dir() / ("base-" + seed + ".egn");
  const test::CliResult play = run_euchre("selfplay --fair --seed " + seed + " --out '" + file.string() + "'");
  if (play.code != 0) throw std::runtime_error("selfplay --fair failed: " + play.err);
  return json::parse(slurp(file));
}

// Runs verify on the edited record: exit 1, `deal n`'s line starts with
// `want`, every other deal ok.
void expect_fails_at(const json& record, int n, const std::string& want, const std::string& name) {
  const test::CliResult v = verify(save(name + ".egn", record.dump(2)));
  EXPECT_EQ(v.code, 1) << v.out << v.err;
  const std::vector<std::string> lines = lines_of(v.out);
  ASSERT_GE(lines.size(), 2u) << v.out << v.err;
  for (std::size_t k = 0; k + 1 < lines.size(); ++k) {
    const std::string prefix = "deal " + std::to_string(k) + ": ";
    if (static_cast<int>(k) == n) {
      EXPECT_EQ(lines[k].rfind(prefix + want, 0), 0u) << lines[k];
    } else {
      EXPECT_EQ(lines[k], prefix + "ok");
    }
  }
  EXPECT_EQ(lines.back(), "1 of " + std::to_string(lines.size() - 1) + " deals do not verify");
}

TEST(FairCli, AWrongSecretFailsNamingTheDeal) {
  json j = fair_selfplay_record();
  std::string s = fair_entry(j, 2)["secret"];
  s[0] = s[0] == '0' ? '1' : '0';
  fair_entry(j, 2)["secret"] = s;
  expect_fails_at(j, 2, "the secret does not match the commitment: SHA-256 of the secret is ", "wrong-secret");
}

TEST(FairCli, AMissingRevealFails) {
  json j = fair_selfplay_record();
  fair_entry(j, 3).erase("secret");
  expect_fails_at(j, 3, "no secret revealed", "no-secret");
}

TEST(FairCli, AChangedBotContributionFails) {
  json j = fair_selfplay_record();
  std::string c = fair_entry(j, 1)["contributions"][0];
  c[5] = c[5] == 'a' ? 'b' : 'a';
  fair_entry(j, 1)["contributions"][0] = c;
  expect_fails_at(j, 1, "seat 0 is a bot, but its contribution is not the one the secret derives for it",
                  "bot-contribution");
}

TEST(FairCli, AChangedHumanContributionDealsOtherCards) {
  json j = fair_selfplay_record();
  fair_entry(j, 1)["contributions"][2] = "00";
  fair_entry(j, 1)["bots"] = {0, 1, 3};  // seat 2 a human now: only the cards can tell
  fair_entry(j, 1)["people"] = {2};
  const test::CliResult v = verify(save("human-contribution.egn", j.dump(2)));
  EXPECT_EQ(v.code, 1);
  const std::vector<std::string> lines = lines_of(v.out);
  ASSERT_GE(lines.size(), 3u) << v.out;
  EXPECT_TRUE(lines[1].rfind("deal 1: the up-card is ", 0) == 0 ||
              lines[1].rfind("deal 1: the hands differ from the seeds: seat ", 0) == 0)
      << lines[1];
}

// issue 28: a record whose bots list was dropped (or emptied) would let a
// dishonest server choose the bots' contributions after seeing the people's;
// every seat must be accounted for, a bot's (derived) or a person's.
TEST(FairCli, ARecordThatDoesNotSayWhoseEachContributionIsIsRefused) {
  for (const bool empty : {false, true}) {
    json j = fair_selfplay_record();
    if (empty) {
      fair_entry(j, 1)["bots"] = json::array();
    } else {
      fair_entry(j, 1).erase("bots");
    }
    const test::CliResult v = verify(save("no-bots.egn", j.dump(2)));
    EXPECT_EQ(v.code, 1) << v.out;
    EXPECT_NE(v.out.find("deal 1: the record does not say whose contribution seat 0's is"), std::string::npos) << v.out;
  }
}

TEST(FairCli, ACardSwappedBetweenHandsFailsNamingBoth) {
  // The dealer (seat 0, 3-2) gives the first three cards to seat 1 and cards
  // 7-9 to seat 3: deal 0 swaps order[0] and order[6] before dealing.
  Card a = kNoCard, b = kNoCard;
  const FairGame fg = play_fair(R("standard"), 7, [&](int deal, std::vector<Card>& order) {
    if (deal != 0) return;
    a = order[0];
    b = order[6];
    std::swap(order[0], order[6]);
  });
  ASSERT_TRUE(fg.game->over());
  const test::CliResult v = verify(save("swapped.egn", fg.egn()));
  EXPECT_EQ(v.code, 1) << v.err;
  const std::vector<std::string> lines = lines_of(v.out);
  ASSERT_GE(lines.size(), 3u) << v.out;
  EXPECT_EQ(lines[0], "deal 0: the hands differ from the seeds: seat 1 holds " + card_text(b) + ", the seeds deal it " +
                          card_text(a) + "; seat 3 holds " + card_text(a) + ", the seeds deal it " + card_text(b));
  EXPECT_EQ(lines[1], "deal 1: ok");
}

TEST(FairCli, AFarmerGivenOtherKittyCardsFails) {
  // A deal where a farmer took the kitty's top three cards, from fixed seeds.
  const Rules rules = R("keller", {"farmers_hand=three_low"});  // 32 cards: a kitty of 11
  std::uint64_t seed = 0;
  int farmer_deal = -1;
  for (seed = 1; seed < 40 && farmer_deal < 0; ++seed) {
    const FairGame honest = play_fair(rules, seed);
    for (const DealRecord& d : honest.game->records())
      for (const Move& m : d.moves)
        if (m.action.kind == ActionKind::FarmerGive && farmer_deal < 0) farmer_deal = d.number;
  }
  --seed;
  ASSERT_GE(farmer_deal, 0) << "no farmer's hand in 40 games";
  EXPECT_EQ(verify(save("farmer-honest.egn", play_fair(rules, seed).egn())).code, 0);
  // The same game, but the dealer slips the kitty's bottom card to its top:
  // the same hands and up-card, another card for the farmer.
  const FairGame cheat = play_fair(rules, seed, [&](int deal, std::vector<Card>& order) {
    if (deal == farmer_deal) std::swap(order[21], order.back());  // order[20] is the up-card
  });
  const test::CliResult v = verify(save("farmer-cheat.egn", cheat.egn()));
  EXPECT_EQ(v.code, 1) << v.err;
  const std::vector<std::string> lines = lines_of(v.out);
  ASSERT_GT(lines.size(), static_cast<std::size_t>(farmer_deal)) << v.out;
  EXPECT_EQ(lines[static_cast<std::size_t>(farmer_deal)].rfind(
                "deal " + std::to_string(farmer_deal) + ": the farmer took ", 0),
            0u)
      << v.out;
}

TEST(FairCli, ADealWithoutItsDataFails) {
  json j = fair_selfplay_record();
  json& deals = j["x-euchre"]["deals"];
  for (auto it = deals.begin(); it != deals.end(); ++it)
    if ((*it)["deal"] == 4) {
      deals.erase(it);
      break;
    }
  expect_fails_at(j, 4, "no fair-shuffle data", "no-data");
}

TEST(FairCli, ALiveGameHasNoSecretsYet) {
  FairGame fg = play_fair(R("standard"), 8, {}, 30);  // stopped mid-game
  for (auto& f : fg.fair) f->secret.reset();
  const test::CliResult v = verify(save("live.egn", fg.egn()));
  EXPECT_EQ(v.code, 1);
  const std::vector<std::string> lines = lines_of(v.out);
  ASSERT_EQ(lines.size(), fg.fair.size() + 1) << v.out;
  for (std::size_t k = 0; k < fg.fair.size(); ++k) EXPECT_EQ(lines[k], "deal " + std::to_string(k) + ": no secret revealed");
}

TEST(FairCli, ARecordWithoutFairData) {
  const fs::path file = scratch_dir() / "plain.egn";
  ASSERT_EQ(run_euchre("selfplay --seed 2 --out '" + file.string() + "'").code, 0);
  const test::CliResult v = verify(file);
  EXPECT_EQ(v.code, 1);
  EXPECT_EQ(v.out, file.string() + ": the record carries no fair-shuffle data\n");
}

TEST(FairCli, BadHexIsAnInvalidRecord) {
  json j = fair_selfplay_record();
  fair_entry(j, 0)["commitment"] = "0g";
  const fs::path file = save("bad-hex.egn", j.dump(2));
  const test::CliResult v = verify(file);
  EXPECT_EQ(v.code, 1);
  EXPECT_EQ(v.err, "euchre verify: " + file.string() +
                       ": x-euchre, deal 0, fair.commitment: '0g' is not hexadecimal: 'g' at character 2 is not a "
                       "hex digit\n");
  EXPECT_EQ(v.out, "");
}

TEST(FairCli, UsageErrors) {
  EXPECT_EQ(run_euchre("verify").code, 2);
  const test::CliResult missing = run_euchre("verify /nonexistent/record.egn");
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.err.find("/nonexistent/record.egn"), std::string::npos) << missing.err;
  EXPECT_EQ(run_euchre("verify '" + scratch_dir().string() + "'").code, 2);  // a directory
}

}  // namespace
}  // namespace euchre
