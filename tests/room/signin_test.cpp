// Another device of a person (issue 30: one identity across events and
// devices; docs/server.md, "Another device"): a one-time code made on one
// device signs another in as the same person with a token of its own; a
// code works once and for 15 minutes; signing the other devices out ends
// their tokens and unused codes, never the first device's.
#include <gtest/gtest.h>

#include "../protocol_schema_check.h"
#include "harness.h"

namespace euchre::testing {
namespace {

TEST(ServerSignin, ACodeSignsAnotherDeviceInAsTheSamePersonOnce) {
  HubRig rig;
  rig.keep_sent = true;
  const auto laptop = rig.open();
  const std::string first = rig.hello(laptop, "Ann");
  const std::int64_t ann = rig.last(laptop, "welcome")["person"];
  rig.send(laptop, msg("signin_code"));
  const json made = rig.last(laptop, "signin_code");
  ASSERT_FALSE(made.is_null());
  EXPECT_EQ(made["minutes"], 15);
  const std::string code = made["code"];
  ASSERT_EQ(code.size(), 14u);  // xxxx-xxxx-xxxx

  // Typed on the phone with capitals and without dashes: the same code.
  std::string typed;
  for (char ch : code)
    if (ch != '-') typed += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  const auto phone = rig.open();
  rig.send(phone, msg("hello", {{"code", typed}}));
  const json welcome = rig.last(phone, "welcome");
  ASSERT_FALSE(welcome.is_null()) << rig.last_frame(phone).dump();
  EXPECT_EQ(welcome["person"], ann);
  EXPECT_EQ(welcome["name"], "Ann");
  const std::string phone_token = welcome["token"];
  EXPECT_NE(phone_token, first) << "the device has a token of its own";

  // The code is spent: a second device is refused.
  const auto tablet = rig.open();
  rig.send(tablet, msg("hello", {{"code", code}}));
  EXPECT_EQ(rig.last(tablet, "error")["code"], "bad_token");
  EXPECT_NE(rig.last(tablet, "error")["message"].get<std::string>().find("used already or expired"), std::string::npos);

  // The phone's token brings the same person back.
  const auto phone_again = rig.open();
  rig.send(phone_again, msg("hello", {{"token", phone_token}}));
  EXPECT_EQ(rig.last(phone_again, "welcome")["person"], ann);

  // Signing the other devices out: the phone's token stops working, the first does not.
  rig.send(laptop, msg("signout_devices"));
  EXPECT_FALSE(rig.last(laptop, "devices_signed_out").is_null());
  const auto phone_later = rig.open();
  rig.send(phone_later, msg("hello", {{"token", phone_token}}));
  EXPECT_EQ(rig.last(phone_later, "error")["code"], "bad_token");
  const auto laptop_later = rig.open();
  rig.send(laptop_later, msg("hello", {{"token", first}}));
  EXPECT_EQ(rig.last(laptop_later, "welcome")["person"], ann);

  std::vector<json> frames{made, welcome, rig.last(laptop, "devices_signed_out")};
  EXPECT_EQ(test::invalid_protocol_messages(frames), "");
  std::vector<json> sent;
  for (const json& m : rig.sent)
    if (m["type"] == "signin_code" || m["type"] == "signout_devices" || m.contains("code")) sent.push_back(m);
  EXPECT_EQ(test::invalid_protocol_messages(sent, /*from_client=*/true), "");
}

TEST(ServerSignin, ACodeWorksForFifteenMinutesThenExpiresAndGuessesAreBounded) {
  HubRig rig;
  const auto laptop = rig.open();
  rig.hello(laptop, "Ann");
  rig.send(laptop, msg("signin_code"));
  const std::string early = rig.last(laptop, "signin_code")["code"];
  rig.advance(14 * 60 * 1000 + 59 * 1000);  // still good a second before its end
  const auto tablet = rig.open();
  rig.send(tablet, msg("hello", {{"code", early}}));
  EXPECT_FALSE(rig.last(tablet, "welcome").is_null()) << rig.last_frame(tablet).dump();
  rig.send(laptop, msg("signin_code"));
  const std::string code = rig.last(laptop, "signin_code")["code"];
  rig.advance(15 * 60 * 1000);
  const auto phone = rig.open();
  rig.send(phone, msg("hello", {{"code", code}}));
  EXPECT_EQ(rig.last(phone, "error")["code"], "bad_token");
  // Guessing from one (non-loopback) address is bounded like new people.
  int refused_for_rate = 0;
  for (int i = 0; i < 80; ++i) {
    const auto guesser = rig.open("203.0.113.9");
    rig.send(guesser, msg("hello", {{"code", "aaaa-bbbb-cccc"}}));
    refused_for_rate += rig.last(guesser, "error")["code"] != "bad_token";
  }
  EXPECT_GT(refused_for_rate, 0);
  rig.send(laptop, msg("hello", {{"code", 5}}));  // already said hello
  const auto odd = rig.open();
  rig.send(odd, msg("hello", {{"code", 5}}));
  EXPECT_EQ(rig.last(odd, "error")["code"], "malformed");
}

}  // namespace
}  // namespace euchre::testing
