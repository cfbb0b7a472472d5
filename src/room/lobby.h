// The lobby's list of tables (docs/server.md, "The lobby"): public tables
// still to be played at, those with a seat to take first, then games under
// way, sent a page at a time; then the newest few finished ones still open.
// Rebuilt at most once a refresh and each page written out once a build,
// so a flood of `list`s costs little.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace euchre::room {

class Table;

class Lobby {
 public:
  Lobby(std::chrono::milliseconds refresh, int page_size) : refresh_(refresh), page_size_(page_size) {}

  // The page from `offset` (at most page_size tables, then the finished
  // ones), as JSON and as the text sent; `tables` is read only when the
  // last build is older than the refresh.
  nlohmann::json page(const std::map<std::string, std::shared_ptr<Table>>& tables, std::int64_t now_ms, int offset);
  const std::string& page_text(const std::map<std::string, std::shared_ptr<Table>>& tables, std::int64_t now_ms,
                               int offset);

 private:
  void refresh(const std::map<std::string, std::shared_ptr<Table>>& tables, std::int64_t now_ms);
  nlohmann::json built_page(int offset) const;

  std::chrono::milliseconds refresh_;
  int page_size_;
  // The tables' own lines (Table::summary), shared: a refresh copies pointers.
  std::vector<std::shared_ptr<const nlohmann::json>> listed_;    // the listed tables', as last built
  std::vector<std::shared_ptr<const nlohmann::json>> finished_;  // the newest finished public tables still open, oldest first
  std::map<int, std::string> texts_;      // offset -> the page's text, of this build
  std::int64_t built_ms_ = -1;
};

}  // namespace euchre::room
