// The terminal follows `elsewhere` only to one of the operator's instances
// its server's welcome listed (issue 37: the token goes with it), as the
// page does (browser.follow_check).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "terminal/elsewhere.h"

// A named namespace: the tests are a unity build, and other files name json.
namespace euchre::terminal_elsewhere_test {

using nlohmann::json;
using terminal::elsewhere_target;
using terminal::welcome_instances;

TEST(TerminalElsewhere, OnlyAnInstanceTheWelcomeNamedIsFollowed) {
  const json welcome = {{"type", "welcome"}, {"instances", {"ws://a.example:8080/ws", "ws://b.example:8080/ws"}}};
  const auto instances = welcome_instances(welcome);
  ASSERT_EQ(instances.size(), 2u);
  const auto error = [](json url) { return json{{"type", "error"}, {"code", "elsewhere"}, {"url", std::move(url)}}; };
  EXPECT_EQ(elsewhere_target(error("ws://b.example:8080/ws"), instances), "ws://b.example:8080/ws");
  EXPECT_FALSE(elsewhere_target(error("ws://collector.example/ws"), instances)) << "not an instance";
  EXPECT_FALSE(elsewhere_target(error("wss://a.example:8080/ws"), instances)) << "only ws:// (the terminal's links)";
  EXPECT_FALSE(elsewhere_target(error(42), instances));
  EXPECT_FALSE(elsewhere_target({{"type", "error"}, {"code", "elsewhere"}}, instances)) << "no url: nowhere to go";
  // A server that names no instances is never left.
  EXPECT_FALSE(elsewhere_target(error("ws://a.example:8080/ws"), welcome_instances({{"type", "welcome"}})));
  EXPECT_TRUE(welcome_instances({{"instances", {1, nullptr, "ws://c/ws"}}}) == std::vector<std::string>{"ws://c/ws"});
}

}  // namespace euchre::terminal_elsewhere_test
