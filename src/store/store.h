// What the server keeps (docs/server.md, "Storage"): people, tables, games,
// the fair-shuffle data of every deal and the log of every accepted action.
// One interface, two stores: SQLite (embedded, the default) and PostgreSQL.
//
// Every call is one transaction, committed when it returns: the server tells
// nobody of an action before append_action has returned. Calls are made from
// one thread at a time per Store object (the server serialises them); each
// implementation says whether it tolerates more.
//
// Errors (the database cannot be opened, a constraint fails, the disk is full)
// throw StoreError with a message naming the store and the operation;
// StoreUnavailable when trying again later may succeed. No call waits on a
// lock or a connection for more than about a second (docs/storage.md): the
// server's one thread that serves every table must never stop for long.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace euchre::store {

// The ids joined by commas, those with a comma left out (renew_leases's one parameter).
inline std::string comma_list(const std::vector<std::string>& ids) {
  std::string out;
  for (const std::string& id : ids) {
    if (id.find(',') != std::string::npos) continue;
    if (!out.empty()) out += ',';
    out += id;
  }
  return out;
}

class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The store could not do it now (the connection broke, the database is
// locked or busy past its bound, a timeout, the disk is full): nothing was
// written, and the same call may succeed later. Every other StoreError says
// the call itself was wrong (a duplicate, a missing row, an out-of-order seq).
class StoreUnavailable : public StoreError {
 public:
  using StoreError::StoreError;
};

using PersonId = std::int64_t;
using GameId = std::int64_t;

struct Person {
  PersonId id = 0;
  std::string name;
  std::string token_hash;  // hex SHA-256 of the secret token; the token itself is never stored
  bool operator==(const Person&) const = default;
};

// A table and its settings. `settings` is JSON text the server writes and
// reads (rules, target, bots, clock, grace, hints); the store does not look in it.
struct Table {
  std::string id;          // short public id, e.g. "t7k2m9"
  std::string name;
  std::string settings;    // JSON text
  std::string invite;      // invite code of a private table; empty when public
  std::int64_t created_ms = 0;  // Unix time, milliseconds
  bool closed = false;     // nobody will play here again
  bool operator==(const Table&) const = default;
};

// A club event (docs/events.md, "Events on the server"): its settings and
// its state are JSON text the server writes and reads, the whole state
// replaced at every change (one row, one transaction).
struct Event {
  std::string id;
  std::string name;
  PersonId organiser = 0;
  std::string settings;  // JSON text
  std::string state;     // JSON text: who registered, the evening's results, the round's tables
  std::int64_t created_ms = 0;
  bool closed = false;   // over or cancelled: not restored
  bool operator==(const Event&) const = default;
};

// A club (docs/clubs.md): its members, organisers, calendar and seasons
// are JSON text the server writes and reads, the whole state replaced at
// every change. `version` counts the changes: update_club writes only over
// the version it read, so two servers sharing one PostgreSQL database (or
// two requests) never lose each other's change.
struct Club {
  std::string id;
  std::string name;
  std::string state;  // JSON text
  std::int64_t created_ms = 0;
  std::int64_t version = 0;
  bool operator==(const Club&) const = default;
};

// Who sits where at a table: a person, or nobody (then `bot` names the level
// that plays the seat, or is empty for an open seat).
struct Seat {
  std::string table;
  int seat = 0;
  std::optional<PersonId> person;
  std::string bot;
  bool operator==(const Seat&) const = default;
};

struct Game {
  GameId id = 0;
  std::string table;
  std::string rules;        // JSON text: the game's rules (the server's format)
  int first_dealer = 0;
  std::int64_t started_ms = 0;
  bool finished = false;
  std::string result;       // JSON text written at the end (scores, winner); empty while live
  std::string record;       // the EGN record written at the end; empty while live
  bool operator==(const Game&) const = default;
};

// The fair shuffle of one deal (docs/fair-shuffle.md). The secret is kept
// from the moment it is drawn so that a restarted server deals the same cards;
// it leaves the server only in the finished game's record.
struct Deal {
  GameId game = 0;
  int number = 0;            // the deal's number in its game, 0 first
  int dealer = 0;
  std::string secret;        // hex
  std::string commitment;    // hex
  std::string contributions; // JSON array of hex strings, by seat
  std::string bots;          // JSON array of the seats whose contribution a bot made
  bool operator==(const Deal&) const = default;
};

// One accepted action, in the order the game applied it.
struct Action {
  GameId game = 0;
  std::int64_t seq = 0;   // 0, 1, 2, ... within the game
  int deal = 0;
  int seat = 0;
  std::string text;       // the core's action text (core/notation.h)
  std::string actor;      // "p<person id>" or the bot level that chose it
  bool operator==(const Action&) const = default;
};

// An action taken back by an undo (docs/server.md, "Undo"): kept, never
// deleted, with the number of the undo that took it back (1, 2, ... within
// the game) and when.
struct UndoneAction {
  Action action;
  int undo = 0;
  std::int64_t undone_ms = 0;
  bool operator==(const UndoneAction&) const = default;
};

// A finished game of a rated table (docs/events.md, "Casual rated games"):
// its table's settings and its result, who sat where and who won.
struct RatedGame {
  GameId game = 0;
  std::string table_settings;  // JSON text
  std::int64_t started_ms = 0;
  std::string result;          // JSON text
  bool operator==(const RatedGame&) const = default;
};

// One finished game as a person's history shows it.
struct HistoryEntry {
  GameId game = 0;
  std::string table;
  int seat = 0;
  std::string result;  // the game's result JSON
  std::int64_t started_ms = 0;
};

class Store {
 public:
  virtual ~Store() = default;

  // "sqlite:PATH" or "postgresql://..." (what `euchre serve --db` was given).
  virtual std::string describe() const = 0;

  // People. add_person returns the new id.
  virtual PersonId add_person(const std::string& name, const std::string& token_hash) = 0;
  virtual std::optional<Person> person_by_token_hash(const std::string& token_hash) = 0;
  virtual std::optional<Person> person(PersonId id) = 0;
  virtual void rename_person(PersonId id, const std::string& name) = 0;
  // Another device of a person (docs/server.md, "Another device"): a
  // one-time sign-in code (its hash; it expires), taken once by the new
  // device, which then has its own token besides the person's first one.
  // person_by_token_hash finds a person by either kind of token.
  virtual void add_signin_code(const std::string& code_hash, PersonId person, std::int64_t expires_ms) = 0;
  // The code's person when it exists and has not expired by now_ms; the code is gone either way.
  virtual std::optional<PersonId> take_signin_code(const std::string& code_hash, std::int64_t now_ms) = 0;
  virtual void add_device_token(PersonId person, const std::string& token_hash, std::int64_t created_ms) = 0;
  // Every sign-in code and every device token of the person (not the first token).
  virtual void revoke_devices(PersonId person) = 0;

  // Tables and their seats. add_table throws StoreError on a duplicate id.
  virtual void add_table(const Table& table) = 0;
  virtual std::optional<Table> table(const std::string& id) = 0;
  virtual std::vector<Table> open_tables() = 0;  // not closed, oldest first
  virtual void close_table(const std::string& id) = 0;
  virtual void set_seat(const Seat& seat) = 0;   // insert or replace
  virtual std::vector<Seat> seats(const std::string& table) = 0;  // by seat number

  // Events. add_event throws StoreError on a duplicate id; update_event on
  // a missing one.
  virtual void add_event(const Event& event) = 0;
  virtual std::optional<Event> event(const std::string& id) = 0;
  virtual std::vector<Event> open_events() = 0;  // not closed, oldest first
  virtual std::vector<Event> closed_events() = 0;  // over, oldest first (the ratings' periods)
  virtual void update_event(const std::string& id, const std::string& state, bool closed) = 0;

  // Clubs. add_club throws StoreError on a duplicate id (its version is
  // written as 0). update_club replaces the name and state when the stored
  // version is `version`, and makes it version + 1: true; false when another
  // change came first (nothing written). StoreError for a missing club.
  virtual void add_club(const Club& club) = 0;
  virtual std::optional<Club> club(const std::string& id) = 0;
  virtual std::vector<Club> clubs() = 0;  // oldest first
  virtual bool update_club(const std::string& id, const std::string& name, const std::string& state,
                           std::int64_t version) = 0;

  // Games: add_game returns the new id (ignores game.id). It also records who
  // sits in the game: the table's seats held by a person at that moment are
  // copied (game, seat, person) into the game's own seat list, which history()
  // reads, so later seat changes do not rewrite who played a game.
  // Games are ordered by id, the order in which they were added.
  virtual GameId add_game(const Game& game) = 0;
  virtual std::optional<Game> game(GameId id) = 0;
  virtual std::vector<Game> unfinished_games() = 0;  // oldest first
  virtual std::optional<Game> latest_game(const std::string& table) = 0;
  virtual void finish_game(GameId id, const std::string& result, const std::string& record) = 0;
  // Replaces an unfinished game's rules by the same rules made shorter: a
  // club round's time is up and the game ends after the deal being played
  // (docs/events.md, "Timed rounds"). Kept, so a restart rebuilds the same
  // game from its log. Throws StoreError for an unknown or finished game.
  virtual void shorten_game(GameId id, const std::string& rules) = 0;

  // Deals and the action log. append_action throws StoreError when `seq` is
  // not the game's next number (a lost or doubled action is never written).
  virtual void add_deal(const Deal& deal) = 0;
  virtual void set_contributions(GameId game, int number, const std::string& contributions,
                                 const std::string& bots) = 0;
  virtual std::vector<Deal> deals(GameId game) = 0;      // by number
  virtual void append_action(const Action& action) = 0;
  // The same, in one transaction with a check that `owner` still holds the
  // lease of the game's table (whatever its expiry): StoreError otherwise.
  virtual void append_action_leased(const Action& action, const std::string& owner) = 0;
  // Group commit (the server's store writer): several games' actions in one
  // transaction, all kept or none, each fenced by `owner`'s lease like
  // append_action_leased when `owner` is not empty. One transaction costs
  // far less than one an action. The default keeps them one by one (a
  // failure then leaves those before it kept: the writer sorts that out by
  // trying each again, and a table asks the log when an append fails).
  virtual void append_actions(const std::vector<Action>& actions, const std::string& owner) {
    for (const Action& action : actions) owner.empty() ? append_action(action) : append_action_leased(action, owner);
  }
  virtual std::vector<Action> actions(GameId game) = 0;  // by seq
  // Takes back the log's actions from `from_seq` on (an undo): in one
  // transaction they move to the game's undone actions under the next undo
  // number, and the log's next seq is from_seq again. Fenced by the table's
  // lease like append_action_leased when `owner` is not empty. StoreError
  // when from_seq is not inside the log. Returns how many were taken back.
  virtual int take_back_actions(GameId game, std::int64_t from_seq, std::int64_t undone_ms,
                                const std::string& owner) = 0;
  virtual std::vector<UndoneAction> undone_actions(GameId game) = 0;  // by undo, then seq
  virtual std::int64_t action_count() = 0;               // over every game

  // Leases (several servers sharing one PostgreSQL database, docs/scale.md):
  // a table is served by the instance holding its lease. try_lease takes the
  // lease of `table` for `owner` until now_ms + ttl_ms when it is free,
  // expired, or already owner's (then it is renewed); returns whether owner
  // holds it now. A lease taken over from another owner replaces its row, so
  // the old owner's appends are refused from then on (see append_action).
  virtual bool try_lease(const std::string& table, const std::string& owner, std::int64_t now_ms,
                         std::int64_t ttl_ms) = 0;
  // Renews, in one statement, the leases `owner` holds of the given tables
  // (whatever their expiry, as try_lease renews its own) and returns the
  // tables whose leases it renewed: an instance's renewal each second is one
  // call, not one a table (thousands of round trips a second on the thread
  // every table waits for). A table left out of the answer is the caller's
  // to try (try_lease): taken over, or never leased. The default renews
  // none. Ids with a comma are never renewed here.
  virtual std::vector<std::string> renew_leases(const std::vector<std::string>& /*tables*/,
                                                const std::string& /*owner*/, std::int64_t /*now_ms*/,
                                                std::int64_t /*ttl_ms*/) {
    return {};
  }
  // A lease runs until now_ms + ttl_ms exclusive: it has expired at any
  // now_ms >= that. The table must exist. release_lease deletes the lease
  // when owner holds it and does nothing otherwise.
  virtual void release_lease(const std::string& table, const std::string& owner) = 0;
  // Who holds the lease of `table` at now_ms (nullopt: nobody, or expired):
  // where a client is sent for a table this instance does not serve.
  virtual std::optional<std::string> lease_holder(const std::string& table, std::int64_t now_ms) = 0;
  // The tables whose lease has expired by now_ms, or that have none, among the open ones.
  virtual std::vector<std::string> unleased_tables(std::int64_t now_ms) = 0;

  // The finished games a person sat in (as add_game recorded them), newest
  // first, at most `limit` (none when limit <= 0).
  virtual std::vector<HistoryEntry> history(PersonId person, int limit) = 0;
  // An event's lease (docs/events.md, "Several instances"), as a table's:
  // the instance holding it runs the event and its round's tables.
  virtual bool try_event_lease(const std::string& event, const std::string& owner, std::int64_t now_ms,
                               std::int64_t ttl_ms) = 0;
  virtual void release_event_lease(const std::string& event, const std::string& owner) = 0;
  virtual std::optional<std::string> event_lease_holder(const std::string& event, std::int64_t now_ms) = 0;
  // Open events without a live lease, oldest first.
  virtual std::vector<std::string> unleased_events(std::int64_t now_ms) = 0;
  // The finished games of rated tables, oldest first: those whose settings
  // carry "rated":true as the server writes them (settings_json).
  virtual std::vector<RatedGame> rated_games() = 0;
};

// Opens (creating when needed, and migrating to the current schema) the store
// a `--db` value names: "postgresql://..." or "postgres://..." for PostgreSQL,
// anything else is a SQLite file path (its directory is created).
std::unique_ptr<Store> open_store(const std::string& where);

}  // namespace euchre::store
