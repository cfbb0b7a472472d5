// What a table needs from the hub that holds it: the store, the executor and
// workers, and a way to reach a person's connections. An interface, so a
// Table can be tested on its own and does not know how the hub keeps people.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "net/service.h"
#include "room/runtime.h"
#include "store/store.h"

namespace euchre::room {

class Table;

class TableHost {
 public:
  virtual ~TableHost() = default;
  virtual store::Store& store() = 0;
  // Writes one action to the log (fenced by the table's lease when several
  // instances share the store), with other tables' actions (ActionWriter);
  // `done` comes on the executor with null once it is kept, with the
  // store::StoreError when it was not.
  virtual void append_action(const store::Action& action, ActionWriter::Done done) = 0;
  // Takes back the game's actions from from_seq on (an undo), fenced by the
  // lease like append_action; throws store::StoreError when it was not done.
  virtual void take_back_actions(store::GameId game, std::int64_t from_seq) = 0;
  // A person now holds a seat of the table (taken, or read back from the
  // store): the host's index of whose seats are where, so that a person's
  // connection and absence reach his tables without a walk over all of them.
  virtual void person_seated(const std::string& table, store::PersonId person) = 0;
  // The executor a new table's own steps run on (its bots' answers, timers,
  // the store's answers): the server spreads tables over threads of their
  // own; the tests give one for all.
  virtual Executor& table_executor() = 0;
  virtual Workers& workers() = 0;
  // Sends to every open connection of the person (none: dropped silently;
  // the person gets the whole picture again on reconnecting).
  virtual void send_to_person(store::PersonId person, const nlohmann::json& message) = 0;
  virtual void send_to(net::ConnectionId connection, const nlohmann::json& message) = 0;
  // The same with the message already written as text (a state message is
  // written straight as text: protocol::state_text).
  virtual void send_text_to_person(store::PersonId person, const std::string& text) = 0;
  virtual void send_text_to(net::ConnectionId connection, const std::string& text) = 0;
  virtual bool online(store::PersonId person) const = 0;
  // Sends the table's picture (Table::send_picture) to each connection of the person.
  virtual void send_picture_to_person(store::PersonId person, Table& table) = 0;
  virtual std::string name_of(store::PersonId person) = 0;
  // How long seated clients have to send their contribution to a deal's
  // shuffle before a bot's stands in for theirs.
  virtual std::chrono::milliseconds contribution_timeout() const = 0;
  // The table's game is over and kept in the store (an event takes its result).
  virtual void game_finished(Table& table) = 0;
};

}  // namespace euchre::room
