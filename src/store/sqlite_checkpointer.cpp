#include "store/sqlite_checkpointer.h"

#include <pthread.h>
#include <sqlite3.h>

#include <chrono>
#include <iostream>

namespace euchre::store {

SqliteCheckpointer::SqliteCheckpointer(std::string path, int period_ms)
    : path_(std::move(path)), period_ms_(period_ms), thread_([this] { run(); }) {}

SqliteCheckpointer::~SqliteCheckpointer() {
  // The writer outlives this object (the store closes it last): its commits
  // must no longer call the hook.
  if (writer_ != nullptr) sqlite3_wal_hook(writer_, nullptr, nullptr);
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void SqliteCheckpointer::watch(sqlite3* writer, int pages) {
  threshold_pages_ = pages;
  writer_ = writer;
  // sqlite3_wal_hook replaces the automatic checkpoint's own hook: the writer
  // no longer checkpoints by itself.
  sqlite3_wal_hook(writer, &SqliteCheckpointer::on_commit, this);
}

// Runs on the writer's thread, inside its commit: only takes a short lock.
int SqliteCheckpointer::on_commit(void* self, sqlite3*, const char*, int pages) {
  auto* me = static_cast<SqliteCheckpointer*>(self);
  std::lock_guard lock(me->mutex_);
  me->written_ = true;
  if (pages >= me->threshold_pages_) {
    me->pending_ = true;
    me->wake_.notify_one();
  }
  return SQLITE_OK;
}

std::int64_t SqliteCheckpointer::checkpoints() const {
  std::lock_guard lock(mutex_);
  return checkpoints_;
}

std::string SqliteCheckpointer::last_error() const {
  std::lock_guard lock(mutex_);
  return last_error_;
}

void SqliteCheckpointer::run() {
  pthread_setname_np(pthread_self(), "euchre-ckpt");
  sqlite3* db = nullptr;
  bool read_once = false;
  // Its own connection, used by this thread only; opened lazily so that the
  // writer has created the file (and set WAL mode) first.
  std::unique_lock lock(mutex_);
  while (!stop_) {
    wake_.wait_for(lock, std::chrono::milliseconds(period_ms_), [this] { return stop_ || pending_; });
    if (stop_) break;
    if (!pending_ && !written_) continue;
    pending_ = written_ = false;
    lock.unlock();
    if (db == nullptr && sqlite3_open_v2(path_.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) !=
                             SQLITE_OK) {
      const std::string message = db != nullptr ? sqlite3_errmsg(db) : "out of memory";
      sqlite3_close(db);
      db = nullptr;
      lock.lock();
      report("cannot open " + path_ + " to checkpoint: " + message);
      continue;
    }
    // A connection that has read nothing yet does not know the file is in
    // WAL mode, and its checkpoint would do nothing: read the schema first.
    if (!read_once && sqlite3_exec(db, "SELECT COUNT(*) FROM sqlite_master", nullptr, nullptr, nullptr) == SQLITE_OK)
      read_once = true;
    checkpoint_once(db);
    lock.lock();
  }
  lock.unlock();
  sqlite3_close(db);
}

void SqliteCheckpointer::checkpoint_once(sqlite3* db) {
  int log_pages = 0;
  int copied = 0;
  const int rc = sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, &log_pages, &copied);
  std::lock_guard lock(mutex_);
  if (rc == SQLITE_OK) {
    last_error_.clear();
    if (copied > 0) ++checkpoints_;
  } else {
    // SQLITE_BUSY: another checkpoint runs (another process on the file);
    // the next signal tries again, as after any other error.
    if (rc != SQLITE_BUSY) report("checkpoint of " + path_ + ": " + sqlite3_errmsg(db));
  }
}

// Said once on stderr (the WAL grows until a checkpoint succeeds, so an
// operator should know), kept for last_error(). Called under the lock.
void SqliteCheckpointer::report(const std::string& message) {
  if (last_error_ != message) std::cerr << "euchre store: " << message << "\n";
  last_error_ = message;
}

}  // namespace euchre::store
