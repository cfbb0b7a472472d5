// The exact numbers a correct dealer reproduces with a 24-card deck (docs/rules.md,
// "The deck": 42,504 five-card hands, the trump-count distribution and the rest),
// computed by enumerating every five-card hand of the engine's deck with the
// engine's TrumpTable, and a statistical check that the seeded shuffle deals
// uniformly (fixed seeds: deterministic).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "core/compiled_rules.h"
#include "core/game.h"
#include "core/rng.h"

namespace euchre {
namespace {

// Every five-card hand of the standard deck.
std::vector<CardSet> all_hands(const CompiledRules& cr) {
  std::vector<CardSet> out;
  const int n = cr.deck_size;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      for (int c = b + 1; c < n; ++c)
        for (int d = c + 1; d < n; ++d)
          for (int e = d + 1; e < n; ++e) {
            CardSet h;
            for (int i : {a, b, c, d, e}) h.add(cr.deck_cards[i]);
            out.push_back(h);
          }
  return out;
}

double pct(std::int64_t k, std::int64_t n) { return 100.0 * static_cast<double>(k) / static_cast<double>(n); }
double round_to(double x, int places) {
  const double f = std::pow(10.0, places);
  return std::round(x * f) / f;
}

class DealerNumbers : public ::testing::Test {
 protected:
  const CompiledRules cr{preset("standard")};
  const std::vector<CardSet> hands = all_hands(cr);
};

// "42,504 five-card hands"
TEST_F(DealerNumbers, FiveCardHands) {
  EXPECT_EQ(cr.deck_size, 24);
  EXPECT_EQ(hands.size(), 42504u);
  for (const CardSet& h : hands) ASSERT_EQ(h.size(), 5);
}

// "124,672,148,625,024 distinct deals (hands only)": the engine's deal maps a deck order
// onto four hands of five (ordered by seat) and four undealt cards; count the distinct
// results as a multinomial over the group sizes the engine's deal pattern produces.
TEST_F(DealerNumbers, DistinctDeals) {
  std::array<int, 5> group{};  // offsets 1..4 from the dealer; index 0 = undealt
  for (int i = 0; i < cr.deck_size; ++i) ++group[i < cr.dealt ? cr.deal_offset[i] : 0];
  EXPECT_EQ(group, (std::array<int, 5>{4, 5, 5, 5, 5}));
  // 24! / (5!^4 4!) as a product of binomials, exact in 64 bits.
  auto binom = [](int n, int k) {
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
  };
  std::uint64_t deals = 1;
  int left = cr.deck_size;
  for (int seat = 1; seat <= 4; ++seat) {
    deals *= binom(left, group[seat]);
    left -= group[seat];
  }
  EXPECT_EQ(binom(24, 5), static_cast<std::uint64_t>(hands.size()));
  EXPECT_EQ(deals, 124672148625024ull);
  // Every pattern deals the same number (the pattern only reorders positions).
  for (auto p : {"deal_pattern=2-3", "deal_pattern=1"}) {
    Rules r = preset("standard");
    apply_override(r, p);
    const CompiledRules c2(r);
    std::array<int, 5> g2{};
    for (int i = 0; i < c2.deck_size; ++i) ++g2[i < c2.dealt ? c2.deal_offset[i] : 0];
    EXPECT_EQ(g2, group) << p;
  }
}

// "Holding k trumps of a named suit (7 trumps incl. left): 0: 14.559%, 1: 39.196%,
// 2: 33.597%, 3: 11.199%, 4: 1.400%, 5: 0.049%." "Five-trump hands: 84 of 42,504 (0.1976%)."
TEST_F(DealerNumbers, TrumpCountDistribution) {
  const double want[6] = {14.559, 39.196, 33.597, 11.199, 1.400, 0.049};
  int five_any = 0;
  std::vector<int> five_per_hand(hands.size(), 0);
  for (int t = 0; t < 4; ++t) {
    const TrumpTable& tt = cr.trump[t];
    EXPECT_EQ(tt.trumps.size(), 7) << "right, left, A K Q 10 9";
    std::array<std::int64_t, 6> count{};
    for (std::size_t i = 0; i < hands.size(); ++i) {
      const int k = (hands[i] & tt.trumps).size();
      ++count[k];
      if (k == 5) ++five_per_hand[i];
    }
    for (int k = 0; k <= 5; ++k)
      EXPECT_DOUBLE_EQ(round_to(pct(count[k], 42504), 3), want[k]) << "suit " << t << ", " << k << " trumps: "
                                                                     << count[k];
  }
  for (int n : five_per_hand) five_any += n > 0;
  EXPECT_EQ(five_any, 84);
  EXPECT_DOUBLE_EQ(round_to(pct(84, 42504), 4), 0.1976);
}

// "Only 9s and 10s: 0.13175% per player."
TEST_F(DealerNumbers, OnlyNinesAndTens) {
  const CardSet low = rank_cards(Rank::Nine) | rank_cards(Rank::Ten);
  std::int64_t n = 0;
  for (const CardSet& h : hands) n += (h - low).empty();
  EXPECT_EQ(n, 56);
  EXPECT_DOUBLE_EQ(round_to(pct(n, 42504), 5), 0.13175);
}

// "All four jacks in one hand: 20 of 42,504."
TEST_F(DealerNumbers, AllFourJacks) {
  int n = 0;
  for (const CardSet& h : hands) n += (h & rank_cards(Rank::Jack)).size() == 4;
  EXPECT_EQ(n, 20);
}

// ---- the shuffle is uniform

// Pearson's chi-square of observed counts against equal expectations.
double chi_square(const std::vector<std::int64_t>& observed, double expected) {
  double x = 0;
  for (auto o : observed) x += (static_cast<double>(o) - expected) * (static_cast<double>(o) - expected) / expected;
  return x;
}
// A generous one-sided bound: mean + 6 standard deviations of chi-square(dof).
double bound(int dof) { return dof + 6.0 * std::sqrt(2.0 * dof); }

// Card x position over many shuffles: every card equally likely in every position.
double position_chi(void (*shuffle)(Card*, int, Rng&), int n_shuffles, std::uint64_t seed) {
  const CompiledRules cr{preset("standard")};
  Rng rng(seed);
  std::vector<std::int64_t> counts(24 * 24, 0);
  for (int i = 0; i < n_shuffles; ++i) {
    Card order[24];
    for (int k = 0; k < 24; ++k) order[k] = cr.deck_cards[k];
    shuffle(order, 24, rng);
    for (int pos = 0; pos < 24; ++pos) {
      int idx = 0;
      while (cr.deck_cards[idx] != order[pos]) ++idx;
      ++counts[static_cast<std::size_t>(idx * 24 + pos)];
    }
  }
  return chi_square(counts, n_shuffles / 24.0);
}

TEST(Shuffle, EveryCardEveryPositionUniform) {
  const double x = position_chi([](Card* o, int n, Rng& r) { r.shuffle(o, n); }, 48000, 2024);
  EXPECT_LT(x, bound(23 * 23)) << "chi-square " << x;
  // The test can fail: a shuffle that only swaps the first two cards is caught.
  const double bad = position_chi(
      [](Card* o, int, Rng& r) {
        if (r.below(2)) std::swap(o[0], o[1]);
      },
      4800, 1);
  EXPECT_GT(bad, bound(23 * 23));
  // And so is the classic biased "swap with any position" shuffle, given enough deals.
  const double naive = position_chi(
      [](Card* o, int n, Rng& r) {
        for (int i = 0; i < n; ++i) std::swap(o[i], o[r.below(static_cast<std::uint32_t>(n))]);
      },
      240000, 3);
  EXPECT_GT(naive, bound(23 * 23)) << "naive shuffle chi-square " << naive;
}

// Two cards jointly: the ordered pair of positions of two cards is uniform over the
// 24*23 possibilities (catches correlated swaps, e.g. from reusing random bits).
TEST(Shuffle, PairsOfPositionsUniform) {
  const CompiledRules cr{preset("standard")};
  for (auto [a, b] : std::vector<std::pair<int, int>>{{0, 1}, {22, 23}, {5, 17}}) {
    Rng rng(99 + static_cast<std::uint64_t>(a));
    const int n = 24 * 23 * 60;
    std::vector<std::int64_t> counts(24 * 24, 0);
    for (int i = 0; i < n; ++i) {
      Card order[24];
      for (int k = 0; k < 24; ++k) order[k] = cr.deck_cards[k];
      rng.shuffle(order, 24);
      int pa = -1, pb = -1;
      for (int pos = 0; pos < 24; ++pos) {
        if (order[pos] == cr.deck_cards[a]) pa = pos;
        if (order[pos] == cr.deck_cards[b]) pb = pos;
      }
      ++counts[static_cast<std::size_t>(pa * 24 + pb)];
    }
    std::vector<std::int64_t> off_diagonal;
    for (int i = 0; i < 24; ++i)
      for (int j = 0; j < 24; ++j) {
        if (i == j) {
          EXPECT_EQ(counts[static_cast<std::size_t>(i * 24 + j)], 0);
          continue;
        }
        off_diagonal.push_back(counts[static_cast<std::size_t>(i * 24 + j)]);
      }
    const double x = chi_square(off_diagonal, n / (24.0 * 23.0));
    EXPECT_LT(x, bound(24 * 23 - 1)) << "cards " << a << "," << b << " chi-square " << x;
  }
}

// The seeded games deal uniformly: each card lands with each seat (relative to the dealer)
// with probability 5/24 and in the undealt four with 4/24.
TEST(Shuffle, SeededGamesDealUniformly) {
  const Rules r = preset("standard");
  const CompiledRules cr(r);
  std::vector<std::int64_t> counts(24 * 5, 0);
  const int games = 6000;
  for (int g = 0; g < games; ++g) {
    Game game(r, static_cast<std::uint64_t>(g) * 2654435761u);
    const DealRecord& rec = game.records()[0];
    for (int i = 0; i < 24; ++i) {
      const Card c = cr.deck_cards[i];
      int where = 0;
      for (int off = 1; off <= 4; ++off)
        if (rec.hands[(rec.dealer + off) % 4].contains(c)) where = off;
      ++counts[static_cast<std::size_t>(i * 5 + where)];
    }
  }
  double x = 0;
  for (int i = 0; i < 24; ++i)
    for (int w = 0; w < 5; ++w) {
      const double e = games * (w == 0 ? 4.0 : 5.0) / 24.0;
      const double o = static_cast<double>(counts[static_cast<std::size_t>(i * 5 + w)]);
      x += (o - e) * (o - e) / e;
    }
  EXPECT_LT(x, bound(23 * 4)) << "chi-square " << x;
}

}  // namespace
}  // namespace euchre
