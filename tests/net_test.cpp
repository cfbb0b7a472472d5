// The network layer (src/net, docs/net.md) over loopback: an echoing service
// behind a real server, real clients. Every wait is bounded in time.
#include <gtest/gtest.h>

#include <atomic>
#include <future>
#include <mutex>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio/io_context.hpp>

#include "net/async_client.h"
#include "net/client.h"
#include "net/limit_errors.h"
#include "net/limits.h"
#include "net/url.h"
#include "net_test_util.h"

namespace euchre::net::test {
namespace {

// The message of the exception `action` throws ("" when it throws none).
template <class Action>
std::string thrown(Action action) {
  try {
    action();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

// Receives until the connection ends (at most `limit` messages, each within
// a time limit): the messages, and the close's exception text.
struct Ending {
  std::vector<std::string> messages;
  std::string error;  // empty: no end seen
};
Ending receive_until_closed(Client& client, int limit = 100) {
  Ending ending;
  for (int i = 0; i < limit; ++i) {
    try {
      auto message = client.receive(5s);
      if (!message) return ending;
      ending.messages.push_back(std::move(*message));
    } catch (const std::exception& e) {
      ending.error = e.what();
      return ending;
    }
  }
  return ending;
}

TEST(NetServer, EchoesTextMessages) {
  RecordingService service;
  RunningServer server(service);
  Client client;
  client.connect(server.url());
  client.send("hello");
  client.send("{\"v\":1}");
  EXPECT_EQ(client.receive(5s), "hello");
  EXPECT_EQ(client.receive(5s), "{\"v\":1}");
  EXPECT_EQ(client.receive(50ms), std::nullopt);
  client.close();
  EXPECT_TRUE(service.wait_closed(1));
  EXPECT_EQ(service.violations(), 0);
}

TEST(NetServer, OpenedAndClosedExactlyOncePerConnection) {
  RecordingService service;
  RunningServer server(service);
  {
    Client a, b, c;
    a.connect(server.url());
    b.connect(server.url());
    c.connect(server.url());
    for (Client* client : {&a, &b, &c}) {
      client->send("ping");
      EXPECT_EQ(client->receive(5s), "ping");
    }
    a.close();   // a clean close
    b.drop();    // the TCP connection just ends
  }              // c: dropped by its destructor
  ASSERT_TRUE(service.wait_closed(3));
  std::this_thread::sleep_for(100ms);  // a second `closed` would come now
  const auto opened = service.opened_counts();
  const auto closed = service.closed_counts();
  ASSERT_EQ(opened.size(), 3U);
  EXPECT_EQ(closed.size(), 3U);
  for (const auto& [id, count] : opened) {
    EXPECT_EQ(count, 1) << id;
    EXPECT_EQ(closed.count(id) ? closed.at(id) : 0, 1) << id;
    EXPECT_EQ(service.addresses().at(id), "127.0.0.1");
  }
  EXPECT_EQ(service.violations(), 0);
}

TEST(NetServer, WebSocketOnlyAtSlashWs) {
  RecordingService service;
  RunningServer server(service);
  Client client;
  const std::string refused = thrown([&] { client.connect(server.url("/other")); });
  EXPECT_NE(refused.find("404"), std::string::npos) << refused;
  EXPECT_FALSE(client.is_open());
  client.connect(server.url("/ws?token=x"));  // a query does not change the path
  client.send("q");
  EXPECT_EQ(client.receive(5s), "q");
  // A plain GET of /ws is not the service's: it asks for the upgrade.
  EXPECT_EQ(http_get(server.port(), "/ws").status, 426);
  EXPECT_TRUE(service.targets().empty());
}

TEST(NetServer, HttpGetIsRoutedToTheService) {
  RecordingService service;
  RunningServer server(service);
  const HttpResult file = http_get(server.port(), "/file");
  ASSERT_TRUE(file.ok);
  EXPECT_EQ(file.status, 200);
  EXPECT_EQ(file.body, "hello");
  EXPECT_EQ(file.headers.at("content-type"), "text/plain");
  EXPECT_EQ(file.headers.at("content-disposition"), "attachment; filename=\"game 1.egn\"");
  EXPECT_EQ(file.headers.at("cache-control"), "no-store");
  EXPECT_EQ(file.headers.at("x-content-type-options"), "nosniff");

  const HttpResult json = http_get(server.port(), "/api/games/12?full=1");
  EXPECT_EQ(json.status, 200);
  EXPECT_EQ(json.headers.at("content-type"), "application/json");
  EXPECT_EQ(json.headers.count("content-disposition"), 0U);
  EXPECT_EQ(json.body, R"({"target":"/api/games/12?full=1"})");

  EXPECT_EQ(http_get(server.port(), "/missing").status, 404);
  const HttpResult failure = http_get(server.port(), "/throw");
  EXPECT_EQ(failure.status, 500);
  EXPECT_EQ(failure.body.find("service failure"), std::string::npos) << "no internals to the client";

  const HttpResult head = http_get(server.port(), "/file", "HEAD");
  EXPECT_EQ(head.status, 200);
  EXPECT_EQ(head.headers.at("content-length"), "5");
  EXPECT_EQ(head.body, "");

  const auto targets = service.targets();
  EXPECT_EQ(std::count(targets.begin(), targets.end(), "/api/games/12?full=1"), 1);
}

TEST(NetServer, OtherMethodsAre405) {
  RecordingService service;
  RunningServer server(service);
  for (const char* method : {"POST", "PUT", "DELETE"}) {
    const HttpResult result = http_exchange(server.port(), {HttpRequest{method, "/file", {}, "x"}}).front();
    EXPECT_EQ(result.status, 405) << method;
    EXPECT_EQ(result.headers.at("allow"), "GET, HEAD, POST") << method;
  }
  EXPECT_TRUE(service.targets().empty());
}

// A service that answers a POST later, from a thread of its own.
class SlowPostService : public RecordingService {
 public:
  void post(const std::string& target, std::string body, std::function<void(HttpResponse)> done) override {
    threads_.emplace_back([target, body = std::move(body), done = std::move(done)] {
      std::this_thread::sleep_for(50ms);
      done(HttpResponse(200, "text/plain", target + " got " + std::to_string(body.size()) + " bytes"));
    });
  }
  ~SlowPostService() override {
    for (auto& t : threads_) t.join();
  }

 private:
  std::vector<std::thread> threads_;
};

TEST(NetServer, APostIsAnsweredWhenTheServiceIsReadyAndTheConnectionGoesOn) {
  SlowPostService service;
  RunningServer server(service);
  const auto results = http_exchange(server.port(), {HttpRequest{"POST", "/api/analyze", {}, std::string(200000, 'x')},
                                                     HttpRequest{"GET", "/a", {}, {}}});
  ASSERT_EQ(results.size(), 2U);
  EXPECT_EQ(results[0].status, 200);
  EXPECT_EQ(results[0].body, "/api/analyze got 200000 bytes");
  EXPECT_EQ(results[1].body, R"({"target":"/a"})");
  // Over the body limit (256 KiB): 413, the service never asked.
  const HttpResult big = http_exchange(server.port(), {HttpRequest{"POST", "/big", {}, std::string(256 * 1024 + 1, 'x')}}).front();
  EXPECT_EQ(big.status, 413);
}

// A service that keeps every POST's `done` and answers only when told: late,
// or after the server is gone (a service's thread may outlive the server).
class HoldingPostService : public RecordingService {
 public:
  void post(const std::string& /*target*/, std::string /*body*/, std::function<void(HttpResponse)> done) override {
    std::lock_guard lock(mutex_);
    held_.push_back(std::move(done));
  }
  std::size_t held() {
    std::lock_guard lock(mutex_);
    return held_.size();
  }
  void answer_all() {
    std::vector<std::function<void(HttpResponse)>> held;
    {
      std::lock_guard lock(mutex_);
      held.swap(held_);
    }
    for (auto& done : held) done(HttpResponse(200, "text/plain", "late"));
  }

 private:
  std::mutex mutex_;
  std::vector<std::function<void(HttpResponse)>> held_;
};

TEST(NetServer, APostTheServiceDoesNotAnswerInTimeIsA504AndTheLateAnswerIsDropped) {
  HoldingPostService service;
  ServerOptions options = test_options();
  options.post_timeout = 1s;
  RunningServer server(service, options);
  const HttpResult result = http_exchange(server.port(), {HttpRequest{"POST", "/api/analyze", {}, "x"}}).front();
  EXPECT_EQ(result.status, 504);
  EXPECT_NE(result.body.find("did not finish in 1 s"), std::string::npos) << result.body;
  ASSERT_EQ(service.held(), 1U);
  service.answer_all();  // after the 504: dropped, the connection is gone
  EXPECT_EQ(http_get(server.port(), "/after").status, 200);  // and the server goes on
}

TEST(NetServer, AnAnswerToAPostAfterTheServerIsGoneIsDropped) {
  HoldingPostService service;
  {
    ServerOptions options = test_options();
    options.stop_timeout = 1s;
    RunningServer server(service, options);
    auto client = std::async(std::launch::async, [port = server.port()] {
      return http_exchange(port, {HttpRequest{"POST", "/api/analyze", {}, "x"}});
    });
    for (int i = 0; i < 500 && service.held() == 0; ++i) std::this_thread::sleep_for(10ms);
    ASSERT_EQ(service.held(), 1U);
    EXPECT_TRUE(server.stop());  // the waiting connection is dropped, not answered
    ASSERT_EQ(client.wait_for(30s), std::future_status::ready);
    EXPECT_FALSE(client.get().front().ok);
  }
  // The server, its sessions and its state are destroyed: the answer (and the
  // callback's destruction) must touch none of them (ASan checks).
  service.answer_all();
}

TEST(NetServer, KeepAliveServesSeveralRequestsOnOneConnection) {
  RecordingService service;
  RunningServer server(service);
  const auto results = http_exchange(server.port(), {HttpRequest{"GET", "/a", {}, {}}, HttpRequest{"GET", "/b", {}, {}},
                                                     HttpRequest{"POST", "/c", {}, {}}, HttpRequest{"GET", "/d", {}, {}}});
  ASSERT_EQ(results.size(), 4U);
  for (const auto& result : results) EXPECT_TRUE(result.ok);
  EXPECT_EQ(results[0].body, R"({"target":"/a"})");
  EXPECT_EQ(results[1].body, R"({"target":"/b"})");
  EXPECT_EQ(results[2].status, 405);
  EXPECT_EQ(results[3].body, R"({"target":"/d"})");
}

TEST(NetServer, RequestBodyOverTheLimitIs413) {
  RecordingService service;
  RunningServer server(service);
  const auto result =
      http_exchange(server.port(), {HttpRequest{"POST", "/x", {}, std::string(256 * 1024 + 1, 'b')}}).front();
  EXPECT_EQ(result.status, 413);
  EXPECT_EQ(result.body, "request body over 262144 bytes\n");
}

TEST(NetServer, OversizeMessageGetsTooLargeThenClose) {
  RecordingService service;
  RunningServer server(service);
  Client client;
  client.connect(server.url());
  client.send(std::string(16384, 'a'));  // at the limit: passes
  EXPECT_EQ(client.receive(5s)->size(), 16384U);
  client.send(std::string(16385, 'a'));
  const Ending ending = receive_until_closed(client);
  ASSERT_EQ(ending.messages.size(), 1U);
  EXPECT_EQ(ending.messages[0],
            R"({"v":1,"type":"error","code":"too_large","message":"message of 16385 bytes; the limit is 16384"})");
  EXPECT_NE(ending.error.find("1009"), std::string::npos) << ending.error;
  EXPECT_NE(ending.error.find("message too large"), std::string::npos) << ending.error;
  ASSERT_TRUE(service.wait_closed(1));
  EXPECT_EQ(service.received_count(), 1);
}

TEST(NetServer, FarOversizeMessageIsClosedByBeast) {
  RecordingService service;
  RunningServer server(service);
  Client client;
  client.connect(server.url());
  // Beast refuses the frame from its header and closes (1009): the send
  // itself may then fail, or the close is read.
  const std::string send_error = thrown([&] { client.send(std::string(200 * 1024, 'a')); });
  if (send_error.empty()) {
    const Ending ending = receive_until_closed(client);
    EXPECT_TRUE(ending.messages.empty());
    EXPECT_FALSE(ending.error.empty());
  }
  EXPECT_TRUE(service.wait_closed(1));
  EXPECT_EQ(service.received_count(), 0);
}

TEST(NetServer, RateLimitGetsRateLimitedThenClose) {
  RecordingService service;
  ServerOptions options = test_options();
  options.messages_per_second = 2;
  options.burst = 5;
  RunningServer server(service, options);
  Client client;
  const auto start = std::chrono::steady_clock::now();  // before the bucket is made
  client.connect(server.url());
  constexpr int kSent = 12;
  for (int i = 0; i < kSent; ++i) {
    if (!thrown([&] { client.send("m" + std::to_string(i)); }).empty()) break;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const Ending ending = receive_until_closed(client);
  ASSERT_FALSE(ending.messages.empty());
  // The burst passes, and what the rate refilled while sending (a slow
  // machine may take a while over it).
  const std::size_t echoed = ending.messages.size() - 1;
  EXPECT_GE(echoed, 5U);
  EXPECT_LE(static_cast<double>(echoed), 5 + 2 * seconds);
  EXPECT_LT(echoed, static_cast<std::size_t>(kSent));
  for (std::size_t i = 0; i < echoed; ++i) EXPECT_EQ(ending.messages[i], "m" + std::to_string(i));
  EXPECT_EQ(ending.messages.back(),
            R"({"v":1,"type":"error","code":"rate_limited","message":"more than 2 messages per second"})");
  EXPECT_NE(ending.error.find("1008"), std::string::npos) << ending.error;
  EXPECT_TRUE(service.wait_closed(1));
}

TEST(NetServer, BinaryFramesAreRefused) {
  RecordingService service;
  RunningServer server(service);
  Client client;
  client.connect(server.url());
  client.send_binary("\x01\x02");
  const Ending ending = receive_until_closed(client);
  EXPECT_TRUE(ending.messages.empty());
  EXPECT_NE(ending.error.find("text frames only"), std::string::npos) << ending.error;
  EXPECT_TRUE(service.wait_closed(1));
  EXPECT_EQ(service.received_count(), 0);
}

TEST(NetServer, OutboxCloseSendsTheLastTextThenThePolicyClose) {
  RecordingService service;
  RunningServer server(service);
  Client client;
  client.connect(server.url());
  client.send("close:seat taken elsewhere");
  const Ending ending = receive_until_closed(client);
  ASSERT_EQ(ending.messages.size(), 1U);
  EXPECT_EQ(ending.messages[0], "bye");
  EXPECT_NE(ending.error.find("1008"), std::string::npos) << ending.error;
  EXPECT_NE(ending.error.find("seat taken elsewhere"), std::string::npos) << ending.error;
  EXPECT_TRUE(service.wait_closed(1));
}

TEST(NetServer, ConnectionsPerAddressBeyondTheLimitGet429) {
  RecordingService service;
  ServerOptions options = test_options();
  options.connections_per_address = 3;
  RunningServer server(service, options);
  std::vector<std::unique_ptr<Client>> clients;
  for (int i = 0; i < 3; ++i) {
    clients.push_back(std::make_unique<Client>());
    clients.back()->connect(server.url());
  }
  Client extra;
  const std::string refused = thrown([&] { extra.connect(server.url()); });
  EXPECT_NE(refused.find("429"), std::string::npos) << refused;
  EXPECT_NE(refused.find("too many connections"), std::string::npos) << refused;
  const HttpResult plain = http_get(server.port(), "/file");
  EXPECT_EQ(plain.status, 429);
  EXPECT_NE(plain.body.find("the limit is 3"), std::string::npos) << plain.body;

  // One leaves: another may come.
  clients.front()->close();
  ASSERT_TRUE(service.wait_closed(1));
  extra.connect(server.url());
  extra.send("in");
  EXPECT_EQ(extra.receive(5s), "in");
  EXPECT_EQ(service.opened_counts().size(), 4U);
}

TEST(NetServer, StopClosesLiveClientsAndRunReturns) {
  RecordingService service;
  RunningServer server(service);
  std::vector<std::unique_ptr<Client>> clients;
  for (int i = 0; i < 4; ++i) {
    clients.push_back(std::make_unique<Client>());
    clients.back()->connect(server.url());
    clients.back()->send("x");
    EXPECT_EQ(clients.back()->receive(5s), "x");
  }
  // The clients answer the close frame only while they read: each reads
  // on its own thread while the server stops.
  std::vector<std::future<Ending>> endings;
  for (auto& client : clients) {
    endings.push_back(std::async(std::launch::async, [&client] { return receive_until_closed(*client); }));
  }
  const auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(server.stop());
  EXPECT_LT(std::chrono::steady_clock::now() - start, 2s) << "the clients answered: no need to wait stop_timeout";
  for (auto& ending : endings) {
    const Ending result = ending.get();
    EXPECT_NE(result.error.find("1001"), std::string::npos) << result.error;
    EXPECT_NE(result.error.find("server shutting down"), std::string::npos) << result.error;
  }
  EXPECT_EQ(service.closed_counts().size(), 4U);
  EXPECT_EQ(service.violations(), 0);
}

TEST(NetServer, StopDropsClientsThatDoNotAnswerWithinStopTimeout) {
  RecordingService service;
  ServerOptions options = test_options();
  options.stop_timeout = 1s;
  RunningServer server(service, options);
  Client silent;  // never reads, so never answers the close frame
  silent.connect(server.url());
  ASSERT_TRUE(service.wait_opened(1));
  const auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(server.stop(10s));
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
  EXPECT_EQ(service.closed_counts().size(), 1U);
}

TEST(NetServer, SendsToClosedOrUnknownIdsAreIgnored) {
  RecordingService service;
  RunningServer server(service);
  Client gone;
  gone.connect(server.url());
  gone.close();
  ASSERT_TRUE(service.wait_closed(1));
  const ConnectionId old_id = service.closed_counts().begin()->first;
  server.server().outbox().send(old_id, "late");
  server.server().outbox().close(old_id, "late", "late");
  server.server().outbox().send(987654321, "nobody");
  Client alive;
  alive.connect(server.url());
  alive.send("still here");
  EXPECT_EQ(alive.receive(5s), "still here");
  EXPECT_EQ(alive.receive(100ms), std::nullopt);
}

TEST(NetServer, ClientThatDoesNotReadIsDroppedWhenItsQueueIsFull) {
  RecordingService service;
  ServerOptions options = test_options();
  options.max_queued_bytes = 64 * 1024;
  RunningServer server(service, options);
  Client deaf;  // never reads
  deaf.connect(server.url());
  ASSERT_TRUE(service.wait_opened(1));
  const ConnectionId id = service.opened_counts().begin()->first;
  // More than the socket buffers of loopback hold, and far more than the queue.
  const std::string chunk(16 * 1024, 'z');
  for (int i = 0; i < 4000 && service.closed_counts().empty(); ++i) server.server().outbox().send(id, chunk);
  EXPECT_TRUE(service.wait_closed(1));
}

TEST(NetServer, SilentConnectionsAreClosedAfterTheRequestTimeout) {
  RecordingService service;
  ServerOptions options = test_options();
  options.request_timeout = 1s;
  RunningServer server(service, options);
  const auto lifetime = silent_connection_lifetime(server.port(), 10s);
  ASSERT_TRUE(lifetime.has_value());
  EXPECT_GE(*lifetime, 900ms);
  EXPECT_LT(*lifetime, 5s);
}

// issue 28: 32 sockets that never send a request held their address's 32
// connections for the whole request timeout (30 s).
TEST(NetServer, ANewConnectionThatSaysNothingGoesAfterTheFirstRequestTimeout) {
  RecordingService service;
  ServerOptions options = test_options();
  options.request_timeout = 30s;
  options.first_request_timeout = 1s;
  RunningServer server(service, options);
  const auto lifetime = silent_connection_lifetime(server.port(), 10s);
  ASSERT_TRUE(lifetime.has_value()) << "still open after 10 s";
  EXPECT_GE(*lifetime, 900ms);
  EXPECT_LT(*lifetime, 5s);
}

// issue 28: ping frames were not rate-limited (each costs the server a pong).
TEST(NetServer, AFloodOfPingsIsRateLimitedLikeMessages) {
  RecordingService service;
  ServerOptions options = test_options();
  options.messages_per_second = 2;
  options.burst = 5;
  RunningServer server(service, options);
  const std::string seen = ping_flood(server.port(), 50);
  EXPECT_NE(seen.find("rate_limited"), std::string::npos) << seen;
  EXPECT_NE(seen.find("closed 1008"), std::string::npos) << seen;
}

TEST(NetServer, IdleWebSocketThatIgnoresPingsIsClosed) {
  RecordingService service;
  ServerOptions options = test_options();
  options.idle_timeout = 1s;
  RunningServer server(service, options);
  Client answering;  // reads, so its Beast answers the pings
  Client silent;     // never reads: no pong
  answering.connect(server.url());
  silent.connect(server.url());
  ASSERT_TRUE(service.wait_opened(2));
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(answering.receive(2500ms), std::nullopt);
  EXPECT_TRUE(service.wait_closed(1, 5s));
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
  EXPECT_TRUE(answering.is_open());
  answering.send("alive");
  EXPECT_EQ(answering.receive(5s), "alive");
  EXPECT_EQ(service.closed_counts().size(), 1U);
}

TEST(NetServer, StartThrowsNamingTheAddressWhenThePortIsTaken) {
  RecordingService service;
  RunningServer first(service);
  ServerOptions options = test_options();
  options.port = first.port();
  RecordingService other;
  Server second(other, options);
  const std::string error = thrown([&] { second.start(); });
  EXPECT_NE(error.find("127.0.0.1:" + std::to_string(first.port())), std::string::npos) << error;
  EXPECT_NE(error.find("in use"), std::string::npos) << error;
}

TEST(NetClient, ClearErrorsForBadUrlsAndRefusedConnections) {
  Client client;
  EXPECT_NE(thrown([&] { client.connect("http://127.0.0.1:1/ws"); }).find("ws://"), std::string::npos);
  EXPECT_NE(thrown([&] { client.connect("ws://127.0.0.1:99999/ws"); }).find("port"), std::string::npos);
  unsigned short free_port = 0;
  {
    RecordingService service;
    RunningServer server(service);
    free_port = server.port();
  }
  const std::string refused = thrown([&] { client.connect("ws://127.0.0.1:" + std::to_string(free_port) + "/ws"); });
  EXPECT_NE(refused.find("cannot connect"), std::string::npos) << refused;
  EXPECT_NE(thrown([&] { client.send("x"); }).find("not connected"), std::string::npos);
}

// 200 clients, 50 messages each, all at once: every message echoed, in order.
TEST(NetServer, ManyClientsConcurrentlyAllEchoedInOrder) {
  constexpr int kClients = 200;
  constexpr int kMessages = 50;
  constexpr int kThreads = 8;
  RecordingService service;
  ServerOptions options = test_options();
  options.connections_per_address = 1000;
  options.messages_per_second = 1e6;
  options.burst = 1000;
  RunningServer server(service, options);
  const auto start = std::chrono::steady_clock::now();
  std::atomic<int> echoed{0};
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      std::vector<std::unique_ptr<Client>> clients;
      try {
        for (int c = t; c < kClients; c += kThreads) {
          clients.push_back(std::make_unique<Client>());
          clients.back()->connect(server.url());
        }
        // Every client sends, then every client reads its echo: all the
        // connections are busy at once.
        for (int m = 0; m < kMessages; ++m) {
          for (std::size_t c = 0; c < clients.size(); ++c) clients[c]->send(std::to_string(c) + ":" + std::to_string(m));
          for (std::size_t c = 0; c < clients.size(); ++c) {
            if (clients[c]->receive(10s) == std::to_string(c) + ":" + std::to_string(m)) {
              ++echoed;
            } else {
              ++wrong;
            }
          }
        }
        for (auto& client : clients) client->close();
      } catch (const std::exception& e) {
        ADD_FAILURE() << "thread " << t << ": " << e.what();
        ++wrong;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(wrong.load(), 0);
  EXPECT_EQ(echoed.load(), kClients * kMessages);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 60s);
  EXPECT_TRUE(service.wait_closed(kClients, 20s));
  EXPECT_EQ(service.violations(), 0);
}

// The same load through AsyncClient on one thread: every client sends its
// 50 messages at once (the server's write queue fills), reads the echoes,
// then closes.
TEST(NetAsyncClient, ManyClientsPipelinedAllEchoedInOrder) {
  constexpr int kClients = 200;
  constexpr std::size_t kMessages = 50;
  RecordingService service;
  ServerOptions options = test_options();
  options.connections_per_address = 1000;
  options.messages_per_second = 1e6;
  options.burst = 1000;
  RunningServer server(service, options);

  struct Connection {
    std::unique_ptr<AsyncClient> client;
    std::vector<std::string> received;
    std::string ending;
  };
  boost::asio::io_context ioc;
  std::vector<Connection> connections(kClients);
  for (int i = 0; i < kClients; ++i) {
    Connection& connection = connections[i];
    AsyncClient::Handlers handlers;
    handlers.on_open = [&connection, i] {
      for (std::size_t m = 0; m < kMessages; ++m) connection.client->send(std::to_string(i) + ":" + std::to_string(m));
    };
    handlers.on_message = [&connection](std::string text) {
      connection.received.push_back(std::move(text));
      if (connection.received.size() == kMessages) connection.client->close();
    };
    handlers.on_close = [&connection](std::string why) { connection.ending = std::move(why); };
    connection.client = std::make_unique<AsyncClient>(ioc, std::move(handlers));
    connection.client->connect(server.url());
  }
  // Returns when every connection has ended (nothing left to do), or at the
  // time limit.
  ioc.run_for(60s);
  for (int i = 0; i < kClients; ++i) {
    const Connection& connection = connections[i];
    ASSERT_EQ(connection.received.size(), kMessages) << "client " << i << ": " << connection.ending;
    for (std::size_t m = 0; m < kMessages; ++m) {
      ASSERT_EQ(connection.received[m], std::to_string(i) + ":" + std::to_string(m)) << "client " << i;
    }
    EXPECT_NE(connection.ending.find("code 1000"), std::string::npos) << connection.ending;
  }
  EXPECT_TRUE(service.wait_closed(kClients, 20s));
  EXPECT_EQ(service.violations(), 0);
}

TEST(NetAsyncClient, ConnectFailureComesAsOnClose) {
  unsigned short free_port = 0;
  {
    RecordingService service;
    RunningServer server(service);
    free_port = server.port();
  }
  boost::asio::io_context ioc;
  std::string ending;
  bool opened = false;
  AsyncClient client(ioc, {[&] { opened = true; }, [](std::string) {}, [&](std::string why) { ending = why; }});
  EXPECT_THROW(client.connect("ws:/bad"), std::runtime_error);
  client.connect("ws://127.0.0.1:" + std::to_string(free_port) + "/ws");
  ioc.run_for(10s);
  EXPECT_FALSE(opened);
  EXPECT_NE(ending.find("connection lost"), std::string::npos) << ending;
}

TEST(NetLimits, TokenBucketAllowsTheBurstThenTheRate) {
  const auto t0 = TokenBucket::Clock::now();
  TokenBucket bucket(2, 3, t0);
  EXPECT_TRUE(bucket.take(t0));
  EXPECT_TRUE(bucket.take(t0));
  EXPECT_TRUE(bucket.take(t0));
  EXPECT_FALSE(bucket.take(t0));
  EXPECT_FALSE(bucket.take(t0 + 400ms));  // 0.8 token
  EXPECT_TRUE(bucket.take(t0 + 500ms));   // 1 token
  EXPECT_FALSE(bucket.take(t0 + 500ms));
  // A long pause refills only up to the burst.
  const auto later = t0 + 60s;
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(bucket.take(later)) << i;
  EXPECT_FALSE(bucket.take(later));
  EXPECT_FALSE(bucket.take(t0)) << "a time in the past adds nothing";
}

TEST(NetLimits, AddressLimiterCountsOpenConnections) {
  AddressLimiter limiter(2);
  auto a = limiter.acquire("10.0.0.1");
  auto b = limiter.acquire("10.0.0.1");
  EXPECT_TRUE(a.valid());
  EXPECT_TRUE(b.valid());
  EXPECT_FALSE(limiter.acquire("10.0.0.1").valid());
  EXPECT_TRUE(limiter.acquire("10.0.0.2").valid()) << "another address has its own count";
  EXPECT_EQ(limiter.count("10.0.0.2"), 0) << "the ticket above was released";
  { auto moved = std::move(a); }
  EXPECT_EQ(limiter.count("10.0.0.1"), 1);
  EXPECT_TRUE(limiter.acquire("10.0.0.1").valid());
  b = {};
  EXPECT_EQ(limiter.count("10.0.0.1"), 0);
}

TEST(NetLimits, ErrorTexts) {
  EXPECT_EQ(too_large_error(20000, 16384),
            R"({"v":1,"type":"error","code":"too_large","message":"message of 20000 bytes; the limit is 16384"})");
  EXPECT_EQ(rate_limited_error(20),
            R"({"v":1,"type":"error","code":"rate_limited","message":"more than 20 messages per second"})");
  EXPECT_EQ(rate_limited_error(2.5),
            R"({"v":1,"type":"error","code":"rate_limited","message":"more than 2.5 messages per second"})");
}

TEST(NetUrl, ParsesWebSocketUrls) {
  const WsUrl a = parse_ws_url("ws://127.0.0.1:8080/ws");
  EXPECT_EQ(a.host, "127.0.0.1");
  EXPECT_EQ(a.port, "8080");
  EXPECT_EQ(a.target, "/ws");
  const WsUrl b = parse_ws_url("ws://example.org");
  EXPECT_EQ(b.port, "80");
  EXPECT_EQ(b.target, "/");
  const WsUrl c = parse_ws_url("ws://[::1]:9000/ws?t=1");
  EXPECT_EQ(c.host, "::1");
  EXPECT_EQ(c.port, "9000");
  EXPECT_EQ(c.target, "/ws?t=1");
  EXPECT_EQ(host_header(c), "[::1]:9000");
  for (const char* bad : {"", "ws://", "ws://:80/ws", "http://a/ws", "wss://a/ws", "ws://a:0/", "ws://a:x/",
                          "ws://[::1/ws", "ws://u@a/ws"}) {
    EXPECT_THROW(parse_ws_url(bad), std::runtime_error) << bad;
  }
}

}  // namespace
}  // namespace euchre::net::test
