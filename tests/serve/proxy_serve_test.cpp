// `euchre serve --trust-proxy` as a process (docs/server.md, "Behind TLS (a
// reverse proxy)"; issue 37): behind the proxy, the hub's per-address rules
// count each client's forwarded address, two clients get two allowances and
// one client one; without the flag the same header is a client's words and
// changes nothing. Every connection comes from 127.0.0.1 (the "proxy"),
// which is limited like any address here.
#include <filesystem>
#include <memory>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "net/client.h"
#include "serve_process.h"

namespace euchre::testing {
namespace {

using namespace std::chrono_literals;

// A person on a connection whose upgrade request carries X-Forwarded-For:
// says hello and asks for a table; `answer` is "created" or the error's code.
struct ForwardedMaker {
  std::unique_ptr<net::Client> client = std::make_unique<net::Client>();
  std::string answer;
};
ForwardedMaker make_table_as(const std::string& url, const std::string& forwarded_for, const std::string& name) {
  ForwardedMaker maker;
  maker.client->connect(url, 10s, {{"X-Forwarded-For", forwarded_for}});
  maker.client->send(nlohmann::json{{"v", 1}, {"type", "hello"}, {"name", name}}.dump());
  bool welcomed = false;
  for (int i = 0; i < 100 && maker.answer.empty(); ++i) {
    const auto text = maker.client->receive(10s);
    if (!text) break;
    const auto m = nlohmann::json::parse(*text);
    if (m["type"] == "welcome" && !welcomed) {
      welcomed = true;
      maker.client->send(nlohmann::json{{"v", 1}, {"type", "create"}, {"seat", 0},
                                        {"bots", {nullptr, "basic", nullptr, "basic"}}}.dump());
    } else if (m["type"] == "created") {
      maker.answer = "created";
    } else if (m["type"] == "error") {
      maker.answer = m["code"].get<std::string>() + ": " + m["message"].get<std::string>();
    }
  }
  return maker;
}

TEST(ServeBehindProxy, TheLimitsCountEachForwardedClientAndOnlyFromATrustedProxy) {
  const auto dir = std::filesystem::temp_directory_path() / ("euchre_serve_proxy_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  {
    ServeProcess proxied((dir / "proxied.db").string(), {"--trust-proxy", "127.0.0.1", "--tables-per-address", "1"}, 0,
                         /*limit_loopback=*/true);
    const auto ann = make_table_as(proxied.ws_url(), "203.0.113.7", "Ann");
    EXPECT_EQ(ann.answer, "created");
    // Ann again, as someone else, writing another address to the left: her address is full.
    const auto twin = make_table_as(proxied.ws_url(), "198.51.100.1, 203.0.113.7", "Ann again");
    EXPECT_NE(twin.answer.find("address"), std::string::npos) << twin.answer;
    const auto bob = make_table_as(proxied.ws_url(), "203.0.113.8", "Bob");
    EXPECT_EQ(bob.answer, "created");
  }
  {
    // Not trusted: the header changes nothing, everyone is 127.0.0.1.
    ServeProcess direct((dir / "direct.db").string(), {"--tables-per-address", "1"}, 0, /*limit_loopback=*/true);
    const auto cy = make_table_as(direct.ws_url(), "203.0.113.9", "Cy");
    EXPECT_EQ(cy.answer, "created");
    const auto di = make_table_as(direct.ws_url(), "203.0.113.10", "Di");
    EXPECT_NE(di.answer.find("address"), std::string::npos) << di.answer;
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace euchre::testing
