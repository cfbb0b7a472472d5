// The state message written straight as text (state.h, state_text): the
// hub writes one for every seat after every action, and building it as a
// tree of nlohmann::json maps first was most of that work (a profile of the
// hub thread under `euchre loadtest`: the state's tree and its dump were
// half of the thread's time). The text is the canonical form nlohmann's
// dump() gives, keys in byte order, so that a client, a test or a record
// reads the same bytes as before (tests/protocol_state_text_test.cpp checks
// that parsing and dumping it again changes nothing).
#include <algorithm>
#include <charconv>
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

// Appends JSON to one string as nlohmann's dump() writes it: no spaces, and
// the caller gives an object's keys in byte order (the test parses and
// dumps the text again, so a key out of order fails it).
class Writer {
 public:
  Writer() { out_.reserve(2048); }
  std::string take() { return std::move(out_); }

  void open_object() { open('{'); }
  void close_object() { close('}'); }
  void open_array() { open('['); }
  void close_array() { close(']'); }
  Writer& key(std::string_view name) {  // our own keys: plain ASCII
    comma();
    out_ += '"';
    out_ += name;
    out_ += "\":";
    after_key_ = true;
    return *this;
  }
  void null() { item("null"); }
  void boolean(bool b) { item(b ? "true" : "false"); }
  void number(std::int64_t n) {
    char buf[24];
    const auto end = std::to_chars(buf, buf + sizeof buf, n).ptr;
    item(std::string_view(buf, static_cast<std::size_t>(end - buf)));
  }
  // Plain printable ASCII as it is (cards, actions, phases), anything else
  // (a person's name) escaped by nlohmann's own writer.
  void string(std::string_view s) {
    const bool plain = std::all_of(s.begin(), s.end(), [](char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; });
    if (!plain) return item(json(std::string(s)).dump());
    comma();
    out_ += '"';
    out_ += s;
    out_ += '"';
  }
  void card_or_null(Card c) { c == kNoCard ? null() : string(card_text(c)); }
  void seat_or_null(int seat) { seat == kNobody ? null() : number(seat); }
  void suit_or_null(int suit) {
    if (suit < 0 || suit == kTrumpUnset) return null();
    const char letter[1] = {suit_letter(suit)};
    string(std::string_view(letter, 1));
  }
  void cards(CardSet set) {
    open_array();
    for (Card c : set) string(card_text(c));
    close_array();
  }
  template <class It>
  void numbers(It first, It last) {
    open_array();
    for (; first != last; ++first) number(*first);
    close_array();
  }

 private:
  // A value inside an array or after a key; a comma before all but the first.
  void comma() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (!first_.empty() && !first_.back()) out_ += ',';
    if (!first_.empty()) first_.back() = false;
  }
  void item(std::string_view text) {
    comma();
    out_ += text;
  }
  void open(char c) {
    comma();
    out_ += c;
    first_.push_back(true);
  }
  void close(char c) {
    out_ += c;
    first_.pop_back();
  }

  std::string out_;
  std::vector<bool> first_;  // per open object or array: nothing written in it yet
  bool after_key_ = false;
};

// The view has already replaced another seat's discard by kNoCard: the move
// says that a discard happened, not what it was.
std::string move_text(Action a) {
  if (a.kind == ActionKind::Discard && a.arg == kNoCard) return "discard";
  // partners_best: a best card passed, or one buried, face down (K ch. 6).
  if (a.kind == ActionKind::PassBest && a.arg == kNoCard) return "pass a card";
  if (a.kind == ActionKind::BestDiscard && a.arg == kNoCard) return "bury a card";
  return action_text(a);
}

void last_trick(Writer& w, const SeatView& v) {
  if (v.last_trick_leader == kNobody) return w.null();
  w.open_object();
  w.key("cards").open_array();
  for (int p = 0; p < v.seats; ++p) w.card_or_null(v.last_trick[p]);
  w.close_array();
  w.key("leader").number(v.last_trick_leader);
  w.key("winner").number(v.last_trick_winner);
  w.close_object();
}

// The series of games (laps and slams): games won, slams, the points the
// game in progress started with, games finished; present only in a series.
void series(Writer& w, const SeatView& v) {
  const int n = v.rules.scorers();
  w.open_object();
  w.key("carried").numbers(v.carried.begin(), v.carried.begin() + n);
  w.key("games_played").number(v.games_played);
  w.key("games_won").numbers(v.games_won.begin(), v.games_won.begin() + n);
  w.key("kind").string(get_option(v.rules, "series"));
  w.key("slams").numbers(v.slams.begin(), v.slams.begin() + n);
  w.close_object();
}

void moves(Writer& w, const SeatView& v) {
  w.open_array();
  for (const Move& mv : v.moves) {
    w.open_object();
    w.key("action").string(move_text(mv.action));
    w.key("phase").string(phase_name(mv.phase));
    w.key("seat").number(mv.seat);
    w.close_object();
  }
  w.close_array();
}

// Every key in byte order ("_" sorts before the letters: "ace_partner" before
// "active", "trick_no" before "tricks").
std::string text(const SeatView& v, const TableFacts& facts) {
  const bool over = v.phase == Phase::Over;
  Writer w;
  w.open_object();
  w.key("ace_partner").seat_or_null(v.ace_partner);
  w.key("active").open_array();
  for (int p = 0; p < v.seats; ++p)
    if ((v.active >> p) & 1) w.number(p);
  w.close_array();
  w.key("bid").number(v.bid);  // French euchre: the highest bid of tricks so far (0: none, or no auction)
  w.key("blind").boolean(v.blind);
  w.key("bots").open_array();
  for (int p = 0; p < v.seats; ++p) w.boolean(facts.bots[p]);
  w.close_array();
  w.key("called_ace").suit_or_null(v.called_ace);
  w.key("deadline_ms");
  facts.deadline_ms ? w.number(*facts.deadline_ms) : w.null();
  w.key("deal").number(v.deal_number);
  w.key("dealer").number(v.dealer);
  w.key("hand").cards(v.hand);
  w.key("high_bidder").seat_or_null(v.high_bidder);
  // Jambone (K ch. 5): the lone hand face up (in `shown`), its cards called;
  // a jamboree's holder once it ended the deal.
  w.key("jambone").boolean(v.jambone);
  w.key("jamboree").seat_or_null(v.jamboree);
  w.key("kitty_face_down").number(v.kitty_face_down);
  w.key("last_trick");
  last_trick(w, v);
  w.key("leader").number(v.leader);
  w.key("legal").open_array();
  for (const Action& a : v.legal) w.string(action_text(a));
  w.close_array();
  w.key("lone_defender").seat_or_null(v.lone_defender);
  w.key("loner").seat_or_null(v.loner);
  w.key("maker").seat_or_null(v.maker);
  w.key("moves");
  moves(w, v);
  w.key("my_turn").boolean(v.my_turn);
  w.key("names").open_array();
  for (int p = 0; p < v.seats; ++p) w.string(facts.names[p]);
  w.close_array();
  w.key("now_ms");
  facts.deadline_ms && facts.now_ms ? w.number(*facts.now_ms) : w.null();
  w.key("own_discard").card_or_null(v.own_discard);
  w.key("phase").string(phase_name(v.phase));
  w.key("played").cards(v.played);
  w.key("score").numbers(v.score.begin(), v.score.begin() + v.rules.scorers());
  w.key("seat");
  v.seat == kSpectator ? w.null() : w.number(v.seat);
  w.key("seq").number(facts.seq);
  if (v.rules.plays_series()) {
    w.key("series");
    series(w, v);
  }
  w.key("shown").open_array();
  for (int p = 0; p < v.seats; ++p) w.cards(v.shown[p]);
  w.close_array();
  w.key("table").string(facts.table);
  w.key("to_act");
  over ? w.null() : w.number(v.to_act);
  w.key("trick").open_array();
  for (int p = 0; p < v.seats; ++p) w.card_or_null(v.trick[p]);
  w.close_array();
  w.key("trick_no").number(v.trick_no);
  w.key("tricks").numbers(v.tricks.begin(), v.tricks.begin() + v.seats);
  w.key("trump").suit_or_null(v.trump);
  // The seat whose card is played next: to_act but in a jambone, where the
  // caller (to_act) chooses the lone player's card.
  w.key("turn");
  over ? w.null() : w.number(v.turn);
  w.key("type").string("state");
  w.key("undo").boolean(facts.undo_seat.has_value() && v.seat == *facts.undo_seat);
  w.key("up_card").card_or_null(v.up_card);
  w.key("up_card_on_kitty").boolean(v.up_card_on_kitty);
  w.key("v").number(kVersion);
  w.close_object();
  return w.take();
}

}  // namespace state_writing

std::string state_text(const SeatView& v, const TableFacts& facts) { return state_writing::text(v, facts); }

std::string state_text_for(const Game& game, int seat, const TableFacts& facts) {
  return state_text(seat == kSpectator ? make_public_view(game) : make_view(game, seat), facts);
}

}  // namespace euchre::protocol
