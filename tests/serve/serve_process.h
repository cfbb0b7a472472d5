// `euchre serve` as a child process for the tests: started on a free port of
// the loopback address with its own store, stopped with Ctrl-C or killed
// with SIGKILL, as a crash would.
#pragma once

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace euchre::testing {

class ServeProcess {
 public:
  // Starts the server (on `port`, 0: a free one) and waits (bounded) for
  // the line giving its address.
  explicit ServeProcess(const std::string& db, std::vector<std::string> extra = {}, int port = 0) {
    int out[2];
    if (::pipe(out) != 0) throw std::runtime_error("pipe failed");
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(out[1], 1);
      ::close(out[0]);
      std::vector<std::string> args = {EUCHRE_BIN, "serve", "--port", std::to_string(port), "--db", db};
      args.insert(args.end(), extra.begin(), extra.end());
      std::vector<char*> argv;
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execv(argv[0], argv.data());
      ::_exit(127);
    }
    ::close(out[1]);
    out_ = ::fdopen(out[0], "r");
    char line[512];
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (std::chrono::steady_clock::now() < deadline && std::fgets(line, sizeof line, out_)) {
      const std::string text = line;
      const auto at = text.find("http://127.0.0.1:");
      if (at == std::string::npos) continue;
      port_ = std::stoi(text.substr(at + 17));
      return;
    }
    throw std::runtime_error("euchre serve did not print its address");
  }
  ~ServeProcess() {
    if (pid_ > 0) kill(SIGKILL);
    if (out_) std::fclose(out_);
  }
  int port() const { return port_; }
  std::string ws_url() const { return "ws://127.0.0.1:" + std::to_string(port_) + "/ws"; }
  std::string http(const std::string& path) const { return "http://127.0.0.1:" + std::to_string(port_) + path; }

  // Sends the signal and waits for the process; returns its wait status.
  int kill(int signal) {
    if (pid_ <= 0) return 0;
    ::kill(pid_, signal);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = 0;
    return status;
  }

 private:
  pid_t pid_ = 0;
  FILE* out_ = nullptr;
  int port_ = 0;
};

}  // namespace euchre::testing
