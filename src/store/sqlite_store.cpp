#include "store/sqlite_store.h"

#include <chrono>
#include <filesystem>
#include <stdexcept>

#include "store/checks.h"
#include "store/guarded.h"
#include "store/migrations.h"
#include "store/sqlite_checkpointer.h"
#include "store/sqlite_db.h"

namespace euchre::store {
namespace {

// Another process holding the file: wait this long, then fail as unavailable
// (the caller retries later). Bounded so that no store call stops the
// thread that serves every table for long (docs/storage.md).
constexpr int kBusyTimeoutMs = 1000;

std::int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

void create_parent_directory(const std::string& path) {
  if (path == ":memory:") return;
  const auto parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent);
}

// Row readers: the column order of the SELECTs below.
constexpr std::string_view kPersonColumns = "SELECT id, name, token_hash FROM people";
Person read_person(const SqliteQuery& q) { return {q.int64(0), q.text(1), q.text(2)}; }

constexpr std::string_view kTableColumns = "SELECT id, name, settings, invite, created_ms, closed FROM tables";
Table read_table(const SqliteQuery& q) {
  return {q.text(0), q.text(1), q.text(2), q.text(3), q.int64(4), q.boolean(5)};
}

constexpr std::string_view kGameColumns =
    "SELECT id, table_id, rules, first_dealer, started_ms, finished, result, record FROM games";
Game read_game(const SqliteQuery& q) {
  return {q.int64(0), q.text(1), q.text(2), q.int32(3), q.int64(4), q.boolean(5), q.text(6), q.text(7)};
}

std::string sql(std::string_view head, std::string_view tail) { return std::string(head) + " " + std::string(tail); }

template <class T, class Read>
std::optional<T> one(SqliteQuery q, Read read) {
  if (!q.next()) return std::nullopt;
  return read(q);
}

std::string read_text(const SqliteQuery& q) { return q.text(0); }
std::int64_t read_int64(const SqliteQuery& q) { return q.int64(0); }

// The one value of a query that always yields one row (COUNT, MAX).
std::int64_t scalar(SqliteQuery q) {
  if (!q.next()) throw std::runtime_error("no row from an aggregate query");
  return q.int64(0);
}

template <class T, class Read>
std::vector<T> all(SqliteQuery q, Read read) {
  std::vector<T> rows;
  while (q.next()) rows.push_back(read(q));
  return rows;
}

}  // namespace

template <class Body>
auto SqliteStore::guarded(std::string_view operation, Body&& body) {
  std::lock_guard lock(mutex_);
  return run_guarded(describe(), operation, std::forward<Body>(body));
}

SqliteStore::SqliteStore(std::string path) : path_(std::move(path)) {
  guarded("open", [&] {
    create_parent_directory(path_);
    db_ = std::make_unique<SqliteDb>(path_);
    configure();
    migrate();
  });
}

SqliteStore::~SqliteStore() = default;

std::string SqliteStore::describe() const { return "sqlite:" + path_; }

void SqliteStore::configure() {
  db_->busy_timeout(kBusyTimeoutMs);
  // WAL: a commit is an append to the -wal file, readers never block the
  // writer. synchronous=NORMAL syncs the WAL at checkpoints, not at every
  // commit: a committed transaction is in the OS's file cache when the call
  // returns, so a crash of the process (even kill -9) loses nothing; only an
  // OS crash or power loss may lose the last commits (the database stays
  // consistent). synchronous=FULL would fsync every commit and survive those
  // too, at the price of a disk flush per action.
  const bool memory = path_ == ":memory:";  // an in-memory database has no journal file
  const auto mode = one<std::string>(db_->query("PRAGMA journal_mode=WAL"), read_text);
  if (mode != "wal" && !memory)
    throw std::runtime_error("cannot switch to WAL journal mode (got " + mode.value_or("nothing") + ")");
  db_->exec("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON");
  // A page cache of 64 MiB (SQLite's default is 2 MiB): at thousands of
  // tables the actions' index pages were read again from the OS's file
  // cache at nearly every insert (pread and its copy were most of the store
  // writer's time).
  db_->exec("PRAGMA cache_size=-65536");
  if (memory) return;
  checkpointer_ = std::make_unique<SqliteCheckpointer>(path_);
  checkpointer_->watch(db_->handle());
}

void SqliteStore::migrate() {
  SqliteTransaction tx(*db_);
  db_->exec(kCreateSchemaVersion);
  const auto found = static_cast<int>(scalar(db_->query("SELECT COALESCE(MAX(version), 0) FROM schema_version")));
  check_schema_version(found);
  for (const Migration& m : sqlite_migrations()) {
    if (m.version <= found) continue;
    db_->exec(m.sql);
    db_->query("INSERT INTO schema_version (version, applied_ms) VALUES (?1, ?2)", m.version, now_ms()).run();
  }
  tx.commit();
}

PersonId SqliteStore::add_person(const std::string& name, const std::string& token_hash) {
  return guarded("add_person", [&] {
    SqliteTransaction tx(*db_);
    auto q = db_->query("INSERT INTO people (name, token_hash) VALUES (?1, ?2) RETURNING id", name, token_hash);
    q.next();
    const PersonId id = q.int64(0);
    q.run();
    tx.commit();
    return id;
  });
}

std::optional<Person> SqliteStore::person_by_token_hash(const std::string& token_hash) {
  return guarded("person_by_token_hash", [&] {
    return one<Person>(db_->query(sql(kPersonColumns, "WHERE token_hash = ?1 OR id = (SELECT person FROM device_tokens "
                                                      "WHERE token_hash = ?1)"),
                                  token_hash),
                       read_person);
  });
}

void SqliteStore::add_signin_code(const std::string& code_hash, PersonId person, std::int64_t expires_ms) {
  guarded("add_signin_code", [&] {
    SqliteTransaction tx(*db_);
    db_->query("INSERT INTO signin_codes (code_hash, person, expires_ms) VALUES (?1, ?2, ?3)", code_hash, person, expires_ms)
        .run();
    tx.commit();
  });
}

std::optional<PersonId> SqliteStore::take_signin_code(const std::string& code_hash, std::int64_t now_ms) {
  return guarded("take_signin_code", [&] {
    SqliteTransaction tx(*db_);
    const auto person = one<std::int64_t>(
        db_->query("SELECT person FROM signin_codes WHERE code_hash = ?1 AND expires_ms > ?2", code_hash, now_ms), read_int64);
    db_->query("DELETE FROM signin_codes WHERE code_hash = ?1 OR expires_ms <= ?2", code_hash, now_ms).run();
    tx.commit();
    return person;
  });
}

void SqliteStore::add_device_token(PersonId person, const std::string& token_hash, std::int64_t created_ms) {
  guarded("add_device_token", [&] {
    SqliteTransaction tx(*db_);
    db_->query("INSERT INTO device_tokens (token_hash, person, created_ms) VALUES (?1, ?2, ?3)", token_hash, person, created_ms)
        .run();
    tx.commit();
  });
}

void SqliteStore::revoke_devices(PersonId person) {
  guarded("revoke_devices", [&] {
    SqliteTransaction tx(*db_);
    db_->query("DELETE FROM signin_codes WHERE person = ?1", person).run();
    db_->query("DELETE FROM device_tokens WHERE person = ?1", person).run();
    tx.commit();
  });
}

std::optional<Person> SqliteStore::person(PersonId id) {
  return guarded("person",
                 [&] { return one<Person>(db_->query(sql(kPersonColumns, "WHERE id = ?1"), id), read_person); });
}

void SqliteStore::rename_person(PersonId id, const std::string& name) {
  guarded("rename_person", [&] {
    SqliteTransaction tx(*db_);
    db_->query("UPDATE people SET name = ?2 WHERE id = ?1", id, name).run();
    check_found(db_->changes(), "person", std::to_string(id));
    tx.commit();
  });
}

void SqliteStore::add_table(const Table& t) {
  guarded("add_table", [&] {
    SqliteTransaction tx(*db_);
    if (db_->query("SELECT 1 FROM tables WHERE id = ?1", t.id).next()) {
      throw std::runtime_error("table " + t.id + " exists already");
    }
    db_->query("INSERT INTO tables (id, name, settings, invite, created_ms, closed) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
               t.id, t.name, t.settings, t.invite, t.created_ms, t.closed)
        .run();
    tx.commit();
  });
}

constexpr std::string_view kClubColumns = "SELECT id, name, state, created_ms, version FROM clubs";
Club read_club(const SqliteQuery& q) { return {q.text(0), q.text(1), q.text(2), q.int64(3), q.int64(4)}; }

void SqliteStore::add_club(const Club& c) {
  guarded("add_club", [&] {
    SqliteTransaction tx(*db_);
    if (db_->query("SELECT 1 FROM clubs WHERE id = ?1", c.id).next()) throw std::runtime_error("club " + c.id + " exists already");
    db_->query("INSERT INTO clubs (id, name, state, created_ms, version) VALUES (?1, ?2, ?3, ?4, 0)", c.id, c.name, c.state,
               c.created_ms)
        .run();
    tx.commit();
  });
}

std::optional<Club> SqliteStore::club(const std::string& id) {
  return guarded("club", [&] { return one<Club>(db_->query(sql(kClubColumns, "WHERE id = ?1"), id), read_club); });
}

std::vector<Club> SqliteStore::clubs() {
  return guarded("clubs", [&] { return all<Club>(db_->query(sql(kClubColumns, "ORDER BY created_ms, id")), read_club); });
}

bool SqliteStore::update_club(const std::string& id, const std::string& name, const std::string& state, std::int64_t version) {
  return guarded("update_club", [&] {
    SqliteTransaction tx(*db_);
    db_->query("UPDATE clubs SET name = ?2, state = ?3, version = version + 1 WHERE id = ?1 AND version = ?4", id, name, state,
               version)
        .run();
    if (db_->changes() == 0) {
      check_found(db_->query("SELECT 1 FROM clubs WHERE id = ?1", id).next() ? 1 : 0, "club", id);
      return false;
    }
    tx.commit();
    return true;
  });
}

constexpr std::string_view kEventColumns = "SELECT id, name, organiser, settings, state, created_ms, closed FROM events";
Event read_event(const SqliteQuery& q) {
  return {q.text(0), q.text(1), q.int64(2), q.text(3), q.text(4), q.int64(5), q.boolean(6)};
}

void SqliteStore::add_event(const Event& e) {
  guarded("add_event", [&] {
    SqliteTransaction tx(*db_);
    if (db_->query("SELECT 1 FROM events WHERE id = ?1", e.id).next()) throw std::runtime_error("event " + e.id + " exists already");
    db_->query("INSERT INTO events (id, name, organiser, settings, state, created_ms, closed) "
               "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
               e.id, e.name, e.organiser, e.settings, e.state, e.created_ms, e.closed)
        .run();
    tx.commit();
  });
}

std::optional<Event> SqliteStore::event(const std::string& id) {
  return guarded("event", [&] { return one<Event>(db_->query(sql(kEventColumns, "WHERE id = ?1"), id), read_event); });
}

std::vector<Event> SqliteStore::open_events() {
  return guarded("open_events", [&] {
    return all<Event>(db_->query(sql(kEventColumns, "WHERE closed = 0 ORDER BY created_ms, id")), read_event);
  });
}

std::vector<Event> SqliteStore::closed_events() {
  return guarded("closed_events", [&] {
    return all<Event>(db_->query(sql(kEventColumns, "WHERE closed = 1 ORDER BY created_ms, id")), read_event);
  });
}

void SqliteStore::update_event(const std::string& id, const std::string& state, bool closed) {
  guarded("update_event", [&] {
    SqliteTransaction tx(*db_);
    db_->query("UPDATE events SET state = ?2, closed = ?3 WHERE id = ?1", id, state, closed).run();
    check_found(db_->changes(), "event", id);
    tx.commit();
  });
}

std::optional<Table> SqliteStore::table(const std::string& id) {
  return guarded("table", [&] { return one<Table>(db_->query(sql(kTableColumns, "WHERE id = ?1"), id), read_table); });
}

std::vector<Table> SqliteStore::open_tables() {
  return guarded("open_tables", [&] {
    return all<Table>(db_->query(sql(kTableColumns, "WHERE closed = 0 ORDER BY created_ms, id")), read_table);
  });
}

void SqliteStore::close_table(const std::string& id) {
  guarded("close_table", [&] {
    SqliteTransaction tx(*db_);
    db_->query("UPDATE tables SET closed = 1 WHERE id = ?1", id).run();
    check_found(db_->changes(), "table", id);
    tx.commit();
  });
}

void SqliteStore::set_seat(const Seat& s) {
  guarded("set_seat", [&] {
    SqliteTransaction tx(*db_);
    db_->query(
           "INSERT INTO seats (table_id, seat, person, bot) VALUES (?1, ?2, ?3, ?4) "
           "ON CONFLICT (table_id, seat) DO UPDATE SET person = excluded.person, bot = excluded.bot",
           s.table, s.seat, s.person, s.bot)
        .run();
    tx.commit();
  });
}

std::vector<Seat> SqliteStore::seats(const std::string& table) {
  return guarded("seats", [&] {
    return all<Seat>(
        db_->query("SELECT table_id, seat, person, bot FROM seats WHERE table_id = ?1 ORDER BY seat", table),
        [](const SqliteQuery& q) {
          return Seat{q.text(0), q.int32(1), q.optional_int64(2), q.text(3)};
        });
  });
}

GameId SqliteStore::add_game(const Game& g) {
  return guarded("add_game", [&] {
    SqliteTransaction tx(*db_);
    auto insert = db_->query(
        "INSERT INTO games (table_id, rules, first_dealer, started_ms, finished, result, record) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id",
        g.table, g.rules, g.first_dealer, g.started_ms, g.finished, g.result, g.record);
    insert.next();
    const GameId id = insert.int64(0);
    insert.run();
    db_->query(
           "INSERT INTO game_seats (game, seat, person) "
           "SELECT ?1, seat, person FROM seats WHERE table_id = ?2 AND person IS NOT NULL",
           id, g.table)
        .run();
    tx.commit();
    return id;
  });
}

std::optional<Game> SqliteStore::game(GameId id) {
  return guarded("game", [&] { return one<Game>(db_->query(sql(kGameColumns, "WHERE id = ?1"), id), read_game); });
}

std::vector<Game> SqliteStore::unfinished_games() {
  return guarded("unfinished_games",
                 [&] { return all<Game>(db_->query(sql(kGameColumns, "WHERE finished = 0 ORDER BY id")), read_game); });
}

std::optional<Game> SqliteStore::latest_game(const std::string& table) {
  return guarded("latest_game", [&] {
    return one<Game>(db_->query(sql(kGameColumns, "WHERE table_id = ?1 ORDER BY id DESC LIMIT 1"), table), read_game);
  });
}

void SqliteStore::finish_game(GameId id, const std::string& result, const std::string& record) {
  guarded("finish_game", [&] {
    SqliteTransaction tx(*db_);
    db_->query("UPDATE games SET finished = 1, result = ?2, record = ?3 WHERE id = ?1", id, result, record).run();
    check_found(db_->changes(), "game", std::to_string(id));
    tx.commit();
  });
}

void SqliteStore::shorten_game(GameId id, const std::string& rules) {
  guarded("shorten_game", [&] {
    SqliteTransaction tx(*db_);
    db_->query("UPDATE games SET rules = ?2 WHERE id = ?1 AND finished = 0", id, rules).run();
    check_found(db_->changes(), "unfinished game", std::to_string(id));
    tx.commit();
  });
}

void SqliteStore::add_deal(const Deal& d) {
  guarded("add_deal", [&] {
    SqliteTransaction tx(*db_);
    db_->query(
           "INSERT INTO deals (game, number, dealer, secret, commitment, contributions, bots) "
           "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
           d.game, d.number, d.dealer, d.secret, d.commitment, d.contributions, d.bots)
        .run();
    tx.commit();
  });
}

void SqliteStore::set_contributions(GameId game, int number, const std::string& contributions,
                                    const std::string& bots) {
  guarded("set_contributions", [&] {
    SqliteTransaction tx(*db_);
    db_->query("UPDATE deals SET contributions = ?3, bots = ?4 WHERE game = ?1 AND number = ?2", game, number,
               contributions, bots)
        .run();
    check_found(db_->changes(), "deal", std::to_string(number) + " in game " + std::to_string(game));
    tx.commit();
  });
}

std::vector<Deal> SqliteStore::deals(GameId game) {
  return guarded("deals", [&] {
    return all<Deal>(db_->query("SELECT game, number, dealer, secret, commitment, contributions, bots FROM deals "
                                "WHERE game = ?1 ORDER BY number",
                                game),
                     [](const SqliteQuery& q) {
                       return Deal{q.int64(0), q.int32(1), q.int32(2), q.text(3), q.text(4), q.text(5), q.text(6)};
                     });
  });
}

// Inside the caller's transaction: BEGIN IMMEDIATE holds the write lock, so
// the number read is still the next one when the row is inserted.
void SqliteStore::insert_action(const Action& a) {
  const auto next = one<std::int64_t>(
      db_->query("SELECT (SELECT COALESCE(MAX(seq) + 1, 0) FROM actions WHERE game = ?1) FROM games WHERE id = ?1",
                 a.game),
      read_int64);
  check_next_seq(a.game, next, a.seq);
  db_->query("INSERT INTO actions (game, seq, deal, seat, text, actor) VALUES (?1, ?2, ?3, ?4, ?5, ?6)", a.game, a.seq,
             a.deal, a.seat, a.text, a.actor)
      .run();
}

void SqliteStore::append_action(const Action& action) {
  guarded("append_action", [&] {
    SqliteTransaction tx(*db_);
    insert_action(action);
    tx.commit();
  });
}

void SqliteStore::check_game_lease(GameId game, const std::string& owner) {
  using Row = std::pair<std::string, std::optional<std::string>>;  // the game's table, its lease's owner
  const auto row = one<Row>(db_->query("SELECT g.table_id, l.owner FROM games g "
                                       "LEFT JOIN leases l ON l.table_id = g.table_id WHERE g.id = ?1",
                                       game),
                            [](const SqliteQuery& q) {
                              return Row{q.text(0), q.optional_text(1)};
                            });
  if (!row) throw std::runtime_error("no game " + std::to_string(game));
  check_lease_holder(row->first, row->second, owner);
}

void SqliteStore::append_action_leased(const Action& action, const std::string& owner) {
  guarded("append_action_leased", [&] {
    SqliteTransaction tx(*db_);
    check_game_lease(action.game, owner);
    insert_action(action);
    tx.commit();
  });
}

void SqliteStore::append_actions(const std::vector<Action>& actions, const std::string& owner) {
  guarded("append_actions", [&] {
    SqliteTransaction tx(*db_);
    for (const Action& action : actions) {
      if (!owner.empty()) check_game_lease(action.game, owner);
      insert_action(action);
    }
    tx.commit();
  });
}

int SqliteStore::take_back_actions(GameId game, std::int64_t from_seq, std::int64_t undone_ms,
                                   const std::string& owner) {
  return guarded("take_back_actions", [&] {
    SqliteTransaction tx(*db_);
    if (!owner.empty()) check_game_lease(game, owner);
    const auto next = one<std::int64_t>(
        db_->query("SELECT (SELECT COALESCE(MAX(seq) + 1, 0) FROM actions WHERE game = ?1) FROM games WHERE id = ?1",
                   game),
        read_int64);
    check_take_back(game, next, from_seq);
    const std::int64_t undo =
        scalar(db_->query("SELECT COALESCE(MAX(undo), 0) + 1 FROM undone_actions WHERE game = ?1", game));
    db_->query("INSERT INTO undone_actions (game, undo, seq, deal, seat, text, actor, undone_ms) "
               "SELECT game, ?3, seq, deal, seat, text, actor, ?4 FROM actions WHERE game = ?1 AND seq >= ?2",
               game, from_seq, undo, undone_ms)
        .run();
    db_->query("DELETE FROM actions WHERE game = ?1 AND seq >= ?2", game, from_seq).run();
    tx.commit();
    return static_cast<int>(*next - from_seq);
  });
}

std::vector<UndoneAction> SqliteStore::undone_actions(GameId game) {
  return guarded("undone_actions", [&] {
    return all<UndoneAction>(db_->query("SELECT game, seq, deal, seat, text, actor, undo, undone_ms "
                                        "FROM undone_actions WHERE game = ?1 ORDER BY undo, seq",
                                        game),
                             [](const SqliteQuery& q) {
                               return UndoneAction{{q.int64(0), q.int64(1), q.int32(2), q.int32(3), q.text(4), q.text(5)},
                                                   q.int32(6), q.int64(7)};
                             });
  });
}

std::vector<Action> SqliteStore::actions(GameId game) {
  return guarded("actions", [&] {
    return all<Action>(
        db_->query("SELECT game, seq, deal, seat, text, actor FROM actions WHERE game = ?1 ORDER BY seq", game),
        [](const SqliteQuery& q) {
          return Action{q.int64(0), q.int64(1), q.int32(2), q.int32(3), q.text(4), q.text(5)};
        });
  });
}

std::int64_t SqliteStore::action_count() {
  return guarded("action_count", [&] { return scalar(db_->query("SELECT COUNT(*) FROM actions")); });
}

bool SqliteStore::try_lease(const std::string& table, const std::string& owner, std::int64_t now_ms,
                            std::int64_t ttl_ms) {
  return guarded("try_lease", [&] {
    SqliteTransaction tx(*db_);
    // Inserted when there is no row; otherwise replaced only when it is the
    // owner's or has expired. RETURNING yields a row only when it was written.
    auto q = db_->query(
        "INSERT INTO leases (table_id, owner, expires_ms) VALUES (?1, ?2, ?3 + ?4) "
        "ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires_ms = excluded.expires_ms "
        "WHERE leases.owner = excluded.owner OR leases.expires_ms <= ?3 RETURNING owner",
        table, owner, now_ms, ttl_ms);
    const bool held = q.next();
    q.run();
    tx.commit();
    return held;
  });
}

void SqliteStore::release_lease(const std::string& table, const std::string& owner) {
  guarded("release_lease", [&] {
    SqliteTransaction tx(*db_);
    db_->query("DELETE FROM leases WHERE table_id = ?1 AND owner = ?2", table, owner).run();
    tx.commit();
  });
}

std::optional<std::string> SqliteStore::lease_holder(const std::string& table, std::int64_t now_ms) {
  return guarded("lease_holder", [&]() -> std::optional<std::string> {
    auto q = db_->query("SELECT owner FROM leases WHERE table_id = ?1 AND expires_ms > ?2", table, now_ms);
    if (!q.next()) return std::nullopt;
    return q.text(0);
  });
}

std::vector<std::string> SqliteStore::renew_leases(const std::vector<std::string>& tables, const std::string& owner,
                                                   std::int64_t now_ms, std::int64_t ttl_ms) {
  return guarded("renew_leases", [&] {
    SqliteTransaction tx(*db_);
    auto renewed = all<std::string>(
        db_->query("UPDATE leases SET expires_ms = ?2 + ?3 WHERE owner = ?1 "
                   "AND instr(',' || ?4 || ',', ',' || table_id || ',') > 0 RETURNING table_id",
                   owner, now_ms, ttl_ms, comma_list(tables)),
        read_text);
    tx.commit();
    return renewed;
  });
}

std::vector<std::string> SqliteStore::unleased_tables(std::int64_t now_ms) {
  return guarded("unleased_tables", [&] {
    return all<std::string>(db_->query("SELECT t.id FROM tables t LEFT JOIN leases l ON l.table_id = t.id "
                                       "WHERE t.closed = 0 AND (l.table_id IS NULL OR l.expires_ms <= ?1) "
                                       "ORDER BY t.created_ms, t.id",
                                       now_ms),
                            read_text);
  });
}

bool SqliteStore::try_event_lease(const std::string& event, const std::string& owner, std::int64_t now_ms,
                                  std::int64_t ttl_ms) {
  return guarded("try_event_lease", [&] {
    SqliteTransaction tx(*db_);
    auto q = db_->query(
        "INSERT INTO event_leases (event_id, owner, expires_ms) VALUES (?1, ?2, ?3 + ?4) "
        "ON CONFLICT (event_id) DO UPDATE SET owner = excluded.owner, expires_ms = excluded.expires_ms "
        "WHERE event_leases.owner = excluded.owner OR event_leases.expires_ms <= ?3 RETURNING owner",
        event, owner, now_ms, ttl_ms);
    const bool held = q.next();
    q.run();
    tx.commit();
    return held;
  });
}

void SqliteStore::release_event_lease(const std::string& event, const std::string& owner) {
  guarded("release_event_lease", [&] {
    SqliteTransaction tx(*db_);
    db_->query("DELETE FROM event_leases WHERE event_id = ?1 AND owner = ?2", event, owner).run();
    tx.commit();
  });
}

std::optional<std::string> SqliteStore::event_lease_holder(const std::string& event, std::int64_t now_ms) {
  return guarded("event_lease_holder", [&]() -> std::optional<std::string> {
    auto q = db_->query("SELECT owner FROM event_leases WHERE event_id = ?1 AND expires_ms > ?2", event, now_ms);
    if (!q.next()) return std::nullopt;
    return q.text(0);
  });
}

std::vector<std::string> SqliteStore::unleased_events(std::int64_t now_ms) {
  return guarded("unleased_events", [&] {
    return all<std::string>(db_->query("SELECT e.id FROM events e LEFT JOIN event_leases l ON l.event_id = e.id "
                                       "WHERE e.closed = 0 AND (l.event_id IS NULL OR l.expires_ms <= ?1) "
                                       "ORDER BY e.created_ms, e.id",
                                       now_ms),
                            read_text);
  });
}

std::vector<RatedGame> SqliteStore::rated_games() {
  return guarded("rated_games", [&] {
    return all<RatedGame>(db_->query("SELECT g.id, t.settings, g.started_ms, g.result FROM games g "
                                     "JOIN tables t ON t.id = g.table_id "
                                     "WHERE g.finished = 1 AND t.settings LIKE '%\"rated\":true%' ORDER BY g.id"),
                          [](const SqliteQuery& q) { return RatedGame{q.int64(0), q.text(1), q.int64(2), q.text(3)}; });
  });
}

std::vector<HistoryEntry> SqliteStore::history(PersonId person, int limit) {
  return guarded("history", [&] {
    if (limit <= 0) return std::vector<HistoryEntry>{};
    return all<HistoryEntry>(db_->query("SELECT g.id, g.table_id, s.seat, g.result, g.started_ms FROM game_seats s "
                                        "JOIN games g ON g.id = s.game WHERE s.person = ?1 AND g.finished = 1 "
                                        "ORDER BY g.id DESC, s.seat LIMIT ?2",
                                        person, limit),
                             [](const SqliteQuery& q) {
                               return HistoryEntry{q.int64(0), q.text(1), q.int32(2), q.text(3), q.int64(4)};
                             });
  });
}

}  // namespace euchre::store
