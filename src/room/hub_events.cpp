// The hub's club evenings (docs/events.md, "Events on the server"): made
// and asked (event_create, event_request), the caps on them, and the
// EventHost side that the evenings call back.
#include <iostream>

#include "fair/algorithm.h"
#include "room/hub.h"
#include "room/messages.h"
#include "room/request_fields.h"
#include "room/tokens.h"

namespace euchre::room {

using protocol::Error;
using protocol::ErrorCode;

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
  const std::string club = event->settings().club;
  if (!club.empty()) {
    const auto read = read_club(club);
    if (!read || !read->open_to(*c.person)) return refuse(id, Error{ErrorCode::UnknownTable, "no club " + club});
    if (!read->organiser(*c.person)) return refuse(id, Error{ErrorCode::NotNow, "only an organiser of club " + read->name() + " makes its evenings"});
    if (read->members_only() && event->settings().spectators)
      return refuse(id, Error{ErrorCode::BadSettings, "club " + read->name() + " is members only: its evenings take no spectators"});
  }
  try {
    store_.add_event(event->row(executor_.now_ms()));
    if (leased()) store_.try_event_lease(eid, options_.lease_owner, executor_.now_ms(), options_.lease_ttl.count());
  } catch (const store::StoreError& e) {
    return refuse(id, Error{ErrorCode::Unavailable, std::string("the event could not be kept; nothing changed (") + e.what() + ")"});
  }
  // On the club's calendar; a store fault here leaves the evening made, and says so.
  if (!club.empty())
    if (auto refused = add_club_evening(club, *c.person, eid, event->settings().name, event->settings().starts_ms))
      send_to(id, protocol::error_message(Error{refused->code, "the evening is made, but not on the club's calendar: " + refused->message}));
  serve_event(eid, event);
  event_created_ms_[eid] = executor_.now_ms();
  at_event(event, [](Event& made) { made.broadcast(); });
}

std::string Hub::evening_key(const std::string& event, store::PersonId organiser) {
  {
    const std::lock_guard lock(evening_keys_mutex_);
    if (const auto it = evening_keys_.find(event); it != evening_keys_.end()) return it->second;
  }
  try {
    const auto row = store_.person(organiser);
    if (!row) return "";
    // Keyed by the organiser's stored token hash: only this server can make it.
    std::string key = keyed_id(row->token_hash, "evening " + event);
    const std::lock_guard lock(evening_keys_mutex_);
    return evening_keys_[event] = std::move(key);
  } catch (const store::StoreError&) {
    return "";  // the next message carries it
  }
}

std::shared_ptr<Event> Hub::find_event(const std::string& id) const {
  const auto it = events_.find(id);
  return it == events_.end() ? nullptr : it->second;
}

void Hub::at_event(const std::shared_ptr<Event>& event, std::function<void(Event&)> step) {
  event->executor().post([event, step = std::move(step)] { event->run_step(step); });
}

void Hub::event_failed(const std::string& event, store::PersonId organiser, const std::string& reason) {
  executor_.post([this, event, organiser, reason] { set_aside_event(event, organiser, reason); });
}

void Hub::event_request(net::ConnectionId id, Connection& c, const json& m) {
  const auto field = m.find("event");
  if (field == m.end() || !field->is_string()) return refuse(id, Error{ErrorCode::Malformed, "missing string field \"event\""});
  const std::shared_ptr<Event> event = find_event(field->get<std::string>());
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
  at_event(event, [this, id, person = *c.person, m](Event& at) {
    const std::string& type = m["type"].get_ref<const std::string&>();
    answering_failures(id, type, [&] { event_step(at, id, person, m); });
    // A correction or an evening's end: the pages read the store again (an
    // event_get changes nothing, and a flood of them must not undo the cache).
    if (type != "event_get") executor_.post([this] { results_.read_ms = -1; });
  });
}

void Hub::event_step(Event& event, net::ConnectionId id, store::PersonId person, const json& m) {
  const std::string& type = m["type"].get_ref<const std::string&>();
  std::optional<Error> error;
  const json contribution = m.value("contribution", json(nullptr));
  // A members-only club's evening is not for strangers (docs/clubs.md).
  if ((type == "event_join" || type == "event_get") && !event.settings().club.empty() && !event.registered(person) &&
      !event.organises(person))
    if (auto refused = club_evening_refusal(event.settings().club, person)) return refuse(id, *refused);
  if (type == "event_get") event.follow(person);
  if (type == "event_join") error = event.register_person(person, contribution);
  if (type == "event_start") error = event.start(person);
  if (type == "event_check_in") error = event.check_in(person, contribution);
  if (type == "event_score") error = event.enter_score(person, m);
  if (type == "event_confirm") error = event.confirm_score(person, m);
  if (type == "event_correct") error = event.correct_score(person, m);
  if (type == "event_leave") error = event.drop(person, person);
  if (type == "event_add") {
    const auto it = m.find("name");
    if (it == m.end() || !it->is_string()) return refuse(id, Error{ErrorCode::Malformed, "missing string field \"name\""});
    if (auto e = check_person_name(it->get<std::string>())) return refuse(id, *e);
    error = event.add_guest(person, it->get<std::string>());
  }
  if (type == "event_partner") {
    const auto it = m.find("person");
    if (it == m.end() || !(it->is_null() || it->is_number_integer()))
      return refuse(id, Error{ErrorCode::Malformed, "\"person\" must be the partner's person number, or null"});
    error = event.choose_partner(person, it->is_null() ? std::nullopt : std::optional<store::PersonId>(it->get<store::PersonId>()));
  }
  if (type == "event_drop") {
    const auto who = person_number_field(m);
    if (!who) return refuse(id, Error{ErrorCode::Malformed, "missing integer field \"person\""});
    error = event.drop(person, *who);
  }
  if (type == "event_edit") error = event.edit(person, m);
  if (type == "event_return") {
    const auto who = person_number_field(m);
    if (!who) return refuse(id, Error{ErrorCode::Malformed, "missing integer field \"person\""});
    error = event.bring_back(person, *who);
  }
  if (type == "event_substitute") {
    const auto who = person_number_field(m);
    const auto place = int_field(m, "player");
    if (!who || !place) return refuse(id, Error{ErrorCode::Malformed, "missing integer fields \"person\" and \"player\""});
    error = event.substitute(person, *who, static_cast<int>(*place));
  }
  if (error) return refuse(id, *error);
  if (type == "event_get") send_to(id, event.message_for(person));
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
    tables_.remove(id);
    try {
      store_.close_table(id);
    } catch (const store::StoreError&) {
    }
    throw;
  }
  return id;
}

store::PersonId Hub::add_guest(const std::string& name) {
  // The token is drawn and thrown away: the person is a name in the standings.
  const store::PersonId person = store_.add_person(name, token_hash(new_token()));
  people_.set_name(person, name);
  return person;
}

std::optional<std::string> Hub::finished_record_path(const std::string& table) {
  const auto row = store_.table(table);
  const auto game = store_.latest_game(table);
  if (!row || !game || !game->finished) return std::nullopt;
  return record_path(game->id, row->invite);
}

// On the table's thread, after the evening has said so: a store fault
// there is tried again a second later (from the hub's thread, which knows
// whether the table is still served).
void Hub::at_event_table(const std::string& table, const std::string& what, std::function<void(Table&)> step) {
  at_table(table, [this, table, what, step](Table& t) {
    try {
      step(t);
    } catch (const store::StoreError& e) {
      std::cerr << "euchre serve: table " << table << ": " << what << ": " << e.what() << " (retrying)\n";
      executor_.after(std::chrono::seconds(1), [this, table, what, step] { at_event_table(table, what, step); });
    }
  });
}

void Hub::leave_event_table(const std::string& table, store::PersonId person) {
  at_event_table(table, "a leaver's seat", [person](Table& t) { (void)t.leave(person); });
}

void Hub::serve_event(const std::string& id, std::shared_ptr<Event> event) {
  {
    // Not on its thread yet: nothing else reads it before it is served.
    const auto held = event->hold();
    for (const store::PersonId p : event->people()) person_in_evening(id, p);
  }
  events_[id] = std::move(event);
}

void Hub::person_in_evening(const std::string& event, store::PersonId person) {
  const std::lock_guard lock(evenings_of_mutex_);
  evenings_of_[person].insert(event);
}

void Hub::not_in_evening(const std::string& event, store::PersonId person) {
  const std::lock_guard lock(evenings_of_mutex_);
  const auto it = evenings_of_.find(person);
  if (it == evenings_of_.end()) return;
  it->second.erase(event);
  if (it->second.empty()) evenings_of_.erase(it);
}

std::vector<std::string> Hub::evenings_of(store::PersonId person) const {
  const std::lock_guard lock(evenings_of_mutex_);
  const auto it = evenings_of_.find(person);
  return it == evenings_of_.end() ? std::vector<std::string>{} : std::vector<std::string>(it->second.begin(), it->second.end());
}

void Hub::return_to_event_table(const std::string& table, store::PersonId person, int seat) {
  at_event_table(table, "a person brought back", [table, person, seat](Table& t) {
    if (const auto refused = t.join(person, seat))
      std::cerr << "euchre serve: table " << table << ": a person brought back could not take seat " << seat << ": "
                << refused->message << "\n";
  });
}

}  // namespace euchre::room
