// What one seat may see (docs/rules.md, "Information"): its own cards, the
// up-card, every call, every played card and its own discard; other hands,
// the kitty and others' discards only where the rules expose them.
//
// Players, human or computer, are driven through this view alone: it is built
// by copying out the visible parts, so nothing hidden is reachable from it.
#pragma once

#include <array>
#include <vector>

#include "core/action.h"
#include "core/deal.h"
#include "core/game.h"
#include "core/rules.h"

namespace euchre {

struct SeatView {
  int seat = 0;
  Rules rules;
  int seats = 4;
  int deal_number = 0;
  int dealer = 0;
  Phase phase = Phase::Over;
  int to_act = 0;
  // In the play, the seat whose card is played next: to_act but in a
  // jambone, where the caller (to_act) chooses the lone player's card.
  int turn = 0;
  bool my_turn = false;
  CardSet hand;             // empty while this seat decides blind
  CardSet dealt_hand;       // this seat's hand as dealt (empty while blind)
  bool blind = false;       // deciding without seeing its own hand
  Card up_card = kNoCard;
  // The kitty as everyone sees it on the table: how many cards lie face down
  // in it (the undealt cards, discards and a farmer's gift; never which), and
  // whether the up-card still lies on it (face up in round 1, turned down
  // once nobody took it) rather than in the dealer's hand.
  int kitty_face_down = 0;
  bool up_card_on_kitty = false;
  Card own_discard = kNoCard;  // the dealer's own discard, known only to him
  // partners_best: the card passed to the lone maker (0) and to the lone
  // defender (1), known to the two partners only, and the card the receiver
  // then discarded face down, known to him only.
  std::array<Card, 2> best_card{kNoCard, kNoCard};
  std::array<Card, 2> best_discard{kNoCard, kNoCard};
  int trump = kTrumpUnset;
  // bidding=auction (public): the highest bid so far, the makers' contract
  // once trump is named (0: none), and who bid it.
  int bid = 0;
  int high_bidder = kNobody;
  int maker = kNobody;
  int loner = kNobody;
  int lone_defender = kNobody;
  bool jambone = false;      // the loner's hand is face up (in shown[loner]), his cards called
  int jamboree = kNobody;    // who showed the five highest trumps (the deal ended without play)
  std::uint8_t active = 0xF;
  int called_ace = kNobody;   // call-ace: the called suit
  int ace_partner = kNobody;  // known once the ace is played, or to its holder
  std::array<Card, 4> trick{kNoCard, kNoCard, kNoCard, kNoCard};
  int led_suit = kNobody;       // effective suit led to the current trick
  int winning_seat = kNobody;   // who is winning the current trick so far
  // Effective suits each seat has failed to follow (public; under
  // renege=callable a failure may be a renege, not a void).
  std::array<std::uint8_t, 4> failed_to_follow{};
  // Seats that failed to follow a suit and later played it: a renege anyone
  // who watched the play can prove.
  SeatMask proven_reneges = 0;
  int leader = 0;
  int trick_no = 0;
  // The last trick of this deal played whole, by seat (kNoCard: a seat that
  // sat out), who led it and who won it; kNobody before the first is whole.
  // Public: every card of it was played face up. A table shows it whole
  // before the next lead so that nobody misses its fourth card.
  std::array<Card, 4> last_trick{kNoCard, kNoCard, kNoCard, kNoCard};
  int last_trick_leader = kNobody;
  int last_trick_winner = kNobody;
  std::array<int, 4> tricks{};
  CardSet played;
  std::array<CardSet, 4> shown{};  // cards the rules exposed (farmer gives, shown hands, claims, jambone, jamboree)
  std::vector<Move> moves;         // this deal's actions, hidden arguments removed
  std::array<int, 4> score{};
  // The series of games (laps and slams, core/series.h; public, all zero
  // without a series): games won by each side (a slam counts two), its
  // slams, the points the game in progress started with (the lap), and how
  // many games are finished.
  std::array<int, 4> games_won{};
  std::array<int, 4> slams{};
  std::array<int, 4> carried{};
  int games_played = 0;
  ActionList legal;                // empty unless it is this seat's turn
  // The legal cards that follow suit (the led suit when held): what a player
  // who does not mean to renege chooses from. Empty unless it is this seat's
  // turn in the play.
  CardSet following;

  // Who plays with whom, as far as this seat knows (core/seats.h).
  SideFacts side_facts() const { return {rules.mode, seats, maker, ace_partner}; }
};

// The view of `seat` of the game's current (or just finished) deal.
SeatView make_view(const Game& game, int seat);
// The same written into `view`, whose moves keep their storage: for callers
// that build a view every step (the Python batch), where growing a new
// vector of moves each time was most of the view's cost.
void make_view(const Game& game, int seat, SeatView& view);

// A view's seat when nobody at the table is behind it (a spectator).
inline constexpr int kSpectator = -1;

// What anyone watching may see: make_view of a seat that is not at the table
// (seat kSpectator), so every "only this seat" rule (own hand, own discard,
// the ace partner's self-knowledge, legal actions) gives nothing. It lives
// here, not in the edges, so that a new private field of the view is hidden
// from spectators by the same code that hides it from the other seats.
SeatView make_public_view(const Game& game);

// The view's legal actions without the plays that would renege (only the
// `following` cards among the plays). Under renege=callable the legal list
// holds the whole hand (docs/rules.md renege); a player who does not mean to
// renege chooses from this list. With reneges prevented it is view.legal.
ActionList without_reneges(const SeatView& view);

}  // namespace euchre
