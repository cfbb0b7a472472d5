// Every store call runs through run_guarded, so that no sqlite3 or pqxx
// exception (nor any other) leaves a store unwrapped: callers catch StoreError
// only, and its message says which store and which operation failed.
#pragma once

#include <exception>
#include <stdexcept>
#include <string>
#include <string_view>

#include "store/store.h"

namespace euchre::store {

// "<store>: <operation>: <what>", without the line breaks PostgreSQL's
// messages end with.
std::string store_error_message(const std::string& store, std::string_view operation, std::string_view what);

// What a store's own code throws when the database is unreachable, locked or
// busy past the bound: run_guarded makes it a StoreUnavailable.
class TransientFault : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Returns body(); an exception becomes a StoreError with that message
// (a TransientFault a StoreUnavailable).
template <class Body>
auto run_guarded(const std::string& store, std::string_view operation, Body&& body) -> decltype(body()) {
  try {
    return body();
  } catch (const TransientFault& e) {
    throw StoreUnavailable(store_error_message(store, operation, e.what()));
  } catch (const std::exception& e) {
    throw StoreError(store_error_message(store, operation, e.what()));
  } catch (...) {
    throw StoreError(store_error_message(store, operation, "unknown error"));
  }
}

}  // namespace euchre::store
