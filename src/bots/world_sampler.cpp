#include "bots/world_sampler.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <vector>

#include "bots/basic_bot.h"
#include "bots/bid_model.h"
#include "bots/discard_model.h"

namespace euchre {
namespace {

constexpr int kDiscardSlot = 4;
// partners_best: the card each receiver buried (0 the lone maker's, 1 the
// lone defender's) while hidden from the deciding seat.
constexpr int kBuriedSlot = 5;
constexpr int kKittySlot = 7;
constexpr int kSlots = 8;

// What the view's move list tells about where cards are.
struct Facts {
  std::array<CardSet, 4> played_by{};
  CardSet played;
  bool pickup = false;  // the dealer took the up-card (a discard was made)
  int farmer = kNobody;
  CardSet given;                          // the farmer's three shown cards (now in the kitty)
  // partners_best, per exchange (0 the lone maker's, 1 the lone
  // defender's): who received a best card, and whether he buried one.
  std::array<int, 2> best_to{kNobody, kNobody};
  std::array<bool, 2> buried{};
  // Effective suits each seat has shown out of; indexed by slot, so the
  // discard, buried and kitty slots have none.
  std::array<unsigned, kSlots> void_suits{};
};

Facts analyse(const SeatView& v) {
  Facts f;
  // A failure to follow proves a void unless reneges are allowed.
  if (v.rules.renege == Renege::Prevented)
    for (int p = 0; p < 4; ++p) f.void_suits[p] = v.failed_to_follow[p];
  for (const Move& m : v.moves) {
    if (m.action.kind == ActionKind::Play) {
      f.played_by[m.seat].add(m.action.arg);
      f.played.add(m.action.arg);
    }
    if (m.action.kind == ActionKind::Discard) f.pickup = true;
    // The maker's side exchanges first; a second pass is the lone defender's.
    if (m.action.kind == ActionKind::PassBest) f.best_to[f.best_to[0] == kNobody ? 0 : 1] = opposite(m.seat);
    if (m.action.kind == ActionKind::BestDiscard) f.buried[m.seat == f.best_to[0] ? 0 : 1] = true;
    if (m.action.kind == ActionKind::FarmerGive) {
      f.farmer = m.seat;
      f.given.add(m.action.arg);
    }
  }
  return f;
}

// How rarely a player departs from the textbook play (see play_likelihood).
constexpr double kWastedCard = 0.1;
constexpr double kDeclinedRuff = 0.25;

// The dealer's hidden discard redrawn by the discard model
// (bots/discard_model.h). The deal above put one of his six cards in the
// discard slot at random; among the cards that could be the discard there
// (the slot's card, and any card of his hidden hand when the slot's card
// may take its place: not of a suit he has shown out of) it is drawn again
// in proportion to the model's chance. Returns the world's importance
// weight: the model's chance summed over those candidates, over their
// number, since the random deal made each of them equally likely.
double redraw_discard(const TrumpTable& t, const Facts& f, int dealer, int hand_size,
                      std::array<CardSet, kSlots>& slot_cards, Rng& rng) {
  const Card dealt = slot_cards[kDiscardSlot].lowest();
  const CardSet hidden = slot_cards[dealer];
  const CardSet six = hidden | f.played_by[dealer] | CardSet::of(dealt);
  if (six.size() != hand_size + 1) return 1.0;
  const bool may_swap = !(f.void_suits[dealer] & (1u << t.suit_of[dealt]));
  const CardSet candidates = may_swap ? hidden | CardSet::of(dealt) : CardSet::of(dealt);
  // Each candidate's chance once (the six cards' sum once), then one draw.
  const double total = discard_preference_sum(t, six);
  std::array<Card, 8> card{};
  std::array<double, 8> chance{};
  int n = 0;
  double sum = 0;
  for (Card c : candidates) {
    card[static_cast<std::size_t>(n)] = c;
    chance[static_cast<std::size_t>(n)] = discard_preference(discard_kind(t, six, c)) / total;
    sum += chance[static_cast<std::size_t>(n++)];
  }
  double r = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * sum;
  Card chosen = dealt;
  for (int i = 0; i < n; ++i) {
    chosen = card[static_cast<std::size_t>(i)];
    r -= chance[static_cast<std::size_t>(i)];
    if (r < 0) break;
  }
  slot_cards[dealer] = (hidden | CardSet::of(dealt)) - CardSet::of(chosen);
  slot_cards[kDiscardSlot] = CardSet::of(chosen);
  return sum / n;
}

// The chance of going alone or not with `points`, among the calls of this
// round and seat, when the seat could have chosen either.
double alone_likelihood(const DealState& s, Action taken, int points) {
  ActionList legal;
  legal_actions(s, legal);
  const Action other = taken.kind == ActionKind::Order ? Action::order(!taken.alone())
                                                       : Action::call(taken.called_trump(), !taken.alone());
  if (!legal.contains(other)) return 1.0;
  const auto from_dealer = static_cast<std::size_t>((s.to_act - s.dealer + 4) % 4);
  const BidModel& m = expert_lone_model();
  const double alone = (s.phase == Phase::Bid1 ? m.round1 : m.round2)[from_dealer].probability(points);
  return taken.alone() ? alone : 1.0 - alone;
}

// French euchre: a plausible constraint from the point-count bid, not a
// fitted model (none has been fitted for the auction). A bid near what the
// hand is worth (BasicBot::auction_worth) is likely, one far from it rare;
// a pass is less likely from a hand worth more than the bid to beat; the
// named suit is most often the hand's best. Never zero: players differ.
double auction_likelihood(const DealState& s, Action taken) {
  const BasicBot::AuctionWorth w = BasicBot::auction_worth(*s.rules, s.hand[s.to_act]);
  if (s.phase == Phase::NameTrump)
    return taken.kind == ActionKind::Call && taken.called_trump() == w.trump ? 1.0 : 0.3;
  if (taken.kind == ActionKind::Bid) {
    const int off = std::abs(w.tricks - static_cast<int>(taken.arg));
    return off == 0 ? 1.0 : off == 1 ? 0.4 : 0.1;
  }
  return w.tricks > std::max<int>(s.bid, 1) ? 0.25 : 1.0;
}

// A belief this sure of one place is dealt before the others.
constexpr double kSureBelief = 0.9;

// The place of a slot as the deciding seat `me` sees it (CardBeliefs).
int belief_place_of(int slot, int me) { return slot < 4 ? (slot - me + 3) % 4 : kBeliefPlaceCount - 1; }

// A card whose beliefs give no chance to any place it may go to (the view
// is the truth, the model a guess) is dealt by room, its world weighed so.
constexpr double kNoBelief = 1e-6;

// Deals card `c` by the seat's beliefs: a place by its chance among the
// places with room the card may go to (`allowed`), then a slot of that
// place by its room. Returns the sum of those places' chances, the card's
// share of the world's importance weight (0 when no slot may take it).
//
// Why the weight: dealing the cards one by one, each by its chances among
// the places that still have room, is not drawing deals in proportion to
// the product of the chances: a card whose likely place is already full
// goes elsewhere at full odds, which flattened the worlds (the maker held
// 0.2 trumps too few in check-worlds). The product over the cards of these
// sums is what corrects it: the chance a world is drawn is the product of
// the cards' chances over it (the slots' shares within a place are the
// same for every world), and the worlds are wanted in proportion to the
// product of the chances alone.
template <class Allowed>
double deal_by_belief(const std::array<double, kBeliefPlaceCount>& chance, Card c, Allowed allowed,
                    std::array<int, kSlots>& left, std::array<CardSet, kSlots>& slot_cards, Rng& rng, int me) {
  std::array<int, kBeliefPlaceCount> room{};
  for (int slot = 0; slot < kSlots; ++slot)
    if (allowed(slot)) room[static_cast<std::size_t>(belief_place_of(slot, me))] += left[slot];
  std::array<double, kBeliefPlaceCount> weight{};
  double total = 0;
  for (std::size_t p = 0; p < room.size(); ++p) total += weight[p] = room[p] > 0 ? chance[p] : 0.0;
  double share = total;
  if (total <= 0) {
    share = kNoBelief;
    for (std::size_t p = 0; p < room.size(); ++p) total += weight[p] = room[p];
  }
  if (total <= 0) return 0;
  double r = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * total;
  std::size_t place = 0;
  for (std::size_t p = 0; p < room.size(); ++p) {
    if (weight[p] <= 0) continue;
    place = p;
    r -= weight[p];
    if (r < 0) break;
  }
  int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(room[place])));
  for (int slot = 0; slot < kSlots; ++slot) {
    if (!allowed(slot) || static_cast<std::size_t>(belief_place_of(slot, me)) != place) continue;
    if (k < left[slot]) {
      slot_cards[slot].add(c);
      --left[slot];
      return share;
    }
    k -= left[slot];
  }
  return 0;
}

}  // namespace

double bid_likelihood(const DealState& s, Action taken, bool read_alone) {
  const CompiledRules& cr = *s.rules;
  const int p = s.to_act;
  const CardSet hand = s.hand[p];
  if (s.phase == Phase::Bid1) {
    const bool dealer_side = p == s.dealer || p == fixed_partner(cr.rules.mode, s.dealer);
    const int points = BasicBot::order_points(cr, hand, s.up_card, dealer_side ? 1 : -1);
    const double call = bid_curve(s).probability(points, order_shape(cr, hand, s.up_card, p == s.dealer));
    if (taken.kind == ActionKind::Pass) return 1.0 - call;
    return read_alone && taken.kind == ActionKind::Order ? call * alone_likelihood(s, taken, points) : call;
  }
  if (s.phase == Phase::Auction || s.phase == Phase::NameTrump) return auction_likelihood(s, taken);
  if (s.phase == Phase::Bid2) {
    ActionList legal;
    legal_actions(s, legal);
    double none = 1.0, chosen = 0.03;
    const BidCurve curve = bid_curve(s);
    for (const Action& a : legal) {
      if (a.kind != ActionKind::Call || a.alone() || a.called_trump() == kNoTrump) continue;
      const int points = BasicBot::hand_points(cr, hand, a.called_trump());
      const double call = curve.probability(points, hand_shape(cr, hand, a.called_trump(), kNoCard));
      none *= 1.0 - call;
      if (taken.kind == ActionKind::Call && taken.called_trump() == a.called_trump())
        chosen = read_alone ? call * alone_likelihood(s, taken, points) : call;
    }
    return taken.kind == ActionKind::Pass ? std::max(none, 0.02) : chosen;
  }
  return 1.0;
}

double play_likelihood(const DealState& s, Card c) {
  if (s.in_trick == 0 || s.tt == nullptr) return 1.0;  // leads: no inference (yet)
  const TrumpTable& t = *s.tt;
  const int p = s.to_act;
  const CardSet legal = s.legal_cards();
  const std::uint8_t* key = s.lead_keys;
  const int led = t.suit_of[s.lead_card];
  const bool follows = t.suit_of[c] == led;
  const bool wins = key[c] > s.best_key;
  const int players = std::popcount(static_cast<unsigned>(s.active & s.rules->all_seats_mask));
  const bool last = s.in_trick == players - 1;
  const bool partner_winning = s.best_seat == fixed_partner(s.rules->rules.mode, p);
  auto any = [&](auto pred) {
    for (Card d : legal)
      if (d != c && pred(d)) return true;
    return false;
  };
  if (follows || t.trumps.contains(c)) {
    // A card that does not win: the cheapest one would have done as well
    // (for a trump under a higher one, any side card).
    if (!wins && any([&](Card d) { return key[d] < key[c] && (t.suit_of[d] == t.suit_of[c] || !follows); }))
      return kWastedCard;
    // The last player wins as cheaply as possible.
    if (wins && last && any([&](Card d) { return key[d] > s.best_key && key[d] < key[c]; })) return kWastedCard;
    return 1.0;
  }
  // A discard while the other side wins the trick and a trump could take it.
  if (!partner_winning && any([&](Card d) { return key[d] > s.best_key; })) return last ? kWastedCard : kDeclinedRuff;
  return 1.0;
}

bool WorldSampler::sample(const SeatView& v, Rng& rng, SampledWorld& out, const CardBeliefs* beliefs,
                          int tries) const {
  const CompiledRules& cr = rules_;
  const int seats = cr.seats;
  const int me = v.seat;
  const int dealer = v.dealer;
  const Facts f = analyse(v);
  const bool me_known = !v.blind;
  const bool up_played = v.up_card != kNoCard && f.played.contains(v.up_card);
  const int trump = v.trump < kTrumpUnset ? v.trump : kNoTrump;

  // Cards whose place the seat knows: its hand, everything played, the
  // farmer's shown cards (kitty), the up-card (the dealer's if he took it,
  // else the kitty's) and, for the dealer, his own discard.
  CardSet known = f.played | f.given;
  if (v.up_card != kNoCard) known.add(v.up_card);  // French euchre turns none
  if (me_known) known |= v.hand;
  if (me == dealer && f.pickup && v.own_discard != kNoCard) known.add(v.own_discard);
  for (int i = 0; i < 2; ++i)
    if (f.buried[i] && f.best_to[i] == me) known.add(v.best_discard[static_cast<std::size_t>(i)]);
  // A jambone's hand lies face up (K ch. 5): every world holds it as it is.
  const bool exposed_hand = v.jambone && v.loner != kNobody && (v.loner != me || !me_known);
  const CardSet exposed = exposed_hand ? v.shown[static_cast<std::size_t>(v.loner)] - f.given : CardSet();
  known |= exposed;
  const CardSet unknown = cr.deck - known;

  // Slot capacities: the hidden current hands, the dealer's unseen discard,
  // and the kitty (whatever is left).
  std::array<int, kSlots> capacity{};
  for (int p = 0; p < seats; ++p)
    if (p != me || !me_known) capacity[p] = cr.hand_size - f.played_by[p].size();
  // A best card moved from the partner (P) to the lone player (R), who then
  // buried one: P holds one card fewer, R one more until he buries.
  for (int i = 0; i < 2; ++i) {
    const int r = f.best_to[i];
    if (r == kNobody) continue;
    if (opposite(r) != me || !me_known) --capacity[opposite(r)];
    if (r != me || !me_known) capacity[r] += f.buried[i] ? 0 : 1;
    capacity[kBuriedSlot + i] = f.buried[i] && r != me ? 1 : 0;
  }
  if (exposed_hand) capacity[static_cast<std::size_t>(v.loner)] -= exposed.size();
  // The dealer took the up-card (he may not have discarded yet). Unless he
  // has played it, he holds it or (once he discarded) threw it away: it is
  // dealt below to one of those two places only.
  const bool taken_up = f.pickup || v.phase == Phase::Discard;
  const bool hidden_discard = f.pickup && dealer != me;
  // (Not when the seat holds it or buried it: the dealer passed it as his best.)
  // French euchre turns no card (kNoCard): nothing to place.
  const bool up_mine = me_known && v.up_card != kNoCard &&
                       (v.hand.contains(v.up_card) || v.best_discard[0] == v.up_card || v.best_discard[1] == v.up_card);
  const bool place_up = taken_up && dealer != me && !up_played && !up_mine;
  if (taken_up && !f.pickup && (dealer != me || !me_known)) ++capacity[dealer];  // six cards before the discard
  capacity[kDiscardSlot] = hidden_discard ? 1 : 0;
  int assigned = 0;
  for (int slot = 0; slot < kKittySlot; ++slot) assigned += capacity[slot];
  // Where the up-card may be besides the dealer's hand and discard: buried
  // by the dealer as a lone player, or passed by him as his best card.
  std::array<bool, kSlots> up_may{};
  up_may[static_cast<std::size_t>(dealer)] = up_may[kDiscardSlot] = true;
  for (int i = 0; i < 2; ++i) {
    const int r = f.best_to[i];
    if (r == kNobody) continue;
    if (r == dealer || opposite(r) == dealer) up_may[static_cast<std::size_t>(kBuriedSlot + i)] = true;
    if (opposite(r) == dealer) up_may[static_cast<std::size_t>(r)] = true;
  }
  capacity[kKittySlot] = unknown.size() + (place_up ? 1 : 0) - assigned;
  if (capacity[kKittySlot] < 0) return false;

  // Whether a side's calls tell by going alone: not where a partnered march
  // already wins the game (a loner adds nothing there).
  std::array<bool, 4> read_alone{};
  for (int scorer = 0; scorer < 4; ++scorer)
    read_alone[scorer] = models_.loners && (cr.rules.target <= 0 || v.score[scorer] + 2 < cr.rules.target);

  std::vector<Card> pool(unknown.begin(), unknown.end());
  if (place_up) pool.push_back(v.up_card);
  // With beliefs, the cards the model is all but sure of are dealt first, so
  // that their place still has room for them, each group in a random order
  // (an order by sureness made worse worlds: docs/notebook/learned-beliefs.md).
  int sure = 0;
  if (beliefs != nullptr) {
    auto is_sure = [&](Card c) {
      if (!beliefs->cards.contains(c)) return false;
      const auto& p = beliefs->chance[c];
      return std::max({p[0], p[1], p[2], p[3]}) >= kSureBelief;
    };
    sure = static_cast<int>(std::partition(pool.begin(), pool.end(), is_sure) - pool.begin());
  }
  for (int attempt = 0; attempt < tries; ++attempt) {
    if (beliefs == nullptr) {
      rng.shuffle(pool.data(), static_cast<int>(pool.size()));
    } else {
      rng.shuffle(pool.data(), sure);
      rng.shuffle(pool.data() + sure, static_cast<int>(pool.size()) - sure);
    }
    std::array<int, kSlots> left = capacity;
    std::array<CardSet, kSlots> slot_cards{};
    bool dead_end = false;
    double belief_weight = 1.0;  // deal_by_belief
    for (Card c : pool) {
      const unsigned suit_bit = trump < kTrumpUnset ? 1u << cr.trump[trump].suit_of[c] : 0;
      const bool is_up = place_up && c == v.up_card;
      auto allowed = [&](int slot) {
        if (left[slot] <= 0) return false;
        if (is_up) return up_may[static_cast<std::size_t>(slot)] && !(f.void_suits[slot] & suit_bit);
        return !(f.void_suits[slot] & suit_bit);
      };
      if (beliefs != nullptr && beliefs->cards.contains(c)) {
        const double share = deal_by_belief(beliefs->chance[c], c, allowed, left, slot_cards, rng, me);
        belief_weight *= share;
        if (share <= 0) {
          dead_end = true;
          break;
        }
        continue;
      }
      int total = 0;
      for (int slot = 0; slot < kSlots; ++slot)
        if (allowed(slot)) total += left[slot];
      if (total == 0) {
        dead_end = true;
        break;
      }
      int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
      for (int slot = 0; slot < kSlots; ++slot) {
        if (!allowed(slot)) continue;
        if (r < left[slot]) {
          slot_cards[slot].add(c);
          --left[slot];
          break;
        }
        r -= left[slot];
      }
    }
    if (dead_end) continue;
    const bool infer = beliefs == nullptr || !beliefs->replaces_call_inference;
    double weight = belief_weight;
    if (infer && models_.discards && hidden_discard && trump < kSuits)
      weight *= redraw_discard(cr.trump[trump], f, dealer, cr.hand_size, slot_cards, rng);
    if (exposed_hand) slot_cards[static_cast<std::size_t>(v.loner)] |= exposed;

    // Hands as dealt, rebuilt from the current hands and what happened since.
    const Card discard = hidden_discard ? slot_cards[kDiscardSlot].lowest() : (f.pickup ? v.own_discard : kNoCard);
    // The best cards passed: known to the giver and the receiver; for the
    // others any card of the receiver's six (his hand, his plays, his
    // burial) but one the kitty gave him (the up-card, unless his partner
    // the dealer took it up and may have passed it).
    std::array<Card, 2> best{kNoCard, kNoCard};
    bool no_best = false;
    for (int i = 0; i < 2 && !no_best; ++i) {
      const int r = f.best_to[i];
      if (r == kNobody) continue;
      const Card seen = v.best_card[static_cast<std::size_t>(i)];
      if (r == me && me_known) {
        best[static_cast<std::size_t>(i)] = seen;
        continue;
      }
      CardSet six = slot_cards[static_cast<std::size_t>(r)] | f.played_by[r];
      if (f.buried[i]) six |= slot_cards[static_cast<std::size_t>(kBuriedSlot + i)];
      if (seen != kNoCard) {
        best[static_cast<std::size_t>(i)] = seen;
        no_best = !six.contains(seen);
        continue;
      }
      // The dealer who took the up-card up and passed: if his partner's six
      // hold it, it is the card he passed.
      if (opposite(r) == dealer && taken_up && six.contains(v.up_card)) {
        best[static_cast<std::size_t>(i)] = v.up_card;
        continue;
      }
      if (!(opposite(r) == dealer && taken_up)) six.remove(v.up_card);
      if (r == dealer && taken_up) six.remove(v.up_card);
      if (six.empty()) {
        no_best = true;
        continue;
      }
      best[static_cast<std::size_t>(i)] = six.nth(static_cast<unsigned>(rng.below(static_cast<std::uint32_t>(six.size()))));
    }
    if (no_best) continue;
    std::array<CardSet, 4> dealt{};
    std::vector<Card> received;
    for (int p = 0; p < seats; ++p) {
      if (p == me && me_known) {
        dealt[p] = v.dealt_hand;
        if (f.farmer == me) {
          CardSet now = v.hand | f.played_by[me];
          for (int i = 0; i < 2; ++i) {  // before the best cards moved (they came after the swap)
            const Card c = best[static_cast<std::size_t>(i)];
            if (c == kNoCard) continue;
            if (f.best_to[i] == me) {  // the burial undone, then the pass
              if (f.buried[i]) now.add(v.best_discard[static_cast<std::size_t>(i)]);
              now.remove(c);
            } else if (opposite(f.best_to[i]) == me) {
              now.add(c);
            }
          }
          if (me == dealer && f.pickup) now.add(discard);  // before the up-card leaves: it may be the discard
          if (me == dealer && taken_up) now -= CardSet::of(v.up_card);
          for (Card c : now - (v.dealt_hand - f.given)) received.push_back(c);
        }
        continue;
      }
      CardSet h = slot_cards[p] | f.played_by[p];
      // Undo the exchanges, the latest first: the burial, then the pass.
      for (int i = 0; i < 2; ++i) {
        const int r = f.best_to[i];
        if (r == kNobody) continue;
        if (p == r) {
          if (f.buried[i]) h |= slot_cards[static_cast<std::size_t>(kBuriedSlot + i)];
          h.remove(best[static_cast<std::size_t>(i)]);
        }
        if (p == opposite(r)) h.add(best[static_cast<std::size_t>(i)]);
      }
      if (p == dealer && f.pickup) h.add(discard);  // before the up-card leaves: it may be the discard
      if (p == dealer && taken_up) h -= CardSet::of(v.up_card);
      if (p == f.farmer) {
        // The farmer received three hidden cards: any three of his others.
        std::vector<Card> mine(h.begin(), h.end());
        rng.shuffle(mine.data(), static_cast<int>(mine.size()));
        for (int i = 0; i < 3 && i < static_cast<int>(mine.size()); ++i) {
          received.push_back(mine[static_cast<std::size_t>(i)]);
          h.remove(mine[static_cast<std::size_t>(i)]);
        }
        h |= f.given;
      }
      dealt[p] = h;
    }
    bool sizes_ok = true;
    for (int p = 0; p < seats; ++p) sizes_ok = sizes_ok && dealt[p].size() == cr.hand_size;
    if (!sizes_ok) continue;
    // No swap done yet (none offered, or the farmer is still giving): a
    // farmer would receive three of the world's hidden kitty cards, in a
    // random order (with 32 cards the kitty hides more than three). Without
    // them a world in which a seat takes the farmer's hand would end with a
    // short hand.
    if (received.empty() && cr.rules.farmers_hand != FarmersHand::Off) {
      received.assign(slot_cards[kKittySlot].begin(), slot_cards[kKittySlot].end());
      rng.shuffle(received.data(), static_cast<int>(received.size()));
    }

    // Replay every public move: the world must reproduce each one.
    DealState s = start_deal_from_hands(cr, dealer, dealt, v.up_card, received.data(), static_cast<int>(received.size()));
    bool consistent = true;
    // Every offer is put to the same seats whatever their hands (core rule),
    // so the world must reproduce every move exactly, declines included.
    for (const Move& m : v.moves) {
      // A played card is its hand's seat's (Move::seat), chosen by s.to_act.
      const int mover = move_seat(s, m.action);
      if (s.over() || s.phase != m.phase || mover != m.seat) {
        consistent = false;
        break;
      }
      Action a = m.action;
      if (a.kind == ActionKind::Discard && a.arg == kNoCard) a.arg = discard;
      if (a.kind == ActionKind::PassBest && a.arg == kNoCard)
        a.arg = best[opposite(m.seat) == s.lone_defender ? 1 : 0];
      if (a.kind == ActionKind::BestDiscard && a.arg == kNoCard)
        a.arg = slot_cards[static_cast<std::size_t>(kBuriedSlot + (m.seat == s.lone_defender ? 1 : 0))].lowest();
      if (!is_legal(s, a)) {
        consistent = false;
        break;
      }
      if (infer && m.seat != me && phase_traits(s.phase).bidding)
        weight *= bid_likelihood(s, a, read_alone[static_cast<std::size_t>(scorer_of(cr.rules.mode, m.seat))]);
      if (m.seat != me && s.phase == Phase::Play && a.kind == ActionKind::Play) weight *= play_likelihood(s, a.arg);
      apply(s, a);
    }
    if (!consistent || s.phase != v.phase || (!s.over() && s.to_act != v.to_act)) continue;
    out.state = s;
    out.weight = weight;
    return true;
  }
  return false;
}

}  // namespace euchre
