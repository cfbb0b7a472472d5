// The per-connection limits the transport enforces itself (docs/net.md
// "Limits"), kept free of sockets so they can be tested alone.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace euchre::net {

// A token bucket: `burst` tokens at first, refilled at `per_second` tokens a
// second up to `burst`; each message takes one. Not thread-safe (one per
// connection, used on its strand).
class TokenBucket {
 public:
  using Clock = std::chrono::steady_clock;
  TokenBucket(double per_second, int burst, Clock::time_point now = Clock::now());
  // Takes a token at `now`; false when there is none (the message is over
  // the rate).
  bool take(Clock::time_point now = Clock::now());

 private:
  double per_second_;
  double capacity_;
  double tokens_;
  Clock::time_point last_;
};

// Open connections per remote address. Thread-safe: connections come and go
// on every I/O thread.
class AddressLimiter {
 public:
  // One counted connection: released when destroyed. Move-only.
  class Ticket {
   public:
    Ticket() = default;
    Ticket(Ticket&& other) noexcept;
    Ticket& operator=(Ticket&& other) noexcept;
    Ticket(const Ticket&) = delete;
    Ticket& operator=(const Ticket&) = delete;
    ~Ticket();
    bool valid() const { return limiter_ != nullptr; }

   private:
    friend class AddressLimiter;
    Ticket(AddressLimiter* limiter, std::string address);
    void release();
    AddressLimiter* limiter_ = nullptr;
    std::string address_;
  };

  // `unlimited`: addresses that always get a ticket (a load test's machine).
  explicit AddressLimiter(int per_address, const std::vector<std::string>& unlimited = {})
      : per_address_(per_address), unlimited_(unlimited.begin(), unlimited.end()) {}
  int per_address() const { return per_address_; }
  // A ticket when `address` has fewer than per_address() open connections
  // or is unlimited; an invalid one (not counted) otherwise.
  Ticket acquire(const std::string& address);
  int count(const std::string& address) const;

 private:
  void release(const std::string& address);
  const int per_address_;
  const std::unordered_set<std::string> unlimited_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, int> open_;
};

}  // namespace euchre::net
