#include "terminal/remote_text.h"

#include "core/notation.h"
#include "core/seats.h"
#include "terminal/narration.h"

namespace euchre::terminal {
namespace {

std::array<int, 4> per_scorer(const json& values) {
  std::array<int, 4> out{};
  for (std::size_t i = 0; i < values.size() && i < out.size(); ++i) out[i] = values[i].get<int>();
  return out;
}

std::optional<int> seat_field(const json& m, const char* name) {
  const auto it = m.find(name);
  if (it == m.end() || it->is_null()) return std::nullopt;
  return it->get<int>();
}

std::string result_words(const Screen& screen, const CompiledRules& rules, const json& m) {
  const auto maker = seat_field(m, "maker");
  if (m["trump"].is_null() || !maker) return "no trump was made (a misdeal, or a hand thrown in).";
  const auto trump = parse_suit(m["trump"].get<std::string>());
  std::string line = screen.seat_name(*maker) + " made " + std::string(suit_name(trump.value_or(kNoTrump)));
  if (const auto alone = seat_field(m, "alone")) line += " (" + screen.seat_name(*alone) + " alone)";
  if (const auto defender = seat_field(m, "defender_alone"))
    line += ", " + screen.seat_name(*defender) + " defending alone";
  // The server says what became of the deal (the core's outcome): nothing is counted again here.
  if (const auto taken = seat_field(m, "makers_tricks"))
    line += "; the makers took " + std::to_string(*taken) + " of " + std::to_string(rules.hand_size) + " tricks";
  const auto outcome = m.find("outcome");
  if (outcome != m.end() && outcome->is_string()) line += outcome_words(outcome->get<std::string>());
  return line + ".";
}

std::string hands_line(const Screen& screen, const json& hands, int trump) {
  std::string out = "  Hands:";
  for (std::size_t p = 0; p < hands.size(); ++p) {
    CardSet cards;
    for (const json& c : hands[p])
      if (const auto card = parse_card(c.get<std::string>())) cards.add(*card);
    out += (p ? " | " : " ") + screen.seat_name(static_cast<int>(p)) + " " + screen.hand(cards, trump);
  }
  return out;
}

}  // namespace

std::string deal_over_text(const Screen& screen, const CompiledRules& rules, const json& m) {
  std::string line = "* Deal " + std::to_string(m["deal"].get<int>() + 1) + ": " + result_words(screen, rules, m);
  const std::array<int, 4> points = per_scorer(m["points"]);
  std::string said;
  for (int i = 0; i < rules.rules.scorers(); ++i)
    if (points[i] != 0)
      said += (said.empty() ? "" : ", ") + screen.side_name(i) + " " + (points[i] > 0 ? "+" : "") + std::to_string(points[i]);
  if (!said.empty()) line += " Points: " + said + ".";
  const int trump = m["trump"].is_null() ? kTrumpUnset : parse_suit(m["trump"].get<std::string>()).value_or(kTrumpUnset);
  line += "\n  " + screen.score_line(per_scorer(m["score"]));
  // Laps and slams: every game the deal won (the last carries into the next).
  if (const auto games = m.find("games_won"); games != m.end() && games->is_array())
    for (const json& g : *games)
      if (g.is_object() && g.contains("winner") && g["winner"].is_number_integer()) {
        const int winner = g["winner"].get<int>();
        const auto carried = g.find("carried");
        if (winner < 0 || winner >= rules.rules.scorers()) continue;
        line += "\n  " + screen.game_won_line(winner, g.contains("slam") && g["slam"] == true,
                                              carried != g.end() && carried->is_number_integer() ? carried->get<int>() : 0,
                                              false);
      }
  return line + "\n" + hands_line(screen, m["hands"], trump);
}

std::string game_over_text(const Screen& screen, const json& m, int deals) {
  std::string line = "\n=== Game over after " + std::to_string(deals) + " deals: ";
  if (const auto winner = seat_field(m, "winner")) {
    const std::string who = screen.side_name(*winner);
    line += who + (who == "You" || who.find('&') != std::string::npos ? " win" : " wins");
  } else {
    line += "no winner (tie)";
  }
  return line + ". " + screen.score_line(per_scorer(m["score"])) + " ===";
}

std::vector<learn::Hint> hints_from(const json& hint, const SeatView& view) {
  std::vector<learn::Hint> out;
  DealState context;
  context.phase = view.phase;
  for (const json& a : hint.value("actions", json::array())) {
    const auto action = parse_action(a.value("action", ""), context);
    if (!action) continue;
    learn::Hint h;
    h.action = *action;
    h.name = a.value("name", "");
    if (a.contains("expected_points") && a["expected_points"].is_number()) h.expected_points = a["expected_points"].get<double>();
    if (a.contains("win_chance") && a["win_chance"].is_number()) h.win_chance = a["win_chance"].get<double>();
    h.reason = a.value("reason", "");
    out.push_back(std::move(h));
  }
  return out;
}

}  // namespace euchre::terminal
