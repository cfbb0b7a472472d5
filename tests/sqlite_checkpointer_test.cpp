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
    empty_bytes_ = main_file_bytes();
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
  // The database file's size: it grows only when a checkpoint copies pages
  // into it (commits go to the WAL). Its rows are not read from a copy: a
  // file whose checkpoint stopped part way is only consistent with its WAL.
  std::uintmax_t main_file_bytes() const { return fs::file_size(path_); }

  fs::path dir_;
  std::uintmax_t empty_bytes_ = 0;
  std::string path_;
  std::unique_ptr<SqliteDb> writer_;
};

TEST_F(CheckpointerTest, CopiesTheWalIntoTheDatabaseFileOnItsOwnThread) {
  {
    SqliteCheckpointer checkpointer(path_, 60'000);  // the period never comes: only the signal
    checkpointer.watch(writer_->handle(), 8);
    write_rows(100);
    for (int i = 0; i < 500 && checkpointer.checkpoints() == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    EXPECT_GE(checkpointer.checkpoints(), 1);
    EXPECT_EQ(checkpointer.last_error(), "");
  }
  EXPECT_GT(main_file_bytes(), empty_bytes_);  // SQLite's own threshold (1,000 pages) was never reached
}

TEST_F(CheckpointerTest, ThePeriodCheckpointsWhatIsUnderTheThreshold) {
  {
    SqliteCheckpointer checkpointer(path_, 50);
    checkpointer.watch(writer_->handle(), 1'000'000);
    write_rows(20);  // about 5 pages more than the empty table's
    for (int i = 0; i < 500 && checkpointer.checkpoints() == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    EXPECT_GE(checkpointer.checkpoints(), 1);
  }
  EXPECT_GT(main_file_bytes(), empty_bytes_);
}

TEST_F(CheckpointerTest, TheWriterNoLongerCheckpointsInsideItsCommits) {
  // Far past SQLite's automatic threshold of 1,000 pages; the checkpointer's
  // own threshold and period are out of reach, so nothing may be copied.
  SqliteCheckpointer checkpointer(path_, 600'000);
  checkpointer.watch(writer_->handle(), 1'000'000);
  write_rows(1200);
  EXPECT_EQ(main_file_bytes(), empty_bytes_);
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
