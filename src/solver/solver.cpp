#include "solver/solver.h"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "solver/first_guess.h"
#include "solver/lanes.h"
#include "solver/jambone_search.h"
#include "solver/last_two_tricks.h"

namespace euchre {

using solver::encode;
using solver::encode_bit;
using solver::kNoLane;
using solver::kTrumpLane;
using solver::lane_mask;
using solver::pext64;
using solver::run_representatives;

namespace {

int bit_of(std::uint64_t single) { return std::countr_zero(single); }
// Index of a card among the live cards (its relative rank in the whole position).
int relative_index(std::uint64_t card, std::uint64_t live) { return std::popcount(live & (card - 1)); }

// Sorts moves by descending score (at most 8: insertion sort).
int sort_moves(std::uint64_t* moves, int* scores, int n) {
  for (int i = 1; i < n; ++i) {
    const std::uint64_t m = moves[i];
    const int s = scores[i];
    int j = i;
    for (; j > 0 && scores[j - 1] < s; --j) {
      moves[j] = moves[j - 1];
      scores[j] = scores[j - 1];
    }
    moves[j] = m;
    scores[j] = s;
  }
  return n;
}

}  // namespace

int CardValues::best() const {
  int b = items[0].tricks;
  for (int i = 1; i < count; ++i) b = std::max(b, items[i].tricks);
  return b;
}

Solver::Solver(std::size_t tt_entries) : tt_(tt_entries) {}

void Solver::clear() {
  tt_.clear();
  two_tricks_.clear();
  stats_ = SolveStats{};
}

// ---- from a DealState to the search's lanes ----

Solver::Root Solver::setup(const DealState& s, std::uint8_t side) {
  if (s.phase != Phase::Play || s.tt == nullptr)
    throw std::invalid_argument("Solver: the position is not in the play phase");
  const TrumpTable& t = *s.tt;
  const int trump = s.trump;
  trump_lane_ = trump < kSuits ? kTrumpLane : kNoLane;
  trump_mask_ = trump < kSuits ? lane_mask(kTrumpLane) : 0;
  active_ = s.active;
  players_ = std::popcount(active_);
  std::uint64_t trick_cards = 0;
  for (int p = 0; p < 4; ++p) {
    hand_[p] = has_seat(active_, p) ? encode(t, trump, s.hand[p]) : 0;
    next_[p] = s.rules->next_active[active_][p];
    if (s.in_trick && s.trick[p] != kNoCard) trick_cards |= std::uint64_t{1} << encode_bit(t, trump, s.trick[p]);
  }
  // Canonical side: the one holding the lowest active seat (the other side's
  // value is the complement), so both sides' searches share table entries.
  side &= active_;
  const int a0 = std::countr_zero(active_);
  Root r{};
  r.flipped = !((side >> a0) & 1);
  if (r.flipped) side = static_cast<std::uint8_t>(active_ & ~side);
  max_mask_ = side;
  for (int p = 0; p < 4; ++p) max_sel_[p] = has_seat(side, p) ? ~std::uint64_t{0} : 0;
  context_ = ((std::uint64_t{side} >> (a0 + 1)) << 1 | (trump_lane_ == kTrumpLane ? 1u : 0u)) << 60;

  r.to_act = s.to_act;
  r.left = s.rules->hand_size - s.trick_no;
  // Every active seat holds one card per trick left, less the one it has
  // played to the current trick (a sampled world must keep this too).
  for (int p = 0; p < 4; ++p) {
    if (!has_seat(active_, p)) continue;
    const int played = s.in_trick && s.trick[p] != kNoCard ? 1 : 0;
    if (std::popcount(hand_[p]) != r.left - played)
      throw std::invalid_argument("Solver: seat " + std::to_string(p) + " holds " + std::to_string(s.hand[p].size()) +
                                  " cards, expected " + std::to_string(r.left - played));
  }
  if (!has_seat(active_, s.to_act) || (s.in_trick && s.trick[s.to_act] != kNoCard))
    throw std::invalid_argument("Solver: the seat to act cannot play");
  std::uint64_t live = trick_cards;
  for (int p = 0; p < 4; ++p) live |= hand_[p];
  r.trick.live = live;
  r.trick.played = static_cast<std::uint8_t>(s.in_trick);
  if (s.in_trick) {
    const int lb = encode_bit(t, trump, s.lead_card);
    r.trick.led_lane = static_cast<std::uint8_t>(lb >> 4);
    r.trick.best_bit = 0;
    for (int p = 0; p < 4; ++p) {
      if (!(s.trick[p] != kNoCard && has_seat(active_, p))) continue;
      const int k = card_key(encode_bit(t, trump, s.trick[p]), r.trick.led_lane);
      if (k > r.trick.best_bit) {
        r.trick.best_bit = static_cast<std::uint8_t>(k);
        r.trick.best_seat = static_cast<std::uint8_t>(p);
      }
    }
  }
  return r;
}

inline std::uint64_t Solver::Trick::led() const { return lane_mask(led_lane); }

// ---- the driver ----

bool Solver::root_at_least(const Root& r, int need) {
  if (need <= 0) return true;
  if (need > r.left) return false;
  ++stats_.searches;
  if (r.trick.played == 0) return lead(r.to_act, need, r.left);
  return follow(r.trick, r.to_act, need, r.left);
}

// MTD-style: null-window tests "at least t?" stepping from the guess.
int Solver::root_value(const Root& r, int guess) {
  int lo = 0, hi = r.left;
  int g = guess;
  while (lo < hi) {
    const int t = std::clamp(g, lo + 1, hi);
    if (root_at_least(r, t)) {
      lo = t;
      g = t + 1;
    } else {
      hi = t - 1;
      g = t - 1;
    }
  }
  return lo;
}

int Solver::guess(const Root& r) const {
  if (r.trick.played == 0 && r.left > 1) {
    std::uint64_t live = 0;
    for (int p = 0; p < 4; ++p) live |= hand_[p];
    if (const solver::TTEntry* e = tt_.find(position_key(live, r.to_act))) return e->lower;
    int sure_max, sure_min;
    top_trump_tricks(live, sure_max, sure_min);
    if (r.left == 5 && players_ == 4 && trump_lane_ == kTrumpLane)
      return std::clamp(solver::full_deal_guess(hand_, max_sel_, is_max(r.to_act)), sure_max, r.left - sure_min);
    // Strength: trumps, and the top card of every suit.
    std::uint64_t strong = trump_lane_ == kTrumpLane ? live & lane_mask(kTrumpLane) : 0;
    for (int lane = 0; lane < 4; ++lane)
      if (live & lane_mask(lane)) strong |= solver::highest_card(live & lane_mask(lane));
    int w_max = 0, w_all = std::popcount(strong);
    for (int p = 0; p < 4; ++p)
      if (is_max(p)) w_max += std::popcount(hand_[p] & strong);
    const int g = w_all ? (2 * r.left * w_max + w_all) / (2 * w_all) : r.left / 2;
    return std::clamp(g, sure_max, r.left - sure_min);
  }
  return (r.left + 1) / 2;
}

// A jambone's choices are all the defenders' (solver/jambone_search.h): the
// side's tricks are the lone player's or the rest.
int Solver::jambone_tricks(const DealState& s, std::uint8_t side) {
  ++stats_.solves;
  JamboneSearch search;
  const int loner = search.loner_tricks(s);
  return has_seat(side, s.loner) ? loner : s.rules->hand_size - s.trick_no - loner;
}

int Solver::tricks_for(const DealState& s, std::uint8_t side) {
  if (s.jambone && s.phase == Phase::Play) return jambone_tricks(s, side);
  const Root r = setup(s, side);
  ++stats_.solves;
  tt_.new_age();
  const int v = root_value(r, guess(r));
  return r.flipped ? r.left - v : v;
}

bool Solver::at_least_for(const DealState& s, std::uint8_t side, int k) {
  if (s.jambone && s.phase == Phase::Play) return jambone_tricks(s, side) >= k;
  const Root r = setup(s, side);
  ++stats_.solves;
  tt_.new_age();
  // For the complement: side >= k  <=>  complement <= left - k  <=>  !(complement >= left - k + 1).
  return r.flipped ? !root_at_least(r, r.left - k + 1) : root_at_least(r, k);
}

CardValues Solver::card_values_for(const DealState& s, std::uint8_t side) {
  if (s.jambone && s.phase == Phase::Play) {
    ++stats_.solves;
    JamboneSearch search;
    CardValues out;
    const int left = s.rules->hand_size - s.trick_no;
    for (Card c : s.legal_cards()) {
      const int loner = search.loner_tricks_after(s, c);
      out.items[static_cast<std::size_t>(out.count++)] = {c, has_seat(side, s.loner) ? loner : left - loner};
    }
    return out;
  }
  const Root r = setup(s, side);
  ++stats_.solves;
  tt_.new_age();
  const TrumpTable& t = *s.tt;
  const int seat = r.to_act;
  CardSet legal = s.hand[seat];
  if (s.in_trick) {
    const CardSet follow_cards = legal & t.suit_cards[t.suit_of[s.lead_card]];
    if (!follow_cards.empty()) legal = follow_cards;
  }
  std::uint64_t legal_bits = encode(t, s.trump, legal);
  const std::uint64_t reps = run_representatives(legal_bits, r.trick.live);
  const std::uint64_t rel = r.trick.live | solver::kBarriers;
  const std::uint64_t x = pext64(legal_bits, rel);

  std::uint64_t run_mask[8];
  int run_value[8];
  int runs = 0;
  for (std::uint64_t rest = reps; rest; rest &= rest - 1) {
    const std::uint64_t c = rest & -rest;
    const int b = bit_of(c);
    // The run of equivalent cards starting at c (carry trick in relative space).
    const std::uint64_t j = std::uint64_t{1} << std::popcount(rel & (c - 1));
    run_mask[runs] = solver::pdep64(((x + j) ^ x) & x, rel);

    // The child position after c.
    Root child = r;
    child.trick.played = static_cast<std::uint8_t>(r.trick.played + 1);
    if (r.trick.played == 0) {
      child.trick.led_lane = static_cast<std::uint8_t>(b >> 4);
      child.trick.best_bit = static_cast<std::uint8_t>(b + 1);
      child.trick.best_seat = static_cast<std::uint8_t>(seat);
    } else {
      const int k = card_key(b, r.trick.led_lane);
      if (k > child.trick.best_bit) {
        child.trick.best_bit = static_cast<std::uint8_t>(k);
        child.trick.best_seat = static_cast<std::uint8_t>(seat);
      }
    }
    hand_[seat] ^= c;
    int v;
    if (child.trick.played == players_) {
      const int winner = child.trick.best_seat;
      const int won = is_max(winner) ? 1 : 0;
      child.to_act = winner;
      child.left = r.left - 1;
      child.trick = Trick{};
      v = won + (child.left > 0 ? root_value(child, guess(child)) : 0);
    } else {
      child.to_act = next_[seat];
      v = root_value(child, runs > 0 ? run_value[runs - 1] : guess(child));
    }
    hand_[seat] ^= c;
    run_value[runs++] = v;
  }

  CardValues out;
  for (Card c : legal) {
    const std::uint64_t cb = std::uint64_t{1} << encode_bit(t, s.trump, c);
    int v = 0;
    for (int i = 0; i < runs; ++i)
      if (run_mask[i] & cb) v = run_value[i];
    out.items[static_cast<std::size_t>(out.count++)] = CardValue{c, r.flipped ? r.left - v : v};
  }
  return out;
}

// ---- the search ----

std::uint64_t Solver::position_key(std::uint64_t live, int leader) const {
  const std::uint64_t o1 = pext64(hand_[1] | hand_[3], live);
  const std::uint64_t o2 = pext64(hand_[2] | hand_[3], live);
  const auto len = [live](int lane) { return static_cast<std::uint64_t>(std::popcount(live & lane_mask(lane))); };
  return o1 | o2 << 21 | len(0) << 42 | len(1) << 46 | len(2) << 50 | len(3) << 54 |
         static_cast<std::uint64_t>(leader) << 58 | context_;
}

namespace {
// The cards of `lane_bits` above every card of `others` (all of them if none).
inline std::uint64_t above_all(std::uint64_t others) {
  return others ? ~((std::uint64_t{2} << (63 - std::countl_zero(others))) - 1) : ~std::uint64_t{0};
}
}  // namespace

// Tricks each side takes for sure from its trumps: every trump of one seat
// that beats all the other side's trumps wins the trick it falls in, and two
// cards of one seat never fall in the same trick.
void Solver::top_trump_tricks(std::uint64_t live, int& sure_max, int& sure_min) const {
  sure_max = sure_min = 0;
  if (trump_lane_ != kTrumpLane) return;
  const std::uint64_t trumps = live & lane_mask(kTrumpLane);
  const std::uint64_t max_trumps = max_hand() & trumps;
  const std::uint64_t beat_min = trumps & above_all(trumps & ~max_trumps);
  const std::uint64_t beat_max = trumps & above_all(max_trumps);
  // Without branches: a seat's hand masked by its side (inactive seats hold nothing).
  for (int p = 0; p < 4; ++p) {
    sure_max = std::max(sure_max, std::popcount(hand_[p] & beat_min & max_sel_[p]));
    sure_min = std::max(sure_min, std::popcount(hand_[p] & beat_max & ~max_sel_[p]));
  }
}

// Tricks the leader's side takes for sure by cashing the leader's top cards:
// the top trumps first; then, if that drew every other trump of the
// opponents, the top cards of every side suit; otherwise those of one side
// suit that every opponent still holding trump must follow.
int Solver::sure_tricks(int leader, std::uint64_t live, int left) const {
  const std::uint64_t h = hand_[leader];
  const std::uint64_t others = live & ~h;
  const auto top_run = [&](int lane) {
    const std::uint64_t l = lane_mask(lane);
    return std::popcount(h & l & above_all(others & l));
  };
  int total = 0;
  if (trump_lane_ != kTrumpLane) {
    for (int lane = 0; lane < 4; ++lane) total += top_run(lane);
    return std::min(total, left);
  }
  const int k = top_run(kTrumpLane);
  const std::uint64_t trumps = lane_mask(kTrumpLane);
  std::uint64_t keep[3];  // hands of the opponents with trumps left after k rounds
  int kept = 0;
  for (int p = 0; p < 4; ++p)
    if ((max_sel_[p] ^ max_sel_[leader]) && std::popcount(hand_[p] & trumps) > k) keep[kept++] = hand_[p];
  total = k;
  if (!kept) {
    for (int lane = 0; lane < 3; ++lane) total += top_run(lane);
  } else {
    int extra = 0;
    for (int lane = 0; lane < 3; ++lane) {
      int n = top_run(lane);
      for (int i = 0; i < kept; ++i) n = std::min(n, std::popcount(keep[i] & lane_mask(lane)));
      extra = std::max(extra, n);
    }
    total += extra;
  }
  return std::min(total, left);
}

// What the other hands do to a lead of `leader`'s: the lanes (as their
// barrier bits, solver/lanes.h) in which his partner could ruff it (void
// there, with a trump) and those in which an opponent could, and whether an
// opponent still holds a trump.
Solver::LeadThreats Solver::lead_threats(int leader) const {
  LeadThreats t;
  if (!trump_mask_) return t;
  for (int p = 0; p < 4; ++p) {
    const std::uint64_t h = hand_[p];
    if (p == leader || !(h & trump_mask_)) continue;
    const std::uint64_t void_lanes = solver::kBarriers & ~solver::occupied_lanes(h);
    if (is_max(p) == is_max(leader)) {
      t.partner_ruffs |= void_lanes;
    } else {
      t.opponent_ruffs |= void_lanes;
      t.opponent_trumps = true;
    }
  }
  return t;
}

int Solver::order_leads(int leader, std::uint64_t live, std::uint64_t reps, std::uint64_t* out) const {
  const std::uint64_t h = hand_[leader];
  const std::uint64_t max_h = max_hand();
  const std::uint64_t partners = (is_max(leader) ? max_h : live & ~max_h) & ~h;
  const LeadThreats threats = lead_threats(leader);
  int scores[8];
  int n = 0;
  for (std::uint64_t rest = reps; rest; rest &= rest - 1) {
    const std::uint64_t c = rest & -rest;
    const int b = bit_of(c);
    const int lane = b >> 4;
    const std::uint64_t l = live & lane_mask(lane);
    const std::uint64_t above = l & ~((c << 1) - 1);
    const std::uint64_t barrier = solver::kBarriers & lane_mask(lane);
    int score;
    if ((threats.partner_ruffs & ~threats.opponent_ruffs) & barrier) {  // the partner ruffs it, no opponent can
      score = 350 - (b & 15);
    } else if (!(above & ~h)) {  // c (with its run) is the top card of its suit
      score = 300 + (b & 15);
    } else if (partners & solver::highest_card(l)) {  // partner holds the top
      score = 200 - (b & 15);
    } else {
      score = 100 - (b & 15) - (lane == trump_lane_ ? 16 : 0);
    }
    if (threats.opponent_ruffs & barrier) score -= 250;  // an opponent ruffs it
    // Trumps the opponents cannot follow only draw the partner's: last.
    if (lane == trump_lane_ && !threats.opponent_trumps) score -= 400;
    out[n] = c;
    scores[n++] = score;
  }
  return sort_moves(out, scores, n);
}

bool Solver::lead(int leader, int need, int left) {
  ++stats_.nodes;
  if (need <= 0) return true;
  if (need > left) return false;
  if (left == 1) {  // one card each: play the trick out
    const int lb = bit_of(hand_[leader]);
    const int led_lane = lb >> 4;
    int best = lb + 1, best_seat = leader;
    int seat = leader;
    for (int k = 1; k < players_; ++k) {
      seat = next_[seat];
      const int key = card_key(bit_of(hand_[seat]), led_lane);
      if (key > best) {
        best = key;
        best_seat = seat;
      }
    }
    return is_max(best_seat);
  }
  // Two tricks left: a plain minimax is cheaper than the main table, the
  // bounds and the ordered search (solver/last_two_tricks.h).
  const std::uint64_t live = hand_[0] | hand_[1] | hand_[2] | hand_[3];
  if (left == 2) {
    // The top trump takes the trick it falls in.
    const std::uint64_t trumps = live & trump_mask_;
    if (trumps) {
      const bool top_max = max_hand() & solver::highest_card(trumps);
      if (top_max ? need == 1 : need == 2) return top_max;
    }
    return two_tricks_left(leader, need);
  }
  const std::uint64_t key = position_key(live, leader);
  int lower = 0, upper = left, move = 0xFF;
  if (const solver::TTEntry* e = tt_.find(key)) {
    lower = e->lower;
    upper = e->upper;
    move = e->move;
    if (lower >= need || upper < need) {
      ++stats_.tt_hits;
      return lower >= need;
    }
  }
  const bool maxi = is_max(leader);
  int sure_max, sure_min;
  top_trump_tricks(live, sure_max, sure_min);
  if (sure_max < need && left - sure_min >= need) {
    if (maxi) sure_max = std::max(sure_max, sure_tricks(leader, live, left));
    else sure_min = std::max(sure_min, sure_tricks(leader, live, left));
  }
  if (sure_max >= need || left - sure_min < need) {
    ++stats_.cutoffs;
    return sure_max >= need;
  }

  const auto wins_with = [&](std::uint64_t c) {
    const int b = bit_of(c);
    hand_[leader] ^= c;
    const Trick t{live, static_cast<std::uint8_t>(b >> 4), static_cast<std::uint8_t>(b + 1),
                  static_cast<std::uint8_t>(leader), 1};
    const bool r = follow(t, next_[leader], need, left);
    hand_[leader] ^= c;
    return r == maxi;
  };
  std::uint64_t reps = run_representatives(hand_[leader], live);
  bool result = !maxi;
  int best_move = 0xFF;
  // The table's best lead first, before the others are ordered: it usually
  // settles the position (equal keys: it is the same card, relatively).
  if (move != 0xFF) {
    const std::uint64_t c = solver::pdep64(std::uint64_t{1} << move, live);
    if (wins_with(c)) {
      result = maxi;
      best_move = move;
    }
    reps &= ~c;
  }
  if (best_move == 0xFF) {
    std::uint64_t moves[8];
    const int n = order_leads(leader, live, reps, moves);
    for (int i = 0; i < n; ++i) {
      if (wins_with(moves[i])) {
        result = maxi;
        best_move = relative_index(moves[i], live);
        break;
      }
    }
  }
  if (result) lower = need;
  else upper = need - 1;
  tt_.store(key, left, lower, upper, best_move);
  return result;
}

bool Solver::two_tricks_left(int leader, int need) {
  solver::TwoTrickTable::Entry& e = two_tricks_.slot(position_key(hand_[0] | hand_[1] | hand_[2] | hand_[3], leader));
  if (e.lower >= need || e.upper < need) {
    ++stats_.tt_hits;
    return e.lower >= need;
  }
  const bool r = last_two_tricks(leader, need);
  if (r) e.lower = static_cast<std::uint8_t>(need);
  else e.upper = static_cast<std::uint8_t>(need - 1);
  return r;
}

bool Solver::last_two_tricks(int leader, int need) const {
  solver::LastTwoTricks p;
  p.players = players_;
  p.need = need;
  p.trumps = trump_mask_;
  int seat = leader;
  for (int k = 0; k < players_; ++k) {
    p.hand[static_cast<std::size_t>(k)] = hand_[seat];
    p.maximizing[static_cast<std::size_t>(k)] = is_max(seat);
    seat = next_[seat];
  }
  return solver::solve_last_two_tricks(p);
}

// The seats still to play to the trick are a template parameter: the compiler
// unrolls the trick-decided check and drops the tests for the trick's last
// card (about 2.5% of a full solve, docs/notebook/solver-speed.md,
// "Fifteenth session").
bool Solver::follow(Trick t, int seat, int need, int left) {
  switch (players_ - t.played) {
    case 1: return follow_n<1>(t, seat, need, left);
    case 2: return follow_n<2>(t, seat, need, left);
    default: return follow_n<3>(t, seat, need, left);
  }
}

template <int Remaining>
bool Solver::follow_n(Trick t, int seat, int need, int left) {
  ++stats_.nodes;
  const std::uint64_t h = hand_[seat];
  const std::uint64_t reps = run_representatives(solver::follow_cards(h, t.led()), t.live);
  // Cards that would take the trick now: of the led suit or trump, above the
  // winning card (its key is its bit + 1).
  const std::uint64_t can_win = (t.led() | trump_mask_) &
                                (~std::uint64_t{0} << t.best_bit);
  const bool maxi = is_max(seat);
  // The trick decided: when the side that must take it (every trick is
  // needed, or one is needed and it would be the last) is losing it and no
  // seat of its own still to play can take it over, the answer is known.
  {
    const bool winner_max = is_max(t.best_seat);
    if (winner_max ? need == 1 : need == left) {
      bool can_change = false;
      int p = seat;
      for (int k = 0; k < Remaining; ++k) {
        if (is_max(p) != winner_max) {
          if (solver::follow_cards(hand_[p], t.led()) & can_win) {
            can_change = true;
            break;
          }
        }
        p = next_[p];
      }
      if (!can_change) return winner_max;
    }
  }
  // Order: the cheapest winner first unless the partner's card is winning,
  // then (or else) the lowest cards first.
  const bool partner_winning = maxi == is_max(t.best_seat);
  const std::uint64_t winners = reps & can_win, losers = reps & ~can_win;
  std::uint64_t first = partner_winning ? losers : winners;
  std::uint64_t second = partner_winning ? winners : losers;
  std::uint64_t third = 0;
  // The next seat an opponent who can take the trick: first the winners above
  // every card he could take it with, then the other winners, then the rest.
  const int opponent = next_[seat];
  if (Remaining >= 2 && is_max(opponent) != maxi) {
    const std::uint64_t threat = solver::follow_cards(hand_[opponent], t.led()) & can_win;
    const std::uint64_t safe = winners & ~((std::uint64_t{2} << (63 - std::countl_zero(threat | 1))) - 1);
    if (threat && safe) {
      first = safe;
      second = winners & ~safe;
      third = losers;
    }
  }
  for (;;) {
    if (!first) {
      if (!(second | third)) break;
      first = second ? second : third;
      second = second ? third : 0;
      third = 0;
    }
    const std::uint64_t c = first & -first;
    first &= first - 1;
    Trick next = t;
    if (c & can_win) {
      next.best_bit = static_cast<std::uint8_t>(bit_of(c) + 1);
      next.best_seat = static_cast<std::uint8_t>(seat);
    }
    hand_[seat] ^= c;
    bool r;
    if constexpr (Remaining == 1) {
      r = lead(next.best_seat, need - (is_max(next.best_seat) ? 1 : 0), left - 1);
    } else {
      ++next.played;
      r = follow_n<Remaining - 1>(next, next_[seat], need, left);
    }
    hand_[seat] ^= c;
    if (r == maxi) return r;
  }
  return !maxi;
}

}  // namespace euchre
