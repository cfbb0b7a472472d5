// A table's game, from its start to its end: the fair shuffle of each deal
// and its contributions, the bots and the turn clock that drive it, every
// action committed to the store before it is applied (and store faults
// retried), the game's end, a rematch, and hints.
#include <algorithm>
#include <iostream>
#include <random>

#include "players/bot_factory.h"
#include "core/notation.h"
#include "core/view.h"
#include "egn/egn.h"
#include "events/board_deals.h"
#include "fair/boards.h"
#include "fair/commitment.h"
#include "fair/deck_order.h"
#include "fair/hex.h"
#include "fair/secret.h"
#include "protocol/act.h"
#include "room/actor.h"
#include "room/bot_names.h"
#include "room/messages.h"
#include "room/table.h"
#include "room/table_round.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

events::BoardSeeds Table::board_seeds(const TableBoards& b) {
  return {fair::from_hex(b.secret), fair::from_hex(b.commitment), fair::from_hex(b.pool)};
}

namespace {

std::uint64_t random_seed() {
  std::random_device device;
  return (std::uint64_t{device()} << 32) ^ device();
}

// The bot's choice, or its first legal action when it fails (said on stderr).
Action bot_choice(Player& player, const SeatView& view, const std::string& actor) {
  try {
    return player.choose(view);
  } catch (const std::exception& e) {
    std::cerr << "euchre serve: bot " << actor << " failed (" << e.what() << "); it plays its first legal action\n";
  }
  return view.legal.size() == 0 ? Action{} : view.legal[0];
}

}  // namespace

std::shared_ptr<Player> Table::make_player(const std::string& level) {
  return std::shared_ptr<Player>(make_bot(level, random_seed()));
}

void Table::try_start() {
  if (game_ || round_) return;  // a game exists: a rematch starts the next one
  for (int s = 0; s < seats(); ++s)
    if (!filled(s)) return;
  start_game();
}

void Table::start_game() {
  const Rules& rules = settings_.rules;
  // A duplicate table's first deal is its first board, dealt by the board's dealer.
  first_dealer_ = settings_.boards ? fair::board_dealer(settings_.boards->first_board, rules.seats())
                                   : Game(rules, random_seed()).first_dealer();
  store::Game row;
  row.table = row_.id;
  row.rules = rules_json(rules).dump();
  row.first_dealer = first_dealer_;
  row.started_ms = executor_.now_ms();
  game_id_ = host_.store().add_game(row);
  game_ = std::make_unique<Game>(rules, Game::ManualDeals{});
  ++game_epoch_;
  finish_stored_ = false;
  seq_ = 0;
  fair_.clear();
  log_.clear();
  rematch_votes_.clear();
  start_round();
  broadcast_table();
}

void Table::take_claims() {
  while (!claims_.empty()) {
    const auto [s, person] = *claims_.begin();
    SeatState taken;
    taken.person = person;
    taken.away = !host_.online(person);
    take_seat(s, std::move(taken));  // a store fault leaves the claim for the retry
    claims_.erase(s);
    broadcast_table();
  }
}

void Table::start_round() {
  take_claims();  // between deals: claimed bot seats change hands now
  if (settings_.boards) return deal_board();
  auto round = std::make_unique<Round>();
  round->deal = game_->deals_played();
  round->dealer = round->deal == 0 ? first_dealer_ : game_->expected_dealer();
  round->secret = fair::new_secret();
  round->commitment = fair::commitment(round->secret);
  // The secret is stored before the commitment is published: a restarted
  // server must deal the cards it committed to.
  host_.store().add_deal(store::Deal{*game_id_, round->deal, round->dealer, fair::to_hex(round->secret),
                                     fair::to_hex(round->commitment), "", ""});
  round_ = std::move(round);
  offer_round();
}

void Table::resume_round(const store::Deal& deal) {
  auto round = std::make_unique<Round>();
  round->deal = deal.number;
  round->dealer = deal.dealer;
  round->secret = fair::from_hex(deal.secret);
  round->commitment = fair::from_hex(deal.commitment);
  round_ = std::move(round);
  offer_round();
}

// A duplicate event's table deals its next board: no shuffle of its own, so
// nothing to ask the seats. The deal is stored (the event's commitment and
// pool, no secret) before it is dealt, as a shuffled one is.
void Table::deal_board() {
  const TableBoards& b = *settings_.boards;
  const int number = game_->deals_played();
  const int board = b.first_board + number;
  json pool = json::array({b.pool});
  host_.store().add_deal(store::Deal{*game_id_, number, fair::board_dealer(board, seats()), "", b.commitment,
                                     pool.dump(), "[]"});
  fair_.push_back(events::deal_board(*game_, board_seeds(b), board));
  changed_ms_ = executor_.now_ms();
  broadcast_state();
  drive();
}

// Publishes the commitment and asks the people at the table for their
// contributions; bots' (and stand-ins') follow from the secret.
void Table::offer_round() {
  Round& r = *round_;
  r.epoch = ++round_epoch_;
  r.contributions.assign(static_cast<std::size_t>(seats()), std::nullopt);
  r.bots.clear();
  for (int s = 0; s < seats(); ++s)
    if (bot_plays(s)) {
      r.contributions[static_cast<std::size_t>(s)] = fair::bot_contribution(r.secret, s);
      r.bots.push_back(s);
    }
  for (int s = 0; s < seats(); ++s)
    if (seat(s).person) host_.send_to_person(*seat(s).person, commit_message(s));
  for (net::ConnectionId c : spectators_) host_.send_to(c, commit_message(std::nullopt));
  const std::uint64_t epoch = r.epoch;
  std::weak_ptr<Table> self = weak_from_this();
  executor_.after(host_.contribution_timeout(), [self, epoch] {
    auto table = self.lock();
    if (!table) return;
    const auto table_held = table->hold();
    if (!table->round_ || table->round_->epoch != epoch) return;
    Round& late = *table->round_;
    for (int s = 0; s < table->seats(); ++s)
      if (!late.contributions[static_cast<std::size_t>(s)]) {
        late.contributions[static_cast<std::size_t>(s)] = fair::bot_contribution(late.secret, s);
        late.bots.push_back(s);
      }
    table->progress([&] { table->finish_round(epoch); });
  });
  finish_round(epoch);
}

std::optional<Error> Table::contribute(PersonId person, const json& m) {
  const auto held = hold();
  const auto s = seat_of(person);
  if (!s) return error(ErrorCode::NotSeated, "you have no seat at table " + row_.id);
  if (!round_) return error(ErrorCode::NotNow, "no deal is being shuffled at table " + row_.id);
  const auto deal = m.find("deal");
  if (deal == m.end() || !deal->is_number_integer())
    return error(ErrorCode::Malformed, "missing integer field \"deal\"");
  if (*deal != round_->deal)
    return error(ErrorCode::NotNow, "deal " + deal->dump() + " is not being shuffled (deal " +
                                        std::to_string(round_->deal) + " is)");
  const auto text = m.find("contribution");
  if (text == m.end() || !text->is_string()) return error(ErrorCode::Malformed, "missing string field \"contribution\"");
  fair::Bytes bytes;
  try {
    bytes = fair::from_hex(text->get<std::string>());
  } catch (const fair::FairError& e) {
    return error(ErrorCode::Malformed, std::string("\"contribution\": ") + e.what());
  }
  if (bytes.empty() || bytes.size() > fair::kMaxContributionBytes)
    return error(ErrorCode::Malformed, "\"contribution\" must have 1 to " +
                                           std::to_string(fair::kMaxContributionBytes) + " bytes");
  auto& slot = round_->contributions[static_cast<std::size_t>(*s)];
  if (slot) return error(ErrorCode::NotNow, "seat " + std::to_string(*s) + " has already contributed to this deal");
  slot = bytes;
  // Taken: a fault while dealing is the table's to retry, not the sender's.
  progress([this] { finish_round(round_->epoch); });
  return std::nullopt;
}

// Deals once every seat has contributed.
void Table::finish_round(std::uint64_t epoch) {
  if (!round_ || round_->epoch != epoch) return;
  Round& r = *round_;
  for (const auto& c : r.contributions)
    if (!c) return;
  fair::FairDeal deal;
  deal.deal = r.deal;
  deal.commitment = r.commitment;
  for (const auto& c : r.contributions) deal.contributions.push_back(*c);
  deal.bots = r.bots;
  std::sort(deal.bots.begin(), deal.bots.end());
  for (int seat = 0; seat < seats(); ++seat)
    if (!std::binary_search(deal.bots.begin(), deal.bots.end(), seat)) deal.people.push_back(seat);
  deal.secret = r.secret;
  json contributions = json::array();
  for (const auto& c : deal.contributions) contributions.push_back(fair::to_hex(c));
  host_.store().set_contributions(*game_id_, r.deal, contributions.dump(), json(deal.bots).dump());
  game_->begin_deal_from_order(r.dealer, fair::deck_order(game_->compiled(), r.secret, deal.contributions, r.deal));
  fair_.push_back(std::move(deal));
  round_.reset();
  changed_ms_ = executor_.now_ms();
  broadcast_state();
  drive();
}

// Asks whoever must act next: a bot on the workers, a person by the state
// already sent (and the turn clock when the table has one).
void Table::drive() {
  if (forgotten_ || !game_ || game_->over() || round_ || pending_) return;
  if (game_->awaiting_deal()) {
    start_round();
    return;
  }
  const int s = game_->to_act();
  if (bot_plays(s)) {
    const SeatState& st = seat(s);
    ask_bot(s, st.person ? "stand-in:" + settings_.stand_in : st.left_by ? left_actor(*st.left_by, st.bot) : st.bot);
  } else if (settings_.clock_seconds > 0) {
    start_clock(s);
  }
}

std::optional<std::int64_t> Table::clock_deadline() {
  if (settings_.clock_seconds <= 0 || !game_ || game_->over() || round_ || game_->awaiting_deal() ||
      game_->records().empty() || !playing())
    return std::nullopt;
  if (bot_plays(game_->to_act())) return std::nullopt;
  if (clock_seq_ != seq_ || clock_epoch_ != game_epoch_ || clock_deals_ != game_->records().size()) {
    clock_seq_ = seq_;
    clock_epoch_ = game_epoch_;
    clock_deals_ = game_->records().size();
    clock_deadline_ms_ = executor_.now_ms() + std::int64_t{settings_.clock_seconds} * 1000;
  }
  return clock_deadline_ms_;
}

// What every state message of this moment shares: the table, the names,
// who is a bot, the sequence and the turn clock.
protocol::TableFacts Table::state_facts() {
  protocol::TableFacts facts;
  facts.table = row_.id;
  facts.names = seat_names();
  facts.seq = seq_;
  for (int s = 0; s < seats(); ++s) facts.bots[static_cast<std::size_t>(s)] = bot_plays(s);
  facts.deadline_ms = clock_deadline();
  facts.undo_seat = undo_seat();
  if (facts.deadline_ms) facts.now_ms = executor_.now_ms();
  return facts;
}

void Table::start_clock(int s) {
  std::weak_ptr<Table> self = weak_from_this();
  const std::int64_t seq = seq_;
  const std::uint64_t game_epoch = game_epoch_;
  // The deadline the state messages announced (the first ask of the turn fixed it).
  const auto deadline = clock_deadline();
  const std::int64_t left = deadline ? std::max<std::int64_t>(0, *deadline - executor_.now_ms())
                                     : std::int64_t{settings_.clock_seconds} * 1000;
  executor_.after(std::chrono::milliseconds(left), [self, s, seq, game_epoch] {
    auto table = self.lock();
    if (!table) return;
    const auto table_held = table->hold();
    if (table->game_epoch_ != game_epoch || table->seq_ != seq || !table->playing() || table->round_) return;
    if (!table->seat(s).player) table->seat_state(s).player = table->make_player(table->settings_.stand_in);
    table->ask_bot(s, "clock:" + table->settings_.stand_in);
  });
}

void Table::ask_bot(int s, const std::string& actor) {
  SeatState& st = seat_state(s);
  if (st.thinking) return;  // its answer (for an earlier turn) comes first
  if (!st.player) st.player = make_player(st.person ? settings_.stand_in : st.bot);
  st.thinking = true;
  std::weak_ptr<Table> self = weak_from_this();
  std::shared_ptr<Player> player = st.player;
  SeatView view = make_view(*game_, s);
  const std::int64_t seq = seq_;
  const std::uint64_t game_epoch = game_epoch_;
  Executor& executor = executor_;
  auto choose_and_answer = [self, player, view = std::move(view), seq, game_epoch, s, actor, &executor] {
    const Action action = bot_choice(*player, view, actor);
    executor.post([self, s, seq, game_epoch, action, actor] {
      if (auto table = self.lock()) {
        const auto table_held = table->hold();
        table->bot_chose(s, seq, game_epoch, action, actor);
      }
    });
  };
  // A quick bot's choice costs less than handing it to a worker and back
  // (two wake-ups of sleeping threads): it is made here, and its answer still
  // comes as a step of its own, as a worker's would.
  if (player->quick())
    choose_and_answer();
  else
    host_.workers().run(std::move(choose_and_answer));
}

// A paced bot's action falls due on a grid of this many milliseconds (a
// moment later than its pace, never earlier): the actions of the many tables
// due within one step of the grid are then taken in one wake-up of their
// thread, and written in one batch, instead of a wake-up each.
constexpr std::int64_t kPaceGridMs = 25;

std::int64_t Table::paced_until() const {
  const Pace pace = pace_of(settings_.pace).value_or(Pace{});
  const bool trick_just_ended = game_ && game_->deal().phase == Phase::Play && game_->deal().in_trick == 0 &&
                                game_->deal().trick_no > 0;
  const std::chrono::milliseconds wait = trick_just_ended ? pace.trick : pace.action;
  if (wait.count() == 0) return changed_ms_;
  const std::int64_t due = changed_ms_ + wait.count();
  return (due + kPaceGridMs - 1) / kPaceGridMs * kPaceGridMs;
}

void Table::bot_chose(int s, std::int64_t seq, std::uint64_t game_epoch, Action action, const std::string& actor) {
  // Held until the table's pace allows it: the checks below run when it is applied.
  if (const std::int64_t wait = paced_until() - executor_.now_ms(); wait > 0 && seq == seq_) {
    std::weak_ptr<Table> self = weak_from_this();
    executor_.after(std::chrono::milliseconds(wait), [self, s, seq, game_epoch, action, actor] {
      if (auto table = self.lock()) {
        const auto table_held = table->hold();
        table->bot_chose(s, seq, game_epoch, action, actor);
      }
    });
    return;
  }
  seat_state(s).thinking = false;
  // Dropped when the turn has moved on meanwhile (the person came back and
  // played, a new game began): the table asks again if it still must.
  // An action being recorded moves the turn on: the table asks again after it if it must.
  const bool current =
      game_epoch == game_epoch_ && seq == seq_ && !pending_ && playing() && !round_ && game_->to_act() == s;
  const bool clock = actor.rfind("clock:", 0) == 0;
  if (current && (bot_plays(s) || clock)) {
    // Not applied (the store could not keep it): commit_and_apply has set a
    // retry, and the seat is asked again then.
    if (auto e = commit_and_apply(s, action, actor); e && e->code != ErrorCode::Unavailable)
      std::cerr << "euchre serve: table " << row_.id << ": the bot's action was not applied: " << e->message << "\n";
    return;
  }
  progress([this] {
    if (playing()) drive();
  });
}

std::optional<Error> Table::act(PersonId person, const json& m) {
  const auto held = hold();
  const auto s = seat_of(person);
  if (!s) return error(ErrorCode::NotSeated, "you have no seat at table " + row_.id);
  if (!game_) return error(ErrorCode::NotNow, "the game has not started: seats are still open");
  if (round_ && !game_->over())
    return error(ErrorCode::NotYourTurn, "the next deal is being shuffled (waiting for contributions)");
  // A claim is judged against up to 20,000 ways of the unseen cards: one
  // refused claim a seat a trick, so that claims cannot load the server.
  const bool claim = m.value("type", "") == "claim";
  const std::tuple<int, int, int> this_trick{*s, game_->deals_played(), game_->deal().trick_no};
  if (claim && refused_claim_ == this_trick)
    return error(ErrorCode::NotNow, "your claim was refused this trick; play on and claim at a later trick");
  protocol::Checked checked = protocol::check_act(*game_, *s, m);
  if (checked.error && claim && checked.error->code == ErrorCode::Illegal) refused_claim_ = this_trick;
  if (checked.error) return checked.error;
  return commit_and_apply(*s, checked.action, person_actor(person), person);
}

std::optional<Error> Table::commit_and_apply(int s, Action action, const std::string& actor,
                                             std::optional<PersonId> person) {
  if (reread_log_) {
    // An undo's answer from the store was lost: what the log holds is read first.
    store_trouble(std::runtime_error("the log is read again after an undo"));
    return error(ErrorCode::Unavailable, "the server is reading the game again after an undo; nothing changed");
  }
  if (pending_) return error(ErrorCode::NotYourTurn, "the last action at table " + row_.id + " is still being recorded");
  store::Action row{*game_id_, seq_, game_->deals_played() - 1, s, action_text(action), actor};
  pending_ = Pending{row, action, person};
  std::weak_ptr<Table> self = weak_from_this();
  // The answer comes on the writer's side: the table takes it on its own
  // executor, under its lock, as every step of its own.
  host_.append_action(row, [self, &executor = executor_](std::exception_ptr failure) {
    executor.post([self, failure] {
      if (auto table = self.lock()) {
        const auto table_held = table->hold();
        table->committed(failure);
      }
    });
  });
  return std::nullopt;
}

// The store's answer to the pending action: applied and told once kept.
void Table::committed(std::exception_ptr failure) {
  if (!pending_) return;
  const Pending done = std::move(*pending_);
  pending_.reset();
  if (failure) {
    const std::optional<std::string> why = refused_by_store(done.row, failure);
    if (why) {
      // Nobody is told of an action the store does not hold. The table asks
      // again when the store is back; the person is told (his client retries).
      if (done.person)
        host_.send_to_person(*done.person,
                             protocol::error_message(error(ErrorCode::Unavailable,
                                                           "the server could not record the action; nothing changed (" +
                                                               *why + ")")));
      return;
    }
  }
  apply_kept(done.row, done.action);
}

// Why the store did not keep the action, or nullopt when the log holds it
// after all (an append whose commit happened but whose answer was lost);
// a refusal sets the table's retry (store_trouble).
std::optional<std::string> Table::refused_by_store(const store::Action& row, std::exception_ptr failure) {
  try {
    std::rethrow_exception(failure);
  } catch (const store::StoreError& e) {
    if (already_logged(row)) return std::nullopt;
    store_trouble(e);
    return std::string(e.what());
  }
}

void Table::apply_kept(const store::Action& row, Action action) {
  try {
    game_->apply(action);
  } catch (const GameError& e) {
    // check_act and the bots' legal lists come from the core, so this is a
    // core bug; the log now holds an action the game refused.
    std::cerr << "euchre serve: table " << row_.id << ": logged action refused by the game: " << e.what() << "\n";
    return;
  }
  ++seq_;
  log_.push_back({row.deal, row.actor, row.seat});
  changed_ms_ = executor_.now_ms();
  // Everyone sees the action (a deal's last one too), then the deal's end.
  broadcast_state();
  if (game_->awaiting_deal() || game_->over()) send_deal_over();
  // Whatever waited for the action (a round's time that ran out meanwhile
  // included) is done now: the game's end or the next seat's turn.
  progress([this] { advance(); });
}

bool Table::already_logged(const store::Action& row) {
  // An append whose commit happened but whose answer was lost fails again as
  // "not the next seq" when retried: the log is the judge.
  try {
    const std::vector<store::Action> logged = host_.store().actions(row.game);
    return logged.size() > static_cast<std::size_t>(row.seq) && logged[static_cast<std::size_t>(row.seq)] == row;
  } catch (const store::StoreError&) {
    return false;
  }
}

// Tried again after a backoff (0.25 s doubling to 4 s): whatever the table
// was doing when the store failed is derived again from its state.
void Table::store_trouble(const std::exception& e) {
  ++store_faults_;
  std::cerr << "euchre serve: table " << row_.id << ": " << e.what() << " (retrying)\n";
  if (retry_scheduled_) return;
  retry_scheduled_ = true;
  retry_backoff_ = retry_backoff_.count() == 0 ? std::chrono::milliseconds(250)
                                               : std::min(std::chrono::milliseconds(4000), retry_backoff_ * 2);
  std::weak_ptr<Table> self = weak_from_this();
  executor_.after(retry_backoff_, [self] {
    if (auto table = self.lock()) {
      const auto table_held = table->hold();
      table->retry_scheduled_ = false;
      table->progress([&] { table->advance(); });
    }
  });
}

void Table::advance() {
  if (pending_ || forgotten_) return;  // committed() goes on from there; a forgotten table does nothing more
  if (reread_log_) reread_log();
  if (end_requested_) keep_end_after_this_deal();
  if (game_ && game_->over()) {
    if (!finish_stored_) finish_game();
    return;
  }
  if (!game_) return try_start();
  if (round_) return finish_round(round_->epoch);
  drive();
}

void Table::finish_game() {
  std::array<std::string, 4> names = seat_names();
  json result = game_result(*game_, names, seats_);
  egn::Metadata meta;
  for (int s = 0; s < seats(); ++s) {
    const std::string& level = seat(s).person ? "" : seat(s).bot;
    meta.players.push_back(names[static_cast<std::size_t>(s)] + (level.empty() ? "" : " (" + level + " bot)"));
  }
  meta.title = settings_.name;
  meta.game_id = std::to_string(*game_id_);
  // A game with undos is not a game as first played: its record and result say so.
  std::set<int> undos;
  for (const store::UndoneAction& u : host_.store().undone_actions(*game_id_)) undos.insert(u.undo);
  if (!undos.empty()) {
    result["undos"] = undos.size();
    meta.description = "Played against the computer with " + std::to_string(undos.size()) +
                       (undos.size() == 1 ? " undo" : " undos") + " (moves taken back)";
  }
  // A rated game's ratings count who began each seat, not only who ended it.
  if (settings_.rated) result["began"] = began_json();
  meta.date = utc_date(executor_.now_ms());
  egn::WriteOptions options;
  for (const auto& d : fair_) options.fair.emplace_back(d);
  const std::string record = egn::write(*game_, meta, options);
  // Throws on a store fault: progress() retries, and nobody hears of the end
  // (nor gets its secrets) before the record is kept.
  host_.store().finish_game(*game_id_, result.dump(), record);
  finish_stored_ = true;
  quiet_since_ms_ = executor_.now_ms();
  broadcast(game_over_message(row_.id, *game_id_, *game_, fair_, row_.invite));
  broadcast_table();
  host_.game_finished(*this);
}

std::optional<Error> Table::rematch(PersonId person) {
  const auto held = hold();
  const auto s = seat_of(person);
  if (!s) return error(ErrorCode::NotSeated, "you have no seat at table " + row_.id);
  if (!game_ || !game_->over() || !finish_stored_) return error(ErrorCode::NotNow, "the game is not over");
  if (!settings_.event.empty())
    return error(ErrorCode::NotNow, "this table plays a round of event " + settings_.event + ": the next round seats you");
  rematch_votes_.insert(*s);
  for (int seat_no = 0; seat_no < seats(); ++seat_no)
    if (seat(seat_no).person && !rematch_votes_.count(seat_no)) {
      broadcast_table();
      return std::nullopt;
    }
  game_.reset();
  progress([this] { try_start(); });
  return std::nullopt;
}

std::optional<Error> Table::hint(PersonId person, net::ConnectionId reply_to) {
  const auto held = hold();
  const auto s = seat_of(person);
  if (!s) return error(ErrorCode::NotSeated, "you have no seat at table " + row_.id);
  if (!settings_.hints) return error(ErrorCode::NotNow, "hints are off at this table");
  if (!playing() || round_ || game_->to_act() != *s) return error(ErrorCode::NotYourTurn, "a hint is for your own turn");
  SeatView view = make_view(*game_, *s);
  const std::string table_id = row_.id;
  const std::int64_t seq = seq_;
  Executor& executor = executor_;
  TableHost& host = host_;
  host_.workers().run([view = std::move(view), table_id, seq, reply_to, &executor, &host] {
    json message = hint_message(table_id, seq, view);
    executor.post([&host, reply_to, message = std::move(message)] { host.send_to(reply_to, message); });
  });
  return std::nullopt;
}

void Table::end_after_this_deal() {
  const auto held = hold();
  if (!game_ || game_->over()) return;
  end_requested_ = true;
  progress([this] { keep_end_after_this_deal(); });
}

void Table::keep_end_after_this_deal() {
  // An action being recorded is applied first, then advance() comes here.
  if (!end_requested_ || !game_ || game_->over() || pending_) return;
  // The core says how short the game becomes; it is stored before it is so.
  const auto shorter = game_->rules_ending_after_this_deal();
  if (!shorter) {
    end_requested_ = false;
    return;
  }
  host_.store().shorten_game(*game_id_, rules_json(*shorter).dump());  // throws: progress() retries
  end_requested_ = false;
  game_->end_after_this_deal();
  if (!game_->over()) return;
  round_.reset();  // the next deal's shuffle is not dealt: the game ended before it
  broadcast_state();
  finish_game();
}

}  // namespace euchre::room
