#include "loadclient/lobby_flood.h"

#include <nlohmann/json.hpp>

namespace euchre::loadclient {

LobbyFlood::LobbyFlood(boost::asio::io_context& io, std::string url, int connections, double lists_per_second)
    : url_(std::move(url)),
      every_(std::chrono::nanoseconds(static_cast<std::int64_t>(1e9 / lists_per_second))),
      timer_(io) {
  for (int i = 0; i < connections; ++i) {
    auto lister = std::make_unique<Lister>();
    Lister* self = lister.get();
    lister->client = std::make_unique<net::AsyncClient>(
        io, net::AsyncClient::Handlers{
                [self] { self->client->send(R"({"v":1,"type":"hello","name":"lister"})"); },
                [this, self](const std::string& text) {
                  if (text.find("\"type\":\"welcome\"") != std::string::npos) self->welcome = true;
                  if (text.find("\"type\":\"tables\"") != std::string::npos) ++answered_;
                  if (text.find("\"type\":\"error\"") != std::string::npos) ++errors_;
                },
                [self](const std::string&) { self->ended = true; },
            });
    listers_.push_back(std::move(lister));
  }
}

void LobbyFlood::start() {
  running_ = true;
  for (auto& lister : listers_) lister->client->connect(url_);
  tick();
}

void LobbyFlood::tick() {
  if (!running_) return;
  for (auto& lister : listers_)
    if (lister->welcome && !lister->ended) {
      lister->client->send(R"({"v":1,"type":"list"})");
      ++sent_;
    }
  timer_.expires_after(every_);
  timer_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) tick();
  });
}

void LobbyFlood::stop() {
  running_ = false;
  timer_.cancel();
  for (auto& lister : listers_)
    if (!lister->ended) lister->client->close();
}

bool LobbyFlood::ended() const {
  for (const auto& lister : listers_)
    if (!lister->ended) return false;
  return true;
}

}  // namespace euchre::loadclient
