#include "store/watched_store.h"

#include <algorithm>
#include <type_traits>

namespace euchre::store {
namespace {

constexpr std::chrono::milliseconds kFirstBackoff{250};
constexpr std::chrono::milliseconds kMaxBackoff{4000};

std::int64_t unix_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

}  // namespace

StoreHealth WatchedStore::health() const {
  std::lock_guard lock(mutex_);
  return health_;
}

void WatchedStore::probe() {
  {
    std::lock_guard lock(mutex_);
    if (health_.up || std::chrono::steady_clock::now() < next_probe_) return;
  }
  try {
    // No person or game has id 0: a lookup that changes nothing.
    if (probe_ == Probe::Actions) (void)actions(0);
    else (void)person(0);
  } catch (const StoreError&) {
    // Recorded by call(): still down.
  } catch (const std::exception&) {
    // Not the store's fault: nothing is learnt, and /api/health still answers.
  }
}

void WatchedStore::before_call(const char* operation) {
  std::lock_guard lock(mutex_);
  if (health_.up || std::chrono::steady_clock::now() >= next_probe_) return;  // up, or this call is the probe
  ++health_.failures;
  throw StoreUnavailable(inner_.describe() + ": " + operation + ": the store is unavailable (" + health_.last_error +
                         "); retrying");
}

void WatchedStore::succeeded() {
  std::lock_guard lock(mutex_);
  if (health_.up) return;
  health_.up = true;
  health_.down_since_ms = 0;
  backoff_ = std::chrono::milliseconds(0);
}

void WatchedStore::failed(const StoreUnavailable& e) {
  std::lock_guard lock(mutex_);
  if (health_.up) health_.down_since_ms = unix_ms();
  health_.up = false;
  health_.last_error = e.what();
  ++health_.failures;
  backoff_ = backoff_.count() == 0 ? kFirstBackoff : std::min(kMaxBackoff, backoff_ * 2);
  next_probe_ = std::chrono::steady_clock::now() + backoff_;
}

template <class Body>
auto WatchedStore::call(const char* operation, Body&& body) -> decltype(body()) {
  before_call(operation);
  try {
    if constexpr (std::is_void_v<decltype(body())>) {
      body();
      succeeded();
    } else {
      auto result = body();
      succeeded();
      return result;
    }
  } catch (const StoreUnavailable& e) {
    failed(e);
    throw;
  }
}

PersonId WatchedStore::add_person(const std::string& name, const std::string& token_hash) {
  return call("add_person", [&] { return inner_.add_person(name, token_hash); });
}

std::optional<Person> WatchedStore::person_by_token_hash(const std::string& token_hash) {
  return call("person_by_token_hash", [&] { return inner_.person_by_token_hash(token_hash); });
}

std::optional<Person> WatchedStore::person(PersonId id) {
  return call("person", [&] { return inner_.person(id); });
}

void WatchedStore::rename_person(PersonId id, const std::string& name) {
  return call("rename_person", [&] { return inner_.rename_person(id, name); });
}

void WatchedStore::add_table(const Table& table) {
  return call("add_table", [&] { return inner_.add_table(table); });
}

std::optional<Table> WatchedStore::table(const std::string& id) {
  return call("table", [&] { return inner_.table(id); });
}

std::vector<Table> WatchedStore::open_tables() {
  return call("open_tables", [&] { return inner_.open_tables(); });
}

void WatchedStore::close_table(const std::string& id) {
  return call("close_table", [&] { return inner_.close_table(id); });
}

void WatchedStore::set_seat(const Seat& seat) {
  return call("set_seat", [&] { return inner_.set_seat(seat); });
}

std::vector<Seat> WatchedStore::seats(const std::string& table) {
  return call("seats", [&] { return inner_.seats(table); });
}

GameId WatchedStore::add_game(const Game& game) {
  return call("add_game", [&] { return inner_.add_game(game); });
}

std::optional<Game> WatchedStore::game(GameId id) {
  return call("game", [&] { return inner_.game(id); });
}

std::vector<Game> WatchedStore::unfinished_games() {
  return call("unfinished_games", [&] { return inner_.unfinished_games(); });
}

std::optional<Game> WatchedStore::latest_game(const std::string& table) {
  return call("latest_game", [&] { return inner_.latest_game(table); });
}

void WatchedStore::finish_game(GameId id, const std::string& result, const std::string& record) {
  return call("finish_game", [&] { return inner_.finish_game(id, result, record); });
}

void WatchedStore::shorten_game(GameId id, const std::string& rules) {
  return call("shorten_game", [&] { return inner_.shorten_game(id, rules); });
}

void WatchedStore::add_deal(const Deal& deal) {
  return call("add_deal", [&] { return inner_.add_deal(deal); });
}

void WatchedStore::set_contributions(GameId game, int number, const std::string& contributions, const std::string& bots) {
  return call("set_contributions", [&] { return inner_.set_contributions(game, number, contributions, bots); });
}

std::vector<Deal> WatchedStore::deals(GameId game) {
  return call("deals", [&] { return inner_.deals(game); });
}

void WatchedStore::append_action(const Action& action) {
  return call("append_action", [&] { return inner_.append_action(action); });
}

void WatchedStore::append_action_leased(const Action& action, const std::string& owner) {
  return call("append_action_leased", [&] { return inner_.append_action_leased(action, owner); });
}

void WatchedStore::append_actions(const std::vector<Action>& actions, const std::string& owner) {
  return call("append_actions", [&] { return inner_.append_actions(actions, owner); });
}

std::vector<Action> WatchedStore::actions(GameId game) {
  return call("actions", [&] { return inner_.actions(game); });
}

int WatchedStore::take_back_actions(GameId game, std::int64_t from_seq, std::int64_t undone_ms,
                                    const std::string& owner) {
  return call("take_back_actions", [&] { return inner_.take_back_actions(game, from_seq, undone_ms, owner); });
}

std::vector<UndoneAction> WatchedStore::undone_actions(GameId game) {
  return call("undone_actions", [&] { return inner_.undone_actions(game); });
}

void WatchedStore::add_event(const Event& event) {
  return call("add_event", [&] { return inner_.add_event(event); });
}

void WatchedStore::add_club(const Club& club) {
  return call("add_club", [&] { return inner_.add_club(club); });
}

std::optional<Club> WatchedStore::club(const std::string& id) {
  return call("club", [&] { return inner_.club(id); });
}

std::vector<Club> WatchedStore::clubs() {
  return call("clubs", [&] { return inner_.clubs(); });
}

bool WatchedStore::update_club(const std::string& id, const std::string& name, const std::string& state, std::int64_t version) {
  return call("update_club", [&] { return inner_.update_club(id, name, state, version); });
}

std::optional<Event> WatchedStore::event(const std::string& id) {
  return call("event", [&] { return inner_.event(id); });
}

std::vector<Event> WatchedStore::open_events() {
  return call("open_events", [&] { return inner_.open_events(); });
}

std::vector<Event> WatchedStore::closed_events() {
  return call("closed_events", [&] { return inner_.closed_events(); });
}

void WatchedStore::update_event(const std::string& id, const std::string& state, bool closed) {
  return call("update_event", [&] { return inner_.update_event(id, state, closed); });
}

void WatchedStore::add_signin_code(const std::string& code_hash, PersonId person, std::int64_t expires_ms) {
  return call("add_signin_code", [&] { return inner_.add_signin_code(code_hash, person, expires_ms); });
}

std::optional<PersonId> WatchedStore::take_signin_code(const std::string& code_hash, std::int64_t now_ms) {
  return call("take_signin_code", [&] { return inner_.take_signin_code(code_hash, now_ms); });
}

void WatchedStore::add_device_token(PersonId person, const std::string& token_hash, std::int64_t created_ms) {
  return call("add_device_token", [&] { return inner_.add_device_token(person, token_hash, created_ms); });
}

void WatchedStore::revoke_devices(PersonId person) {
  return call("revoke_devices", [&] { return inner_.revoke_devices(person); });
}

std::int64_t WatchedStore::action_count() {
  return call("action_count", [&] { return inner_.action_count(); });
}

bool WatchedStore::try_lease(const std::string& table, const std::string& owner, std::int64_t now_ms, std::int64_t ttl_ms) {
  return call("try_lease", [&] { return inner_.try_lease(table, owner, now_ms, ttl_ms); });
}

void WatchedStore::release_lease(const std::string& table, const std::string& owner) {
  return call("release_lease", [&] { return inner_.release_lease(table, owner); });
}

std::optional<std::string> WatchedStore::lease_holder(const std::string& table, std::int64_t now_ms) {
  return call("lease_holder", [&] { return inner_.lease_holder(table, now_ms); });
}

std::vector<std::string> WatchedStore::renew_leases(const std::vector<std::string>& tables, const std::string& owner,
                                                    std::int64_t now_ms, std::int64_t ttl_ms) {
  return call("renew_leases", [&] { return inner_.renew_leases(tables, owner, now_ms, ttl_ms); });
}

std::vector<std::string> WatchedStore::unleased_tables(std::int64_t now_ms) {
  return call("unleased_tables", [&] { return inner_.unleased_tables(now_ms); });
}

bool WatchedStore::try_event_lease(const std::string& event, const std::string& owner, std::int64_t now_ms,
                                   std::int64_t ttl_ms) {
  return call("try_event_lease", [&] { return inner_.try_event_lease(event, owner, now_ms, ttl_ms); });
}

void WatchedStore::release_event_lease(const std::string& event, const std::string& owner) {
  call("release_event_lease", [&] { inner_.release_event_lease(event, owner); });
}

std::optional<std::string> WatchedStore::event_lease_holder(const std::string& event, std::int64_t now_ms) {
  return call("event_lease_holder", [&] { return inner_.event_lease_holder(event, now_ms); });
}

std::vector<std::string> WatchedStore::unleased_events(std::int64_t now_ms) {
  return call("unleased_events", [&] { return inner_.unleased_events(now_ms); });
}

std::vector<RatedGame> WatchedStore::rated_games() {
  return call("rated_games", [&] { return inner_.rated_games(); });
}

std::vector<HistoryEntry> WatchedStore::history(PersonId person, int limit) {
  return call("history", [&] { return inner_.history(person, limit); });
}

}  // namespace euchre::store
