#include "bots/expert_v1/world_sampler.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <vector>

#include "bots/expert_v1/point_count.h"

namespace euchre::expert_v1 {
namespace {

constexpr int kDiscardSlot = 4;
constexpr int kKittySlot = 5;
constexpr int kSlots = 6;

// What the view's move list tells about where cards are.
struct Facts {
  std::array<CardSet, 4> played_by{};
  CardSet played;
  bool pickup = false;  // the dealer took the up-card (a discard was made)
  int farmer = kNobody;
  CardSet given;                          // the farmer's three shown cards (now in the kitty)
  // Effective suits each seat has shown out of; indexed by slot, so the
  // discard and kitty slots (4, 5) have none.
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

double logistic(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// Probability that a seat with these points makes trump: a soft threshold
// around the point-count bidder's (8, or 11 with seven cards).
double call_probability(const DealState& s, int points, bool good_seat) {
  const int threshold = (s.rules->hand_size > 5 ? 11 : 8) - (good_seat ? 1 : 0);
  return std::clamp(logistic((points - threshold + 0.5) / 1.2), 0.03, 0.97);
}

}  // namespace

double bid_likelihood(const DealState& s, Action taken) {
  const CompiledRules& cr = *s.rules;
  const int p = s.to_act;
  const CardSet hand = s.hand[p];
  if (s.phase == Phase::Bid1) {
    const bool dealer_side = p == s.dealer || p == fixed_partner(cr.rules.mode, s.dealer);
    const int points = PointCount::order_points(cr, hand, s.up_card, dealer_side ? 1 : -1);
    const double call = call_probability(s, points, dealer_side);
    return taken.kind == ActionKind::Pass ? 1.0 - call : call;
  }
  if (s.phase == Phase::Bid2) {
    ActionList legal;
    legal_actions(s, legal);
    double none = 1.0, chosen = 0.03;
    const bool eldest = p == s.eldest();
    for (const Action& a : legal) {
      if (a.kind != ActionKind::Call || a.alone() || a.called_trump() == kNoTrump) continue;
      const double call = call_probability(s, PointCount::hand_points(cr, hand, a.called_trump()), eldest);
      none *= 1.0 - call;
      if (taken.kind == ActionKind::Call && taken.called_trump() == a.called_trump()) chosen = call;
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

bool WorldSampler::sample(const SeatView& v, Rng& rng, SampledWorld& out, int tries) const {
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
  // A jambone (added after this version was frozen): its face-up hand is held as it is.
  const bool exposed_hand = v.jambone && v.loner != kNobody && (v.loner != me || !me_known);
  const CardSet exposed = exposed_hand ? v.shown[static_cast<std::size_t>(v.loner)] - f.given : CardSet();
  known |= exposed;
  const CardSet unknown = cr.deck - known;

  // Slot capacities: the hidden current hands, the dealer's unseen discard,
  // and the kitty (whatever is left).
  std::array<int, kSlots> capacity{};
  for (int p = 0; p < seats; ++p)
    if (p != me || !me_known) capacity[p] = cr.hand_size - f.played_by[p].size();
  // The dealer took the up-card (he may not have discarded yet). Unless he
  // has played it, he holds it or (once he discarded) threw it away: it is
  // dealt below to one of those two places only.
  const bool taken_up = f.pickup || v.phase == Phase::Discard;
  const bool hidden_discard = f.pickup && dealer != me;
  const bool place_up = taken_up && dealer != me && !up_played;
  if (taken_up && !f.pickup && (dealer != me || !me_known)) ++capacity[dealer];  // six cards before the discard
  capacity[kDiscardSlot] = hidden_discard ? 1 : 0;
  if (exposed_hand) capacity[static_cast<std::size_t>(v.loner)] -= exposed.size();
  int assigned = 0;
  for (int slot = 0; slot < kKittySlot; ++slot) assigned += capacity[slot];
  capacity[kKittySlot] = unknown.size() + (place_up ? 1 : 0) - assigned;
  if (capacity[kKittySlot] < 0) return false;

  std::vector<Card> pool(unknown.begin(), unknown.end());
  if (place_up) pool.push_back(v.up_card);
  for (int attempt = 0; attempt < tries; ++attempt) {
    rng.shuffle(pool.data(), static_cast<int>(pool.size()));
    std::array<int, kSlots> left = capacity;
    std::array<CardSet, kSlots> slot_cards{};
    bool dead_end = false;
    for (Card c : pool) {
      const unsigned suit_bit = trump < kTrumpUnset ? 1u << cr.trump[trump].suit_of[c] : 0;
      const bool is_up = place_up && c == v.up_card;
      auto allowed = [&](int slot) {
        if (left[slot] <= 0) return false;
        if (is_up) return (slot == kDiscardSlot) || (slot == dealer && !(f.void_suits[slot] & suit_bit));
        return !(f.void_suits[slot] & suit_bit);
      };
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
    if (exposed_hand) slot_cards[static_cast<std::size_t>(v.loner)] |= exposed;

    // Hands as dealt, rebuilt from the current hands and what happened since.
    const Card discard = hidden_discard ? slot_cards[kDiscardSlot].lowest() : (f.pickup ? v.own_discard : kNoCard);
    std::array<CardSet, 4> dealt{};
    std::vector<Card> received;
    for (int p = 0; p < seats; ++p) {
      if (p == me && me_known) {
        dealt[p] = v.dealt_hand;
        if (f.farmer == me) {
          CardSet now = v.hand | f.played_by[me];
          if (me == dealer && f.pickup) now.add(discard);  // before the up-card leaves: it may be the discard
          if (me == dealer && taken_up) now -= CardSet::of(v.up_card);
          for (Card c : now - (v.dealt_hand - f.given)) received.push_back(c);
        }
        continue;
      }
      CardSet h = slot_cards[p] | f.played_by[p];
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
    double weight = 1.0;
    bool consistent = true;
    // Every offer is put to the same seats whatever their hands (core rule),
    // so the world must reproduce every move exactly, declines included.
    for (const Move& m : v.moves) {
      const int mover = move_seat(s, m.action);
      if (s.over() || s.phase != m.phase || mover != m.seat) {
        consistent = false;
        break;
      }
      Action a = m.action;
      if (a.kind == ActionKind::Discard && a.arg == kNoCard) a.arg = discard;
      if (!is_legal(s, a)) {
        consistent = false;
        break;
      }
      if (m.seat != me && phase_traits(s.phase).bidding) weight *= bid_likelihood(s, a);
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

}  // namespace euchre::expert_v1
