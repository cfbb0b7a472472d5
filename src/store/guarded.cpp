#include "store/guarded.h"

namespace euchre::store {

std::string store_error_message(const std::string& store, std::string_view operation, std::string_view what) {
  while (!what.empty() && (what.back() == '\n' || what.back() == ' ')) what.remove_suffix(1);
  std::string message = store + ": " + std::string(operation) + ": " + std::string(what);
  for (char& c : message) {
    if (c == '\n') c = ' ';  // one line: PostgreSQL puts DETAIL and HINT on lines of their own
  }
  return message;
}

}  // namespace euchre::store
