#include "room/closed_evenings.h"

#include <functional>
#include <iostream>
#include <utility>

namespace euchre::room {
namespace {

// What a row says, in one number: any change of its name, settings or state
// changes it (a collision would keep an old reading until the next change).
std::size_t fingerprint(const store::Event& row) {
  const std::hash<std::string> hash;
  std::size_t h = hash(row.settings);
  for (const std::string* part : {&row.state, &row.name}) h = h * 1000003u ^ hash(*part);
  return h ^ static_cast<std::size_t>(row.created_ms);
}

ClosedEvenings::Evening read_evening(EventHost& host, const store::Event& row) {
  const auto event = Event::restore(host, row);
  return {row.id, row.name, row.created_ms, event->settings().spectators, event->rated(), event->people_evenings()};
}

}  // namespace

std::vector<const ClosedEvenings::Evening*> ClosedEvenings::read(EventHost& host, const std::vector<store::Event>& rows) {
  std::map<std::string, Kept> now;
  std::vector<const Evening*> out;
  for (const store::Event& row : rows) {
    const std::size_t print = fingerprint(row);
    auto it = kept_.find(row.id);
    if (it == kept_.end() || it->second.fingerprint != print) {
      try {
        Kept fresh{print, read_evening(host, row)};
        ++rows_read_;
        it = kept_.insert_or_assign(row.id, std::move(fresh)).first;
      } catch (const std::exception& e) {
        // One evening that does not read leaves the others.
        std::cerr << "euchre serve: event " << row.id << " is left out of the ratings and the people's pages: " << e.what() << "\n";
        continue;
      }
    }
    const auto placed = now.insert_or_assign(row.id, std::move(it->second)).first;
    out.push_back(&placed->second.evening);
  }
  kept_ = std::move(now);
  return out;
}

}  // namespace euchre::room
