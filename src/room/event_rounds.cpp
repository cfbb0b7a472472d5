// An evening's rounds: the first drawn (begin), each round's tables opened
// with their clocks, substitutes, a table's result taken in and the next
// round opened, and all of it resumed after a start.
#include <iostream>
#include <random>

#include "egn/egn.h"
#include "events/from_game.h"
#include "room/event.h"
#include "room/table.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

namespace {

std::uint64_t event_seed() {
  std::random_device device;
  return (std::uint64_t{device()} << 32) ^ device();
}

}  // namespace

int Event::tables_a_round() const {
  if (!evening_) return 0;
  if (!evening_->results().empty()) return static_cast<int>(evening_->results()[0].tables.size());
  return static_cast<int>(evening_->lineup().tables.size());
}

std::string Event::place_name(int player, int round) const {
  const int holder = holder_index(player, round - 1);
  if (holder >= 0) return host_.name_of(people_[static_cast<std::size_t>(holder)]);
  return settings_.bots + " bot";
}

std::optional<std::string> Event::begin() {
  // The no-shows are no longer registered: they are told, and the evening is
  // drawn for the people here (so nobody waits on an empty seat).
  std::vector<store::PersonId> here, absent;
  for (store::PersonId p : people_) (checked_in_.count(p) ? here : absent).push_back(p);
  try {
    evening_ = std::make_unique<events::Progressive>(events::ProgressiveOptions{
        static_cast<int>(here.size()), settings_.rounds, settings_.movement, event_seed(), chosen_teams(here)});
    // One table has nobody to be compared with (decided here: refused, not scored against nothing).
    if (boards_ && evening_->lineup().tables.size() < 2)
      throw events::EventError("a duplicate evening compares tables playing the same boards: it needs two tables, "
                               "at least 5 people here");
    // In person there are no bots to fill a seat (decided here: nobody plays a ghost hand).
    for (const events::TableSeats& t : evening_->lineup().tables)
      for (int player : t)
        if (settings_.in_person && evening_->is_bot(player))
          throw events::EventError("an evening in person has no bots for the empty seats: it needs a multiple of 4 "
                                   "people here (or 4k+1 with the whist movement, one sitting out each round), not " +
                                   std::to_string(here.size()));
  } catch (const events::EventError& e) {
    // Back to registering, nobody dropped: the organiser's next start says
    // why (e.g. more rounds than the people here have in a whist schedule).
    status_ = Status::Registering;
    check_in_ends_ms_ = 0;
    save();
    broadcast();
    return std::string("the evening could not be drawn: ") + e.what();
  }
  const std::vector<store::PersonId> registered_people = people_;
  const std::optional<EventBoards> boards_before = boards_;
  const Status status_before = status_;
  people_ = here;
  no_shows_ = absent;
  if (boards_) boards_->draw_pool(here);
  status_ = Status::Running;
  check_in_ends_ms_ = 0;
  try {
    open_round();
  } catch (const std::exception& e) {
    // The start is whole or nothing (docs/events.md, "Starting"): a table
    // that cannot be opened for a reason other than a store fault (which
    // open_missing_tables retries) closes those opened, and the evening is
    // as it was before the start, everyone still registered.
    for (const std::string& t : tables_) {
      try {
        host_.close_event_table(t);
      } catch (const store::StoreError&) {
        // Left open in the store: a restart closes a table no round holds.
      }
    }
    tables_.clear();
    results_.clear();
    evening_.reset();
    people_ = registered_people;
    no_shows_.clear();
    boards_ = boards_before;
    status_ = status_before == Status::CheckingIn ? Status::Registering : status_before;
    round_started_ms_ = round_ends_ms_ = 0;
    save();
    broadcast();
    return std::string("the evening could not begin, nothing was opened: ") + e.what();
  }
  save();
  broadcast();
  for (store::PersonId p : absent) host_.send_to_person(p, message_for(p));
  return std::nullopt;
}

int Event::holder_index(int player, int round) const {
  return evening_ ? holders().holder(*evening_, player, round) : -1;
}

int Event::first_round(int person) const { return evening_ ? holders().first_round(*evening_, person) : -1; }

std::optional<store::PersonId> Event::person_of_player(int player) const {
  if (!evening_) return std::nullopt;
  const int holder = holder_index(player, evening_->round());
  if (holder < 0 || dropped_.count(holder)) return std::nullopt;
  return people_[static_cast<std::size_t>(holder)];
}

std::optional<protocol::Error> Event::substitute(store::PersonId by, store::PersonId who, int player) {
  if (!organises(by)) return protocol::Error{ErrorCode::NotNow, "only the organiser gives a place in event " + id_};
  if (status_ != Status::Running) return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is not being played"};
  const auto it = std::find(people_.begin(), people_.end(), who);
  if (it == people_.end()) return protocol::Error{ErrorCode::NotNow, "that person is not registered for event " + id_};
  const int person = static_cast<int>(it - people_.begin());
  if (dropped_.count(person)) return protocol::Error{ErrorCode::NotNow, host_.name_of(who) + " has left event " + id_};
  if (first_round(person) >= 0) return protocol::Error{ErrorCode::NotNow, host_.name_of(who) + " has a place in event " + id_ + " already"};
  if (player < 0 || player >= evening_->players())
    return protocol::Error{ErrorCode::Malformed, "event " + id_ + " has no place " + std::to_string(player)};
  const int next = first_placeable_round();
  if (next >= evening_->rounds()) return protocol::Error{ErrorCode::NotNow, "the last round of event " + id_ + " is being played"};
  const int holder = holder_index(player, next);
  if (holder >= 0 && !dropped_.count(holder))
    return protocol::Error{ErrorCode::NotNow, "place " + std::to_string(player) + " is " + host_.name_of(people_[static_cast<std::size_t>(holder)]) +
                                                  "'s: only a bot's place or that of someone who left can be given"};
  substitutions_.push_back({player, next, person});
  save();
  broadcast();
  return std::nullopt;
}

void Event::open_round() {
  tables_.clear();
  results_.clear();
  round_started_ms_ = host_.event_now_ms();
  round_ends_ms_ = settings_.minutes ? round_started_ms_ + std::int64_t{settings_.minutes} * 60'000 : 0;
  open_missing_tables();
  arm_round_clock();
}

void Event::arm_round_clock() {
  if (!round_ends_ms_ || status_ != Status::Running) return;
  const int round = evening_->round();
  const std::int64_t left = round_ends_ms_ - host_.event_now_ms();
  // Ran out while the server was down: now, before any table moves on.
  if (left <= 0) return round_time_up(round);
  after(std::chrono::milliseconds(left), [round](Event& event) { event.round_time_up(round); });
}

void Event::round_time_up(int round) {
  if (status_ != Status::Running || evening_->round() != round) return;
  for (std::size_t t = 0; t < tables_.size(); ++t)
    if (!results_.count(static_cast<int>(t)))
      host_.at_table(tables_[t], [](Table& table) { table.end_after_this_deal(); });
  broadcast();
}

void Event::open_missing_tables() {
  const events::RoundLineup& lineup = evening_->lineup();
  while (tables_.size() < lineup.tables.size()) {
    const std::size_t t = tables_.size();
    if (settings_.in_person) {  // a real table: nothing to open, only its name
      tables_.push_back(id_ + "-r" + std::to_string(evening_->round() + 1) + "-t" + std::to_string(t + 1));
      continue;
    }
    std::array<std::optional<store::PersonId>, 4> people{};
    for (std::size_t s = 0; s < 4; ++s) people[s] = person_of_player(lineup.tables[t][s]);
    TableSettings settings =
        round_table_settings(settings_, id_, evening_->round() + 1, static_cast<int>(t) + 1, people);
    if (boards_) settings.boards = boards_->for_round(evening_->round(), settings_.deals);
    try {
      tables_.push_back(host_.open_event_table(settings, people));
      if (round_ends_ms_ && host_.event_now_ms() >= round_ends_ms_)
        host_.at_table(tables_.back(), [](Table& table) { table.end_after_this_deal(); });
    } catch (const store::StoreError& e) {
      std::cerr << "euchre serve: event " << id_ << ": table " << t + 1 << " could not be opened (" << e.what()
                << "); trying again\n";
      after(std::chrono::seconds(1), [](Event& event) {
        if (event.status_ != Status::Running) return;
        event.open_missing_tables();
        event.save();
        event.broadcast();
      });
      return;
    }
  }
}

void Event::table_finished(Table& table) {
  const auto held = table.hold();
  if (table.game()) take_result(table.id(), *table.game());
}

void Event::take_result(const std::string& table, const Game& game) {
  if (status_ != Status::Running || !game.over()) return;
  const auto it = std::find(tables_.begin(), tables_.end(), table);
  if (it == tables_.end()) return;
  const int index = static_cast<int>(it - tables_.begin());
  if (results_.count(index)) return;
  const events::TableSeats& seats = evening_->lineup().tables[static_cast<std::size_t>(index)];
  results_[index] = events::table_result(game, seats);
  if (boards_) boards_->add_plays(events::board_plays(game, seats, index + 1, evening_->round() * settings_.deals + 1));
  const bool round_over = results_.size() == evening_->lineup().tables.size();
  if (round_over) finish_round();
  save();
  // A new round (or the end) is told at once; a table done in the middle of
  // a round only marks it done, told with the others that finish within a
  // second (a round's tables end close together: 25 tables made 25 messages
  // to every person, at the moment the next round's first actions came).
  if (round_over) {
    broadcast_due_ = false;
    broadcast();
  } else {
    broadcast_soon();
  }
}

void Event::finish_round() {
  events::RoundResult round;
  for (const auto& [index, t] : results_) round.tables.push_back(t);
  evening_->finish_round(round);
  played_tables_.push_back(tables_);
  tables_.clear();
  results_.clear();
  scores_.next_round();
  if (evening_->over()) {
    status_ = Status::Over;
    return;
  }
  if (settings_.break_minutes > 0) {
    // The next round's seats are known (everyone sees where he sits next);
    // its tables open when the break ends.
    break_ends_ms_ = host_.event_now_ms() + std::int64_t{settings_.break_minutes} * 60'000;
    round_started_ms_ = round_ends_ms_ = 0;
    arm_break_clock();
    return;
  }
  open_round();
}

void Event::arm_break_clock() {
  if (!break_ends_ms_ || status_ != Status::Running) return;
  const std::int64_t left = break_ends_ms_ - host_.event_now_ms();
  // Over while the server was down: the round opens now.
  if (left <= 0) return end_break();
  const std::int64_t ends = break_ends_ms_;
  after(std::chrono::milliseconds(left), [ends](Event& event) {
    if (event.break_ends_ms_ == ends) event.end_break();  // not begun early meanwhile
  });
}

void Event::end_break() {
  if (!break_ends_ms_ || status_ != Status::Running) return;
  break_ends_ms_ = 0;
  open_round();
  save();
  broadcast();
}

void Event::resume() {
  arm_check_in_clock();
  if (status_ != Status::Running || !evening_) return;
  if (break_ends_ms_) return arm_break_clock();  // no tables between rounds
  open_missing_tables();
  arm_round_clock();  // a round whose time ran out while the server was down ends now
  const std::vector<std::string> round = tables_;
  for (const std::string& id : round) {
    if (const auto t = host_.find_table(id)) {
      const auto held = t->hold();
      if (t->game() && t->game()->over() && !t->result().is_null()) table_finished(*t);
      continue;
    }
    // Not served any more (closed after its game ended, while the event's
    // own write had failed): its finished game's record holds the result.
    try {
      const auto row = host_.event_store().latest_game(id);
      if (!row || !row->finished) continue;
      const egn::Record record = egn::read(row->record);
      if (record.game) take_result(id, *record.game);
    } catch (const std::exception& e) {
      std::cerr << "euchre serve: event " << id_ << ": the result of table " << id << " could not be read: " << e.what() << "\n";
    }
  }
}

std::optional<Event::Seated> Event::seat_of(store::PersonId person) const {
  if (!evening_ || status_ != Status::Running) return std::nullopt;
  const auto& lineup = evening_->lineup();
  for (std::size_t t = 0; t < lineup.tables.size(); ++t)
    for (std::size_t s = 0; s < 4; ++s)
      if (person_of_player(lineup.tables[t][s]) == person) return Seated{static_cast<int>(t), static_cast<int>(s)};
  return std::nullopt;
}

}  // namespace euchre::room
