// The state message written straight as text (state.h, state_text): the
// hub writes one for every seat after every action, and building it as a
// tree of nlohmann::json maps first was most of that work (a profile of the
// hub thread under `euchre loadtest`: the state's tree and its dump were
// half of the thread's time). The text is the canonical form nlohmann's
// dump() gives, keys in byte order, so that a client, a test or a record
// reads the same bytes as before (tests/protocol_state_text_test.cpp checks
// that parsing and dumping it again changes nothing).
#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/notation.h"
#include "protocol/state.h"

namespace euchre::protocol {
// Named, not anonymous: the protocol library is built as one unity file,
// and names here hide the other files' helpers of the same name.
namespace state_writing {

// A JSON object's members as text, written out in key order.
class ObjectText {
 public:
  void add(std::string_view key, std::string value) { members_.emplace_back(key, std::move(value)); }
  std::string done() {
    std::sort(members_.begin(), members_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string out = "{";
    for (const auto& [key, value] : members_) {
      if (out.size() > 1) out += ',';
      out += '"';
      out += key;  // our own keys: plain ASCII
      out += "\":";
      out += value;
    }
    out += '}';
    return out;
  }

 private:
  std::vector<std::pair<std::string_view, std::string>> members_;
};

// A JSON string: plain printable ASCII as it is (cards, actions, phases),
// anything else (a person's name) escaped by nlohmann's own writer.
std::string json_string(std::string_view s) {
  const bool plain = std::all_of(s.begin(), s.end(), [](char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; });
  if (!plain) return json(std::string(s)).dump();
  std::string out;
  out.reserve(s.size() + 2);
  out += '"';
  out += s;
  out += '"';
  return out;
}

std::string number(std::int64_t n) { return std::to_string(n); }
std::string boolean(bool b) { return b ? "true" : "false"; }
const char* const kNull = "null";

std::string seat_or_null(int seat) { return seat == kNobody ? kNull : number(seat); }
std::string card_or_null(Card c) { return c == kNoCard ? kNull : json_string(card_text(c)); }
std::string suit_or_null(int suit) {
  return suit < 0 || suit == kTrumpUnset ? kNull : json_string(std::string(1, suit_letter(suit)));
}

template <class Items, class Write>
std::string array(const Items& items, Write write) {
  std::string out = "[";
  for (const auto& item : items) {
    if (out.size() > 1) out += ',';
    out += write(item);
  }
  out += ']';
  return out;
}

std::string cards(CardSet set) {
  std::vector<Card> list(set.begin(), set.end());
  return array(list, card_or_null);
}

std::string numbers(const int* first, int count) {
  return array(std::vector<int>(first, first + count), [](int n) { return number(n); });
}

// The view has already replaced another seat's discard by kNoCard: the move
// says that a discard happened, not what it was.
std::string move_text(Action a) {
  if (a.kind == ActionKind::Discard && a.arg == kNoCard) return "discard";
  // partners_best: a best card passed, or one buried, face down (K ch. 6).
  if (a.kind == ActionKind::PassBest && a.arg == kNoCard) return "pass a card";
  if (a.kind == ActionKind::BestDiscard && a.arg == kNoCard) return "bury a card";
  return action_text(a);
}

std::string last_trick(const SeatView& v) {
  if (v.last_trick_leader == kNobody) return kNull;
  ObjectText o;
  o.add("cards", array(std::vector<Card>(v.last_trick.begin(), v.last_trick.begin() + v.seats), card_or_null));
  o.add("leader", number(v.last_trick_leader));
  o.add("winner", number(v.last_trick_winner));
  return o.done();
}

// The series of games (laps and slams): games won, slams, the points the
// game in progress started with, games finished; present only in a series.
std::string series(const SeatView& v) {
  const int n = v.rules.scorers();
  ObjectText o;
  o.add("kind", json_string(get_option(v.rules, "series")));
  o.add("games_won", numbers(v.games_won.data(), n));
  o.add("slams", numbers(v.slams.data(), n));
  o.add("carried", numbers(v.carried.data(), n));
  o.add("games_played", number(v.games_played));
  return o.done();
}

std::string moves(const SeatView& v) {
  return array(v.moves, [](const Move& mv) {
    ObjectText o;
    o.add("seat", number(mv.seat));
    o.add("action", json_string(move_text(mv.action)));
    o.add("phase", json_string(phase_name(mv.phase)));
    return o.done();
  });
}

std::string text(const SeatView& v, const TableFacts& facts) {
  ObjectText m;
  m.add("v", number(kVersion));
  m.add("type", json_string("state"));
  m.add("table", json_string(facts.table));
  m.add("seat", v.seat == kSpectator ? kNull : number(v.seat));
  std::vector<int> seats_in_play;
  for (int p = 0; p < v.seats; ++p) seats_in_play.push_back(p);
  m.add("names", array(seats_in_play, [&](int p) { return json_string(facts.names[p]); }));
  m.add("bots", array(seats_in_play, [&](int p) { return boolean(facts.bots[p]); }));
  m.add("trick", array(seats_in_play, [&](int p) { return card_or_null(v.trick[p]); }));
  m.add("tricks", numbers(v.tricks.data(), v.seats));
  m.add("shown", array(seats_in_play, [&](int p) { return cards(v.shown[p]); }));
  std::vector<int> active;
  for (int p : seats_in_play)
    if ((v.active >> p) & 1) active.push_back(p);
  m.add("active", array(active, [](int p) { return number(p); }));
  m.add("seq", number(facts.seq));
  m.add("deadline_ms", facts.deadline_ms ? number(*facts.deadline_ms) : kNull);
  m.add("now_ms", facts.deadline_ms && facts.now_ms ? number(*facts.now_ms) : kNull);
  m.add("deal", number(v.deal_number));
  m.add("phase", json_string(phase_name(v.phase)));
  m.add("dealer", number(v.dealer));
  m.add("to_act", v.phase == Phase::Over ? kNull : number(v.to_act));
  m.add("my_turn", boolean(v.my_turn));
  m.add("blind", boolean(v.blind));
  m.add("hand", cards(v.hand));
  m.add("up_card", card_or_null(v.up_card));
  m.add("up_card_on_kitty", boolean(v.up_card_on_kitty));
  m.add("kitty_face_down", number(v.kitty_face_down));
  m.add("own_discard", card_or_null(v.own_discard));
  m.add("trump", suit_or_null(v.trump));
  m.add("maker", seat_or_null(v.maker));
  m.add("bid", number(v.bid));  // French euchre: the highest bid of tricks so far (0: none, or no auction)
  m.add("high_bidder", seat_or_null(v.high_bidder));
  m.add("loner", seat_or_null(v.loner));
  m.add("lone_defender", seat_or_null(v.lone_defender));
  // Jambone (K ch. 5): the seat whose card is played next (to_act chooses
  // it; in a jambone the caller plays the lone player's card, whose hand is
  // in `shown`); a jamboree's holder once it ended the deal.
  m.add("turn", v.phase == Phase::Over ? kNull : number(v.turn));
  m.add("jambone", boolean(v.jambone));
  m.add("jamboree", seat_or_null(v.jamboree));
  m.add("called_ace", suit_or_null(v.called_ace));
  m.add("ace_partner", seat_or_null(v.ace_partner));
  m.add("last_trick", last_trick(v));
  m.add("leader", number(v.leader));
  m.add("trick_no", number(v.trick_no));
  m.add("played", cards(v.played));
  m.add("moves", moves(v));
  m.add("score", numbers(v.score.data(), v.rules.scorers()));
  if (v.rules.plays_series()) m.add("series", series(v));
  m.add("legal", array(v.legal, [](const Action& a) { return json_string(action_text(a)); }));
  m.add("undo", boolean(facts.undo_seat.has_value() && v.seat == *facts.undo_seat));
  return m.done();
}

}  // namespace state_writing

std::string state_text(const SeatView& v, const TableFacts& facts) { return state_writing::text(v, facts); }

std::string state_text_for(const Game& game, int seat, const TableFacts& facts) {
  return state_text(seat == kSpectator ? make_public_view(game) : make_view(game, seat), facts);
}

}  // namespace euchre::protocol
