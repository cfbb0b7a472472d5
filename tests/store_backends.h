// The databases the store tests run against: a fresh SQLite file in a new
// temporary directory, or a fresh schema in the PostgreSQL test server
// (scripts/pg-test-server.sh, started by the CTest fixture pg_server_start).
// Each gives the `where` to open a store on, and raw SQL on the same
// database for what the Store interface cannot do (forge a future schema
// version, count rows).
//
// The PostgreSQL server is found through EUCHRE_TEST_PG_URL (a URL) or
// EUCHRE_TEST_PG_DIR (the directory where pg-test-server.sh wrote `url`, or
// `error` saying why it could not start).
#pragma once

#include <sqlite3.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <pqxx/pqxx>
#include <stdexcept>
#include <string>

namespace euchre::test {

class StoreBackend {
 public:
  virtual ~StoreBackend() = default;
  virtual std::string where() const = 0;  // open_store's argument
  virtual void exec(const std::string& sql) = 0;
  virtual std::int64_t scalar(const std::string& sql) = 0;  // the first column of the first row
  // Another process's hold on the database: while it lives, nobody else
  // writes (SQLite: an exclusive transaction; PostgreSQL: the actions table
  // locked). Ends when the returned object is destroyed.
  virtual std::shared_ptr<void> hold_write_lock() = 0;
  // Ends every connection a store opened on this database from the server's
  // side (PostgreSQL's pg_terminate_backend); false where there is no such thing.
  virtual bool terminate_store_connections() = 0;
};

class SqliteBackend final : public StoreBackend {
 public:
  SqliteBackend() {
    std::string pattern = (std::filesystem::temp_directory_path() / "euchre-store-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    dir_ = pattern;
  }
  ~SqliteBackend() override {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }
  // In a directory that does not exist yet: the store creates it.
  std::string where() const override { return (dir_ / "data" / "euchre.db").string(); }
  void exec(const std::string& sql) override {
    Connection c(where());
    char* error = nullptr;
    if (sqlite3_exec(c.db, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
      const std::string message = error;
      sqlite3_free(error);
      throw std::runtime_error(message);
    }
  }
  std::int64_t scalar(const std::string& sql) override {
    Connection c(where());
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(c.db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
      throw std::runtime_error(sqlite3_errmsg(c.db));
    }
    const std::int64_t value = sqlite3_step(stmt) == SQLITE_ROW ? sqlite3_column_int64(stmt, 0) : -1;
    sqlite3_finalize(stmt);
    return value;
  }
  std::shared_ptr<void> hold_write_lock() override {
    auto c = std::make_shared<Connection>(where());
    if (sqlite3_exec(c->db, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr) != SQLITE_OK)
      throw std::runtime_error(sqlite3_errmsg(c->db));
    return c;  // closing the connection rolls the transaction back
  }
  bool terminate_store_connections() override { return false; }

 private:
  struct Connection {
    explicit Connection(const std::string& path) {
      if (sqlite3_open(path.c_str(), &db) != SQLITE_OK) throw std::runtime_error(sqlite3_errmsg(db));
      sqlite3_busy_timeout(db, 5000);
    }
    ~Connection() { sqlite3_close(db); }
    sqlite3* db = nullptr;
  };
  std::filesystem::path dir_;
};

// Where the PostgreSQL test server is, or why there is none.
struct PgServer {
  std::string url;     // empty when there is none
  std::string reason;  // why there is none
};

inline std::string read_first_line(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  return line;
}

inline PgServer find_pg_server() {
  if (const char* url = std::getenv("EUCHRE_TEST_PG_URL"); url != nullptr && *url != '\0') return {url, ""};
  const char* dir = std::getenv("EUCHRE_TEST_PG_DIR");
  if (dir == nullptr || *dir == '\0') {
    return {"",
            "no PostgreSQL test server: run the tests through ctest (fixture pg_server_start), or set "
            "EUCHRE_TEST_PG_URL=postgresql://...; EUCHRE_NO_PG=1 skips these tests"};
  }
  const std::filesystem::path base(dir);
  if (auto url = read_first_line(base / "url"); !url.empty()) return {url, ""};
  if (auto error = read_first_line(base / "error"); !error.empty()) return {"", error};
  return {"", "no " + (base / "url").string() +
                  ": scripts/pg-test-server.sh start did not run (ctest runs it as pg_server_start)"};
}

// A schema of its own in the test database, so that test processes running
// in parallel never see each other's rows; dropped at the end.
class PgBackend final : public StoreBackend {
 public:
  explicit PgBackend(const std::string& url) : url_(url), schema_(unique_schema()), admin_(url) {
    pqxx::work tx(admin_);
    tx.exec("CREATE SCHEMA " + schema_);
    tx.commit();
  }
  ~PgBackend() override {
    try {
      pqxx::work tx(admin_);
      tx.exec("DROP SCHEMA " + schema_ + " CASCADE");
      tx.commit();
    } catch (const std::exception&) {
      // The server went away: the throwaway cluster is deleted with it.
    }
  }
  std::string where() const override {
    return url_ + (url_.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" + schema_ +
           "&application_name=" + schema_;
  }
  std::shared_ptr<void> hold_write_lock() override {
    struct Hold {
      explicit Hold(const std::string& url) : conn(url), tx(conn) {}
      pqxx::connection conn;
      pqxx::work tx;
    };
    auto hold = std::make_shared<Hold>(url_);
    hold->tx.exec("SET LOCAL search_path TO " + schema_);
    hold->tx.exec("LOCK TABLE actions IN ACCESS EXCLUSIVE MODE");
    return hold;  // destroyed: the transaction is rolled back, the lock released
  }
  bool terminate_store_connections() override {
    pqxx::work tx(admin_);
    tx.exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = " + tx.quote(schema_));
    tx.commit();
    return true;
  }
  void exec(const std::string& sql) override {
    pqxx::work tx(admin_);
    tx.exec("SET LOCAL search_path TO " + schema_);
    tx.exec(sql);
    tx.commit();
  }
  std::int64_t scalar(const std::string& sql) override {
    pqxx::work tx(admin_);
    tx.exec("SET LOCAL search_path TO " + schema_);
    const auto r = tx.exec(sql);
    tx.commit();
    return r.empty() ? -1 : r[0][0].as<std::int64_t>();
  }

 private:
  static std::string unique_schema() {
    static int counter = 0;
    const auto ticks = std::chrono::steady_clock::now().time_since_epoch().count() % 1000000007;
    return "euchre_t_" + std::to_string(getpid()) + "_" + std::to_string(++counter) + "_" + std::to_string(ticks);
  }
  std::string url_;
  std::string schema_;
  pqxx::connection admin_;
};

}  // namespace euchre::test
