// Every store call runs through run_guarded, so that no sqlite3 or pqxx
// exception (nor any other) leaves a store unwrapped: callers catch StoreError
// only, and its message says which store and which operation failed.
#pragma once

#include <exception>
#include <string>
#include <string_view>

#include "store/store.h"

namespace euchre::store {

// "<store>: <operation>: <what>", without the line breaks PostgreSQL's
// messages end with.
std::string store_error_message(const std::string& store, std::string_view operation, std::string_view what);

// Returns body(); an exception becomes a StoreError with that message.
template <class Body>
auto run_guarded(const std::string& store, std::string_view operation, Body&& body) -> decltype(body()) {
  try {
    return body();
  } catch (const std::exception& e) {
    throw StoreError(store_error_message(store, operation, e.what()));
  } catch (...) {
    throw StoreError(store_error_message(store, operation, "unknown error"));
  }
}

}  // namespace euchre::store
