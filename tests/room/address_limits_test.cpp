// The per-address rules and loopback (issue 37): behind the documented
// proxy every client is 127.0.0.1, so loopback is limited like any address
// (new people an hour, one seat a public table, tables made); only an
// address the operator names (`euchre serve --unlimited-address`, a load
// test's machine) is not.
#include <gtest/gtest.h>

#include "harness.h"

namespace euchre::testing {
namespace {

// hello as a new person: the token issued, "" when refused (no welcome).
std::string token_if_welcomed(HubRig& rig, net::ConnectionId id, const std::string& name) {
  rig.clear(id);
  rig.send(id, msg("hello", {{"name", name}}));
  const json w = rig.last(id, "welcome");
  return w.is_null() ? "" : w.value("token", std::string());
}

json open_public_table() { return {{"pace", "instant"}, {"seat", 0}, {"bots", {nullptr, "basic", nullptr, "basic"}}}; }

TEST(AddressLimits, LoopbackIsLimitedLikeAnyOtherAddress) {
  room::HubOptions options;
  options.new_people_per_address_hour = 3;
  options.max_tables_per_address = 1;
  HubRig rig(options, nullptr, /*loopback_unlimited=*/false);
  std::vector<net::ConnectionId> people;
  for (int i = 0; i < 3; ++i) {
    people.push_back(rig.open("127.0.0.1"));
    EXPECT_FALSE(token_if_welcomed(rig, people.back(), "P" + std::to_string(i)).empty()) << i;
  }
  const auto fourth = rig.open("127.0.0.1");
  EXPECT_TRUE(token_if_welcomed(rig, fourth, "P3").empty());
  EXPECT_EQ(rig.last(fourth, "error")["code"], "not_now");
  // One seat a public table, one table made: the address's.
  const std::string id = create_table(rig, people[0], open_public_table());
  ASSERT_FALSE(id.empty());
  rig.send(people[1], msg("join", {{"table", id}, {"seat", 2}}));
  EXPECT_NE(rig.last(people[1], "error")["message"].get<std::string>().find("network address"), std::string::npos);
  EXPECT_TRUE(create_table(rig, people[1], open_public_table()).empty());
  EXPECT_NE(rig.last(people[1], "error")["message"].get<std::string>().find("address"), std::string::npos);
  // IPv6 loopback too.
  const auto six = rig.open("::1");
  token_if_welcomed(rig, six, "Six");
  for (int i = 0; i < 3; ++i) token_if_welcomed(rig, rig.open("::1"), "Six again");
  EXPECT_TRUE(token_if_welcomed(rig, rig.open("::1"), "Six once more").empty());
}

TEST(AddressLimits, AnAddressTheOperatorNamesIsNotCounted) {
  room::HubOptions options;
  options.new_people_per_address_hour = 3;
  options.max_tables_per_address = 1;
  options.unlimited_addresses = {"10.1.1.1"};
  HubRig rig(options, nullptr, /*loopback_unlimited=*/false);
  std::vector<net::ConnectionId> people;
  for (int i = 0; i < 6; ++i) {
    people.push_back(rig.open("10.1.1.1"));
    ASSERT_FALSE(token_if_welcomed(rig, people.back(), "L" + std::to_string(i)).empty()) << i;
  }
  const std::string id = create_table(rig, people[0], open_public_table());
  ASSERT_FALSE(id.empty());
  rig.send(people[1], msg("join", {{"table", id}, {"seat", 2}}));
  EXPECT_TRUE(rig.last(people[1], "error").is_null()) << rig.last(people[1], "error").dump();
  EXPECT_FALSE(create_table(rig, people[2], open_public_table()).empty());
  // Every other address keeps its limits, loopback included.
  for (int i = 0; i < 3; ++i) token_if_welcomed(rig, rig.open("127.0.0.1"), "Q");
  EXPECT_TRUE(token_if_welcomed(rig, rig.open("127.0.0.1"), "Q").empty());
}

}  // namespace
}  // namespace euchre::testing
