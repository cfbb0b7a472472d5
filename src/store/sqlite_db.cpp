#include "store/sqlite_db.h"

#include <sqlite3.h>

#include <stdexcept>

#include "store/guarded.h"

namespace euchre::store {
namespace {

// Busy, locked, I/O, full or unopenable: another process or the machine is in
// the way, and the same statement may succeed later.
bool transient(int primary_code) {
  switch (primary_code) {
    case SQLITE_BUSY: case SQLITE_LOCKED: case SQLITE_IOERR: case SQLITE_FULL: case SQLITE_CANTOPEN:
    case SQLITE_NOMEM: case SQLITE_PROTOCOL:
      return true;
    default:
      return false;
  }
}

[[noreturn]] void fail(sqlite3* db) {
  if (transient(sqlite3_errcode(db) & 0xff)) throw TransientFault(sqlite3_errmsg(db));
  throw std::runtime_error(sqlite3_errmsg(db));
}

void check(sqlite3* db, int rc) {
  if (rc != SQLITE_OK) fail(db);
}

}  // namespace

SqliteQuery::~SqliteQuery() {
  if (stmt_ == nullptr) return;
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

void SqliteQuery::bind(int index, std::int64_t value) { check(db_, sqlite3_bind_int64(stmt_, index, value)); }

void SqliteQuery::bind(int index, const std::string& value) {
  check(db_, sqlite3_bind_text64(stmt_, index, value.data(), value.size(), SQLITE_TRANSIENT, SQLITE_UTF8));
}

void SqliteQuery::bind(int index, const std::optional<std::int64_t>& value) {
  if (value) {
    bind(index, *value);
  } else {
    check(db_, sqlite3_bind_null(stmt_, index));
  }
}

bool SqliteQuery::next() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  fail(db_);
}

void SqliteQuery::run() {
  while (next()) {
  }
}

std::int64_t SqliteQuery::int64(int column) const { return sqlite3_column_int64(stmt_, column); }

int SqliteQuery::int32(int column) const { return sqlite3_column_int(stmt_, column); }

std::string SqliteQuery::text(int column) const {
  // sqlite3_column_text before sqlite3_column_bytes: the documented order.
  const auto* data = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
  const int bytes = sqlite3_column_bytes(stmt_, column);
  return data == nullptr ? std::string() : std::string(data, static_cast<std::size_t>(bytes));
}

bool SqliteQuery::is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }

std::optional<std::int64_t> SqliteQuery::optional_int64(int column) const {
  if (is_null(column)) return std::nullopt;
  return int64(column);
}

std::optional<std::string> SqliteQuery::optional_text(int column) const {
  if (is_null(column)) return std::nullopt;
  return text(column);
}

SqliteDb::SqliteDb(const std::string& path) {
  // No SQLite mutex: the store serialises every use of the connection.
  const int rc =
      sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    const std::string message = db_ != nullptr ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    throw std::runtime_error("cannot open: " + message);
  }
}

void SqliteDb::Finalize::operator()(sqlite3_stmt* stmt) const { sqlite3_finalize(stmt); }

SqliteDb::~SqliteDb() {
  statements_.clear();  // every statement is finalized before the connection closes
  sqlite3_close(db_);
}

void SqliteDb::exec(std::string_view sql) {
  char* error = nullptr;
  const int rc = sqlite3_exec(db_, std::string(sql).c_str(), nullptr, nullptr, &error);
  if (rc != SQLITE_OK) {
    const std::string message = error != nullptr ? error : sqlite3_errstr(rc);
    sqlite3_free(error);
    throw std::runtime_error(message);
  }
}

sqlite3_stmt* SqliteDb::prepared(std::string_view sql) {
  std::string key(sql);
  auto it = statements_.find(key);
  if (it != statements_.end()) return it->second.get();
  sqlite3_stmt* stmt = nullptr;
  check(db_,
        sqlite3_prepare_v3(db_, key.data(), static_cast<int>(key.size()), SQLITE_PREPARE_PERSISTENT, &stmt, nullptr));
  statements_.emplace(std::move(key), std::unique_ptr<sqlite3_stmt, Finalize>(stmt));
  return stmt;
}

int SqliteDb::changes() const { return sqlite3_changes(db_); }

void SqliteDb::busy_timeout(int ms) { check(db_, sqlite3_busy_timeout(db_, ms)); }

SqliteTransaction::SqliteTransaction(SqliteDb& db) : db_(db) { db_.run("BEGIN IMMEDIATE"); }

SqliteTransaction::~SqliteTransaction() {
  if (done_) return;
  try {
    db_.run("ROLLBACK");
  } catch (const std::exception&) {
    // SQLite may have rolled back already (e.g. after SQLITE_FULL); nothing is left to undo.
  }
}

void SqliteTransaction::commit() {
  db_.run("COMMIT");
  done_ = true;
}

}  // namespace euchre::store
