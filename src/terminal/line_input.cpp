#include "terminal/line_input.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

namespace euchre::terminal {

bool LineInput::take_line(std::string& line) {
  const auto end = buffer_.find('\n');
  if (end == std::string::npos) {
    // The input ended without a newline: its last line still counts.
    if (!ended_ || buffer_.empty()) return false;
    line = std::move(buffer_);
    buffer_.clear();
    return true;
  }
  line = buffer_.substr(0, end);
  if (!line.empty() && line.back() == '\r') line.pop_back();
  buffer_.erase(0, end + 1);
  return true;
}

void LineInput::read_some(std::chrono::milliseconds timeout) {
  if (ended_) return;
  pollfd p{fd_, POLLIN, 0};
  if (::poll(&p, 1, static_cast<int>(timeout.count())) <= 0) return;  // nothing yet, or interrupted
  char chunk[4096];
  const ssize_t n = ::read(fd_, chunk, sizeof chunk);
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return;
  if (n <= 0) ended_ = true;  // end of input, or an input that cannot be read (closed)
  if (n > 0) buffer_.append(chunk, static_cast<std::size_t>(n));
}

LineInput::Got LineInput::next(std::string& line, std::chrono::milliseconds timeout) {
  if (take_line(line)) return Got::Line;
  if (ended_) return Got::End;
  read_some(timeout);
  if (take_line(line)) return Got::Line;
  return ended_ ? Got::End : Got::Nothing;
}

bool LineInput::ended(std::chrono::milliseconds timeout) {
  if (buffer_.empty()) read_some(timeout);
  return ended_ && buffer_.empty();
}

}  // namespace euchre::terminal
