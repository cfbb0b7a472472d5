// `euchre hint`, `euchre solve`, `euchre analyze`: the learning tools over
// EGN records (docs/learning-tools.md). Exit codes: 0 done, 1 the record or
// the position does not allow it (message on stderr), 2 usage.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "bots/expert_bot.h"
#include "cli/commands.h"
#include "learn/analyze.h"
#include "learn/hint.h"
#include "core/notation.h"
#include "core/view.h"
#include "cli/record_file.h"
#include "egn/egn.h"
#include "solver/solver.h"

namespace euchre::cli {

using learn::Hint;
using learn::rank_actions;
namespace {

int refuse(const std::string& cmd, const std::string& file, const std::string& why) {
  std::cerr << "euchre " << cmd << ": " << file << ": " << why << "\n";
  return 1;
}

// Why the record's end is no decision point (empty: it is one).
std::string no_decision(const Game& g) {
  if (g.records().empty()) return "the record has no deal";
  if (g.over()) return "the game is over";
  if (g.awaiting_deal() || g.deal().over()) return "the record ends between deals: there is no decision to make";
  return "";
}

std::string seat_text(int s) { return "seat " + std::to_string(s); }

}  // namespace

int run_hint(const HintOptions& opt) {
  int code = 0;
  auto rec = load_record("hint", opt.file, opt.strict, code);
  if (!rec) return code;
  const Game& g = rec->last_game();
  if (opt.seat < 0 || opt.seat >= g.compiled().seats) {
    std::cerr << "euchre hint: --seat " << opt.seat << " is not a seat of this game (0.." << g.compiled().seats - 1
              << ")\n";
    return 2;
  }
  if (const std::string why = no_decision(g); !why.empty()) return refuse("hint", opt.file, why);
  if (g.to_act() != opt.seat)
    return refuse("hint", opt.file,
                  seat_text(opt.seat) + " is not to act: " + seat_text(g.to_act()) + " is (" +
                      std::string(phase_name(g.deal().phase)) + ")");
  if (!rec->hand_known(rec->deal_count() - 1, opt.seat))
    return refuse("hint", opt.file, seat_text(opt.seat) + "'s hand is not fully known (\"Xx\" in playerCards)");
  const SeatView v = make_view(g, opt.seat);
  const std::vector<Hint> hints = rank_actions(v, opt.level, opt.seed);
  if (opt.json) {
    nlohmann::ordered_json j;
    j["seat"] = opt.seat;
    nlohmann::ordered_json actions = nlohmann::ordered_json::array();
    for (const Hint& h : hints) {
      nlohmann::ordered_json a;
      a["action"] = h.name;
      if (h.expected_points) a["expected_points"] = std::round(*h.expected_points * 1000) / 1000;
      else a["expected_points"] = nullptr;
      if (h.win_chance) a["win_chance"] = std::round(*h.win_chance * 1000) / 1000;
      else a["win_chance"] = nullptr;
      a["reason"] = h.reason;
      actions.push_back(a);
    }
    j["actions"] = actions;
    std::cout << j.dump() << "\n";
    return 0;
  }
  std::cout << "seat " << opt.seat << " to act (" << phase_name(v.phase) << "), best first:\n";
  for (const Hint& h : hints) {
    if (h.expected_points) std::cout << fmt::format("  {:<14} {:+.2f} points", h.name, *h.expected_points);
    else std::cout << fmt::format("  {:<14} {:>11}", h.name, "");
    if (h.win_chance) std::cout << fmt::format("  win {:5.1f}%", *h.win_chance * 100);
    std::cout << "  " << h.reason << "\n";
  }
  return 0;
}

int run_solve(const SolveOptions& opt) {
  int code = 0;
  auto rec = load_record("solve", opt.file, opt.strict, code);
  if (!rec) return code;
  const Game& g = rec->last_game();
  if (const std::string why = no_decision(g); !why.empty()) return refuse("solve", opt.file, why);
  const DealState& s = g.deal();
  if (s.phase != Phase::Play)
    return refuse("solve", opt.file,
                  "the record stops in " + std::string(phase_name(s.phase)) + ", not in the play of the tricks");
  const std::size_t last = rec->deal_count() - 1;
  for (int p = 0; p < g.compiled().seats; ++p)
    if (!rec->hand_known(last, p))
      return refuse("solve", opt.file,
                    "the hands are not all known (" + seat_text(p) +
                        " has \"Xx\" or unrecorded cards): open-hand values need every hand");
  Solver solver;
  const CardValues values = solver.card_values(s);
  std::vector<CardValue> sorted(values.begin(), values.end());
  std::stable_sort(sorted.begin(), sorted.end(), [](const CardValue& a, const CardValue& b) { return a.tricks > b.tricks; });
  if (opt.json) {
    nlohmann::ordered_json j;
    j["seat"] = s.to_act;
    j["trump"] = std::string(1, suit_letter(s.trump));
    nlohmann::ordered_json cards = nlohmann::ordered_json::object();
    for (const CardValue& cv : sorted) cards[card_text(cv.card)] = cv.tricks;
    j["cards"] = cards;
    std::cout << j.dump() << "\n";
    return 0;
  }
  std::cout << "seat " << int{s.to_act} << " to play, trump " << suit_name(s.trump) << "; tricks the side of seat "
            << int{s.to_act} << " takes from here (this trick included) with best play by all:\n";
  for (const CardValue& cv : sorted) std::cout << "  " << card_text(cv.card) << "  " << cv.tricks << "\n";
  return 0;
}

int run_analyze(const AnalyzeOptions& opt) {
  int code = 0;
  auto rec = load_record("analyze", opt.file, opt.strict, code);
  if (!rec) return code;
  const Game& src = *rec->game;
  const CompiledRules& cr = src.compiled();
  const learn::Analysis an = learn::analyze(*rec, {opt.level, opt.threshold, opt.seed});
  const bool target = an.target;
  Game g(src.rules(), Game::ManualDeals{}, src.initial_score());
  std::vector<egn::MoveNotes> notes;
  std::vector<std::string> open_lines;
  auto value_text = [&](double x) { return target ? fmt::format("{:.1f}%", x * 100) : fmt::format("{:.2f}", x); };
  for (std::size_t k = 0; k < src.records().size(); ++k) {
    const DealRecord& r = src.records()[k];
    const learn::DealAnalysis& da = an.deals[k];
    g.begin_deal(r.dealer, r.hands, r.up_card, r.kitty);
    egn::MoveNotes dn;
    if (da.open_hand) {
      const learn::OpenHand& oh = *da.open_hand;
      const std::string line = fmt::format("open hand: the makers (seat {}'s side) take {} of {} tricks with best play",
                                           oh.maker, oh.tricks, oh.of);
      dn[oh.move].push_back(line);
      open_lines.push_back(fmt::format("deal {}: {}", r.number, line));
    }
    for (const auto& [i, d] : da.decisions) {
      std::string line = fmt::format("seat {} {}: ", d.seat, action_text(d.action));
      if (d.verdict == learn::Verdict::Mistake)
        line += fmt::format("mistake, best {} ({} {} lost, {:.2f} points)", action_text(d.best),
                            target ? "match equity" : "value", value_text(d.lost), d.points_lost);
      else if (d.verdict == learn::Verdict::Close)
        line += fmt::format("close to best {} ({} lost)", action_text(d.best), value_text(d.lost));
      else
        line += fmt::format("best ({} {}, {:+.2f} points)", target ? "match equity" : "value", value_text(d.value),
                            d.points);
      dn[i].push_back(line);
    }
    for (const Move& m : r.moves) g.apply(m.action);
    notes.push_back(std::move(dn));
  }

  const std::string out = opt.out.empty()
                              ? (std::filesystem::path(opt.file).replace_extension("").string() + "-analyzed.egn")
                              : opt.out;
  egn::WriteOptions wo;
  wo.notes = std::move(notes);
  wo.unknown = rec->guessed;
  for (int seat : rec->guessed_discard) wo.unknown_discard.push_back(seat != kNobody);
  try {
    const std::string text = egn::write(g, rec->metadata, wo);
    std::ofstream f(out, std::ios::binary);
    f << text;
    f.close();
    if (!f) throw std::runtime_error("cannot write " + out);
  } catch (const std::exception& e) {
    std::cerr << "euchre analyze: " << e.what() << "\n";
    return 1;
  }
  std::cout << fmt::format("analysis of {} (expert level {}; a mistake loses more than {} {}):\n", opt.file, opt.level,
                           value_text(opt.threshold), target ? "match equity" : "value");
  std::cout << fmt::format("  {:<24} {:>9} {:>8} {:>12} {:>11}\n", "player", "decisions", "mistakes",
                           target ? "equity lost" : "value lost", "points lost");
  for (int p = 0; p < cr.seats; ++p) {
    const learn::SeatTotals& st = an.seats[static_cast<std::size_t>(p)];
    std::string name = "seat " + std::to_string(p);
    if (static_cast<std::size_t>(p) < rec->metadata.players.size()) name += " (" + rec->metadata.players[static_cast<std::size_t>(p)] + ")";
    std::cout << fmt::format("  {:<24} {:>9} {:>8} {:>12} {:>11.2f}\n", name, st.decisions, st.mistakes,
                             value_text(st.lost), st.points_lost);
  }
  for (const std::string& l : open_lines) std::cout << "  " << l << "\n";
  if (!rec->played_on.empty())  // the annotated record is the game to its end (egn::write takes one Game)
    std::cout << fmt::format("  {} deal(s) played after the game was over: not analyzed, not in the annotated record\n",
                             rec->played_on.size());
  std::cout << "annotated record written to " << out << "\n";
  return 0;
}

}  // namespace euchre::cli
