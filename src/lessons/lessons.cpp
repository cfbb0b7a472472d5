// Reading and replaying the lessons (lessons.h). Every failure names the
// lesson, the position and the field: the data is edited by hand.
#include "lessons/lessons.h"

#include <array>
#include <nlohmann/json.hpp>
#include <map>
#include <memory>
#include <string_view>

#include "core/notation.h"

namespace euchre::lessons {

extern const char* const kBuiltinLessonsJson;  // lessons_data.cpp, generated from data/lessons/lessons.json

namespace {

using nlohmann::json;

template <class T>
T field(const json& j, const char* name, const std::string& where) {
  if (!j.is_object() || !j.contains(name)) throw LessonError(where + ": missing \"" + name + "\"");
  try {
    return j.at(name).get<T>();
  } catch (const json::exception&) {
    throw LessonError(where + ": \"" + name + "\" has the wrong type");
  }
}

Position parse_position(const json& j, const std::string& where) {
  Position p;
  p.question = field<std::string>(j, "question", where);
  if (j.contains("rules"))
    for (const auto& [k, v] : field<std::map<std::string, std::string>>(j, "rules", where)) p.rules.emplace_back(k, v);
  p.dealer = field<int>(j, "dealer", where);
  p.up_card = field<std::string>(j, "up_card", where);
  const auto hands = field<std::vector<std::vector<std::string>>>(j, "hands", where);
  if (hands.size() != 4) throw LessonError(where + ": \"hands\" must list 4 hands");
  for (std::size_t i = 0; i < 4; ++i) p.hands[i] = hands[i];
  p.moves = field<std::vector<std::string>>(j, "moves", where);
  p.seat = field<int>(j, "seat", where);
  p.choices = field<std::vector<std::string>>(j, "choices", where);
  p.answer = field<std::string>(j, "answer", where);
  p.why = field<std::string>(j, "why", where);
  bool listed = false;
  for (const std::string& c : p.choices) listed = listed || c == p.answer;
  if (!listed) throw LessonError(where + ": the answer \"" + p.answer + "\" is not one of the choices");
  return p;
}

Card need_card(const std::string& text, const std::string& where) {
  const auto c = parse_card(text);
  if (!c) throw LessonError(where + ": \"" + text + "\" is no card");
  return *c;
}

}  // namespace

std::vector<Lesson> parse_lessons(const std::string& json_text) {
  json doc;
  try {
    doc = json::parse(json_text);
  } catch (const json::exception& e) {
    throw LessonError(std::string("the lessons are not JSON: ") + e.what());
  }
  std::vector<Lesson> out;
  const json lessons = doc.is_object() && doc.contains("lessons") ? doc.at("lessons") : json();
  if (!lessons.is_array()) throw LessonError("the lessons file has no \"lessons\" list");
  for (std::size_t i = 0; i < lessons.size(); ++i) {
    const json& l = lessons[i];
    const std::string where = "lesson " + std::to_string(i + 1);
    Lesson lesson;
    lesson.id = field<std::string>(l, "id", where);
    lesson.title = field<std::string>(l, "title", where);
    lesson.text = field<std::vector<std::string>>(l, "text", where);
    const json positions = l.contains("positions") ? l.at("positions") : json::array();
    for (std::size_t k = 0; k < positions.size(); ++k)
      lesson.positions.push_back(parse_position(positions[k], where + ", position " + std::to_string(k + 1)));
    out.push_back(std::move(lesson));
  }
  return out;
}

const char* builtin_lessons_json() { return kBuiltinLessonsJson; }

const std::vector<Lesson>& builtin_lessons() {
  static const std::vector<Lesson> lessons = parse_lessons(kBuiltinLessonsJson);
  return lessons;
}

Rules position_rules(const Position& p) {
  Rules r;
  for (const auto& [name, value] : p.rules) {
    try {
      set_option(r, name, value);
    } catch (const std::exception& e) {
      throw LessonError("rule " + name + "=" + value + ": " + e.what());
    }
  }
  return r;
}

std::unique_ptr<Game> replay(const Position& p) {
  auto g = std::make_unique<Game>(position_rules(p), Game::ManualDeals{});
  std::array<CardSet, 4> hands;
  CardSet dealt;
  for (std::size_t s = 0; s < 4; ++s)
    for (const std::string& t : p.hands[s]) {
      const Card c = need_card(t, "seat " + std::to_string(s));
      hands[s].add(c);
      dealt.add(c);
    }
  const Card up = need_card(p.up_card, "the up-card");
  dealt.add(up);
  std::vector<Card> kitty;  // the cards nobody sees: what the deck holds beyond the hands and the up-card
  for (Card c : g->compiled().deck)
    if (!dealt.contains(c)) kitty.push_back(c);
  try {
    g->begin_deal(p.dealer, hands, up, kitty);
  } catch (const std::exception& e) {
    throw LessonError(std::string("the deal: ") + e.what());
  }
  for (std::size_t i = 0; i < p.moves.size(); ++i) {
    const auto a = parse_action(p.moves[i], g->deal());
    const std::string where = "move " + std::to_string(i + 1) + " \"" + p.moves[i] + "\"";
    if (!a) throw LessonError(where + ": no action of this phase");
    try {
      g->apply(*a);
    } catch (const std::exception& e) {
      throw LessonError(where + ": " + e.what());
    }
  }
  return g;
}

std::string card_words(Card c) {
  // The core names the card ("jack of hearts", "Benny"); a lesson's sentence
  // takes it with its article.
  return "the " + euchre::card_words(c);
}

std::string cards_words(const std::vector<Card>& cards) {
  std::string out;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (i > 0) out += i + 1 == cards.size() ? " and " : ", ";
    out += card_words(cards[i]);
  }
  return out;
}

std::string action_words(const std::string& notation, const DealState& s) {
  const auto a = parse_action(notation, s);
  if (!a) return notation;
  const std::string alone = a->alone() ? " and go alone" : "";
  switch (a->kind) {
    case ActionKind::Pass: return "pass";
    case ActionKind::Order: return (s.to_act == s.dealer ? "pick up the up-card" : "order up") + alone;  // the dealer takes it himself
    case ActionKind::Call: return "name " + std::string(suit_name(a->called_trump())) + alone;
    case ActionKind::Play: return "play " + card_words(static_cast<Card>(a->arg));
    case ActionKind::Discard: return "discard " + card_words(static_cast<Card>(a->arg));
    case ActionKind::GoAlone: return "go alone";
    default: return action_text(*a);
  }
}

}  // namespace euchre::lessons
