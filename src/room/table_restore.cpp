// A table read back from the store at a start or a lease taken: its seats,
// and its game replayed from the action log, the same replay an undo uses,
// so the table and the store never disagree about what was played.
#include <charconv>
#include <tuple>

#include "core/notation.h"
#include "egn/egn.h"
#include "events/board_deals.h"
#include "fair/deck_order.h"
#include "fair/hex.h"
#include "room/actor.h"
#include "room/table.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

void Table::restore(const std::vector<store::Seat>& stored) {
  const auto held = hold();
  for (const store::Seat& row : stored) {
    if (row.seat < 0 || row.seat >= seats()) continue;
    SeatState& st = seat_state(row.seat);
    st.person = row.person;
    st.bot = row.bot;
    if (row.person) host_.person_seated(row_.id, *row.person);
    st.away = row.person.has_value();
    if (!row.bot.empty()) st.player = make_player(row.bot);
  }
  const std::optional<store::Game> latest = host_.store().latest_game(row_.id);
  const Resume resume = latest ? replay(*latest, read_log(latest->id)) : Resume{};
  finish_stored_ = latest && latest->finished;
  // A person not connected to this instance is away until they reconnect:
  // their grace periods start now. One already connected (a takeover from a
  // dead instance) gets the whole picture.
  for (int s = 0; s < seats(); ++s) {
    const auto person = seat(s).person;
    if (!person) continue;
    if (host_.online(*person)) {
      seat_state(s).away = false;
      host_.send_picture_to_person(*person, *this);
    } else {
      person_offline(*person);
    }
  }
  // The shuffle is offered after the pictures, so each person hears of it once.
  progress([&] {
    if (resume.shuffle) {
      if (resume.stored) {
        resume_round(*resume.stored);
      } else {
        start_round();
      }
    } else if (!game_) {
      try_start();
    } else if (game_->over() && !finish_stored_) {
      // Killed after the game's last action was logged and before the game
      // was marked finished: the log alone says it is over, so finish it now.
      finish_game();
    } else if (playing()) {
      drive();
    }
  });
}

json Table::began_json() const {
  json began = json::array();
  for (int s = 0; s < seats(); ++s) {
    // A seat's stand-in ("stand-in:", "clock:") moves while its person holds
    // it: the first person to move there began it, unless a bot of its own
    // moved before him. A person who left before moving there began it all
    // the same (their bot's moves are logged "left:p<id>:<level>"). A seat
    // that never moved was begun by whoever holds it.
    json who = seat(s).person ? json(*seat(s).person) : json(seat(s).bot);
    for (const Logged& l : log_) {
      if (l.seat != s) continue;
      const bool person = l.actor.size() > 1 && l.actor[0] == 'p' &&
                          l.actor.find_first_not_of("0123456789", 1) == std::string::npos;
      if (person) {
        who = std::stoll(l.actor.substr(1));
        break;
      }
      // The bot of a person who left before their first move there: theirs.
      if (l.actor.rfind("left:p", 0) == 0) {
        PersonId id = 0;
        const char* first = l.actor.data() + 6;
        const char* last = l.actor.data() + l.actor.size();
        if (const auto [end, ec] = std::from_chars(first, last, id); ec == std::errc() && end != first && (end == last || *end == ':')) {
          who = id;
          break;
        }
      }
      if (l.actor.rfind("stand-in:", 0) != 0 && l.actor.rfind("clock:", 0) != 0) {
        who = l.actor;
        break;
      }
    }
    began.push_back(std::move(who));
  }
  return began;
}

Table::Log Table::read_log(store::GameId id) { return {host_.store().deals(id), host_.store().actions(id)}; }

Table::Resume Table::replay(const store::Game& row, const Log& log) {
  const std::string where = "table " + row_.id + ", game " + std::to_string(row.id);
  game_id_ = row.id;
  first_dealer_ = row.first_dealer;
  game_ = std::make_unique<Game>(rules_from_json(json::parse(row.rules)), Game::ManualDeals{});
  ++game_epoch_;
  seq_ = 0;
  fair_.clear();
  log_.clear();
  const std::vector<store::Deal>& deals = log.deals;
  std::size_t next_deal = 0;
  // Deals a stored deal when the game waits for one; false when the next
  // deal's shuffle never finished (its contributions were not all in).
  const auto deal_next = [&]() -> bool {
    if (next_deal >= deals.size()) return false;
    const store::Deal& d = deals[next_deal];
    if (settings_.boards) {
      fair_.push_back(events::deal_board(*game_, board_seeds(*settings_.boards),
                                         settings_.boards->first_board + d.number));
      ++next_deal;
      return true;
    }
    if (d.contributions.empty()) return false;
    fair::FairDeal f;
    f.deal = d.number;
    f.commitment = fair::from_hex(d.commitment);
    for (const auto& c : json::parse(d.contributions)) f.contributions.push_back(fair::from_hex(c.get<std::string>()));
    f.bots = json::parse(d.bots).get<std::vector<int>>();
    for (int seat = 0; seat < seats(); ++seat)
      if (std::find(f.bots.begin(), f.bots.end(), seat) == f.bots.end()) f.people.push_back(seat);
    f.secret = fair::from_hex(d.secret);
    game_->begin_deal_from_order(d.dealer, fair::deck_order(game_->compiled(), *f.secret, f.contributions, d.number));
    fair_.push_back(std::move(f));
    ++next_deal;
    return true;
  };
  for (const store::Action& a : log.actions) {
    if (game_->awaiting_deal() && !deal_next())
      throw std::runtime_error(where + ": action " + std::to_string(a.seq) + " has no deal to be played in");
    const auto action = parse_action(a.text, game_->deal());
    if (!action || game_->to_act() != a.seat || !explain_illegal(game_->deal(), *action).empty())
      throw std::runtime_error(where + ": action " + std::to_string(a.seq) + " (\"" + a.text + "\" by seat " +
                               std::to_string(a.seat) + ") does not replay");
    game_->apply(*action);
    log_.push_back({a.deal, a.actor, a.seat});
    ++seq_;
  }
  if (row.finished || game_->over() || !game_->awaiting_deal() || deal_next()) return {};
  if (next_deal < deals.size()) return {true, deals[next_deal]};
  return {true, std::nullopt};
}

}  // namespace euchre::room
