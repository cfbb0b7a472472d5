// A Store kept in memory, for the hub's tests that play thousands of games:
// the same contract as store/store.h (seq checked, leases fenced), none of
// the durability. The real stores have their own tests (store_test.cpp).
#pragma once

#include <algorithm>
#include <map>

#include "store/store.h"

namespace euchre::testing {

class MemoryStore : public store::Store {
 public:
  std::string describe() const override { return "memory"; }

  store::PersonId add_person(const std::string& name, const std::string& hash) override {
    const store::PersonId id = static_cast<store::PersonId>(people_.size()) + 1;
    people_.push_back({id, name, hash});
    return id;
  }
  std::optional<store::Person> person_by_token_hash(const std::string& hash) override {
    for (const auto& p : people_)
      if (p.token_hash == hash) return p;
    if (const auto it = device_tokens_.find(hash); it != device_tokens_.end()) return person(it->second);
    return std::nullopt;
  }
  void add_signin_code(const std::string& code_hash, store::PersonId person, std::int64_t expires_ms) override {
    codes_[code_hash] = {person, expires_ms};
  }
  std::optional<store::PersonId> take_signin_code(const std::string& code_hash, std::int64_t now_ms) override {
    const auto it = codes_.find(code_hash);
    if (it == codes_.end()) return std::nullopt;
    const auto [person, expires] = it->second;
    codes_.erase(it);
    return expires > now_ms ? std::optional<store::PersonId>(person) : std::nullopt;
  }
  void add_device_token(store::PersonId person, const std::string& token_hash, std::int64_t) override {
    device_tokens_[token_hash] = person;
  }
  void revoke_devices(store::PersonId person) override {
    std::erase_if(codes_, [&](const auto& kv) { return kv.second.first == person; });
    std::erase_if(device_tokens_, [&](const auto& kv) { return kv.second == person; });
  }
  std::optional<store::Person> person(store::PersonId id) override {
    if (id < 1 || id > static_cast<store::PersonId>(people_.size())) return std::nullopt;
    return people_[static_cast<std::size_t>(id - 1)];
  }
  void rename_person(store::PersonId id, const std::string& name) override {
    people_.at(static_cast<std::size_t>(id - 1)).name = name;
  }

  void add_table(const store::Table& t) override {
    if (tables_.count(t.id)) throw store::StoreError("memory: add_table: duplicate id " + t.id);
    tables_[t.id] = t;
    table_order_.push_back(t.id);
  }
  std::optional<store::Table> table(const std::string& id) override {
    const auto it = tables_.find(id);
    if (it == tables_.end()) return std::nullopt;
    return it->second;
  }
  std::vector<store::Table> open_tables() override {
    std::vector<store::Table> out;
    for (const auto& id : table_order_)
      if (!tables_[id].closed) out.push_back(tables_[id]);
    return out;
  }
  void close_table(const std::string& id) override { tables_.at(id).closed = true; }
  void set_seat(const store::Seat& seat) override { seats_[{seat.table, seat.seat}] = seat; }
  std::vector<store::Seat> seats(const std::string& table) override {
    std::vector<store::Seat> out;
    for (const auto& [key, seat] : seats_)
      if (key.first == table) out.push_back(seat);
    return out;
  }

  store::GameId add_game(const store::Game& g) override {
    store::Game copy = g;
    copy.id = static_cast<store::GameId>(games_.size()) + 1;
    games_.push_back(copy);
    actions_.emplace_back();
    std::vector<store::Seat> sitting = seats(g.table);
    game_seats_.push_back(sitting);
    return copy.id;
  }
  std::optional<store::Game> game(store::GameId id) override {
    if (id < 1 || id > static_cast<store::GameId>(games_.size())) return std::nullopt;
    return games_[static_cast<std::size_t>(id - 1)];
  }
  std::vector<store::Game> unfinished_games() override {
    std::vector<store::Game> out;
    for (const auto& g : games_)
      if (!g.finished) out.push_back(g);
    return out;
  }
  std::optional<store::Game> latest_game(const std::string& table) override {
    for (auto it = games_.rbegin(); it != games_.rend(); ++it)
      if (it->table == table) return *it;
    return std::nullopt;
  }
  void finish_game(store::GameId id, const std::string& result, const std::string& record) override {
    auto& g = games_.at(static_cast<std::size_t>(id - 1));
    g.finished = true;
    g.result = result;
    if (keep_records) g.record = record;
  }
  void shorten_game(store::GameId id, const std::string& rules) override {
    auto& g = games_.at(static_cast<std::size_t>(id - 1));
    if (g.finished) throw store::StoreError("shorten_game: game " + std::to_string(id) + " is finished");
    g.rules = rules;
  }

  void add_deal(const store::Deal& d) override { deals_[{d.game, d.number}] = d; }
  void set_contributions(store::GameId game, int number, const std::string& c, const std::string& bots) override {
    auto& d = deals_.at({game, number});
    d.contributions = c;
    d.bots = bots;
  }
  std::vector<store::Deal> deals(store::GameId game) override {
    std::vector<store::Deal> out;
    for (const auto& [key, d] : deals_)
      if (key.first == game) out.push_back(d);
    return out;
  }
  void append_action(const store::Action& a) override {
    if (fail_appends) throw store::StoreError("memory: append_action: the disk is full (test)");
    auto& log = actions_.at(static_cast<std::size_t>(a.game - 1));
    if (a.seq != static_cast<std::int64_t>(log.size()))
      throw store::StoreError("memory: append_action: seq " + std::to_string(log.size()) + " expected, got " +
                              std::to_string(a.seq));
    log.push_back(a);
    ++action_count_;
  }
  void append_action_leased(const store::Action& a, const std::string&) override { append_action(a); }
  // All or none, as the real stores' transaction: every seq is checked first.
  void append_actions(const std::vector<store::Action>& batch, const std::string&) override {
    if (fail_appends) throw store::StoreError("memory: append_actions: the disk is full (test)");
    std::map<store::GameId, std::int64_t> next;
    for (const store::Action& a : batch) {
      const auto& log = actions_.at(static_cast<std::size_t>(a.game - 1));
      const auto it = next.try_emplace(a.game, static_cast<std::int64_t>(log.size())).first;
      if (a.seq != it->second)
        throw store::StoreError("memory: append_actions: game " + std::to_string(a.game) + ": seq " +
                                std::to_string(it->second) + " expected, got " + std::to_string(a.seq));
      ++it->second;
    }
    for (const store::Action& a : batch) append_action(a);
  }
  std::vector<store::Action> actions(store::GameId game) override {
    // No such game: none, as the real stores answer (the writer's health probe asks for game 0).
    if (game < 1 || game > static_cast<store::GameId>(actions_.size())) return {};
    return actions_[static_cast<std::size_t>(game - 1)];
  }
  int take_back_actions(store::GameId game, std::int64_t from_seq, std::int64_t undone_ms,
                        const std::string&) override {
    auto& log = actions_.at(static_cast<std::size_t>(game - 1));
    if (from_seq < 0 || from_seq >= static_cast<std::int64_t>(log.size()))
      throw store::StoreError("memory: take_back_actions: no action " + std::to_string(from_seq));
    auto& undone = undone_[game];
    const int undo = undone.empty() ? 1 : undone.back().undo + 1;
    for (auto i = static_cast<std::size_t>(from_seq); i < log.size(); ++i) undone.push_back({log[i], undo, undone_ms});
    const int taken = static_cast<int>(log.size()) - static_cast<int>(from_seq);
    log.resize(static_cast<std::size_t>(from_seq));
    action_count_ -= taken;
    return taken;
  }
  std::vector<store::UndoneAction> undone_actions(store::GameId game) override { return undone_[game]; }
  void add_club(const store::Club& c) override {
    if (clubs_.count(c.id)) throw store::StoreError("memory: add_club: club " + c.id + " exists already");
    clubs_[c.id] = c;
    clubs_[c.id].version = 0;
    club_order_.push_back(c.id);
  }
  std::optional<store::Club> club(const std::string& id) override {
    const auto it = clubs_.find(id);
    return it == clubs_.end() ? std::nullopt : std::optional<store::Club>(it->second);
  }
  std::vector<store::Club> clubs() override {
    std::vector<store::Club> out;
    for (const auto& id : club_order_) out.push_back(clubs_[id]);
    return out;
  }
  bool update_club(const std::string& id, const std::string& name, const std::string& state, std::int64_t version) override {
    const auto it = clubs_.find(id);
    if (it == clubs_.end()) throw store::StoreError("memory: update_club: no club " + id);
    if (it->second.version != version) return false;
    it->second.name = name;
    it->second.state = state;
    ++it->second.version;
    return true;
  }
  void add_event(const store::Event& e) override {
    if (events_.count(e.id)) throw store::StoreError("memory: add_event: event " + e.id + " exists already");
    events_[e.id] = e;
    event_order_.push_back(e.id);
  }
  std::optional<store::Event> event(const std::string& id) override {
    const auto it = events_.find(id);
    return it == events_.end() ? std::nullopt : std::optional<store::Event>(it->second);
  }
  std::vector<store::Event> open_events() override {
    std::vector<store::Event> out;
    for (const auto& id : event_order_)
      if (!events_[id].closed) out.push_back(events_[id]);
    return out;
  }
  std::vector<store::Event> closed_events() override {
    std::vector<store::Event> out;
    for (const auto& id : event_order_)
      if (events_[id].closed) out.push_back(events_[id]);
    return out;
  }
  void update_event(const std::string& id, const std::string& state, bool closed) override {
    const auto it = events_.find(id);
    if (it == events_.end()) throw store::StoreError("memory: update_event: no event " + id);
    it->second.state = state;
    it->second.closed = closed;
  }
  std::int64_t action_count() override { return action_count_; }

  bool try_lease(const std::string&, const std::string&, std::int64_t, std::int64_t) override { return true; }
  void release_lease(const std::string&, const std::string&) override {}
  std::optional<std::string> lease_holder(const std::string&, std::int64_t) override { return std::nullopt; }
  std::vector<std::string> unleased_tables(std::int64_t) override { return {}; }
  bool try_event_lease(const std::string&, const std::string&, std::int64_t, std::int64_t) override { return true; }
  void release_event_lease(const std::string&, const std::string&) override {}
  std::optional<std::string> event_lease_holder(const std::string&, std::int64_t) override { return std::nullopt; }
  std::vector<std::string> unleased_events(std::int64_t) override { return {}; }

  std::vector<store::RatedGame> rated_games() override {
    std::vector<store::RatedGame> out;
    for (const store::Game& g : games_) {
      const auto t = tables_.find(g.table);
      if (g.finished && t != tables_.end() && t->second.settings.find("\"rated\":true") != std::string::npos)
        out.push_back({g.id, t->second.settings, g.started_ms, g.result});
    }
    return out;
  }
  std::vector<store::HistoryEntry> history(store::PersonId person, int limit) override {
    std::vector<store::HistoryEntry> out;
    for (std::size_t i = games_.size(); i-- > 0 && static_cast<int>(out.size()) < limit;) {
      if (!games_[i].finished) continue;
      for (const auto& seat : game_seats_[i])
        if (seat.person == person) out.push_back({games_[i].id, games_[i].table, seat.seat, games_[i].result, games_[i].started_ms});
    }
    return out;
  }

  bool fail_appends = false;
  bool keep_records = true;  // off: thousands of games without their records in memory  // the next appends throw, as a full disk would

 private:
  std::vector<store::Person> people_;
  std::map<std::string, store::Table> tables_;
  std::vector<std::string> table_order_;
  std::map<std::pair<std::string, int>, store::Seat> seats_;
  std::vector<store::Game> games_;
  std::vector<std::vector<store::Seat>> game_seats_;
  std::vector<std::vector<store::Action>> actions_;
  std::map<std::pair<store::GameId, int>, store::Deal> deals_;
  std::map<store::GameId, std::vector<store::UndoneAction>> undone_;
  std::map<std::string, store::Event> events_;
  std::map<std::string, store::Club> clubs_;
  std::vector<std::string> club_order_;
  std::map<std::string, std::pair<store::PersonId, std::int64_t>> codes_;  // code hash -> person, expiry
  std::map<std::string, store::PersonId> device_tokens_;
  std::vector<std::string> event_order_;
  std::int64_t action_count_ = 0;
};

}  // namespace euchre::testing
