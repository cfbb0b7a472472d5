#include "bots/expert_v2/basic_bot.h"

#include "bots/expert_v2/jambone_play.h"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <tuple>

namespace euchre::expert_v2 {
namespace {

// One decision's context, built from the view alone.
struct Ctx {
  const SeatView& v;
  const CompiledRules& cr;

  bool partnerships() const { return v.rules.partnerships(); }
  int seats() const { return v.seats; }
  int scorer(int seat) const { return scorer_of(v.rules.mode, seat); }
  bool active(int seat) const { return has_seat(v.active, seat); }
  // The partner this seat knows of and who plays this deal, or kNobody.
  int partner() const {
    const int p = partner_of(v.side_facts(), v.seat);
    return p != kNobody && active(p) ? p : kNobody;
  }
  bool has(Action a) const { return v.legal.contains(a); }
  // Points our side still needs to win (large when there is no target).
  int need() const {
    if (v.rules.target <= 0) return 1000;
    return v.rules.target - v.score[scorer(v.seat)];
  }
  int alone_threshold() const { return v.rules.hand_size() > 5 ? 17 : 13; }
};

int natural_rank(Card c) { return is_benny(c) ? 8 : static_cast<int>(rank_of(c)); }

// Effective suits of a hand.
int suit_count(const TrumpTable& t, CardSet h) {
  unsigned mask = 0;
  for (Card c : h) mask |= 1u << t.suit_of[c];
  return std::popcount(mask);
}

int suit_length(const TrumpTable& t, CardSet h, int suit) { return (h & t.suit_cards[suit]).size(); }

bool holds_top_trump(const CompiledRules& cr, CardSet h, int trump) {
  if (h.contains(kBenny) && cr.deck.contains(kBenny)) return true;
  return h.contains(make_card(static_cast<Suit>(trump), Rank::Jack));
}

// Non-trump cards other than aces: the likely losers of a lone hand.
int losers(const TrumpTable& t, CardSet h) {
  int n = 0;
  for (Card c : h - t.trumps)
    if (!is_ace(c)) ++n;
  return n;
}

bool alone_worthy(const Ctx& x, CardSet h, int trump, int up_bonus, int losers_allowed) {
  if (x.need() <= 2) return false;  // a plain march already wins the game
  const TrumpTable& t = x.cr.trump[trump];
  // partners_best (K ch. 6): the partner's best card (a trump or an ace,
  // about 3 points) comes in and a loser goes out.
  const int best = x.v.rules.partners_best ? 1 : 0;
  return BasicBot::hand_points(x.cr, h, trump) + up_bonus + 3 * best >= x.alone_threshold() &&
         holds_top_trump(x.cr, h, trump) && (h & t.trumps).size() >= 3 - best &&
         losers(t, h) <= losers_allowed + best;
}

int notrump_points(CardSet h) {
  int p = 0, aces = 0;
  for (int s = 0; s < kSuits; ++s) {
    const CardSet in = h & suit_cards(static_cast<Suit>(s));
    const bool ace = in.contains(make_card(static_cast<Suit>(s), Rank::Ace));
    if (ace) p += 3, ++aces;
    if (in.contains(make_card(static_cast<Suit>(s), Rank::King))) p += ace ? 2 : 1;
  }
  return p + (aces >= 3 ? 1 : 0);
}

// ---- bidding ----

Action bid_round1(const Ctx& x) {
  const SeatView& v = x.v;
  const int trump = static_cast<int>(natural_suit(v.up_card));
  const bool dealer = v.seat == v.dealer;
  const bool dealers_partner = v.seat == fixed_partner(v.rules.mode, v.dealer);
  const bool must_alone = dealers_partner && v.rules.partner_order_up == PartnerOrderUp::MustGoAlone;
  const int up_value = BasicBot::trump_points(x.cr, v.up_card, trump);
  // The up-card helps our side when the dealer is us or our partner (unless
  // the dealer then sits out, as when the partner must go alone).
  int sign = (dealer || dealers_partner) ? 1 : -1;
  if (must_alone) sign = 0;
  const int points = BasicBot::order_points(x.cr, v.hand, v.up_card, sign);
  const CardSet after = dealer ? v.hand | CardSet::of(v.up_card) : v.hand;
  const int trumps = (after & x.cr.trump[trump].trumps).size();

  const bool good_seat = dealer || dealers_partner;
  const int threshold = BasicBot::call_threshold(v.rules.hand_size(), good_seat, v.seats);
  if (x.has(Action::order(true)) &&
      alone_worthy(x, after, trump, dealer ? 0 : sign * up_value, dealer ? 1 : 0))
    return Action::order(true);
  if (x.has(Action::order(false)) && points >= threshold && trumps >= 2) return Action::order(false);
  return Action::pass();
}

Action bid_round2(const Ctx& x) {
  const SeatView& v = x.v;
  int best = -1, best_points = -1000;
  for (const Action& a : v.legal) {
    if (a.kind != ActionKind::Call || a.alone()) continue;
    const int t = a.called_trump();
    const int p = t == kNoTrump ? notrump_points(v.hand) - 1 : BasicBot::hand_points(x.cr, v.hand, t);
    if (p > best_points) best = t, best_points = p;
  }
  if (best < 0) return Action::pass();
  const bool stuck = !x.has(Action::pass());
  const bool good_seat = v.seat == (v.dealer + 1) % x.seats();  // eldest calls "next"
  const int threshold = BasicBot::call_threshold(v.rules.hand_size(), good_seat, v.seats);
  const bool trumps_ok = best == kNoTrump || (v.hand & x.cr.trump[best].trumps).size() >= 2;
  if (!stuck && (best_points < threshold || !trumps_ok)) return Action::pass();
  if (best != kNoTrump && x.has(Action::call(best, true)) && alone_worthy(x, v.hand, best, 0, 0))
    return Action::call(best, true);
  return Action::call(best, false);
}

// ---- the auction (French euchre) ----

Action auction(const Ctx& x) {
  return BasicBot::auction_bid(x.cr, x.v.hand, x.v.seat, x.v.bid, x.v.high_bidder, x.v.legal);
}

// ---- other decisions ----

Action discard(const Ctx& x) {
  const SeatView& v = x.v;
  const TrumpTable& t = x.cr.trump[v.trump];
  const CardSet off = v.hand - t.trumps;
  // Void a suit: a single non-ace off-suit card, the lowest such.
  Card best = kNoCard;
  auto better = [&](Card c, Card than) { return than == kNoCard || natural_rank(c) < natural_rank(than); };
  for (Card c : off)
    if (!is_ace(c) && suit_length(t, v.hand, t.suit_of[c]) == 1 && better(c, best)) best = c;
  if (best == kNoCard)
    for (Card c : off)
      if (!is_ace(c) && better(c, best)) best = c;
  if (best == kNoCard)
    for (Card c : off)
      if (better(c, best)) best = c;
  if (best == kNoCard) {  // nothing but trumps: the lowest
    const int led = v.trump == kNoTrump ? 0 : v.trump;
    for (Card c : v.hand)
      if (best == kNoCard || t.trick_key[led][c] < t.trick_key[led][best]) best = c;
  }
  return Action::discard(best);
}

// partners_best: the lone hand, now six cards, lays down the card a dealer's
// discard would (a void, a low card), never the one just received unless
// nothing else is weaker.
Action best_discard(const Ctx& x) {
  const Action a = discard(x);
  return Action::with(ActionKind::BestDiscard, a.arg);
}

Action call_ace(const Ctx& x) {
  const Action a = Action::with(ActionKind::CallAce, BasicBot::ace_to_call(x.cr, x.v.hand, x.v.trump));
  return x.has(a) ? a : x.v.legal[0];
}

// A renege of the other side this seat has seen proven (core/view.h).
bool renege_proven(const Ctx& x) {
  return (x.v.proven_reneges & other_scorers(x.v.rules.mode, x.v.seats, x.v.seat)) != 0;
}

Action robson_choice(const Ctx& x) {
  const SeatView& v = x.v;
  const bool makers = x.scorer(v.seat) == x.scorer(v.maker);
  const int gained = makers ? (v.loner != kNobody ? 4 : 2) : (v.lone_defender != kNobody ? 4 : 2);
  const int mine = v.score[x.scorer(v.seat)], theirs = v.score[1 - x.scorer(v.seat)];
  if (v.rules.target > 0 && mine + gained >= v.rules.target) return Action::pass();  // adding wins
  return theirs > mine ? Action::simple(ActionKind::RobsonSubtract) : Action::pass();
}

// ---- card play ----

struct Play {
  const Ctx& x;
  const TrumpTable& t;
  CardSet legal;
  CardSet unseen;  // cards that may be in another hand

  explicit Play(const Ctx& c) : x(c), t(c.cr.trump[c.v.trump]) {
    const SeatView& v = x.v;
    // The cards that follow suit: under renege=callable the legal list holds
    // the whole hand, and this player never reneges.
    legal = v.following;
    unseen = x.cr.deck - v.played - v.hand;
    if (v.own_discard != kNoCard) unseen.remove(v.own_discard);
    for (Card d : v.best_discard)
      if (d != kNoCard) unseen.remove(d);
    for (int p = 0; p < 4; ++p) unseen -= v.shown[p];
    // The up-card is in the kitty unless the dealer took it (a discard was made).
    bool taken = false;
    for (const Move& m : v.moves) taken |= m.action.kind == ActionKind::Discard;
    if (!taken && v.up_card != kNoCard) unseen.remove(v.up_card);
  }

  bool is_trump(Card c) const { return t.trumps.contains(c); }
  int key(int led, Card c) const { return t.trick_key[led][c]; }
  // No unseen card of the same effective suit ranks above it.
  bool boss_in_suit(Card c) const {
    const int s = t.suit_of[c];
    for (Card u : unseen & t.suit_cards[s])
      if (key(s, u) > key(s, c)) return false;
    return true;
  }
  int length(Card c) const { return suit_length(t, x.v.hand, t.suit_of[c]); }

  // The card to throw when not trying to win: keep bosses and high cards,
  // prefer voiding a short off-suit, then the lowest.
  Card dump(CardSet from, int led) const {
    const CardSet off = from - t.trumps;
    Card best = kNoCard;
    if (!off.empty()) {
      std::tuple<bool, bool, int, int> best_key{};
      for (Card c : off) {
        const int r = natural_rank(c);
        const std::tuple<bool, bool, int, int> k{boss_in_suit(c), r >= static_cast<int>(Rank::King), length(c), r};
        if (best == kNoCard || k < best_key) best = c, best_key = k;
      }
      return best;
    }
    for (Card c : from)
      if (best == kNoCard || key(led, c) < key(led, best)) best = c;
    return best;
  }
  Card lowest(CardSet from, int led) const {
    Card best = kNoCard;
    for (Card c : from)
      if (best == kNoCard || key(led, c) < key(led, best)) best = c;
    return best;
  }
  Card highest(CardSet from, int led) const {
    Card best = kNoCard;
    for (Card c : from)
      if (best == kNoCard || key(led, c) > key(led, best)) best = c;
    return best;
  }

  Card lead() const {
    const SeatView& v = x.v;
    const CardSet trumps = legal & t.trumps;
    const CardSet outside_trumps = unseen & t.trumps;
    if (v.maker == v.seat && !trumps.empty() && !outside_trumps.empty() &&
        (holds_top_trump(x.cr, v.hand, v.trump) || trumps.size() >= 2)) {
      const int ts = t.suit_of[trumps.lowest()];
      return highest(trumps, ts);
    }
    const CardSet off = legal - t.trumps;
    // Off-suit aces, from the shortest suit first.
    Card best = kNoCard;
    for (Card c : off)
      if (is_ace(c) && (best == kNoCard || length(c) < length(best))) best = c;
    if (best != kNoCard) return best;
    // Another card that is the highest left in its suit.
    for (Card c : off)
      if (boss_in_suit(c) && (best == kNoCard || length(c) < length(best))) best = c;
    if (best != kNoCard) return best;
    if (!off.empty()) {  // the lowest card of the shortest suit
      std::tuple<int, int> best_key{};
      for (Card c : off) {
        const std::tuple<int, int> k{length(c), natural_rank(c)};
        if (best == kNoCard || k < best_key) best = c, best_key = k;
      }
      return best;
    }
    const int ts = t.suit_of[legal.lowest()];
    const Card top = highest(legal, ts);
    return boss_in_suit(top) ? top : lowest(legal, ts);
  }

  Card follow() const {
    const SeatView& v = x.v;
    const int led = t.suit_of[v.trick[v.leader]];
    int played = 0, win_seat = kNobody, win_key = -1;
    for (int p = 0; p < x.seats(); ++p) {
      const Card c = v.trick[p];
      if (c == kNoCard) continue;
      ++played;
      if (key(led, c) > win_key) win_key = key(led, c), win_seat = p;
    }
    const int players = std::popcount(static_cast<unsigned>(v.active & x.cr.all_seats_mask));
    const bool last = played == players - 1;
    const bool second = played == 1;
    CardSet winners;
    for (Card c : legal)
      if (key(led, c) > win_key) winners.add(c);
    const bool following = !(legal & t.suit_cards[led]).empty();
    const int partner = x.partner();

    if (partner != kNobody && win_seat == partner) {
      // Never take a partner's trick with a trump; overtake only to make it safe.
      if (last || !following || boss_in_suit(v.trick[partner])) return dump(legal, led);
      Card safe = kNoCard;
      for (Card c : winners)
        if (boss_in_suit(c) && (safe == kNoCard || key(led, c) < key(led, safe))) safe = c;
      return safe != kNoCard ? safe : lowest(legal, led);
    }
    if (winners.empty()) return following ? lowest(legal, led) : dump(legal, led);
    if (last || !following) return lowest(winners, led);  // win as cheaply as possible; trump in
    if (second) return lowest(legal, led);                // second hand low
    // Third hand high: the cheapest sure winner, else the highest card.
    Card safe = kNoCard;
    for (Card c : winners)
      if (boss_in_suit(c) && (safe == kNoCard || key(led, c) < key(led, safe))) safe = c;
    return safe != kNoCard ? safe : highest(winners, led);
  }
};

}  // namespace

int BasicBot::ace_to_call(const CompiledRules& rules, CardSet hand, int trump) {
  const TrumpTable& t = rules.trump[trump];
  int best = -1;
  std::tuple<bool, int> best_key{false, -1};
  for (int s = 0; s < kSuits; ++s) {
    if (s == trump) continue;
    const bool dont_hold = !hand.contains(make_card(static_cast<Suit>(s), Rank::Ace));
    const std::tuple<bool, int> k{dont_hold, suit_length(t, hand, s)};
    if (best < 0 || k > best_key) best = s, best_key = k;
  }
  return best;
}

int BasicBot::trump_points(const CompiledRules& rules, Card card, int trump) {
  if (!rules.trump[trump].trumps.contains(card)) return 0;
  if (is_benny(card)) return 5;
  if (rank_of(card) == Rank::Jack) return natural_suit(card) == static_cast<Suit>(trump) ? 4 : 3;
  switch (rank_of(card)) {
    case Rank::Ace: return 3;
    case Rank::King: case Rank::Queen: return 2;
    default: return 1;
  }
}

int BasicBot::order_points(const CompiledRules& rules, CardSet hand, Card up_card, int up_sign) {
  const int trump = static_cast<int>(natural_suit(up_card));
  return hand_points(rules, hand, trump) + up_sign * trump_points(rules, up_card, trump);
}

int BasicBot::hand_points(const CompiledRules& rules, CardSet hand, int trump) {
  const TrumpTable& t = rules.trump[trump];
  int points = 0;
  for (Card c : hand) {
    if (t.trumps.contains(c)) points += trump_points(rules, c, trump);
    else if (is_ace(c)) points += 2;
  }
  if (suit_count(t, hand) <= 2) points += 1;  // two-suited
  return points;
}

BasicBot::AuctionWorth BasicBot::auction_worth(const CompiledRules& rules, CardSet hand) {
  AuctionWorth best;
  int best_points = -1;
  for (int t = 0; t < kSuits; ++t) {
    const int points = hand_points(rules, hand, t);
    if (points > best_points) best.trump = t, best_points = points;
  }
  best.tricks = std::clamp((best_points + 1) / 3, 0, rules.hand_size);
  // All five need the top trump: without it an opponent may hold it.
  if (best.tricks == rules.hand_size && !holds_top_trump(rules, hand, best.trump)) --best.tricks;
  return best;
}

Action BasicBot::auction_bid(const CompiledRules& rules, CardSet hand, int seat, int high_bid, int high_bidder,
                             const ActionList& legal) {
  const int worth = auction_worth(rules, hand).tricks;
  const bool partner_high = high_bidder != kNobody && high_bidder == fixed_partner(rules.rules.mode, seat);
  const int needed = partner_high ? high_bid + 2 : std::max(high_bid + 1, 2);
  if (worth >= needed && legal.contains(Action::bid(worth))) return Action::bid(worth);
  if (legal.contains(Action::pass())) return Action::pass();
  for (const Action& a : legal)  // stuck: the least bid
    if (a.kind == ActionKind::Bid) return a;
  return legal[0];
}

Action BasicBot::name_trump(const CompiledRules& rules, CardSet hand, const ActionList& legal) {
  const Action best = Action::call(auction_worth(rules, hand).trump, false);
  if (legal.contains(Action::call(kNoTrump, false)) && notrump_points(hand) - 1 > hand_points(rules, hand, best.called_trump()))
    return Action::call(kNoTrump, false);
  return legal.contains(best) ? best : legal[0];
}

const CompiledRules& BasicBot::compiled(const Rules& rules) {
  if (!compiled_ || !(compiled_->rules == rules)) compiled_ = std::make_unique<CompiledRules>(rules);
  return *compiled_;
}

Action BasicBot::choose(const SeatView& view) {
  if (view.legal.size() == 0) throw std::logic_error("basic bot asked to act with no legal action");
  const Ctx x{view, compiled(view.rules)};
  auto pick = [&](Action a) { return x.has(a) ? a : view.legal[0]; };
  switch (view.phase) {
    case Phase::RedealOffer: return pick(Action::simple(ActionKind::ThrowIn));
    case Phase::FarmerOffer: return pick(Action::simple(ActionKind::Farmer));
    case Phase::FarmerGive: return card_to_give(view.legal, view.up_card);
    case Phase::BlindLonerOffer: return pick(Action::pass());
    case Phase::BennyName:  // named blind: any suit is as good as another
      return view.legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(view.legal.size())))];
    case Phase::Bid1: return pick(bid_round1(x));
    case Phase::Bid2: return pick(bid_round2(x));
    case Phase::Discard: return pick(discard(x));
    case Phase::LoneOffer:
      return pick(alone_worthy(x, view.hand, view.trump, 0, 0) ? Action::simple(ActionKind::GoAlone)
                                                                : Action::pass());
    case Phase::BestCall: return pick(Action::simple(ActionKind::CallBest));  // a card for nothing
    case Phase::BestPass:
      return pick(Action::with(ActionKind::PassBest, best_to_pass(x.cr, view.hand, view.trump)));
    case Phase::BestDiscard: return pick(best_discard(x));
    case Phase::DefendOffer: {
      // Rarely: only with the top trump, three or more trumps and a strong count.
      const bool strong = holds_top_trump(x.cr, view.hand, view.trump) &&
                          (view.hand & x.cr.trump[view.trump].trumps).size() >= 3 &&
                          hand_points(x.cr, view.hand, view.trump) >= 12 && x.need() > 2;
      return pick(strong ? Action::simple(ActionKind::DefendAlone) : Action::pass());
    }
    case Phase::CallAce: return call_ace(x);
    case Phase::ShowOffer: return pick(Action::simple(ActionKind::ShowHand));
    case Phase::RenegeWindow:
      return pick(renege_proven(x) ? Action::simple(ActionKind::CallRenege) : Action::pass());
    case Phase::RobsonChoice: return pick(robson_choice(x));
    case Phase::Auction: return pick(auction(x));
    case Phase::NameTrump: return pick(name_trump(x.cr, view.hand, view.legal));
    case Phase::JamboneOffer: {
      // Only a hand sure to take all five when the opponents call its cards.
      const CardSet out = view.own_discard == kNoCard ? CardSet() : CardSet::of(view.own_discard);
      return pick(Action::simple(jambone_is_sure(x.cr, view.hand, view.trump, out) ? ActionKind::Jambone
                                                                                    : ActionKind::NoJambone));
    }
    case Phase::Play: {
      if (view.turn != view.seat) return pick(jambone_call(x.cr, view));  // a jambone's caller
      if (x.has(Action::simple(ActionKind::CallRenege)) && renege_proven(x))
        return Action::simple(ActionKind::CallRenege);
      const Play play(x);
      if (play.legal.empty()) return view.legal[0];
      const bool leading = view.trick[view.leader] == kNoCard;
      return pick(Action::play(leading ? play.lead() : play.follow()));
    }
    case Phase::Over: break;
  }
  return view.legal[0];
}

Card BasicBot::best_to_pass(const CompiledRules& rules, CardSet hand, int trump) {
  const TrumpTable& t = rules.trump[trump];
  const int led = trump == kNoTrump ? 0 : trump;
  Card best = kNoCard;
  for (Card c : hand & t.trumps)
    if (best == kNoCard || t.trick_key[led][c] > t.trick_key[led][best]) best = c;
  if (best != kNoCard) return best;
  for (Card c : hand - t.trumps)
    if (is_ace(c) && (best == kNoCard || suit_length(t, hand, t.suit_of[c]) < suit_length(t, hand, t.suit_of[best])))
      best = c;
  if (best != kNoCard) return best;
  for (Card c : hand)
    if (best == kNoCard || natural_rank(c) > natural_rank(best)) best = c;
  return best;
}

Action BasicBot::card_to_give(const ActionList& legal, Card up_card) {
  const int up_suit = is_benny(up_card) ? -1 : static_cast<int>(natural_suit(up_card));
  const Action* best = nullptr;
  auto key = [&](const Action& a) {
    const Card c = a.arg;
    const bool keep = !is_benny(c) && static_cast<int>(natural_suit(c)) == up_suit;
    return std::make_tuple(keep, natural_rank(c));
  };
  for (const Action& a : legal)
    if (a.kind == ActionKind::FarmerGive && (!best || key(a) < key(*best))) best = &a;
  return best ? *best : legal[0];
}

}  // namespace euchre::expert_v2
