// The embedded store: one SQLite file in WAL mode (docs/storage.md).
// Thread-safe: a mutex serialises every call on the one connection. Several
// processes may open the same file (SQLite's locks and a busy timeout), but
// leases only make sense across servers with PostgreSQL.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "store/store.h"

namespace euchre::store {

class SqliteDb;
class SqliteCheckpointer;

class SqliteStore final : public Store {
 public:
  // Opens or creates the file at `path` (creating its directory) and brings
  // its schema to the current version. ":memory:" is a private in-memory database.
  explicit SqliteStore(std::string path);
  ~SqliteStore() override;

  std::string describe() const override;

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
  // Runs `body` under the mutex; any error leaves as a StoreError naming
  // this store and `operation`.
  template <class Body>
  auto guarded(std::string_view operation, Body&& body);
  void configure();
  void migrate();
  void insert_action(const Action& action);
  // Inside the caller's transaction: throws unless `owner` holds the lease of the game's table.
  void check_game_lease(GameId game, const std::string& owner);

  std::string path_;
  std::mutex mutex_;
  std::unique_ptr<SqliteDb> db_;
  // Declared after db_, so destroyed before it: the writer's connection,
  // closed last, checkpoints what is left and removes the WAL file.
  std::unique_ptr<SqliteCheckpointer> checkpointer_;
};

}  // namespace euchre::store
