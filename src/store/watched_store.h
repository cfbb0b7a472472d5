// The store as the server uses it: every call passes to the real store, and
// the calls' outcomes tell whether the store is up (/api/health). After a
// StoreUnavailable the store is "down": calls fail at once with
// StoreUnavailable instead of each waiting out the store's bound, except one
// probe call after a backoff (0.25 s, doubling to 4 s); the first call that
// succeeds brings it up again. So a store that is down costs the thread that
// serves every table one bounded wait per backoff, not one per call.
#pragma once

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>

#include "store/store.h"

namespace euchre::store {

struct StoreHealth {
  bool up = true;
  std::string last_error;       // the last unavailability (empty: none yet)
  std::int64_t down_since_ms = 0;  // Unix ms; 0 while up
  std::int64_t failures = 0;    // unavailable calls since the process started
};

class WatchedStore final : public Store {
 public:
  // What its probe looks up: a person (the hub's connection), or the
  // actions (the store writer's: a lock on the actions, a migration's or an
  // operator's, leaves the people readable, and the probe would call the
  // store up while no action can be kept).
  enum class Probe { Person, Actions };
  explicit WatchedStore(Store& inner, Probe probe = Probe::Person) : inner_(inner), probe_(probe) {}

  // Safe from any thread (the health page reads it beside the hub's thread).
  StoreHealth health() const;
  // While down and the backoff has passed: one cheap call to the store, so
  // that a store that came back shows up even when nothing else calls it.
  void probe();

  std::string describe() const override { return inner_.describe(); }
  PersonId add_person(const std::string& name, const std::string& token_hash) override;
  std::optional<Person> person_by_token_hash(const std::string& token_hash) override;
  std::optional<Person> person(PersonId id) override;
  void rename_person(PersonId id, const std::string& name) override;
  void add_signin_code(const std::string& code_hash, PersonId person, std::int64_t expires_ms) override;
  std::optional<PersonId> take_signin_code(const std::string& code_hash, std::int64_t now_ms) override;
  void add_device_token(PersonId person, const std::string& token_hash, std::int64_t created_ms) override;
  void revoke_devices(PersonId person) override;
  void add_table(const Table& table) override;
  std::optional<Table> table(const std::string& id) override;
  std::vector<Table> open_tables() override;
  void close_table(const std::string& id) override;
  void set_seat(const Seat& seat) override;
  std::vector<Seat> seats(const std::string& table) override;
  void add_event(const Event& event) override;
  std::optional<Event> event(const std::string& id) override;
  std::vector<Event> open_events() override;
  std::vector<Event> closed_events() override;
  void update_event(const std::string& id, const std::string& state, bool closed) override;
  void add_club(const Club& club) override;
  std::optional<Club> club(const std::string& id) override;
  std::vector<Club> clubs() override;
  bool update_club(const std::string& id, const std::string& name, const std::string& state, std::int64_t version) override;
  GameId add_game(const Game& game) override;
  std::optional<Game> game(GameId id) override;
  std::vector<Game> unfinished_games() override;
  std::optional<Game> latest_game(const std::string& table) override;
  void finish_game(GameId id, const std::string& result, const std::string& record) override;
  void shorten_game(GameId id, const std::string& rules) override;
  void add_deal(const Deal& deal) override;
  void set_contributions(GameId game, int number, const std::string& contributions, const std::string& bots) override;
  std::vector<Deal> deals(GameId game) override;
  void append_action(const Action& action) override;
  void append_action_leased(const Action& action, const std::string& owner) override;
  void append_actions(const std::vector<Action>& actions, const std::string& owner) override;
  std::vector<Action> actions(GameId game) override;
  int take_back_actions(GameId game, std::int64_t from_seq, std::int64_t undone_ms, const std::string& owner) override;
  std::vector<UndoneAction> undone_actions(GameId game) override;
  std::int64_t action_count() override;
  bool try_lease(const std::string& table, const std::string& owner, std::int64_t now_ms, std::int64_t ttl_ms) override;
  std::vector<std::string> renew_leases(const std::vector<std::string>& tables, const std::string& owner,
                                        std::int64_t now_ms, std::int64_t ttl_ms) override;
  void release_lease(const std::string& table, const std::string& owner) override;
  std::optional<std::string> lease_holder(const std::string& table, std::int64_t now_ms) override;
  std::vector<std::string> unleased_tables(std::int64_t now_ms) override;
  std::vector<HistoryEntry> history(PersonId person, int limit) override;
  std::vector<RatedGame> rated_games() override;
  bool try_event_lease(const std::string& event, const std::string& owner, std::int64_t now_ms, std::int64_t ttl_ms) override;
  void release_event_lease(const std::string& event, const std::string& owner) override;
  std::optional<std::string> event_lease_holder(const std::string& event, std::int64_t now_ms) override;
  std::vector<std::string> unleased_events(std::int64_t now_ms) override;

 private:
  template <class Body>
  auto call(const char* operation, Body&& body) -> decltype(body());
  void before_call(const char* operation);
  void succeeded();
  void failed(const StoreUnavailable& e);

  Store& inner_;
  const Probe probe_;
  mutable std::mutex mutex_;
  StoreHealth health_;
  std::chrono::steady_clock::time_point next_probe_{};
  std::chrono::milliseconds backoff_{0};
};

}  // namespace euchre::store
