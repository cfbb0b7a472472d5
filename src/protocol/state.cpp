#include "protocol/state.h"

#include "core/notation.h"

namespace euchre::protocol {
namespace {

// Absent things are null rather than a sentinel number, so a client never
// mistakes "nobody" for a seat.
json seat_or_null(int seat) { return seat == kNobody ? json(nullptr) : json(seat); }
json card_or_null(Card c) { return c == kNoCard ? json(nullptr) : json(card_text(c)); }
json suit_or_null(int suit) {
  return suit < 0 || suit == kTrumpUnset ? json(nullptr) : json(std::string(1, suit_letter(suit)));
}

json cards(CardSet set) {
  json out = json::array();
  for (Card c : set) out.push_back(card_text(c));
  return out;
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

json last_trick_json(const SeatView& v) {
  if (v.last_trick_leader == kNobody) return nullptr;
  json cards_by_seat = json::array();
  for (int p = 0; p < v.seats; ++p) cards_by_seat.push_back(card_or_null(v.last_trick[p]));
  return {{"cards", cards_by_seat}, {"leader", v.last_trick_leader}, {"winner", v.last_trick_winner}};
}

}  // namespace

// The series of games (laps and slams): games won, slams, the points the
// game in progress started with, games finished; present only in a series.
json series_json(const SeatView& v) {
  const int n = v.rules.scorers();
  json j;
  j["kind"] = get_option(v.rules, "series");
  j["games_won"] = std::vector<int>(v.games_won.begin(), v.games_won.begin() + n);
  j["slams"] = std::vector<int>(v.slams.begin(), v.slams.begin() + n);
  j["carried"] = std::vector<int>(v.carried.begin(), v.carried.begin() + n);
  j["games_played"] = v.games_played;
  return j;
}

json state_message(const SeatView& v, const TableFacts& facts) {
  json m = {{"v", kVersion}, {"type", "state"}, {"table", facts.table}};
  m["seat"] = v.seat == kSpectator ? json(nullptr) : json(v.seat);
  json names = json::array(), bots = json::array(), trick = json::array(), tricks = json::array(),
       shown = json::array(), active = json::array();
  for (int p = 0; p < v.seats; ++p) {
    names.push_back(facts.names[p]);
    bots.push_back(facts.bots[p]);
    trick.push_back(card_or_null(v.trick[p]));
    tricks.push_back(v.tricks[p]);
    shown.push_back(cards(v.shown[p]));
    if ((v.active >> p) & 1) active.push_back(p);
  }
  m["names"] = names;
  m["bots"] = bots;
  m["seq"] = facts.seq;
  m["deadline_ms"] = facts.deadline_ms ? json(*facts.deadline_ms) : json(nullptr);
  m["now_ms"] = facts.deadline_ms && facts.now_ms ? json(*facts.now_ms) : json(nullptr);
  m["deal"] = v.deal_number;
  m["phase"] = phase_name(v.phase);
  m["dealer"] = v.dealer;
  m["to_act"] = v.phase == Phase::Over ? json(nullptr) : json(v.to_act);
  m["my_turn"] = v.my_turn;
  m["blind"] = v.blind;
  m["hand"] = cards(v.hand);
  m["up_card"] = card_or_null(v.up_card);
  m["up_card_on_kitty"] = v.up_card_on_kitty;
  m["kitty_face_down"] = v.kitty_face_down;
  m["own_discard"] = card_or_null(v.own_discard);
  m["trump"] = suit_or_null(v.trump);
  m["maker"] = seat_or_null(v.maker);
  m["bid"] = v.bid;  // French euchre: the highest bid of tricks so far (0: none, or no auction)
  m["high_bidder"] = seat_or_null(v.high_bidder);
  m["loner"] = seat_or_null(v.loner);
  m["lone_defender"] = seat_or_null(v.lone_defender);
  // Jambone (K ch. 5): the seat whose card is played next (to_act chooses
  // it; in a jambone the caller plays the lone player's card, whose hand is
  // in `shown`); a jamboree's holder once it ended the deal.
  m["turn"] = v.phase == Phase::Over ? json(nullptr) : json(v.turn);
  m["jambone"] = v.jambone;
  m["jamboree"] = seat_or_null(v.jamboree);
  m["active"] = active;
  m["called_ace"] = suit_or_null(v.called_ace);
  m["ace_partner"] = seat_or_null(v.ace_partner);
  m["trick"] = trick;
  m["last_trick"] = last_trick_json(v);
  m["leader"] = v.leader;
  m["trick_no"] = v.trick_no;
  m["tricks"] = tricks;
  m["played"] = cards(v.played);
  m["shown"] = shown;
  json moves = json::array();
  for (const Move& mv : v.moves)
    moves.push_back({{"seat", mv.seat}, {"action", move_text(mv.action)}, {"phase", phase_name(mv.phase)}});
  m["moves"] = moves;
  json score = json::array();
  for (int i = 0; i < v.rules.scorers(); ++i) score.push_back(v.score[i]);
  m["score"] = score;
  if (v.rules.plays_series()) m["series"] = series_json(v);
  json legal = json::array();
  for (const Action& a : v.legal) legal.push_back(action_text(a));
  m["legal"] = legal;
  m["undo"] = facts.undo_seat.has_value() && v.seat == *facts.undo_seat;
  return m;
}

json state_for(const Game& game, int seat, const TableFacts& facts) {
  return state_message(seat == kSpectator ? make_public_view(game) : make_view(game, seat), facts);
}

}  // namespace euchre::protocol
