#include "net/limits.h"

#include <algorithm>
#include <utility>

namespace euchre::net {

TokenBucket::TokenBucket(double per_second, int burst, Clock::time_point now)
    : per_second_(per_second), capacity_(std::max(1, burst)), tokens_(capacity_), last_(now) {}

bool TokenBucket::take(Clock::time_point now) {
  // A clock read out of order (another thread's time point) adds nothing.
  if (now > last_) {
    const double elapsed = std::chrono::duration<double>(now - last_).count();
    tokens_ = std::min(capacity_, tokens_ + elapsed * per_second_);
    last_ = now;
  }
  if (tokens_ < 1.0) return false;
  tokens_ -= 1.0;
  return true;
}

AddressLimiter::Ticket::Ticket(AddressLimiter* limiter, std::string address)
    : limiter_(limiter), address_(std::move(address)) {}

AddressLimiter::Ticket::Ticket(Ticket&& other) noexcept
    : limiter_(std::exchange(other.limiter_, nullptr)), address_(std::move(other.address_)) {}

AddressLimiter::Ticket& AddressLimiter::Ticket::operator=(Ticket&& other) noexcept {
  if (this != &other) {
    release();
    limiter_ = std::exchange(other.limiter_, nullptr);
    address_ = std::move(other.address_);
  }
  return *this;
}

AddressLimiter::Ticket::~Ticket() { release(); }

void AddressLimiter::Ticket::release() {
  if (limiter_ != nullptr) std::exchange(limiter_, nullptr)->release(address_);
}

AddressLimiter::Ticket AddressLimiter::acquire(const std::string& address) {
  std::lock_guard lock(mutex_);
  int& open = open_[address];
  if (open >= per_address_ && unlimited_.count(address) == 0) {
    if (open == 0) open_.erase(address);
    return {};
  }
  ++open;
  return Ticket(this, address);
}

int AddressLimiter::count(const std::string& address) const {
  std::lock_guard lock(mutex_);
  const auto it = open_.find(address);
  return it == open_.end() ? 0 : it->second;
}

void AddressLimiter::release(const std::string& address) {
  std::lock_guard lock(mutex_);
  const auto it = open_.find(address);
  if (it == open_.end()) return;
  // Forget an address with no connection: the map does not grow with every
  // address ever seen.
  if (--it->second <= 0) open_.erase(it);
}

}  // namespace euchre::net
