// Checkpoints a WAL-mode SQLite file on a thread of its own. A checkpoint
// copies the WAL's pages into the database file and syncs both to disk:
// milliseconds, more on a busy disk. Left to SQLite (wal_autocheckpoint), it
// runs inside whichever commit crosses the threshold, that is on the server's
// hub thread, holding up every table's answer. Here the writer's connection
// only signals (its wal_hook), and this thread checkpoints on a connection of
// its own, PASSIVE: it never blocks the writer, the writer never waits for it.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

struct sqlite3;

namespace euchre::store {

class SqliteCheckpointer {
 public:
  // Checkpoints `path` when signalled, and at least every `period_ms` while
  // anything was written.
  explicit SqliteCheckpointer(std::string path, int period_ms = 1000);
  ~SqliteCheckpointer();  // stops the thread (the last connection's close checkpoints what is left)
  SqliteCheckpointer(const SqliteCheckpointer&) = delete;
  SqliteCheckpointer& operator=(const SqliteCheckpointer&) = delete;

  // Installs the hook on the writer's connection: after each commit, when the
  // WAL holds at least `pages` pages, the checkpointer is woken. The hook
  // replaces SQLite's automatic checkpoint on that connection; it is removed
  // when the checkpointer is destroyed (no commit may run concurrently then).
  void watch(sqlite3* writer, int pages = 1000);

  // Checkpoints done (each PASSIVE run that copied at least one page), for tests.
  std::int64_t checkpoints() const;
  // The last checkpoint's error, empty when none (it is retried on the next signal).
  std::string last_error() const;

 private:
  static int on_commit(void* self, sqlite3* db, const char* schema, int pages);
  void signal();
  void run();
  void checkpoint_once(sqlite3* db);
  void report(const std::string& message);

  std::string path_;
  sqlite3* writer_ = nullptr;
  int period_ms_;
  int threshold_pages_ = 1000;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  bool pending_ = false;  // a commit crossed the threshold
  bool written_ = false;  // something was committed since the last checkpoint
  std::int64_t checkpoints_ = 0;
  std::string last_error_;
  std::thread thread_;
};

}  // namespace euchre::store
