#include "net/registry.h"

#include <utility>

namespace euchre::net {

std::optional<ConnectionId> Registry::add(std::weak_ptr<Session> session) {
  std::lock_guard lock(mutex_);
  if (stopping_) return std::nullopt;
  const ConnectionId id = next_id_++;
  sessions_.emplace(id, std::move(session));
  return id;
}

void Registry::remove(ConnectionId id) {
  std::lock_guard lock(mutex_);
  sessions_.erase(id);
}

std::vector<std::shared_ptr<Session>> Registry::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  return live();
}

std::vector<std::shared_ptr<Session>> Registry::live() const {
  std::vector<std::shared_ptr<Session>> sessions;
  std::lock_guard lock(mutex_);
  for (const auto& [id, weak] : sessions_) {
    if (auto session = weak.lock()) sessions.push_back(std::move(session));
  }
  return sessions;
}

bool Registry::stopping() const {
  std::lock_guard lock(mutex_);
  return stopping_;
}

std::size_t Registry::size() const {
  std::lock_guard lock(mutex_);
  return sessions_.size();
}

std::shared_ptr<Session> Registry::find(ConnectionId id) const {
  std::lock_guard lock(mutex_);
  const auto it = sessions_.find(id);
  return it == sessions_.end() ? nullptr : it->second.lock();
}

// The lock is released before the session is called: deliver() only posts,
// but a session's last owner may be this shared_ptr, and its destructor
// removes it from the registry (taking the lock).
void Registry::send(ConnectionId id, std::string text) {
  if (auto session = find(id)) session->deliver(std::move(text));
}

void Registry::close(ConnectionId id, std::string last_text, std::string reason) {
  if (auto session = find(id)) session->close(std::move(last_text), std::move(reason));
}

}  // namespace euchre::net
