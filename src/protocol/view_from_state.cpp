#include "protocol/view_from_state.h"

#include <bit>
#include <stdexcept>
#include <string>

#include "core/compiled_rules.h"
#include "core/notation.h"
#include "core/seats.h"

namespace euchre::protocol {
namespace {

// Every complaint names the field (and the element), so a client's log says
// which part of the server's message it could not read.
[[noreturn]] void bad(const std::string& field, const std::string& what) {
  throw std::invalid_argument("state: \"" + field + "\" " + what);
}

const json& field(const json& m, const std::string& name) {
  const auto it = m.find(name);
  if (it == m.end()) bad(name, "is missing");
  return *it;
}

int integer(const json& j, const std::string& where, int lo, int hi) {
  if (!j.is_number_integer()) bad(where, "must be a whole number");
  const auto v = j.get<long long>();
  if (v < lo || v > hi) bad(where, "must be " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " + j.dump());
  return static_cast<int>(v);
}

bool boolean(const json& m, const std::string& name) {
  const json& j = field(m, name);
  if (!j.is_boolean()) bad(name, "must be true or false");
  return j.get<bool>();
}

const json& array(const json& m, const std::string& name) {
  const json& j = field(m, name);
  if (!j.is_array()) bad(name, "must be an array");
  return j;
}

// A per-seat array: one entry for each seat of the game.
const json& per_seat(const json& m, const std::string& name, int seats) {
  const json& j = array(m, name);
  if (j.size() != static_cast<std::size_t>(seats)) bad(name, "must have one entry per seat (" + std::to_string(seats) + ")");
  return j;
}

const std::string& text(const json& j, const std::string& where) {
  if (!j.is_string()) bad(where, "must be a string");
  return j.get_ref<const std::string&>();
}

// Only the text state_message writes is read back: the inverse is exact.
Card card(const json& j, const std::string& where) {
  const std::string& t = text(j, where);
  const auto c = parse_card(t);
  if (!c || card_text(*c) != t) bad(where, "is not a card: " + j.dump());
  return *c;
}

Card card_or_none(const json& m, const std::string& name) {
  const json& j = field(m, name);
  return j.is_null() ? kNoCard : card(j, name);
}

CardSet cards(const json& j, const std::string& where) {
  if (!j.is_array()) bad(where, "must be an array of cards");
  CardSet set;
  for (std::size_t i = 0; i < j.size(); ++i) set.add(card(j[i], where + "[" + std::to_string(i) + "]"));
  return set;
}

int seat(const json& j, const std::string& where, int seats) { return integer(j, where, 0, seats - 1); }

int seat_or_none(const json& m, const std::string& name, int seats) {
  const json& j = field(m, name);
  return j.is_null() ? kNobody : seat(j, name, seats);
}

// A suit letter (c d h s, and n for no trump where `no_trump` allows it).
int suit_or(const json& m, const std::string& name, int none, bool no_trump) {
  const json& j = field(m, name);
  if (j.is_null()) return none;
  const std::string& t = text(j, name);
  const auto suit = t.size() == 1 ? parse_suit(t) : std::nullopt;
  if (!suit || (*suit == kNoTrump && !no_trump)) bad(name, "is not a suit letter: " + j.dump());
  return *suit;
}

Phase phase(const json& j, const std::string& where) {
  const std::string& t = text(j, where);
  for (int p = 0; p < kPhases; ++p)
    if (phase_name(static_cast<Phase>(p)) == t) return static_cast<Phase>(p);
  bad(where, "names no phase: " + j.dump());
}

// An action text in the context of its phase, read by the core's
// parse_action (as the server reads an "act"); "discard" alone is another
// seat's face-down discard.
Action action(const json& j, Phase in, const std::string& where) {
  const std::string& t = text(j, where);
  if (t == "discard") return Action::discard(kNoCard);
  if (t == "pass a card") return Action::with(ActionKind::PassBest, kNoCard);
  if (t == "bury a card") return Action::with(ActionKind::BestDiscard, kNoCard);
  DealState context;
  context.phase = in;
  const auto a = parse_action(t, context);
  if (!a || action_text(*a) != t) bad(where, "is not an action of the " + std::string(phase_name(in)) + ": " + j.dump());
  return *a;
}

void read_moves(const json& m, SeatView& v) {
  const json& moves = array(m, "moves");
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::string where = "moves[" + std::to_string(i) + "]";
    const json& mv = moves[i];
    if (!mv.is_object()) bad(where, "must be an object");
    Move move;
    move.seat = static_cast<std::uint8_t>(seat(field(mv, "seat"), where + ".seat", v.seats));
    move.phase = phase(field(mv, "phase"), where + ".phase");
    move.action = action(field(mv, "action"), move.phase, where + ".action");
    v.moves.push_back(move);
  }
}

// The series of games (laps and slams), present only in a series.
void read_series(const json& m, SeatView& v) {
  if (!v.rules.plays_series()) return;
  const json& series = field(m, "series");
  if (!series.is_object()) bad("series", "must be an object in a series of games");
  const int n = v.rules.scorers();
  const std::pair<const char*, std::array<int, 4>*> arrays[] = {
      {"games_won", &v.games_won}, {"slams", &v.slams}, {"carried", &v.carried}};
  for (const auto& [name, out] : arrays) {
    const json& a = array(series, name);
    if (a.size() != static_cast<std::size_t>(n))
      bad(std::string("series.") + name, "must have one entry per side (" + std::to_string(n) + ")");
    for (std::size_t i = 0; i < a.size(); ++i)
      (*out)[i] = integer(a[i], std::string("series.") + name + "[" + std::to_string(i) + "]", 0, 10000);
  }
  v.games_played = integer(field(series, "games_played"), "series.games_played", 0, 10000);
}

void read_per_seat(const json& m, SeatView& v) {
  const json& trick = per_seat(m, "trick", v.seats);
  const json& tricks = per_seat(m, "tricks", v.seats);
  const json& shown = per_seat(m, "shown", v.seats);
  const int hand_size = v.rules.hand_size();
  for (int p = 0; p < v.seats; ++p) {
    const std::string at = "[" + std::to_string(p) + "]";
    const std::size_t i = static_cast<std::size_t>(p);
    v.trick[i] = trick[i].is_null() ? kNoCard : card(trick[i], "trick" + at);
    v.tricks[i] = integer(tricks[i], "tricks" + at, 0, hand_size);
    v.shown[i] = cards(shown[i], "shown" + at);
  }
  const json& active = array(m, "active");
  v.active = 0;
  for (std::size_t i = 0; i < active.size(); ++i)
    v.active = static_cast<std::uint8_t>(v.active | seat_bit(seat(active[i], "active[" + std::to_string(i) + "]", v.seats)));
  const json& score = array(m, "score");
  if (score.size() != static_cast<std::size_t>(v.rules.scorers()))
    bad("score", "must have one entry per side (" + std::to_string(v.rules.scorers()) + ")");
  for (std::size_t i = 0; i < score.size(); ++i) v.score[i] = integer(score[i], "score[" + std::to_string(i) + "]", -10000, 10000);
  read_series(m, v);
}

// The last whole trick (null before the first is whole).
void read_last_trick(const json& m, SeatView& v) {
  const json& last = field(m, "last_trick");
  if (last.is_null()) return;
  if (!last.is_object()) bad("last_trick", "must be an object or null");
  const json& cards_by_seat = per_seat(last, "cards", v.seats);
  for (int p = 0; p < v.seats; ++p) {
    const json& c = cards_by_seat[static_cast<std::size_t>(p)];
    v.last_trick[static_cast<std::size_t>(p)] = c.is_null() ? kNoCard : card(c, "last_trick.cards[" + std::to_string(p) + "]");
  }
  v.last_trick_leader = seat(field(last, "leader"), "last_trick.leader", v.seats);
  v.last_trick_winner = seat(field(last, "winner"), "last_trick.winner", v.seats);
}

void read_legal(const json& m, SeatView& v) {
  const json& legal = array(m, "legal");
  if (legal.size() > static_cast<std::size_t>(ActionList::kCapacity)) bad("legal", "has too many actions");
  for (std::size_t i = 0; i < legal.size(); ++i)
    v.legal.push(action(legal[i], v.phase, "legal[" + std::to_string(i) + "]"));
}

// ---- what the message leaves out, recomputed ----

// The led suit and the seat winning the trick on the table, by trump's table.
void recompute_trick(SeatView& v, const CompiledRules& cr) {
  if (v.phase != Phase::Play || v.trump == kTrumpUnset || v.trick[v.leader] == kNoCard) return;
  const TrumpTable& t = cr.trump[v.trump];
  const Card lead = v.trick[v.leader];
  v.led_suit = t.suit_of[lead];
  int best = v.leader;
  for (int p = 0; p < v.seats; ++p) {
    const Card c = v.trick[p];
    if (c != kNoCard && t.trick_key[v.led_suit][c] > t.trick_key[v.led_suit][v.trick[best]]) best = p;
  }
  v.winning_seat = best;
}

// Failures to follow and proven reneges, counted over the plays as make_view does.
void recompute_follows(SeatView& v, const CompiledRules& cr) {
  if (v.trump == kTrumpUnset) return;  // no card is played before trump is made
  const TrumpTable& t = cr.trump[v.trump];
  const int per_trick = std::popcount(v.active);
  int in_trick = 0, led = 0;
  for (const Move& m : v.moves) {
    if (m.action.kind != ActionKind::Play || per_trick == 0) continue;
    const int suit = t.suit_of[m.action.arg];
    if ((v.failed_to_follow[m.seat] >> suit) & 1) v.proven_reneges |= seat_bit(m.seat);
    if (in_trick == 0) led = suit;
    else if (suit != led) v.failed_to_follow[m.seat] |= static_cast<std::uint8_t>(1u << led);
    in_trick = (in_trick + 1) % per_trick;
  }
}

// The legal plays that follow the led suit (all of them when none does).
void recompute_following(SeatView& v, const CompiledRules& cr) {
  if (!v.my_turn || v.phase != Phase::Play) return;
  CardSet plays;
  for (const Action& a : v.legal)
    if (a.kind == ActionKind::Play) plays.add(a.arg);
  CardSet follow = v.hand;
  if (v.led_suit != kNobody) {
    const CardSet led = v.hand & cr.trump[v.trump].suit_cards[v.led_suit];
    if (!led.empty()) follow = led;
  }
  v.following = plays & follow;
}

// The hand as dealt: the up-card is never dealt to a hand, so whatever this
// seat holds or gave away, less the up-card, was dealt to it (a farmer's
// received cards aside: see the header).
void recompute_dealt_hand(SeatView& v) {
  if (v.seat == kSpectator || v.blind) return;
  CardSet had = v.hand;
  for (const Move& m : v.moves)
    if (m.seat == v.seat && (m.action.kind == ActionKind::Play || m.action.kind == ActionKind::FarmerGive))
      had.add(m.action.arg);
  if (v.own_discard != kNoCard) had.add(v.own_discard);
  // partners_best: what it passed was dealt to it, what it buried too,
  // unless it was the card it received (taken off last).
  for (const Move& m : v.moves)
    if (m.seat == v.seat && (m.action.kind == ActionKind::PassBest || m.action.kind == ActionKind::BestDiscard))
      had.add(m.action.arg);
  for (const Move& m : v.moves)
    if (m.action.kind == ActionKind::PassBest && opposite(m.seat) == v.seat) had.remove(m.action.arg);
  if (v.up_card != kNoCard) had.remove(v.up_card);
  v.dealt_hand = had;
}

// partners_best: the card passed to each lone player (0 the maker's side,
// 1 the lone defender) and the card he buried, where this seat saw them
// (core/view.cpp shows them to the giver and the receiver only).
void best_cards_from_moves(SeatView& v) {
  for (const Move& m : v.moves) {
    if (m.action.arg == kNoCard) continue;
    if (m.action.kind == ActionKind::PassBest)
      v.best_card[opposite(m.seat) == v.lone_defender ? 1 : 0] = m.action.arg;
    if (m.action.kind == ActionKind::BestDiscard) v.best_discard[m.seat == v.lone_defender ? 1 : 0] = m.action.arg;
  }
}

}  // namespace

SeatView view_from_state(const json& m, const Rules& rules) {
  if (!m.is_object()) throw std::invalid_argument("state: not an object");
  if (field(m, "type") != "state") bad("type", "must be \"state\"");
  const CompiledRules cr(rules);
  SeatView v;
  v.rules = rules;
  v.seats = cr.seats;
  const json& who = field(m, "seat");
  v.seat = who.is_null() ? kSpectator : seat(who, "seat", v.seats);
  v.deal_number = integer(field(m, "deal"), "deal", 0, 1 << 30);
  v.phase = phase(field(m, "phase"), "phase");
  v.dealer = seat(field(m, "dealer"), "dealer", v.seats);
  const json& to_act = field(m, "to_act");
  v.to_act = to_act.is_null() ? 0 : seat(to_act, "to_act", v.seats);
  v.my_turn = boolean(m, "my_turn");
  v.blind = boolean(m, "blind");
  v.hand = cards(field(m, "hand"), "hand");
  v.up_card = card_or_none(m, "up_card");
  v.up_card_on_kitty = boolean(m, "up_card_on_kitty");
  v.kitty_face_down = integer(field(m, "kitty_face_down"), "kitty_face_down", 0, kCardCodes);
  v.own_discard = card_or_none(m, "own_discard");
  v.trump = suit_or(m, "trump", kTrumpUnset, true);
  v.maker = seat_or_none(m, "maker", v.seats);
  v.bid = integer(field(m, "bid"), "bid", 0, cr.hand_size);
  v.high_bidder = seat_or_none(m, "high_bidder", v.seats);
  v.loner = seat_or_none(m, "loner", v.seats);
  v.lone_defender = seat_or_none(m, "lone_defender", v.seats);
  // Jambone and jamboree (optional: a state from before them has neither).
  v.turn = v.to_act;
  if (m.contains("turn") && !m["turn"].is_null()) v.turn = seat(m["turn"], "turn", v.seats);
  if (m.contains("jambone")) v.jambone = boolean(m, "jambone");
  if (m.contains("jamboree")) v.jamboree = seat_or_none(m, "jamboree", v.seats);
  v.called_ace = suit_or(m, "called_ace", kNobody, false);
  v.ace_partner = seat_or_none(m, "ace_partner", v.seats);
  v.leader = seat(field(m, "leader"), "leader", v.seats);
  v.trick_no = integer(field(m, "trick_no"), "trick_no", 0, cr.hand_size);
  v.played = cards(field(m, "played"), "played");
  read_per_seat(m, v);
  read_last_trick(m, v);
  read_moves(m, v);
  read_legal(m, v);
  recompute_trick(v, cr);
  recompute_follows(v, cr);
  recompute_following(v, cr);
  recompute_dealt_hand(v);
  best_cards_from_moves(v);
  return v;
}

}  // namespace euchre::protocol
