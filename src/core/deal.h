// One deal of Euchre as a state machine over every phase.
//
// DealState is a small trivially-copyable value: copying it is a clone. It
// points at the CompiledRules of its game, which must outlive it. The driver
// (Game, the solver, a bench loop) asks for the legal actions of the seat to
// act and applies one; the state moves itself through the phases until Over.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "core/action.h"
#include "core/compiled_rules.h"
#include "core/phase.h"
#include "core/seats.h"

namespace euchre {

enum class DealEnd : std::uint8_t {
  None,       // still in progress
  Scored,     // played out (or claimed) and scored
  AllPassed,  // nobody made trump: misdeal, next dealer
  Redeal,     // thrown in before bidding: the same dealer deals again
  ThrownIn,   // a no-ace-no-face-no-trump hand was shown: next dealer
  Renege,     // a renege was proven; the penalty is the score
  Jamboree,   // jamboree: the five highest trumps were shown before the lead; 16 without play
};

struct DealState {
  const CompiledRules* rules = nullptr;
  std::array<CardSet, 4> hand{};
  CardSet kitty;   // hidden undealt cards and the discard
  CardSet played;  // every card played to a trick, the current one included
  // The current trick, cached for the inner loop: cards that follow the led
  // suit, the same masked by follow_enforced (all ones before the lead), and
  // the led suit's row of trick keys.
  CardSet lead_suit_cards;
  CardSet legal_mask{~std::uint64_t{0}};
  const std::uint8_t* lead_keys = nullptr;
  const TrumpTable* tt = nullptr;  // the trump's table once trump is made
  // The fields the play touches come first, within two cache lines of a
  // 64-byte aligned state (euchre bench: a third line cost 9%); then the rest.
  std::array<Card, 4> trick{kNoCard, kNoCard, kNoCard, kNoCard};  // by seat
  std::array<std::uint8_t, 4> tricks{};                           // tricks won, by seat
  Card lead_card = kNoCard;
  Phase phase = Phase::Over;
  DealEnd end = DealEnd::None;
  std::uint8_t to_act = 0;       // who decides now
  // In the play, the seat whose card is played next. The same as to_act but
  // in a jambone, where the caller chooses the loner's card. Right after
  // to_act: the play sets both with one two-byte store (set_turn).
  std::uint8_t turn = 0;
  // turn_word[n]: what set_turn(n) writes, to_act | turn << 8: n | n << 8,
  // but caller | loner << 8 for a jambone's loner.
  std::array<std::uint16_t, 4> turn_word{0x000, 0x101, 0x202, 0x303};
  std::uint8_t leader = 0;
  std::uint8_t trick_no = 0;
  std::uint8_t in_trick = 0;     // cards played to the current trick
  std::uint8_t best_key = 0;     // strength of the card winning the current trick
  std::uint8_t best_seat = 0;
  std::uint8_t trump = kTrumpUnset;
  std::uint8_t active = 0xF;     // seats that play this deal
  std::uint8_t reneged = 0;      // seats that failed to follow suit
  std::array<std::int8_t, 4> points{};                            // result, by scorer
  std::array<Card, 3> farmer_kitty{kNoCard, kNoCard, kNoCard};   // hidden cards a farmer receives
  Card up_card = kNoCard;
  Card discard = kNoCard;
  std::uint8_t dealer = 0;
  std::uint8_t passed = 0;       // seats that passed in the current bidding round
  std::uint8_t offered = 0;      // seats already asked in the current offer phase
  std::uint8_t renege_calls = 0; // seats that have called a renege
  std::uint8_t farmer_given = 0;
  std::int8_t maker = kNobody;
  std::int8_t loner = kNobody;          // lone member of the making side
  std::int8_t lone_defender = kNobody;
  std::int8_t ace_partner = kNobody;    // call-ace: holder of the called ace
  std::int8_t called_ace = kNobody;     // call-ace: suit of the called ace
  std::int8_t claimer = kNobody;
  std::int8_t robson_chooser = kNobody;
  // partners_best (K ch. 6): the card each lone player received from his
  // partner and the card he then discarded face down; index 0 the lone
  // maker's, 1 the lone defender's (kNoCard: none).
  std::array<Card, 2> best_card{kNoCard, kNoCard};
  std::array<Card, 2> best_discard{kNoCard, kNoCard};
  bool blind_loner = false;
  bool robson_subtracted = false;
  std::uint8_t trump_made_round = 0;  // 1 or 2 (0: blind or not yet)
  std::uint8_t bid = 0;               // bidding=auction: the highest bid so far (tricks; 0: none)
  std::int8_t high_bidder = kNobody;  // bidding=auction: who made it (the maker once trump is named)
  bool jambone = false;               // the lone player's hand is face up, its cards called (K ch. 5)
  std::int8_t jamboree = kNobody;     // who showed the five highest trumps (DealEnd::Jamboree)
  // The dealer took the up-card into his hand (public: the order is). Where
  // it went then is his secret: buried, it lies face down in the kitty like
  // any other discard, so nothing public may be read from the kitty's contents.
  bool up_card_taken = false;

  const CompiledRules& r() const { return *rules; }
  int seats() const { return rules->seats; }
  int eldest() const { return rules->next_seat(dealer); }
  bool over() const { return phase == Phase::Over; }
  const TrumpTable& table() const { return *tt; }
  // The opponent who calls a jambone's cards (kNobody: no jambone).
  int jambone_caller() const { return jambone ? turn_word[static_cast<std::size_t>(loner)] & 0xFF : kNobody; }

  // Who plays with whom in this deal, everything known (core/seats.h).
  SideFacts side_facts() const { return {rules->rules.mode, rules->seats, maker, ace_partner}; }
  // The score a seat's points go to (team in partnerships, the seat otherwise).
  int scorer_of(int seat) const { return euchre::scorer_of(rules->rules.mode, seat); }
  // Seats on the making side (maker, partner or called-ace holder).
  SeatMask makers_mask() const { return euchre::makers_mask(side_facts()); }
  int makers_tricks() const { return tricks_of(makers_mask()); }
  // Tricks won by a set of seats.
  int tricks_of(SeatMask seats_mask) const {
    int n = 0;
    for (int p = 0; p < 4; ++p)
      if (has_seat(seats_mask, p)) n += tricks[p];
    return n;
  }

  // Cards that may be played now (phase Play, from the hand of `turn`).
  CardSet legal_cards() const {
    const CardSet h = hand[turn];
    const CardSet follow = h & legal_mask;
    return follow.empty() ? h : follow;
  }
  // Cards the seat to act may play without reneging: the led suit when it
  // holds one. The same as legal_cards() unless renege=callable allows more.
  CardSet following_cards() const {
    const CardSet h = hand[turn];
    const CardSet follow = h & lead_suit_cards;
    return in_trick == 0 || follow.empty() ? h : follow;
  }
};
static_assert(std::is_trivially_copyable_v<DealState>);
static_assert(std::endian::native == std::endian::little, "set_turn writes to_act and turn as one little-endian word");

// It is seat n's card: to_act is n, or in a jambone the loner's caller. One
// load and one store, the inner loop's cost before the jambone (euchre bench).
inline void set_turn(DealState& s, int n) {
  static_assert(offsetof(DealState, turn) == offsetof(DealState, to_act) + 1);
  std::memcpy(&s.to_act, &s.turn_word[static_cast<std::size_t>(n)], 2);
}

// The hands a deck order gives under the rules' deal_pattern.
inline std::array<CardSet, 4> deal_hands(const CompiledRules& rules, int dealer, const Card* order) {
  std::array<CardSet, 4> hands{};
  const auto& seat_of = rules.deal_seat[dealer];
  for (int i = 0; i < rules.dealt; ++i) hands[seat_of[i]].add(order[i]);
  return hands;
}

// Starts a deal from a physical deck order (deal_pattern decides the hands).
// `order` holds rules.deck_size cards, every card of the deck once.
DealState start_deal(const CompiledRules& rules, int dealer, const Card* order);
// Starts a deal from known hands (e.g. a record): `kitty` lists the hidden
// cards, the ones a farmer would receive first.
DealState start_deal_from_hands(const CompiledRules& rules, int dealer, const std::array<CardSet, 4>& hands,
                                Card up_card, const Card* kitty, int kitty_count);

namespace detail {
void end_play(DealState& s);
void apply_slow(DealState& s, Action a);
// trump_requirement: whether the seat may not make `trump` in `round` (1, 2)
// because its only card of that suit is one jack.
bool requirement_forbids(const DealState& s, int seat, int trump, int round);
}  // namespace detail

// Plays a card of the seat to act (phase Play); inline because it is the
// inner loop of play-outs and search.
inline void play_card(DealState& s, Card c) {
  const int p = s.turn;
  assert(s.phase == Phase::Play && s.legal_cards().contains(c) &&
         "play_card: not a legal card of the seat whose turn it is");
  if (s.in_trick == 0) {
    const int led = s.tt->suit_of[c];
    s.lead_card = c;
    s.lead_keys = s.tt->trick_key[led].data();
    s.lead_suit_cards = s.tt->suit_cards[led];
    s.legal_mask = s.lead_suit_cards & s.rules->follow_enforced;
    s.best_key = s.lead_keys[c];
    s.best_seat = static_cast<std::uint8_t>(p);
  } else {
    // Branch-free on purpose: in random play-outs and search these outcomes
    // are unpredictable, and a mispredicted branch costs more than the math.
    const std::uint64_t follow = (s.hand[p] & s.lead_suit_cards).bits();
    const unsigned renege = static_cast<unsigned>(follow != 0) & static_cast<unsigned>(~(follow >> c) & 1);
    s.reneged = static_cast<std::uint8_t>(s.reneged | (renege << p));
    // Keys of cards that can win are distinct, so (key, seat) packed compares like key.
    const unsigned best = std::max((unsigned{s.lead_keys[c]} << 2) | static_cast<unsigned>(p),
                                   (unsigned{s.best_key} << 2) | s.best_seat);
    s.best_key = static_cast<std::uint8_t>(best >> 2);
    s.best_seat = static_cast<std::uint8_t>(best & 3);
  }
  s.hand[p].remove(c);
  s.played.add(c);
  s.trick[p] = c;
  if (++s.in_trick < std::popcount(s.active)) {
    set_turn(s, s.rules->next_active[s.active][p]);
    return;
  }
  ++s.tricks[s.best_seat];
  ++s.trick_no;
  s.in_trick = 0;
  s.legal_mask = CardSet(~std::uint64_t{0});
  s.lead_suit_cards = CardSet();
  s.trick = {kNoCard, kNoCard, kNoCard, kNoCard};
  s.leader = s.best_seat;
  set_turn(s, s.best_seat);
  if (s.trick_no == s.rules->hand_size) detail::end_play(s);
}

// The seat a record names for `a` now (Move::seat): the seat to act, but for
// a card the seat whose hand it leaves (a jambone's caller plays the loner's).
inline int move_seat(const DealState& s, Action a) {
  return s.phase == Phase::Play && a.kind == ActionKind::Play ? s.turn : s.to_act;
}

// Appends every legal action of the seat to act.
void legal_actions(const DealState& s, ActionList& out);
bool is_legal(const DealState& s, Action a);
// Why the seat to act may not take `a` now, naming the rule (and the option
// that makes it a rule), e.g. "must follow hearts"; empty when `a` is legal.
// The one text every edge shows for an illegal action (core/explain.cpp).
std::string explain_illegal(const DealState& s, Action a);

// The rule behind a refusal, as data: for an edge that words it its own way
// (the page names the left bower when it was led) instead of reading the
// English of explain_illegal. None exactly when `a` is legal.
enum class RefusalRule : std::uint8_t { None, MustFollow, NotHeld, Other };
struct Refusal {
  RefusalRule rule = RefusalRule::None;
  int follow_suit = kNobody;    // MustFollow: the effective suit led, which the hand holds
  Card led = kNoCard;           // MustFollow: the card that was led
  bool led_left_bower = false;  // MustFollow: that card is the left bower, so the suit to follow is trump
};
Refusal refusal_of(const DealState& s, Action a);

// Applies a legal action of the seat to act; the caller guarantees legality
// (check with is_legal when the action comes from outside). Debug builds
// check it.
inline void apply(DealState& s, Action a) {
  assert(is_legal(s, a) && "apply: illegal action (see explain_illegal)");
  if (a.kind == ActionKind::Play && s.phase == Phase::Play) return play_card(s, a.arg);
  detail::apply_slow(s, a);
}

// Whether a seat's own hand lets it say yes to an offer. The question is put
// to every seat the position allows, so only the answers differ.
bool redeal_hand_qualifies(const DealState& s, int seat);  // redeal_hand
bool farmer_hand_qualifies(const DealState& s, int seat);  // farmers_hand: three or more 9s/10s
CardSet farmer_cards(const DealState& s, int seat);        // the cards a farmer may give
bool show_hand_qualifies(const DealState& s, int seat);    // no_ace_no_face_no_trump (trump made)
// jamboree (K ch. 5): the five highest trumps of the deck (both bowers, A, K,
// Q; with the joker, the joker and both bowers, A, K).
CardSet jamboree_cards(const CompiledRules& rules, int trump);

// True when the claimer's side wins every remaining trick whatever the
// others play (the seat must be to act in the play phase).
bool claim_is_sound(const DealState& s, int seat);
// The seats whose tricks a claim counts: the claimer's and a fixed partner's.
SeatMask claim_side(const DealState& s, int seat);
// Whether `side` takes every remaining trick against any defence (an AND/OR
// search over the remaining plays, following suit enforced).
bool claim_wins_rest(const DealState& s, SeatMask side);

// The score of a deal ended by a proven renege (W): 2 points, 4 when anyone
// is alone, to the caller's score (award_2) or off the offender's (deduct_2).
std::array<int, 4> renege_points(const Rules& rules, int offender, int caller, bool anyone_alone);

// Tricks taken by a seat's side.
int side_tricks(const DealState& s, int seat);

}  // namespace euchre
