// Private to src/net: the way back from Service::post's `done`, which may be
// called (or merely destroyed) from any thread at any time, even after the
// server is gone. `done` holds the gate and a weak pointer to its session,
// never the session itself: a session kept alive by a service's thread could
// otherwise be destroyed there after the state it deregisters from.
#pragma once

#include <mutex>

namespace euchre::net {

class PostGate {
 public:
  // Runs `deliver` unless the server is gone; the server cannot close the
  // gate (and destroy its io_context) while `deliver` runs.
  template <typename Deliver>
  void pass(Deliver&& deliver) {
    std::lock_guard lock(mutex_);
    if (open_) deliver();
  }
  // Called once the server's threads are done, before its io_context and
  // its state are destroyed; later answers are dropped.
  void close() {
    std::lock_guard lock(mutex_);
    open_ = false;
  }

 private:
  std::mutex mutex_;
  bool open_ = true;
};

}  // namespace euchre::net
