// What an event needs from the hub that holds it (docs/events.md, "Events
// on the server"): the store, the clock, a way to reach people, and tables
// opened for its rounds. An interface, as TableHost is for a table. Called
// on the evening's own thread: every method is safe from any thread.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "room/runtime.h"
#include "room/settings.h"
#include "store/store.h"

namespace euchre::room {

class Table;

class EventHost {
 public:
  virtual ~EventHost() = default;
  virtual store::Store& event_store() = 0;
  virtual std::int64_t event_now_ms() = 0;
  virtual void send_to_person(store::PersonId person, const nlohmann::json& message) = 0;
  // A message already written out, to every connection of the person (one
  // evening's message to many people is written once: Event::broadcast).
  virtual void send_text_to_person(store::PersonId person, const std::string& text) = 0;
  virtual bool online(store::PersonId person) const = 0;
  // The person is among the evening's people (registered, added, a
  // substitute): a hello of his asks this evening for his view of it.
  virtual void person_in_evening(const std::string& event, store::PersonId person) = 0;
  virtual std::string name_of(store::PersonId person) = 0;
  // Opens a table for a round: the settings' bots at their seats, the people
  // seated at theirs. Returns the table's id; throws store::StoreError when
  // it could not be kept.
  virtual std::string open_event_table(const TableSettings& settings,
                                       const std::array<std::optional<store::PersonId>, 4>& people) = 0;
  virtual std::shared_ptr<Table> find_table(const std::string& id) = 0;
  // Runs `step` on the table's own executor with its lock held (nothing when
  // it is not served): what an evening asks of a running table.
  virtual void at_table(const std::string& id, std::function<void(Table&)> step) = 0;
  // Closes a table the event opened for a round that could not begin as a
  // whole (its people are told); throws store::StoreError.
  virtual void close_event_table(const std::string& id) = 0;
  // The person gives up the seat at the table (the stand-in plays it on).
  virtual void leave_event_table(const std::string& table, store::PersonId person) = 0;
  // The person takes his seat back from the stand-in (at once between deals,
  // else when the deal being played ends).
  virtual void return_to_event_table(const std::string& table, store::PersonId person, int seat) = 0;
  // Where a finished table's record is read (its game's record with the
  // table's invite code), or nullopt when its game is not finished; throws
  // store::StoreError.
  virtual std::optional<std::string> finished_record_path(const std::string& table) = 0;
  // A new person named `name` whom no device holds (no token is given out):
  // someone without a phone at an evening in person. Throws store::StoreError.
  virtual store::PersonId add_guest(const std::string& name) = 0;
  // The key that opens an evening's hidden records over HTTP (EMN, the extra
  // file, the boards; docs/events.md, "Watching an evening"), given to its
  // own people; "" when it cannot be made now (the store failed).
  virtual std::string evening_key(const std::string& event, store::PersonId organiser) = 0;
  // Where a new evening runs its own steps: one of the tables' threads in
  // turn (docs/net.md, "Threads"), the hub's when there are none.
  virtual Executor& evening_executor() = 0;
  // An evening's step threw (not a store fault): it is set aside with the
  // reason (docs/server.md, "Set aside"). Called on the evening's thread.
  // The club's organisers (docs/clubs.md): a club evening's organisers are
  // its club's; none for a club that is gone or does not read. Throws
  // store::StoreError.
  virtual std::set<store::PersonId> club_organisers(const std::string& club) = 0;
  virtual void event_failed(const std::string& event, store::PersonId organiser, const std::string& reason) = 0;
};

}  // namespace euchre::room
