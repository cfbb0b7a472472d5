#include "room/people.h"

#include <mutex>

namespace euchre::room {

bool People::connect(store::PersonId person, net::ConnectionId connection, std::string address) {
  std::unique_lock lock(mutex_);
  auto& mine = connections_[person];
  const bool first = mine.empty();
  mine[connection] = std::move(address);
  return first;
}

bool People::disconnect(store::PersonId person, net::ConnectionId connection) {
  std::unique_lock lock(mutex_);
  const auto it = connections_.find(person);
  if (it == connections_.end()) return false;
  it->second.erase(connection);
  if (!it->second.empty()) return false;
  connections_.erase(it);
  return true;
}

bool People::online(store::PersonId person) const {
  std::shared_lock lock(mutex_);
  return connections_.count(person) > 0;
}

bool People::connected_from(store::PersonId person, const std::string& address) const {
  std::shared_lock lock(mutex_);
  const auto it = connections_.find(person);
  if (it == connections_.end()) return false;
  for (const auto& [connection, from] : it->second)
    if (from == address) return true;
  return false;
}

std::vector<net::ConnectionId> People::connections(store::PersonId person) const {
  std::shared_lock lock(mutex_);
  const auto it = connections_.find(person);
  if (it == connections_.end()) return {};
  std::vector<net::ConnectionId> ids;
  for (const auto& [connection, address] : it->second) ids.push_back(connection);
  return ids;
}

void People::send(store::PersonId person, const std::string& text, net::Outbox& outbox) const {
  std::shared_lock lock(mutex_);
  const auto it = connections_.find(person);
  if (it == connections_.end()) return;
  for (const auto& [connection, address] : it->second) outbox.send(connection, text);
}

std::optional<std::string> People::name(store::PersonId person) const {
  std::shared_lock lock(mutex_);
  const auto it = names_.find(person);
  if (it == names_.end()) return std::nullopt;
  return it->second;
}

void People::set_name(store::PersonId person, std::string name) {
  std::unique_lock lock(mutex_);
  names_[person] = std::move(name);
}

void People::seated(store::PersonId person, const std::string& table) {
  std::unique_lock lock(mutex_);
  seats_[person].insert(table);
}

std::vector<std::string> People::tables_of(store::PersonId person) const {
  std::shared_lock lock(mutex_);
  const auto it = seats_.find(person);
  if (it == seats_.end()) return {};
  return {it->second.begin(), it->second.end()};
}

void People::unseated(store::PersonId person, const std::string& table) {
  std::unique_lock lock(mutex_);
  const auto it = seats_.find(person);
  if (it == seats_.end()) return;
  it->second.erase(table);
  if (it->second.empty()) seats_.erase(it);
}

}  // namespace euchre::room
