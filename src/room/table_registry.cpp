#include "room/table_registry.h"

#include <mutex>

namespace euchre::room {

std::shared_ptr<Table> TableRegistry::find(const std::string& id) const {
  std::shared_lock lock(mutex_);
  const auto it = map_.find(id);
  return it == map_.end() ? nullptr : it->second;
}

bool TableRegistry::contains(const std::string& id) const {
  std::shared_lock lock(mutex_);
  return map_.count(id) > 0;
}

std::size_t TableRegistry::size() const {
  std::shared_lock lock(mutex_);
  return map_.size();
}

bool TableRegistry::add(const std::string& id, std::shared_ptr<Table> table) {
  std::unique_lock lock(mutex_);
  return map_.emplace(id, std::move(table)).second;
}

void TableRegistry::remove(const std::string& id) {
  std::shared_ptr<Table> last;  // the table may go with it: after the lock (declared after it, freed first)
  std::unique_lock lock(mutex_);
  const auto it = map_.find(id);
  if (it == map_.end()) return;
  last = std::move(it->second);
  map_.erase(it);
}

TableRegistry::Map TableRegistry::snapshot() const {
  std::shared_lock lock(mutex_);
  return map_;
}

std::vector<std::string> TableRegistry::ids() const {
  std::shared_lock lock(mutex_);
  std::vector<std::string> ids;
  ids.reserve(map_.size());
  for (const auto& [id, table] : map_) ids.push_back(id);
  return ids;
}

}  // namespace euchre::room
