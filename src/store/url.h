// What open_store and the PostgreSQL store need to know of a `--db` value.
#pragma once

#include <string>

namespace euchre::store {

// "postgresql://..." or "postgres://...".
bool is_postgres_url(const std::string& where);

// The URL without its password (user:secret@ -> user@, and a password=...
// parameter dropped): what may appear in messages and logs.
std::string without_password(const std::string& url);

}  // namespace euchre::store
