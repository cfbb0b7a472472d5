// The fair shuffle's data in EGN records (docs/fair-shuffle.md, section 6):
// written only when given, read back unchanged, refused with the field named
// when malformed.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "egn/egn.h"
#include "fair_game.h"
#include "test_util.h"

namespace euchre {
namespace {

using nlohmann::json;
using test::FairGame;
using test::fair_entry;
using test::play_fair;
using test::R;

TEST(FairRecord, RoundTripsThroughEgn) {
  FairGame fg = play_fair(R("standard"), 3);
  ASSERT_GE(fg.fair.size(), 3u);
  fg.fair[1]->secret.reset();  // not revealed
  fg.fair[2]->bots = {1, 3};
  fg.fair[2]->contributions[0] = {};
  fg.fair[2]->contributions[2] = {0xAB, 0x01};
  const egn::Record rec = egn::read(fg.egn());
  ASSERT_EQ(rec.fair.size(), fg.fair.size());
  for (std::size_t k = 0; k < fg.fair.size(); ++k) EXPECT_EQ(rec.fair[k], fg.fair[k]) << "deal " << k;
  EXPECT_TRUE(rec.warnings.empty());
}

TEST(FairRecord, WrittenOnlyWhenGiven) {
  FairGame fg = play_fair(R("standard"), 4);
  const std::string plain = egn::write(*fg.game, {});
  EXPECT_EQ(plain.find("\"fair\""), std::string::npos);
  const egn::Record rec = egn::read(plain);
  for (const auto& f : rec.fair) EXPECT_FALSE(f.has_value());
  // A live game: the commitment and contributions, no secret.
  for (auto& f : fg.fair) f->secret.reset();
  const json j = json::parse(fg.egn());
  EXPECT_TRUE(j["x-euchre"]["deals"][0]["fair"].contains("commitment"));
  EXPECT_FALSE(j["x-euchre"]["deals"][0]["fair"].contains("secret"));
}

TEST(FairRecord, WriterRefusesDataOfAnotherDeal) {
  FairGame fg = play_fair(R("standard"), 5);
  std::swap(fg.fair[0], fg.fair[1]);
  try {
    (void)fg.egn();
    FAIL() << "no error";
  } catch (const egn::EgnError& e) {
    EXPECT_STREQ(e.what(), "the fair-shuffle data given for deal 0 is for deal 1");
  }
}

std::string read_error(const std::string& text) {
  try {
    (void)egn::read(text);
  } catch (const egn::EgnError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(FairRecord, ReaderRefusesBadDataNamingTheField) {
  const FairGame fg = play_fair(R("standard"), 6);
  const json good = json::parse(fg.egn());
  json j = good;
  fair_entry(j, 0)["commitment"] = "zz";
  EXPECT_EQ(read_error(j.dump()),
            "x-euchre, deal 0, fair.commitment: 'zz' is not hexadecimal: 'z' at character 1 is not a hex digit");
  j = good;
  fair_entry(j, 1)["secret"] = "abc";
  EXPECT_EQ(read_error(j.dump()),
            "x-euchre, deal 1, fair.secret: 'abc' is not hexadecimal bytes: 3 digits, an odd number");
  j = good;
  fair_entry(j, 0)["contributions"][2] = 7;
  EXPECT_EQ(read_error(j.dump()), "x-euchre, deal 0, fair.contributions[2] must be a string");
  j = good;
  fair_entry(j, 0)["salt"] = "00";
  EXPECT_EQ(read_error(j.dump()), "x-euchre, deal 0, fair: unknown field 'salt'");
  j = good;
  fair_entry(j, 0).erase("commitment");
  EXPECT_EQ(read_error(j.dump()), "x-euchre, deal 0, fair: needs 'algorithm', 'commitment' and 'contributions'");
  j = good;
  fair_entry(j, 0)["bots"] = {1, 1};
  EXPECT_EQ(read_error(j.dump()), "x-euchre, deal 0, fair.bots: seat 1 is listed twice");
}

}  // namespace
}  // namespace euchre
