#include "room/lobby.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "room/messages.h"
#include "room/table.h"

namespace euchre::room {
namespace {

// Finished public tables shown after the list: a few, to be looked at
// while they last (the page's "Just finished").
constexpr std::size_t kJustFinished = 3;
// Offsets are the client's to choose: the texts of only so many are kept.
constexpr std::size_t kPagesKept = 64;

}  // namespace

nlohmann::json Lobby::page(const std::map<std::string, std::shared_ptr<Table>>& tables, std::int64_t now_ms,
                           int offset) {
  refresh(tables, now_ms);
  return built_page(offset);
}

const std::string& Lobby::page_text(const std::map<std::string, std::shared_ptr<Table>>& tables,
                                    std::int64_t now_ms, int offset) {
  refresh(tables, now_ms);
  auto it = texts_.find(offset);
  if (it == texts_.end()) {
    if (texts_.size() > kPagesKept) texts_.clear();
    it = texts_.emplace(offset, built_page(offset).dump()).first;
  }
  return it->second;
}

void Lobby::refresh(const std::map<std::string, std::shared_ptr<Table>>& tables, std::int64_t now_ms) {
  if (built_ms_ >= 0 && now_ms - built_ms_ < refresh_.count()) return;
  // Finished tables are not counted or paged (their people find them in
  // their history); the newest few still open follow every page.
  std::vector<std::shared_ptr<const nlohmann::json>> open, under_way;
  std::vector<std::pair<std::int64_t, std::shared_ptr<const nlohmann::json>>> finished;
  for (const auto& [tid, table] : tables) {
    if (table->settings().is_private) continue;
    // Its own thread may be moving it on: its line as it is now, or (busy)
    // as it last was; never a wait for it.
    Table::LobbyLine line = table->lobby_line();
    if (!line.summary) continue;  // busy since it opened: in the next build
    if (line.over) finished.emplace_back(line.quiet_since_ms, std::move(line.summary));
    else (line.started ? under_way : open).push_back(std::move(line.summary));
  }
  open.insert(open.end(), std::make_move_iterator(under_way.begin()), std::make_move_iterator(under_way.end()));
  listed_ = std::move(open);
  const std::size_t newest = std::min(finished.size(), kJustFinished);
  std::partial_sort(finished.begin(), finished.begin() + static_cast<std::ptrdiff_t>(newest), finished.end(),
                    [](const auto& a, const auto& b) { return a.first > b.first; });
  finished_.clear();
  for (std::size_t i = newest; i-- > 0;) finished_.push_back(finished[i].second);
  texts_.clear();
  built_ms_ = now_ms;
}

nlohmann::json Lobby::built_page(int offset) const {
  const std::size_t from = std::min(listed_.size(), static_cast<std::size_t>(std::max(0, offset)));
  const std::size_t to = std::min(listed_.size(), from + static_cast<std::size_t>(page_size_));
  std::vector<nlohmann::json> shown;
  for (std::size_t i = from; i < to; ++i) shown.push_back(*listed_[i]);
  for (const auto& line : finished_) shown.push_back(*line);
  nlohmann::json m = tables_message(shown);
  m["offset"] = from;
  m["total"] = listed_.size();
  return m;
}

}  // namespace euchre::room
