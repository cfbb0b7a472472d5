#include "store/checks.h"

#include <stdexcept>

namespace euchre::store {

void check_next_seq(GameId game, std::optional<std::int64_t> next, std::int64_t got) {
  if (!next) throw std::runtime_error("no game " + std::to_string(game));
  if (*next != got) {
    throw std::runtime_error("game " + std::to_string(game) + ": seq " + std::to_string(*next) + " expected, got " +
                             std::to_string(got));
  }
}

void check_take_back(GameId game, std::optional<std::int64_t> next, std::int64_t from_seq) {
  if (!next) throw std::runtime_error("no game " + std::to_string(game));
  if (from_seq < 0 || from_seq >= *next) {
    throw std::runtime_error("game " + std::to_string(game) + ": no action " + std::to_string(from_seq) +
                             " to take back (the log holds " + std::to_string(*next) + ")");
  }
}

void check_lease_holder(const std::string& table, const std::optional<std::string>& holder, const std::string& owner) {
  if (!holder) throw std::runtime_error("no lease of table " + table + " (" + owner + " does not hold it)");
  if (*holder != owner) {
    throw std::runtime_error("lease of table " + table + " is held by " + *holder + ", not " + owner);
  }
}

void check_found(int changed_rows, const std::string& what, const std::string& key) {
  if (changed_rows == 0) throw std::runtime_error("no " + what + " " + key);
}

}  // namespace euchre::store
