// Several instances on one store (docs/scale.md): the lease ticks that
// renew, give up and take tables and evenings, and the `elsewhere` answer
// that sends a person to the instance serving what he asked for.
#include <iostream>
#include <set>

#include "room/hub.h"

namespace euchre::room {

using protocol::Error;
using protocol::ErrorCode;

int Hub::lease_tick() {
  const std::int64_t now = executor_.now_ms();
  const std::int64_t ttl = options_.lease_ttl.count();
  int taken = 0;
  try {
    event_lease_tick(now, ttl);
    // One statement renews them all; a table it leaves out is tried alone.
    const std::vector<std::string> served = tables_.ids();
    const std::vector<std::string> renewed_list = store_.renew_leases(served, options_.lease_owner, now, ttl);
    const std::set<std::string> renewed(renewed_list.begin(), renewed_list.end());
    std::vector<std::string> lost;
    for (const std::string& id : served)
      if (!renewed.count(id) && !store_.try_lease(id, options_.lease_owner, now, ttl)) lost.push_back(id);
    for (const std::string& id : lost) drop_table(id);
    for (const std::string& id : store_.unleased_tables(now)) {
      if (tables_.contains(id)) continue;
      const auto row = store_.table(id);
      // An event's table goes with its event (docs/events.md, "Several
      // instances"): only the instance running the event takes it, so the
      // event hears its results and seats its next round beside it.
      if (!row || !takes_event_table(*row) || !store_.try_lease(id, options_.lease_owner, now, ttl)) continue;
      if (load_table(*row) && resumes_play(id)) ++taken;
    }
    for (const std::string& eid : taken_events_) resume_event(eid, true);
    taken_events_.clear();
  } catch (const store::StoreError& e) {
    // The store is unreachable: keep serving; appends are fenced anyway.
    std::cerr << "euchre serve: leases: " << e.what() << "\n";
  }
  executor_.after(options_.lease_renew, [this] { lease_tick(); });
  return taken;
}

// The events: renews this instance's leases, gives up those another
// instance took, takes the free ones (a killed instance's) and reads them
// back; their tables follow in the same tick (takes_event_table).
void Hub::event_lease_tick(std::int64_t now, std::int64_t ttl) {
  std::vector<std::string> lost;
  for (const auto& [id, event] : events_) {
    if (event->status() == Event::Status::Over) continue;
    if (!store_.try_event_lease(id, options_.lease_owner, now, ttl)) lost.push_back(id);
  }
  for (const std::string& id : lost) {
    std::cerr << "euchre serve: event " << id << " is now run by another instance\n";
    events_.at(id)->mark_forgotten();  // a step already handed to it does nothing
    events_.erase(id);
  }
  for (const std::string& id : store_.unleased_events(now)) {
    if (events_.count(id) || !store_.try_event_lease(id, options_.lease_owner, now, ttl)) continue;
    const auto row = store_.event(id);
    if (!row) continue;
    try {
      serve_event(id, Event::restore(*this, *row));
      taken_events_.push_back(id);
    } catch (const std::exception& e) {
      set_aside_event(id, row->organiser, std::string("it could not be read back: ") + e.what());
    }
  }
}

bool Hub::takes_event_table(const store::Table& row) const {
  try {
    const std::string event = json::parse(row.settings).value("event", std::string());
    return event.empty() || events_.count(event) > 0;
  } catch (const json::exception&) {
    return true;  // load_table names what does not read
  }
}

// The instance that serves a table or runs an event ("table k8fhck", "event
// e4k2m9p"), by its public URL (the lease owner's part before '#'), in the
// words and in "url" for a client to follow.
json Hub::elsewhere_message(const std::string& what, const std::string& holder) const {
  const std::string url = holder.substr(0, holder.find('#'));
  if (!known_instances().count(url)) {
    // Not one of the operator's: its address is not repeated (it may be
    // anyone's who could write a lease row), nor followed.
    return protocol::error_message(Error{ErrorCode::Elsewhere, what + " is served by a server that is not one of this "
                                                                      "site's instances; it cannot be reached from here"});
  }
  json m = protocol::error_message(Error{ErrorCode::Elsewhere, what + " is served by " + url});
  m["url"] = url;
  return m;
}

std::set<std::string> Hub::known_instances() const {
  std::set<std::string> known = options_.instances;
  if (leased()) known.insert(options_.lease_owner.substr(0, options_.lease_owner.find('#')));
  return known;
}

}  // namespace euchre::room
