#include "events/whist.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <cstdlib>
#include <map>
#include <random>

namespace euchre::events {
namespace {

constexpr int kInfinity = -1;  // the fixed player of a 1-rotational design
// The search's bounds: it finds every n up to 28 within about a second
// (tests/events_test.cpp checks which); beyond, it rarely succeeds and is
// not tried: prime powers 4k+1 are built, other n are padded
// (whist_schedule_with_bots).
constexpr int kSearchUpTo = 28;
constexpr long kSearchSteps = 40'000;
constexpr std::uint64_t kSearchRestarts = 4;

// The abelian group a design develops over: Z_m, or the additive group of a
// field (no cyclic whist tournament of 9 exists; the field of nine elements
// has one). Elements are 0..order-1; each difference belongs to a class
// {d, -d}.
struct Group {
  int order = 0;
  std::vector<int> add;    // add[x * order + y]
  std::vector<int> klass;  // klass[x * order + y]: the class of x - y (0 for x == y)

  static Group cyclic(int m) {
    Group g;
    g.order = m;
    g.fill([m](int x, int y) { return (x + y) % m; }, [m](int x, int y) { return ((x - y) % m + m) % m; },
           [m](int d) { return std::min(d, m - d); });
    return g;
  }

 private:
  template <class Add, class Sub, class Canon>
  void fill(Add sum, Sub diff, Canon canon) {
    add.resize(static_cast<std::size_t>(order * order));
    klass.resize(add.size());
    for (int x = 0; x < order; ++x)
      for (int y = 0; y < order; ++y) {
        add[static_cast<std::size_t>(x * order + y)] = sum(x, y);
        klass[static_cast<std::size_t>(x * order + y)] = canon(diff(x, y));
      }
  }
};

// A search for the base round: tables (N, E, S, W) whose partner
// differences cover every class {d, -d} once and whose opponent differences
// cover each class twice (pairs with the fixed player excepted: those come
// out right by themselves). Simulated annealing over the order of the
// elements (each four in a row make a table), swapping two at a time: the
// cost is how far the counts are from 1 and 2.
class BaseSearch {
 public:
  BaseSearch(const Group& group, std::vector<int> elements, std::uint64_t seed)
      : g_(group), seq_(std::move(elements)), rng_(seed), partner_(static_cast<std::size_t>(group.order), 0),
        opponent_(static_cast<std::size_t>(group.order), 0), baseline_(3L * (group.order - 1) / 2) {}

  // Tabu search: each step makes the best swap of two elements in different
  // tables (ties broken at random) among those not recently moved, even
  // when it makes things worse, so the search walks out of valleys.
  std::optional<std::vector<TableSeats>> run(long steps) {
    std::shuffle(seq_.begin(), seq_.end(), rng_);
    const std::size_t tables = seq_.size() / 4;
    for (std::size_t t = 0; t < tables; ++t) tally(t, +1);
    std::vector<long> tabu_until(seq_.size(), 0);
    std::uniform_int_distribution<long> tenure(3, 3 + static_cast<long>(seq_.size() / 4));
    for (long step = 0; step < steps && total_cost() > 0; ++step) {
      long best = std::numeric_limits<long>::max();
      std::vector<std::pair<std::size_t, std::size_t>> choices;
      for (std::size_t i = 0; i < seq_.size(); ++i)
        for (std::size_t j = i + 1; j < seq_.size(); ++j) {
          if (i / 4 == j / 4 || tabu_until[i] > step || tabu_until[j] > step) continue;
          swap_and_tally(i, j);
          const long c = total_cost();
          swap_and_tally(i, j);
          if (c < best) {
            best = c;
            choices.clear();
          }
          if (c == best) choices.emplace_back(i, j);
        }
      if (choices.empty()) continue;
      const auto [i, j] = choices[std::uniform_int_distribution<std::size_t>(0, choices.size() - 1)(rng_)];
      swap_and_tally(i, j);
      tabu_until[i] = step + tenure(rng_);
      tabu_until[j] = step + tenure(rng_);
    }
    if (total_cost() > 0) return std::nullopt;
    std::vector<TableSeats> base(tables);
    for (std::size_t t = 0; t < tables; ++t)
      for (std::size_t s = 0; s < 4; ++s) base[t][s] = seq_[t * 4 + s];
    return base;
  }

 private:
  void swap_and_tally(std::size_t i, std::size_t j) {
    tally(i / 4, -1);
    tally(j / 4, -1);
    std::swap(seq_[i], seq_[j]);
    tally(i / 4, +1);
    tally(j / 4, +1);
  }
  int klass(int x, int y) const { return g_.klass[static_cast<std::size_t>(x * g_.order + y)]; }
  // Adds (sign +1) or removes (-1) the table's pairs, keeping the cost in step.
  void tally(std::size_t t, int sign) {
    const int* seat = &seq_[t * 4];
    const auto pair = [&](std::vector<int>& counts, int want, int x, int y) {
      if (x == kInfinity || y == kInfinity) return;
      int& c = counts[static_cast<std::size_t>(klass(x, y))];
      cost_ -= std::abs(c - want);
      c += sign;
      cost_ += std::abs(c - want);
    };
    pair(partner_, 1, seat[0], seat[2]);
    pair(partner_, 1, seat[1], seat[3]);
    for (int a : {seat[0], seat[2]})
      for (int b : {seat[1], seat[3]}) pair(opponent_, 2, a, b);
  }
  long total_cost() const { return cost_ + baseline_; }

  const Group& g_;
  std::vector<int> seq_;
  std::mt19937_64 rng_;
  std::vector<int> partner_, opponent_;
  long cost_ = 0;      // the change of the cost since every count was 0
  long baseline_ = 0;  // the cost then: each class short of 1 partner pair and 2 opponent pairs
};

// The field of q = p or p*p elements (p an odd prime), an element a + b*t
// (t*t = r, r a non-square mod p) encoded as a + p*b.
class Field {
 public:
  static std::optional<Field> of_order(int q) {
    for (int p = 3; p <= q; p += 2) {
      if (!prime(p)) continue;
      if (p == q) return Field(p, 1, 0);
      if (p * p == q) {
        for (int r = 2; r < p; ++r)
          if (!square_mod(r, p)) return Field(p, 2, r);
      }
    }
    return std::nullopt;
  }
  int order() const { return q_; }
  int add(int x, int y) const { return (x % p_ + y % p_) % p_ + p_ * ((x / p_ + y / p_) % p_); }
  int neg(int x) const { return (p_ - x % p_) % p_ + p_ * ((p_ - x / p_) % p_); }
  int mul(int x, int y) const {
    const int a = x % p_, b = x / p_, c = y % p_, d = y / p_;
    return (a * c + b * d % p_ * r_) % p_ + p_ * ((a * d + b * c) % p_);
  }
  // An element whose powers are every nonzero element.
  int primitive() const {
    for (int w = 2; w < q_; ++w) {
      int x = w, k = 1;
      while (x != 1) {
        x = mul(x, w);
        ++k;
      }
      if (k == q_ - 1) return w;
    }
    return 1;  // q = 2, 3: unused
  }
  Group additive() const {
    Group g;
    g.order = q_;
    g.add.resize(static_cast<std::size_t>(q_ * q_));
    g.klass.resize(g.add.size());
    for (int x = 0; x < q_; ++x)
      for (int y = 0; y < q_; ++y) {
        g.add[static_cast<std::size_t>(x * q_ + y)] = add(x, y);
        const int d = add(x, neg(y));
        g.klass[static_cast<std::size_t>(x * q_ + y)] = std::min(d, neg(d));
      }
    return g;
  }

 private:
  Field(int p, int degree, int r) : p_(p), q_(degree == 1 ? p : p * p), r_(r) {}
  static bool prime(int p) {
    for (int d = 2; d * d <= p; ++d)
      if (p % d == 0) return false;
    return p > 1;
  }
  static bool square_mod(int r, int p) {
    for (int x = 1; x < p; ++x)
      if (x * x % p == r) return true;
    return false;
  }
  int p_, q_, r_;
};

// For q = 4k+1 players, q a prime power: with w primitive and j = w^k (a
// square root of -1), the base tables (a, ja, -a, -ja) for a = w^0 .. w^(k-1)
// make a whist tournament (partner differences +-2a, +-2ja cover every
// nonzero element once; opponent differences a(1-j) times the fourth roots
// of unity, twice each).
std::optional<std::vector<TableSeats>> field_base(const Field& f) {
  const int q = f.order(), k = (q - 1) / 4;
  const int w = f.primitive();
  int j = 1;
  for (int i = 0; i < k; ++i) j = f.mul(j, w);
  std::vector<TableSeats> base;
  int a = 1;
  for (int i = 0; i < k; ++i) {
    base.push_back({a, f.mul(j, a), f.neg(a), f.neg(f.mul(j, a))});
    a = f.mul(a, w);
  }
  return base;
}

std::vector<RoundLineup> develop(const Group& group, const std::vector<TableSeats>& base, int n) {
  std::vector<RoundLineup> rounds;
  for (int r = 0; r < group.order; ++r) {
    RoundLineup round;
    for (const TableSeats& t : base) {
      TableSeats moved{};
      for (std::size_t s = 0; s < 4; ++s)
        moved[s] = t[s] == kInfinity ? n - 1 : group.add[static_cast<std::size_t>(t[s] * group.order + r)];
      round.tables.push_back(moved);
    }
    if (n % 4 == 1) round.sitting_out.push_back(r);
    rounds.push_back(std::move(round));
  }
  return rounds;
}

}  // namespace

std::optional<std::vector<RoundLineup>> whist_schedule(int n) {
  if (n < 4 || n > 64 || (n % 4 != 0 && n % 4 != 1)) return std::nullopt;
  if (n % 4 == 1) {
    if (const auto field = Field::of_order(n)) {
      const Group group = field->additive();
      std::vector<RoundLineup> rounds = develop(group, *field_base(*field), n);
      if (check_whist(rounds, n).empty()) return rounds;
    }
  }
  if (n > kSearchUpTo) return std::nullopt;
  const int m = n % 4 == 1 ? n : n - 1;
  const Group group = Group::cyclic(m);
  std::vector<int> elements;
  if (n % 4 == 0) elements.push_back(kInfinity);
  for (int x = n % 4 == 1 ? 1 : 0; x < m; ++x) elements.push_back(x);
  // Restarts from new random orders: a run that settles in a poor valley is
  // begun again. Seeded by n alone, so a schedule is the same every time.
  for (std::uint64_t attempt = 0; attempt < kSearchRestarts; ++attempt) {
    BaseSearch search(group, elements, 0x9e3779b97f4a7c15ULL * (attempt + 1) + static_cast<std::uint64_t>(n));
    if (auto base = search.run(kSearchSteps)) {
      std::vector<RoundLineup> rounds = develop(group, *base, n);
      if (check_whist(rounds, n).empty()) return rounds;
    }
  }
  return std::nullopt;
}

std::optional<PaddedWhist> whist_schedule_with_bots(int people) {
  for (int n = std::max(people, 4); n <= 64; ++n)
    if (auto rounds = whist_schedule(n)) return PaddedWhist{n, std::move(*rounds)};
  return std::nullopt;
}

std::string check_whist(const std::vector<RoundLineup>& rounds, int n) {
  std::map<std::pair<int, int>, int> partners, opponents;
  std::vector<int> byes(static_cast<std::size_t>(n), 0);
  const auto key = [](int a, int b) { return std::make_pair(std::min(a, b), std::max(a, b)); };
  for (const RoundLineup& round : rounds) {
    std::vector<int> seen(static_cast<std::size_t>(n), 0);
    for (const TableSeats& t : round.tables) {
      for (int p : t) {
        if (p < 0 || p >= n) return "player " + std::to_string(p) + " is not one of the " + std::to_string(n);
        ++seen[static_cast<std::size_t>(p)];
      }
      ++partners[key(t[0], t[2])];
      ++partners[key(t[1], t[3])];
      for (int a : {t[0], t[2]})
        for (int b : {t[1], t[3]}) ++opponents[key(a, b)];
    }
    for (int p : round.sitting_out) {
      if (p < 0 || p >= n) return "player " + std::to_string(p) + " is not one of the " + std::to_string(n);
      ++seen[static_cast<std::size_t>(p)];
      ++byes[static_cast<std::size_t>(p)];
    }
    for (int p = 0; p < n; ++p)
      if (seen[static_cast<std::size_t>(p)] != 1)
        return "player " + std::to_string(p) + " is placed " + std::to_string(seen[static_cast<std::size_t>(p)]) +
               " times in a round";
  }
  for (int a = 0; a < n; ++a) {
    if (byes[static_cast<std::size_t>(a)] > 1) return "player " + std::to_string(a) + " sits out more than once";
    for (int b = a + 1; b < n; ++b) {
      const int together = partners[{a, b}], against = opponents[{a, b}];
      if (together != 1)
        return "players " + std::to_string(a) + " and " + std::to_string(b) + " partner " + std::to_string(together) +
               " times";
      if (against != 2)
        return "players " + std::to_string(a) + " and " + std::to_string(b) + " oppose " + std::to_string(against) +
               " times";
    }
  }
  return "";
}

}  // namespace euchre::events
