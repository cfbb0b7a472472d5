// Generic games: every bot plays complete games of every preset and of a
// pairwise cover of every option value, and every game is checked:
//  - no exception, every chosen action legal (Player::choose);
//  - the game ends within max_game_deals (bots/player.h);
//  - cards are conserved at every step: each card of the deck (24/25/28/32/33)
//    is in exactly one place, a hand, the kitty (hidden cards and discards)
//    or the played cards (docs/rules.md, "Sequence of a deal", step 1: the deck
//    is dealt into the hands, the up-card and the kitty);
//  - the EGN record written for the game reads back and replays to the same
//    deals, moves, points and scores;
//  - no leak: no seat's view, at any moment, tells apart deals that differ
//    only in cards it may not see (tests/view_implication.h).
//
// The cover: every pair of values of two different options appears in at
// least one configuration, built greedily here from option_infos(); a pair
// that validate() rejects in every configuration tried (e.g. mode=three_handed
// with lone_defender=true) is left out, and every single value must still
// appear. random and basic play whole games of each configuration; expert:1
// (20 worlds a decision) plays every configuration too, for a few deals
// (num_deals), and whole games of the presets; the measuring sticks of
// issue 10, expert-v1:1 (the frozen expert) and ismcts:10 (ISMCTS with ten
// iterations a decision), and issue 40's expert-v2:1 (the expert frozen
// again) and expert-v3:1 (the learned auction), play a few deals of every
// configuration.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "players/bot_factory.h"
#include "bots/player.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/rng.h"
#include "core/view.h"
#include "egn/egn.h"
#include "same_game.h"
#include "test_util.h"
#include "view_implication.h"

namespace euchre {
namespace {

using test::kSanitized;
// Deals the expert plays in each configuration (whole games of the presets
// in the release build).
constexpr int kExpertDeals = kSanitized ? 2 : 3;

// ------------------------------------------------------------- the cover

struct Option {
  std::string name;
  std::vector<std::string> values;
};

// The values of every option: the '|'-separated list of its OptionInfo, or,
// for the two free-form numbers, a choice made here (target 0 means none and
// needs num_deals; target 1 ends at the first point), and for the series of
// games (laps and slams) the first to two games.
std::vector<Option> all_options() {
  std::vector<Option> out;
  for (const OptionInfo& info : option_infos()) {
    Option o{std::string(info.name), {}};
    const std::string v(info.values);
    if (o.name == "target") {
      o.values = {"10", "1", "0"};
    } else if (o.name == "num_deals") {
      o.values = {"0", "4"};
    } else if (o.name == "series") {
      o.values = {"single", "first_to:2", "rubber"};
    } else {
      if (v.find('|') == std::string::npos)
        throw std::logic_error("option " + o.name + " has free-form values '" + v + "': choose some in this test");
      std::size_t start = 0;
      for (;;) {
        const std::size_t bar = v.find('|', start);
        o.values.push_back(v.substr(start, bar == std::string::npos ? std::string::npos : bar - start));
        if (bar == std::string::npos) break;
        start = bar + 1;
      }
    }
    out.push_back(std::move(o));
  }
  return out;
}

using Config = std::vector<int>;  // a value index per option

// The rules of a configuration, or nullopt with validate()'s message.
std::optional<Rules> to_rules(const std::vector<Option>& opts, const Config& c, std::string* error = nullptr) {
  Rules r;
  try {
    for (std::size_t i = 0; i < opts.size(); ++i) set_option(r, opts[i].name, opts[i].values[static_cast<std::size_t>(c[i])]);
    validate(r);
  } catch (const RuleError& e) {
    if (error) *error = e.what();
    return std::nullopt;
  }
  return r;
}

// A preset's values as a configuration; an option whose preset value is not
// among those listed here (target=5) keeps its first listed value.
Config preset_config(const std::vector<Option>& opts, std::string_view preset_name) {
  const Rules r = preset(preset_name);
  Config c(opts.size(), 0);
  for (std::size_t i = 0; i < opts.size(); ++i) {
    const auto& vs = opts[i].values;
    const auto at = std::find(vs.begin(), vs.end(), get_option(r, opts[i].name));
    if (at != vs.end()) c[i] = static_cast<int>(at - vs.begin());
  }
  return c;
}

struct Cover {
  std::vector<Option> options;
  std::vector<Rules> rules;
  std::vector<std::string> labels;  // the non-default values of each configuration
  int pairs = 0;                    // pairs of values of two options
  int infeasible = 0;               // pairs no valid configuration was found for
  std::vector<std::pair<std::string, std::string>> rejected;  // those pairs, as NAME=VALUE
};

// Greedy pairwise cover (the AETG idea): each new configuration starts from
// the first uncovered pair and gives every other option, in a random order,
// the value that covers the most uncovered pairs with the options set so
// far. A configuration validate() rejects is repaired by re-drawing an
// option its error names ("option a=x conflicts with b=y"), never one of the
// starting pair; when it names only those two, any other option (a conflict
// may hang on a third: farmers_hand with mode=three_handed needs a deck with
// three hidden cards). The best valid one of a few candidates is kept, or
// failing that, of the presets' values with the pair; a
// starting pair that yields no valid configuration is counted infeasible
// and dropped (the test below checks that no preset accepts it).
Cover build_cover() {
  Cover cov;
  cov.options = all_options();
  const std::vector<Option>& opts = cov.options;
  const std::size_t n = opts.size();
  // Uncovered pairs as flags: offset[i][j] + a * |values of j| + b, i < j.
  std::vector<std::vector<std::size_t>> offset(n, std::vector<std::size_t>(n, 0));
  std::size_t total = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      offset[i][j] = total;
      total += opts[i].values.size() * opts[j].values.size();
    }
  auto index = [&](std::size_t i, int a, std::size_t j, int b) {
    if (i > j) std::swap(i, j), std::swap(a, b);
    return offset[i][j] + static_cast<std::size_t>(a) * opts[j].values.size() + static_cast<std::size_t>(b);
  };
  std::vector<char> uncovered(total, 1);
  std::size_t left = total;
  cov.pairs = static_cast<int>(total);
  Rng rng(20240611);
  auto covers = [&](const Config& c) {
    int k = 0;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) k += uncovered[index(i, c[i], j, c[j])];
    return k;
  };
  // The options a validation error names ("NAME=").
  auto named = [&](const std::string& error) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < n; ++i)
      if (error.find(opts[i].name + "=") != std::string::npos) out.push_back(i);
    return out;
  };
  std::size_t next = 0;  // no pair before this one is uncovered
  while (left > 0) {
    while (!uncovered[next]) ++next;
    // The pair at `next`.
    std::size_t si = 0, sj = 0;
    int sa = 0, sb = 0;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j)
        if (next >= offset[i][j] && next < offset[i][j] + opts[i].values.size() * opts[j].values.size()) {
          si = i, sj = j;
          sa = static_cast<int>((next - offset[i][j]) / opts[j].values.size());
          sb = static_cast<int>((next - offset[i][j]) % opts[j].values.size());
        }
    Config best;
    int best_score = 0;
    for (int candidate = 0; candidate < 12; ++candidate) {
      Config c(n, -1);
      c[si] = sa;
      c[sj] = sb;
      std::vector<std::size_t> order;
      for (std::size_t i = 0; i < n; ++i)
        if (c[i] < 0) order.push_back(i);
      rng.shuffle(order.data(), static_cast<int>(order.size()));
      for (std::size_t i : order) {
        int pick = 0, pick_score = -1;
        for (int v = 0; v < static_cast<int>(opts[i].values.size()); ++v) {
          int score = 0;
          for (std::size_t j = 0; j < n; ++j)
            if (j != i && c[j] >= 0) score += uncovered[index(i, v, j, c[j])];
          // Ties: a random value (so candidates differ).
          score = score * 8 + static_cast<int>(rng.below(8));
          if (score > pick_score) pick = v, pick_score = score;
        }
        c[i] = pick;
      }
      std::string error;
      int blind = 0;  // repairs the error gave no other option for
      for (int repair = 0; repair < 40 && blind < 10 && !to_rules(opts, c, &error); ++repair) {
        std::vector<std::size_t> others;
        for (std::size_t i : named(error))
          if (i != si && i != sj) others.push_back(i);
        if (others.empty()) {
          ++blind;
          for (std::size_t i = 0; i < n; ++i)
            if (i != si && i != sj) others.push_back(i);
        }
        const std::size_t i = others[rng.below(static_cast<std::uint32_t>(others.size()))];
        c[i] = static_cast<int>(rng.below(static_cast<std::uint32_t>(opts[i].values.size())));
      }
      if (!to_rules(opts, c)) continue;
      const int score = covers(c);
      if (score > best_score) best = c, best_score = score;
    }
    // A pair the random repairs miss may still fit a preset's other values
    // (deck=8 needs mode=two_handed and lone_maker=false together): tried
    // before the pair is called infeasible, as the check below would find it.
    if (best_score == 0)
      for (const PresetInfo& p : preset_infos()) {
        Config c = preset_config(opts, p.name);
        c[si] = sa;
        c[sj] = sb;
        if (!to_rules(opts, c)) continue;
        const int score = covers(c);
        if (score > best_score) best = c, best_score = score;
      }
    if (best_score == 0) {  // no valid configuration holds this pair
      uncovered[next] = 0;
      --left;
      ++cov.infeasible;
      cov.rejected.emplace_back(opts[si].name + "=" + opts[si].values[static_cast<std::size_t>(sa)],
                                opts[sj].name + "=" + opts[sj].values[static_cast<std::size_t>(sb)]);
      continue;
    }
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) {
        char& u = uncovered[index(i, best[i], j, best[j])];
        left -= static_cast<std::size_t>(u);
        u = 0;
      }
    cov.rules.push_back(*to_rules(opts, best));
    std::string label;
    const Rules defaults;
    for (std::size_t i = 0; i < n; ++i) {
      const std::string& v = opts[i].values[static_cast<std::size_t>(best[i])];
      if (get_option(defaults, opts[i].name) != v) label += (label.empty() ? "" : " ") + opts[i].name + "=" + v;
    }
    cov.labels.push_back(label);
  }
  // A pair given up early may still be met by a later configuration (the
  // repairs of a rejected one choose other values): then it is not infeasible.
  std::erase_if(cov.rejected, [&](const std::pair<std::string, std::string>& pr) {
    for (const Rules& r : cov.rules) {
      const auto eq = pr.first.find('='), eq2 = pr.second.find('=');
      if (get_option(r, pr.first.substr(0, eq)) == pr.first.substr(eq + 1) &&
          get_option(r, pr.second.substr(0, eq2)) == pr.second.substr(eq2 + 1))
        return true;
    }
    return false;
  });
  cov.infeasible = static_cast<int>(cov.rejected.size());
  return cov;
}

const Cover& cover() {
  static const Cover c = build_cover();
  return c;
}

// ------------------------------------------------------------- the checks

// Every card of the deck in exactly one place: a hand, the kitty, played.
void expect_conserved(const DealState& s, const CompiledRules& cr, const std::string& where) {
  CardSet all = s.kitty | s.played;
  int count = s.kitty.size() + s.played.size();
  for (int p = 0; p < 4; ++p) {
    all |= s.hand[static_cast<std::size_t>(p)];
    count += s.hand[static_cast<std::size_t>(p)].size();
  }
  ASSERT_EQ(all, cr.deck) << where << ": a card is missing or not of the deck";
  ASSERT_EQ(count, cr.deck_size) << where << ": a card is in two places";
}

// The record reads back and replays to the same deals, moves and scores.
void expect_round_trip(const Game& g, const std::string& ctx) {
  egn::Metadata meta;
  meta.title = ctx;
  const std::string text = egn::write(g, meta);
  egn::Record rec;
  try {
    rec = egn::read(text);
  } catch (const egn::EgnError& e) {
    FAIL() << ctx << ": the written record does not read back: " << e.what();
  }
  test::expect_same_game(g, *rec.game, ctx);
}

// A test-only player that reneges whenever it can (renege=callable allows
// it): a card off the led suit while holding that suit; otherwise a random
// legal action. It gives the other bots real reneges to call.
class Reneger : public Player {
 public:
  explicit Reneger(std::uint64_t seed) : random_(make_bot("random", seed)) {}
  Action choose(const SeatView& v) override {
    const ActionList honest = without_reneges(v);
    for (const Action& a : v.legal)
      if (!honest.contains(a)) return a;
    return random_->choose(v);
  }
  std::string_view name() const override { return "reneger"; }

 private:
  const CompiledRules& compiled(const Rules& r) {
    if (!cr_ || !(cr_->rules == r)) cr_ = std::make_unique<CompiledRules>(r);
    return *cr_;
  }
  std::unique_ptr<Player> random_;
  std::unique_ptr<CompiledRules> cr_;
};

struct Played {
  int deals = 0;
  int decisions = 0;
  int reneges = 0;  // deals ended by a proven renege
  bool only_redeals = false;  // every deal thrown in before bidding
};

// One complete game, bots[seat] at each seat (the last name fills the rest),
// checked at every step.
Played play_checked(const Rules& rules, const std::vector<std::string>& bots, std::uint64_t seed, const std::string& ctx) {
  Played out;
  Game g(rules, seed);
  const CompiledRules& cr = g.compiled();
  std::vector<std::unique_ptr<Player>> players;
  std::string names;
  for (int p = 0; p < cr.seats; ++p) {
    const std::string& bot = bots[std::min(static_cast<std::size_t>(p), bots.size() - 1)];
    const std::uint64_t bot_seed = seed * 4 + static_cast<std::uint64_t>(p);
    players.push_back(bot == "reneger" ? std::make_unique<Reneger>(bot_seed) : make_bot(bot, bot_seed));
    names += (p ? "," : "") + bot;
  }
  const std::string& bot = names;
  try {
    expect_conserved(g.deal(), cr, ctx + " deal 1 start");
    while (!g.over()) {
      check_game_length(g);
      const int seat = g.to_act();
      const SeatView v = make_view(g, seat);
      const Action a = players[static_cast<std::size_t>(seat)]->choose(v);
      if (!v.legal.contains(a)) {
        ADD_FAILURE() << ctx << ": " << bot << " chose illegal '" << action_text(a) << "' in " << phase_name(v.phase);
        return out;
      }
      g.apply(a);
      ++out.decisions;
      // The deal in progress (or the next one, dealt as soon as one ends);
      // every deal's final state is checked below.
      expect_conserved(g.deal(), cr, ctx + " deal " + std::to_string(g.deals_played()) + " after " + action_text(a));
      if (::testing::Test::HasFatalFailure()) return out;
    }
  } catch (const std::exception& e) {
    ADD_FAILURE() << ctx << ": " << bot << ": " << e.what() << " (deal " << g.deals_played() << ")";
    return out;
  }
  for (const DealRecord& rec : g.records()) {
    if (rec.finished) expect_conserved(rec.final_state, cr, ctx + " end of deal " + std::to_string(rec.number + 1));
    out.reneges += rec.finished && rec.final_state.end == DealEnd::Renege;
  }
  out.deals = g.deals_played();
  out.only_redeals = std::all_of(g.records().begin(), g.records().end(),
                                 [](const DealRecord& rec) { return rec.final_state.end == DealEnd::Redeal; });
  expect_round_trip(g, ctx + " " + bot);
  Rng worlds(seed);
  EXPECT_EQ(test::views_imply_nothing(g, worlds, 1), "") << ctx << " " << bot << ": a view implies a hidden card";
  return out;
}

// The expert plays a few deals: the same rules with num_deals set.
Rules few_deals(Rules r) {
  r.num_deals = r.num_deals > 0 ? std::min(r.num_deals, kExpertDeals) : kExpertDeals;
  return r;
}

struct Case {
  std::string name;
  std::string label;
  Rules rules;
  bool preset = false;
};

std::vector<Case> cases() {
  std::vector<Case> out;
  for (const PresetInfo& p : preset_infos()) {
    std::string n(p.name);
    std::replace(n.begin(), n.end(), '-', '_');
    out.push_back({"preset_" + n, "preset " + std::string(p.name), preset(p.name), true});
  }
  // Jambone and jamboree (K ch. 5) on a laps-and-slams preset: the cover
  // meets them too, this plays them whole with a series.
  {
    Rules r = preset("keller");
    for (const char* o : {"series=first_to:2", "laps=true", "slams=true", "jambone=true", "jamboree=true"})
      apply_override(r, o);
    validate(r);
    out.push_back({"laps_jambone", "keller series=first_to:2 laps slams jambone jamboree", r, false});
  }
  const Cover& c = cover();
  for (std::size_t i = 0; i < c.rules.size(); ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "cover_%02zu", i + 1);
    out.push_back({name, c.labels[i].empty() ? "defaults" : c.labels[i], c.rules[i], false});
  }
  return out;
}

void PrintTo(const Case& c, std::ostream* os) { *os << c.name << " (" << c.label << ")"; }

class GenericGames : public ::testing::TestWithParam<Case> {};

TEST_P(GenericGames, EveryBotPlaysCompleteCheckedGames) {
  const Case& k = GetParam();
  SCOPED_TRACE(k.label);
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t seed = std::hash<std::string>{}(k.name) % 100000;
  Played total;
  int games_played = 0;
  auto play = [&](const Rules& rules, const std::vector<std::string>& bots) {
    const Played p = play_checked(rules, bots, ++seed, k.label);
    // A game of a few deals can be all redeals (the Benny turned up twice
    // with benny_up=redeal, seen under the sanitizers' two deals): nobody decides.
    if (!p.only_redeals) {
      EXPECT_GT(p.decisions, 0);
    }
    total.deals += p.deals;
    total.decisions += p.decisions;
    total.reneges += p.reneges;
    ++games_played;
    return p;
  };
  // Random and basic: whole games at every seat (ten each, two under the
  // sanitizers).
  const int games = kSanitized ? 2 : 10;
  for (const char* bot : {"random", "basic"})
    for (int n = 0; n < games; ++n) {
      play(k.rules, {bot});
      if (HasFailure()) return;
    }
  // expert:1 at every seat, then a mixed table: whole games in the release
  // build (two each), a few deals (num_deals) under the sanitizers.
  const Rules expert_rules = kSanitized ? few_deals(k.rules) : k.rules;
  for (int n = 0; n < (kSanitized ? 1 : 2); ++n) {
    play(expert_rules, {"expert:1"});
    if (HasFailure()) return;
    play(expert_rules, {"expert:1", "basic", "random", "basic"});
    if (HasFailure()) return;
  }
  play(few_deals(k.rules), {"ismcts:10"});
  if (HasFailure()) return;
  play(few_deals(k.rules), {"expert-v1:1", "ismcts:10", "basic", "random"});
  if (HasFailure()) return;
  play(few_deals(k.rules), {"expert-v2:1", "expert-v3:1", "expert:1", "random"});
  if (HasFailure()) return;
  // Reneges allowed: a reneging seat, so the others meet reneges to call
  // (basic and expert call a proven one; the game still ends).
  if (k.rules.renege == Renege::Callable) {
    int reneges = 0;
    for (const char* bot : {"random", "basic", "expert:1", "ismcts:10"}) {
      const bool slow = std::string(bot) == "expert:1" || std::string(bot) == "ismcts:10";
      reneges += play(slow ? few_deals(k.rules) : k.rules, {"reneger", bot}).reneges;
      if (HasFailure()) return;
    }
    EXPECT_GT(reneges, 0) << "no renege was proven against the reneging seat";
  }
  EXPECT_GT(total.decisions, 0) << "no bot decided anything in any game of " << k.label;
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s: %d games, %d deals, %d decisions, %d proven reneges, %.2f s\n", k.name.c_str(), games_played,
              total.deals, total.decisions, total.reneges, s);
}

INSTANTIATE_TEST_SUITE_P(All, GenericGames, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case>& param_info) { return param_info.param.name; });

// The cover itself: every value of every option appears in a valid
// configuration, and only pairs validate() rejects are left out.
TEST(GenericCover, ReachesEveryValueOfEveryOption) {
  const Cover& c = cover();
  ASSERT_FALSE(c.rules.empty());
  for (const Option& o : c.options)
    for (const std::string& v : o.values) {
      bool seen = false;
      for (const Rules& r : c.rules) seen = seen || get_option(r, o.name) == v;
      EXPECT_TRUE(seen) << o.name << "=" << v << " is in no configuration";
    }
  // Every pair of values of two options in some configuration, or no valid
  // configuration found for it.
  int covered = 0;
  for (std::size_t i = 0; i < c.options.size(); ++i)
    for (std::size_t j = i + 1; j < c.options.size(); ++j)
      for (const std::string& a : c.options[i].values)
        for (const std::string& b : c.options[j].values) {
          bool seen = false;
          for (const Rules& r : c.rules)
            seen = seen || (get_option(r, c.options[i].name) == a && get_option(r, c.options[j].name) == b);
          covered += seen;
        }
  EXPECT_EQ(covered + c.infeasible, c.pairs);
  std::printf("cover: %zu configurations, %d of %d pairs of option values (%d rejected by validate)\n", c.rules.size(),
              covered, c.pairs, c.infeasible);
}

// A pair left out is one validate() rejects: on no preset does it validate
// (e.g. mode=three_handed with lone_defender=true: "no partner to leave out
// in a cutthroat game"); every configuration of the cover validates.
TEST(GenericCover, LeavesOutOnlyInvalidPairs) {
  const Cover& c = cover();
  EXPECT_GT(c.infeasible, 0);
  for (const auto& [a, b] : c.rejected) std::printf("rejected: %s %s\n", a.c_str(), b.c_str());
  for (const auto& [a, b] : c.rejected)
    for (const PresetInfo& p : preset_infos()) {
      Rules r = preset(p.name);
      apply_override(r, a);
      apply_override(r, b);
      EXPECT_THROW(validate(r), RuleError) << a << " " << b << " validates on preset " << p.name;
    }
  for (const Rules& r : c.rules) EXPECT_NO_THROW(validate(r));
}

}  // namespace
}  // namespace euchre
