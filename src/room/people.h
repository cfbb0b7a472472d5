// Who is here: each person's open connections, name and seats. Shared by the
// hub's thread and the tables' threads (docs/net.md, "Threads"): a table on
// its own thread reaches its people through it while the hub adds and
// removes connections, so every call takes the registry's lock, and none
// calls out while holding it except to the outbox (thread-safe, no call back).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "net/service.h"
#include "store/store.h"

namespace euchre::room {

class People {
 public:
  // The person's connection (from `address`) opened; true when it is his
  // first (he came online).
  bool connect(store::PersonId person, net::ConnectionId connection, std::string address);
  // The connection closed; true when it was his last (he went away).
  bool disconnect(store::PersonId person, net::ConnectionId connection);
  bool online(store::PersonId person) const;
  // Whether a connection of the person comes from `address` (at a public
  // table one address holds one seat).
  bool connected_from(store::PersonId person, const std::string& address) const;
  std::vector<net::ConnectionId> connections(store::PersonId person) const;
  // Sends `text` to each connection of the person through the outbox (under
  // the lock: no copy of his connections at every state sent).
  void send(store::PersonId person, const std::string& text, net::Outbox& outbox) const;

  std::optional<std::string> name(store::PersonId person) const;
  void set_name(store::PersonId person, std::string name);

  // The index of seats: the tables where the person holds or held a seat
  // since this start (whoever reads it checks the seat is still his).
  void seated(store::PersonId person, const std::string& table);
  std::vector<std::string> tables_of(store::PersonId person) const;
  // The person holds no seat of `table` any more (it closed, or he left).
  void unseated(store::PersonId person, const std::string& table);

 private:
  mutable std::shared_mutex mutex_;
  // Looked up at every state sent (online, send): hashed, not a tree whose
  // every level is a cache miss at thousands of people.
  std::unordered_map<store::PersonId, std::map<net::ConnectionId, std::string>> connections_;  // -> address
  std::unordered_map<store::PersonId, std::string> names_;
  std::unordered_map<store::PersonId, std::set<std::string>> seats_;
};

}  // namespace euchre::room
