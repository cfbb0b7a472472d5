// A SQLite connection with a cache of prepared statements, and the little the
// store needs around the C API: bind by position, step, read columns, an RAII
// transaction. Errors throw std::runtime_error with SQLite's own message;
// SqliteStore adds the store's name and the operation. Not thread-safe: the
// store holds a mutex around every use.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

struct sqlite3;
struct sqlite3_stmt;

namespace euchre::store {

// One execution of a cached statement. Reset (and its parameters cleared)
// when destroyed, so that no statement keeps a read transaction open.
class SqliteQuery {
 public:
  SqliteQuery(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt) {}
  ~SqliteQuery();
  SqliteQuery(SqliteQuery&& other) noexcept : db_(other.db_), stmt_(std::exchange(other.stmt_, nullptr)) {}
  SqliteQuery(const SqliteQuery&) = delete;
  SqliteQuery& operator=(const SqliteQuery&) = delete;
  SqliteQuery& operator=(SqliteQuery&&) = delete;

  // Parameters are numbered from 1 as in the SQL (?1, ?2, ...); text is copied.
  void bind(int index, std::int64_t value);
  void bind(int index, int value) { bind(index, std::int64_t{value}); }
  void bind(int index, bool value) { bind(index, std::int64_t{value ? 1 : 0}); }
  void bind(int index, const std::string& value);
  void bind(int index, const std::optional<std::int64_t>& value);

  bool next();  // steps: true when a row is ready, false when done
  void run();   // steps to the end, ignoring rows (INSERT, UPDATE, DELETE)

  // Columns of the current row, numbered from 0.
  std::int64_t int64(int column) const;
  int int32(int column) const;
  bool boolean(int column) const { return int64(column) != 0; }
  std::string text(int column) const;
  std::optional<std::int64_t> optional_int64(int column) const;
  std::optional<std::string> optional_text(int column) const;
  bool is_null(int column) const;

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_;
};

class SqliteDb {
 public:
  explicit SqliteDb(const std::string& path);  // opens, creating the file
  ~SqliteDb();
  SqliteDb(const SqliteDb&) = delete;
  SqliteDb& operator=(const SqliteDb&) = delete;

  // Statements without parameters; several may be separated by ';'.
  void exec(std::string_view sql);
  // The statement `sql`, prepared on its first use and kept, with `args`
  // bound to ?1, ?2, ...
  template <class... Args>
  SqliteQuery query(std::string_view sql, const Args&... args) {
    SqliteQuery q(db_, prepared(sql));
    int index = 0;
    (q.bind(++index, args), ...);
    return q;
  }
  // One parameterless statement, prepared once and kept (BEGIN, COMMIT: they
  // run for every action, and exec() would parse them every time).
  void run(std::string_view sql) { SqliteQuery(db_, prepared(sql)).run(); }
  int changes() const;  // rows changed by the last INSERT, UPDATE or DELETE
  void busy_timeout(int ms);
  sqlite3* handle() const { return db_; }  // for hooks (SqliteCheckpointer)

 private:
  sqlite3_stmt* prepared(std::string_view sql);

  struct Finalize {
    void operator()(sqlite3_stmt* stmt) const;
  };
  sqlite3* db_ = nullptr;
  std::unordered_map<std::string, std::unique_ptr<sqlite3_stmt, Finalize>> statements_;
};

// BEGIN IMMEDIATE (the write lock is taken at once, so a check and the write
// it guards see the same database even with other processes on the file);
// ROLLBACK when destroyed without commit().
class SqliteTransaction {
 public:
  explicit SqliteTransaction(SqliteDb& db);
  ~SqliteTransaction();
  SqliteTransaction(const SqliteTransaction&) = delete;
  SqliteTransaction& operator=(const SqliteTransaction&) = delete;
  void commit();

 private:
  SqliteDb& db_;
  bool done_ = false;
};

}  // namespace euchre::store
