// The embedded store's checkpoints run on a thread of their own, not inside
// a commit of the writer (src/store/sqlite_checkpointer.h): the hub thread,
// which writes every action, never waits for the disk's sync.
#include "store/sqlite_checkpointer.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "store/sqlite_db.h"

namespace euchre::store {
namespace {

namespace fs = std::filesystem;

class CheckpointerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("euchre_checkpointer_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    path_ = (dir_ / "t.db").string();
    writer_ = std::make_unique<SqliteDb>(path_);
    writer_->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; CREATE TABLE t (x TEXT); PRAGMA wal_checkpoint(TRUNCATE)");
  }
  void TearDown() override {
    writer_.reset();
    fs::remove_all(dir_);
  }
  // `n` commits of one ~1 KB row each (about a page each in the WAL).
  void write_rows(int n) {
    for (int i = 0; i < n; ++i) {
      SqliteTransaction tx(*writer_);
      writer_->query("INSERT INTO t (x) VALUES (?1)", std::string(1000, static_cast<char>('a' + i % 26))).run();
      tx.commit();
    }
  }
  // Rows in the database file alone, as a copy without its WAL shows them.
  std::int64_t rows_in_main_file() {
    const std::string copy = (dir_ / "copy.db").string();
    fs::copy_file(path_, copy, fs::copy_options::overwrite_existing);
    SqliteDb db(copy);
    auto q = db.query("SELECT COUNT(*) FROM t");
    return q.next() ? q.int64(0) : -1;
  }

  fs::path dir_;
  std::string path_;
  std::unique_ptr<SqliteDb> writer_;
};

TEST_F(CheckpointerTest, CopiesTheWalIntoTheDatabaseFileOnItsOwnThread) {
  SqliteCheckpointer checkpointer(path_, 60'000);  // the period never comes: only the signal
  checkpointer.watch(writer_->handle(), 8);
  write_rows(100);
  for (int i = 0; i < 500 && checkpointer.checkpoints() == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_GE(checkpointer.checkpoints(), 1);
  EXPECT_EQ(checkpointer.last_error(), "");
  EXPECT_GT(rows_in_main_file(), 0);  // SQLite's own threshold (1,000 pages) was never reached
}

TEST_F(CheckpointerTest, ThePeriodCheckpointsWhatIsUnderTheThreshold) {
  SqliteCheckpointer checkpointer(path_, 50);
  checkpointer.watch(writer_->handle(), 1'000'000);
  write_rows(3);
  for (int i = 0; i < 500 && checkpointer.checkpoints() == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(rows_in_main_file(), 3);
}

TEST_F(CheckpointerTest, TheWriterNoLongerCheckpointsInsideItsCommits) {
  // Far past SQLite's automatic threshold of 1,000 pages; the checkpointer's
  // own threshold and period are out of reach, so nothing may be copied.
  SqliteCheckpointer checkpointer(path_, 600'000);
  checkpointer.watch(writer_->handle(), 1'000'000);
  write_rows(1200);
  EXPECT_EQ(rows_in_main_file(), 0);
  EXPECT_EQ(checkpointer.checkpoints(), 0);
}

TEST_F(CheckpointerTest, AnUnopenableFileIsReportedNotThrown) {
  SqliteCheckpointer checkpointer((dir_ / "missing" / "x.db").string(), 20);
  checkpointer.watch(writer_->handle(), 1);
  write_rows(2);
  std::string error;
  for (int i = 0; i < 500 && (error = checkpointer.last_error()).empty(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_NE(error.find("cannot open"), std::string::npos) << error;
}

}  // namespace
}  // namespace euchre::store
