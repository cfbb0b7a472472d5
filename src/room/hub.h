// The server's logic behind the transport: who each connection is, the
// lobby, and the tables (docs/server.md). One Hub per process; every method
// runs on its executor (HubService posts there). The tables run their own
// steps on executors of their own (set_table_executors): what they ask of
// the hub (TableHost) reads only the people's registry (people.h), the store
// and the outbox, which lock for themselves, or is posted to the hub's
// executor (game_finished); the hub takes a table's lock (Table::hold)
// before it reads the table's state.
//
// A connection says "hello" first: with the token it was given, it is that
// person again (every seat of theirs comes back, with its full picture);
// without one, it is a new person and gets a token. A seat's actions are
// accepted only from a connection of the person holding the seat.
#pragma once

#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include "net/service.h"
#include "events/season.h"
#include "room/closed_evenings.h"
#include "room/club.h"
#include "room/club_pages.h"
#include "room/event.h"
#include "room/event_host.h"
#include "room/lobby.h"
#include "room/people.h"
#include "room/table.h"
#include "room/table_host.h"
#include "room/table_registry.h"

namespace euchre::room {

struct HubOptions {
  std::chrono::milliseconds contribution_timeout{10'000};
  // Several instances on one PostgreSQL database (docs/scale.md): this
  // instance's lease owner, "<its public ws:// URL>#<random>". Empty: the
  // only instance, serving every table without leases.
  std::string lease_owner;
  std::chrono::milliseconds lease_ttl{5'000};    // a dead instance's tables are taken over after this
  std::chrono::milliseconds lease_renew{1'000};  // how often the leases are renewed and free tables taken
  // The operator's instances (their public ws:// URLs, `euchre serve
  // --instance`): the only addresses a client is sent to with `elsewhere`
  // and told of in `welcome`. A lease row naming any other (anyone who can
  // write one could collect tokens) is reported as unavailable here.
  // This instance's own URL (lease_owner's) is one of them.
  std::set<std::string> instances;
  int max_open_tables = 20'000;     // in the whole server
  // No one person or address can fill the server (docs/server.md, "Limits"):
  // open tables created by one person, and from one network address.
  int max_tables_per_person = 5;
  int max_tables_per_address = 40;
  // Fair shares (docs/server.md, "Fair shares"): evenings not over, in the
  // whole server and organised by one person in the last day (each also
  // counts as one of his tables), and the search a bot of a table or an
  // evening may do a decision (ismcts:N; players/bot_factory.h bot_iterations).
  int max_open_events = 1'000;
  int max_events_per_person = 3;
  int max_bot_iterations = 5'000;
  // New people (hello without a token) from one address in an hour.
  int new_people_per_address_hour = 60;
  // Addresses none of the per-address rules count (new people, tables, one
  // seat at a public table): a load test's machine (`euchre serve
  // --unlimited-address`). None by default, loopback included: behind the
  // documented proxy every client would be loopback.
  std::set<std::string> unlimited_addresses;
  // The lobby's list is built at most this often, and sent a page at a time.
  std::chrono::milliseconds lobby_refresh{1'000};
  int lobby_page = 50;
  // How often tables nobody will play at are looked for and closed
  // (Table::close_due says when).
  std::chrono::milliseconds sweep_every{30'000};
};

// An evening named by a request: its id, and the evening when it is served
// here (found on the hub's thread; null: read it back from the store).
struct EveningRef {
  std::string id;
  std::shared_ptr<Event> served;
};

class Hub final : public TableHost, public EventHost {
 public:
  // `writer`: where the tables' actions are kept (the production one commits
  // many tables' actions at once on its own thread); null: each at once
  // (InlineActionWriter).
  Hub(store::Store& store, Executor& executor, Workers& workers, net::Outbox& outbox, HubOptions options = {},
      ActionWriter* writer = nullptr);

  // Rebuilds every open table and its unfinished game from the store (with
  // leases: the tables no live instance holds, and from then on every
  // lease_renew). Returns how many games were resumed. A table whose log does
  // not replay is reported on stderr and not served (its records stay).
  int restore();
  // Why an evening or table is set aside (restore or a step failed; kept in
  // the store, not served), or nullopt when it is not.
  std::optional<std::string> set_aside_reason(const std::string& event_or_table) const;
  // Turns leases on (before restore): see HubOptions::lease_owner.
  void set_lease_owner(std::string owner) { options_.lease_owner = std::move(owner); }
  // Where tables run their own steps (before restore): each new table gets
  // the next in turn (docs/net.md, "Threads"). None: the hub's executor.
  void set_table_executors(std::vector<Executor*> executors) { table_executors_ = std::move(executors); }

  void opened(net::ConnectionId id, const std::string& address);
  void received(net::ConnectionId id, const std::string& text);
  void closed(net::ConnectionId id);

  // The lobby as JSON (public tables still to be played at, from `offset`,
  // at most lobby_page of them), for `list` and GET /api/tables. Built from
  // a list refreshed at most every lobby_refresh: a flood of `list`s costs a
  // page's text each, not a walk over every table.
  json lobby(int offset = 0);
  // The same page as JSON text, kept until the list is rebuilt: what `list`
  // and GET /api/tables send.
  const std::string& lobby_text(int offset = 0);
  // Closes the tables whose time has come (Table::close_due); returns how many.
  int sweep();
  // The tables served now (a copy: tests and tools; the hub's own walks
  // take the registry's).
  TableRegistry::Map tables() const { return tables_.snapshot(); }
  std::shared_ptr<Table> find_table(const std::string& id) override;
  void at_table(const std::string& id, std::function<void(Table&)> step) override;
  // Closes a table on any thread (an evening's round that could not begin):
  // close_table without the hub's own list of who made which table.
  void close_event_table(const std::string& id) override;

  // TableHost
  store::Store& store() override { return store_; }
  void append_action(const store::Action& action, ActionWriter::Done done) override;
  void take_back_actions(store::GameId game, std::int64_t from_seq) override;
  void send_picture_to_person(store::PersonId person, Table& table) override;
  Executor& table_executor() override;
  Workers& workers() override { return workers_; }
  void send_to_person(store::PersonId person, const json& message) override;
  void send_text_to_person(store::PersonId person, const std::string& text) override;
  void send_to(net::ConnectionId connection, const json& message) override;
  void send_text_to(net::ConnectionId connection, const std::string& text) override;
  bool online(store::PersonId person) const override;
  void person_seated(const std::string& table, store::PersonId person) override { people_.seated(person, table); }
  std::string name_of(store::PersonId person) override;
  std::chrono::milliseconds contribution_timeout() const override { return options_.contribution_timeout; }
  void game_finished(Table& table) override;

  // EventHost (send_to_person and name_of above serve both)
  store::Store& event_store() override { return store_; }
  std::int64_t event_now_ms() override { return executor_.now_ms(); }
  std::string open_event_table(const TableSettings& settings,
                               const std::array<std::optional<store::PersonId>, 4>& people) override;
  Executor& evening_executor() override { return table_executor(); }
  void event_failed(const std::string& event, store::PersonId organiser, const std::string& reason) override;
  void leave_event_table(const std::string& table, store::PersonId person) override;
  void return_to_event_table(const std::string& table, store::PersonId person, int seat) override;
  // `step` at an evening's table, tried again a second later after a store fault (`what` for the log).
  void at_event_table(const std::string& table, const std::string& what, std::function<void(Table&)> step);
  void person_in_evening(const std::string& event, store::PersonId person) override;
  std::optional<std::string> finished_record_path(const std::string& table) override;
  store::PersonId add_guest(const std::string& name) override;
  std::shared_ptr<Event> find_event(const std::string& id) const;
  // An event's standings as CSV, also of one that is over and no longer
  // held (read back from the store); nullopt: no such event.
  // Reads of an evening for HTTP (hub_evening_reads.cpp): the hub's thread
  // finds it (evening_ref, cheap); everything else runs on the asking
  // thread with the evening's lock held, so no table waits for its files.
  // Each throws store::StoreError; the id forms are the same on the hub's
  // thread (tests).
  EveningRef evening_ref(const std::string& id) const;
  // A members-only club's evening's standings need its key or the club's
  // (evening_results_open_to): nullopt, as for no such evening, without.
  std::optional<std::string> event_standings_csv(const EveningRef& ref, const std::string& key = "");
  std::optional<std::string> event_standings_csv(const std::string& id, const std::string& key = "") {
    return event_standings_csv(evening_ref(id), key);
  }
  // Whether an evening's results may be read with `key`: any evening but a
  // members-only club's, whose need the evening's key or the club's members'.
  bool evening_results_open_to(const EveningRef& ref, const std::string& key);
  std::optional<std::string> event_emn(const EveningRef& ref, bool extra);
  std::optional<std::string> event_emn(const std::string& id, bool extra) { return event_emn(evening_ref(id), extra); }
  // A person's page (GET /api/people/ID; docs/events.md, "A person's page"):
  // the evenings he played that are over, with his place, points and loners,
  // and the people he partnered most; nullopt: no such person. Throws store::StoreError.
  std::optional<nlohmann::json> person_json(store::PersonId person);
  // The id of a person's page, "N-KEY" (KEY: tokens.h keyed_id): a link
  // only he is given (in `welcome`), so people cannot be walked by number;
  // nullopt: no such person. Throws store::StoreError.
  std::optional<std::string> person_page_id(store::PersonId person);
  // The person whose page id this is; nullopt for anything else (a bare
  // number, as pages were reached before, included). Throws store::StoreError.
  std::optional<store::PersonId> person_by_page_id(const std::string& page);
  // Whether the evening's play may be downloaded (EMN, the extra file, the
  // boards) by whoever gives `key`: an evening with spectators, or the
  // evening's own key (its people's event messages carry it); false for an
  // unknown evening. Throws store::StoreError.
  bool evening_open_to(const EveningRef& ref, const std::string& key);
  bool evening_open_to(const std::string& event, const std::string& key) { return evening_open_to(evening_ref(event), key); }
  std::string evening_key(const std::string& event, store::PersonId organiser) override;
  // A duplicate event's boards file once it is over (docs/fair-shuffle.md,
  // "Boards"); nullopt with why (no such event, not duplicate, not over).
  std::optional<nlohmann::json> event_boards(const EveningRef& ref, std::string& why);
  std::optional<nlohmann::json> event_boards(const std::string& id, std::string& why) { return event_boards(evening_ref(id), why); }
  // A finished game's record of a table of event `event_id` as GET
  // /api/games/ID.egn gives it (Event::downloaded_record: a duplicate
  // event's carry its boards' secret once it is over). Throws store::StoreError.
  std::string downloaded_record(const EveningRef& ref, const std::string& record);
  std::string downloaded_record(const std::string& event_id, const std::string& record) {
    return downloaded_record(evening_ref(event_id), record);
  }
  // Every person's rating over the evenings that are over, best first, with
  // its place and history (GET /api/ratings; docs/events.md, "Ratings").
  // Asked for less (the page): only the best `top`, and with `person`, that
  // person too wherever he stands, and only his history. Throws
  // store::StoreError.
  using RatingsAsked = room::RatingsAsked;
  nlohmann::json ratings_json(const RatingsAsked& asked = {});
  // Clubs (docs/clubs.md, hub_clubs.cpp): a season's standings as JSON or
  // CSV and the club's calendar file, for HTTP; nullopt: no such club or
  // season, or a members-only club's without its key. Throw store::StoreError.
  std::optional<nlohmann::json> club_season_json(const std::string& club, int season_index, const std::string& key);
  std::optional<std::string> club_season_csv(const std::string& club, int season_index, const std::string& key);
  std::optional<std::string> club_calendar(const std::string& club, const std::string& key);
  // Makes the evenings the clubs' calendars ask for that are not made yet;
  // again every ten minutes (restore starts it).
  void club_calendar_tick();
  std::set<store::PersonId> club_organisers(const std::string& club) override;

  // Reads and keeps every evening over (restore() does, at the start); a
  // store fault leaves it to the first request.
  void read_closed_evenings_ahead();
  // How many evenings over the two above have read from their rows (each is
  // read again only when its row changes; tests and benchmarks).
  std::size_t closed_evenings_read() const { return closed_evenings_.rows_read(); }

 private:
  struct Connection {
    std::string address;
    std::optional<store::PersonId> person;
    std::set<std::string> watching;
  };

  void dispatch(net::ConnectionId id, Connection& c, const json& message);
  // Runs a step of a connection's message: a store fault, or anything else
  // it throws, is refused to the connection in words (on whichever thread
  // runs it: the hub's, or a table's for a message to a table).
  void answering_failures(net::ConnectionId id, const std::string& type, const std::function<void()>& step);
  void hello(net::ConnectionId id, Connection& c, const json& message);
  void create(net::ConnectionId id, Connection& c, const json& message);
  // event_create, event_join, event_start, event_get (docs/events.md).
  void event_create(net::ConnectionId id, Connection& c, const json& message);
  void event_request(net::ConnectionId id, Connection& c, const json& message);
  // What an evening's reads ask of it: whether there is one, its spectators,
  // organiser and club (hub_evening_reads.cpp).
  struct EveningFacts {
    bool found = false;
    bool spectators = false;
    store::PersonId organiser = 0;
    std::string club;
  };
  EveningFacts evening_facts(const EveningRef& ref);
  // Clubs (hub_clubs.cpp).
  void club_request(net::ConnectionId id, Connection& c, const json& message);
  void club_create(net::ConnectionId id, Connection& c, const json& message);
  void club_get(net::ConnectionId id, store::PersonId person, const std::string& club, const std::string& code);
  // A club request's change, its fields read (`told`: someone else it is
  // about), or the refusal of a malformed one.
  using ClubChange = std::function<std::optional<protocol::Error>(Club&)>;
  std::variant<ClubChange, protocol::Error> club_change_for(const json& message, store::PersonId person,
                                                            std::optional<store::PersonId>& told);
  // The changed club to whoever asked, its organisers online and `told`.
  void tell_club_change(const Club& changed, store::PersonId person, std::optional<store::PersonId> told);
  void clubs_list(net::ConnectionId id, store::PersonId person);
  // The club as its row says; nullopt: none. Throws store::StoreError, and
  // ClubUnreadable for a row that does not read.
  std::optional<Club> read_club(const std::string& id);
  // Reads the club, changes it and writes it back over the version read,
  // again when another change came first; the change's refusal, or nullopt
  // with the club as written in `changed`.
  std::optional<protocol::Error> change_club(const std::string& id, const std::function<std::optional<protocol::Error>(Club&)>& change,
                                             std::optional<Club>& changed);
  // The club as `person` sees it (`invited`: a stranger who gave its code).
  json club_view(const Club& club, store::PersonId person, bool invited);
  std::string club_key(const Club& club) const;
  std::optional<protocol::Error> read_schedule(const json& message, store::PersonId by, std::optional<ClubSchedule>& schedule) const;
  EventSettings club_evening_settings(const Club& club, const ClubSchedule& schedule, const std::string& date) const;
  std::optional<protocol::Error> check_schedule_evening(const Club& club, const ClubSchedule& schedule) const;
  void make_club_evenings(const std::string& club);
  // The club's evenings never begun whose day is over (and a day's grace): called off.
  void call_off_gone_evenings(const Club& club);
  // A members-only club's evening refuses a stranger (event_join, event_get).
  std::optional<protocol::Error> club_evening_refusal(const std::string& club, store::PersonId person);
  // An evening an organiser made for the club (event_create with "club").
  std::optional<protocol::Error> add_club_evening(const std::string& club, store::PersonId by, const std::string& event,
                                                  const std::string& name, std::int64_t starts_ms);
  std::optional<std::vector<events::SeasonStanding>> season_standings(const Club& club, int season_index,
                                                                     std::map<std::int64_t, std::string>& names);
  // The index of whose clubs are whose, and which have calendars, kept as
  // this instance writes them (read whole at the first need).
  // `before`: who was a member or asking before the change.
  void note_club(const Club& club, const std::vector<store::PersonId>& before = {});
  // A person's clubs for his page: each with his place in each season he played.
  json person_clubs(store::PersonId person);
  void read_clubs_ahead();
  bool clubs_read_ = false;
  std::map<store::PersonId, std::set<std::string>> clubs_of_;
  std::set<std::string> scheduled_clubs_;
  static constexpr int kMaxClubsMadePerPerson = 5;
  std::map<store::PersonId, std::set<std::string>> clubs_made_;
  // Rebuilds the open events from the store (after the tables).
  void restore_events();
  void list(net::ConnectionId id, const json& message);
  // Who made each open table, for the per-person and per-address limits.
  struct Maker {
    store::PersonId person = 0;
    std::string address;
  };
  std::optional<protocol::Error> refuse_create(const Connection& c) const;
  std::optional<protocol::Error> refuse_event_create(const Connection& c) const;
  // A bot of `what` over max_bot_iterations: the refusal naming it and the limit.
  std::optional<protocol::Error> refuse_bot(const std::string& bot, const std::string& what) const;
  // The evenings a person organises that are not over and began in the last
  // day (an evening abandoned before its start stops counting then).
  int open_events_of(store::PersonId person) const;
  std::map<std::string, std::int64_t> event_created_ms_;  // evenings made since this start
  std::optional<protocol::Error> new_person_refused(const std::string& address);
  // Whether another person of the same name (case aside) sits at the table.
  bool same_name_seated(const Table& table, store::PersonId person);
  // Whether another person seated at (or claiming a seat of) the table is
  // connected from `address`: at a public table one address holds one seat.
  bool seated_from_address(const Table& table, const std::string& address, store::PersonId except) const;
  void schedule_sweep();
  void history(net::ConnectionId id, store::PersonId person);
  // Another device (docs/server.md): a one-time code, and signing every other device out.
  void signin_code(net::ConnectionId id, store::PersonId person);
  void signout_devices(net::ConnectionId id, store::PersonId person);
  static constexpr std::chrono::minutes kSigninCodeLife{15};
  void attach(net::ConnectionId id, store::PersonId person);
  void send_seats_back(net::ConnectionId id, store::PersonId person, bool first);
  // A connection's message to a table (hub_table_requests.cpp): the table
  // it names (served here; else it is refused, or the client is told where
  // it is served), then the message handed to the table's executor.
  std::shared_ptr<Table> table_named(net::ConnectionId id, const Connection& c, const json& message);
  void table_request(net::ConnectionId id, Connection& c, const json& message);
  // On the table's executor, with its lock: the message checked (a private
  // table needs its invite code, or a seat there) and taken.
  void table_step(Table& table, net::ConnectionId id, store::PersonId person, const std::string& address,
                  const json& message, bool was_watching);
  // Runs `step` on the table's executor with its lock held: the hub's way
  // to a table, so that its thread never waits for one.
  void at_table(const std::shared_ptr<Table>& table, std::function<void(Table&)> step);
  // Each open table where the person holds a seat, by at_table (the seat
  // index tidied on the way).
  void at_tables_of(store::PersonId person, const std::function<void(Table&)>& step);
  // The tables served here where the person's seat index says he sits (a
  // closed one leaves the index).
  std::vector<std::shared_ptr<Table>> served_tables_of(store::PersonId person);
  // Whether `person` may learn of `table` (served elsewhere) from the store's rows.
  // `holder`: a lease owner; the words and URL of `elsewhere` when its URL
  // is one of the operator's instances, "unavailable here" otherwise.
  json elsewhere_message(const std::string& what, const std::string& holder) const;
  // The operator's instances, this one's included (HubOptions::instances).
  std::set<std::string> known_instances() const;
  bool unlimited(const std::string& address) const { return options_.unlimited_addresses.count(address) != 0; }
  bool reachable_in_store(const std::string& table, store::PersonId person, const json& message);
  void refuse(net::ConnectionId id, const protocol::Error& error);
  bool leased() const { return !options_.lease_owner.empty(); }
  // Builds a table from the store and restores its game; false when it cannot.
  bool load_table(const store::Table& row);
  // Whether the table served under `id` has a game under way (restore's count).
  bool resumes_play(const std::string& id) const;
  // Renews this instance's leases, gives up the tables another instance
  // took, takes the free ones; then again after lease_renew.
  int lease_tick();
  void event_lease_tick(std::int64_t now, std::int64_t ttl);
  // Whether this instance takes a free table: any but an event's whose
  // event another instance runs.
  bool takes_event_table(const store::Table& row) const;
  std::vector<std::string> taken_events_;  // events taken this lease tick: resumed once their tables are
  // A server that always starts (docs/server.md, "Set aside"): an evening or
  // table whose restore, resume or step cannot be taken is no longer served,
  // its row kept in the store untouched, and the reason logged and kept here
  // for its organiser (an evening) or those who may reach it (a table); every
  // other evening and table goes on.
  struct SetAside {
    store::PersonId organiser = 0;
    std::string reason;
  };
  void set_aside_event(std::string id, store::PersonId organiser, const std::string& reason);
  // Runs `step` on the evening's executor with its lock held (Event::run_step:
  // one that throws sets the evening aside instead of stopping its thread):
  // the hub's way to an evening, so that its thread never waits for one.
  void at_event(const std::shared_ptr<Event>& event, std::function<void(Event&)> step);
  // On the evening's executor: the request checked and taken (event_request).
  void event_step(Event& event, net::ConnectionId id, store::PersonId person, const json& message);
  // Resumes a restored evening on its thread (and, with `tell`, tells its
  // people); a store fault is retried a second later.
  void resume_event(std::string id, bool tell = false);
  std::map<std::string, SetAside> set_aside_events_;
  std::map<std::string, std::string> set_aside_tables_;  // by table id: why
  void drop_table(const std::string& id);
  // Serves the table no more, at once, and tells its people and spectators
  // `why` on its own thread (the hub never waits for a table's lock).
  void forget_table(const std::shared_ptr<Table>& table, const nlohmann::json& why);
  // No longer served: marked forgotten and out of the registry (the table).
  const std::shared_ptr<Table>& unserve(const std::shared_ptr<Table>& table);
  // Tells them, with the table's lock held (on its thread or an evening's).
  void tell_closed(Table& table, const nlohmann::json& why);
  // The store's part of a close: the row closed, the lease given up.
  void close_in_store(const std::string& id);
  static json closed_message(const std::string& id);
  // A new table with the settings: kept in the store (StoreError otherwise), served here.
  std::shared_ptr<Table> open_table(TableSettings settings);
  void close_table(std::string table_id);

  store::Store& store_;
  Executor& executor_;
  std::vector<Executor*> table_executors_;
  std::atomic<std::size_t> next_table_executor_{0};  // tables and evenings are opened on several threads
  InlineActionWriter inline_writer_{store_, executor_};
  ActionWriter& writer_;
  Workers& workers_;
  net::Outbox& outbox_;
  HubOptions options_;
  std::map<net::ConnectionId, Connection> connections_;
  // Each person's connections, name and seats: read by the tables on their
  // own threads too (people.h).
  People people_;
  TableRegistry tables_;
  std::map<std::string, std::shared_ptr<Event>> events_;
  // Serves an evening from now (its people in the index below).
  void serve_event(const std::string& id, std::shared_ptr<Event> event);
  // Whose evenings a hello asks (attach): each person's evenings served
  // here. Written from the evenings' threads, read on the hub's; an entry
  // of an evening that is gone, or no longer his, is dropped when found.
  mutable std::mutex evenings_of_mutex_;
  std::unordered_map<store::PersonId, std::set<std::string>> evenings_of_;
  std::vector<std::string> evenings_of(store::PersonId person) const;
  void not_in_evening(const std::string& event, store::PersonId person);
  std::map<std::string, std::string> evening_keys_;  // by event id (evening_key; asked on the evenings' threads)
  std::mutex evening_keys_mutex_;
  ClosedEvenings closed_evenings_;  // the ratings' and the people's pages' reading of the evenings over
  // What the ratings and the people's pages are computed from, read again
  // from the store at most every kResultsFreshMs, and at once after anything
  // here that changes it (a game's end, an evening's message): reading every
  // evening's row is most of a ratings request (77-120 ms at 1,000 evenings,
  // bench/ratings.sh), on the thread every table waits for, so a flood of
  // them held every table up. Another instance's changes show within that.
  struct ResultsRead {
    std::int64_t read_ms = -1;  // -1: to be read
    std::vector<const ClosedEvenings::Evening*> evenings;
    std::vector<store::RatedGame> games;
  };
  static constexpr std::int64_t kResultsFreshMs = 5'000;
  ResultsRead results_;
  const ResultsRead& results_read();
  std::map<std::string, Maker> makers_;  // by table id (tables made since this process started)
  std::map<std::string, std::deque<std::int64_t>> new_people_;  // address -> when its new people came
  Lobby lobby_{options_.lobby_refresh, options_.lobby_page};
  bool sweeping_ = false;
};

}  // namespace euchre::room
