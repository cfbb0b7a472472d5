#include "store/pg_store.h"
#include "store/sqlite_store.h"
#include "store/store.h"
#include "store/url.h"

namespace euchre::store {

std::unique_ptr<Store> open_store(const std::string& where) {
  if (is_postgres_url(where)) return std::make_unique<PgStore>(where);
  return std::make_unique<SqliteStore>(where);
}

}  // namespace euchre::store
