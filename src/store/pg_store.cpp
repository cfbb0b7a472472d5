#include "store/pg_store.h"

#include <chrono>
#include <pqxx/pqxx>
#include <stdexcept>
#include <unordered_map>

#include "store/checks.h"
#include "store/guarded.h"
#include "store/migrations.h"
#include "store/url.h"

namespace euchre::store {
namespace {

// Bounds on waiting for the database (docs/storage.md): past them a call
// fails as unavailable and the server retries it later.
constexpr int kConnectTimeoutSeconds = 2;
constexpr int kStatementTimeoutMs = 1000;

// Held (for the migrating transaction only) while a store checks and
// upgrades the schema, so two servers starting together migrate once.
constexpr std::int64_t kMigrationLockKey = 0x6575636872650001;  // "euchre", 1

std::int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

// Row readers: the column order of the SELECTs below.
const std::string kPersonColumns = "SELECT id, name, token_hash FROM people ";
Person read_person(const pqxx::row& r) {
  return {r[0].as<std::int64_t>(), r[1].as<std::string>(), r[2].as<std::string>()};
}

const std::string kTableColumns = "SELECT id, name, settings, invite, created_ms, closed FROM tables ";
Table read_table(const pqxx::row& r) {
  return {r[0].as<std::string>(), r[1].as<std::string>(),  r[2].as<std::string>(),
          r[3].as<std::string>(), r[4].as<std::int64_t>(), r[5].as<bool>()};
}

const std::string kGameColumns =
    "SELECT id, table_id, rules, first_dealer, started_ms, finished, result, record FROM games ";
Game read_game(const pqxx::row& r) {
  return {r[0].as<std::int64_t>(), r[1].as<std::string>(), r[2].as<std::string>(), r[3].as<int>(),
          r[4].as<std::int64_t>(), r[5].as<bool>(),        r[6].as<std::string>(), r[7].as<std::string>()};
}

Seat read_seat(const pqxx::row& r) {
  std::optional<PersonId> person;
  if (!r[2].is_null()) person = r[2].as<std::int64_t>();
  return {r[0].as<std::string>(), r[1].as<int>(), person, r[3].as<std::string>()};
}

Deal read_deal(const pqxx::row& r) {
  return {r[0].as<std::int64_t>(), r[1].as<int>(),         r[2].as<int>(),        r[3].as<std::string>(),
          r[4].as<std::string>(),  r[5].as<std::string>(), r[6].as<std::string>()};
}

Action read_action(const pqxx::row& r) {
  return {r[0].as<std::int64_t>(), r[1].as<std::int64_t>(), r[2].as<int>(),
          r[3].as<int>(),          r[4].as<std::string>(),  r[5].as<std::string>()};
}

HistoryEntry read_history(const pqxx::row& r) {
  return {r[0].as<std::int64_t>(), r[1].as<std::string>(), r[2].as<int>(), r[3].as<std::string>(),
          r[4].as<std::int64_t>()};
}

template <class T, class Read>
std::optional<T> one(const pqxx::result& rows, Read read) {
  if (rows.empty()) return std::nullopt;
  return read(rows[0]);
}

template <class T, class Read>
std::vector<T> all(const pqxx::result& rows, Read read) {
  std::vector<T> out;
  out.reserve(rows.size());
  for (const auto& row : rows) out.push_back(read(row));
  return out;
}

int changed(const pqxx::result& r) { return static_cast<int>(r.affected_rows()); }

}  // namespace

// The connection and its prepared statements: each SQL text is prepared on
// its first use under a generated name and reused after (libpqxx prepares
// them again by itself if it has to reconnect).
struct PgStore::Connection {
  explicit Connection(const std::string& url) : conn(url) {}

  template <class... Args>
  pqxx::result exec(pqxx::work& tx, const std::string& sql, const Args&... args) {
    auto it = names.find(sql);
    if (it == names.end()) {
      std::string name = "euchre_" + std::to_string(names.size());
      conn.prepare(name, sql);
      it = names.emplace(sql, std::move(name)).first;
    }
    return tx.exec_prepared(it->second, args...);
  }

  // Inside the caller's transaction. Two servers appending the same number
  // at once both pass this check; the primary key (game, seq) refuses the
  // second, so nothing is ever doubled.
  void insert_action(pqxx::work& tx, const Action& a) {
    const auto next = one<std::int64_t>(
        exec(tx, "SELECT (SELECT COALESCE(MAX(seq) + 1, 0) FROM actions WHERE game = $1) FROM games WHERE id = $1",
             a.game),
        [](const pqxx::row& r) { return r[0].as<std::int64_t>(); });
    check_next_seq(a.game, next, a.seq);
    exec(tx, "INSERT INTO actions (game, seq, deal, seat, text, actor) VALUES ($1, $2, $3, $4, $5, $6)", a.game, a.seq,
         a.deal, a.seat, a.text, a.actor);
  }

  // Throws unless `owner` holds the lease of the game's table. FOR SHARE: a
  // takeover (try_lease's UPDATE of the lease row) waits until this
  // transaction has committed, so the new holder reads the log with it.
  void check_game_lease(pqxx::work& tx, GameId game, const std::string& owner) {
    const auto table = one<std::string>(exec(tx, "SELECT table_id FROM games WHERE id = $1", game),
                                        [](const pqxx::row& r) { return r[0].as<std::string>(); });
    if (!table) throw std::runtime_error("no game " + std::to_string(game));
    const auto holder = one<std::string>(exec(tx, "SELECT owner FROM leases WHERE table_id = $1 FOR SHARE", *table),
                                         [](const pqxx::row& r) { return r[0].as<std::string>(); });
    check_lease_holder(*table, holder, owner);
  }

  pqxx::connection conn;
  std::unordered_map<std::string, std::string> names;  // SQL text -> prepared statement name
};

// The libpq connection string: the URL with a bound on connecting, so that a
// server that does not answer fails the call in seconds, not minutes.
std::string with_connect_timeout(const std::string& url) {
  if (url.find("connect_timeout=") != std::string::npos) return url;
  return url + (url.find('?') == std::string::npos ? "?" : "&") + "connect_timeout=" + std::to_string(kConnectTimeoutSeconds);
}

// Whether the error says the database, not the call, is at fault: the
// connection (class 08), an administrator's or a timeout's cancel (57), the
// server out of resources (53), a lock not granted in time (55P03).
bool transient_sqlstate(const std::string& state) {
  return state.rfind("08", 0) == 0 || state.rfind("57", 0) == 0 || state.rfind("53", 0) == 0 || state == "55P03";
}

template <class Body>
auto PgStore::guarded(std::string_view operation, Body&& body) {
  std::lock_guard lock(mutex_);
  return run_guarded(description_, operation, [&] {
    try {
      // After a broken connection the next call connects again (and prepares
      // its statements again on the new connection).
      if (!db_) connect();
      return body();
    } catch (const pqxx::broken_connection& e) {
      db_.reset();
      throw TransientFault(e.what());
    } catch (const pqxx::sql_error& e) {
      if (!transient_sqlstate(e.sqlstate())) throw;
      if (e.sqlstate().rfind("08", 0) == 0 || e.sqlstate().rfind("57P", 0) == 0) db_.reset();
      throw TransientFault(e.what());
    } catch (const pqxx::in_doubt_error& e) {
      db_.reset();
      throw TransientFault(e.what());
    }
  });
}

void PgStore::connect() {
  auto fresh = std::make_unique<Connection>(with_connect_timeout(url_));
  // No statement or lock wait longer than the bound: the caller retries.
  fresh->conn.set_variable("statement_timeout", std::to_string(kStatementTimeoutMs));
  fresh->conn.set_variable("lock_timeout", std::to_string(kStatementTimeoutMs));
  db_ = std::move(fresh);
}

PgStore::PgStore(const std::string& url) : url_(url), description_(without_password(url)) {
  guarded("open", [&] {
    db_ = std::make_unique<Connection>(with_connect_timeout(url_));
    migrate();  // without the statement bound: a migration may take longer
    db_.reset();
    connect();
  });
}

PgStore::~PgStore() = default;

std::string PgStore::describe() const { return description_; }

void PgStore::migrate() {
  pqxx::work tx(db_->conn);
  tx.exec("SET LOCAL client_min_messages TO WARNING");  // no NOTICE "schema_version already exists"
  tx.exec("SELECT pg_advisory_xact_lock(" + std::to_string(kMigrationLockKey) + ")");
  tx.exec(std::string(kCreateSchemaVersion));
  const int found = tx.exec("SELECT COALESCE(MAX(version), 0) FROM schema_version")[0][0].as<int>();
  check_schema_version(found);
  for (const Migration& m : postgres_migrations()) {
    if (m.version <= found) continue;
    tx.exec(std::string(m.sql));
    tx.exec_params("INSERT INTO schema_version (version, applied_ms) VALUES ($1, $2)", m.version, now_ms());
  }
  tx.commit();
}

PersonId PgStore::add_person(const std::string& name, const std::string& token_hash) {
  return guarded("add_person", [&] {
    pqxx::work tx(db_->conn);
    const auto r =
        db_->exec(tx, "INSERT INTO people (name, token_hash) VALUES ($1, $2) RETURNING id", name, token_hash);
    tx.commit();
    return r[0][0].as<PersonId>();
  });
}

std::optional<Person> PgStore::person_by_token_hash(const std::string& token_hash) {
  return guarded("person_by_token_hash", [&] {
    pqxx::work tx(db_->conn);
    auto r = one<Person>(db_->exec(tx,
                                   kPersonColumns +
                                       "WHERE token_hash = $1 OR id = (SELECT person FROM device_tokens WHERE token_hash = $1)",
                                   token_hash),
                         read_person);
    tx.commit();
    return r;
  });
}

std::optional<Person> PgStore::person(PersonId id) {
  return guarded("person", [&] {
    pqxx::work tx(db_->conn);
    auto r = one<Person>(db_->exec(tx, kPersonColumns + "WHERE id = $1", id), read_person);
    tx.commit();
    return r;
  });
}

void PgStore::rename_person(PersonId id, const std::string& name) {
  guarded("rename_person", [&] {
    pqxx::work tx(db_->conn);
    check_found(changed(db_->exec(tx, "UPDATE people SET name = $2 WHERE id = $1", id, name)), "person",
                std::to_string(id));
    tx.commit();
  });
}

void PgStore::add_table(const Table& t) {
  guarded("add_table", [&] {
    pqxx::work tx(db_->conn);
    if (!db_->exec(tx, "SELECT 1 FROM tables WHERE id = $1", t.id).empty()) {
      throw std::runtime_error("table " + t.id + " exists already");
    }
    db_->exec(tx, "INSERT INTO tables (id, name, settings, invite, created_ms, closed) VALUES ($1, $2, $3, $4, $5, $6)",
              t.id, t.name, t.settings, t.invite, t.created_ms, t.closed);
    tx.commit();
  });
}

const std::string kClubColumns = "SELECT id, name, state, created_ms, version FROM clubs ";
Club read_club(const pqxx::row& r) {
  return {r[0].as<std::string>(), r[1].as<std::string>(), r[2].as<std::string>(), r[3].as<std::int64_t>(),
          r[4].as<std::int64_t>()};
}

void PgStore::add_club(const Club& c) {
  guarded("add_club", [&] {
    pqxx::work tx(db_->conn);
    if (!db_->exec(tx, "SELECT 1 FROM clubs WHERE id = $1", c.id).empty()) throw std::runtime_error("club " + c.id + " exists already");
    db_->exec(tx, "INSERT INTO clubs (id, name, state, created_ms, version) VALUES ($1, $2, $3, $4, 0)", c.id, c.name, c.state,
              c.created_ms);
    tx.commit();
  });
}

std::optional<Club> PgStore::club(const std::string& id) {
  return guarded("club", [&] {
    pqxx::work tx(db_->conn);
    auto r = one<Club>(db_->exec(tx, kClubColumns + "WHERE id = $1", id), read_club);
    tx.commit();
    return r;
  });
}

std::vector<Club> PgStore::clubs() {
  return guarded("clubs", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<Club>(db_->exec(tx, kClubColumns + "ORDER BY created_ms, id"), read_club);
    tx.commit();
    return r;
  });
}

bool PgStore::update_club(const std::string& id, const std::string& name, const std::string& state, std::int64_t version) {
  return guarded("update_club", [&] {
    pqxx::work tx(db_->conn);
    const bool written = changed(db_->exec(tx, "UPDATE clubs SET name = $2, state = $3, version = version + 1 WHERE id = $1 AND version = $4",
                                           id, name, state, version)) > 0;
    if (!written) check_found(db_->exec(tx, "SELECT 1 FROM clubs WHERE id = $1", id).empty() ? 0 : 1, "club", id);
    tx.commit();
    return written;
  });
}

const std::string kEventColumns = "SELECT id, name, organiser, settings, state, created_ms, closed FROM events ";
Event read_event(const pqxx::row& r) {
  return {r[0].as<std::string>(), r[1].as<std::string>(), r[2].as<std::int64_t>(), r[3].as<std::string>(),
          r[4].as<std::string>(), r[5].as<std::int64_t>(), r[6].as<bool>()};
}

void PgStore::add_event(const Event& e) {
  guarded("add_event", [&] {
    pqxx::work tx(db_->conn);
    if (!db_->exec(tx, "SELECT 1 FROM events WHERE id = $1", e.id).empty())
      throw std::runtime_error("event " + e.id + " exists already");
    db_->exec(tx,
              "INSERT INTO events (id, name, organiser, settings, state, created_ms, closed) "
              "VALUES ($1, $2, $3, $4, $5, $6, $7)",
              e.id, e.name, e.organiser, e.settings, e.state, e.created_ms, e.closed);
    tx.commit();
  });
}

std::optional<Event> PgStore::event(const std::string& id) {
  return guarded("event", [&] {
    pqxx::work tx(db_->conn);
    auto r = one<Event>(db_->exec(tx, kEventColumns + "WHERE id = $1", id), read_event);
    tx.commit();
    return r;
  });
}

std::vector<Event> PgStore::open_events() {
  return guarded("open_events", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<Event>(db_->exec(tx, kEventColumns + "WHERE NOT closed ORDER BY created_ms, id"), read_event);
    tx.commit();
    return r;
  });
}

std::vector<Event> PgStore::closed_events() {
  return guarded("closed_events", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<Event>(db_->exec(tx, kEventColumns + "WHERE closed ORDER BY created_ms, id"), read_event);
    tx.commit();
    return r;
  });
}

void PgStore::update_event(const std::string& id, const std::string& state, bool closed) {
  guarded("update_event", [&] {
    pqxx::work tx(db_->conn);
    check_found(changed(db_->exec(tx, "UPDATE events SET state = $2, closed = $3 WHERE id = $1", id, state, closed)),
                "event", id);
    tx.commit();
  });
}

void PgStore::add_signin_code(const std::string& code_hash, PersonId person, std::int64_t expires_ms) {
  guarded("add_signin_code", [&] {
    pqxx::work tx(db_->conn);
    db_->exec(tx, "INSERT INTO signin_codes (code_hash, person, expires_ms) VALUES ($1, $2, $3)", code_hash, person, expires_ms);
    tx.commit();
  });
}

std::optional<PersonId> PgStore::take_signin_code(const std::string& code_hash, std::int64_t now_ms) {
  return guarded("take_signin_code", [&] {
    pqxx::work tx(db_->conn);
    // DELETE ... RETURNING: two devices taking one code at once, one gets it.
    const auto person = one<std::int64_t>(
        db_->exec(tx, "DELETE FROM signin_codes WHERE code_hash = $1 RETURNING person, expires_ms", code_hash),
        [&](const pqxx::row& r) { return r[1].as<std::int64_t>() > now_ms ? r[0].as<std::int64_t>() : std::int64_t{0}; });
    db_->exec(tx, "DELETE FROM signin_codes WHERE expires_ms <= $1", now_ms);
    tx.commit();
    if (!person || *person == 0) return std::optional<PersonId>();
    return std::optional<PersonId>(*person);
  });
}

void PgStore::add_device_token(PersonId person, const std::string& token_hash, std::int64_t created_ms) {
  guarded("add_device_token", [&] {
    pqxx::work tx(db_->conn);
    db_->exec(tx, "INSERT INTO device_tokens (token_hash, person, created_ms) VALUES ($1, $2, $3)", token_hash, person, created_ms);
    tx.commit();
  });
}

void PgStore::revoke_devices(PersonId person) {
  guarded("revoke_devices", [&] {
    pqxx::work tx(db_->conn);
    db_->exec(tx, "DELETE FROM signin_codes WHERE person = $1", person);
    db_->exec(tx, "DELETE FROM device_tokens WHERE person = $1", person);
    tx.commit();
  });
}

std::optional<Table> PgStore::table(const std::string& id) {
  return guarded("table", [&] {
    pqxx::work tx(db_->conn);
    auto r = one<Table>(db_->exec(tx, kTableColumns + "WHERE id = $1", id), read_table);
    tx.commit();
    return r;
  });
}

std::vector<Table> PgStore::open_tables() {
  return guarded("open_tables", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<Table>(db_->exec(tx, kTableColumns + "WHERE NOT closed ORDER BY created_ms, id"), read_table);
    tx.commit();
    return r;
  });
}

void PgStore::close_table(const std::string& id) {
  guarded("close_table", [&] {
    pqxx::work tx(db_->conn);
    check_found(changed(db_->exec(tx, "UPDATE tables SET closed = TRUE WHERE id = $1", id)), "table", id);
    tx.commit();
  });
}

void PgStore::set_seat(const Seat& s) {
  guarded("set_seat", [&] {
    pqxx::work tx(db_->conn);
    db_->exec(tx,
              "INSERT INTO seats (table_id, seat, person, bot) VALUES ($1, $2, $3, $4) "
              "ON CONFLICT (table_id, seat) DO UPDATE SET person = excluded.person, bot = excluded.bot",
              s.table, s.seat, s.person, s.bot);
    tx.commit();
  });
}

std::vector<Seat> PgStore::seats(const std::string& table) {
  return guarded("seats", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<Seat>(
        db_->exec(tx, "SELECT table_id, seat, person, bot FROM seats WHERE table_id = $1 ORDER BY seat", table),
        read_seat);
    tx.commit();
    return r;
  });
}

GameId PgStore::add_game(const Game& g) {
  return guarded("add_game", [&] {
    pqxx::work tx(db_->conn);
    const auto id = db_->exec(tx,
                              "INSERT INTO games (table_id, rules, first_dealer, started_ms, finished, result, record) "
                              "VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
                              g.table, g.rules, g.first_dealer, g.started_ms, g.finished, g.result, g.record)[0][0]
                        .as<GameId>();
    db_->exec(tx,
              "INSERT INTO game_seats (game, seat, person) "
              "SELECT $1, seat, person FROM seats WHERE table_id = $2 AND person IS NOT NULL",
              id, g.table);
    tx.commit();
    return id;
  });
}

std::optional<Game> PgStore::game(GameId id) {
  return guarded("game", [&] {
    pqxx::work tx(db_->conn);
    auto r = one<Game>(db_->exec(tx, kGameColumns + "WHERE id = $1", id), read_game);
    tx.commit();
    return r;
  });
}

std::vector<Game> PgStore::unfinished_games() {
  return guarded("unfinished_games", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<Game>(db_->exec(tx, kGameColumns + "WHERE NOT finished ORDER BY id"), read_game);
    tx.commit();
    return r;
  });
}

std::optional<Game> PgStore::latest_game(const std::string& table) {
  return guarded("latest_game", [&] {
    pqxx::work tx(db_->conn);
    auto r = one<Game>(db_->exec(tx, kGameColumns + "WHERE table_id = $1 ORDER BY id DESC LIMIT 1", table), read_game);
    tx.commit();
    return r;
  });
}

void PgStore::finish_game(GameId id, const std::string& result, const std::string& record) {
  guarded("finish_game", [&] {
    pqxx::work tx(db_->conn);
    check_found(changed(db_->exec(tx, "UPDATE games SET finished = TRUE, result = $2, record = $3 WHERE id = $1", id,
                                  result, record)),
                "game", std::to_string(id));
    tx.commit();
  });
}

void PgStore::shorten_game(GameId id, const std::string& rules) {
  guarded("shorten_game", [&] {
    pqxx::work tx(db_->conn);
    check_found(changed(db_->exec(tx, "UPDATE games SET rules = $2 WHERE id = $1 AND NOT finished", id, rules)),
                "unfinished game", std::to_string(id));
    tx.commit();
  });
}

void PgStore::add_deal(const Deal& d) {
  guarded("add_deal", [&] {
    pqxx::work tx(db_->conn);
    db_->exec(tx,
              "INSERT INTO deals (game, number, dealer, secret, commitment, contributions, bots) "
              "VALUES ($1, $2, $3, $4, $5, $6, $7)",
              d.game, d.number, d.dealer, d.secret, d.commitment, d.contributions, d.bots);
    tx.commit();
  });
}

void PgStore::set_contributions(GameId game, int number, const std::string& contributions, const std::string& bots) {
  guarded("set_contributions", [&] {
    pqxx::work tx(db_->conn);
    check_found(changed(db_->exec(tx, "UPDATE deals SET contributions = $3, bots = $4 WHERE game = $1 AND number = $2",
                                  game, number, contributions, bots)),
                "deal", std::to_string(number) + " in game " + std::to_string(game));
    tx.commit();
  });
}

std::vector<Deal> PgStore::deals(GameId game) {
  return guarded("deals", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<Deal>(db_->exec(tx,
                                 "SELECT game, number, dealer, secret, commitment, contributions, bots FROM deals "
                                 "WHERE game = $1 ORDER BY number",
                                 game),
                       read_deal);
    tx.commit();
    return r;
  });
}

void PgStore::append_action(const Action& action) {
  guarded("append_action", [&] {
    pqxx::work tx(db_->conn);
    db_->insert_action(tx, action);
    tx.commit();
  });
}

void PgStore::append_action_leased(const Action& action, const std::string& owner) {
  guarded("append_action_leased", [&] {
    pqxx::work tx(db_->conn);
    db_->check_game_lease(tx, action.game, owner);
    db_->insert_action(tx, action);
    tx.commit();
  });
}

void PgStore::append_actions(const std::vector<Action>& actions, const std::string& owner) {
  guarded("append_actions", [&] {
    pqxx::work tx(db_->conn);
    if (!owner.empty() && actions.size() > 1) {
      // The batch's lease rows are locked first, all at once and in the
      // order of their tables, as renew_leases locks them: two transactions
      // that each hold some rows the other wants would wait for each other
      // until the statement timeout.
      std::string games;
      for (const Action& action : actions) games += (games.empty() ? "" : ",") + std::to_string(action.game);
      db_->exec(tx,
                "SELECT table_id FROM leases WHERE table_id IN "
                "(SELECT table_id FROM games WHERE id = ANY(string_to_array($1, ',')::BIGINT[])) "
                "ORDER BY table_id FOR SHARE",
                games);
    }
    for (const Action& action : actions) {
      if (!owner.empty()) db_->check_game_lease(tx, action.game, owner);
      db_->insert_action(tx, action);
    }
    tx.commit();
  });
}

int PgStore::take_back_actions(GameId game, std::int64_t from_seq, std::int64_t undone_ms, const std::string& owner) {
  return guarded("take_back_actions", [&] {
    pqxx::work tx(db_->conn);
    if (!owner.empty()) db_->check_game_lease(tx, game, owner);
    // The game's row locked first: two take-backs (or a take-back and an
    // append) of one game are serialised, so the numbers read stay true.
    const auto next = one<std::int64_t>(
        db_->exec(tx,
                  "SELECT (SELECT COALESCE(MAX(seq) + 1, 0) FROM actions WHERE game = $1) FROM games "
                  "WHERE id = $1 FOR UPDATE",
                  game),
        [](const pqxx::row& r) { return r[0].as<std::int64_t>(); });
    check_take_back(game, next, from_seq);
    const auto undo =
        db_->exec(tx, "SELECT COALESCE(MAX(undo), 0) + 1 FROM undone_actions WHERE game = $1", game)[0][0].as<int>();
    db_->exec(tx,
              "INSERT INTO undone_actions (game, undo, seq, deal, seat, text, actor, undone_ms) "
              "SELECT game, $3, seq, deal, seat, text, actor, $4 FROM actions WHERE game = $1 AND seq >= $2",
              game, from_seq, undo, undone_ms);
    db_->exec(tx, "DELETE FROM actions WHERE game = $1 AND seq >= $2", game, from_seq);
    tx.commit();
    return static_cast<int>(*next - from_seq);
  });
}

std::vector<UndoneAction> PgStore::undone_actions(GameId game) {
  return guarded("undone_actions", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<UndoneAction>(db_->exec(tx,
                                         "SELECT game, seq, deal, seat, text, actor, undo, undone_ms "
                                         "FROM undone_actions WHERE game = $1 ORDER BY undo, seq",
                                         game),
                               [](const pqxx::row& row) {
                                 return UndoneAction{read_action(row), row[6].as<int>(), row[7].as<std::int64_t>()};
                               });
    tx.commit();
    return r;
  });
}

std::vector<Action> PgStore::actions(GameId game) {
  return guarded("actions", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<Action>(
        db_->exec(tx, "SELECT game, seq, deal, seat, text, actor FROM actions WHERE game = $1 ORDER BY seq", game),
        read_action);
    tx.commit();
    return r;
  });
}

std::int64_t PgStore::action_count() {
  return guarded("action_count", [&] {
    pqxx::work tx(db_->conn);
    const auto n = db_->exec(tx, "SELECT COUNT(*) FROM actions")[0][0].as<std::int64_t>();
    tx.commit();
    return n;
  });
}

bool PgStore::try_lease(const std::string& table, const std::string& owner, std::int64_t now_ms, std::int64_t ttl_ms) {
  return guarded("try_lease", [&] {
    pqxx::work tx(db_->conn);
    // One statement: inserted when there is no row; otherwise the row is
    // locked and replaced only when it is the owner's or has expired, so of
    // two instances racing for a free or expired lease exactly one gets a
    // row back. RETURNING yields a row only when it was written.
    const auto r =
        db_->exec(tx,
                  "INSERT INTO leases (table_id, owner, expires_ms) VALUES ($1, $2, $3::BIGINT + $4::BIGINT) "
                  "ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires_ms = excluded.expires_ms "
                  "WHERE leases.owner = excluded.owner OR leases.expires_ms <= $3::BIGINT RETURNING owner",
                  table, owner, now_ms, ttl_ms);
    tx.commit();
    return !r.empty();
  });
}

void PgStore::release_lease(const std::string& table, const std::string& owner) {
  guarded("release_lease", [&] {
    pqxx::work tx(db_->conn);
    db_->exec(tx, "DELETE FROM leases WHERE table_id = $1 AND owner = $2", table, owner);
    tx.commit();
  });
}

std::optional<std::string> PgStore::lease_holder(const std::string& table, std::int64_t now_ms) {
  return guarded("lease_holder", [&]() -> std::optional<std::string> {
    pqxx::work tx(db_->conn);
    const pqxx::result r = db_->exec(tx, "SELECT owner FROM leases WHERE table_id = $1 AND expires_ms > $2", table, now_ms);
    tx.commit();
    if (r.empty()) return std::nullopt;
    return r[0][0].as<std::string>();
  });
}

std::vector<std::string> PgStore::renew_leases(const std::vector<std::string>& tables, const std::string& owner,
                                               std::int64_t now_ms, std::int64_t ttl_ms) {
  return guarded("renew_leases", [&] {
    pqxx::work tx(db_->conn);
    auto renewed = all<std::string>(
        db_->exec(tx,
                  // The rows locked in the order of their tables, as a batch
                  // of actions locks them (append_actions).
                  "UPDATE leases SET expires_ms = $2::BIGINT + $3::BIGINT WHERE owner = $1 AND table_id IN "
                  "(SELECT table_id FROM leases WHERE owner = $1 AND table_id = ANY(string_to_array($4, ',')) "
                  "ORDER BY table_id FOR UPDATE) RETURNING table_id",
                  owner, now_ms, ttl_ms, comma_list(tables)),
        [](const pqxx::row& row) { return row[0].as<std::string>(); });
    tx.commit();
    return renewed;
  });
}

std::vector<std::string> PgStore::unleased_tables(std::int64_t now_ms) {
  return guarded("unleased_tables", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<std::string>(db_->exec(tx,
                                        "SELECT t.id FROM tables t LEFT JOIN leases l ON l.table_id = t.id "
                                        "WHERE NOT t.closed AND (l.table_id IS NULL OR l.expires_ms <= $1) "
                                        "ORDER BY t.created_ms, t.id",
                                        now_ms),
                              [](const pqxx::row& row) { return row[0].as<std::string>(); });
    tx.commit();
    return r;
  });
}

bool PgStore::try_event_lease(const std::string& event, const std::string& owner, std::int64_t now_ms,
                              std::int64_t ttl_ms) {
  return guarded("try_event_lease", [&] {
    pqxx::work tx(db_->conn);
    // As try_lease: one statement, so of two instances racing exactly one wins.
    const auto r =
        db_->exec(tx,
                  "INSERT INTO event_leases (event_id, owner, expires_ms) VALUES ($1, $2, $3::BIGINT + $4::BIGINT) "
                  "ON CONFLICT (event_id) DO UPDATE SET owner = excluded.owner, expires_ms = excluded.expires_ms "
                  "WHERE event_leases.owner = excluded.owner OR event_leases.expires_ms <= $3::BIGINT RETURNING owner",
                  event, owner, now_ms, ttl_ms);
    tx.commit();
    return !r.empty();
  });
}

void PgStore::release_event_lease(const std::string& event, const std::string& owner) {
  guarded("release_event_lease", [&] {
    pqxx::work tx(db_->conn);
    db_->exec(tx, "DELETE FROM event_leases WHERE event_id = $1 AND owner = $2", event, owner);
    tx.commit();
  });
}

std::optional<std::string> PgStore::event_lease_holder(const std::string& event, std::int64_t now_ms) {
  return guarded("event_lease_holder", [&]() -> std::optional<std::string> {
    pqxx::work tx(db_->conn);
    const pqxx::result r =
        db_->exec(tx, "SELECT owner FROM event_leases WHERE event_id = $1 AND expires_ms > $2", event, now_ms);
    tx.commit();
    if (r.empty()) return std::nullopt;
    return r[0][0].as<std::string>();
  });
}

std::vector<std::string> PgStore::unleased_events(std::int64_t now_ms) {
  return guarded("unleased_events", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<std::string>(db_->exec(tx,
                                        "SELECT e.id FROM events e LEFT JOIN event_leases l ON l.event_id = e.id "
                                        "WHERE NOT e.closed AND (l.event_id IS NULL OR l.expires_ms <= $1) "
                                        "ORDER BY e.created_ms, e.id",
                                        now_ms),
                              [](const pqxx::row& row) { return row[0].as<std::string>(); });
    tx.commit();
    return r;
  });
}

std::vector<RatedGame> PgStore::rated_games() {
  return guarded("rated_games", [&] {
    pqxx::work tx(db_->conn);
    auto r = all<RatedGame>(db_->exec(tx, "SELECT g.id, t.settings, g.started_ms, g.result FROM games g "
                                          "JOIN tables t ON t.id = g.table_id "
                                          "WHERE g.finished AND t.settings LIKE '%\"rated\":true%' ORDER BY g.id"),
                            [](const pqxx::row& row) {
                              return RatedGame{row[0].as<std::int64_t>(), row[1].as<std::string>(),
                                               row[2].as<std::int64_t>(), row[3].as<std::string>()};
                            });
    tx.commit();
    return r;
  });
}

std::vector<HistoryEntry> PgStore::history(PersonId person, int limit) {
  return guarded("history", [&] {
    if (limit <= 0) return std::vector<HistoryEntry>{};
    pqxx::work tx(db_->conn);
    auto r = all<HistoryEntry>(db_->exec(tx,
                                         "SELECT g.id, g.table_id, s.seat, g.result, g.started_ms FROM game_seats s "
                                         "JOIN games g ON g.id = s.game WHERE s.person = $1 AND g.finished "
                                         "ORDER BY g.id DESC, s.seat LIMIT $2",
                                         person, limit),
                               read_history);
    tx.commit();
    return r;
  });
}

}  // namespace euchre::store
