#include "room/event_scores.h"

#include <algorithm>
#include <stdexcept>

namespace euchre::room {

using json = nlohmann::json;

namespace {

json score_json(const TableScore& s) { return {{"points", s.points}, {"loners", s.loners}}; }

TableScore score_from(const json& j) {
  return {j.at("points").get<std::array<int, 2>>(), j.at("loners").get<std::array<int, 4>>()};
}

// A whole number in [low, high] at `at`, or nullopt.
std::optional<int> whole_in(const json& at, int low, int high) {
  if (!at.is_number_integer()) return std::nullopt;
  const auto v = at.get<std::int64_t>();
  if (v < low || v > high) return std::nullopt;
  return static_cast<int>(v);
}

}  // namespace

std::optional<std::string> read_table_score(const json& m, TableScore& score) {
  const auto points = m.find("points");
  if (points == m.end() || !points->is_array() || points->size() != 2)
    return "\"points\" must be [North-South, East-West], two whole numbers";
  for (std::size_t side = 0; side < 2; ++side) {
    const auto v = whole_in((*points)[side], 0, 999);
    if (!v) return "\"points\" must be whole numbers from 0 to 999";
    score.points[side] = *v;
  }
  score.loners = {};
  if (const auto loners = m.find("loners"); loners != m.end() && !loners->is_null()) {
    if (!loners->is_array() || loners->size() != 4) return "\"loners\" must be four whole numbers, North first";
    for (std::size_t seat = 0; seat < 4; ++seat) {
      const auto v = whole_in((*loners)[seat], 0, 99);
      if (!v) return "\"loners\" must be whole numbers from 0 to 99";
      score.loners[seat] = *v;
    }
  }
  return std::nullopt;
}

namespace {

// The most points a side scores in one deal of these rules (core/deal.cpp's
// scoring): a lone march or a renege's penalty with anyone alone 4, a blind
// loner's march (Robson) or a French bid of the whole hand, a jambone 8, a
// jamboree 16.
int most_points_a_deal(const Rules& rules) {
  if (rules.jamboree) return 16;
  if (rules.jambone) return 8;
  int most = 4;
  if (rules.robson) most = std::max(most, 5);
  if (rules.auction()) most = std::max(most, rules.hand_size());
  return most;
}

}  // namespace

std::optional<std::string> impossible_score(const TableScore& score, const Rules& rules, int deals) {
  const int per_deal = most_points_a_deal(rules);
  const int most = deals * per_deal;
  const std::string round = "a round of " + std::to_string(deals) + (deals == 1 ? " deal" : " deals");
  static const char* const kSides[] = {"North-South", "East-West"};
  for (std::size_t side = 0; side < 2; ++side)
    if (score.points[side] > most)
      return std::string(kSides[side]) + "'s " + std::to_string(score.points[side]) + " points are more than " + round +
             " can give (at most " + std::to_string(per_deal) + " a deal: " + std::to_string(most) + ")";
  if (score.points[0] + score.points[1] > most)
    return "both sides' points together, " + std::to_string(score.points[0] + score.points[1]) + ", are more than " +
           round + " can give (one side scores a deal, at most " + std::to_string(per_deal) + ": " +
           std::to_string(most) + ")";
  int loners = 0;
  for (const int n : score.loners) loners += n;
  if (loners > deals)
    return std::to_string(loners) + " lone hands made are more than " + round + " can hold (one a deal at most)";
  return std::nullopt;
}

std::optional<std::string> ScoreSheet::enter(int table, int side, store::PersonId by, const TableScore& score,
                                             int round, std::int64_t now_ms) {
  if (const auto it = entries_.find(table); it != entries_.end() && it->second.confirmed)
    return "table " + std::to_string(table + 1) + "'s score is confirmed: only the organiser can correct it";
  entries_[table] = {score, by, side, side < 0};
  log_.push_back({now_ms, by, round, table + 1, side < 0 ? "entered by the organiser" : "entered", score, ""});
  return std::nullopt;
}

std::optional<std::string> ScoreSheet::confirm(int table, int side, store::PersonId by, int round, std::int64_t now_ms) {
  const auto it = entries_.find(table);
  if (it == entries_.end()) return "no score is entered for table " + std::to_string(table + 1) + " yet";
  Entry& e = it->second;
  if (e.confirmed) return "table " + std::to_string(table + 1) + "'s score is confirmed already";
  if (e.side == side)
    return "your side entered this score: someone of the other side confirms it (or enters the right one)";
  e.confirmed = true;
  log_.push_back({now_ms, by, round, table + 1, "confirmed", e.score, ""});
  return std::nullopt;
}

void ScoreSheet::log_correction(int table, store::PersonId by, const TableScore& score, int round,
                                const std::string& reason, std::int64_t now_ms) {
  log_.push_back({now_ms, by, round, table + 1, "corrected", score, reason});
}

bool ScoreSheet::confirmed_last(int round, int table) const {
  for (auto it = log_.rbegin(); it != log_.rend(); ++it)
    if (it->round == round && it->table == table) return it->what == "confirmed";
  return false;
}

json ScoreSheet::state_json() const {
  json entries = json::array();
  for (const auto& [table, e] : entries_)
    entries.push_back({{"table", table}, {"score", score_json(e.score)}, {"by", e.by}, {"side", e.side},
                       {"confirmed", e.confirmed}});
  json log = json::array();
  for (const LogLine& l : log_)
    log.push_back({{"ms", l.ms}, {"by", l.by}, {"round", l.round}, {"table", l.table}, {"what", l.what},
                   {"score", score_json(l.score)}, {"reason", l.reason}});
  return {{"entries", entries}, {"log", log}};
}

ScoreSheet ScoreSheet::from_json(const json& state) {
  ScoreSheet sheet;
  try {
    for (const json& e : state.at("entries"))
      sheet.entries_[e.at("table").get<int>()] = {score_from(e.at("score")), e.at("by").get<store::PersonId>(),
                                                  e.at("side").get<int>(), e.at("confirmed").get<bool>()};
    for (const json& l : state.at("log"))
      sheet.log_.push_back({l.at("ms").get<std::int64_t>(), l.at("by").get<store::PersonId>(), l.at("round").get<int>(),
                            l.at("table").get<int>(), l.at("what").get<std::string>(), score_from(l.at("score")),
                            l.at("reason").get<std::string>()});
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("the event's scores do not read: ") + e.what());
  }
  return sheet;
}

json ScoreSheet::log_json(const std::function<std::string(store::PersonId)>& name) const {
  json out = json::array();
  for (const LogLine& l : log_) {
    json j = {{"ms", l.ms}, {"by", name(l.by)}, {"round", l.round}, {"table", l.table}, {"what", l.what},
              {"points", l.score.points}, {"loners", l.score.loners}};
    if (!l.reason.empty()) j["reason"] = l.reason;
    out.push_back(std::move(j));
  }
  return out;
}

}  // namespace euchre::room
