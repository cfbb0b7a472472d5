#include "core/deal.h"

#include <bit>
#include <cassert>

#include "core/outcome.h"

namespace euchre {
namespace {

// docs/rules.md farmers_hand "three or more 9s/10s", redeal_hand "nines_tens": sevens and
// eights (28/32-card decks) are not 9s or 10s.
constexpr CardSet kLowCards = rank_cards(Rank::Nine) | rank_cards(Rank::Ten);
constexpr CardSet kFaceCards =
    rank_cards(Rank::Jack) | rank_cards(Rank::Queen) | rank_cards(Rank::King) | CardSet::of(kBenny);
constexpr CardSet kAces = rank_cards(Rank::Ace);

const Rules& opts(const DealState& s) { return s.rules->rules; }
bool partnerships(const DealState& s) { return opts(s).partnerships(); }
int up_suit(const DealState& s) { return static_cast<int>(natural_suit(s.up_card)); }

// First seat at or after `start` (clockwise) in `eligible` not yet offered.
int next_offer(const DealState& s, int start, std::uint8_t eligible) {
  int seat = start;
  for (int k = 0; k < s.seats(); ++k) {
    if ((eligible & seat_bit(seat)) && !(s.offered & seat_bit(seat))) return seat;
    seat = s.rules->next_seat(seat);
  }
  return kNobody;
}

void finish(DealState& s, DealEnd end) {
  s.phase = Phase::Over;
  s.end = end;
}

void begin_farmer(DealState& s);
void begin_bid1(DealState& s);
void begin_lone_offers(DealState& s);
void begin_best(DealState& s);
void begin_defend(DealState& s);
void begin_call_ace(DealState& s);
void begin_show(DealState& s);
void begin_play(DealState& s);
void start_play(DealState& s);
void score(DealState& s);

// ---- throw-ins before the bidding ----

// Offers that depend on a hidden hand are put to every seat the position
// allows, whether or not its hand qualifies: being asked, and declining,
// must tell the others nothing (docs/rules.md, "Information"). Only the
// legal answers differ.

// Every seat but the dealer may throw in (W, A).
SeatMask redeal_asked(const DealState& s) {
  return static_cast<SeatMask>(s.rules->all_seats_mask & ~seat_bit(s.dealer));
}

SeatMask farmer_asked(const DealState& s) { return s.rules->all_seats_mask; }

SeatMask show_asked(const DealState& s) { return s.active; }

}  // namespace

CardSet jamboree_cards(const CompiledRules& rules, int trump) {
  const TrumpTable& t = rules.trump[static_cast<std::size_t>(trump)];
  CardSet rest = t.trumps, top;
  for (int k = 0; k < 5 && !rest.empty(); ++k) {
    Card best = rest.lowest();
    for (Card c : rest)
      if (t.trick_key[static_cast<std::size_t>(trump)][c] > t.trick_key[static_cast<std::size_t>(trump)][best]) best = c;
    top.add(best);
    rest.remove(best);
  }
  return top;
}

bool redeal_hand_qualifies(const DealState& s, int seat) {
  const CardSet h = s.hand[seat];
  switch (opts(s).redeal_hand) {
    case RedealHand::Off: return false;
    case RedealHand::NinesTens: return (h - kLowCards).empty();
    case RedealHand::AceNoFace: return (h & kFaceCards).empty();
  }
  return false;
}

bool farmer_hand_qualifies(const DealState& s, int seat) {
  return opts(s).farmers_hand != FarmersHand::Off && (s.hand[seat] & kLowCards).size() >= 3;
}

CardSet farmer_cards(const DealState& s, int seat) { return s.hand[seat] & kLowCards; }

bool show_hand_qualifies(const DealState& s, int seat) {
  const CardSet barred = kAces | kFaceCards | s.table().trumps;
  return opts(s).no_ace_no_face_no_trump && (s.hand[seat] & barred).empty();
}

namespace {

void offer_or(DealState& s, Phase phase, std::uint8_t eligible, void (*otherwise)(DealState&)) {
  const int seat = next_offer(s, s.eldest(), eligible);
  if (seat == kNobody) {
    s.offered = 0;
    otherwise(s);
    return;
  }
  s.phase = phase;
  s.to_act = static_cast<std::uint8_t>(seat);
}

void begin_redeal(DealState& s) {
  s.offered = 0;
  if (opts(s).redeal_hand == RedealHand::Off) return begin_farmer(s);
  offer_or(s, Phase::RedealOffer, redeal_asked(s), begin_farmer);
}

void begin_farmer(DealState& s) {
  s.offered = 0;
  if (opts(s).farmers_hand == FarmersHand::Off) return begin_bid1(s);
  offer_or(s, Phase::FarmerOffer, farmer_asked(s), begin_bid1);
}

void begin_bid1(DealState& s) {
  s.phase = opts(s).auction() ? Phase::Auction : Phase::Bid1;
  s.to_act = static_cast<std::uint8_t>(s.eldest());
  s.passed = 0;
}

// The up-card is turned: the dealer's blind decisions come first, before
// anyone looks at a hand for a throw-in or a farmer's hand (H: "without
// looking at her cards"; W, Robson: "without seeing the rest of their
// hand"). A blind trump ends the pre-bid steps: a farmer's swap "must be
// performed before trump has been selected" (W); no throw-in follows it
// either (decided here, docs/rules.md).
void begin_upcard(DealState& s) {
  s.offered = 0;
  if (is_benny(s.up_card)) {
    if (opts(s).benny_up == BennyUp::Redeal) return finish(s, DealEnd::Redeal);
    s.phase = Phase::BennyName;
    s.to_act = s.dealer;
    return;
  }
  if (opts(s).robson && opts(s).lone_maker && rank_of(s.up_card) == Rank::Jack) {
    s.phase = Phase::BlindLonerOffer;
    s.to_act = s.dealer;
    return;
  }
  begin_redeal(s);
}

// ---- bidding ----

void set_loner(DealState& s, int seat) {
  s.loner = static_cast<std::int8_t>(seat);
  const int out = sits_out_for(opts(s).mode, seat);
  if (out != kNobody) s.active &= static_cast<std::uint8_t>(~seat_bit(out));
}

void make_trump(DealState& s, int seat, int t, bool alone, int round) {
  s.trump = static_cast<std::uint8_t>(t);
  s.tt = &s.rules->trump[t];
  s.maker = static_cast<std::int8_t>(seat);
  s.trump_made_round = static_cast<std::uint8_t>(round);
  if (alone) set_loner(s, seat);
}

// Railroad (partners_best): when his partner assists alone, the dealer
// still takes up the turned card and discards (K ch. 2: "'Assisting' is in
// effect the same as 'ordering up' so far as the result affects the
// dealer's physical action"), so that he may pass it as his best card, as
// later railroad pages allow. Elsewhere a dealer who sits out has no use
// for it and does not take it up (H: his cards go face down).
bool sitting_dealer_takes_up(const DealState& s) {
  return opts(s).partners_best && opts(s).partner_order_up == PartnerOrderUp::Normal;
}

// The dealer takes the up-card and must discard, unless he sits out.
void dealer_takes_up(DealState& s) {
  if (!(s.active & seat_bit(s.dealer)) && !sitting_dealer_takes_up(s)) return begin_lone_offers(s);
  s.kitty.remove(s.up_card);
  s.hand[s.dealer].add(s.up_card);
  s.up_card_taken = true;
  s.phase = Phase::Discard;
  s.to_act = s.dealer;
}

void legal_bid1(const DealState& s, ActionList& out) {
  const int p = s.to_act;
  out.push(Action::pass());
  if (detail::requirement_forbids(s, p, up_suit(s), 1)) return;
  const bool must_go_alone =
      opts(s).partner_order_up == PartnerOrderUp::MustGoAlone && partnerships(s) && p == opposite(s.dealer);
  if (!must_go_alone) out.push(Action::order(false));
  if (opts(s).lone_maker) out.push(Action::order(true));
}

// A suit with no card in the deck (the short deck's red suits) cannot be
// named: it would be a trump of nothing.
bool suit_in_deck(const DealState& s, int t) {
  return t >= kSuits || !(s.rules->deck & suit_cards(static_cast<Suit>(t))).empty();
}

void legal_bid2(const DealState& s, ActionList& out) {
  const int p = s.to_act;
  const bool stuck = p == s.dealer && opts(s).all_pass == AllPass::StickTheDealer;
  if (!stuck) out.push(Action::pass());
  const int before = out.count;
  for (int pass = 0; pass < 2 && out.count == before; ++pass) {
    // Second pass only when the dealer is stuck and the trump requirement
    // forbids every suit: the requirement then yields (decided here).
    const bool ignore_requirement = pass == 1;
    if (pass == 1 && !stuck) break;
    for (int t = 0; t <= kNoTrump; ++t) {
      if (t == up_suit(s) || (t == kNoTrump && !opts(s).no_trump) || !suit_in_deck(s, t)) continue;
      if (!ignore_requirement && detail::requirement_forbids(s, p, t, 2)) continue;
      out.push(Action::call(t, false));
      if (opts(s).lone_maker) out.push(Action::call(t, true));
    }
  }
}

// ---- the auction (bidding=auction, French euchre) ----

// K ch. 9: each bids once, from the eldest hand, a number of tricks higher
// than the bid before; the dealer bids last. Decided here: any number 1-5 (no
// source sets a floor), and a stuck dealer (all_pass=stick_the_dealer) may
// not pass when the three before him have.
void legal_auction(const DealState& s, ActionList& out) {
  const int p = s.to_act;
  const bool stuck = p == s.dealer && s.bid == 0 && opts(s).all_pass == AllPass::StickTheDealer;
  if (!stuck) out.push(Action::pass());
  for (int n = s.bid + 1; n <= s.rules->hand_size; ++n) out.push(Action::bid(n));
}

// The highest bidder names any suit (or no trump where allowed); the trump
// requirement forbids a suit whose only card held is one jack, and yields
// when it forbids every suit (as for a stuck dealer, decided here).
void legal_name_trump(const DealState& s, ActionList& out) {
  for (int pass = 0; pass < 2 && out.count == 0; ++pass)
    for (int t = 0; t <= kNoTrump; ++t) {
      if (t == kNoTrump && !opts(s).no_trump) continue;
      if (pass == 0 && detail::requirement_forbids(s, s.to_act, t, 2)) continue;
      out.push(Action::call(t, false));
    }
}

void apply_auction(DealState& s, Action a) {
  const int p = s.to_act;
  if (a.kind == ActionKind::Bid) {
    s.bid = a.arg;
    s.high_bidder = static_cast<std::int8_t>(p);
  } else {
    s.passed |= seat_bit(p);
  }
  // A bid of five ends the auction: nobody can bid higher (decided here: the
  // seats after him are not asked an empty question).
  if (p == s.dealer || s.bid == s.rules->hand_size) {
    if (s.bid == 0) return finish(s, DealEnd::AllPassed);
    s.phase = Phase::NameTrump;
    s.to_act = static_cast<std::uint8_t>(s.high_bidder);
    return;
  }
  s.to_act = static_cast<std::uint8_t>(s.rules->next_seat(p));
}

// ---- after trump is made ----

// Members of the making side who may still announce a lone hand.
std::uint8_t lone_eligible(const DealState& s) {
  std::uint8_t eligible = 0;
  if (s.loner != kNobody || !opts(s).lone_maker) return 0;
  // A maker who named trump blind (Benny up) had no chance to go alone yet.
  if (s.trump_made_round == 0) eligible |= seat_bit(s.maker);
  if (partnerships(s) && opts(s).lone_by != LoneBy::Maker) {
    const int partner = opposite(s.maker);
    // K: no player can play alone after having passed in the making round;
    // and "If the dealer takes up or makes the trump, he may play alone, but
    // his partner cannot" -- also when the dealer named trump blind on a
    // turned joker, where nobody passed.
    const bool passed = s.trump_made_round != 0 && (s.passed & seat_bit(partner));
    const bool barred = passed || s.maker == s.dealer;
    if (opts(s).lone_by == LoneBy::MakersSide || !barred) eligible |= seat_bit(partner);
  }
  return eligible;
}

void continue_lone_offers(DealState& s) {
  const int seat = next_offer(s, s.maker, lone_eligible(s));
  if (seat == kNobody) return begin_best(s);
  s.phase = Phase::LoneOffer;
  s.to_act = static_cast<std::uint8_t>(seat);
}

void begin_lone_offers(DealState& s) {
  if (!s.rules->post_make_steps) return begin_play(s);
  s.offered = 0;
  continue_lone_offers(s);
}

// partners_best (K ch. 6: "he has the right to call for the best card in his
// partner's hand"): a right, so the lone player is asked (decided here). Not
// for Robson's blind loner, whose bet is the hand he has not seen (decided here).
void begin_best(DealState& s) {
  if (!opts(s).partners_best || s.loner == kNobody || s.blind_loner) return begin_defend(s);
  s.phase = Phase::BestCall;
  s.to_act = static_cast<std::uint8_t>(s.loner);
}

// Whether the lone maker received his partner's best card: then, with
// defend_alone_best, either opponent may take the other's best and defend
// alone (K ch. 6), whatever lone_defender and both_alone say.
bool best_defence_open(const DealState& s) {
  return opts(s).defend_alone_best && s.best_card[0] != kNoCard;
}

void begin_defend(DealState& s) {
  s.offered = 0;
  if (best_defence_open(s)) {
    // Who defends when both would: the first asked, from the maker's left,
    // as every lone defence here (decided here).
    s.phase = Phase::DefendOffer;
    s.to_act = static_cast<std::uint8_t>((s.maker + 1) & 3);
    return;
  }
  if (!opts(s).lone_defender || !partnerships(s) || (s.loner != kNobody && !opts(s).both_alone) || s.blind_loner)
    return begin_call_ace(s);
  s.phase = Phase::DefendOffer;
  s.to_act = static_cast<std::uint8_t>((s.maker + 1) & 3);  // from the maker's left
}

void begin_call_ace(DealState& s) {
  if (opts(s).mode != Mode::CallAce || s.loner != kNobody) return begin_show(s);
  s.phase = Phase::CallAce;
  s.to_act = static_cast<std::uint8_t>(s.maker);
}

void begin_show(DealState& s) {
  s.offered = 0;
  if (!opts(s).no_ace_no_face_no_trump) return begin_play(s);
  offer_or(s, Phase::ShowOffer, show_asked(s), begin_play);
}

int first_leader(const DealState& s) {
  const int eldest = s.eldest();
  const bool someone_alone = s.loner != kNobody || s.lone_defender != kNobody;
  if (!someone_alone) return eldest;
  if (opts(s).lone_lead == LoneLead::EldestActive)
    return (s.active & seat_bit(eldest)) ? eldest : s.rules->next_active[s.active][eldest];
  // left_of_loner: if two are alone the defender leads (H, A).
  if (s.lone_defender != kNobody && s.loner != kNobody) return s.lone_defender;
  const int alone = s.loner != kNobody ? s.loner : s.lone_defender;
  return s.rules->next_active[s.active][alone];
}

// Jamboree (K ch. 5): the five highest trumps in one hand are shown before
// the first lead, after every exchange (decided here: the hand as it is
// played, so a discard or a partner's best card may complete it). Only a
// seat that plays this deal; no trump, no jamboree.
int jamboree_holder(const DealState& s) {
  if (!opts(s).jamboree || s.trump >= kSuits) return kNobody;
  const CardSet top = jamboree_cards(*s.rules, s.trump);
  for (int p = 0; p < s.seats(); ++p)
    if ((s.active & seat_bit(p)) && (s.hand[p] & top) == top) return p;
  return kNobody;
}

// Before the first lead: a jamboree ends the deal at once, scoring 16 to the
// holder's side without play (decided here: the 16, like the jambone's 8, is
// later descriptions' figure; and automatic, because nothing a deal can score
// is worth more); else a lone player may choose a jambone.
void begin_play(DealState& s) {
  s.offered = 0;
  if (const int holder = jamboree_holder(s); holder != kNobody) {
    s.jamboree = static_cast<std::int8_t>(holder);
    s.points = {};
    s.points[s.scorer_of(holder)] = 16;
    return finish(s, DealEnd::Jamboree);
  }
  if (opts(s).jambone && s.loner != kNobody && !s.blind_loner) {
    s.phase = Phase::JamboneOffer;
    s.to_act = static_cast<std::uint8_t>(s.loner);
    return;
  }
  start_play(s);
}

void start_play(DealState& s) {
  s.offered = 0;
  s.phase = Phase::Play;
  s.leader = static_cast<std::uint8_t>(first_leader(s));
  set_turn(s, s.leader);
  s.in_trick = 0;
}

// A jambone (K ch. 5, decided here in its details): the lone player's hand
// lies face up and the opponent on his left (the next seat in play, a lone
// defender if there is one) chooses every card he plays, leads included.
void declare_jambone(DealState& s) {
  s.jambone = true;
  const int caller = s.rules->next_active[s.active][s.loner];
  s.turn_word[static_cast<std::size_t>(s.loner)] = static_cast<std::uint16_t>(caller | s.loner << 8);
}

}  // namespace

// trump_requirement: the seat may not make `t` trump when its only card of
// that suit (bowers and Benny included; the dealer counts the up-card in
// round 1) is one jack.
bool detail::requirement_forbids(const DealState& s, int seat, int t, int round) {
  const TrumpRequirement req = opts(s).trump_requirement;
  if (req == TrumpRequirement::Off || t == kNoTrump) return false;
  if (req == TrumpRequirement::Dealer && seat != s.dealer) return false;
  CardSet cards = s.hand[seat];
  if (round == 1 && seat == s.dealer) cards.add(s.up_card);
  const CardSet trumps = cards & s.rules->trump[t].trumps;
  return trumps.size() == 1 && !is_benny(trumps.lowest()) && rank_of(trumps.lowest()) == Rank::Jack;
}

void detail::end_play(DealState& s) {
  s.offered = 0;
  if (opts(s).renege != Renege::Callable) return score(s);
  offer_or(s, Phase::RenegeWindow, s.rules->all_seats_mask & static_cast<std::uint8_t>(~s.renege_calls), score);
}

namespace {

// Returns true when the call proved a renege (the deal is then over).
bool call_renege(DealState& s, int caller) {
  s.renege_calls |= seat_bit(caller);
  const std::uint8_t guilty = s.reneged & other_scorers(opts(s).mode, s.seats(), caller);
  if (!guilty) return false;  // a false call has no effect (decided here)
  const int offender = std::countr_zero(guilty);
  const std::array<int, 4> pts = renege_points(opts(s), offender, caller, s.loner != kNobody || s.lone_defender != kNobody);
  for (int i = 0; i < 4; ++i) s.points[i] = static_cast<std::int8_t>(pts[i]);
  finish(s, DealEnd::Renege);
  return true;
}

// A march: 2, a lone hand's 4 (K ch. 2), a jambone's 8 (decided here: the
// figure later descriptions give; K ch. 5 and the 1862 Laws name the jambone,
// but no text of theirs read here gives its points).
int march_points(const DealState& s) {
  if (s.jambone) return 8;
  return s.loner != kNobody ? 4 : 2;
}

void score_partnership(DealState& s) {
  const int ms = s.scorer_of(s.maker), ds = 1 - ms;
  const int mt = side_tricks(s, s.maker);
  const int n = s.rules->hand_size;
  const int needed = makers_tricks_needed(s);  // core/outcome.h: the one threshold every edge reads
  if (opts(s).auction()) {  // Foster: the number bid, to the makers or, when they fail, to the opponents
    s.points[mt >= needed ? ms : ds] = static_cast<std::int8_t>(s.bid);
  } else if (s.blind_loner) {  // Robson blind loner: march 5, anything less gives the defenders 1 (W)
    if (mt >= needed) s.points[ms] = 5;
    else s.points[ds] = 1;
  } else if (mt >= needed) {
    s.points[ms] = static_cast<std::int8_t>(mt == n ? march_points(s) : 1);
  } else if (s.lone_defender != kNobody) {
    const bool four = opts(s).lone_defender_points == LoneDefenderPoints::Four || mt == 0;
    s.points[ds] = static_cast<std::int8_t>(four ? 4 : 2);
  } else {
    s.points[ds] = 2;
  }
  if (opts(s).robson && !s.blind_loner && (mt == n || mt == 0)) {
    const bool makers_marched = mt == n;
    s.robson_chooser = static_cast<std::int8_t>(
        makers_marched ? (s.loner != kNobody ? s.loner : s.maker)
                       : (s.lone_defender != kNobody ? s.lone_defender : (s.maker + 1) & 3));
  }
}

void score_three_handed(DealState& s) {
  const int mt = s.tricks[s.maker];
  if (mt >= makers_tricks_needed(s)) {  // W: 4 or 5 tricks 1, 6 tricks 2, all 7 tricks 4
    s.points[s.maker] = static_cast<std::int8_t>(mt == 7 ? 4 : mt == 6 ? 2 : 1);
    return;
  }
  const int d1 = (s.maker + 1) % 3, d2 = (s.maker + 2) % 3;
  if (s.tricks[d1] == s.tricks[d2]) s.points[d1] = s.points[d2] = 1;
  else s.points[s.tricks[d1] > s.tricks[d2] ? d1 : d2] = 2;
}

// K ch. 7: three or four tricks score 1, all five 2 (not 4: there are no lone
// hands), a euchre gives the other player 2.
void score_two_handed(DealState& s) {
  const int mt = s.tricks[s.maker];
  const int other = 1 - s.maker;
  if (mt >= makers_tricks_needed(s)) s.points[s.maker] = static_cast<std::int8_t>(mt == s.rules->hand_size ? 2 : 1);
  else s.points[other] = 2;
}

void score_call_ace(DealState& s) {
  const std::uint8_t side = s.makers_mask();
  const int mt = s.makers_tricks();
  const int n = s.rules->hand_size;
  for (int p = 0; p < 4; ++p) {
    const bool maker_side = side & seat_bit(p);
    int pts = 0;
    const bool made = mt >= makers_tricks_needed(s);  // all of them for a blind loner
    if (s.blind_loner) pts = maker_side ? (made ? 5 : 0) : (made ? 0 : 1);
    // A maker alone without declaring it (own or buried ace) scores as a
    // partnership (decided here); a declared lone hand scores 4 for a march.
    else if (made) pts = maker_side ? (mt == n ? march_points(s) : 1) : 0;
    else pts = maker_side ? 0 : 2;
    s.points[p] = static_cast<std::int8_t>(pts);
  }
}

void score(DealState& s) {
  s.points = {};
  switch (opts(s).mode) {
    case Mode::Partnership: score_partnership(s); break;
    case Mode::ThreeHanded: score_three_handed(s); break;
    case Mode::CallAce: score_call_ace(s); break;
    case Mode::TwoHanded: score_two_handed(s); break;
  }
  if (s.robson_chooser != kNobody) {
    s.phase = Phase::RobsonChoice;
    s.to_act = static_cast<std::uint8_t>(s.robson_chooser);
    return;
  }
  finish(s, DealEnd::Scored);
}

}  // namespace

std::array<int, 4> renege_points(const Rules& rules, int offender, int caller, bool anyone_alone) {
  const int penalty = anyone_alone ? 4 : 2;  // W
  std::array<int, 4> pts{};
  if (rules.renege_penalty == RenegePenalty::Award2) pts[scorer_of(rules.mode, caller)] = penalty;
  else pts[scorer_of(rules.mode, offender)] = -penalty;
  return pts;
}

int side_tricks(const DealState& s, int seat) {
  // Two array reads, not a walk over a mask: this runs at the end of every deal.
  const int partner = fixed_partner(opts(s).mode, seat);
  return s.tricks[seat] + (partner == kNobody ? 0 : s.tricks[partner]);
}

// ---- claims ----

// Can `side` win every remaining trick against any defence? An AND/OR search
// over the remaining plays with following suit enforced; a lost trick fails.
bool claim_wins_rest(const DealState& s, SeatMask side) {
  if (s.phase != Phase::Play) return true;
  const int p = s.turn;
  const TrumpTable& t = s.table();
  CardSet legal = s.hand[p];
  if (s.in_trick) {
    const CardSet follow = legal & t.suit_cards[t.suit_of[s.lead_card]];
    if (!follow.empty()) legal = follow;
  }
  const bool ours = side & seat_bit(p);
  for (Card c : legal) {
    DealState child = s;
    play_card(child, c);
    bool ok = true;
    for (int q = 0; q < s.seats(); ++q)
      if (!(side & seat_bit(q)) && child.tricks[q] != s.tricks[q]) ok = false;
    if (ok && child.phase == Phase::Play) ok = claim_wins_rest(child, side);
    if (ours && ok) return true;
    if (!ours && !ok) return false;
  }
  return !ours;
}

// A claim counts the claimer's tricks and a fixed partner's: a call-ace
// claimer may not know his partner (decided here, docs/rules.md).
SeatMask claim_side(const DealState& s, int seat) {
  return partnerships(s) ? team_mask(seat) : seat_bit(seat);
}

bool claim_is_sound(const DealState& s, int seat) {
  if (s.phase != Phase::Play || s.to_act != seat || s.turn != seat) return false;
  return claim_wins_rest(s, claim_side(s, seat));
}

DealState start_deal(const CompiledRules& rules, int dealer, const Card* order) {
  const int turned = rules.rules.turns_up_card() ? 1 : 0;
  return start_deal_from_hands(rules, dealer, deal_hands(rules, dealer, order), turned ? order[rules.dealt] : kNoCard,
                               order + rules.dealt + turned, rules.deck_size - rules.dealt - turned);
}

DealState start_deal_from_hands(const CompiledRules& rules, int dealer, const std::array<CardSet, 4>& hands,
                                Card up_card, const Card* kitty, int kitty_count) {
  DealState s;
  s.rules = &rules;
  s.hand = hands;
  s.dealer = static_cast<std::uint8_t>(dealer);
  s.up_card = up_card;
  s.active = rules.all_seats_mask;
  CardSet in_hands;
  for (int p = 0; p < rules.seats; ++p) in_hands |= hands[p];
  s.kitty = rules.deck - in_hands;  // the up-card and the hidden cards
  // A farmer takes three hidden cards: the caller must name them.
  assert(rules.rules.farmers_hand == FarmersHand::Off || kitty_count >= 3);
  for (int i = 0; i < 3 && i < kitty_count; ++i) s.farmer_kitty[i] = kitty[i];
  if (rules.rules.auction()) begin_redeal(s);  // no card turned: no blind decision on it
  else if (rules.pre_bid_steps) begin_upcard(s);
  else begin_bid1(s);
  return s;
}

void legal_actions(const DealState& s, ActionList& out) {
  out.count = 0;
  const int p = s.to_act;
  switch (s.phase) {
    case Phase::RedealOffer:
      out.push(Action::pass());
      if (redeal_hand_qualifies(s, p)) out.push(Action::simple(ActionKind::ThrowIn));
      break;
    case Phase::FarmerOffer:
      out.push(Action::pass());
      if (farmer_hand_qualifies(s, p)) out.push(Action::simple(ActionKind::Farmer));
      break;
    case Phase::FarmerGive:
      for (Card c : farmer_cards(s, p)) out.push(Action::with(ActionKind::FarmerGive, c));
      break;
    case Phase::BlindLonerOffer:
      out.push(Action::pass());
      out.push(Action::simple(ActionKind::BlindLoner));
      break;
    case Phase::BennyName:
      for (int t = 0; t < kSuits; ++t) out.push(Action::with(ActionKind::NameBlind, t));
      break;
    case Phase::Bid1: legal_bid1(s, out); break;
    case Phase::Bid2: legal_bid2(s, out); break;
    case Phase::Discard:
      for (Card c : s.hand[p]) out.push(Action::discard(c));
      break;
    case Phase::LoneOffer:
      out.push(Action::pass());
      out.push(Action::simple(ActionKind::GoAlone));
      break;
    case Phase::BestCall:
      out.push(Action::pass());
      out.push(Action::simple(ActionKind::CallBest));
      break;
    case Phase::BestPass:
      // The partner judges which card is best (Bicycle: "what he judges to be
      // the most advantageous card"): any card of his hand (decided here).
      for (Card c : s.hand[p]) out.push(Action::with(ActionKind::PassBest, c));
      break;
    case Phase::BestDiscard:
      for (Card c : s.hand[p]) out.push(Action::with(ActionKind::BestDiscard, c));
      break;
    case Phase::DefendOffer:
      out.push(Action::pass());
      out.push(Action::simple(ActionKind::DefendAlone));
      break;
    case Phase::CallAce:
      for (int t = 0; t < kSuits; ++t)
        if (t != s.trump) out.push(Action::with(ActionKind::CallAce, t));
      break;
    case Phase::ShowOffer:
      out.push(Action::pass());
      if (show_hand_qualifies(s, p)) out.push(Action::simple(ActionKind::ShowHand));
      break;
    case Phase::Play:
      for (Card c : s.legal_cards()) out.push(Action::play(c));
      if (opts(s).renege == Renege::Callable && !(s.renege_calls & seat_bit(p)) && !s.played.empty())
        out.push(Action::simple(ActionKind::CallRenege));
      break;
    case Phase::RenegeWindow:
      out.push(Action::pass());
      out.push(Action::simple(ActionKind::CallRenege));
      break;
    case Phase::RobsonChoice:
      out.push(Action::pass());
      out.push(Action::simple(ActionKind::RobsonSubtract));
      break;
    case Phase::Auction: legal_auction(s, out); break;
    case Phase::NameTrump: legal_name_trump(s, out); break;
    case Phase::JamboneOffer:
      out.push(Action::simple(ActionKind::Jambone));
      out.push(Action::simple(ActionKind::NoJambone));
      break;
    case Phase::Over: break;
  }
}

bool is_legal(const DealState& s, Action a) {
  if (a.kind == ActionKind::Claim)  // a jambone's caller claims nothing for the lone player
    return opts(s).claims && a.arg == 0 && s.turn == s.to_act && claim_is_sound(s, s.to_act);
  ActionList list;
  legal_actions(s, list);
  return list.contains(a);
}

void detail::apply_slow(DealState& s, Action a) {
  const int p = s.to_act;
  switch (s.phase) {
    case Phase::RedealOffer:
      if (a.kind == ActionKind::ThrowIn) return finish(s, DealEnd::Redeal);
      s.offered |= seat_bit(p);
      return offer_or(s, Phase::RedealOffer, redeal_asked(s), begin_farmer);
    case Phase::FarmerOffer:
      if (a.kind == ActionKind::Farmer) {
        s.phase = Phase::FarmerGive;
        s.farmer_given = 0;
        return;
      }
      s.offered |= seat_bit(p);
      return offer_or(s, Phase::FarmerOffer, farmer_asked(s), begin_bid1);
    case Phase::FarmerGive:
      s.hand[p].remove(a.arg);
      s.kitty.add(a.arg);
      if (++s.farmer_given == 3) {
        // One farmer's swap per deal (decided here): he takes the hidden cards.
        for (Card c : s.farmer_kitty) {
          s.kitty.remove(c);
          s.hand[p].add(c);
        }
        begin_bid1(s);
      }
      return;
    case Phase::BlindLonerOffer:
      if (a.kind == ActionKind::BlindLoner) {
        make_trump(s, s.dealer, up_suit(s), true, 0);
        s.blind_loner = true;
        return dealer_takes_up(s);
      }
      return begin_redeal(s);
    case Phase::BennyName:
      make_trump(s, s.dealer, a.arg, false, 0);
      return dealer_takes_up(s);
    case Phase::Bid1:
      if (a.kind == ActionKind::Pass) {
        s.passed |= seat_bit(p);
        if (p == s.dealer) {
          s.phase = Phase::Bid2;
          s.to_act = static_cast<std::uint8_t>(s.eldest());
          s.passed = 0;
        } else {
          s.to_act = static_cast<std::uint8_t>(s.rules->next_seat(p));
        }
        return;
      }
      make_trump(s, p, up_suit(s), a.alone(), 1);
      return dealer_takes_up(s);
    case Phase::Bid2:
      if (a.kind == ActionKind::Pass) {
        s.passed |= seat_bit(p);
        if (p == s.dealer) return finish(s, DealEnd::AllPassed);
        s.to_act = static_cast<std::uint8_t>(s.rules->next_seat(p));
        return;
      }
      make_trump(s, p, a.called_trump(), a.alone(), 2);
      return begin_lone_offers(s);
    case Phase::Discard:
      s.hand[p].remove(a.arg);
      s.kitty.add(a.arg);
      s.discard = a.arg;
      return begin_lone_offers(s);
    case Phase::LoneOffer:
      if (a.kind == ActionKind::GoAlone) {
        set_loner(s, p);
        return begin_best(s);
      }
      s.offered |= seat_bit(p);
      return continue_lone_offers(s);
    case Phase::BestCall:
      if (a.kind == ActionKind::CallBest) {
        s.phase = Phase::BestPass;
        s.to_act = static_cast<std::uint8_t>(opposite(p));
        return;
      }
      return begin_defend(s);
    case Phase::BestPass: {
      // The lone player's partner gives first; a lone defender's partner
      // can only give after the maker's side is done.
      const int to = opposite(p);
      s.hand[p].remove(a.arg);
      s.hand[to].add(a.arg);
      s.best_card[to == s.lone_defender ? 1 : 0] = a.arg;
      s.phase = Phase::BestDiscard;
      s.to_act = static_cast<std::uint8_t>(to);
      return;
    }
    case Phase::BestDiscard:
      s.hand[p].remove(a.arg);
      s.kitty.add(a.arg);
      if (p == s.lone_defender) {
        s.best_discard[1] = a.arg;
        return begin_call_ace(s);
      }
      s.best_discard[0] = a.arg;
      return begin_defend(s);
    case Phase::DefendOffer:
      if (a.kind == ActionKind::DefendAlone) {
        s.lone_defender = static_cast<std::int8_t>(p);
        s.active &= static_cast<std::uint8_t>(~seat_bit(opposite(p)));
        // K ch. 6: the lone defender "may demand the other opponent's best card".
        if (best_defence_open(s)) {
          s.phase = Phase::BestPass;
          s.to_act = static_cast<std::uint8_t>(opposite(p));
          return;
        }
        return begin_call_ace(s);
      }
      if (p == ((s.maker + 1) & 3)) {
        s.to_act = static_cast<std::uint8_t>((s.maker + 3) & 3);
        return;
      }
      return begin_call_ace(s);
    case Phase::CallAce: {
      s.called_ace = static_cast<std::int8_t>(a.arg);
      const Card ace = make_card(static_cast<Suit>(a.arg), Rank::Ace);
      for (int q = 0; q < 4; ++q)
        if (q != s.maker && s.hand[q].contains(ace)) s.ace_partner = static_cast<std::int8_t>(q);
      return begin_show(s);
    }
    case Phase::ShowOffer:
      if (a.kind == ActionKind::ShowHand) return finish(s, DealEnd::ThrownIn);
      s.offered |= seat_bit(p);
      return offer_or(s, Phase::ShowOffer, show_asked(s), begin_play);
    case Phase::Play:
      if (a.kind == ActionKind::Play) return play_card(s, a.arg);  // from side_wins_rest callers
      if (a.kind == ActionKind::CallRenege) {
        call_renege(s, p);
        return;
      }
      if (a.kind == ActionKind::Claim) {
        s.claimer = static_cast<std::int8_t>(p);
        s.tricks[p] = static_cast<std::uint8_t>(s.tricks[p] + s.rules->hand_size - s.trick_no);
        s.trick_no = static_cast<std::uint8_t>(s.rules->hand_size);
        s.in_trick = 0;
        return detail::end_play(s);
      }
      return;
    case Phase::RenegeWindow:
      if (a.kind == ActionKind::CallRenege && call_renege(s, p)) return;
      s.offered |= seat_bit(p);
      return offer_or(s, Phase::RenegeWindow, s.rules->all_seats_mask & static_cast<std::uint8_t>(~s.renege_calls),
                      score);
    case Phase::RobsonChoice:
      if (a.kind == ActionKind::RobsonSubtract) {
        const int own = s.scorer_of(p);
        const int gained = s.points[own];
        s.points = {};
        s.points[1 - own] = static_cast<std::int8_t>(-gained);
        s.robson_subtracted = true;
      }
      return finish(s, DealEnd::Scored);
    case Phase::Auction: return apply_auction(s, a);
    case Phase::NameTrump:
      make_trump(s, p, a.called_trump(), false, 2);
      return begin_lone_offers(s);
    case Phase::JamboneOffer:
      if (a.kind == ActionKind::Jambone) declare_jambone(s);
      return start_play(s);
    case Phase::Over: return;
  }
}

}  // namespace euchre
