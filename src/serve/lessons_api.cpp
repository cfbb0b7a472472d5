// The page's lessons (lessons_api.h): each position replayed in the engine
// and written as the learner's seat would see it at a table.
#include "serve/lessons_api.h"

#include <array>
#include <charconv>
#include <cmath>

#include "core/notation.h"
#include "lessons/figures.h"
#include "lessons/lessons.h"
#include "protocol/state.h"

namespace euchre::serve {
namespace {

using nlohmann::json;

// The other three at a lesson's table, named from the learner's seat (the
// page says "You" for the learner's own seat and "Pat (partner)" for Pat).
constexpr std::array<const char*, 3> kOthers{"Lee", "Pat", "Robin"};  // left, across, right

protocol::TableFacts lesson_facts(const lessons::Position& p, std::size_t lesson, std::size_t position) {
  protocol::TableFacts facts;
  facts.table = "lesson-" + std::to_string(lesson + 1) + "-" + std::to_string(position + 1);
  for (int k = 0; k < 4; ++k) facts.names[static_cast<std::size_t>((p.seat + k) % 4)] = k == 0 ? "You" : kOthers[static_cast<std::size_t>(k - 1)];
  return facts;
}

json position_json(const lessons::Position& p, std::size_t lesson, std::size_t position) {
  const auto game = lessons::replay(p);
  json state = protocol::state_for(*game, p.seat, lesson_facts(p, lesson, position));
  // The learner chooses among the lesson's choices, not every legal action.
  json legal = json::array(), choices = json::array();
  for (const std::string& c : p.choices) {
    const auto action = parse_action(c, game->deal());
    if (!action) throw lessons::LessonError("lesson " + std::to_string(lesson + 1) + ": choice \"" + c + "\" does not parse");
    legal.push_back(action_text(*action));
    choices.push_back({{"action", action_text(*action)}, {"words", lessons::action_words(c, game->deal())}});
  }
  state["legal"] = legal;
  const auto answer = parse_action(p.answer, game->deal());
  return {{"question", p.question},
          {"state", state},
          {"choices", choices},
          {"answer", answer ? action_text(*answer) : p.answer},
          {"answer_words", lessons::action_words(p.answer, game->deal())},
          {"why", p.why}};
}

json lessons_json() {
  json out = json::array();
  const auto& all = lessons::builtin_lessons();
  for (std::size_t i = 0; i < all.size(); ++i) {
    json positions = json::array();
    for (std::size_t k = 0; k < all[i].positions.size(); ++k) positions.push_back(position_json(all[i].positions[k], i, k));
    out.push_back({{"id", all[i].id}, {"title", all[i].title}, {"text", all[i].text}, {"positions", positions}});
  }
  return {{"lessons", out}, {"level", lessons::kFiguresLevel}};
}

std::optional<std::size_t> number_from_one(std::string_view text, std::size_t limit) {
  std::size_t n = 0;
  if (text.empty() || text.front() == '0') return std::nullopt;  // "01" names nothing
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || n < 1 || n > limit) return std::nullopt;
  return n - 1;
}

}  // namespace

const std::string& lessons_reply_text() {
  // The built-in lessons are checked by tests/lessons_test.cpp; should one
  // still not replay (a build from edited data), the page is told so.
  static const std::string text = [] {
    try {
      return lessons_json().dump();
    } catch (const lessons::LessonError& e) {
      return json{{"error", std::string("the built-in lessons are broken: ") + e.what()}}.dump();
    }
  }();
  return text;
}

std::optional<std::pair<std::size_t, std::size_t>> lesson_figures_target(const std::string& path) {
  const std::string head = "/api/lessons/", tail = "/figures";
  if (path.rfind(head, 0) != 0 || !path.ends_with(tail) || path.size() <= head.size() + tail.size()) return std::nullopt;
  const std::string middle = path.substr(head.size(), path.size() - head.size() - tail.size());
  const auto slash = middle.find('/');
  if (slash == std::string::npos) return std::nullopt;
  const std::string id = middle.substr(0, slash);
  const auto& all = lessons::builtin_lessons();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].id == id)
      if (const auto k = number_from_one(std::string_view(middle).substr(slash + 1), all[i].positions.size())) return std::pair{i, *k};
  return std::nullopt;
}

std::optional<json> LessonFigures::kept(std::pair<std::size_t, std::size_t> at) const {
  const std::lock_guard lock(mutex_);
  if (const auto it = kept_.find(at); it != kept_.end()) return it->second;
  return std::nullopt;
}

json LessonFigures::work_out(std::pair<std::size_t, std::size_t> at) {
  if (auto known = kept(at)) return *known;
  const lessons::Position& p = lessons::builtin_lessons().at(at.first).positions.at(at.second);
  json figures = json::array();
  for (const lessons::Figure& f : lessons::expert_figures(p)) {
    // Two decimals, as the page shows them: the reply is the same on every machine's printing.
    const json points = f.points ? json(std::round(*f.points * 100.0) / 100.0) : json(nullptr);
    figures.push_back({{"words", f.words}, {"points", points}});
  }
  json reply = {{"lesson", lessons::builtin_lessons()[at.first].id}, {"position", at.second + 1},
                {"level", lessons::kFiguresLevel}, {"figures", figures}};
  const std::lock_guard lock(mutex_);
  kept_.emplace(at, reply);
  return reply;
}

}  // namespace euchre::serve
