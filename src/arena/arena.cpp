#include "arena/arena.h"

#include "core/outcome.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <thread>
#include <vector>

#include "arena/agent.h"
#include "bots/player.h"
#include "core/compiled_rules.h"
#include "core/outcome.h"
#include "core/game.h"
#include "core/rng.h"

namespace euchre::arena {
namespace {

constexpr long kChunk = 8;           // boards a worker takes at a time
constexpr double kZ95 = 1.959963984540054;

std::uint64_t mix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
std::uint64_t board_seed(std::uint64_t seed, long board) { return mix(mix(seed) ^ mix(static_cast<std::uint64_t>(board) + 0x5EA7u)); }
std::uint64_t seat_seed(std::uint64_t board, int seat) { return mix(board ^ (0xB07u + static_cast<std::uint64_t>(seat) * 0x1000193u)); }

// Which bot plays each seat in one play of a board: 0 = A, 1 = B.
struct Seating {
  std::array<int, 4> role{};
  std::array<int, 2> seats{};  // seats per role
};

Seating seating(const Rules& rules, int play) {
  Seating st;
  const int n = rules.seats();
  for (int seat = 0; seat < n; ++seat) {
    const bool a = rules.mode == Mode::ThreeHanded ? seat == play : team_of(seat) == play;
    st.role[static_cast<std::size_t>(seat)] = a ? 0 : 1;
    ++st.seats[a ? 0 : 1];
  }
  return st;
}

int plays_per_board(const Config& c) {
  if (!c.duplicate) return 1;
  return c.rules.mode == Mode::ThreeHanded ? 3 : 2;
}

struct BoardResult {
  double diff = 0;  // A's points summed over every deal of every play
  long deals = 0;
  long games = 0;
  double win = 0;   // mean over the plays (games mode)
  long scored_with_maker = 0;
  long passed_out = 0;
  std::array<BotStats, 2> stats{};
};

void record_deal(const DealState& s, const Seating& st, BoardResult& out) {
  ++out.deals;
  std::array<double, 2> pts{};
  for (int seat = 0; seat < s.seats(); ++seat)
    pts[static_cast<std::size_t>(st.role[static_cast<std::size_t>(seat)])] += s.points[static_cast<std::size_t>(s.scorer_of(seat))];
  for (std::size_t r = 0; r < 2; ++r) {
    pts[r] /= st.seats[r];
    out.stats[r].points += pts[r];
  }
  out.diff += pts[0] - pts[1];
  if (s.end == DealEnd::AllPassed) ++out.passed_out;
  if (s.end != DealEnd::Scored || s.maker == kNobody) return;
  ++out.scored_with_maker;
  const DealOutcome o = deal_outcome(s);  // core/outcome.h: the core's made, march, euchred
  const std::uint8_t makers = s.makers_mask();
  BotStats& m = out.stats[static_cast<std::size_t>(st.role[static_cast<std::size_t>(s.maker)])];
  ++m.called;
  if (o.made()) {
    ++m.makes;
  } else {
    ++m.euchred;
    std::array<bool, 2> defended{};
    for (int seat = 0; seat < s.seats(); ++seat)
      if (!has_seat(makers, seat)) defended[static_cast<std::size_t>(st.role[static_cast<std::size_t>(seat)])] = true;
    for (std::size_t r = 0; r < 2; ++r) out.stats[r].euchres += defended[r];
  }
  if (o.marched()) ++m.marches;
  if (o.lone_hand()) {
    BotStats& l = out.stats[static_cast<std::size_t>(st.role[static_cast<std::size_t>(s.loner)])];
    ++l.loners_tried;
    l.loners_made += o.made();
    l.loners_marched += o.marched();
  }
}

class BoardPlayer {
 public:
  BoardPlayer(const Config& c, const CompiledRules& cr) : c_(c), cr_(cr) {}

  BoardResult play(long board) const {
    BoardResult out;
    const std::uint64_t seed = board_seed(c_.seed, board);
    Rng rng(seed);
    const int seats = c_.rules.seats();
    // The deck orders of the board, drawn once: every play uses the same.
    std::vector<std::vector<Card>> decks;
    auto deck = [&](std::size_t k) -> const std::vector<Card>& {
      while (decks.size() <= k) {
        std::vector<Card> order(cr_.deck_cards.begin(), cr_.deck_cards.begin() + cr_.deck_size);
        rng.shuffle(order.data(), cr_.deck_size);
        decks.push_back(std::move(order));
      }
      return decks[k];
    };
    const bool games = c_.games > 0;
    const int first_dealer =
        games ? static_cast<int>(rng.below(static_cast<std::uint32_t>(seats))) : static_cast<int>(board % seats);
    const int plays = plays_per_board(c_);
    for (int play = 0; play < plays; ++play) {
      const Seating st = seating(c_.rules, play);
      std::array<std::unique_ptr<Agent>, 4> agents;
      for (int seat = 0; seat < seats; ++seat)
        agents[static_cast<std::size_t>(seat)] =
            make_agent(st.role[static_cast<std::size_t>(seat)] == 0 ? c_.bot_a : c_.bot_b, seat_seed(seed, seat));
      Game game(c_.rules, Game::ManualDeals{});
      const std::size_t max_deals = static_cast<std::size_t>(max_game_deals(c_.rules));
      std::size_t k = 0;
      for (;;) {
        if (game.awaiting_deal()) {
          if (game.over() || (!games && k == 1)) break;
          // A game that cannot end (max_game_deals, bots/player.h) is an error.
          if (k == max_deals) throw std::runtime_error("board " + std::to_string(board) + ": " + GameTooLong(static_cast<int>(max_deals)).what());
          game.begin_deal_from_order(k == 0 ? first_dealer : game.expected_dealer(), deck(k));
          ++k;
          continue;
        }
        const int seat = game.to_act();
        game.apply(agents[static_cast<std::size_t>(seat)]->act(game, seat));
      }
      for (const DealRecord& rec : game.records()) record_deal(rec.final_state, st, out);
      if (games) {
        ++out.games;
        const std::optional<int> w = game.winner();
        const double baseline = static_cast<double>(st.seats[0]) / seats;
        out.win += w ? (st.role[static_cast<std::size_t>(*w)] == 0 ? 1.0 : 0.0) : baseline;
      }
    }
    out.win /= plays;
    return out;
  }

 private:
  const Config& c_;
  const CompiledRules& cr_;
};

void add(BotStats& to, const BotStats& from) {
  to.called += from.called;
  to.makes += from.makes;
  to.euchred += from.euchred;
  to.euchres += from.euchres;
  to.marches += from.marches;
  to.loners_tried += from.loners_tried;
  to.loners_made += from.loners_made;
  to.loners_marched += from.loners_marched;
  to.points += from.points;
}

}  // namespace

Result run(const Config& c) {
  validate(c.rules);
  make_agent(c.bot_a, 0);  // unknown names fail here, before any thread starts
  make_agent(c.bot_b, 0);
  const CompiledRules cr(c.rules);
  const long boards = c.games > 0 ? c.games : c.deals;
  std::vector<BoardResult> results(static_cast<std::size_t>(std::max(0L, boards)));
  const BoardPlayer player(c, cr);

  std::atomic<long> next{0}, done{0};
  std::mutex mu;
  std::condition_variable cv;
  std::exception_ptr error;
  const long chunks = (boards + kChunk - 1) / kChunk;
  const int threads = static_cast<int>(std::clamp<long>(c.threads, 1, std::max(1L, chunks)));
  int running = threads;
  auto work = [&] {
    try {
      for (;;) {
        const long start = next.fetch_add(kChunk);
        if (start >= boards) break;
        for (long i = start; i < std::min(boards, start + kChunk); ++i) {
          results[static_cast<std::size_t>(i)] = player.play(i);
          done.fetch_add(1, std::memory_order_relaxed);
        }
      }
    } catch (...) {
      std::lock_guard lock(mu);
      if (!error) error = std::current_exception();
      next.store(boards);
    }
    std::lock_guard lock(mu);
    --running;
    cv.notify_all();
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work);
  {
    std::unique_lock lock(mu);
    while (running > 0) {
      cv.wait_for(lock, std::chrono::milliseconds(100));
      if (c.progress) {
        lock.unlock();
        c.progress(done.load(), boards);
        lock.lock();
      }
    }
  }
  for (std::thread& t : pool) t.join();
  if (error) std::rethrow_exception(error);

  // Merge in board order: the sums do not depend on the threads.
  Result r;
  r.boards = boards;
  double diff = 0, win = 0;
  for (const BoardResult& b : results) {
    diff += b.diff;
    win += b.win;
    r.deals += b.deals;
    r.games += b.games;
    r.scored_with_maker += b.scored_with_maker;
    r.passed_out += b.passed_out;
    for (std::size_t s = 0; s < 2; ++s) add(r.stats[s], b.stats[s]);
  }
  if (r.deals > 0) r.points_per_deal = diff / static_cast<double>(r.deals);
  r.ci_low = r.ci_high = r.points_per_deal;
  if (boards >= 2 && r.deals > 0) {
    // Ratio estimator over boards: Var(X) ~ sum (d_i - X n_i)^2 / (m (m-1) nbar^2).
    double ss = 0;
    for (const BoardResult& b : results) {
      const double e = b.diff - r.points_per_deal * static_cast<double>(b.deals);
      ss += e * e;
    }
    const double m = static_cast<double>(boards);
    const double nbar = static_cast<double>(r.deals) / m;
    const double se = std::sqrt(ss / (m * (m - 1))) / nbar;
    r.ci_low = r.points_per_deal - kZ95 * se;
    r.ci_high = r.points_per_deal + kZ95 * se;
  }
  r.win_baseline = c.rules.mode == Mode::ThreeHanded ? 1.0 / 3.0 : 0.5;
  if (c.games > 0 && boards > 0) {
    const double m = static_cast<double>(boards);
    const double mean = win / m;
    r.match_win_rate = mean;
    r.win_ci_low = r.win_ci_high = mean;
    if (boards >= 2) {
      double ss = 0;
      for (const BoardResult& b : results) ss += (b.win - mean) * (b.win - mean);
      const double se = std::sqrt(ss / (m * (m - 1)));
      r.win_ci_low = mean - kZ95 * se;
      r.win_ci_high = mean + kZ95 * se;
    }
  }
  return r;
}

namespace {

std::string fixed(double x, int digits = 4) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%+.*f", digits, x);
  return buf;
}

}  // namespace

std::string format_text(const Config& c, const Result& r) {
  std::string out;
  auto line = [&](const std::string& key, const std::string& value) { out += key + ": " + value + "\n"; };
  line("bots", c.bot_a + " (A) vs " + c.bot_b + " (B)");
  line("preset", c.preset);
  line("mode", std::string(c.games > 0 ? "games" : "deals") + (c.duplicate ? ", duplicate" : ""));
  line("seed", std::to_string(c.seed));
  line("boards", std::to_string(r.boards));
  if (c.games > 0) line("games", std::to_string(r.games));
  line("deals", std::to_string(r.deals));
  line("points_per_deal", fixed(r.points_per_deal));
  line("ci95", "[" + fixed(r.ci_low) + ", " + fixed(r.ci_high) + "]");
  if (r.match_win_rate) {
    char buf[128];
    std::snprintf(buf, sizeof buf, "%.4f [%.4f, %.4f] (equal bots: %.4f)", *r.match_win_rate, r.win_ci_low,
                  r.win_ci_high, r.win_baseline);
    line("match_win_rate", buf);
  } else {
    line("match_win_rate", "n/a (play --games for it)");
  }
  line("passed_out", std::to_string(r.passed_out));
  line("scored_with_trump", std::to_string(r.scored_with_maker));
  char buf[256];
  std::snprintf(buf, sizeof buf, "%-16s %12s %12s\n", "", c.bot_a.substr(0, 12).c_str(), c.bot_b.substr(0, 12).c_str());
  out += buf;
  auto row = [&](const char* name, long BotStats::*field) {
    std::snprintf(buf, sizeof buf, "%-16s %12ld %12ld\n", name, r.stats[0].*field, r.stats[1].*field);
    out += buf;
  };
  row("called", &BotStats::called);
  row("makes", &BotStats::makes);
  row("euchred", &BotStats::euchred);
  row("euchres", &BotStats::euchres);
  row("marches", &BotStats::marches);
  row("loners_tried", &BotStats::loners_tried);
  row("loners_made", &BotStats::loners_made);
  row("loners_marched", &BotStats::loners_marched);
  const double deals = r.deals > 0 ? static_cast<double>(r.deals) : 1.0;
  std::snprintf(buf, sizeof buf, "%-16s %12.4f %12.4f\n", "points_per_deal", r.stats[0].points / deals,
                r.stats[1].points / deals);
  out += buf;
  return out;
}

std::string format_json(const Config& c, const Result& r) {
  nlohmann::ordered_json j;
  j["bots"] = {c.bot_a, c.bot_b};
  j["deals"] = r.deals;
  j["points_per_deal"] = r.points_per_deal;
  j["ci95"] = {r.ci_low, r.ci_high};
  j["match_win_rate"] = r.match_win_rate ? nlohmann::ordered_json(*r.match_win_rate) : nlohmann::ordered_json(nullptr);
  if (r.match_win_rate) j["match_win_ci95"] = {r.win_ci_low, r.win_ci_high};
  j["match_win_baseline"] = r.win_baseline;
  j["preset"] = c.preset;
  j["duplicate"] = c.duplicate;
  j["seed"] = c.seed;
  j["boards"] = r.boards;
  j["games"] = r.games;
  j["passed_out"] = r.passed_out;
  j["scored_with_trump"] = r.scored_with_maker;
  nlohmann::ordered_json stats = nlohmann::ordered_json::array();
  for (std::size_t s = 0; s < 2; ++s) {
    const BotStats& b = r.stats[s];
    stats.push_back({{"bot", s == 0 ? c.bot_a : c.bot_b},
                     {"called", b.called},
                     {"makes", b.makes},
                     {"euchred", b.euchred},
                     {"euchres", b.euchres},
                     {"marches", b.marches},
                     {"loners_tried", b.loners_tried},
                     {"loners_made", b.loners_made},
                     {"loners_marched", b.loners_marched},
                     {"points_per_deal", r.deals > 0 ? b.points / static_cast<double>(r.deals) : 0.0}});
  }
  j["stats"] = stats;
  return j.dump(2) + "\n";
}

}  // namespace euchre::arena
