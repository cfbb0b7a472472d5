// A table's seats: who sits where (people, bots, claims of a bot's seat),
// joining, leaving, watching, a person away and back, a person removed,
// and the phrases the seated say. The game's course is in table_course.cpp,
// its messages in table_messages.cpp, its restore in table_restore.cpp.
#include "room/table.h"

#include <algorithm>

#include "fair/secret.h"
#include "room/bot_names.h"
#include "room/table_round.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

Error Table::error(ErrorCode code, std::string message) { return Error{code, std::move(message)}; }

Table::Table(TableHost& host, store::Table row, TableSettings settings)
    : host_(host),
      executor_(host.table_executor()),
      row_(std::move(row)),
      settings_(std::move(settings)),
      quiet_since_ms_(executor_.now_ms()) {}

Table::~Table() = default;

std::optional<int> Table::seat_of(PersonId person) const {
  const auto held = hold();
  for (int s = 0; s < seats(); ++s)
    if (seat(s).person == person) return s;
  return std::nullopt;
}

bool Table::bot_plays(int s) const {
  const SeatState& st = seat(s);
  return st.person ? st.stand_in : !st.bot.empty();
}

bool Table::abandoned() const {
  const auto held = hold();
  if (playing()) return false;
  for (int s = 0; s < seats(); ++s)
    if (seat(s).person) return false;
  return true;
}

bool Table::has_person() const {
  const auto held = hold();
  for (int s = 0; s < seats(); ++s)
    if (seat(s).person) return true;
  return false;
}

bool Table::close_due(std::int64_t now_ms) const {
  const auto held = hold();
  using namespace std::chrono;
  if (playing() || round_ || retry_scheduled_) return false;
  const bool over = game_ && game_->over();
  if (over && !finish_stored_) return false;  // its end is not kept yet: advance() keeps trying
  const std::int64_t quiet = now_ms - quiet_since_ms_;
  if (!has_person()) return over || quiet >= duration_cast<milliseconds>(minutes(10)).count();
  if (over) return quiet >= duration_cast<milliseconds>(minutes(10)).count();
  return quiet >= duration_cast<milliseconds>(minutes(60)).count();
}

bool Table::filled(int s) const { return seat(s).person || !seat(s).bot.empty(); }

void Table::take_seat(int s, SeatState state) {
  host_.store().set_seat(store::Seat{row_.id, s, state.person, state.bot});
  const bool person_left = seat(s).person && !state.person;
  if (state.person) host_.person_seated(row_.id, *state.person);
  seat_state(s) = std::move(state);
  if (person_left && !has_person()) quiet_since_ms_ = executor_.now_ms();
}

void Table::seat_bots() {
  const auto held = hold();
  for (int s = 0; s < seats(); ++s) {
    const std::string& level = settings_.bots[static_cast<std::size_t>(s)];
    if (level.empty()) continue;
    SeatState bot;
    bot.bot = level;
    bot.player = make_player(level);
    take_seat(s, std::move(bot));
  }
  progress([this] { try_start(); });
}

std::optional<Error> Table::join(PersonId person, int s) {
  const auto held = hold();
  if (s < 0 || s >= seats())
    return error(ErrorCode::Malformed, "no seat " + std::to_string(s) + " at this table (seats 0 to " +
                                           std::to_string(seats() - 1) + ")");
  if (auto mine = seat_of(person)) {
    if (*mine == s) return std::nullopt;  // already there: a repeated join is harmless
    return error(ErrorCode::NotNow, "you already sit at seat " + std::to_string(*mine) + "; leave it first");
  }
  for (const auto& [claimed, by] : claims_)
    if (by == person)
      return error(ErrorCode::NotNow, "you take seat " + std::to_string(claimed) + " when this deal ends; one seat a person");
  SeatState& st = seat_state(s);
  if (st.person) return error(ErrorCode::SeatTaken, "seat " + std::to_string(s) + " is taken by " + host_.name_of(*st.person));
  // Mid-deal a bot's seat is claimed, not taken: its hand stays the bot's
  // until the deal ends (a stranger must not see a hand by sitting down).
  if (!st.bot.empty() && playing() && !round_ && !game_->awaiting_deal()) {
    if (const auto it = claims_.find(s); it != claims_.end())
      return error(ErrorCode::SeatTaken, "seat " + std::to_string(s) + " is claimed by " + host_.name_of(it->second) +
                                             " for the next deal");
    claims_[s] = person;
    broadcast_table();
    host_.send_to_person(person, table_message());  // the claimant may not be at the table yet
    return std::nullopt;
  }
  // A bot's seat is a person's for the asking: the bot steps aside.
  SeatState taken;
  taken.person = person;
  taken.away = !host_.online(person);
  take_seat(s, std::move(taken));
  broadcast_table();
  if (game_) broadcast_state();
  progress([this] {
    try_start();
    if (playing()) drive();
  });
  return std::nullopt;
}

std::optional<Error> Table::leave(PersonId person) {
  const auto held = hold();
  for (auto it = claims_.begin(); it != claims_.end(); ++it)
    if (it->second == person) {
      claims_.erase(it);
      broadcast_table();
      return std::nullopt;
    }
  const auto s = seat_of(person);
  if (!s) return error(ErrorCode::NotSeated, "you have no seat at table " + row_.id);
  SeatState left;
  // Mid-game the seat cannot stay empty: the stand-in plays it, and anyone
  // may take it over by joining.
  if (playing()) {
    left.bot = settings_.stand_in;
    left.player = make_player(left.bot);
    left.left_by = person;
  }
  take_seat(*s, std::move(left));
  rematch_votes_.erase(*s);
  broadcast_table();
  if (game_) broadcast_state();
  progress([this] {
    if (playing()) drive();
  });
  return std::nullopt;
}

void Table::watch(net::ConnectionId c) { spectators_.insert(c); }

void Table::unwatch(net::ConnectionId c) {
  const auto held = hold();
  spectators_.erase(c);
}

void Table::person_online(PersonId person) {
  const auto held = hold();
  const auto s = seat_of(person);
  if (!s) return;
  SeatState& st = seat_state(*s);
  st.away = false;
  ++st.away_epoch;  // the grace timer of the last absence no longer applies
  if (st.stand_in) {
    st.stand_in = false;  // a decision the stand-in is making is dropped on arrival
    broadcast_table();
    if (game_) broadcast_state();
    progress([this] {
      if (playing()) drive();
    });
  }
}

void Table::person_offline(PersonId person) {
  const auto held = hold();
  const auto s = seat_of(person);
  if (!s) return;
  SeatState& st = seat_state(*s);
  st.away = true;
  const std::uint64_t epoch = ++st.away_epoch;
  st.stand_in_at_ms = executor_.now_ms() + std::int64_t{settings_.grace_seconds} * 1000;
  // Everyone sees at once that the seat is away, and when its stand-in comes.
  broadcast_table();
  std::weak_ptr<Table> self = weak_from_this();
  const int seat_no = *s;
  executor_.after(std::chrono::seconds(settings_.grace_seconds), [self, seat_no, epoch] {
    auto table = self.lock();
    if (!table) return;
    const auto table_held = table->hold();
    SeatState& later = table->seat_state(seat_no);
    if (!later.person || !later.away || later.away_epoch != epoch) return;
    later.stand_in = true;
    if (!later.player) later.player = table->make_player(table->settings_.stand_in);
    table->broadcast_table();
    if (table->game_) table->broadcast_state();
    table->progress([&] {
      if (table->round_ && !table->round_->contributions[static_cast<std::size_t>(seat_no)]) {
        // Nothing to wait for from an away seat: its contribution is the bot's.
        table->round_->contributions[static_cast<std::size_t>(seat_no)] =
            fair::bot_contribution(table->round_->secret, seat_no);
        table->round_->bots.push_back(seat_no);
        table->finish_round(table->round_->epoch);
      }
      if (table->playing()) table->drive();
    });
  });
}

std::array<std::string, 4> Table::seat_names() {
  std::array<std::string, 4> names{};
  for (int s = 0; s < seats(); ++s) {
    const SeatState& st = seat(s);
    names[static_cast<std::size_t>(s)] = st.person ? host_.name_of(*st.person) : st.bot.empty() ? "" : bot_name(row_.id, s);
  }
  return names;
}

std::string Table::level_of(int s) const {
  const auto held = hold();
  const SeatState& st = seat(s);
  if (st.person) return st.stand_in ? settings_.stand_in : "";
  return st.bot;
}

std::optional<Error> Table::remove(PersonId by, int s) {
  const auto held = hold();
  if (!seat_of(by)) return error(ErrorCode::NotSeated, "only a person seated at table " + row_.id + " may remove another");
  if (s < 0 || s >= seats()) return error(ErrorCode::Malformed, "no seat " + std::to_string(s) + " at this table");
  const SeatState& st = seat(s);
  if (!st.person || *st.person == by)
    return error(ErrorCode::NotNow, "seat " + std::to_string(s) + " is not held by another person");
  const std::int64_t waited = executor_.now_ms() - changed_ms_;
  const bool stuck = playing() && !round_ && !game_->awaiting_deal() && game_->to_act() == s && !bot_plays(s) &&
                     waited >= std::chrono::milliseconds(kRemoveAfter).count();
  if (!st.away && !stuck)
    return error(ErrorCode::NotNow, host_.name_of(*st.person) + " may be removed only when away or after " +
                                        std::to_string(kRemoveAfter.count()) + " s without acting on a turn");
  const PersonId removed = *st.person;
  SeatState bot;
  bot.bot = settings_.stand_in;
  bot.player = make_player(bot.bot);
  take_seat(s, std::move(bot));
  rematch_votes_.erase(s);
  host_.send_to_person(removed, protocol::error_message(Error{
                                    ErrorCode::NotSeated, "you were removed from seat " + std::to_string(s) + " at table " +
                                                              row_.id + " by " + host_.name_of(by) + ": you did not act"}));
  broadcast_table();
  if (game_) broadcast_state();
  progress([this] {
    if (playing()) drive();
  });
  return std::nullopt;
}

std::optional<Error> Table::say(PersonId person, const json& m) {
  const auto held = hold();
  static const std::set<std::string> kPhrases = {"good_game",   "nice_hand",      "thanks_partner",
                                                 "well_played", "sorry_partner", "hello"};
  const auto s = seat_of(person);
  if (!s) return error(ErrorCode::NotSeated, "only the people seated at table " + row_.id + " say phrases there");
  const auto phrase = m.find("phrase");
  if (phrase == m.end() || !phrase->is_string() || !kPhrases.count(phrase->get<std::string>()))
    return error(ErrorCode::Malformed, "\"phrase\" must be one of good_game, nice_hand, thanks_partner, well_played, "
                                       "sorry_partner, hello");
  const std::int64_t now = executor_.now_ms();
  if (const auto it = last_said_ms_.find(person); it != last_said_ms_.end() && now - it->second < 3'000)
    return error(ErrorCode::NotNow, "one phrase every 3 seconds");
  last_said_ms_[person] = now;
  broadcast({{"v", protocol::kVersion}, {"type", "said"}, {"table", row_.id}, {"seat", *s}, {"phrase", *phrase}});
  return std::nullopt;
}

}  // namespace euchre::room
