#include "terminal/server_link.h"

#include <iostream>

namespace euchre::terminal {

using Clock = std::chrono::steady_clock;

void ServerLink::connect(const std::string& url) {
  ahead_.clear();
  client_ = std::make_unique<net::Client>();
  client_->connect(url);
}

net::Client& ServerLink::client() {
  if (!client_) throw LinkLost("not connected");
  return *client_;
}

void ServerLink::send(json message) {
  message["v"] = protocol::kVersion;
  try {
    client().send(message.dump());
  } catch (const std::runtime_error& e) {
    throw LinkLost(e.what());
  }
}

std::optional<json> ServerLink::next(std::chrono::milliseconds timeout) {
  if (!ahead_.empty()) {
    json m = std::move(ahead_.front());
    ahead_.pop_front();
    return m;
  }
  const auto deadline = Clock::now() + timeout;
  for (;;) {
    std::optional<std::string> text;
    try {
      text = client().receive(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
    } catch (const std::runtime_error& e) {
      throw LinkLost(e.what());
    }
    if (!text) return std::nullopt;
    json m = json::parse(*text, nullptr, false);
    if (m.is_object() && m.contains("type")) return m;
    // A server of another kind, or a broken frame: say so, read on.
    std::cerr << "euchre play: ignored a message from the server that is not one: " << text->substr(0, 200) << "\n";
    if (Clock::now() >= deadline) return std::nullopt;
  }
}

json ServerLink::await(const std::function<bool(const json&)>& wanted, std::chrono::milliseconds timeout,
                       const std::string& what) {
  for (auto it = ahead_.begin(); it != ahead_.end(); ++it)
    if (wanted(*it)) {
      json m = std::move(*it);
      ahead_.erase(it);
      return m;
    }
  const auto deadline = Clock::now() + timeout;
  while (Clock::now() < deadline) {
    std::optional<std::string> text;
    try {
      text = client().receive(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
    } catch (const std::runtime_error& e) {
      throw LinkLost(e.what());
    }
    if (!text) break;
    json m = json::parse(*text, nullptr, false);
    if (!m.is_object() || !m.contains("type")) continue;
    if (wanted(m)) return m;
    ahead_.push_back(std::move(m));
  }
  throw std::runtime_error("the server sent no " + what + " in " + std::to_string(timeout.count() / 1000) + " seconds");
}

json ServerLink::await(std::initializer_list<std::string_view> types, std::chrono::milliseconds timeout) {
  std::string names;
  for (std::string_view type : types) names += (names.empty() ? "\"" : " or \"") + std::string(type) + "\"";
  const std::vector<std::string_view> wanted(types);
  return await(
      [&wanted](const json& m) {
        for (std::string_view type : wanted)
          if (m["type"] == type) return true;
        return false;
      },
      timeout, names);
}

void ServerLink::close() {
  if (!client_) return;
  try {
    client_->close();
  } catch (const std::exception&) {
    // Already gone: nothing to close.
  }
}

}  // namespace euchre::terminal
