#include "room/hub.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <deque>
#include <map>
#include <cmath>
#include <iostream>

#include "players/bot_factory.h"
#include "fair/algorithm.h"
#include "protocol/parse.h"
#include "room/club_pages.h"
#include "room/messages.h"
#include "room/names.h"
#include "room/tokens.h"

namespace euchre::room {

using protocol::Error;
using protocol::ErrorCode;

namespace {

// A sign-in code as typed: lower case, without the dashes and spaces that
// make it readable.
std::string normal_code(const std::string& typed) {
  std::string out;
  for (char ch : typed)
    if (ch != '-' && ch != ' ') out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

// A person's name (his own, or a guest's): the one rule for names (room/names.h).
std::optional<Error> check_person_name(const std::string& name) {
  if (auto problem = name_problem(name, kMaxPersonNameChars)) return Error{ErrorCode::Malformed, *problem};
  return std::nullopt;
}

// Names compared as people read them: letters' case aside.
std::string name_key(const std::string& name) {
  std::string key;
  for (char c : name) key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return key;
}

std::optional<int> int_field(const json& m, const char* field) {
  const auto it = m.find(field);
  if (it == m.end() || !it->is_number_integer()) return std::nullopt;
  const auto v = it->get<long long>();
  if (v < -1000 || v > 1000) return std::nullopt;
  return static_cast<int>(v);
}

}  // namespace

Hub::Hub(store::Store& store, Executor& executor, Workers& workers, net::Outbox& outbox, HubOptions options,
         ActionWriter* writer)
    : store_(store),
      executor_(executor),
      writer_(writer ? *writer : inline_writer_),
      workers_(workers),
      outbox_(outbox),
      options_(options) {}

int Hub::restore() {
  schedule_sweep();
  if (leased()) return lease_tick();
  int resumed = 0;
  for (const store::Table& row : store_.open_tables())
    if (load_table(row) && tables_[row.id]->playing()) ++resumed;
  restore_events();
  read_closed_evenings_ahead();
  return resumed;
}

void Hub::read_closed_evenings_ahead() {
  // Before the first ratings or person's page is asked for, not during it:
  // reading every evening over from its row takes a while at a thousand
  // evenings (bench/ratings.sh), and the tables would wait for that request.
  try {
    closed_evenings_.read(*this, store_.closed_events());
  } catch (const std::exception& e) {
    std::cerr << "euchre serve: the evenings over are read when first asked for (" << e.what() << ")\n";
  }
}

bool Hub::load_table(const store::Table& row) {
  try {
    TableSettings settings = settings_from_json(json::parse(row.settings));
    auto table = std::make_shared<Table>(*this, row, std::move(settings));
    tables_[row.id] = table;
    table->restore(store_.seats(row.id));
    return true;
  } catch (const store::StoreUnavailable& e) {
    // The store failed while reading the table back, not the table: try
    // again (with leases, the unrenewed lease expires and a lease tick of
    // this or another instance takes the table then).
    tables_.erase(row.id);
    std::cerr << "euchre serve: table " << row.id << " not restored yet: " << e.what() << " (retrying)\n";
    if (!leased())
      executor_.after(std::chrono::seconds(1), [this, row] {
        if (!tables_.count(row.id)) load_table(row);
      });
    return false;
  } catch (const std::exception& e) {
    tables_.erase(row.id);
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
  events_.erase(id);
  set_aside_events_[id] = SetAside{organiser, reason};
  std::cerr << "euchre serve: event " << id << " is set aside (kept in the store, not served): " << reason << "\n";
}

void Hub::guarded_event_step(std::string id, const std::function<void(Event&)>& step) {
  const auto it = events_.find(id);
  if (it == events_.end()) return;
  const std::shared_ptr<Event> event = it->second;  // alive while its step runs
  try {
    step(*event);
  } catch (const store::StoreError&) {
    throw;  // the store's fault, not the evening's: retried as every store fault is
  } catch (const std::exception& e) {
    set_aside_event(id, event->organiser(), e.what());
  }
}

void Hub::resume_event(std::string id) {
  try {
    guarded_event_step(id, [](Event& event) { event.resume(); });
  } catch (const store::StoreError& e) {
    std::cerr << "euchre serve: event " << id << " not resumed yet: " << e.what() << " (retrying)\n";
    executor_.after(std::chrono::seconds(1), [this, id] { resume_event(id); });
  }
}

int Hub::lease_tick() {
  const std::int64_t now = executor_.now_ms();
  const std::int64_t ttl = options_.lease_ttl.count();
  int taken = 0;
  try {
    event_lease_tick(now, ttl);
    std::vector<std::string> lost;
    for (const auto& [id, table] : tables_)
      if (!store_.try_lease(id, options_.lease_owner, now, ttl)) lost.push_back(id);
    for (const std::string& id : lost) drop_table(id);
    for (const std::string& id : store_.unleased_tables(now)) {
      if (tables_.count(id)) continue;
      const auto row = store_.table(id);
      // An event's table goes with its event (docs/events.md, "Several
      // instances"): only the instance running the event takes it, so the
      // event hears its results and seats its next round beside it.
      if (!row || !takes_event_table(*row) || !store_.try_lease(id, options_.lease_owner, now, ttl)) continue;
      if (load_table(*row) && tables_[id]->playing()) ++taken;
    }
    for (const std::string& eid : taken_events_)
      guarded_event_step(eid, [](Event& event) {
        event.resume();
        event.broadcast();
      });
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
    events_.erase(id);
  }
  for (const std::string& id : store_.unleased_events(now)) {
    if (events_.count(id) || !store_.try_event_lease(id, options_.lease_owner, now, ttl)) continue;
    const auto row = store_.event(id);
    if (!row) continue;
    try {
      events_[id] = Event::restore(*this, *row);
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

// Nobody will play at the table again: it leaves the lobby and the store's
// open tables (its games and records stay).
void Hub::close_table(std::string table_id) {
  const std::string& id = table_id;  // a copy: the caller's may be the table's own id, gone with it
  store_.close_table(id);
  if (leased()) {
    try {
      store_.release_lease(id, options_.lease_owner);
    } catch (const store::StoreError&) {
      // Closed all the same: the lease expires by itself.
    }
  }
  const json closed = protocol::error_message(
      Error{ErrorCode::UnknownTable, "table " + id + " was closed: nobody will play there again (its records stay)"});
  if (const auto it = tables_.find(id); it != tables_.end())
    for (int s = 0; s < it->second->seats(); ++s)
      if (const auto person = it->second->seat(s).person) send_to_person(*person, closed);
  if (const auto it = tables_.find(id); it != tables_.end())
    for (net::ConnectionId cid : it->second->spectators())
      if (const auto c = connections_.find(cid); c != connections_.end() && c->second.watching.erase(id))
        send_to(cid, closed);
  tables_.erase(id);
  makers_.erase(id);
}

// Another instance took the table (this one was thought dead): its people
// are told where to go and it is served here no more.
void Hub::drop_table(const std::string& id) {
  const auto it = tables_.find(id);
  if (it == tables_.end()) return;
  const auto holder = store_.lease_holder(id, executor_.now_ms());
  const json moved = holder ? elsewhere_message("table " + id, *holder)
                            : protocol::error_message(Error{ErrorCode::Elsewhere, "table " + id +
                                                                                      " is now served by another server; reconnect"});
  for (int s = 0; s < it->second->seats(); ++s)
    if (const auto person = it->second->seat(s).person) send_to_person(*person, moved);
  for (net::ConnectionId cid : it->second->spectators())
    if (const auto c = connections_.find(cid); c != connections_.end() && c->second.watching.erase(id))
      send_to(cid, moved);
  tables_.erase(it);
}

// ---- connections ------------------------------------------------------------

void Hub::opened(net::ConnectionId id, const std::string& address) { connections_[id] = Connection{address, {}, {}}; }

void Hub::closed(net::ConnectionId id) {
  const auto it = connections_.find(id);
  if (it == connections_.end()) return;
  for (const std::string& t : it->second.watching)
    if (Table* table = find_table(t)) table->unwatch(id);
  if (const auto person = it->second.person) {
    auto& mine = person_connections_[*person];
    mine.erase(id);
    if (mine.empty()) {
      person_connections_.erase(*person);
      for (const auto& table : tables_of(*person)) table->person_offline(*person);
    }
  }
  connections_.erase(it);
}

void Hub::received(net::ConnectionId id, const std::string& text) {
  const auto it = connections_.find(id);
  if (it == connections_.end()) return;
  protocol::Parsed parsed = protocol::parse_client_message(text);
  if (parsed.error) return refuse(id, *parsed.error);
  try {
    dispatch(id, it->second, parsed.message);
  } catch (const store::StoreError& e) {
    std::cerr << "euchre serve: " << e.what() << "\n";
    refuse(id, Error{ErrorCode::Unavailable, std::string("the server could not keep this; nothing changed (") +
                                                 e.what() + ")"});
  } catch (const std::exception& e) {
    // Never a message without an answer: the step is refused in words.
    std::cerr << "euchre serve: a " << parsed.message["type"].get<std::string>() << " failed: " << e.what() << "\n";
    refuse(id, Error{ErrorCode::NotNow, std::string("the server could not do this: ") + e.what()});
  }
}

void Hub::dispatch(net::ConnectionId id, Connection& c, const json& m) {
  const std::string& type = m["type"].get_ref<const std::string&>();
  if (type == "hello") return hello(id, c, m);
  if (!c.person) return refuse(id, Error{ErrorCode::HelloFirst, "say \"hello\" first (with your token, or a name)"});
  const store::PersonId person = *c.person;
  if (type == "list") return list(id, m);
  if (type == "create") return create(id, c, m);
  if (type == "event_create") return event_create(id, c, m);
  if (type == "event_join" || type == "event_start" || type == "event_get" || type == "event_leave" || type == "event_drop" ||
      type == "event_check_in" || type == "event_substitute" || type == "event_score" || type == "event_confirm" ||
      type == "event_correct" || type == "event_partner" || type == "event_add")
    return event_request(id, c, m);
  if (type == "history") return history(id, person);
  if (type == "signin_code") return signin_code(id, person);
  if (type == "signout_devices") return signout_devices(id, person);
  Table* table = table_for(id, c, m);
  if (!table) return;
  std::optional<Error> error;
  if (type == "join") {
    const auto seat = int_field(m, "seat");
    if (!seat) return refuse(id, Error{ErrorCode::Malformed, "missing integer field \"seat\""});
    const bool already_there = table->seat_of(person) == *seat;
    if (!already_there && !table->settings().is_private && seated_from_address(*table, c.address, person))
      return refuse(id, Error{ErrorCode::NotNow, "someone at this table plays from your network address; at a public "
                                                 "table one address holds one seat (play together at a private table)"});
    if (!already_there && same_name_seated(*table, person))
      return refuse(id, Error{ErrorCode::NotNow, "someone called " + name_of(person) +
                                                 " already sits at this table; choose another name (hello with a new "
                                                 "name renames you)"});
    error = table->join(person, *seat);
    // A claim (a bot's seat mid-deal) keeps watching until the seat is taken.
    if (!error && table->seat_of(person) && c.watching.erase(table->id())) table->unwatch(id);
    // Joining one's own seat again asks for its picture (a client that
    // reconnected and was sent none: the table was served elsewhere then).
    if (!error && already_there) table->send_picture(id, person);
  } else if (type == "watch") {
    // A person seated there (a page reloaded on its table's address) gets
    // the seat's picture, and is not made a spectator as well: the
    // spectator's states would follow the seat's and hide the hand.
    if (table->seat_of(person)) return table->send_picture(id, person);
    table->watch(id);
    c.watching.insert(table->id());
    table->send_picture(id, std::nullopt);
  } else if (type == "leave") {
    if (c.watching.erase(table->id())) {
      table->unwatch(id);
      if (!table->seat_of(person)) return;
    }
    error = table->leave(person);
    if (!error && table->abandoned()) close_table(table->id());
  } else if (type == "act" || type == "claim") {
    error = table->act(person, m);
  } else if (type == "contribute") {
    error = table->contribute(person, m);
  } else if (type == "hint") {
    error = table->hint(person, id);
  } else if (type == "rematch") {
    error = table->rematch(person);
  } else if (type == "say") {
    error = table->say(person, m);
  } else if (type == "undo") {
    error = table->undo(person);
  } else if (type == "remove") {
    const auto seat = int_field(m, "seat");
    if (!seat) return refuse(id, Error{ErrorCode::Malformed, "missing integer field \"seat\""});
    error = table->remove(person, *seat);
  }
  if (error) refuse(id, *error);
}

void Hub::hello(net::ConnectionId id, Connection& c, const json& m) {
  if (c.person) return refuse(id, Error{ErrorCode::NotNow, "this connection has already said hello"});
  std::optional<std::string> name;
  if (const auto it = m.find("name"); it != m.end() && !it->is_null()) {
    if (!it->is_string()) return refuse(id, Error{ErrorCode::Malformed, "\"name\" must be a string"});
    if (auto e = check_person_name(it->get<std::string>())) return refuse(id, *e);
    name = it->get<std::string>();
  }
  std::string issued;
  store::PersonId person = 0;
  if (const auto it = m.find("token"); it != m.end() && !it->is_null()) {
    if (!it->is_string()) return refuse(id, Error{ErrorCode::Malformed, "\"token\" must be a string"});
    const auto found = store_.person_by_token_hash(token_hash(it->get<std::string>()));
    if (!found) return refuse(id, Error{ErrorCode::BadToken, "this server never issued that token"});
    person = found->id;
    names_[person] = found->name;
    if (name && *name != found->name) {
      store_.rename_person(person, *name);
      names_[person] = *name;
    }
  } else if (const auto code = m.find("code"); code != m.end() && !code->is_null()) {
    // Another device of a person (docs/server.md, "Another device"): the
    // code is taken once; the device gets a token of its own. Attempts count
    // like new people from the address, so codes cannot be guessed at speed.
    if (!code->is_string()) return refuse(id, Error{ErrorCode::Malformed, "\"code\" must be a string"});
    if (auto refusal = new_person_refused(c.address)) return refuse(id, *refusal);
    const auto found = store_.take_signin_code(token_hash(normal_code(code->get<std::string>())), executor_.now_ms());
    if (!found) return refuse(id, Error{ErrorCode::BadToken, "that sign-in code is unknown, used already or expired (a code "
                                                              "lasts 15 minutes and signs in one device)"});
    person = *found;
    issued = new_token();
    store_.add_device_token(person, token_hash(issued), executor_.now_ms());
    names_[person] = name_of(person);
  } else {
    if (auto refusal = new_person_refused(c.address)) return refuse(id, *refusal);
    issued = new_token();
    const std::string chosen = name ? *name : "guest " + new_id(4);
    person = store_.add_person(chosen, token_hash(issued));
    names_[person] = chosen;
  }
  std::string page;
  try {
    page = person_page_id(person).value_or("");
  } catch (const store::StoreError&) {
    // Without its page this once: the token just issued must still reach him.
  }
  json welcome = welcome_message(person, names_[person], issued, page);
  // The page follows an `elsewhere` only to these (docs/scale.md).
  if (leased()) {
    const std::set<std::string> known = known_instances();
    welcome["instances"] = std::vector<std::string>(known.begin(), known.end());
  }
  send_to(id, welcome);
  attach(id, person);
}

void Hub::signin_code(net::ConnectionId id, store::PersonId person) {
  const std::string code = new_id(12);
  try {
    const auto life = std::chrono::duration_cast<std::chrono::milliseconds>(kSigninCodeLife);
    store_.add_signin_code(token_hash(code), person, executor_.now_ms() + life.count());
  } catch (const store::StoreError& e) {
    return refuse(id, Error{ErrorCode::Unavailable, std::string("no code could be kept now; try again (") + e.what() + ")"});
  }
  send_to(id, {{"v", protocol::kVersion}, {"type", "signin_code"},
               {"code", code.substr(0, 4) + "-" + code.substr(4, 4) + "-" + code.substr(8, 4)},
               {"minutes", std::chrono::duration_cast<std::chrono::minutes>(kSigninCodeLife).count()}});
}

void Hub::signout_devices(net::ConnectionId id, store::PersonId person) {
  try {
    store_.revoke_devices(person);
  } catch (const store::StoreError& e) {
    return refuse(id, Error{ErrorCode::Unavailable, std::string("the other devices could not be signed out now; try again (") + e.what() + ")"});
  }
  send_to(id, {{"v", protocol::kVersion}, {"type", "devices_signed_out"}});
}

void Hub::attach(net::ConnectionId id, store::PersonId person) {
  connections_[id].person = person;
  auto& mine = person_connections_[person];
  const bool first = mine.empty();
  mine.insert(id);
  for (const auto& table : tables_of(person)) {
    if (first) table->person_online(person);
    table->send_picture(id, person);
  }
  for (const auto& [eid, event] : events_)
    if (event->registered(person)) send_to(id, event->message_for(person));
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

void Hub::list(net::ConnectionId id, const json& m) {
  const auto offset = int_field(m, "offset");
  if (m.contains("offset") && (!offset || *offset < 0))
    return refuse(id, Error{ErrorCode::Malformed, "\"offset\" must be a whole number from 0"});
  outbox_.send(id, lobby_text(offset.value_or(0)));
}

const std::string& Hub::lobby_text(int offset) { return lobby_.page_text(tables_, executor_.now_ms(), offset); }

json Hub::lobby(int offset) { return lobby_.page(tables_, executor_.now_ms(), offset); }

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
  for (const auto& [id, table] : tables_)
    if (table->close_due(now)) due.push_back(id);
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
  const std::string mine = name_key(name_of(person));
  for (int s = 0; s < table.seats(); ++s)
    if (const auto other = table.seat(s).person; other && *other != person && name_key(name_of(*other)) == mine)
      return true;
  return false;
}

bool Hub::seated_from_address(const Table& table, const std::string& address, store::PersonId except) const {
  // An unknown address (the socket said none) is no one's in particular.
  if (unlimited(address) || address.empty()) return false;
  for (int s = 0; s < table.seats(); ++s) {
    const auto person = table.seat(s).person;
    if (!person || *person == except) continue;
    const auto mine = person_connections_.find(*person);
    if (mine == person_connections_.end()) continue;
    for (net::ConnectionId cid : mine->second)
      if (const auto it = connections_.find(cid); it != connections_.end() && it->second.address == address) return true;
  }
  for (const auto& [seat, person] : table.claims()) {
    if (person == except) continue;
    const auto mine = person_connections_.find(person);
    if (mine == person_connections_.end()) continue;
    for (net::ConnectionId cid : mine->second)
      if (const auto it = connections_.find(cid); it != connections_.end() && it->second.address == address) return true;
  }
  return false;
}

std::optional<Error> Hub::new_person_refused(const std::string& address) {
  if (unlimited(address)) return std::nullopt;
  const std::int64_t now = executor_.now_ms();
  auto& times = new_people_[address];
  while (!times.empty() && now - times.front() >= std::chrono::milliseconds(std::chrono::hours(1)).count())
    times.pop_front();
  if (static_cast<int>(times.size()) >= options_.new_people_per_address_hour)
    return Error{ErrorCode::NotNow, std::to_string(times.size()) +
                                        " new people came from your network address in the last hour, the most "
                                        "allowed; say hello with your token to be the same person again"};
  times.push_back(now);
  return std::nullopt;
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

int Hub::open_events_of(store::PersonId person) const {
  const std::int64_t day_ago = executor_.now_ms() - 24LL * 60 * 60 * 1000;
  int n = 0;
  for (const auto& [eid, event] : events_) {
    const auto created = event_created_ms_.find(eid);
    n += event->organiser() == person && event->status() != Event::Status::Over && created != event_created_ms_.end() &&
         created->second > day_ago;
  }
  return n;
}

std::optional<Error> Hub::refuse_event_create(const Connection& c) const {
  int open = 0;
  for (const auto& [eid, event] : events_) open += event->status() != Event::Status::Over;
  if (open >= options_.max_open_events)
    return Error{ErrorCode::NotNow, "the server has " + std::to_string(open) + " evenings under way, its limit; try again later"};
  if (const int mine = open_events_of(*c.person); mine >= options_.max_events_per_person)
    return Error{ErrorCode::NotNow, "you organise " + std::to_string(mine) +
                                        " evenings not yet over, the most one person may; finish one first"};
  // An evening counts as one of the organiser's tables (refuse_create).
  return refuse_create(c);
}

std::optional<Error> Hub::refuse_bot(const std::string& bot, const std::string& what) const {
  const int n = bot_iterations(bot);
  if (n <= options_.max_bot_iterations) return std::nullopt;
  return Error{ErrorCode::BadSettings, what + " \"" + bot + "\" searches " + std::to_string(n) +
                                           " iterations a decision; this server allows at most " +
                                           std::to_string(options_.max_bot_iterations) + " (ismcts:" +
                                           std::to_string(options_.max_bot_iterations) + ")"};
}

void Hub::history(net::ConnectionId id, store::PersonId person) {
  const std::vector<store::HistoryEntry> entries = store_.history(person, 100);
  std::map<std::string, std::string> invites;
  for (const store::HistoryEntry& e : entries)
    if (!invites.count(e.table))
      if (const auto row = store_.table(e.table)) invites[e.table] = row->invite;
  send_to(id, history_message(person, entries, invites));
}

Table* Hub::find_table(const std::string& id) {
  const auto it = tables_.find(id);
  return it == tables_.end() ? nullptr : it->second.get();
}

namespace {

// A private table is reachable with its invite code or by its own people;
// to anyone else it does not exist (the same words as a wrong id).
bool may_reach(const std::string& invite, bool seated_there, const json& m) {
  if (invite.empty() || seated_there) return true;
  const auto given = m.find("invite");
  return given != m.end() && given->is_string() && *given == invite;
}

}  // namespace

Table* Hub::table_for(net::ConnectionId id, const Connection& c, const json& m) {
  if (auto e = protocol::require_string(m, "table")) {
    refuse(id, *e);
    return nullptr;
  }
  const std::string& tid = m["table"].get_ref<const std::string&>();
  Table* table = find_table(tid);
  if (table && !may_reach(table->row().invite, table->seat_of(*c.person).has_value(), m)) table = nullptr;
  if (!table && leased()) {
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

void Hub::refuse(net::ConnectionId id, const Error& error) { send_to(id, protocol::error_message(error)); }

// ---- TableHost ----------------------------------------------------------------

void Hub::append_action(const store::Action& action, ActionWriter::Done done) {
  writer_.append(action, leased() ? options_.lease_owner : std::string(), std::move(done));
}

// ---- events (docs/events.md, "Events on the server") --------------------------

void Hub::event_create(net::ConnectionId id, Connection& c, const json& m) {
  if (auto refusal = refuse_event_create(c)) return refuse(id, *refusal);
  EventSettings settings;
  // The organiser's own contribution to a duplicate event's boards.
  const json contribution = m.value("contribution", json(nullptr));
  try {
    json fields = m;
    fields.erase("contribution");
    settings = event_settings_from(fields, name_of(*c.person) + "'s evening");
  } catch (const SettingsError& e) {
    return refuse(id, Error{ErrorCode::BadSettings, e.what()});
  }
  if (auto refusal = refuse_bot(settings.bots, "the evening's bot")) return refuse(id, *refusal);
  std::string eid;
  do eid = "e" + new_id(6);
  while (events_.count(eid));
  std::shared_ptr<Event> event;
  try {
    event = std::make_shared<Event>(*this, eid, *c.person, std::move(settings));
  } catch (const fair::FairError& e) {
    return refuse(id, Error{ErrorCode::Unavailable, std::string("the event's boards could not be drawn: ") + e.what()});
  }
  if (auto refused = event->take_contribution(*c.person, contribution)) return refuse(id, *refused);
  try {
    store_.add_event(event->row(executor_.now_ms()));
    if (leased()) store_.try_event_lease(eid, options_.lease_owner, executor_.now_ms(), options_.lease_ttl.count());
  } catch (const store::StoreError& e) {
    return refuse(id, Error{ErrorCode::Unavailable, std::string("the event could not be kept; nothing changed (") + e.what() + ")"});
  }
  events_[eid] = event;
  event_created_ms_[eid] = executor_.now_ms();
  event->broadcast();
}

std::optional<std::string> Hub::event_standings_csv(const std::string& id) {
  if (Event* event = find_event(id)) return event->standings_csv();
  const auto row = store_.event(id);  // StoreError: the caller answers 503
  if (!row) return std::nullopt;
  return Event::restore(*this, *row)->standings_csv();
}

std::string Hub::downloaded_record(const std::string& event_id, const std::string& record) {
  if (Event* event = find_event(event_id)) return event->downloaded_record(record);
  const auto row = store_.event(event_id);  // StoreError: the caller answers 503
  if (!row) return record;
  return Event::restore(*this, *row)->downloaded_record(record);
}

std::optional<json> Hub::event_boards(const std::string& id, std::string& why) {
  std::shared_ptr<Event> restored;
  Event* event = find_event(id);
  if (!event) {
    const auto row = store_.event(id);  // StoreError: the caller answers 503
    if (!row) {
      why = "no event " + id;
      return std::nullopt;
    }
    restored = Event::restore(*this, *row);
    event = restored.get();
  }
  return event->boards_file(why);
}

std::optional<std::string> Hub::event_emn(const std::string& id, bool extra) {
  std::shared_ptr<Event> restored;
  Event* event = find_event(id);
  if (!event) {
    const auto row = store_.event(id);  // StoreError: the caller answers 503
    if (!row) return std::nullopt;
    restored = Event::restore(*this, *row);
    event = restored.get();
  }
  Event::EmnFiles files = event->emn_files();
  return extra ? std::move(files.extra) : std::move(files.emn);
}

nlohmann::json Hub::ratings_json(const RatingsAsked& asked) {
  return ratings_page(closed_evenings_.read(*this, store_.closed_events()), store_.rated_games(),
                      [this](store::PersonId p) { return name_of(p); }, asked);
}

std::optional<json> Hub::person_json(store::PersonId person) {
  if (!store_.person(person)) return std::nullopt;
  return person_page(person, closed_evenings_.read(*this, store_.closed_events()),
                     [this](store::PersonId p) { return name_of(p); });
}

std::optional<std::string> Hub::person_page_id(store::PersonId person) {
  const auto row = store_.person(person);
  if (!row) return std::nullopt;
  return std::to_string(person) + "-" + keyed_id(row->token_hash, "page of person " + std::to_string(person));
}

std::optional<store::PersonId> Hub::person_by_page_id(const std::string& page) {
  const auto dash = page.find('-');
  if (dash == std::string::npos || dash == 0 || dash > 18) return std::nullopt;
  store::PersonId person = 0;
  const auto [end, ec] = std::from_chars(page.data(), page.data() + dash, person);
  if (ec != std::errc() || end != page.data() + dash || person <= 0) return std::nullopt;
  const auto expected = person_page_id(person);
  if (!expected || !same_key(page, *expected)) return std::nullopt;
  return person;
}

std::string Hub::evening_key(const std::string& event, store::PersonId organiser) {
  if (const auto it = evening_keys_.find(event); it != evening_keys_.end()) return it->second;
  try {
    const auto row = store_.person(organiser);
    if (!row) return "";
    // Keyed by the organiser's stored token hash: only this server can make it.
    return evening_keys_[event] = keyed_id(row->token_hash, "evening " + event);
  } catch (const store::StoreError&) {
    return "";  // the next message carries it
  }
}

bool Hub::evening_open_to(const std::string& id, const std::string& key) {
  bool spectators = false;
  store::PersonId organiser = 0;
  if (const Event* event = find_event(id)) {
    spectators = event->settings().spectators;
    organiser = event->organiser();
  } else {
    const auto row = store_.event(id);  // StoreError: the caller answers 503
    if (!row) return false;
    organiser = row->organiser;
    try {
      spectators = json::parse(row->settings).value("spectators", false);
    } catch (const json::exception&) {
      return false;  // unreadable settings: nothing is shown
    }
  }
  if (spectators) return true;
  return same_key(key, evening_key(id, organiser));
}

Event* Hub::find_event(const std::string& id) {
  const auto it = events_.find(id);
  return it == events_.end() ? nullptr : it->second.get();
}

void Hub::event_request(net::ConnectionId id, Connection& c, const json& m) {
  const std::string& type = m["type"].get_ref<const std::string&>();
  const auto field = m.find("event");
  if (field == m.end() || !field->is_string()) return refuse(id, Error{ErrorCode::Malformed, "missing string field \"event\""});
  Event* event = find_event(field->get<std::string>());
  if (!event && leased()) {
    // Run by another instance: say where, as for a table.
    if (const auto holder = store_.event_lease_holder(field->get<std::string>(), executor_.now_ms());
        holder && *holder != options_.lease_owner)
      return send_to(id, elsewhere_message("event " + field->get<std::string>(), *holder));
  }
  if (!event) {
    if (const auto aside = set_aside_events_.find(field->get<std::string>()); aside != set_aside_events_.end())
      return refuse(id, Error{ErrorCode::NotNow,
                              "event " + aside->first + " is set aside: " +
                                  (aside->second.organiser == *c.person
                                       ? aside->second.reason + " (kept in the store as it was; the server's operator can look at it)"
                                       : "its organiser is told why")});
    return refuse(id, Error{ErrorCode::UnknownTable, "no event " + field->get<std::string>()});
  }
  std::optional<Error> error;
  const json contribution = m.value("contribution", json(nullptr));
  if (type == "event_join") error = event->register_person(*c.person, contribution);
  if (type == "event_start") error = event->start(*c.person);
  if (type == "event_check_in") error = event->check_in(*c.person, contribution);
  if (type == "event_score") error = event->enter_score(*c.person, m);
  if (type == "event_confirm") error = event->confirm_score(*c.person, m);
  if (type == "event_correct") error = event->correct_score(*c.person, m);
  if (type == "event_leave") error = event->drop(*c.person, *c.person);
  if (type == "event_add") {
    const auto it = m.find("name");
    if (it == m.end() || !it->is_string()) return refuse(id, Error{ErrorCode::Malformed, "missing string field \"name\""});
    if (auto e = check_person_name(it->get<std::string>())) return refuse(id, *e);
    error = event->add_guest(*c.person, it->get<std::string>());
  }
  if (type == "event_partner") {
    const auto it = m.find("person");
    if (it == m.end() || !(it->is_null() || it->is_number_integer()))
      return refuse(id, Error{ErrorCode::Malformed, "\"person\" must be the partner's person number, or null"});
    error = event->choose_partner(*c.person, it->is_null() ? std::nullopt : std::optional<store::PersonId>(it->get<store::PersonId>()));
  }
  if (type == "event_drop") {
    const auto who = int_field(m, "person");
    if (!who) return refuse(id, Error{ErrorCode::Malformed, "missing integer field \"person\""});
    error = event->drop(*c.person, *who);
  }
  if (type == "event_substitute") {
    const auto who = int_field(m, "person");
    const auto place = int_field(m, "player");
    if (!who || !place) return refuse(id, Error{ErrorCode::Malformed, "missing integer fields \"person\" and \"player\""});
    error = event->substitute(*c.person, *who, static_cast<int>(*place));
  }
  if (error) return refuse(id, *error);
  if (type == "event_get") send_to(id, event->message_for(*c.person));
}

std::shared_ptr<Table> Hub::open_table(TableSettings settings) {
  store::Table row;
  do row.id = new_id(6);
  while (tables_.count(row.id));
  row.name = settings.name;
  // An event's table is private with an invite never given out: only its seated people reach it.
  row.invite = settings.is_private ? new_id(12) : "";
  row.created_ms = executor_.now_ms();
  row.settings = settings_json(settings).dump();
  store_.add_table(row);
  if (leased()) store_.try_lease(row.id, options_.lease_owner, executor_.now_ms(), options_.lease_ttl.count());
  auto table = std::make_shared<Table>(*this, row, std::move(settings));
  tables_[row.id] = table;
  return table;
}

std::string Hub::open_event_table(const TableSettings& settings,
                                  const std::array<std::optional<store::PersonId>, 4>& people) {
  const std::shared_ptr<Table> table = open_table(settings);
  const std::string id = table->id();
  try {
    table->seat_bots();
    for (int s = 0; s < 4; ++s)
      if (const auto& person = people[static_cast<std::size_t>(s)]) {
        if (auto e = table->join(*person, s))
          std::cerr << "euchre serve: table " << id << ": seat " << s << " of the event could not be taken: " << e->message << "\n";
      }
  } catch (const store::StoreError&) {
    // A table half seated is no round's table: it goes, and the event
    // opens a whole one again (a restart closes it if this close fails).
    tables_.erase(id);
    try {
      store_.close_table(id);
    } catch (const store::StoreError&) {
    }
    throw;
  }
  return id;
}

void Hub::event_after(std::chrono::milliseconds delay, std::function<void()> step) {
  executor_.after(delay, std::move(step));
}

store::PersonId Hub::add_guest(const std::string& name) {
  // The token is drawn and thrown away: the person is a name in the standings.
  const store::PersonId person = store_.add_person(name, token_hash(new_token()));
  names_[person] = name;
  return person;
}

std::optional<std::string> Hub::finished_record_path(const std::string& table) {
  const auto row = store_.table(table);
  const auto game = store_.latest_game(table);
  if (!row || !game || !game->finished) return std::nullopt;
  return record_path(game->id, row->invite);
}

void Hub::leave_event_table(const std::string& table, store::PersonId person) {
  if (Table* t = find_table(table)) (void)t->leave(person);
}

void Hub::game_finished(Table& table) {
  if (table.settings().event.empty()) return;
  if (auto it = events_.find(table.settings().event); it != events_.end()) {
    // A result the evening cannot take (its next round cannot be opened)
    // sets it aside, not the table's step that finished the game.
    guarded_event_step(it->first, [&table](Event& event) { event.table_finished(table); });
  }
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
      events_[row.id] = Event::restore(*this, row);
    } catch (const std::exception& e) {
      set_aside_event(row.id, row.organiser, std::string("it could not be read back: ") + e.what());
    }
  }
  // A round's table opened just before a crash, but not yet in its event's
  // state, is not the event's: closed, so nobody holds two seats of a round.
  std::vector<std::string> strays;
  for (const auto& [tid, table] : tables_) {
    const auto it = events_.find(table->settings().event);
    if (it == events_.end() || (table->game() && table->game()->over())) continue;  // an earlier round's
    const auto& round = it->second->round_tables();
    if (std::find(round.begin(), round.end(), tid) == round.end()) strays.push_back(tid);
  }
  for (const std::string& tid : strays) close_table(tid);
  std::vector<std::string> restored;
  for (const auto& [eid, event] : events_) restored.push_back(eid);
  for (const std::string& eid : restored) resume_event(eid);
}

void Hub::take_back_actions(store::GameId game, std::int64_t from_seq) {
  store_.take_back_actions(game, from_seq, executor_.now_ms(), leased() ? options_.lease_owner : std::string());
}

void Hub::send_picture_to_person(store::PersonId person, Table& table) {
  const auto it = person_connections_.find(person);
  if (it == person_connections_.end()) return;
  for (net::ConnectionId c : it->second) table.send_picture(c, person);
}

void Hub::send_to_person(store::PersonId person, const json& message) {
  if (online(person)) send_text_to_person(person, message.dump());
}

void Hub::send_text_to_person(store::PersonId person, const std::string& text) {
  const auto it = person_connections_.find(person);
  if (it == person_connections_.end()) return;
  for (net::ConnectionId c : it->second) outbox_.send(c, text);
}

void Hub::send_to(net::ConnectionId connection, const json& message) { outbox_.send(connection, message.dump()); }

void Hub::send_text_to(net::ConnectionId connection, const std::string& text) { outbox_.send(connection, text); }

std::vector<std::shared_ptr<Table>> Hub::tables_of(store::PersonId person) {
  std::vector<std::shared_ptr<Table>> found;
  const auto it = seated_at_.find(person);
  if (it == seated_at_.end()) return found;
  for (auto t = it->second.begin(); t != it->second.end();) {
    const auto table = tables_.find(*t);
    if (table == tables_.end() || !table->second->seat_of(person)) {
      t = it->second.erase(t);  // closed, or the seat was left: his again only through person_seated
      continue;
    }
    found.push_back(table->second);
    ++t;
  }
  if (it->second.empty()) seated_at_.erase(it);
  return found;
}

bool Hub::online(store::PersonId person) const { return person_connections_.count(person) > 0; }

std::string Hub::name_of(store::PersonId person) {
  if (const auto it = names_.find(person); it != names_.end()) return it->second;
  const auto found = store_.person(person);
  const std::string name = found ? found->name : "person " + std::to_string(person);
  names_[person] = name;
  return name;
}

}  // namespace euchre::room
