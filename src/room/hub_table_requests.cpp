// A connection's messages to a table (join, watch, leave, act, claim,
// contribute, hint, rematch, say, undo, remove): the hub finds the table and
// hands the message to the table's own executor, so the hub's thread never
// waits for a table (one busy with a slow store call included); the table
// checks and answers it there, and hands back to the hub what is the hub's
// (the connection's list of tables watched, closing an abandoned table).
#include "room/hub.h"

#include "protocol/parse.h"
#include "room/request_fields.h"

namespace euchre::room {

using protocol::Error;
using protocol::ErrorCode;

void Hub::at_table(const std::shared_ptr<Table>& table, std::function<void(Table&)> step) {
  table->executor().post([table, step = std::move(step)] {
    const auto held = table->hold();
    if (!table->forgotten()) step(*table);
  });
}

void Hub::at_table(const std::string& id, std::function<void(Table&)> step) {
  if (const auto table = tables_.find(id)) at_table(table, std::move(step));
}

void Hub::table_request(net::ConnectionId id, Connection& c, const json& m) {
  const std::shared_ptr<Table> table = table_named(id, c, m);
  if (!table) return;
  const std::string& type = m["type"].get_ref<const std::string&>();
  // The connection's own list of tables it watches is the hub's: kept here,
  // in the order of its messages, before the table hears of them.
  bool was_watching = false;
  if (type == "watch") c.watching.insert(table->id());
  if (type == "leave" || type == "join") was_watching = c.watching.count(table->id()) > 0;
  if (type == "leave") c.watching.erase(table->id());
  table->executor().post([this, table, id, person = *c.person, address = c.address, m, was_watching] {
    const auto held = table->hold();
    // Closed meanwhile (its last person left just before): the same words
    // as to those at it when it closed, never a picture of a closed table.
    if (table->forgotten()) return send_to(id, closed_message(table->id()));
    answering_failures(id, m["type"].get<std::string>(), [&] { table_step(*table, id, person, address, m, was_watching); });
  });
}

void Hub::table_step(Table& table, net::ConnectionId id, store::PersonId person, const std::string& address,
                     const json& m, bool was_watching) {
  // A private table is reached with its invite code or from a seat there;
  // to anyone else it is no table at all (the same words as an unknown one).
  if (!may_reach(table.row().invite, table.seat_of(person).has_value(), m))
    return refuse(id, Error{ErrorCode::UnknownTable,
                            "no table \"" + table.id() + "\" (or a private one: ask for its invite link)"});
  const std::string& type = m["type"].get_ref<const std::string&>();
  std::optional<Error> error;
  if (type == "join") {
    const auto seat = int_field(m, "seat");
    if (!seat) return refuse(id, Error{ErrorCode::Malformed, "missing integer field \"seat\""});
    const bool already_there = table.seat_of(person) == *seat;
    if (!already_there && !table.settings().is_private && seated_from_address(table, address, person))
      return refuse(id, Error{ErrorCode::NotNow, "someone at this table plays from your network address; at a public "
                                                 "table one address holds one seat (play together at a private table)"});
    if (!already_there && same_name_seated(table, person))
      return refuse(id, Error{ErrorCode::NotNow, "someone called " + name_of(person) +
                                                 " already sits at this table; choose another name (hello with a new "
                                                 "name renames you)"});
    error = table.join(person, *seat);
    // A claim (a bot's seat mid-deal) keeps watching until the seat is taken.
    if (!error && table.seat_of(person) && was_watching) {
      table.unwatch(id);
      executor_.post([this, id, tid = table.id()] {
        if (const auto c = connections_.find(id); c != connections_.end()) c->second.watching.erase(tid);
      });
    }
    // Joining one's own seat again asks for its picture (a client that
    // reconnected and was sent none: the table was served elsewhere then).
    if (!error && already_there) table.send_picture(id, person);
  } else if (type == "watch") {
    // A person seated there (a page reloaded on its table's address) gets
    // the seat's picture, and is not made a spectator as well: the
    // spectator's states would follow the seat's and hide the hand.
    if (table.seat_of(person)) return table.send_picture(id, person);
    table.watch(id);
    table.send_picture(id, std::nullopt);
  } else if (type == "leave") {
    if (was_watching) {
      table.unwatch(id);
      if (!table.seat_of(person)) return;
    }
    error = table.leave(person);
    if (!error && table.abandoned())
      executor_.post([this, tid = table.id()] {
        // Still nobody's (asked without waiting: a table busy now, a join
        // say, is left to the sweep).
        const auto served = tables_.find(tid);
        if (!served) return;
        if (const auto free = served->try_hold(); free.owns_lock() && served->abandoned()) close_table(tid);
      });
  } else if (type == "act" || type == "claim") {
    error = table.act(person, m);
  } else if (type == "contribute") {
    error = table.contribute(person, m);
  } else if (type == "hint") {
    error = table.hint(person, id);
  } else if (type == "rematch") {
    error = table.rematch(person);
  } else if (type == "say") {
    error = table.say(person, m);
  } else if (type == "undo") {
    error = table.undo(person);
  } else if (type == "remove") {
    const auto seat = int_field(m, "seat");
    if (!seat) return refuse(id, Error{ErrorCode::Malformed, "missing integer field \"seat\""});
    error = table.remove(person, *seat);
  }
  if (error) refuse(id, *error);
}

}  // namespace euchre::room
