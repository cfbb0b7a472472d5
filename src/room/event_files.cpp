// An evening's files: its boards, its EMN file, its standings as CSV,
// and the records of its tables as downloaded.
#include <cstdio>

#include "events/csv_cell.h"
#include "events/emn_evening.h"
#include "events/from_game.h"
#include "egn/egn.h"
#include "room/event.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

namespace {

// A record for an EMN file: without the fair shuffle's seeds, which the
// game's own record keeps (GET /api/games/ID.egn, for `euchre verify`), and
// so without the extension when nothing else needed it: the file then
// validates against the EGN schema wherever the rules fit EGN.
nlohmann::ordered_json without_fair_seeds(nlohmann::ordered_json record) {
  const auto ext = record.find("x-euchre");
  if (ext == record.end() || !ext->is_object()) return record;
  if (const auto deals = ext->find("deals"); deals != ext->end() && deals->is_array()) {
    nlohmann::ordered_json kept = nlohmann::ordered_json::array();
    for (auto deal : *deals) {
      if (deal.is_object()) deal.erase("fair");
      if (!deal.is_object() || deal.size() > 1) kept.push_back(std::move(deal));  // more than its "deal" number
    }
    if (kept.empty()) ext->erase("deals");
    else *deals = std::move(kept);
  }
  if (ext->size() == 1 && ext->contains("version")) record.erase("x-euchre");
  return record;
}

}  // namespace

std::optional<json> Event::boards_file(std::string& why) const {
  if (!boards_) {
    why = "event " + id_ + " is not a duplicate event: it has no boards";
    return std::nullopt;
  }
  if (status_ != Status::Over) {
    why = "the boards of event " + id_ + " are revealed when it is over";
    return std::nullopt;
  }
  const TableSettings rules = settings_from_create({{"preset", settings_.preset}, {"options", settings_.options}}, "");
  return boards_->boards_file(settings_.preset, settings_.options, rules.rules, settings_.rounds * settings_.deals,
                              settings_.deals, tables_a_round(),
                              [this](int player, int round) { return place_name(player, round); });
}

std::string Event::downloaded_record(const std::string& record) const {
  // The secret would give away the boards of the rounds still to come.
  if (!boards_ || status_ != Status::Over) return record;
  return boards_->revealed_in(record);
}

Event::EmnFiles Event::emn_files() const {
  if (!evening_) return {"", ""};
  std::vector<events::EmnPlayer> players;
  for (int p = 0; p < evening_->players(); ++p)
    players.push_back(evening_->is_bot(p)
        ? events::EmnPlayer{"bot-" + std::to_string(p - evening_->people() + 1),
                            settings_.bots + " bot " + std::to_string(p - evening_->people() + 1)}
        : events::EmnPlayer{"person-" + std::to_string(people_[static_cast<std::size_t>(p)]),
                            host_.name_of(people_[static_cast<std::size_t>(p)])});
  // EMN 1.0 names a place for the whole match: a place a substitute took
  // says so in its name; the substitute is a player too (the result names
  // him), and the extra file says who held the place from when.
  events::EveningPeople people;
  people.holders = holders();
  for (const Substitution& s : substitutions_) {
    if (s.player < 0 || s.player >= static_cast<int>(players.size())) continue;
    const store::PersonId who = people_[static_cast<std::size_t>(s.person)];
    events::EmnPlayer& place = players[static_cast<std::size_t>(s.player)];
    place.name += "; " + host_.name_of(who) + " from round " + std::to_string(s.round + 1);
    people.substitutes[s.person] = {"person-" + std::to_string(who), host_.name_of(who)};
  }
  // Only rounds whose every table's record is known: played_tables_ came in
  // with this version, so an evening begun before it has none to give. An
  // evening in person has no records: every round, its results as entered.
  const bool recorded = !settings_.in_person;
  const std::size_t rounds = recorded ? std::min(played_tables_.size(), evening_->results().size())
                                      : evening_->results().size();
  events::Progressive played(events::ProgressiveOptions{evening_->options()});
  std::vector<nlohmann::ordered_json> records;
  for (std::size_t r = 0; r < rounds; ++r) {
    for (const std::string& table : recorded ? played_tables_[r] : std::vector<std::string>{}) {
      const auto row = host_.event_store().latest_game(table);
      if (!row || !row->finished) throw std::runtime_error("table " + table + " has no finished game");
      records.push_back(without_fair_seeds(nlohmann::ordered_json::parse(row->record)));
    }
    played.finish_round(evening_->results()[r]);
  }
  // The result is the page's: the same standings (evening_standings of
  // these rounds and holders), or a duplicate evening's by matchpoints.
  const std::vector<events::Standing> by_points = events::evening_standings(played, people.holders);
  std::vector<events::RankedScore> ranked;
  if (boards_)
    for (const events::DuplicateStanding& s : duplicate_standings())
      ranked.push_back({"person-" + std::to_string(people_[static_cast<std::size_t>(s.player)]),
                        std::round(s.percent * 100) / 100, s.place});
  else
    ranked = events::ranked_points(by_points, players, people);
  events::EmnMatch match = events::evening_match(played, players, std::move(records), people, ranked, recorded);
  match.title = settings_.name;
  const std::string name = "euchre-event-" + id_ + ".emn";
  nlohmann::json extra = events::evening_extra_json(played, players, name, people, by_points, recorded);
  if (boards_) {
    // What EMN cannot say of a duplicate evening: every board's plays with
    // their matchpoints, and the standings by matchpoints (docs/events.md),
    // the only standings of the evening.
    nlohmann::json standings = nlohmann::json::array();
    for (const events::DuplicateStanding& s : duplicate_standings())
    {
      standings.push_back({{"place", s.place}, {"id", "person-" + std::to_string(people_[static_cast<std::size_t>(s.player)])},
                           {"percent", s.percent}, {"matchpoints", s.matchpoints}, {"top", s.top}, {"boards", s.boards}});
      if (s.few_boards) standings.back()["few_boards"] = true;
    }
    extra.erase("standings");
    extra["format"] = "duplicate";
    extra["duplicate"] = {{"commitment", boards_json()["commitment"]}, {"boards", boards_json()["boards"]},
                          {"standings", standings}};
  }
  return {events::emn_json(match).dump(2) + "\n", extra.dump(2) + "\n"};
}

std::string Event::standings_csv() const {
  // A name is a quoted cell that a spreadsheet never runs (events/csv_cell.h).
  const auto quoted = [](const std::string& text) { return events::csv_cell(text); };
  if (boards_) {
    std::string csv = "place,name,percent,matchpoints,top,boards\n";
    for (const events::DuplicateStanding& s : duplicate_standings()) {
      char percent[32];
      std::snprintf(percent, sizeof percent, "%.2f", s.percent);
      csv += std::to_string(s.place) + "," + quoted(host_.name_of(people_[static_cast<std::size_t>(s.player)])) + "," +
             percent + "," + json(s.matchpoints).dump() + "," + json(s.top).dump() + "," + std::to_string(s.boards) + "\n";
    }
    return csv;
  }
  // Fixed partners: each one's partner in a last column.
  const bool teams = evening_ && !evening_->teams().empty();
  std::string csv = teams ? "place,name,points,rounds_won,loners,byes,partner\n" : "place,name,points,rounds_won,loners,byes\n";
  for (const events::Standing& s : standings()) {
    csv += std::to_string(s.place) + "," + quoted(host_.name_of(people_[static_cast<std::size_t>(s.player)])) + "," +
           std::to_string(s.points) + "," + std::to_string(s.rounds_won) + "," + std::to_string(s.loners) + "," +
           std::to_string(s.byes);
    if (teams) csv += "," + quoted(team_partner_name(s.player).value_or(""));
    csv += "\n";
  }
  return csv;
}

}  // namespace euchre::room
