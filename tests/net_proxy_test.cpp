// Behind a reverse proxy (docs/server.md, "Behind a proxy"; issue 37): the
// client's address is read from X-Forwarded-For or Forwarded only when the
// TCP peer is a proxy the operator trusts, and the per-address connection
// limit counts that address; from anyone else the headers are ignored, so
// a client cannot write its way out of its limit. No loopback exemption:
// only an address the operator names is not counted.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "net/client.h"
#include "net/forwarded.h"
#include "net_test_util.h"

namespace euchre::net::test {
namespace {

const std::vector<std::string> kLoopbackProxy = {"127.0.0.1"};

std::string client_behind(std::string_view value, ProxyHeader header = ProxyHeader::XForwardedFor) {
  return forwarded_client("127.0.0.1", value, header, kLoopbackProxy);
}

// The connection's refusal text ("" when it was let in).
std::string refusal_of(Client& client, const std::string& url, const Client::Headers& headers) {
  try {
    client.connect(url, 10s, headers);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

Client::Headers forwarded_for(const std::string& address) { return {{"X-Forwarded-For", address}}; }

TEST(NetForwarded, CanonicalAddresses) {
  EXPECT_EQ(canonical_address("10.0.0.1"), "10.0.0.1");
  EXPECT_EQ(canonical_address("::FFFF:10.0.0.1"), "10.0.0.1");
  EXPECT_EQ(canonical_address("2001:DB8::1"), "2001:db8::1");
  EXPECT_EQ(canonical_address("::1"), "::1");
  EXPECT_FALSE(canonical_address(""));
  EXPECT_FALSE(canonical_address("localhost"));
  EXPECT_FALSE(canonical_address("10.0.0.256"));
  EXPECT_FALSE(canonical_address("10.0.0.1:80"));
}

TEST(NetForwarded, XForwardedForGivesTheRightMostEntryNoTrustedProxyWrote) {
  EXPECT_EQ(client_behind("203.0.113.7"), "203.0.113.7");
  EXPECT_EQ(client_behind(" 203.0.113.7 "), "203.0.113.7");
  // Whatever the client wrote is on the left; nginx's $proxy_add_x_forwarded_for appends the peer.
  EXPECT_EQ(client_behind("1.1.1.1, 203.0.113.7"), "203.0.113.7");
  EXPECT_EQ(client_behind("not an address, 203.0.113.7"), "203.0.113.7");
  EXPECT_EQ(client_behind("203.0.113.7, 127.0.0.1"), "203.0.113.7") << "a trusted proxy in the chain is passed over";
  EXPECT_EQ(client_behind("127.0.0.1, 127.0.0.1"), "127.0.0.1") << "all trusted: the left-most";
  EXPECT_EQ(client_behind("203.0.113.7:5555"), "203.0.113.7");
  EXPECT_EQ(client_behind("[2001:db8::7]:443"), "2001:db8::7");
  EXPECT_EQ(client_behind("2001:DB8::7"), "2001:db8::7");
  EXPECT_EQ(client_behind("::ffff:203.0.113.7"), "203.0.113.7");
}

TEST(NetForwarded, AMalformedXForwardedForIsTheProxysOwnAddress) {
  for (const char* bad : {"", " ", ",", "unknown", "garbage", "203.0.113.7, garbage", "203.0.113.7,", "[10.0.0.1]",
                          "[2001:db8::7", "[2001:db8::7]x", "203.0.113.7:port", "203.0.113.7:123456", "2001:db8::7:80:x",
                          "\"203.0.113.7\"", "203.0.113.7 203.0.113.8"})
    EXPECT_EQ(client_behind(bad), "127.0.0.1") << "[" << bad << "]";
}

TEST(NetForwarded, ForwardedGivesTheForOfTheRightMostElement) {
  const auto of = [](std::string_view value) { return client_behind(value, ProxyHeader::Forwarded); };
  EXPECT_EQ(of("for=192.0.2.60;proto=http;by=203.0.113.43"), "192.0.2.60");
  EXPECT_EQ(of("for=\"[2001:db8:cafe::17]:4711\""), "2001:db8:cafe::17");
  EXPECT_EQ(of("For=\"[::1]:80\""), "::1");
  EXPECT_EQ(of("for=\"192.0.2.60:4711\""), "192.0.2.60");
  EXPECT_EQ(of("for=192.0.2.43, for=198.51.100.17"), "198.51.100.17");
  EXPECT_EQ(of("for=\"a,b;c\", for=198.51.100.17"), "198.51.100.17") << "a comma inside quotes separates nothing";
  EXPECT_EQ(of("for=198.51.100.17, for=127.0.0.1;proto=https"), "198.51.100.17");
  EXPECT_EQ(of("proto=https; for=198.51.100.17"), "198.51.100.17");
}

TEST(NetForwarded, AMalformedForwardedIsTheProxysOwnAddress) {
  for (const char* bad : {"", "for=unknown", "for=_hidden", "for=\"[::1", "for=\"[::1]:80", "proto=http",
                          "for=1.2.3.4;for=5.6.7.8", "for=", "for=\"\"", "for=[::1]:80", "for=\"x\"y", "for=1.2.3.4, =",
                          "for=198.51.100.17, for=\"unterminated"})
    EXPECT_EQ(client_behind(bad, ProxyHeader::Forwarded), "127.0.0.1") << "[" << bad << "]";
}

TEST(NetServer, BehindATrustedProxyEachForwardedAddressHasItsOwnConnections) {
  RecordingService service;
  ServerOptions options = test_options();
  options.connections_per_address = 2;
  options.trusted_proxies = kLoopbackProxy;
  RunningServer server(service, options);
  std::vector<std::unique_ptr<Client>> ann;
  for (int i = 0; i < 2; ++i) {
    ann.push_back(std::make_unique<Client>());
    EXPECT_EQ(refusal_of(*ann.back(), server.url(), forwarded_for("1.1.1.1, 203.0.113.7")), "") << i;
  }
  // Ann's third is over her address's limit, whatever she writes to the left.
  Client third;
  const std::string refused = refusal_of(third, server.url(), forwarded_for("198.51.100.1, 203.0.113.7"));
  EXPECT_NE(refused.find("429"), std::string::npos) << refused;
  EXPECT_NE(refused.find("203.0.113.7"), std::string::npos) << refused;
  HttpRequest page{"GET", "/file", {{"X-Forwarded-For", "203.0.113.7"}}, {}};
  EXPECT_EQ(http_exchange(server.port(), {page}).front().status, 429);
  // Bob, behind the same proxy, has his own.
  Client bob;
  EXPECT_EQ(refusal_of(bob, server.url(), forwarded_for("203.0.113.8")), "");
  page.headers = {{"X-Forwarded-For", "203.0.113.9"}};
  EXPECT_EQ(http_exchange(server.port(), {page}).front().status, 200);
  ASSERT_TRUE(service.wait_opened(3));
  std::multiset<std::string> seen;
  for (const auto& [id, address] : service.addresses()) seen.insert(address);
  EXPECT_EQ(seen, (std::multiset<std::string>{"203.0.113.7", "203.0.113.7", "203.0.113.8"}));
  // One of Ann's leaves: she may come again.
  ann.front()->close();
  ASSERT_TRUE(service.wait_closed(1));
  Client again;
  EXPECT_EQ(refusal_of(again, server.url(), forwarded_for("203.0.113.7")), "");
}

TEST(NetServer, ForwardedHeadersFromAPeerNotTrustedAreIgnored) {
  RecordingService service;
  ServerOptions options = test_options();
  options.connections_per_address = 2;
  options.trusted_proxies = {"192.0.2.1"};  // not the tests' loopback
  RunningServer server(service, options);
  Client a, b, c;
  EXPECT_EQ(refusal_of(a, server.url(), forwarded_for("203.0.113.1")), "");
  EXPECT_EQ(refusal_of(b, server.url(), {{"Forwarded", "for=203.0.113.2"}}), "");
  const std::string refused = refusal_of(c, server.url(), forwarded_for("203.0.113.3"));
  EXPECT_NE(refused.find("429"), std::string::npos) << "a client wrote its way out of its limit: " << refused;
  ASSERT_TRUE(service.wait_opened(2));
  for (const auto& [id, address] : service.addresses()) EXPECT_EQ(address, "127.0.0.1");
}

TEST(NetServer, OnlyTheHeaderTheProxyWritesIsRead) {
  RecordingService service;
  ServerOptions options = test_options();
  options.trusted_proxies = kLoopbackProxy;
  options.proxy_header = ProxyHeader::Forwarded;
  RunningServer server(service, options);
  Client client;
  // A proxy that writes Forwarded passes the client's own X-Forwarded-For on.
  EXPECT_EQ(refusal_of(client, server.url(), {{"X-Forwarded-For", "10.9.9.9"}, {"Forwarded", "for=\"[2001:db8::5]:80\""}}), "");
  ASSERT_TRUE(service.wait_opened(1));
  EXPECT_EQ(service.addresses().begin()->second, "2001:db8::5");
}

TEST(NetServer, LoopbackIsLimitedUnlessTheOperatorNamesIt) {
  RecordingService service;
  ServerOptions options = test_options();
  options.connections_per_address = 1;
  RunningServer limited(service, options);
  Client first, second;
  EXPECT_EQ(refusal_of(first, limited.url(), {}), "");
  EXPECT_NE(refusal_of(second, limited.url(), {}).find("429"), std::string::npos);

  RecordingService load_service;
  options.unlimited_addresses = {"127.0.0.1"};
  RunningServer unlimited(load_service, options);
  std::vector<std::unique_ptr<Client>> many;
  for (int i = 0; i < 5; ++i) {
    many.push_back(std::make_unique<Client>());
    EXPECT_EQ(refusal_of(*many.back(), unlimited.url(), {}), "") << i;
  }
}

}  // namespace
}  // namespace euchre::net::test
