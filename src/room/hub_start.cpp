// The hub's start: the open tables and evenings read back from the store,
// and a table or evening that cannot be read back, or an evening's step
// that cannot be taken, set aside with its reason while everything else
// runs (no stored table or evening stops a start).
#include <algorithm>
#include <iostream>

#include "room/hub.h"

namespace euchre::room {

int Hub::restore() {
  schedule_sweep();
  // The clubs' calendars, once what is stored is served.
  executor_.post([this] { club_calendar_tick(); });
  if (leased()) return lease_tick();
  int resumed = 0;
  for (const store::Table& row : store_.open_tables())
    if (load_table(row) && resumes_play(row.id)) ++resumed;
  restore_events();
  read_closed_evenings_ahead();
  return resumed;
}

void Hub::read_closed_evenings_ahead() {
  // Before the first ratings or person's page is asked for, not during it:
  // reading every evening over from its row takes a while at a thousand
  // evenings (bench/ratings.sh), and the tables would wait for that request.
  try {
    results_.read_ms = -1;
    results_read();
  } catch (const std::exception& e) {
    std::cerr << "euchre serve: the evenings over are read when first asked for (" << e.what() << ")\n";
  }
}

bool Hub::resumes_play(const std::string& id) const {
  const auto table = tables_.find(id);
  if (!table) return false;
  const auto held = table->hold();
  return table->playing();
}

bool Hub::load_table(const store::Table& row) {
  try {
    TableSettings settings = settings_from_json(json::parse(row.settings));
    auto table = std::make_shared<Table>(*this, row, std::move(settings));
    tables_.add(row.id, table);
    table->restore(store_.seats(row.id));
    return true;
  } catch (const store::StoreUnavailable& e) {
    // The store failed while reading the table back, not the table: try
    // again (with leases, the unrenewed lease expires and a lease tick of
    // this or another instance takes the table then).
    tables_.remove(row.id);
    std::cerr << "euchre serve: table " << row.id << " not restored yet: " << e.what() << " (retrying)\n";
    if (!leased())
      executor_.after(std::chrono::seconds(1), [this, row] {
        if (!tables_.contains(row.id)) load_table(row);
      });
    return false;
  } catch (const std::exception& e) {
    tables_.remove(row.id);
    set_aside_tables_[row.id] = e.what();
    std::cerr << "euchre serve: table " << row.id << " is set aside (kept in the store, not served): " << e.what() << "\n";
    return false;
  }
}

std::optional<std::string> Hub::set_aside_reason(const std::string& id) const {
  if (const auto it = set_aside_events_.find(id); it != set_aside_events_.end()) return it->second.reason;
  if (const auto it = set_aside_tables_.find(id); it != set_aside_tables_.end()) return it->second;
  return std::nullopt;
}

void Hub::set_aside_event(std::string id, store::PersonId organiser, const std::string& reason) {
  // Its row stays as it is: nothing recorded is lost, and a fixed server
  // (or the operator) can take it up again at the next start.
  if (const auto it = events_.find(id); it != events_.end()) {
    it->second->mark_forgotten();  // a step already handed to it does nothing
    events_.erase(it);
  }
  set_aside_events_[id] = SetAside{organiser, reason};
  std::cerr << "euchre serve: event " << id << " is set aside (kept in the store, not served): " << reason << "\n";
}

void Hub::resume_event(std::string id, bool tell) {
  const auto event = find_event(id);
  if (!event) return;
  at_event(event, [this, id, tell](Event& at) {
    try {
      at.resume();
      if (tell) at.broadcast();
    } catch (const store::StoreError& e) {
      // The store's fault, not the evening's: tried again (from the hub's
      // thread, which knows whether the evening is still served here).
      std::cerr << "euchre serve: event " << id << " not resumed yet: " << e.what() << " (retrying)\n";
      executor_.after(std::chrono::seconds(1), [this, id, tell] { resume_event(id, tell); });
    }
  });
}

void Hub::restore_events() {
  std::vector<store::Event> rows;
  try {
    rows = store_.open_events();
  } catch (const store::StoreError& e) {
    std::cerr << "euchre serve: the events could not be read (" << e.what() << "); trying again\n";
    executor_.after(std::chrono::seconds(1), [this] { restore_events(); });
    return;
  }
  for (const store::Event& row : rows) {
    if (events_.count(row.id)) continue;
    try {
      serve_event(row.id, Event::restore(*this, row));
    } catch (const std::exception& e) {
      set_aside_event(row.id, row.organiser, std::string("it could not be read back: ") + e.what());
    }
  }
  // A round's table opened just before a crash, but not yet in its event's
  // state, is not the event's: closed, so nobody holds two seats of a round.
  std::vector<std::string> strays;
  for (const auto& [tid, table] : tables_.snapshot()) {
    const auto event = find_event(table->settings().event);
    if (!event) continue;
    std::vector<std::string> round;
    {
      const auto event_held = event->hold();  // an evening's lock before a table's (event.h)
      round = event->round_tables();
    }
    const auto held = table->hold();
    if (table->game() && table->game()->over()) continue;  // an earlier round's
    if (std::find(round.begin(), round.end(), tid) == round.end()) strays.push_back(tid);
  }
  for (const std::string& tid : strays) close_table(tid);
  std::vector<std::string> restored;
  for (const auto& [eid, event] : events_) restored.push_back(eid);
  for (const std::string& eid : restored) resume_event(eid);
}

}  // namespace euchre::room
