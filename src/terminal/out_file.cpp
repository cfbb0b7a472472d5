#include "terminal/out_file.h"

#include <unistd.h>

#include <ctime>
#include <filesystem>

namespace euchre::terminal {

std::string local_timestamp(const char* format) {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, format, &tm);
  return buf;
}

std::string unwritable_reason(const std::string& file) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path path(file);
  if (fs::is_directory(path, ec)) return "it is a directory";
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  if (!fs::exists(dir, ec)) return "the directory " + dir.string() + " does not exist";
  if (!fs::is_directory(dir, ec)) return dir.string() + " is not a directory";
  if (fs::exists(path, ec)) {
    if (access(file.c_str(), W_OK) != 0) return "the file is not writable";
  } else if (access(dir.c_str(), W_OK) != 0) {
    return "the directory " + dir.string() + " is not writable";
  }
  return {};
}

}  // namespace euchre::terminal
