// The schema as numbered migrations, one list per SQL dialect. Migration N
// takes a database from version N-1 to N; a store applies the missing ones in
// order, in one transaction, when it is opened, and refuses a database whose
// version is newer than the last one it knows (a newer server wrote it).
// A later schema change is one more entry at the end of both lists; an entry
// is never edited once released.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace euchre::store {

struct Migration {
  int version = 0;
  std::string_view sql;  // one or more statements separated by ';'
};

std::span<const Migration> sqlite_migrations();
std::span<const Migration> postgres_migrations();

// The version the code brings a database to: the last entry's number (the
// two lists always end at the same number).
int current_schema_version();

// The statement that creates the table recording the applied versions, one
// row per migration. Plain SQL both dialects accept.
inline constexpr std::string_view kCreateSchemaVersion =
    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_ms BIGINT NOT NULL)";

// Throws (std::runtime_error) when `found`, the highest version recorded in
// a database, is newer than current_schema_version(), naming both.
void check_schema_version(int found);

}  // namespace euchre::store
