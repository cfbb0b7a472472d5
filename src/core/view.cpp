#include "core/view.h"

#include <bit>

namespace euchre {

SeatView make_view(const Game& game, int seat) {
  SeatView v;
  make_view(game, seat, v);
  return v;
}

void make_view(const Game& game, int seat, SeatView& v) {
  // Seat kSpectator sits nowhere: no hand, never to act, never the dealer.
  const bool at_table = seat >= 0 && seat < game.compiled().seats;
  // Every field starts over; only the moves' storage is kept (not their content).
  std::vector<Move> moves = std::move(v.moves);
  moves.clear();
  v = SeatView{};
  v.moves = std::move(moves);
  const DealState& s = game.deal();
  v.seat = seat;
  v.rules = game.rules();
  v.seats = game.compiled().seats;
  v.score = game.score();
  v.games_won = game.series().won;
  v.slams = game.series().slams;
  v.carried = game.series().start;
  v.games_played = game.series().games_played();
  if (game.records().empty()) return;
  const DealRecord& rec = game.records().back();
  v.deal_number = rec.number;
  v.dealer = s.dealer;
  v.phase = s.phase;
  v.to_act = s.to_act;
  v.turn = s.phase == Phase::Play ? s.turn : s.to_act;
  v.my_turn = at_table && !game.over() && !game.awaiting_deal() && s.to_act == seat && !s.over();
  v.blind = v.my_turn && phase_traits(s.phase).blind;
  v.hand = v.blind || !at_table ? CardSet() : s.hand[seat];
  v.dealt_hand = v.blind || !at_table ? CardSet() : rec.hands[seat];
  v.up_card = s.up_card;
  // From the public facts only: whether the dealer took the up-card, never
  // whether the kitty now holds it (a dealer may bury the up-card itself).
  v.up_card_on_kitty = s.up_card != kNoCard && !s.up_card_taken;
  v.kitty_face_down = s.kitty.size() - (v.up_card_on_kitty ? 1 : 0);
  if (at_table && seat == s.dealer) v.own_discard = s.discard;
  for (int i = 0; i < 2; ++i) {
    const int receiver = i == 0 ? s.loner : s.lone_defender;
    if (!at_table || receiver == kNobody) continue;
    if (seat == receiver || seat == opposite(receiver)) v.best_card[i] = s.best_card[i];
    if (seat == receiver) v.best_discard[i] = s.best_discard[i];
  }
  v.trump = s.trump;
  v.maker = s.maker;
  v.bid = s.bid;
  v.high_bidder = s.high_bidder;
  v.loner = s.loner;
  v.lone_defender = s.lone_defender;
  v.jambone = s.jambone;
  v.jamboree = s.jamboree;
  v.active = s.active;
  v.called_ace = s.called_ace;
  if (s.called_ace != kNobody) {
    const Card ace = make_card(static_cast<Suit>(s.called_ace), Rank::Ace);
    if (s.played.contains(ace) || (at_table && s.ace_partner == seat)) v.ace_partner = s.ace_partner;
  }
  v.trick = s.trick;
  if (s.phase == Phase::Play && s.in_trick > 0) {
    v.led_suit = s.tt->suit_of[s.lead_card];
    v.winning_seat = s.best_seat;
  }
  v.leader = s.leader;
  v.trick_no = s.trick_no;
  for (int p = 0; p < 4; ++p) v.tricks[p] = s.tricks[p];
  v.played = s.played;
  int in_trick = 0, led = 0;
  const int per_trick = std::popcount(s.active);
  std::array<Card, 4> trick_so_far{kNoCard, kNoCard, kNoCard, kNoCard};
  int trick_leader = kNobody;
  for (const Move& m : rec.moves) {
    if (m.action.kind == ActionKind::Play && s.tt) {
      if (in_trick == 0) trick_leader = m.seat;
      trick_so_far[m.seat] = m.action.arg;
      if (in_trick + 1 == per_trick) {
        v.last_trick = trick_so_far;
        v.last_trick_leader = trick_leader;
        trick_so_far = {kNoCard, kNoCard, kNoCard, kNoCard};
      }
      const int suit = s.tt->suit_of[m.action.arg];
      if ((v.failed_to_follow[m.seat] >> suit) & 1) v.proven_reneges |= seat_bit(m.seat);
      if (in_trick == 0) led = suit;
      else if (suit != led) v.failed_to_follow[m.seat] |= static_cast<std::uint8_t>(1u << led);
      in_trick = in_trick + 1 == per_trick ? 0 : in_trick + 1;  // not %: a division a move was a fifth of the view
    }
    Move shown = m;
    // Another seat's discard is face down: the view records that it happened.
    if ((m.action.kind == ActionKind::Discard || m.action.kind == ActionKind::BestDiscard) &&
        (!at_table || m.seat != seat))
      shown.action.arg = kNoCard;
    // A best card passes face down: only the giver and his partner know it (K ch. 6).
    if (m.action.kind == ActionKind::PassBest && (!at_table || (m.seat != seat && opposite(m.seat) != seat)))
      shown.action.arg = kNoCard;
    if (m.action.kind == ActionKind::FarmerGive) v.shown[m.seat].add(m.action.arg);  // shown to all (W)
    v.moves.push_back(shown);
  }
  // A whole trick's winner leads the next one (or led nothing: the deal ended).
  if (v.last_trick_leader != kNobody) v.last_trick_winner = s.leader;
  // Hands the rules expose: a claim shows every remaining card at once (docs/rules.md claims),
  // also while a renege window or Robson choice is still open; the rest once the deal is over.
  if (s.over() || s.claimer != kNobody) {
    const bool reveal_all = s.end == DealEnd::Renege || s.claimer != kNobody;
    for (int p = 0; p < v.seats; ++p) {
      const bool shower = s.end == DealEnd::ThrownIn && p == rec.moves.back().seat;
      if (reveal_all || shower) v.shown[p] |= s.hand[p];
    }
  }
  // A jambone's hand lies face up (K ch. 5): its cards still held are every
  // seat's to see; a jamboree's five trumps are shown when it ends the deal.
  if (s.jambone) v.shown[s.loner] |= s.hand[s.loner];
  if (s.jamboree != kNobody) v.shown[s.jamboree] |= s.hand[s.jamboree];
  if (v.my_turn) legal_actions(s, v.legal);
  if (v.my_turn && s.phase == Phase::Play) v.following = s.following_cards() & s.legal_cards();
}

SeatView make_public_view(const Game& game) { return make_view(game, kSpectator); }

ActionList without_reneges(const SeatView& view) {
  if (view.phase != Phase::Play) return view.legal;
  ActionList out;
  for (const Action& a : view.legal)
    if (a.kind != ActionKind::Play || view.following.contains(a.arg)) out.push(a);
  return out;
}

}  // namespace euchre
