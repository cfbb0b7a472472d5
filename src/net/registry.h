// Private to src/net: the live connections by id, so that the service can
// reach one (the registry is the server's Outbox) and stop() can reach all.
// Thread-safe; it holds weak pointers, so a session that ends is never kept
// alive by it, and removes itself when it ends.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

#include "net/service.h"
#include "net/session.h"

namespace euchre::net {

class Registry : public Outbox {
 public:
  // A fresh id for `session`; none once the server is stopping (the
  // session must end instead of starting).
  std::optional<ConnectionId> add(std::weak_ptr<Session> session);
  void remove(ConnectionId id);
  // From now on add() refuses; returns every live session, to shut down.
  std::vector<std::shared_ptr<Session>> stop();
  std::vector<std::shared_ptr<Session>> live() const;
  bool stopping() const;
  std::size_t size() const;

  // Outbox: unknown ids (never seen, or gone) are ignored.
  void send(ConnectionId id, std::string text) override;
  void close(ConnectionId id, std::string last_text, std::string reason) override;

 private:
  std::shared_ptr<Session> find(ConnectionId id) const;

  mutable std::mutex mutex_;
  bool stopping_ = false;
  ConnectionId next_id_ = 1;
  std::unordered_map<ConnectionId, std::weak_ptr<Session>> sessions_;
};

}  // namespace euchre::net
