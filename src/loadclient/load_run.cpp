#include "loadclient/load_run.h"

#include <iostream>

#include <fmt/format.h>

#include "loadclient/server_cpu.h"

namespace euchre::loadclient {
namespace {

using namespace std::chrono_literals;

// Connections being opened at once: enough to create 1,000 tables in a few
// seconds, few enough not to queue hundreds of handshakes at the server.
constexpr std::size_t kConnectWindow = 32;
constexpr auto kTick = 100ms;
// Setup may take this long, plus a little per table, before it is given up.
constexpr auto kSetupBase = 30s;
constexpr auto kSetupPerTable = 30ms;
constexpr auto kCloseTime = 5s;

double seconds(LoadRun::Clock::duration d) { return std::chrono::duration<double>(d).count(); }

}  // namespace

LoadRun::LoadRun(LoadPlan plan, LoadScript script) : plan_(plan), script_(std::move(script)), ticker_(io_) {
  tally_.samples = plan_.samples;
  clients_.reserve(static_cast<std::size_t>(plan_.tables));
  for (int i = 0; i < plan_.tables; ++i)
    clients_.push_back(std::make_unique<LoadClient>(io_, script_, tally_, static_cast<std::uint64_t>(i) + 1,
                                                    [this] { on_settled(); }));
  if (plan_.list_flood > 0) flood_ = std::make_unique<LobbyFlood>(io_, script_.url, plan_.list_flood, plan_.list_rate);
}

void LoadRun::run() {
  begun_ = Clock::now();
  deadline_ = begun_ + kSetupBase + kSetupPerTable * plan_.tables;
  launch();
  tick();
  io_.run();
}

void LoadRun::launch() {
  while (started_ < clients_.size() && started_ - settled_ < kConnectWindow) clients_[started_++]->start();
}

void LoadRun::on_settled() {
  ++settled_;
  if (phase_ == Phase::Setup) launch();
}

void LoadRun::tick() {
  const Clock::time_point now = Clock::now();
  switch (phase_) {
    case Phase::Setup:
      if (tally_.refused > 0 || settled_ == clients_.size() || now >= deadline_) end_setup(now);
      break;
    case Phase::Measuring:
      // The server's CPU is read at the ticks that open and close the
      // window (a tick is short beside the seconds measured).
      if (now >= tally_.from && !tally_.server_cpu_from) tally_.server_cpu_from = process_cpu_seconds(plan_.server_pid);
      if (now >= tally_.until) {
        tally_.server_cpu_until = process_cpu_seconds(plan_.server_pid);
        close_all(now);
      }
      break;
    case Phase::Closing:
      if (all_ended() || now >= deadline_) {
        io_.stop();
        return;
      }
      break;
  }
  ticker_.expires_after(kTick);
  ticker_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) tick();
  });
}

void LoadRun::end_setup(Clock::time_point now) {
  setup_time_ = now - begun_;
  if (tally_.refused > 0) {
    close_all(now);  // the server will not take them all: the report says which limit
    return;
  }
  if (settled_ < clients_.size())
    tally_.problem(fmt::format("only {} of {} connections had created their table after {:.0f} s", settled_,
                               clients_.size(), seconds(setup_time_)));
  measured_ = true;
  tally_.from = now + plan_.warmup;
  tally_.until = tally_.from + plan_.measure;
  phase_ = Phase::Measuring;
  if (flood_) flood_->start();  // through the warm-up and the measurement
  std::cerr << fmt::format("loadtest: {} tables created in {:.1f} s; warm-up {:.0f} s, then measuring {:.0f} s\n",
                           tally_.tables, seconds(setup_time_), seconds(plan_.warmup), seconds(plan_.measure));
}

void LoadRun::close_all(Clock::time_point now) {
  phase_ = Phase::Closing;
  deadline_ = now + kCloseTime;
  for (auto& client : clients_) client->stop();
  if (flood_) flood_->stop();
}

bool LoadRun::all_ended() const {
  for (const auto& client : clients_)
    if (!client->ended()) return false;
  return !flood_ || flood_->ended();
}

}  // namespace euchre::loadclient
