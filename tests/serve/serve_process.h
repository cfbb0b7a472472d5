// `euchre serve` as a child process for the tests: started on a free port of
// the loopback address with its own store, stopped with Ctrl-C or killed
// with SIGKILL, as a crash would.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace euchre::testing {

// A TCP port of 127.0.0.1 free just now (0 when none could be had): for
// instances that must name each other before they start.
inline int free_tcp_port() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return 0;
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t size = sizeof address;
  int port = 0;
  if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) == 0)
    port = ntohs(address.sin_port);
  ::close(fd);
  return port;
}

class ServeProcess {
 public:
  // Starts the server (on `port`, 0: a free one) and waits (bounded) for
  // the line giving its address. Every test person comes from 127.0.0.1,
  // which is limited like any address unless the operator names it: the
  // tests do (`--unlimited-address 127.0.0.1`, as bench/load.sh), unless
  // `limit_loopback` (a test of the limits themselves).
  explicit ServeProcess(const std::string& db, std::vector<std::string> extra = {}, int port = 0,
                        bool limit_loopback = false) {
    int out[2];
    if (::pipe(out) != 0) throw std::runtime_error("pipe failed");
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(out[1], 1);
      ::close(out[0]);
      std::vector<std::string> args = {EUCHRE_BIN, "serve", "--port", std::to_string(port), "--db", db};
      if (!limit_loopback) args.insert(args.end(), {"--unlimited-address", "127.0.0.1"});
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
