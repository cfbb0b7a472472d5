// A scripted person over a real WebSocket (net::Client): says hello, answers
// the shuffle's call for a contribution and plays one of its legal actions.
// Remembers the last state it was sent: what the server acknowledged.
#pragma once

#include <random>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "net/client.h"

namespace euchre::testing {

class WsPerson {
 public:
  using json = nlohmann::json;

  WsPerson(const std::string& url, std::uint64_t seed) : url_(url), rng_(seed) { client_.connect(url); }

  void send(json m) {
    m["v"] = 1;
    client_.send(m.dump());
  }
  // The next message (nullopt: none within the time).
  std::optional<json> next(std::chrono::milliseconds wait = std::chrono::milliseconds(2000)) {
    const auto text = client_.receive(wait);
    if (!text) return std::nullopt;
    json m = json::parse(*text);
    if (m["type"] == "state") last_state = m;
    if (m["type"] == "welcome" && m.contains("token")) token = m["token"];
    if (m["type"] == "welcome") welcome = m;
    if (m["type"] == "game_over") game_over = m;
    if (m["type"] == "error") errors.push_back(m);
    return m;
  }
  // Waits for a message of the type (bounded), answering the game meanwhile.
  json await(const std::string& type, const std::string& table = "", int max_messages = 100'000) {
    for (int i = 0; i < max_messages; ++i) {
      const auto m = next(std::chrono::seconds(30));
      if (!m) break;
      if (!table.empty()) respond(*m, table);
      if ((*m)["type"] == type) return *m;
    }
    throw std::runtime_error("no \"" + type + "\" came");
  }
  void hello(const std::string& name) {
    send({{"type", "hello"}, {"name", name}});
    await("welcome");
  }
  void hello_again() {
    send({{"type", "hello"}, {"token", token}});
    await("welcome");
  }
  // Answers one message: a contribution when asked, an action on its turn.
  void respond(const json& m, const std::string& table) {
    if (m["type"] == "commit" && m["contribute"] == true) {
      std::string hex;
      for (int i = 0; i < 32; ++i) hex += "0123456789abcdef"[rng_() % 16];
      send({{"type", "contribute"}, {"table", table}, {"deal", m["deal"]}, {"contribution", hex}});
    }
    if (m["type"] == "state" && m["my_turn"] == true && !m["legal"].empty()) {
      const auto& legal = m["legal"];
      send({{"type", "act"}, {"table", table}, {"action", legal[rng_() % legal.size()]}});
    }
  }
  void drop() { client_.drop(); }
  // A new connection (to a restarted server, maybe on another port).
  void reconnect_to(const std::string& url) {
    url_ = url;
    client_ = net::Client();
    client_.connect(url_);
  }

  std::string token;
  json welcome;  // the last one
  json last_state;
  json game_over;
  std::vector<json> errors;

 private:
  std::string url_;
  std::mt19937_64 rng_;
  net::Client client_;
};

// Gives every person a turn to read and answer (person i at tables[i]) until
// `done`, bounded in time (a gtest failure past the limit).
template <class Done>
void play_until(std::vector<WsPerson*> people, const std::vector<std::string>& tables, Done done,
                std::chrono::seconds limit = std::chrono::seconds(240)) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!done()) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "the games did not get there in time";
    for (std::size_t i = 0; i < people.size(); ++i)
      while (auto m = people[i]->next(std::chrono::milliseconds(5))) people[i]->respond(*m, tables[i]);
  }
}

}  // namespace euchre::testing
