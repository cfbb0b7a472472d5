// A club event on the server (docs/events.md, "Events on the server"): a
// progressive evening whose rounds are played at the server's own tables.
// People register while it is open; the organiser starts it; each round
// opens one table per four players (bots in the empty seats), seats the
// people, and when every table has played its deals the next round is
// seated by the movement (src/events). A person who drops is played by the
// tables' stand-in bot, whose results stand.
//
// The event is kept in the store as one row whose state is replaced at
// every change (who registered, the evening's results, the round's tables
// and the results already in), so a restarted server rebuilds it.
//
// An evening runs its own steps on an executor of its own (one of the
// tables' threads; docs/net.md, "Threads") under its lock: the hub hands it
// what people ask (Hub::at_event) and takes the lock for its reads, so no
// evening's work waits for another's, or the hub's for an evening's. Lock
// order: an evening's lock before a table's, never the other way.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.h"
#include "events/duplicate.h"
#include "events/places.h"
#include "events/progressive.h"
#include "events/ratings.h"
#include "protocol/error.h"
#include "room/event_boards.h"
#include "room/event_host.h"
#include "room/event_scores.h"

namespace euchre::room {

class Table;

struct EventSettings {
  std::string name;
  std::string preset = "standard";
  nlohmann::json options = nlohmann::json::object();  // as given; each table adds target 0 and num_deals
  int rounds = 6;
  int deals = 8;
  int minutes = 0;  // a timed round: its length; 0 = rounds of `deals` deals
  int check_in_minutes = 5;  // the grace for checking in once the organiser starts; 0 = none
  events::Movement movement = events::Movement::Fixed;
  std::string bots = "basic";  // the bot in every empty seat
  std::string pace = "normal";
  // Each turn's clock at the round's tables, in seconds (0: none): when it
  // runs out the stand-in makes that one decision, so one slow or absent
  // player does not hold a table and a round up (docs/events.md, "The turn
  // clock"). Decided here: 60 unless the organiser says.
  int clock = 60;
  // A break between rounds, in minutes (0: none): the next round's seats
  // are known at once, its tables open when the break ends or when the
  // organiser begins it (docs/events.md, "Breaks").
  int break_minutes = 0;
  // Someone who registers once the evening runs (docs/events.md, "Late
  // arrivals"): "organiser" (he waits until the organiser gives him a
  // place) or "seat" (he gets the first bot's or leaver's place free from
  // the next round at once, else waits as before).
  std::string late_arrivals = "organiser";
  // "progressive", or "duplicate": every table of a round plays the same
  // boards, scored by matchpoints (docs/events.md, "Duplicate events").
  std::string format = "progressive";
  bool duplicate() const { return format == "duplicate"; }
  // Played at a real club (docs/events.md, "In person"): the server seats
  // the tables and keeps the scores one phone a table enters; no server
  // tables, no bots.
  bool in_person = false;
  // Best of N games a round (odd; 0: rounds of `deals` deals or `minutes`):
  // each table plays a series to the rule set's target, first to (N+1)/2.
  int games = 0;
  // Whether anyone with the event's link may replay a table's play once its
  // round is over (docs/events.md, "Watching an evening"); the evening's own
  // people always may. Nobody watches a table while its round is played.
  bool spectators = false;
  std::int64_t starts_ms = 0;  // when it is announced for (Unix ms); 0: not said
  // The club whose evening it is (docs/clubs.md), or empty: the club's
  // organisers organise it too, and a members-only club's evening is its
  // members' alone. Set by the hub (an organiser of the club, or its calendar).
  std::string club;
  // The most people registered before it begins (0: kMaxPeople): who says
  // he comes once it is full waits on a list, and takes the place of the
  // first to leave (docs/clubs.md, "Coming").
  int capacity = 0;
};

// The most people one evening takes (register_person, event_add), and so
// the most tables a round can have (longest_table_name).
inline constexpr int kMaxPeople = 400;

// Reads event_create's fields; throws SettingsError naming what is wrong
// (a rule set without four seats in partnerships included).
EventSettings event_settings_from(const nlohmann::json& message, const std::string& default_name);
nlohmann::json event_settings_json(const EventSettings& settings);
// The name of a round's table (from 1): the evening's name, the round and
// table, and a timed or best-of-N round's words. Never refused: the longest
// one the settings can reach is checked when the evening is created
// (longest_table_name), and a name stored before is read back as it is.
std::string table_name(const EventSettings& settings, int round, int table);
// The longest table name the settings can reach: the last round, the most
// tables an evening can have (every person the server allows an evening).
std::string longest_table_name(const EventSettings& settings);
// What a round's table is made of: the event's rules for a fixed number of
// deals, private (only its people reach it), the event's bots and pace.
TableSettings round_table_settings(const EventSettings& s, const std::string& event, int round, int table,
                                   const std::array<std::optional<store::PersonId>, 4>& people);

class Event : public std::enable_shared_from_this<Event> {
 public:
  enum class Status { Registering, CheckingIn, Running, Over };

  // A new event; the organiser is registered to play unless `organiser_plays`
  // is false (a club calendar's evening: its members say they come).
  Event(EventHost& host, std::string id, store::PersonId organiser, EventSettings settings, bool organiser_plays = true);
  // An event read back from the store (throws std::runtime_error naming
  // what does not read).
  static std::shared_ptr<Event> restore(EventHost& host, const store::Event& row);

  // Where the evening's steps run, its lock, and a step run there with the
  // lock held: nothing once it is forgotten; a store fault is reported (the
  // step's own retries stand); anything else sets the evening aside
  // (EventHost::event_failed) instead of ending a thread others share.
  Executor& executor() const { return executor_; }
  std::unique_lock<std::recursive_mutex> hold() const { return std::unique_lock(mutex_); }
  void run_step(const std::function<void(Event&)>& step);
  // No longer served here (set aside, or run by another instance): a step
  // already handed to it does nothing.
  void mark_forgotten() { forgotten_ = true; }
  bool forgotten() const { return forgotten_; }

  const std::string& id() const { return id_; }
  const EventSettings& settings() const { return settings_; }
  Status status() const { return status_; }
  store::PersonId organiser() const { return organiser_; }
  // Whether `person` may do what the organiser does: the organiser, or an
  // organiser of the evening's club (asked of the host: a store read).
  bool organises(store::PersonId person) const;
  bool registered(store::PersonId person) const;
  // Everyone the evening has known (registered now or before): for the
  // host's index of whose evenings a hello asks (Hub::attach). Its lock held.
  const std::vector<store::PersonId>& people() const { return people_; }
  // Whether the person may see the evening's play (replays, hands, the
  // boards' secret): its own people and organiser always, anyone else only
  // with `spectators` (docs/events.md, "Watching an evening"). Every page
  // and download of the evening follows this one rule.
  bool may_watch(store::PersonId person) const;
  // The tables of the round being played.
  const std::vector<std::string>& round_tables() const { return tables_; }

  // The row to add to the store when the event is created.
  store::Event row(std::int64_t now_ms) const;

  // `contribution`: the person's contribution to a duplicate event's boards
  // (hex), or null (docs/events.md, "Duplicate events").
  std::optional<protocol::Error> register_person(store::PersonId person, const nlohmann::json& contribution = nullptr);
  // The organiser starts the evening: it begins at once when everyone
  // registered has checked in (or there is no check-in); otherwise people
  // have the check-in grace, and the evening begins when all are in or the
  // grace is over, without those who did not check in (docs/events.md,
  // "Checking in"). Sent again while people check in: begin now.
  std::optional<protocol::Error> start(store::PersonId by);
  // The organiser gives a place of the evening (a player number whose seat
  // a bot plays: a bye-filling bot, or someone who left) to a person who
  // registered after it began (docs/events.md, "Substitutes"); from the
  // next round on. Refused in words when the place or person does not fit.
  std::optional<protocol::Error> substitute(store::PersonId by, store::PersonId who, int player);
  // A person's contribution to a duplicate event's boards (hex; null: none),
  // taken until the evening begins: an error in words, or nullopt.
  std::optional<protocol::Error> take_contribution(store::PersonId person, const nlohmann::json& contribution);
  // An evening in person (docs/events.md, "In person"): someone seated at
  // a table enters its round's score ({"table", "points", "loners"}); someone
  // of the other side confirms it ({"table"}); the organiser corrects any
  // ({"round", "table", "points", "loners", "reason"}), logged. Refused in words.
  std::optional<protocol::Error> enter_score(store::PersonId by, const nlohmann::json& message);
  std::optional<protocol::Error> confirm_score(store::PersonId by, const nlohmann::json& message);
  std::optional<protocol::Error> correct_score(store::PersonId by, const nlohmann::json& message);
  // Fixed partnerships (round-robin, swiss): before the evening begins a
  // registered person asks for a partner (another registered person; null
  // withdraws); two who ask for each other are a team all evening, the
  // others are paired by lot at the draw (docs/events.md, "Fixed
  // partnerships"). Refused in words for another movement or once it runs.
  std::optional<protocol::Error> choose_partner(store::PersonId by, std::optional<store::PersonId> partner);
  // At an evening in person, the organiser adds someone without a phone by
  // name (docs/events.md, "In person"): registered and checked in (or, once
  // it runs, waiting for a place like anyone late). Refused in words at the
  // server's tables, where everyone plays from a page of his own.
  std::optional<protocol::Error> add_guest(store::PersonId by, const std::string& name);
  // "I am here": a registered person, before the evening begins.
  std::optional<protocol::Error> check_in(store::PersonId person, const nlohmann::json& contribution = nullptr);
  // A person leaves the evening (by == who) or the organiser drops one (a
  // no-show): before the start they are no longer registered; once it runs
  // the stand-in bot plays their seat now and in the rounds left, and they
  // leave the standings (docs/events.md, "Leaving an evening").
  std::optional<protocol::Error> drop(store::PersonId by, store::PersonId who);
  // The organiser takes a leave or a drop back while the evening runs: the
  // place is the person's again, and so is its whole tally (docs/events.md,
  // "Bringing someone back"). Refused when the place was given to a
  // substitute meanwhile.
  std::optional<protocol::Error> bring_back(store::PersonId by, store::PersonId who);
  // The organiser changes the settings given in `m` before the evening
  // begins (docs/events.md, "Changing an evening before it begins"): the
  // same checks as event_create; the rules, the scoring, in person and the
  // bots stay as made.
  std::optional<protocol::Error> edit(store::PersonId by, const nlohmann::json& m);
  // A table of this event finished its game: its result is taken, and when
  // the round is complete the next one is seated (or the evening ends).
  void table_finished(Table& table);
  // After a restore: opens the round's tables a fault left unopened and
  // takes the results of those that finished while the server was down.
  void resume();

  // The event as `person` sees it (where to sit, the standings).
  nlohmann::json message_for(store::PersonId person) const;
  // The standings as CSV: place, name, points, rounds won, loners, byes
  // (GET /api/events/ID.csv; docs/events.md).
  std::string standings_csv() const;
  // The rounds played as an EMN match and the extra file beside it
  // (GET /api/events/ID.emn and ID.emn-extra.json; docs/events.md, "EMN"):
  // each finished round's tables' records from the store. Throws
  // store::StoreError, or std::runtime_error when a record does not read.
  // The evening as a rating period (docs/events.md, "Ratings"): each
  // round's tables with who held each seat; a person who left counts as the
  // bot that played on for him (he is not rated for the evening), bots at
  // their reference ratings. In person only the tables whose result both
  // sides could dispute ("What a rating counts"): each side has someone with
  // a device of his own (not a name the organiser added), and where the
  // organiser plays, the other side confirmed the score.
  events::RatedEvening rated() const;
  struct EmnFiles {
    std::string emn, extra;
  };
  EmnFiles emn_files() const;
  // What the evening was for each person in its standings (a person's
  // page, docs/events.md "A person's page"): place and of how many, points
  // (or percent at a duplicate evening), loners, rounds played, and how
  // often he partnered each person. One pass for everyone: the standings
  // are ranked once.
  struct PersonEvening {
    int place = 0, of = 0, points = 0, loners = 0, rounds = 0, rounds_won = 0;
    std::optional<double> percent;  // a duplicate evening's score
    std::map<store::PersonId, int> partners;  // people only, by rounds together
  };
  std::map<store::PersonId, PersonEvening> people_evenings() const;
  // A duplicate event's boards file (docs/fair-shuffle.md, "Boards"), once
  // it is over; nullopt for another event, or one still running (why in `why`).
  std::optional<nlohmann::json> boards_file(std::string& why) const;
  // A record of one of its tables as it is downloaded (GET
  // /api/games/ID.egn): a duplicate event's, once it is over, with the
  // boards' secret in each deal (docs/fair-shuffle.md, "Boards"); before,
  // and for any other event, as it is.
  std::string downloaded_record(const std::string& record) const;
  void broadcast() const;
  // A club calendar's evening never begun, whose day has gone: it is over,
  // not held (docs/clubs.md). Nothing for an evening that began.
  void call_off();
  bool called_off() const { return called_off_; }
  // A club's organiser who does not play asked for the evening (event_get):
  // he hears its changes as its people do, until the server restarts.
  void follow(store::PersonId person);
  // A change to one person's own entry before the evening begins (a join, a
  // check-in, a partner ask): he gets the whole evening at once, and everyone
  // else the entries changed meanwhile together (`event_people`) within
  // kPeopleFlushMs. So a change costs bytes in proportion to the people, not
  // to their square (issue 37: at 400 people one partner ask was 16.5 MB),
  // and 400 people registering within a minute send each person a few
  // messages, not 400 (one each held every other table up). Anything else
  // changed: broadcast().
  void broadcast_person(store::PersonId changed);
  static constexpr int kPeopleFlushMs = 250;
  // A broadcast within a second, however many changes come meanwhile.
  void broadcast_soon();

 private:
  struct Seated {
    int table = 0;  // index in tables_
    int seat = 0;
  };
  std::optional<Seated> seat_of(store::PersonId person) const;
  std::optional<std::string> place_given_away(int person) const;
  // The places someone waiting may be given from the next round: a bot's or
  // a leaver's that nobody is given yet; none in the last round.
  std::vector<int> free_places() const;
  // The first round (from 0) a place given now is played in: the next, or
  // in a break the round about to begin.
  int first_placeable_round() const;
  // The game played at one of the round's tables is over: its result is the event's.
  void take_result(const std::string& table, const Game& game);
  std::optional<store::PersonId> person_of_player(int player) const;
  // Who holds a player's place in a round: an index of people_, or -1 (a bot).
  int holder_index(int player, int round) const;
  // The first round (0-based) in which the person (an index of people_)
  // holds a place: 0 for those the evening was drawn for, a substitute's
  // first round, or -1 when he has none (waiting, or before the draw).
  int first_round(int person) const;
  // Draws the evening among the people checked in and seats round 1; those
  // who did not check in are no longer registered.
  // Nullopt, or why the evening could not be drawn.
  std::optional<std::string> begin();
  void arm_check_in_clock();
  void open_round();
  // Opens the round's tables not opened yet; after a store fault, again later.
  void open_missing_tables();
  void finish_round();
  // A timed round: the clock is set when the round opens; when it runs out
  // each table plays out its deal and ends (docs/events.md, "Timed rounds").
  void arm_round_clock();
  void round_time_up(int round);
  // A break between rounds: its clock, and its end (the next round's
  // tables open), when it is due or the organiser begins the round.
  void arm_break_clock();
  void end_break();
  // Writes the state; a store fault is retried by the caller's next change
  // or the restore (the state in memory is the truth until then).
  void save();
  nlohmann::json state_json() const;
  // The event message without where the person sits (you, registered), and those added.
  nlohmann::json shared_message() const;
  nlohmann::json person_entry(std::size_t index) const;  // people[index] as `event` lists it
  void add_personal(nlohmann::json& message, store::PersonId person) const;
  // Those fields alone (key, registered, you): what broadcast() writes after the shared part.
  nlohmann::json personal_fields(store::PersonId person) const;
  // The round's clock as the page shows it: when it started, when a timed
  // round ends, and the server's time now (the page corrects its own clock).
  nlohmann::json clock_json() const;

  // Runs `step` on the evening's executor after `delay` (run_step).
  void after(std::chrono::milliseconds delay, std::function<void(Event&)> step);

  EventHost& host_;
  Executor& executor_;
  mutable std::recursive_mutex mutex_;
  std::atomic<bool> forgotten_{false};
  std::string id_;
  store::PersonId organiser_;
  EventSettings settings_;
  std::atomic<Status> status_{Status::Registering};  // read by the hub without the lock (its caps)
  std::set<store::PersonId> followers_;  // follow()
  bool called_off_ = false;  // call_off()
  // The club's organisers while a step runs (organises; run_step clears it).
  mutable std::optional<std::set<store::PersonId>> club_organisers_;
  // Who said he comes once the evening was full, first first (capacity);
  // not registered: the first takes the place of whoever leaves first.
  std::vector<store::PersonId> waiting_list_;
  // Before the start: the first on the waiting list into each free place.
  void fill_from_waiting_list();
  // Its people and its followers: whom its messages go to.
  std::vector<store::PersonId> audience() const;
  std::vector<store::PersonId> people_;  // entry order: player numbers 0..n-1
  std::unique_ptr<events::Progressive> evening_;
  std::vector<std::string> tables_;                  // this round's tables, by table number - 1
  std::vector<std::vector<std::string>> played_tables_;  // the finished rounds' tables, by round
  std::map<int, events::TableResult> results_;       // this round's results in, by table index
  std::set<int> dropped_;                            // people (indices of people_) who left: bots play their places
  struct Substitution {
    int player = 0;  // the place
    int round = 0;   // from this round on (0-based)
    int person = 0;  // an index of people_
  };
  std::vector<Substitution> substitutions_;
  // Who held which place when (substitutions_, dropped_), as the standings read it.
  events::PlaceHolders holders() const;
  std::set<store::PersonId> checked_in_;
  std::map<store::PersonId, store::PersonId> partner_asks_;  // who asked for whom (fixed partnerships)
  // When each person last changed his partner ask (the last minute's): a
  // change is sent to everyone, so they are bounded (kPartnerChangesAMinute).
  std::map<store::PersonId, std::deque<std::int64_t>> partner_changes_;
  // The teams of those here who asked for each other (indices of `here`).
  std::vector<events::Team> chosen_teams(const std::vector<store::PersonId>& here) const;
  std::vector<store::PersonId> no_shows_;            // registered, not checked in when it began
  std::int64_t check_in_ends_ms_ = 0;                // the grace's end while checking in
  bool broadcast_due_ = false;                       // broadcast_soon() has a broadcast on its way
  std::set<store::PersonId> people_changed_;         // entries changed since the last event_people
  bool people_flush_due_ = false;                    // an event_people is on its way
  void send_people_changed();
  std::int64_t round_started_ms_ = 0;                // when this round's tables opened
  std::int64_t round_ends_ms_ = 0;                   // a timed round's end; 0 = untimed
  std::int64_t break_ends_ms_ = 0;                   // a break before the next round: its end; 0 = none
  std::vector<events::Standing> standings() const;   // the people who did not leave
  std::vector<events::DuplicateStanding> duplicate_standings() const;  // the same, by matchpoints
  // Who a place's results count for in the standings in a round: an index
  // of people_ (its holder then), or past them for a bot's or leaver's place.
  int standing_index(int player, int round) const;
  // By standing_index: whether the standings show him (he holds a place in
  // a round played and did not leave).
  std::vector<bool> counted() const;
  // Fixed partnerships: the name of the partner for the evening of a person
  // (an index of people_; whoever holds the partner's place now, or "a
  // bot"); nullopt with changing partners.
  std::optional<std::string> team_partner_name(int person) const;
  // The rounds played, each table's seats, points and the path of its
  // record (for the replay; null when it cannot be read now).
  nlohmann::json played_json() const;
  nlohmann::json record_path_of(const std::string& table) const;
  mutable std::map<std::string, std::string> record_paths_;  // finished tables' record paths, once read
  // An in-person table's score this round as messages show it (null: none entered).
  nlohmann::json score_json(int table) const;
  // The boards as every message shows them (null for a progressive event).
  nlohmann::json boards_json() const;
  // Tables in each round (the same every round): how many times a board is due.
  int tables_a_round() const;
  // A place's name in a round (from 1), for the boards' plays.
  std::string place_name(int player, int round) const;
  std::optional<EventBoards> boards_;  // a duplicate event's boards
  ScoreSheet scores_;                  // an evening in person: this round's scores and the log
  std::set<store::PersonId> guests_;   // added by name by the organiser (add_guest): nobody holds them
  // An in-person table's round (both from 0) whose result both sides could dispute (rated()).
  bool disputable(int round, int table, const events::TableResult& result) const;
  // The table (an index of this round's) a score message names, seated by
  // whom: the side of `by` there (0, 1), -1 for the organiser elsewhere; or an error.
  struct ScoredTable {
    int table = 0;
    int side = -1;
  };
  std::variant<ScoredTable, protocol::Error> scored_table(store::PersonId by, const nlohmann::json& message) const;
  // A confirmed score becomes the table's result; the round ends when all are in.
  void take_score(int table, const TableScore& score);
};

std::string status_name(Event::Status status);

}  // namespace euchre::room
