// The hub's connections and what they send: hello and sign-in, each
// request dispatched to its kind (the tables' in hub_tables.cpp, the
// evenings' in hub_events.cpp, the reads in hub_reads.cpp), and the
// messages sent back to connections and persons.
#include "room/hub.h"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <mutex>
#include <optional>

#include "protocol/parse.h"
#include "room/messages.h"
#include "room/request_fields.h"
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

}  // namespace

Hub::Hub(store::Store& store, Executor& executor, Workers& workers, net::Outbox& outbox, HubOptions options,
         ActionWriter* writer)
    : store_(store),
      executor_(executor),
      writer_(writer ? *writer : inline_writer_),
      workers_(workers),
      outbox_(outbox),
      options_(options) {}

void Hub::opened(net::ConnectionId id, const std::string& address) { connections_[id] = Connection{address, {}, {}}; }

void Hub::closed(net::ConnectionId id) {
  const auto it = connections_.find(id);
  if (it == connections_.end()) return;
  for (const std::string& t : it->second.watching) at_table(t, [id](Table& table) { table.unwatch(id); });
  if (const auto person = it->second.person)
    if (people_.disconnect(*person, id)) at_tables_of(*person, [p = *person](Table& table) { table.person_offline(p); });
  connections_.erase(it);
}

void Hub::received(net::ConnectionId id, const std::string& text) {
  const auto it = connections_.find(id);
  if (it == connections_.end()) return;
  protocol::Parsed parsed = protocol::parse_client_message(text);
  if (parsed.error) return refuse(id, *parsed.error);
  answering_failures(id, parsed.message["type"].get<std::string>(), [&] { dispatch(id, it->second, parsed.message); });
}

void Hub::answering_failures(net::ConnectionId id, const std::string& type, const std::function<void()>& step) {
  try {
    step();
  } catch (const store::StoreError& e) {
    std::cerr << "euchre serve: " << e.what() << "\n";
    refuse(id, Error{ErrorCode::Unavailable, std::string("the server could not keep this; nothing changed (") +
                                                 e.what() + ")"});
  } catch (const std::exception& e) {
    // Never a message without an answer: the step is refused in words.
    std::cerr << "euchre serve: a " << type << " failed: " << e.what() << "\n";
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
  if (type == "clubs" || type.rfind("club_", 0) == 0) return club_request(id, c, m);
  if (type == "event_join" || type == "event_start" || type == "event_get" || type == "event_leave" || type == "event_drop" ||
      type == "event_return" || type == "event_edit" ||
      type == "event_check_in" || type == "event_substitute" || type == "event_score" || type == "event_confirm" ||
      type == "event_correct" || type == "event_partner" || type == "event_add")
    return event_request(id, c, m);
  if (type == "history") return history(id, person);
  if (type == "signin_code") return signin_code(id, person);
  if (type == "signout_devices") return signout_devices(id, person);
  table_request(id, c, m);
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
    people_.set_name(person, found->name);
    if (name && *name != found->name) {
      store_.rename_person(person, *name);
      people_.set_name(person, *name);
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
    people_.set_name(person, name_of(person));
  } else {
    if (auto refusal = new_person_refused(c.address)) return refuse(id, *refusal);
    issued = new_token();
    const std::string chosen = name ? *name : "guest " + new_id(4);
    person = store_.add_person(chosen, token_hash(issued));
    people_.set_name(person, chosen);
  }
  std::string page;
  try {
    page = person_page_id(person).value_or("");
  } catch (const store::StoreError&) {
    // Without its page this once: the token just issued must still reach him.
  }
  json welcome = welcome_message(person, name_of(person), issued, page);
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
  const bool first = people_.connect(person, id, connections_[id].address);
  send_seats_back(id, person, first);
  // Each evening of his (the index: not every evening served), on its own
  // thread (his registration is its to say).
  for (const std::string& eid : evenings_of(person)) {
    const auto it = events_.find(eid);
    if (it == events_.end()) {
      not_in_evening(eid, person);  // no longer served here
      continue;
    }
    at_event(it->second, [this, id, person, eid](Event& at) {
      if (at.registered(person)) send_to(id, at.message_for(person));
      else not_in_evening(eid, person);  // unregistered before it began
    });
  }
}

namespace {
// A hello's seats, counted down on their tables' threads: the last step
// sends `seats_back`, so it follows every picture on the connection.
class SeatsBack {
 public:
  explicit SeatsBack(std::size_t steps) : left_(steps) {}
  // The step of one table is done (`seated`: the person sits there); the
  // tables, once it was the last.
  std::optional<std::vector<std::string>> done(const std::string& table, bool seated) {
    const std::lock_guard lock(mutex_);
    if (seated) tables_.push_back(table);
    if (--left_ > 0) return std::nullopt;
    std::sort(tables_.begin(), tables_.end());
    return tables_;
  }

 private:
  std::mutex mutex_;
  std::size_t left_;
  std::vector<std::string> tables_;
};
}  // namespace

// Every seat's picture (docs/protocol.md, `hello`), each on its table's own
// thread, and then `seats_back`: a client that waits for it knows its seats
// before it asks anything else.
void Hub::send_seats_back(net::ConnectionId id, store::PersonId person, bool first) {
  const std::vector<std::shared_ptr<Table>> tables = served_tables_of(person);
  if (tables.empty()) return send_to(id, seats_back_message({}));
  const auto back = std::make_shared<SeatsBack>(tables.size());
  for (const std::shared_ptr<Table>& table : tables)
    table->executor().post([this, table, back, id, person, first] {
      bool seated = false;
      try {
        const auto held = table->hold();
        seated = !table->forgotten() && table->seat_of(person);
        if (seated) {
          if (first) table->person_online(person);
          table->send_picture(id, person);
        } else if (!table->forgotten()) {
          people_.unseated(person, table->id());  // the seat was left
        }
      } catch (const std::exception& e) {
        // Its picture is missing; `seats_back` still names the seat, so the
        // client asks for it again with `join` (docs/protocol.md).
        std::cerr << "euchre serve: table " << table->id() << "'s picture for a hello failed: " << e.what() << "\n";
      }
      if (const auto all = back->done(table->id(), seated)) send_to(id, seats_back_message(*all));
    });
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

void Hub::refuse(net::ConnectionId id, const Error& error) { send_to(id, protocol::error_message(error)); }

void Hub::send_picture_to_person(store::PersonId person, Table& table) {
  for (net::ConnectionId c : people_.connections(person)) table.send_picture(c, person);
}

void Hub::send_to_person(store::PersonId person, const json& message) {
  if (online(person)) send_text_to_person(person, message.dump());
}

void Hub::send_text_to_person(store::PersonId person, const std::string& text) { people_.send(person, text, outbox_); }

void Hub::send_to(net::ConnectionId connection, const json& message) { outbox_.send(connection, message.dump()); }

void Hub::send_text_to(net::ConnectionId connection, const std::string& text) { outbox_.send(connection, text); }

std::vector<std::shared_ptr<Table>> Hub::served_tables_of(store::PersonId person) {
  std::vector<std::shared_ptr<Table>> out;
  for (const std::string& t : people_.tables_of(person)) {
    if (auto table = tables_.find(t)) out.push_back(std::move(table));
    else people_.unseated(person, t);  // closed: his again only through person_seated
  }
  return out;
}

void Hub::at_tables_of(store::PersonId person, const std::function<void(Table&)>& step) {
  for (const std::shared_ptr<Table>& table : served_tables_of(person)) {
    at_table(table, [this, person, step](Table& at) {
      if (at.seat_of(person)) return step(at);
      people_.unseated(person, at.id());  // the seat was left
    });
  }
}

bool Hub::online(store::PersonId person) const { return people_.online(person); }

std::string Hub::name_of(store::PersonId person) {
  if (auto known = people_.name(person)) return *known;
  const auto found = store_.person(person);
  std::string name = found ? found->name : "person " + std::to_string(person);
  people_.set_name(person, name);
  return name;
}

}  // namespace euchre::room
