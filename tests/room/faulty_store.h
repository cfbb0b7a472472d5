// A store that fails on demand, around a real one: the store-fault tests
// (issue 28) take it down, lock it past its bound, or fail one operation a
// number of times, and check that the server survives and moves on.
#pragma once

#include <map>
#include <set>
#include <stdexcept>
#include <string>

#include "store/store.h"

namespace euchre::testing {

class FaultyStore final : public store::Store {
 public:
  explicit FaultyStore(store::Store& inner) : inner_(inner) {}

  bool down = false;                        // every call fails as unavailable
  std::map<std::string, int> fail_next;     // operation -> how many more calls of it fail
  std::set<std::string> fail_always;        // operations that always fail (a process killed before them)
  std::map<std::string, int> calls;         // operation -> calls seen
  std::map<std::string, int> lose_answer_next;  // operation -> how many more calls are done but fail on the way back
  int faults = 0;
  // operation -> after how many more good calls one fails with an error that
  // is not the store's (a step that cannot be taken, not a fault to retry)
  std::map<std::string, int> broken_after;

  std::string describe() const override { return "faulty(" + inner_.describe() + ")"; }
  store::PersonId add_person(const std::string& name, const std::string& token_hash) override {
    fault("add_person");
    return inner_.add_person(name, token_hash);
  }
  std::optional<store::Person> person_by_token_hash(const std::string& token_hash) override {
    fault("person_by_token_hash");
    return inner_.person_by_token_hash(token_hash);
  }
  std::optional<store::Person> person(store::PersonId id) override {
    fault("person");
    return inner_.person(id);
  }
  void rename_person(store::PersonId id, const std::string& name) override {
    fault("rename_person");
    return inner_.rename_person(id, name);
  }
  void add_table(const store::Table& table) override {
    fault("add_table");
    return inner_.add_table(table);
  }
  std::optional<store::Table> table(const std::string& id) override {
    fault("table");
    return inner_.table(id);
  }
  std::vector<store::Table> open_tables() override {
    fault("open_tables");
    return inner_.open_tables();
  }
  void close_table(const std::string& id) override {
    fault("close_table");
    return inner_.close_table(id);
  }
  void set_seat(const store::Seat& seat) override {
    fault("set_seat");
    return inner_.set_seat(seat);
  }
  std::vector<store::Seat> seats(const std::string& table) override {
    fault("seats");
    return inner_.seats(table);
  }
  store::GameId add_game(const store::Game& game) override {
    fault("add_game");
    return inner_.add_game(game);
  }
  std::optional<store::Game> game(store::GameId id) override {
    fault("game");
    return inner_.game(id);
  }
  std::vector<store::Game> unfinished_games() override {
    fault("unfinished_games");
    return inner_.unfinished_games();
  }
  std::optional<store::Game> latest_game(const std::string& table) override {
    fault("latest_game");
    return inner_.latest_game(table);
  }
  void finish_game(store::GameId id, const std::string& result, const std::string& record) override {
    fault("finish_game");
    return inner_.finish_game(id, result, record);
  }
  void shorten_game(store::GameId id, const std::string& rules) override {
    fault("shorten_game");
    return inner_.shorten_game(id, rules);
  }
  void add_deal(const store::Deal& deal) override {
    fault("add_deal");
    return inner_.add_deal(deal);
  }
  void set_contributions(store::GameId game, int number, const std::string& contributions, const std::string& bots) override {
    fault("set_contributions");
    return inner_.set_contributions(game, number, contributions, bots);
  }
  std::vector<store::Deal> deals(store::GameId game) override {
    fault("deals");
    return inner_.deals(game);
  }
  void append_action(const store::Action& action) override {
    fault("append_action");
    return inner_.append_action(action);
  }
  void append_action_leased(const store::Action& action, const std::string& owner) override {
    fault("append_action_leased");
    return inner_.append_action_leased(action, owner);
  }
  std::vector<store::Action> actions(store::GameId game) override {
    fault("actions");
    return inner_.actions(game);
  }
  int take_back_actions(store::GameId game, std::int64_t from_seq, std::int64_t undone_ms,
                        const std::string& owner) override {
    fault("take_back_actions");
    const int taken = inner_.take_back_actions(game, from_seq, undone_ms, owner);
    lost_answer("take_back_actions");
    return taken;
  }
  std::vector<store::UndoneAction> undone_actions(store::GameId game) override {
    fault("undone_actions");
    return inner_.undone_actions(game);
  }
  void add_club(const store::Club& club) override {
    fault("add_club");
    return inner_.add_club(club);
  }
  std::optional<store::Club> club(const std::string& id) override {
    fault("club");
    return inner_.club(id);
  }
  std::vector<store::Club> clubs() override {
    fault("clubs");
    return inner_.clubs();
  }
  bool update_club(const std::string& id, const std::string& name, const std::string& state, std::int64_t version) override {
    fault("update_club");
    return inner_.update_club(id, name, state, version);
  }
  void add_event(const store::Event& event) override {
    fault("add_event");
    return inner_.add_event(event);
  }
  std::optional<store::Event> event(const std::string& id) override {
    fault("event");
    return inner_.event(id);
  }
  std::vector<store::Event> open_events() override {
    fault("open_events");
    return inner_.open_events();
  }
  std::vector<store::Event> closed_events() override {
    fault("closed_events");
    return inner_.closed_events();
  }
  void update_event(const std::string& id, const std::string& state, bool closed) override {
    fault("update_event");
    return inner_.update_event(id, state, closed);
  }
  void add_signin_code(const std::string& code_hash, store::PersonId person, std::int64_t expires_ms) override {
    fault("add_signin_code");
    return inner_.add_signin_code(code_hash, person, expires_ms);
  }
  std::optional<store::PersonId> take_signin_code(const std::string& code_hash, std::int64_t now_ms) override {
    fault("take_signin_code");
    return inner_.take_signin_code(code_hash, now_ms);
  }
  void add_device_token(store::PersonId person, const std::string& token_hash, std::int64_t created_ms) override {
    fault("add_device_token");
    return inner_.add_device_token(person, token_hash, created_ms);
  }
  void revoke_devices(store::PersonId person) override {
    fault("revoke_devices");
    return inner_.revoke_devices(person);
  }
  std::int64_t action_count() override {
    fault("action_count");
    return inner_.action_count();
  }
  bool try_lease(const std::string& table, const std::string& owner, std::int64_t now_ms, std::int64_t ttl_ms) override {
    fault("try_lease");
    return inner_.try_lease(table, owner, now_ms, ttl_ms);
  }
  void release_lease(const std::string& table, const std::string& owner) override {
    fault("release_lease");
    return inner_.release_lease(table, owner);
  }
  std::optional<std::string> lease_holder(const std::string& table, std::int64_t now_ms) override {
    fault("lease_holder");
    return inner_.lease_holder(table, now_ms);
  }
  std::vector<std::string> unleased_tables(std::int64_t now_ms) override {
    fault("unleased_tables");
    return inner_.unleased_tables(now_ms);
  }
  bool try_event_lease(const std::string& event, const std::string& owner, std::int64_t now_ms, std::int64_t ttl_ms) override {
    fault("try_event_lease");
    return inner_.try_event_lease(event, owner, now_ms, ttl_ms);
  }
  void release_event_lease(const std::string& event, const std::string& owner) override {
    fault("release_event_lease");
    inner_.release_event_lease(event, owner);
  }
  std::optional<std::string> event_lease_holder(const std::string& event, std::int64_t now_ms) override {
    fault("event_lease_holder");
    return inner_.event_lease_holder(event, now_ms);
  }
  std::vector<std::string> unleased_events(std::int64_t now_ms) override {
    fault("unleased_events");
    return inner_.unleased_events(now_ms);
  }
  std::vector<store::RatedGame> rated_games() override {
    fault("rated_games");
    return inner_.rated_games();
  }
  std::vector<store::HistoryEntry> history(store::PersonId person, int limit) override {
    fault("history");
    return inner_.history(person, limit);
  }

 private:
  void fault(const std::string& operation) {
    ++calls[operation];
    if (auto it = broken_after.find(operation); it != broken_after.end() && it->second-- == 0) {
      broken_after.erase(it);
      ++faults;
      throw std::runtime_error("faulty: " + operation + ": a step that cannot be taken");
    }
    bool fail = down || fail_always.count(operation) > 0;
    if (auto it = fail_next.find(operation); !fail && it != fail_next.end() && it->second > 0) {
      --it->second;
      fail = true;
    }
    if (!fail) return;
    ++faults;
    throw store::StoreUnavailable("faulty: " + operation + ": database is locked");
  }

  // The call was done, but its answer is lost (a connection that broke after the commit).
  void lost_answer(const std::string& operation) {
    auto it = lose_answer_next.find(operation);
    if (it == lose_answer_next.end() || it->second <= 0) return;
    --it->second;
    ++faults;
    throw store::StoreUnavailable("faulty: " + operation + ": the connection broke after the commit");
  }

  store::Store& inner_;
};

}  // namespace euchre::testing
