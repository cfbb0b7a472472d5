// The hub's tables: made (create, open_table), found (table_named),
// closed, dropped and swept; the caps on tables per person and address;
// and the TableHost side that the tables call back.
#include <iostream>

#include "players/bot_factory.h"
#include "protocol/parse.h"
#include "room/hub.h"
#include "room/messages.h"
#include "room/request_fields.h"
#include "room/tokens.h"

namespace euchre::room {

using protocol::Error;
using protocol::ErrorCode;

// Nobody will play at the table again: it leaves the lobby and the store's
// open tables (its games and records stay).
void Hub::close_table(std::string table_id) {
  // table_id is taken by value: the caller's may be the table's own id, gone with it.
  const std::string& id = table_id;
  close_in_store(id);
  if (const auto table = tables_.find(id)) forget_table(table, closed_message(id));
  makers_.erase(id);
}

void Hub::close_event_table(const std::string& id) {
  close_in_store(id);
  const auto table = tables_.find(id);
  if (!table) return;
  // On the evening's thread, which may wait for a table (an evening's lock
  // before a table's): its people are told before the evening answers.
  tell_closed(*unserve(table), closed_message(id));
}

// At once, without the table's lock (the hub never waits for a table): a
// step already handed to it finds it gone, and nothing new reaches it.
const std::shared_ptr<Table>& Hub::unserve(const std::shared_ptr<Table>& table) {
  table->mark_forgotten();
  tables_.remove(table->id());
  return table;
}

void Hub::close_in_store(const std::string& id) {
  store_.close_table(id);
  if (leased()) {
    try {
      store_.release_lease(id, options_.lease_owner);
    } catch (const store::StoreError&) {
      // Closed all the same: the lease expires by itself.
    }
  }
}

json Hub::closed_message(const std::string& id) {
  return protocol::error_message(
      Error{ErrorCode::UnknownTable, "table " + id + " was closed: nobody will play there again (its records stay)"});
}

void Hub::forget_table(const std::shared_ptr<Table>& table, const json& why) {
  unserve(table);
  // Its people are told on its own thread, after whatever step runs now.
  table->executor().post([this, table, why] { tell_closed(*table, why); });
}

void Hub::tell_closed(Table& table, const json& why) {
  const auto held = table.hold();
  const std::string& id = table.id();
  for (int s = 0; s < table.seats(); ++s) {
    const auto person = table.seat(s).person;
    if (!person) continue;
    send_to_person(*person, why);
    // The seat index forgets it now, not at the person's next connection
    // (one who never comes back would keep it for as long as the server runs).
    people_.unseated(*person, id);
  }
  // Who watches what is the hub's.
  executor_.post([this, id, why, spectators = table.spectators()] {
    for (net::ConnectionId cid : spectators)
      if (const auto c = connections_.find(cid); c != connections_.end() && c->second.watching.erase(id)) send_to(cid, why);
  });
}

// Another instance took the table (this one was thought dead): its people
// are told where to go and it is served here no more.
void Hub::drop_table(const std::string& id) {
  const auto table = tables_.find(id);
  if (!table) return;
  const auto holder = store_.lease_holder(id, executor_.now_ms());
  const json moved = holder ? elsewhere_message("table " + id, *holder)
                            : protocol::error_message(Error{ErrorCode::Elsewhere, "table " + id +
                                                                                      " is now served by another server; reconnect"});
  forget_table(table, moved);
}

void Hub::create(net::ConnectionId id, Connection& c, const json& m) {
  if (auto refusal = refuse_create(c)) return refuse(id, *refusal);
  TableSettings settings;
  try {
    settings = settings_from_create(m, name_of(*c.person) + "'s table");
  } catch (const SettingsError& e) {
    return refuse(id, Error{ErrorCode::BadSettings, e.what()});
  }
  for (std::size_t s = 0; s < settings.bots.size(); ++s)
    if (auto refusal = refuse_bot(settings.bots[s], "the bot of seat " + std::to_string(s))) return refuse(id, *refusal);
  if (auto refusal = refuse_bot(settings.stand_in, "the stand-in")) return refuse(id, *refusal);
  std::optional<int> seat;
  if (const auto it = m.find("seat"); it != m.end() && !it->is_null()) {
    seat = int_field(m, "seat");
    if (!seat || *seat < 0 || *seat >= settings.rules.seats())
      return refuse(id, Error{ErrorCode::Malformed, "\"seat\" must be a seat number from 0 to " +
                                                        std::to_string(settings.rules.seats() - 1)});
    if (!settings.bots[static_cast<std::size_t>(*seat)].empty())
      return refuse(id, Error{ErrorCode::BadSettings, "seat " + std::to_string(*seat) + " is given to a bot"});
  }
  const std::shared_ptr<Table> table = open_table(std::move(settings));
  const store::Table& row = table->row();
  makers_[row.id] = Maker{*c.person, c.address};
  schedule_sweep();
  send_to(id, created_message(row.id, row.invite));
  // The bots first: the table the creator is shown names them.
  table->seat_bots();
  if (seat) table->join(*c.person, *seat);
  if (!seat) {
    table->watch(id);
    c.watching.insert(row.id);
    table->send_picture(id, std::nullopt);
  }
}

void Hub::schedule_sweep() {
  if (sweeping_) return;
  sweeping_ = true;
  executor_.after(options_.sweep_every, [this] {
    sweeping_ = false;
    sweep();
    schedule_sweep();
  });
}

int Hub::sweep() {
  std::vector<std::string> due;
  const std::int64_t now = executor_.now_ms();
  for (auto it = new_people_.begin(); it != new_people_.end();)  // forget addresses quiet for an hour
    it = !it->second.empty() && now - it->second.back() < std::chrono::milliseconds(std::chrono::hours(1)).count()
             ? std::next(it)
             : new_people_.erase(it);
  for (const auto& [id, table] : tables_.snapshot())
    if (const auto free = table->try_hold(); free.owns_lock() && table->close_due(now)) due.push_back(id);  // busy: not due
  int closed = 0;
  for (const std::string& id : due) {
    try {
      close_table(id);
      ++closed;
    } catch (const store::StoreError& e) {
      std::cerr << "euchre serve: table " << id << " not closed yet: " << e.what() << "\n";  // the next sweep
    }
  }
  return closed;
}

bool Hub::same_name_seated(const Table& table, store::PersonId person) {
  const auto held = table.hold();
  const std::string mine = name_key(name_of(person));
  for (int s = 0; s < table.seats(); ++s)
    if (const auto other = table.seat(s).person; other && *other != person && name_key(name_of(*other)) == mine)
      return true;
  return false;
}

bool Hub::seated_from_address(const Table& table, const std::string& address, store::PersonId except) const {
  // An unknown address (the socket said none) is no one's in particular.
  if (unlimited(address) || address.empty()) return false;
  const auto held = table.hold();
  for (int s = 0; s < table.seats(); ++s) {
    const auto person = table.seat(s).person;
    if (person && *person != except && people_.connected_from(*person, address)) return true;
  }
  for (const auto& [seat, person] : table.claims())
    if (person != except && people_.connected_from(person, address)) return true;
  return false;
}

std::optional<Error> Hub::refuse_create(const Connection& c) const {
  if (static_cast<int>(tables_.size()) >= options_.max_open_tables)
    return Error{ErrorCode::NotNow, "the server has " + std::to_string(tables_.size()) +
                                        " open tables, its limit; try again later"};
  int by_person = open_events_of(*c.person), by_address = 0;  // an evening one organises counts as a table
  for (const auto& [tid, maker] : makers_) {
    by_person += maker.person == *c.person;
    by_address += maker.address == c.address;
  }
  if (by_person >= options_.max_tables_per_person)
    return Error{ErrorCode::NotNow, "you have " + std::to_string(by_person) +
                                        " open tables and evenings, the most one person may have; finish or leave one "
                                        "first"};
  if (by_address >= options_.max_tables_per_address && !unlimited(c.address))
    return Error{ErrorCode::NotNow, std::to_string(by_address) +
                                        " open tables were made from your network address, the most one address "
                                        "may have; finish or leave one first"};
  return std::nullopt;
}

std::optional<Error> Hub::refuse_bot(const std::string& bot, const std::string& what) const {
  const int n = bot_iterations(bot);
  if (n <= options_.max_bot_iterations) return std::nullopt;
  return Error{ErrorCode::BadSettings, what + " \"" + bot + "\" searches " + std::to_string(n) +
                                           " iterations a decision; this server allows at most " +
                                           std::to_string(options_.max_bot_iterations) + " (ismcts:" +
                                           std::to_string(options_.max_bot_iterations) + ")"};
}

std::shared_ptr<Table> Hub::find_table(const std::string& id) { return tables_.find(id); }

std::shared_ptr<Table> Hub::table_named(net::ConnectionId id, const Connection& c, const json& m) {
  if (auto e = protocol::require_string(m, "table")) {
    refuse(id, *e);
    return nullptr;
  }
  const std::string& tid = m["table"].get_ref<const std::string&>();
  // Served here: whether this person may reach it is the table's to say (table_step).
  if (auto table = tables_.find(tid)) return table;
  std::shared_ptr<Table> table;
  if (leased()) {
    // Served by another instance: say where (its public URL, the owner's
    // part before '#'), to those who may reach the table only.
    if (const auto holder = store_.lease_holder(tid, executor_.now_ms()); holder && reachable_in_store(tid, *c.person, m)) {
      send_to(id, elsewhere_message("table " + tid, *holder));
      return nullptr;
    }
  }
  if (!table)
    if (const auto aside = set_aside_tables_.find(tid); aside != set_aside_tables_.end() && reachable_in_store(tid, *c.person, m)) {
      refuse(id, Error{ErrorCode::NotNow, "table " + tid + " is set aside: " + aside->second + " (kept in the store as it was)"});
      return nullptr;
    }
  if (!table) refuse(id, Error{ErrorCode::UnknownTable, "no table \"" + tid + "\" (or a private one: ask for its invite link)"});
  return table;
}

bool Hub::reachable_in_store(const std::string& table, store::PersonId person, const json& m) {
  const auto row = store_.table(table);
  if (!row) return false;
  bool seated = false;
  for (const store::Seat& s : store_.seats(table)) seated = seated || s.person == person;
  return may_reach(row->invite, seated, m);
}

void Hub::append_action(const store::Action& action, ActionWriter::Done done) {
  writer_.append(action, leased() ? options_.lease_owner : std::string(), std::move(done));
}

std::shared_ptr<Table> Hub::open_table(TableSettings settings) {
  store::Table row;
  do row.id = new_id(6);
  while (tables_.contains(row.id));
  row.name = settings.name;
  // An event's table is private with an invite never given out: only its seated people reach it.
  row.invite = settings.is_private ? new_id(12) : "";
  row.created_ms = executor_.now_ms();
  row.settings = settings_json(settings).dump();
  store_.add_table(row);
  if (leased()) store_.try_lease(row.id, options_.lease_owner, executor_.now_ms(), options_.lease_ttl.count());
  auto table = std::make_shared<Table>(*this, row, std::move(settings));
  tables_.add(row.id, table);
  return table;
}

void Hub::game_finished(Table& table) {
  // Called on the table's thread: the hub's part runs on the hub's.
  executor_.post([this, weak = std::weak_ptr<Table>(table.shared_from_this())] {
    results_.read_ms = -1;  // a rated game, or an evening's table: the pages read the store again
    const auto finished = weak.lock();
    if (!finished || finished->settings().event.empty()) return;
    // On the evening's thread: a result it cannot take (its next round
    // cannot be opened) sets it aside, not the table's step that finished the game.
    if (const auto event = find_event(finished->settings().event))
      at_event(event, [finished](Event& at) { at.table_finished(*finished); });
  });
}

Executor& Hub::table_executor() {
  if (table_executors_.empty()) return executor_;
  return *table_executors_[next_table_executor_++ % table_executors_.size()];
}

void Hub::take_back_actions(store::GameId game, std::int64_t from_seq) {
  store_.take_back_actions(game, from_seq, executor_.now_ms(), leased() ? options_.lease_owner : std::string());
}

}  // namespace euchre::room
