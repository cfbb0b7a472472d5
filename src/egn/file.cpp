// Record files (egn.h read_record_file): what cannot be read at all is a
// usage error (FileError), a file over the size limit an invalid record
// (EgnError); both are said before a byte is parsed.
#include <filesystem>
#include <fstream>
#include <system_error>

#include "egn/egn.h"

namespace euchre::egn {

std::string read_record_file(const std::string& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(status)) throw FileError("cannot read '" + path + "': no such file");
  if (std::filesystem::is_directory(status)) throw FileError("'" + path + "' is a directory, not a record file");
  const std::string limit = std::to_string(kMaxRecordBytes >> 20) + " MiB (" + std::to_string(kMaxRecordBytes) + " bytes)";
  if (std::filesystem::is_regular_file(status)) {
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > kMaxRecordBytes)
      throw EgnError("the record file is " + std::to_string(size) + " bytes; the limit is " + limit);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw FileError("cannot read '" + path + "'");
  // In pieces, and never past the limit: a file of no known size (a pipe)
  // is refused as surely as a large regular one.
  std::string text;
  char buf[1 << 16];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxRecordBytes) throw EgnError("the record file is larger than the limit of " + limit);
  }
  if (in.bad()) throw FileError("cannot read '" + path + "'");
  return text;
}

}  // namespace euchre::egn
