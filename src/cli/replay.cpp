// `euchre replay FILE [--json] [--trace] [--strict]`: reads an EGN record,
// replays it through the engine and prints it deal by deal. Warnings (what
// is odd but readable) go to stderr. Exit 0: valid record; 1: invalid
// record (the error on stderr; with --strict, a warning too); 2: usage
// (no such file, a directory, unreadable).
#include <fmt/core.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "core/notation.h"
#include "cli/record_file.h"
#include "egn/egn.h"
#include "egn/summary_json.h"

namespace euchre::cli {
namespace {

using nlohmann::ordered_json;

ordered_json opt_json(const std::optional<int>& v) { return v ? ordered_json(*v) : ordered_json(nullptr); }

std::string side_name(const Rules& r, int k) { return (r.partnerships() ? "team " : "player ") + std::to_string(k); }

std::string joined(const std::vector<int>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i) s += '-';
    s += std::to_string(v[i]);
  }
  return s;
}

// One JSON line per decision: the seat, its legal actions and its choice.
void print_trace(const egn::Record& record) {
  int number = 0;  // over the whole record: a played-on deal is its Game's deal 0
  for (const Game* game : record.games()) {
    Game g(game->rules(), Game::ManualDeals{}, game->initial_score());
    for (const DealRecord& rec : game->records()) {
      g.begin_deal(rec.dealer, rec.hands, rec.up_card, rec.kitty);
      for (const Move& m : rec.moves) {
        ActionList list;
        g.legal(list);
        ordered_json line;
        line["deal"] = number;
        line["seat"] = m.seat;
        ordered_json legal = ordered_json::array();
        for (Action a : list) legal.push_back(action_text(a));
        line["legal"] = legal;
        line["action"] = action_text(m.action);
        std::cout << line.dump() << "\n";
        g.apply(m.action);
      }
      ++number;
    }
  }
}

std::vector<int> per_side(const Rules& r, const std::array<int, 4>& v) {
  return std::vector<int>(v.begin(), v.begin() + r.scorers());
}

// The series of games (laps and slams): games won, slams, points carried
// into the game in progress, each game as it ended, the rubber's value.
ordered_json series_json(const Rules& r, const SeriesScore& s) {
  ordered_json j;
  j["kind"] = get_option(r, "series");
  j["games_won"] = per_side(r, s.won);
  j["slams"] = per_side(r, s.slams);
  j["carried"] = per_side(r, s.start);
  ordered_json games = ordered_json::array();
  for (const SeriesGame& g : s.games)
    games.push_back({{"winner", g.winner},
                     {"score", per_side(r, g.score)},
                     {"slam", g.slam},
                     {"counts", g.counts},
                     {"carried", g.carried}});
  j["games"] = games;
  if (r.series == SeriesKind::Rubber) j["rubber_points"] = per_side(r, rubber_points(r, s));
  return j;
}

void print_json(const egn::Record& record) {
  ordered_json out;
  ordered_json deals = ordered_json::array();
  for (const egn::DealSummary& d : egn::summarize(record)) deals.push_back(egn::summary_json(d));
  out["deals"] = deals;
  ordered_json fin;
  const Game& last = record.last_game();
  std::vector<int> score(last.score().begin(), last.score().begin() + record.rules.scorers());
  fin["score"] = score;
  fin["winner"] = opt_json(record.game->winner());
  out["final"] = fin;
  if (record.rules.plays_series()) out["series"] = series_json(record.rules, record.game->series());
  std::cout << out.dump() << "\n";
}

// Every deal of the record with the Game that holds it.
std::vector<std::pair<const Game*, const DealRecord*>> all_deals(const egn::Record& record) {
  std::vector<std::pair<const Game*, const DealRecord*>> out;
  for (const Game* g : record.games())
    for (const DealRecord& rec : g->records()) out.emplace_back(g, &rec);
  return out;
}

void print_plain(const egn::Record& record) {
  const Rules& r = record.rules;
  const auto summaries = egn::summarize(record);
  const auto deals = all_deals(record);
  for (std::size_t i = 0; i < summaries.size(); ++i) {
    const egn::DealSummary& d = summaries[i];
    const Game& game = *deals[i].first;
    const DealRecord& rec = *deals[i].second;
    fmt::print("deal {}: dealer seat {}, {}\n", d.number, d.dealer,
               rec.up_card == kNoCard ? std::string("no card turned") : "up-card " + card_text(rec.up_card));
    std::string calls;
    for (const Move& m : rec.moves)
      if (m.action.kind != ActionKind::Play) calls += fmt::format(" {}:{}", m.seat, action_text(m.action));
    // Group plays by trick using the number of active players of the deal.
    const DealState& s = rec.finished ? rec.final_state : game.deal();
    const int per_trick = std::popcount(s.active);
    std::string tricks;
    int n = 0;
    for (const Move& m : rec.moves)
      if (m.action.kind == ActionKind::Play) {
        if (n++ % per_trick == 0) tricks += "\n  trick:";
        tricks += fmt::format(" {}({})", card_text(m.action.arg), m.seat);
      }
    fmt::print("  calls:{}\n", calls.empty() ? " none" : calls);
    if (d.trump)
      fmt::print("  trump {}, maker seat {}{}{}{}\n", suit_name(*d.trump), d.maker.value_or(-1),
                 d.bid ? fmt::format(", bid {} tricks", *d.bid) : "",
                 d.alone ? fmt::format(", alone seat {}{}", *d.alone, d.jambone ? " (a jambone)" : "") : "",
                 d.defender_alone ? fmt::format(", defending alone seat {}", *d.defender_alone) : "");
    else if (d.finished)
      fmt::print("  no trump made: misdeal or throw-in\n");
    if (d.jamboree) fmt::print("  jamboree shown by seat {}: the five highest trumps, 16 without play\n", *d.jamboree);
    if (!tricks.empty()) fmt::print("  tricks by card (seat):{}\n", tricks);
    fmt::print("  tricks {}  points {}  score {}{}\n", joined(d.tricks), joined(d.points), joined(d.score),
               d.finished ? "" : "  (unfinished)");
    for (const SeriesGame& g : d.games_won)  // a lap can win several games on one deal
      fmt::print("  game won by {}{}; {} carried into the next game\n", side_name(r, g.winner),
                 g.slam ? ", a slam (counts two games)" : "", g.carried);
  }
  const Game& game = *record.game;
  const auto w = game.winner();
  const Game& last = record.last_game();
  std::vector<int> score(last.score().begin(), last.score().begin() + r.scorers());
  if (r.plays_series()) {
    const SeriesScore& s = game.series();
    fmt::print("series {}: games won {}, slams {}, carried into the game in progress {}\n", get_option(r, "series"),
               joined(per_side(r, s.won)), joined(per_side(r, s.slams)), joined(per_side(r, s.start)));
    if (r.series == SeriesKind::Rubber) fmt::print("rubber points {}\n", joined(per_side(r, rubber_points(r, s))));
  }
  fmt::print("final score {}: {}\n", joined(score),
             w ? side_name(r, *w) + " wins" : (game.over() ? "no winner" : "game unfinished"));
}

}  // namespace

int run_replay(const ReplayOptions& opt) {
  int code = 0;
  const std::optional<egn::Record> loaded = load_record("replay", opt.file, opt.strict, code);
  if (!loaded) return code;
  const egn::Record& rec = *loaded;
  if (opt.trace) print_trace(rec);
  if (opt.json) print_json(rec);
  else if (!opt.trace) print_plain(rec);
  return 0;
}

}  // namespace euchre::cli
