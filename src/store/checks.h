// What both stores refuse, worded once: the errors of a call before the
// store names itself and the operation (see guarded.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "store/store.h"

namespace euchre::store {

// Throws unless `got` is `next`, the game's next action number (`next` is
// nullopt when the game does not exist).
void check_next_seq(GameId game, std::optional<std::int64_t> next, std::int64_t got);

// Throws unless from_seq is inside a log whose next seq is `next` (nullopt:
// no such game): what take_back_actions may take back.
void check_take_back(GameId game, std::optional<std::int64_t> next, std::int64_t from_seq);

// Throws unless `holder`, the lease row's owner of `table` (nullopt: no
// row), is `owner`. The expiry is not looked at: until another instance
// takes the lease over, the holder may still write.
void check_lease_holder(const std::string& table, const std::optional<std::string>& holder, const std::string& owner);

// Throws "no <what> <key>" when an UPDATE changed no row.
void check_found(int changed_rows, const std::string& what, const std::string& key);

}  // namespace euchre::store
