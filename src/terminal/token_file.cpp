#include "terminal/token_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/notation.h"

namespace euchre::terminal {
namespace {

std::string file_safe(const std::string& text) {
  std::string out = text;
  for (char& c : out)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-') c = '_';
  return out;
}

[[noreturn]] void fail(const std::string& what, const std::string& path) {
  throw std::runtime_error(what + " " + path + ": " + std::strerror(errno));
}

}  // namespace

std::string default_token_path(const std::string& host, const std::string& port) {
  namespace fs = std::filesystem;
  fs::path dir;
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && xdg[0] != '\0') {
    dir = fs::path(xdg) / "euchre";
  } else if (const char* home = std::getenv("HOME"); home && home[0] != '\0') {
    dir = fs::path(home) / ".config" / "euchre";
  } else {
    throw std::runtime_error("neither XDG_CONFIG_HOME nor HOME is set: say where to keep the token (--token-file)");
  }
  return (dir / ("token-" + file_safe(host) + "-" + file_safe(port))).string();
}

std::optional<std::string> read_token(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return std::nullopt;
  std::ifstream in(path);
  if (!in) fail("cannot read the token file", path);
  std::stringstream text;
  text << in.rdbuf();
  const std::string token(trim(text.str()));
  if (token.empty()) throw std::runtime_error("the token file " + path + " is empty");
  return token;
}

void save_token(const std::string& path, const std::string& token) {
  const std::filesystem::path p(path);
  std::error_code ec;
  if (p.has_parent_path()) std::filesystem::create_directories(p.parent_path(), ec);
  // Created 0600; fchmod as well, for a file that existed with wider rights.
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) fail("cannot write the token file", path);
  const std::string text = token + "\n";
  const bool ok = ::fchmod(fd, 0600) == 0 && ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  const int saved = errno;
  ::close(fd);
  errno = saved;
  if (!ok) fail("cannot write the token file", path);
}

}  // namespace euchre::terminal
