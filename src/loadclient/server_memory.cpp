#include "loadclient/server_memory.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "net/http_get.h"

namespace euchre::loadclient {

std::string megabytes_text(const std::optional<double>& mb) { return mb ? fmt::format("{:.1f}", *mb) : "n/a"; }

ServerHealth read_server_health(const std::string& ws_url) {
  const std::string url = net::http_url_for(ws_url, "/api/health");
  const net::HttpResult result = net::http_get(url, std::chrono::seconds(10));
  if (result.status != 200)
    throw std::runtime_error("GET " + url + " answered " + std::to_string(result.status) + ": " + result.body);
  const auto body = nlohmann::json::parse(result.body, nullptr, false);
  ServerHealth health;
  if (!body.is_object()) return health;
  if (const auto it = body.find("rss_mb"); it != body.end() && it->is_number()) health.rss_mb = it->get<double>();
  if (const auto it = body.find("pid"); it != body.end() && it->is_number_integer()) health.pid = it->get<long long>();
  return health;
}

ServerMemorySampler::ServerMemorySampler(std::string ws_url)
    : url_(std::move(ws_url)), thread_([this] { run(); }) {}

ServerMemorySampler::~ServerMemorySampler() { stop(); }

void ServerMemorySampler::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

std::optional<double> ServerMemorySampler::peak_mb() const {
  std::lock_guard lock(mutex_);
  return peak_;
}

int ServerMemorySampler::failures() const {
  std::lock_guard lock(mutex_);
  return failures_;
}

void ServerMemorySampler::run() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    lock.unlock();
    std::optional<double> sample;
    bool failed = false;
    try {
      sample = read_server_health(url_).rss_mb;
    } catch (const std::exception&) {
      failed = true;  // a busy server may miss one; counted, not fatal
    }
    lock.lock();
    if (failed) ++failures_;
    if (sample) peak_ = std::max(peak_.value_or(0.0), *sample);
    wake_.wait_for(lock, std::chrono::seconds(1), [this] { return stopping_; });
  }
}

}  // namespace euchre::loadclient
