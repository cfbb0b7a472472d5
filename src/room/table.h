// One table: its seats (people and bots), its spectators, the game being
// played and the fair shuffle of each deal. The authority on its game: every
// action is checked by the core (protocol::check_act), committed to the store,
// applied, and only then told to anyone; every message to a seat is built
// from that seat's view (docs/server.md, docs/protocol.md).
//
// Its own steps (a bot's answer, a timer, the store's answer to an action)
// run on the executor the host gave it (in the server, one of the tables'
// threads, so tables move on side by side); the hub's calls come from the
// hub's thread. Both hold the table's lock: every public method takes it,
// and whoever reads what the accessors return (game(), seat(), claims(),
// spectators(), fair_deals()) holds it first (hold()). Bots decide on the
// workers and hand their action back through the executor, checked again on
// arrival.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <set>
#include <tuple>
#include <string>
#include <vector>

#include "bots/player.h"
#include "core/game.h"
#include "fair/fair_deal.h"
#include "protocol/error.h"
#include "protocol/table_facts.h"
#include "room/settings.h"
#include "room/table_host.h"

namespace euchre::events {
struct BoardSeeds;
}  // namespace euchre::events

namespace euchre::room {

struct TableRound;

using protocol::Error;
using store::PersonId;

// Who plays a seat. A person's seat is played by the stand-in bot while the
// person is away past the grace period; a seat nobody holds is played by its
// bot, or waits for a person (open).
struct SeatState {
  std::optional<PersonId> person;
  std::string bot;               // the bot of a seat without a person; empty: open
  bool away = false;             // the person has no open connection
  bool stand_in = false;         // the stand-in bot plays for the away person
  std::uint64_t away_epoch = 0;  // which absence a grace timer belongs to
  std::int64_t stand_in_at_ms = 0;  // away: when the stand-in takes over (executor's clock)
  std::shared_ptr<Player> player;  // the bot instance (bot seats and stand-ins)
  bool thinking = false;         // its bot is deciding on the workers
  // The person who left this seat mid-game (its bot now plays it): its moves
  // are logged as theirs to finish (left_actor), so that a rated game counts
  // them as its beginner even when they left before their first move.
  std::optional<PersonId> left_by;
};

class Table : public std::enable_shared_from_this<Table> {
 public:
  Table(TableHost& host, store::Table row, TableSettings settings);
  ~Table();

  // Sets the seats from the store and rebuilds an unfinished game from its
  // log through the core (every person starts away: their grace runs).
  // Throws std::runtime_error naming the game and the action when the log
  // does not replay.
  void restore(const std::vector<store::Seat>& seats);
  // Seats the bots of the settings (a new table).
  void seat_bots();

  // The table's lock, for a caller that reads what the accessors below return.
  [[nodiscard]] std::unique_lock<std::recursive_mutex> hold() const { return std::unique_lock(mutex_); }
  // The lock if it is free now (nothing otherwise): for a reader that would
  // rather skip the table than wait while it is busy (the sweep).
  [[nodiscard]] std::unique_lock<std::recursive_mutex> try_hold() const {
    return std::unique_lock(mutex_, std::try_to_lock);
  }
  // The table's line in the lobby for a reader on another thread: worked out
  // now when the table is free, else the last one worked out, so a table
  // busy with a slow store call holds no list up (summary null: none yet).
  struct LobbyLine {
    std::shared_ptr<const nlohmann::json> summary;
    bool started = false;  // a game began
    bool over = false;     // and is over
    std::int64_t quiet_since_ms = 0;
  };
  LobbyLine lobby_line();
  // The hub no longer serves the table (closed or dropped): a step handed to
  // it before then finds it so, and does nothing (or is refused in words).
  // Set without the table's lock (the hub never waits for a table): a step
  // running now ends as it would have.
  void mark_forgotten() { forgotten_ = true; }
  bool forgotten() const { return forgotten_; }
  // Where the table's own steps run (the hub posts its calls there too: Hub::at_table).
  Executor& executor() const { return executor_; }
  const std::string& id() const { return row_.id; }
  const store::Table& row() const { return row_; }
  const TableSettings& settings() const { return settings_; }
  int seats() const { return settings_.rules.seats(); }
  const SeatState& seat(int s) const { return seats_[static_cast<std::size_t>(s)]; }
  std::optional<int> seat_of(PersonId person) const;
  bool has_spectator(net::ConnectionId c) const { return spectators_.count(c) > 0; }
  const std::set<net::ConnectionId>& spectators() const { return spectators_; }
  // The game being played or last played (nullptr before the first).
  const Game* game() const { return game_.get(); }
  std::optional<store::GameId> game_id() const { return game_id_; }
  std::int64_t actions_applied() const { return seq_; }
  bool playing() const { return game_ && !game_->over(); }
  // No person holds a seat and no game is under way: nobody will play here.
  bool abandoned() const;
  // Whether the table should close now (docs/server.md, "Closing tables"):
  // never while a game is played; a table without people at once when its
  // game is over, or 10 minutes after its last person left (or it was made
  // for people who never came); a table with people 10 minutes after its
  // game ended with no rematch, or an hour after it was made with seats
  // still open.
  bool close_due(std::int64_t now_ms) const;
  // When the seats or the game last changed: for a finished game, when it
  // ended unless someone left since (the lobby's "Just finished" order).
  std::int64_t quiet_since_ms() const { return quiet_since_ms_; }
  bool has_person() const;
  // The secret of the deal being shuffled or played (tests check it never leaks).
  const std::vector<fair::FairDeal>& fair_deals() const { return fair_; }

  // The lobby's line for this table, kept while what it shows is the same:
  // the lobby asks every listed table for it each second it is listed, and
  // at thousands of tables building them all again held every table up.
  std::shared_ptr<const nlohmann::json> summary();
  // The bot level playing seat s now (its own bot, or the stand-in of an
  // away person); empty when a person plays it.
  std::string level_of(int s) const;
  // The finished game's result as game_over gave it (null while none is over).
  nlohmann::json result() const;

  // Takes the seat: an open seat at once; a bot's seat (one the creator gave
  // to a bot, or the stand-in's of a person who left) at once between deals,
  // and mid-deal as a claim taken when the deal ends (the bot's hand is never
  // handed over). One seat or claim per person.
  std::optional<Error> join(PersonId person, int seat);
  // Who has claimed each bot seat for the next deal.
  const std::map<int, PersonId>& claims() const { return claims_; }
  // A seated person removes another who does not act: one who is away, or
  // whose turn has waited kRemoveAfter; the stand-in plays the seat and
  // anyone may take it (docs/server.md, "Seats").
  std::optional<Error> remove(PersonId by, int seat);
  static constexpr std::chrono::seconds kRemoveAfter{60};
  // A quick phrase from a seated person to everyone at the table ("said");
  // only the fixed phrases (free text would be table talk), one each 3 s.
  std::optional<Error> say(PersonId person, const nlohmann::json& message);
  std::optional<Error> leave(PersonId person);
  void watch(net::ConnectionId connection);
  void unwatch(net::ConnectionId connection);
  void person_online(PersonId person);
  void person_offline(PersonId person);

  // Everything a person's new connection needs: the table, the pending
  // shuffle, the state of its seat (or the public one).
  void send_picture(net::ConnectionId connection, std::optional<PersonId> person);

  std::optional<Error> act(PersonId person, const nlohmann::json& message);
  std::optional<Error> contribute(PersonId person, const nlohmann::json& message);
  std::optional<Error> rematch(PersonId person);
  // Takes back the person's own last action of the deal being played and
  // every action after it (docs/server.md, "Undo"): only while nobody else
  // sits at the table or has claimed a seat. The game is rebuilt from the
  // store's log, which keeps what was taken back apart.
  std::optional<Error> undo(PersonId person);
  // A club round's time is up (docs/events.md, "Timed rounds"): the deal
  // being played is played out and the game ends there; between deals it
  // ends now. The shorter rules are stored first, so a restart rebuilds the
  // same game; a store fault is retried by the table until it is kept.
  void end_after_this_deal();
  // The seat whose person may undo now (its state messages say so).
  std::optional<int> undo_seat() const;
  std::optional<Error> hint(PersonId person, net::ConnectionId reply_to);
  // How many times a store fault has held this table up (tests, /api/health).
  std::int64_t store_faults() const { return store_faults_; }

 private:
  using Round = TableRound;  // a deal's shuffle waiting for contributions (room/table_round.h)

  // Shared by the files that make up the table: a refusal in the protocol's
  // words (its seats, its game's course) and the seeds of a duplicate
  // table's boards (its game's course, its restore).
  static Error error(protocol::ErrorCode code, std::string message);
  static events::BoardSeeds board_seeds(const TableBoards& b);

  SeatState& seat_state(int s) { return seats_[static_cast<std::size_t>(s)]; }
  bool bot_plays(int s) const;
  bool filled(int s) const;
  // Stores the seat as `state` says, then (only then) takes it; throws
  // store::StoreError with nothing changed.
  void take_seat(int s, SeatState state);

  // Runs a step of the game's course (starting it, dealing, asking the next
  // seat, finishing it): a store fault in it does not end anything, it is
  // retried by advance() after a backoff (store_trouble). Every path that
  // moves a table on (people's messages, bots, timers, restores) goes through
  // here, so no store error escapes a table.
  // Defined here: table_undo.cpp calls it too (one translation unit each
  // without the unity build).
  template <class Step>
  void progress(Step&& step) {
    try {
      step();
      retry_backoff_ = std::chrono::milliseconds(0);
    } catch (const store::StoreError& e) {
      store_trouble(e);
    }
  }
  // Does whatever the table waits for and can do itself: store a finished
  // game, start one, deal a shuffled deal, ask the seat to act.
  void advance();
  void store_trouble(const std::exception& e);
  // Whether the log already holds `row` (an append whose answer was lost).
  bool already_logged(const store::Action& row);
  std::shared_ptr<Player> make_player(const std::string& level);

  void try_start();
  void start_game();
  void start_round();
  void deal_board();
  void resume_round(const store::Deal& deal);
  void offer_round();
  void finish_round(std::uint64_t epoch);
  void drive();
  void ask_bot(int seat, const std::string& actor);
  void bot_chose(int seat, std::int64_t seq, std::uint64_t game_epoch, Action action, const std::string& actor);
  // When a bot's action may be applied at the table's pace (executor's clock).
  std::int64_t paced_until() const;
  void start_clock(int seat);
  // When the turn clock of the seat to act runs out (ms of the executor's
  // clock), fixed at the first ask of each turn; nullopt without a clock,
  // between deals, or when a bot is to act.
  std::optional<std::int64_t> clock_deadline();
  protocol::TableFacts state_facts();
  // Hands the action to the store (TableHost::append_action) and applies it
  // once kept (committed); until then nothing else moves the table on.
  // `person`: who made it, told if the store does not keep it.
  std::optional<Error> commit_and_apply(int seat, Action action, const std::string& actor,
                                        std::optional<PersonId> person = std::nullopt);
  void committed(std::exception_ptr failure);
  std::optional<std::string> refused_by_store(const store::Action& row, std::exception_ptr failure);
  void apply_kept(const store::Action& row, Action action);
  // The action handed to the store and not yet known kept (one at a time).
  struct Pending {
    store::Action row;
    Action action;
    std::optional<PersonId> person;
  };
  std::optional<Pending> pending_;
  std::atomic<bool> forgotten_{false};  // mark_forgotten
  void finish_game();
  void keep_end_after_this_deal();

  void broadcast(const nlohmann::json& message);
  void broadcast_state();
  void broadcast_table();
  void send_deal_over();
  nlohmann::json table_message();
  // What a replayed game waits for: a deal's shuffle (the stored one whose
  // contributions never all came, or a new one), or nothing.
  struct Resume {
    bool shuffle = false;
    std::optional<store::Deal> stored;
  };
  // The stored deals and actions of a game, read before anything is
  // rebuilt from them (a store fault then changes nothing).
  struct Log {
    std::vector<store::Deal> deals;
    std::vector<store::Action> actions;
  };
  Log read_log(store::GameId id);
  Resume replay(const store::Game& row, const Log& log);
  nlohmann::json commit_message(std::optional<int> seat) const;
  std::array<std::string, 4> seat_names();

  TableHost& host_;
  Executor& executor_;  // where the table's own steps run (TableHost::table_executor)
  // Recursive: a public method calls others, and the host calls back into
  // the table that called it (send_picture_to_person).
  mutable std::recursive_mutex mutex_;
  std::mutex line_mutex_;  // guards last_line_ alone (lobby_line)
  LobbyLine last_line_;
  store::Table row_;
  TableSettings settings_;
  std::string rules_words_;  // the lobby's words for the rules (summary)
  std::string summary_key_;  // what the kept line shows: names, seats, status
  std::shared_ptr<const nlohmann::json> summary_;
  std::array<SeatState, 4> seats_{};
  std::set<net::ConnectionId> spectators_;

  std::unique_ptr<Game> game_;
  std::optional<store::GameId> game_id_;
  std::uint64_t game_epoch_ = 0;  // counts games: a bot's answer for an old game is dropped
  bool finish_stored_ = false;    // the game that is over is marked finished in the store
  bool retry_scheduled_ = false;  // advance() is due after a store fault
  bool end_requested_ = false;    // the round's time is up; the shorter game is not stored yet
  std::chrono::milliseconds retry_backoff_{0};
  int first_dealer_ = 0;
  std::int64_t seq_ = 0;
  std::int64_t changed_ms_ = 0;  // when the last action was applied or the deal dealt (the pace)
  std::int64_t quiet_since_ms_ = 0;  // when the seats or the game last changed (close_due)
  std::vector<fair::FairDeal> fair_;
  // Who made each logged action of the game (by seq), and in which deal: what an undo may take back.
  struct Logged {
    int deal = 0;
    std::string actor;
    int seat = 0;
  };
  // Who began each seat of the game, from the log (a rated game's result
  // says, docs/events.md "What a rating counts"): the person id, or the
  // level of the bot that made the seat's first move.
  nlohmann::json began_json() const;
  std::vector<Logged> log_;
  // An undo whose answer from the store was lost: the table's game is
  // rebuilt from the log before anything else is done (advance()).
  bool reread_log_ = false;
  // The first seq the person may take back now, if any.
  std::optional<std::int64_t> undoable_from(PersonId person) const;
  void reread_log();
  std::unique_ptr<Round> round_;
  std::uint64_t round_epoch_ = 0;
  std::set<int> rematch_votes_;
  std::map<int, PersonId> claims_;  // bot seats claimed mid-deal, taken at the deal's end
  std::map<PersonId, std::int64_t> last_said_ms_;
  void take_claims();
  // The turn whose clock deadline is fixed (clock_deadline).
  std::int64_t clock_seq_ = -1;
  std::uint64_t clock_epoch_ = 0;
  std::size_t clock_deals_ = 0;
  std::int64_t clock_deadline_ms_ = 0;
  std::int64_t store_faults_ = 0;
  std::tuple<int, int, int> refused_claim_{-1, -1, -1};  // seat, deal, trick of the last refused claim
};

}  // namespace euchre::room
