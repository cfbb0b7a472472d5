// The exact open-hand (double-dummy) solver: with every hand known, how many
// of the remaining tricks a side takes when everyone plays best.
//
// Works for any play-phase position (also mid-trick) under any rule set:
// trump or no trump, four active seats, a lone hand (three), both alone (two),
// three-handed seven-card deals, two-handed deals, 28/32-card decks, the
// Benny. Following suit is always enforced (a renege is never a best play).
//
// Sides. A solve maximizes the tricks of a set of seats (a mask) against all
// the other active seats, who minimize them. `tricks()` and `card_values()`
// use the seat to act's scoring side (core/seats.h: the partnership, the
// call-ace making side or the defenders, the seat alone three- and two-handed).
// Three-handed that is the "paranoid" value (the two others play together
// against the seat); for scoring the maker against both defenders pass
// `contract_side` to the `_for` variants.
//
// All state is inside the object (no globals): one Solver per thread. The
// transposition table survives between calls (entries are exact, so reuse is
// always correct); clear() empties it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/deal.h"
#include "solver/tt.h"

namespace euchre {

struct SolveStats {
  std::uint64_t solves = 0;      // calls of tricks/at_least/card_values (and their _for forms)
  std::uint64_t searches = 0;    // null-window searches ("at least k?")
  std::uint64_t nodes = 0;       // positions visited at trick boundaries and inside tricks
  std::uint64_t tt_hits = 0;     // boundary positions answered by either table
  std::uint64_t cutoffs = 0;     // boundary positions answered by sure-trick counts
};

struct CardValue {
  Card card = kNoCard;
  int tricks = 0;  // tricks the side takes from here (current trick included) after playing `card`
};

// One entry per legal card of the seat to act, in ascending card order.
struct CardValues {
  std::array<CardValue, 8> items{};
  int count = 0;
  const CardValue* begin() const { return items.data(); }
  const CardValue* end() const { return items.data() + count; }
  int size() const { return count; }
  const CardValue& operator[](int i) const { return items[i]; }
  int best() const;  // the highest value (count > 0): the best card's when `side` is the seat to act's
};

class Solver {
 public:
  // 2^12 entries (64 KB, stays in L2): most of the table's value is inside one
  // solve, and a 1 MB table's misses cost more than its extra hits save.
  explicit Solver(std::size_t tt_entries = std::size_t{1} << 12);

  // Tricks the side of the seat to act takes from here, the current trick
  // included, with best play by all. s.phase must be Phase::Play.
  int tricks(const DealState& s) { return tricks_for(s, scoring_side(s.side_facts(), s.to_act)); }
  // The same for the seats in `side` (any mask; it need not contain the seat to act).
  int tricks_for(const DealState& s, std::uint8_t side);

  // Whether the seats in `side` take at least `k` of the remaining tricks
  // (current trick included): one null-window search, cheaper than the exact
  // count when only a threshold matters (3 tricks to make, 5 to march).
  bool at_least_for(const DealState& s, std::uint8_t side, int k);

  // For every legal card of the seat to act: the tricks its side takes from
  // here (current trick included) after playing it, best play by all after.
  CardValues card_values(const DealState& s) { return card_values_for(s, scoring_side(s.side_facts(), s.to_act)); }
  // The same, counting the tricks of the seats in `side`.
  CardValues card_values_for(const DealState& s, std::uint8_t side);

  SolveStats stats() const { return stats_; }
  void clear();

 private:
  // 16 bytes, so that it is passed and copied in two registers.
  struct Trick {
    std::uint64_t live = 0;      // every card in play at the start of the trick (hands and this trick)
    std::uint8_t led_lane = 0;
    std::uint8_t best_bit = 0;   // key of the winning card so far: its bit + 1
    std::uint8_t best_seat = 0;
    std::uint8_t played = 0;     // cards played to the trick
    std::uint64_t led() const;  // the led lane's mask (solver.cpp)
  };
  struct Root {
    Trick trick;
    int to_act;
    int left;      // tricks remaining, the current one included
    bool flipped;  // the search maximizes the other side (see setup)
  };

  Root setup(const DealState& s, std::uint8_t side);
  int jambone_tricks(const DealState& s, std::uint8_t side);
  bool root_at_least(const Root& r, int need);
  int root_value(const Root& r, int guess);
  int guess(const Root& r) const;
  bool lead(int leader, int need, int left);
  bool follow(Trick t, int seat, int need, int left);  // dispatches on the seats still to play
  template <int Remaining>
  bool follow_n(Trick t, int seat, int need, int left);
  bool two_tricks_left(int leader, int need);         // lead() with two tricks left
  bool last_two_tricks(int leader, int need) const;  // ... solved outright
  bool is_max(int seat) const { return has_seat(max_mask_, seat); }
  std::uint64_t max_hand() const {
    return (hand_[0] & max_sel_[0]) | (hand_[1] & max_sel_[1]) | (hand_[2] & max_sel_[2]) | (hand_[3] & max_sel_[3]);
  }
  int card_key(int bit, int led_lane) const {
    const int lane = bit >> 4;
    return (lane == led_lane || lane == trump_lane_) ? bit + 1 : 0;
  }
  std::uint64_t position_key(std::uint64_t live, int leader) const;
  int sure_tricks(int leader, std::uint64_t live, int left) const;
  void top_trump_tricks(std::uint64_t live, int& sure_max, int& sure_min) const;
  struct LeadThreats {
    std::uint64_t partner_ruffs = 0;   // barrier bits of the lanes the leader's partner could ruff
    std::uint64_t opponent_ruffs = 0;  // ... and those an opponent could
    bool opponent_trumps = false;      // an opponent still holds a trump
  };
  LeadThreats lead_threats(int leader) const;
  int order_leads(int leader, std::uint64_t live, std::uint64_t reps, std::uint64_t* out) const;

  solver::TranspositionTable tt_;
  solver::TwoTrickTable two_tricks_;
  SolveStats stats_;
  // The position being searched.
  std::array<std::uint64_t, 4> hand_{};
  std::array<std::uint8_t, 4> next_{};
  std::uint8_t active_ = 0;
  std::uint8_t max_mask_ = 0;  // canonical: contains the lowest active seat
  std::array<std::uint64_t, 4> max_sel_{};  // all ones for the seats of max_mask_, else 0
  int players_ = 4;
  int trump_lane_ = 4;  // solver::kTrumpLane, or solver::kNoLane with no trump
  std::uint64_t trump_mask_ = 0;  // the trump lane's mask, 0 with no trump
  std::uint64_t context_ = 0;  // key bits of the side and the trump/no-trump flag
};

}  // namespace euchre
