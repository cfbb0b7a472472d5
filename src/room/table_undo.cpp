// Undo at a table (docs/server.md, "Undo"): a person playing against the
// computer takes back their own last action of the deal being played, and
// every action after it. Never where another person sits or has claimed a
// seat: taking back a card another person has seen would rewrite their game.
// Never where the result counts (a rated game, a club evening's table): a
// person left alone with bots there would see the bots' answers, take his
// move back and replay, and the better result would be rated and ranked.
//
// The store moves what is taken back out of the log (keeping it apart), and
// the table rebuilds its game from the log, the same replay a restart uses,
// so the table and the store can never disagree about what was played.
#include <iostream>

#include "room/actor.h"
#include "room/table.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

std::optional<std::int64_t> Table::undoable_from(PersonId person) const {
  if (!playing() || round_ || game_->awaiting_deal() || reread_log_) return std::nullopt;
  // A finished deal stands: only the deal being played is searched.
  const int deal = game_->deals_played() - 1;
  const std::string actor = person_actor(person);
  for (std::size_t i = log_.size(); i-- > 0 && log_[i].deal == deal;)
    if (log_[i].actor == actor) return static_cast<std::int64_t>(i);
  return std::nullopt;
}

namespace {

// Why the table's results may not be taken back, or nullopt where they may.
std::optional<std::string> result_counts(const TableSettings& settings) {
  if (settings.rated) return "this game is rated: its moves stand (no undo)";
  if (!settings.event.empty())
    return "this table plays a round of club evening " + settings.event + ": its result counts, so its moves stand (no undo)";
  return std::nullopt;
}

}  // namespace

std::optional<int> Table::undo_seat() const {
  const auto held = hold();
  if (result_counts(settings_)) return std::nullopt;
  std::optional<int> only;
  for (int s = 0; s < seats(); ++s) {
    if (!seat(s).person) continue;
    if (only) return std::nullopt;
    only = s;
  }
  if (!only || !claims_.empty() || !undoable_from(*seat(*only).person)) return std::nullopt;
  return only;
}

std::optional<Error> Table::undo(PersonId person) {
  const auto held = hold();
  const auto s = seat_of(person);
  if (!s) return Error{ErrorCode::NotSeated, "you have no seat at table " + row_.id};
  if (const auto why = result_counts(settings_)) return Error{ErrorCode::NotNow, *why};
  for (int other = 0; other < seats(); ++other)
    if (other != *s && seat(other).person)
      return Error{ErrorCode::NotNow, "undo is only for games against the computer: " + host_.name_of(*seat(other).person) +
                                          " also sits at this table"};
  if (!claims_.empty())
    return Error{ErrorCode::NotNow, "undo is only for games against the computer: someone has claimed a seat here"};
  if (pending_) return Error{ErrorCode::NotNow, "the last action is still being recorded; try again"};
  const auto from = undoable_from(person);
  if (!from) {
    if (!playing()) return Error{ErrorCode::NotNow, "no game is being played at table " + row_.id};
    return Error{ErrorCode::NotNow, "you have made no move in this deal to take back (a finished deal stands)"};
  }
  // From here until the log is read again, the table's game may differ from
  // the log: nothing is applied (commit_and_apply waits for the reread).
  reread_log_ = true;
  try {
    host_.take_back_actions(*game_id_, *from);
  } catch (const store::StoreError& e) {
    // Whether the store cut the log or not, the log says: advance() reads it again.
    store_trouble(e);
    return Error{ErrorCode::Unavailable,
                 std::string("the server could not take back your move now; try again (") + e.what() + ")"};
  }
  // As progress() does: a store fault is retried by advance().
  try {
    reread_log();
    drive();
    retry_backoff_ = std::chrono::milliseconds(0);
  } catch (const store::StoreError& e) {
    store_trouble(e);
  }
  return std::nullopt;
}

// Rebuilds the game from the store's log and tells everyone: an "undone"
// message when actions were taken back (so clients drop what they were
// showing of them), then each seat's state.
void Table::reread_log() {
  const std::optional<store::Game> row = host_.store().game(*game_id_);
  if (!row) throw std::runtime_error("table " + row_.id + ": game " + std::to_string(*game_id_) + " is not in the store");
  const Log log = read_log(row->id);
  const std::int64_t before = seq_;
  const Resume resume = replay(*row, log);
  if (resume.shuffle)
    std::cerr << "euchre serve: table " << row_.id << ": the log read again after an undo waits for a shuffle\n";
  reread_log_ = false;
  changed_ms_ = executor_.now_ms();
  refused_claim_ = {-1, -1, -1};
  if (seq_ < before)
    broadcast({{"v", protocol::kVersion}, {"type", "undone"}, {"table", row_.id}, {"seq", seq_},
               {"taken_back", before - seq_}});
  broadcast_state();
}

}  // namespace euchre::room
