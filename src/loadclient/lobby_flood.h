// The lobby attack of `euchre loadtest --list-flood C`: C more connections,
// each a person who asks for the lobby (`list`) at a fixed rate (19 a second:
// under the server's limit of 20) while the tables are measured. What it
// shows is whether the people at the tables feel it (their response times).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include "net/async_client.h"

namespace euchre::loadclient {

class LobbyFlood {
 public:
  LobbyFlood(boost::asio::io_context& io, std::string url, int connections, double lists_per_second);
  void start();  // connects; each connection lists as soon as it is welcome
  void stop();   // stops listing and closes
  std::int64_t lists_sent() const { return sent_; }
  std::int64_t lists_answered() const { return answered_; }
  std::int64_t errors() const { return errors_; }
  bool ended() const;

 private:
  struct Lister {
    std::unique_ptr<net::AsyncClient> client;
    bool welcome = false;
    bool ended = false;
  };
  void tick();

  std::string url_;
  std::chrono::nanoseconds every_;
  boost::asio::steady_timer timer_;
  std::vector<std::unique_ptr<Lister>> listers_;
  bool running_ = false;
  std::int64_t sent_ = 0, answered_ = 0, errors_ = 0;
};

}  // namespace euchre::loadclient
