// Lines typed (or piped) on standard input, read without blocking: the
// client of a server waits for the person and for the server at once, so it
// cannot sit in std::getline. Its own buffer, not std::cin's: poll() on the
// descriptor says nothing about what a stream has already buffered.
#pragma once

#include <chrono>
#include <string>

namespace euchre::terminal {

class LineInput {
 public:
  explicit LineInput(int fd = 0) : fd_(fd) {}

  enum class Got {
    Line,     // `line` holds the next line, without its newline
    Nothing,  // no whole line within the time
    End,      // end of input (the last unfinished line was returned before)
  };
  // Waits up to `timeout` for a whole line. Ctrl-C (EINTR) gives Nothing: the
  // caller checks its flag.
  Got next(std::string& line, std::chrono::milliseconds timeout);

  // Whether the input has ended with every line taken, reading what is
  // there meanwhile (kept for next()): the person left (Ctrl-D) while the
  // others were playing.
  bool ended(std::chrono::milliseconds timeout);

 private:
  bool take_line(std::string& line);
  void read_some(std::chrono::milliseconds timeout);
  int fd_;
  std::string buffer_;
  bool ended_ = false;
};

}  // namespace euchre::terminal
