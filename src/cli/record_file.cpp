#include "cli/record_file.h"

#include <iostream>

namespace euchre::cli {

std::optional<egn::Record> load_record(std::string_view cmd, const std::string& file, bool strict, int& code) {
  try {
    egn::Record rec = egn::read(egn::read_record_file(file), {strict});
    for (const std::string& w : rec.warnings) std::cerr << "euchre " << cmd << ": " << file << ": warning: " << w << "\n";
    return rec;
  } catch (const egn::FileError& e) {
    std::cerr << "euchre " << cmd << ": " << e.what() << "\n";
    code = 2;
  } catch (const egn::EgnError& e) {
    std::cerr << "euchre " << cmd << ": " << file << ": " << e.what() << "\n";
    code = 1;
  }
  return std::nullopt;
}

}  // namespace euchre::cli
