// `euchre play --connect` against `euchre serve` as processes on the
// loopback address: a whole game whose record replays, an illegal choice the
// server explains, the token that brings the person and the seat back, a
// server that dies mid-game. Every run of the client is bounded in time.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "cli_run.h"
#include "serve/serve_process.h"

namespace euchre::test {
namespace {

namespace fs = std::filesystem;

#ifdef EUCHRE_SANITIZED
constexpr int kLimitSeconds = 600;
#else
constexpr int kLimitSeconds = 180;
#endif

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

// The client under a time limit (exit 124 when it is reached), with `env` before it.
CliResult client(const std::string& args, const std::string& input, const std::string& env = "") {
  return run_euchre(args, input, env + " timeout -k 5 " + std::to_string(kLimitSeconds));
}

std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

// What a line of the output says after `prefix`, up to the end of the line
// or the first of `stops`.
std::string after(const std::string& out, const std::string& prefix, const std::string& stops = "\n") {
  const auto at = out.find(prefix);
  if (at == std::string::npos) return "";
  const auto from = at + prefix.size();
  return out.substr(from, out.find_first_of(stops, from) - from);
}

TEST(ConnectCli, ABotAnsweringForThePersonFinishesAGameWhoseRecordReplays) {
  const fs::path dir = scratch_dir();
  testing::ServeProcess server((dir / "euchre.db").string());
  const fs::path record = dir / "game.egn";
  const CliResult r = client("play --connect " + server.ws_url() + " --pace instant" + " --name Ann --bots basic --human-bot basic" +
                                 " --set target=5 --out " + quoted(record) + " --token-file " + quoted(dir / "token"),
                             "");
  ASSERT_EQ(r.code, 0) << r.err << "\n" << r.out;
  EXPECT_TRUE(has(r.out, "Welcome, Ann.")) << r.out;
  EXPECT_TRUE(has(r.out, "--- Deal 1 --- dealer ")) << r.out;
  EXPECT_TRUE(has(r.out, "Your hand: ")) << r.out;
  EXPECT_TRUE(has(r.out, " wins the trick with ") || has(r.out, "You win the trick with ")) << r.out;
  EXPECT_TRUE(has(r.out, "* Deal 1: ")) << r.out;  // deal_over: who made what, the points
  EXPECT_TRUE(has(r.out, "  Hands: You ")) << r.out;  // the hands revealed
  EXPECT_TRUE(has(r.out, "Score: You & North ")) << r.out;
  EXPECT_TRUE(has(r.out, "=== Game over after ")) << r.out;
  EXPECT_TRUE(has(r.out, "record saved to " + record.string())) << r.out;
  EXPECT_FALSE(has(r.out, "Not allowed")) << r.out;
  EXPECT_FALSE(has(r.out, "\033[")) << "ANSI escapes in piped output";
  ASSERT_TRUE(fs::exists(record));
  EXPECT_TRUE(has(slurp(record), "\"Ann\""));
  const CliResult replay = run_euchre("replay " + quoted(record));
  EXPECT_EQ(replay.code, 0) << replay.err << replay.out;
  const CliResult verify = run_euchre("verify " + quoted(record));
  EXPECT_EQ(verify.code, 0) << verify.err << verify.out;  // the person's contributions are in every deal
}

// Whatever the first decision is, one of these lines is an action the
// server refuses (with lone_maker=false nobody may go alone; 7c is not a
// card of the 24-card deck) and the others do not read as actions of that
// phase (answered here, "Unknown input"). The server's words are shown and
// the prompt comes back.
TEST(ConnectCli, AnIllegalChoiceIsSentAndTheServersExplanationShown) {
  const fs::path dir = scratch_dir();
  testing::ServeProcess server((dir / "euchre.db").string());
  const CliResult r = client("play --connect " + server.ws_url() + " --pace instant" + " --name Ann --set lone_maker=false" +
                                 " --token-file " + quoted(dir / "token"),
                             "o a\nc a\nd 7c\n7c\n?\n");
  EXPECT_EQ(r.code, 0) << r.err << "\n" << r.out;
  const std::string said = after(r.out, "Not allowed: ");
  // Which refusal comes first depends on the deal: a loner in the bidding,
  // or (when the person deals and is ordered up) the discard of a card not held.
  EXPECT_TRUE(said == "lone_maker=false: nobody may go alone. Type ? for your choices." ||
              said == "'7c' is not a card of this deck. Type ? for your choices." ||
              said == "7c is not in the hand. Type ? for your choices.")
      << r.out;
  EXPECT_TRUE(has(r.out.substr(r.out.find("Not allowed: ")), "Your turn (")) << "asked again:\n" << r.out;
  EXPECT_TRUE(has(r.out, "Your choices (")) << r.out;
  EXPECT_TRUE(has(r.out, "End of input: you leave the table; the server keeps your seat")) << r.out;
}

TEST(ConnectCli, TheTokenBringsThePersonAndTheSeatBack) {
  const fs::path dir = scratch_dir();
  testing::ServeProcess server((dir / "euchre.db").string());
  const fs::path config = dir / "config";
  const std::string env = "XDG_CONFIG_HOME=" + quoted(config);
  const std::string connect = "play --connect " + server.ws_url() + " --pace instant";
  // First run: a new person, a new table; the input ends at once (the
  // person leaves the table, the seat is kept).
  const CliResult first = client(connect + " --name Ann", "", env);
  EXPECT_EQ(first.code, 0) << first.err << "\n" << first.out;
  const fs::path token = config / "euchre" / ("token-127.0.0.1-" + std::to_string(server.port()));
  EXPECT_TRUE(has(first.out, "Welcome, Ann. Your token is saved in " + token.string())) << first.out;
  ASSERT_TRUE(fs::exists(token));
  struct stat st {};
  ASSERT_EQ(::stat(token.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  const std::string table = after(first.out, "Table ", " ");
  ASSERT_EQ(table.size(), 6u) << first.out;
  EXPECT_TRUE(has(first.out, "End of input: you leave the table")) << first.out;

  // Second run, no name: the token says who; the seat comes back, mid-game,
  // and the table's hints answer `h`.
  const CliResult second = client(connect, "h\n", env);
  EXPECT_EQ(second.code, 0) << second.err << "\n" << second.out;
  EXPECT_TRUE(has(second.out, "Welcome back, Ann.")) << second.out;
  EXPECT_TRUE(has(second.out, "Back at table " + table + ", seat 0.")) << second.out;
  EXPECT_FALSE(has(second.out, "created")) << second.out;
  EXPECT_TRUE(has(second.out, "Your turn (")) << second.out;
  EXPECT_TRUE(has(second.out, "Hints (the expert, from what you can see; best first):")) << second.out;

  // Someone else, with another token, joins that table: the first seat no
  // person holds (a bot's, which the person takes over when the deal being
  // played ends: docs/server.md, "Seats").
  const CliResult bob = client(connect + " --name Bob --table " + table + " --token-file " + quoted(dir / "bob"), "", env);
  EXPECT_EQ(bob.code, 0) << bob.err << "\n" << bob.out;
  EXPECT_TRUE(has(bob.out, "You take seat 1 of table " + table + " when this deal ends")) << bob.out;
  // A seat that is taken is refused in the server's words (exit 2).
  const CliResult taken = client(connect + " --name Cy --table " + table + " --seat 0 --token-file " + quoted(dir / "cy"), "", env);
  EXPECT_EQ(taken.code, 2) << taken.out;
  EXPECT_TRUE(has(taken.err, "seat 0 is taken by Ann")) << taken.err;
}

// The client with its standard input held open by the test (a person who
// has not typed yet) and its output in a file.
class LiveClient {
 public:
  LiveClient(const std::vector<std::string>& args, const fs::path& out) : out_(out) {
    int in[2];
    if (::pipe(in) != 0) throw std::runtime_error("pipe failed");
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(in[0], 0);
      ::close(in[1]);
      const int fd = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      ::dup2(fd, 1);
      ::dup2(fd, 2);
      std::vector<std::string> all = {EUCHRE_BIN};
      all.insert(all.end(), args.begin(), args.end());
      std::vector<char*> argv;
      for (auto& a : all) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execv(argv[0], argv.data());
      ::_exit(127);
    }
    ::close(in[0]);
    input_ = in[1];
  }
  ~LiveClient() {
    if (pid_ > 0) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    ::close(input_);
  }
  // Whether the output shows `text` within the time.
  bool shows(const std::string& text, std::chrono::seconds limit) const {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < deadline) {
      if (has(slurp(out_), text)) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
  }
  // The exit code once it exits within the time; -1 if it does not.
  int exit_code(std::chrono::seconds limit) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < deadline) {
      int status = 0;
      if (::waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = 0;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return -1;
  }
  std::string output() const { return slurp(out_); }

 private:
  fs::path out_;
  pid_t pid_ = 0;
  int input_ = -1;
};

TEST(ConnectCli, ALostConnectionIsRetriedThenSaidAndTheClientExitsNonZero) {
  const fs::path dir = scratch_dir();
  testing::ServeProcess server((dir / "euchre.db").string());
  LiveClient person({"play", "--connect", server.ws_url(), "--name", "Ann", "--reconnect-seconds", "2", "--token-file",
                     (dir / "token").string()},
                    dir / "live.txt");
  ASSERT_TRUE(person.shows("Your turn (", std::chrono::seconds(kLimitSeconds))) << person.output();
  server.kill(SIGKILL);
  EXPECT_EQ(person.exit_code(std::chrono::seconds(60)), 1) << person.output();
  EXPECT_TRUE(has(person.output(), "trying again for up to 2 seconds")) << person.output();
  EXPECT_TRUE(has(person.output(), "The server is gone (")) << person.output();
  EXPECT_FALSE(has(person.output(), "Sanitizer")) << person.output();  // its exit code is 1 too
  EXPECT_TRUE(has(person.output(), "run the same command to come back")) << person.output();
}

// The last "Your hand: ..." line of the output before `end` (npos: all).
std::string last_hand(const std::string& out, std::size_t end = std::string::npos) {
  const auto at = out.rfind("Your hand: ", end);
  return at == std::string::npos ? "" : out.substr(at, out.find('\n', at) - at);
}

TEST(ConnectCli, AServerRestartedMidGameIsRejoinedWithTheSameSeatAndHand) {
  const fs::path dir = scratch_dir();
  const std::string db = (dir / "euchre.db").string();
  auto server = std::make_unique<testing::ServeProcess>(db);
  const int port = server->port();
  LiveClient person({"play", "--connect", server->ws_url(), "--name", "Ann", "--token-file", (dir / "token").string()},
                    dir / "live.txt");
  ASSERT_TRUE(person.shows("Your turn (", std::chrono::seconds(kLimitSeconds))) << person.output();
  const std::string before = person.output();
  server->kill(SIGKILL);
  ASSERT_TRUE(person.shows("trying again", std::chrono::seconds(30))) << person.output();
  server = std::make_unique<testing::ServeProcess>(db, std::vector<std::string>{}, port);  // the same address
  ASSERT_TRUE(person.shows("Reconnected to ", std::chrono::seconds(60))) << person.output();
  const auto back = person.output().find("Reconnected to ");
  ASSERT_TRUE(person.shows("Your turn (", std::chrono::seconds(30))) << person.output();
  // The turn is asked again, with the hand as it was.
  for (int i = 0; i < 100 && person.output().find("Your turn (", back) == std::string::npos; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  const std::string after_text = person.output();
  ASSERT_NE(after_text.find("Your turn (", back), std::string::npos) << after_text;
  EXPECT_EQ(last_hand(after_text), last_hand(before)) << after_text;
  EXPECT_FALSE(has(after_text, "Sanitizer")) << after_text;
}

TEST(ConnectCli, BadOptionsAndAnAbsentServerAreSaidPlainly) {
  const fs::path dir = scratch_dir();
  CliResult r = client("play --connect http://127.0.0.1:1/ws --token-file " + quoted(dir / "t"), "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "ws://")) << r.err;
  r = client("play --connect ws://127.0.0.1:1/ws --set nonsense=1 --token-file " + quoted(dir / "t"), "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "nonsense")) << r.err;
  r = client("play --connect ws://127.0.0.1:1/ws --bots nobody --token-file " + quoted(dir / "t"), "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "nobody")) << r.err;
  // Port 1 on the loopback address: nobody listens.
  r = client("play --connect ws://127.0.0.1:1/ws --token-file " + quoted(dir / "t"), "");
  EXPECT_EQ(r.code, 1);
  EXPECT_TRUE(has(r.err, "cannot connect")) << r.err;
  EXPECT_FALSE(fs::exists(dir / "t"));
}

}  // namespace
}  // namespace euchre::test
