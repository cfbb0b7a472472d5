// The tables served here, by id. Read and changed from the hub's thread and
// from the evenings' threads (an evening opens its round's tables on its
// own; docs/net.md, "Threads"), so every call takes the registry's lock.
// Nothing is called out while it is held: a table's own lock is never taken
// under it (callers that take tables' locks walk a snapshot).
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <shared_mutex>
#include <string>
#include <vector>

namespace euchre::room {

class Table;

class TableRegistry {
 public:
  using Map = std::map<std::string, std::shared_ptr<Table>>;

  std::shared_ptr<Table> find(const std::string& id) const;
  bool contains(const std::string& id) const;
  std::size_t size() const;
  bool empty() const { return size() == 0; }
  // Serves `table` under `id`; false (and nothing changed) when the id is taken.
  bool add(const std::string& id, std::shared_ptr<Table> table);
  void remove(const std::string& id);
  // Every table as it is now: walked without the lock (a table's lock may be
  // taken on the way).
  Map snapshot() const;
  std::vector<std::string> ids() const;
  // Runs `read` over the map under the lock, for a walk that takes no
  // table's lock and calls nothing back here (the lobby's rebuild, with
  // try-locks only): no copy of twenty thousand entries a second.
  template <class Read>
  decltype(auto) read(Read&& read) const {
    std::shared_lock lock(mutex_);
    return read(static_cast<const Map&>(map_));
  }

 private:
  mutable std::shared_mutex mutex_;
  Map map_;
};

}  // namespace euchre::room
