// `euchre learn` (learn.h): a lesson's text, then each position told in
// words, the learner's choice, and the expert's verdict with its figures.
// Progress is a small JSON file; failing to read or write it is reported and
// the lesson goes on (a lesson is worth more than its bookkeeping).
#include "terminal/learn.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "core/notation.h"
#include "core/view.h"
#include "lessons/figures.h"
#include "lessons/lessons.h"

namespace euchre::terminal {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using lessons::Lesson;
using lessons::Position;

std::string default_progress_path() {
  if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) return (fs::path(x) / "euchre" / "lessons.json").string();
  if (const char* h = std::getenv("HOME"); h && *h) return (fs::path(h) / ".config" / "euchre" / "lessons.json").string();
  return "";
}

// {"lessons": {"<id>": {"right": n, "of": m}}}; anything unreadable starts afresh.
json load_progress(const std::string& path, std::ostream& err) {
  json empty = {{"lessons", json::object()}};
  if (path.empty() || !fs::exists(path)) return empty;
  std::ifstream in(path);
  if (!in) {
    err << "euchre learn: cannot read progress file " << path << "; starting afresh\n";
    return empty;
  }
  try {
    json j = json::parse(in);
    if (j.is_object() && j.contains("lessons") && j["lessons"].is_object()) return j;
  } catch (const json::exception&) {
  }
  err << "euchre learn: progress file " << path << " is not a lessons progress file; starting afresh\n";
  return empty;
}

void save_progress(const std::string& path, const json& j, std::ostream& err) {
  if (path.empty()) {
    err << "euchre learn: no HOME to keep progress in (use --progress FILE)\n";
    return;
  }
  std::error_code ec;
  const fs::path p(path);
  if (p.has_parent_path()) fs::create_directories(p.parent_path(), ec);
  std::ofstream f(path, std::ios::trunc);
  f << j.dump(2) << "\n";
  f.close();
  if (!f || ec) err << "euchre learn: cannot save progress to " << path << (ec ? ": " + ec.message() : "") << "\n";
}

// Who a seat is to the learner.
std::string who(int seat, int me) {
  if (seat == me) return "You";
  if (seat == (me + 2) % 4) return "Your partner";
  return seat == (me + 1) % 4 ? "The opponent on your left" : "The opponent on your right";
}

// "play the ace" -> "plays the ace": the history reads as sentences.
std::string third_person(const std::string& what) {
  const auto space = what.find(' ');
  std::string verb = what.substr(0, space);
  verb += verb == "pass" ? "es" : verb == "go" ? "es" : "s";
  return space == std::string::npos ? verb : verb + what.substr(space);
}

std::vector<Card> cards_of(CardSet s) {
  std::vector<Card> out;
  for (Card c : s) out.push_back(c);
  return out;
}

// The situation in words: dealer, up-card, every action so far, the hand.
void tell_position(const Position& p, const Game& g, std::ostream& out) {
  const int me = p.seat;
  const DealRecord& r = g.records().back();
  out << who(r.dealer, me) << (r.dealer == me ? " deal" : " deals") << "; the card turned up is "
      << lessons::card_words(r.up_card) << ".\n";
  Game replayed(lessons::position_rules(p), Game::ManualDeals{});  // to word each move in its own phase
  replayed.begin_deal(r.dealer, r.hands, r.up_card, r.kitty);
  for (const Move& m : r.moves) {
    std::string what;
    if (m.action.kind == ActionKind::Discard && m.seat != me) what = "discards a card face down";
    else what = lessons::action_words(action_text(m.action), replayed.deal());
    out << "  " << who(m.seat, me) << " " << (m.seat == me ? what : third_person(what)) << ".\n";
    replayed.apply(m.action);
  }
  const SeatView v = make_view(g, me);
  if (v.trump != kTrumpUnset) out << "Trump is " << suit_name(v.trump) << ".\n";
  out << "Your hand: " << lessons::cards_words(cards_of(v.hand)) << ".\n";
}

// The learner's choice: a number from the list, or the same words as `euchre
// play` ("p", "order", "h", "Ac"). Nullopt at the end of input.
std::optional<std::size_t> ask(const Position& p, const DealState& s, bool echo, std::istream& in, std::ostream& out) {
  for (;;) {
    out << "Your choice (1-" << p.choices.size() << "): " << std::flush;
    std::string line;
    if (!std::getline(in, line)) return std::nullopt;
    if (echo) out << line << "\n";  // piped input: the transcript shows what was answered
    const std::string typed = lower(trim(line));
    if (typed.empty()) continue;
    char* end = nullptr;
    const long n = std::strtol(typed.c_str(), &end, 10);
    if (end && *end == '\0') {
      if (n >= 1 && static_cast<std::size_t>(n) <= p.choices.size()) return static_cast<std::size_t>(n - 1);
    } else if (const auto a = parse_action(typed, s)) {
      for (std::size_t i = 0; i < p.choices.size(); ++i)
        if (parse_action(p.choices[i], s) == a) return i;
    }
    out << "\"" << trim(line) << "\" is not one of the choices: type a number from 1 to " << p.choices.size()
        << ", or the choice itself (for example \"" << action_text(*parse_action(p.choices[0], s)) << "\").\n";
  }
}

// The expert's figures for the offered choices, in the order offered.
void tell_figures(const Position& p, const LearnOptions& opt, std::ostream& out) {
  out << "The expert's figures (points this deal, your side's minus theirs, on average):\n";
  for (const lessons::Figure& f : lessons::expert_figures(p, opt.level, opt.seed))
    if (f.points) out << fmt::format("  {:<32} {:+.2f}\n", f.words, *f.points);
}

void list_lessons(const std::vector<Lesson>& all, const json& progress, std::ostream& out) {
  out << "Lessons (start one with `euchre learn N`):\n";
  for (std::size_t i = 0; i < all.size(); ++i) {
    out << fmt::format("  {:>2}. {}", i + 1, all[i].title);
    const json& l = progress["lessons"];
    if (l.contains(all[i].id) && l[all[i].id].is_object())
      out << fmt::format("  (done: {} of {} right)", l[all[i].id].value("right", 0), l[all[i].id].value("of", 0));
    out << "\n";
  }
}

}  // namespace

namespace {

int run_learn_checked(const LearnOptions& opt, std::istream& in, std::ostream& out, std::ostream& err) {
  const std::vector<Lesson>& all = lessons::builtin_lessons();
  const std::string path = opt.progress.empty() ? default_progress_path() : opt.progress;
  json progress = load_progress(path, err);
  if (opt.lesson.empty()) {
    list_lessons(all, progress, out);
    return 0;
  }
  std::size_t index = all.size();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (opt.lesson == std::to_string(i + 1) || opt.lesson == all[i].id) index = i;
  if (index == all.size()) {
    err << "euchre learn: no lesson \"" << opt.lesson << "\": give a number from 1 to " << all.size()
        << " (`euchre learn` lists them)\n";
    return 2;
  }
  const Lesson& lesson = all[index];
  out << "Lesson " << index + 1 << ": " << lesson.title << "\n\n";
  for (const std::string& para : lesson.text) out << para << "\n\n";
  int right = 0;
  for (std::size_t k = 0; k < lesson.positions.size(); ++k) {
    const Position& p = lesson.positions[k];
    const auto g = lessons::replay(p);
    out << "Position " << k + 1 << " of " << lesson.positions.size() << ".\n";
    tell_position(p, *g, out);
    out << p.question << "\n";
    for (std::size_t i = 0; i < p.choices.size(); ++i)
      out << "  " << i + 1 << ". " << lessons::action_words(p.choices[i], g->deal()) << "\n";
    const auto chosen = ask(p, g->deal(), opt.echo, in, out);
    if (!chosen) {
      out << "\n(input ended: the lesson stops here)\n";
      return 0;
    }
    const bool ok = p.choices[*chosen] == p.answer;
    right += ok;
    out << (ok ? "Right: " : "Not quite: the expert would ") << lessons::action_words(p.answer, g->deal()) << ".\n"
        << p.why << "\n";
    tell_figures(p, opt, out);
    out << "\n";
  }
  out << fmt::format("Lesson {} done: {} of {} right.\n", index + 1, right, lesson.positions.size());
  if (index + 1 < all.size()) out << "Next: `euchre learn " << index + 2 << "` (" << all[index + 1].title << ").\n";
  progress["lessons"][lesson.id] = {{"right", right}, {"of", lesson.positions.size()}};
  save_progress(path, progress, err);
  return 0;
}

}  // namespace

// The built-in lessons are checked by tests/lessons_test.cpp; should one
// still not replay (a build from edited data), say so rather than crash.
int run_learn(const LearnOptions& opt, std::istream& in, std::ostream& out, std::ostream& err) {
  try {
    return run_learn_checked(opt, in, out, err);
  } catch (const lessons::LessonError& e) {
    err << "euchre learn: the built-in lessons are broken: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace euchre::terminal
