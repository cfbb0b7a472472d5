// An evening's results: the scores an in-person table enters, confirms
// and corrects; the standings (progressive and duplicate); what each
// person made of the evening; and the evening as the ratings count it.
#include "room/event.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

namespace {

// A score's figures the round's rules make impossible (docs/events.md, "In
// person"): every round is `deals` deals of the event's rules (a timed one
// at most that many).
std::optional<std::string> impossible_for(const EventSettings& s, const TableScore& score) {
  return impossible_score(score, round_table_settings(s, "", 1, 1, {}).rules, s.deals);
}

}  // namespace

events::PlaceHolders Event::holders() const {
  events::PlaceHolders out;
  out.persons = static_cast<int>(people_.size());
  for (const Substitution& s : substitutions_) out.substitutions.push_back({s.player, s.round, s.person});
  out.left = dropped_;
  return out;
}

int Event::standing_index(int player, int round) const { return holders().standing_index(*evening_, player, round); }

std::vector<bool> Event::counted() const { return holders().counted(*evening_); }

std::vector<events::Standing> Event::standings() const {
  if (!evening_) return {};
  return events::evening_standings(*evening_, holders());
}

std::vector<events::DuplicateStanding> Event::duplicate_standings() const {
  if (!evening_ || !boards_) return {};
  // The finished rounds' plays, each seat given to whoever held the place
  // then; a round not played (a bye, a substitute's rounds before his
  // first) is no board at all: the percentage is of the boards played.
  const int rounds_played = static_cast<int>(evening_->results().size());
  std::vector<events::BoardPlay> plays;
  for (events::BoardPlay p : boards_->plays()) {
    const int round = (p.board - 1) / settings_.deals;
    if (round >= rounds_played) continue;
    for (int& seat : p.seats) seat = standing_index(seat, round);
    plays.push_back(p);
  }
  const int persons = static_cast<int>(people_.size());
  return events::duplicate_standings(persons + evening_->players(), plays, tables_a_round(), counted());
}

std::map<store::PersonId, Event::PersonEvening> Event::people_evenings() const {
  std::map<int, PersonEvening> by_index;  // by index in people_: those in the standings
  if (!evening_) return {};
  const auto rank = [&](const auto& ranked, auto&& rest) {
    for (const auto& s : ranked) {
      PersonEvening& out = by_index[s.player];
      out.place = s.place;
      out.of = static_cast<int>(ranked.size());
      rest(out, s);
    }
  };
  if (boards_)
    rank(duplicate_standings(), [](PersonEvening& out, const auto& s) { out.percent = s.percent; });
  else
    rank(standings(), [](PersonEvening& out, const auto& s) {
      out.points = s.points;
      out.loners = s.loners;
      out.rounds_won = s.rounds_won;
    });
  const int persons = static_cast<int>(people_.size());
  const auto& played = evening_->results();
  for (int r = 0; r < static_cast<int>(played.size()); ++r)
    for (const events::TableResult& t : played[static_cast<std::size_t>(r)].tables)
      for (std::size_t seat = 0; seat < 4; ++seat) {
        const auto it = by_index.find(standing_index(t.seats[seat], r));
        if (it == by_index.end()) continue;
        ++it->second.rounds;
        const int partner = standing_index(t.seats[(seat + 2) % 4], r);
        if (partner < persons) ++it->second.partners[people_[static_cast<std::size_t>(partner)]];
      }
  std::map<store::PersonId, PersonEvening> out;
  for (auto& [index, evening] : by_index)
    if (index >= 0 && index < persons) out.emplace(people_[static_cast<std::size_t>(index)], std::move(evening));
  return out;
}

std::variant<Event::ScoredTable, protocol::Error> Event::scored_table(store::PersonId by, const json& m) const {
  if (!settings_.in_person)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is played at the server's tables: they keep its scores"};
  if (status_ != Status::Running) return protocol::Error{ErrorCode::NotNow, "event " + id_ + " is not being played"};
  if (break_ends_ms_)
    return protocol::Error{ErrorCode::NotNow, "the break before round " + std::to_string(evening_->round() + 1) +
                                                  ": its scores are entered once it is played"};
  const auto table = m.find("table");
  if (table == m.end() || !table->is_number_integer())
    return protocol::Error{ErrorCode::Malformed, "missing integer field \"table\" (its number, from 1)"};
  const auto& lineup = evening_->lineup();
  const std::int64_t number = table->get<std::int64_t>();
  if (number < 1 || number > static_cast<std::int64_t>(lineup.tables.size()))
    return protocol::Error{ErrorCode::Malformed, "round " + std::to_string(evening_->round() + 1) + " has no table " +
                                                     std::to_string(number)};
  // The entry names its round: one sent late for a round that is over
  // must not become the next round's score.
  const int open = evening_->round() + 1;
  const auto round = m.find("round");
  if (round == m.end() || !round->is_number_integer())
    return protocol::Error{ErrorCode::Malformed, "missing integer field \"round\": the round whose score this is (from 1)"};
  if (const std::int64_t r = round->get<std::int64_t>(); r != open)
    return protocol::Error{ErrorCode::NotNow,
                           r < open ? "round " + std::to_string(r) + " is over: round " + std::to_string(open) +
                                          " is being played (only the organiser corrects a past round's score)"
                                    : "round " + std::to_string(r) + " has not begun: round " + std::to_string(open) +
                                          " is being played"};
  const int t = static_cast<int>(number - 1);
  for (std::size_t s = 0; s < 4; ++s)
    if (person_of_player(lineup.tables[static_cast<std::size_t>(t)][s]) == by) return ScoredTable{t, static_cast<int>(s % 2)};
  if (organises(by)) return ScoredTable{t, -1};
  return protocol::Error{ErrorCode::NotSeated, "you do not sit at table " + std::to_string(number) + " this round"};
}

std::optional<protocol::Error> Event::enter_score(store::PersonId by, const json& m) {
  const auto found = scored_table(by, m);
  if (const auto* error = std::get_if<protocol::Error>(&found)) return *error;
  const ScoredTable at = std::get<ScoredTable>(found);
  TableScore score;
  if (const auto why = read_table_score(m, score)) return protocol::Error{ErrorCode::Malformed, *why};
  if (const auto why = impossible_for(settings_, score)) return protocol::Error{ErrorCode::Malformed, *why};
  if (const auto why = scores_.enter(at.table, at.side, by, score, evening_->round() + 1, host_.event_now_ms()))
    return protocol::Error{ErrorCode::NotNow, *why};
  if (at.side < 0) take_score(at.table, score);  // the organiser's stands at once
  save();
  broadcast();
  return std::nullopt;
}

std::optional<protocol::Error> Event::confirm_score(store::PersonId by, const json& m) {
  const auto found = scored_table(by, m);
  if (const auto* error = std::get_if<protocol::Error>(&found)) return *error;
  const ScoredTable at = std::get<ScoredTable>(found);
  if (const auto why = scores_.confirm(at.table, at.side, by, evening_->round() + 1, host_.event_now_ms()))
    return protocol::Error{ErrorCode::NotNow, *why};
  take_score(at.table, scores_.entries().at(at.table).score);
  save();
  broadcast();
  return std::nullopt;
}

std::optional<protocol::Error> Event::correct_score(store::PersonId by, const json& m) {
  if (!organises(by)) return protocol::Error{ErrorCode::NotNow, "only the organiser corrects a score in event " + id_};
  if (!settings_.in_person || !evening_)
    return protocol::Error{ErrorCode::NotNow, "event " + id_ + " has no scores entered by hand to correct"};
  const auto round = m.find("round");
  const auto table = m.find("table");
  if (round == m.end() || !round->is_number_integer() || table == m.end() || !table->is_number_integer())
    return protocol::Error{ErrorCode::Malformed, "missing integer fields \"round\" and \"table\" (from 1)"};
  const auto reason = m.find("reason");
  if (reason == m.end() || !reason->is_string() || reason->get<std::string>().empty() ||
      reason->get<std::string>().size() > 200)
    return protocol::Error{ErrorCode::Malformed, "a correction needs a \"reason\" of 1 to 200 characters, for the log"};
  TableScore score;
  if (const auto why = read_table_score(m, score)) return protocol::Error{ErrorCode::Malformed, *why};
  if (const auto why = impossible_for(settings_, score)) return protocol::Error{ErrorCode::Malformed, *why};
  const std::int64_t r = round->get<std::int64_t>(), t = table->get<std::int64_t>();
  const int playing = evening_->round() + 1;
  if (status_ == Status::Running && r == playing && break_ends_ms_)
    return protocol::Error{ErrorCode::NotNow, "round " + std::to_string(r) + " has not begun: the break before it is on"};
  if (status_ == Status::Running && r == playing) {
    // This round's: it stands at once, in place of any entry.
    if (t < 1 || t > static_cast<std::int64_t>(evening_->lineup().tables.size()))
      return protocol::Error{ErrorCode::Malformed, "round " + std::to_string(r) + " has no table " + std::to_string(t)};
    scores_.set_corrected(static_cast<int>(t - 1), by, score);
    take_score(static_cast<int>(t - 1), score);
  } else {
    try {
      events::TableResult result;
      result.points = score.points;
      result.loners = score.loners;
      evening_->correct_result(static_cast<int>(r - 1), static_cast<int>(t - 1), result);
    } catch (const events::EventError& e) {
      return protocol::Error{ErrorCode::Malformed, e.what()};
    }
  }
  scores_.log_correction(static_cast<int>(t - 1), by, score, static_cast<int>(r), reason->get<std::string>(),
                         host_.event_now_ms());
  save();
  broadcast();
  return std::nullopt;
}

void Event::take_score(int table, const TableScore& score) {
  events::TableResult result;
  result.seats = evening_->lineup().tables[static_cast<std::size_t>(table)];
  result.points = score.points;
  result.loners = score.loners;
  results_[table] = result;
  if (results_.size() == evening_->lineup().tables.size()) finish_round();
}

events::RatedEvening Event::rated() const {
  events::RatedEvening out;
  out.id = id_;
  if (!evening_) return out;
  const auto& rounds = evening_->results();
  for (int r = 0; r < static_cast<int>(rounds.size()); ++r)
    for (std::size_t index = 0; index < rounds[static_cast<std::size_t>(r)].tables.size(); ++index) {
      const events::TableResult& t = rounds[static_cast<std::size_t>(r)].tables[index];
      if (settings_.in_person && !disputable(r, static_cast<int>(index), t)) continue;
      events::RatedTable table;
      table.winner = events::round_winner(t);
      for (std::size_t s = 0; s < 4; ++s) {
        const int holder = holder_index(t.seats[s], r);
        if (holder >= 0 && !dropped_.count(holder)) table.people[s] = people_[static_cast<std::size_t>(holder)];
        else table.bots[s] = events::bot_rating(settings_.bots);
      }
      out.tables.push_back(table);
    }
  return out;
}

bool Event::disputable(int round, int table, const events::TableResult& t) const {
  std::array<bool, 2> can_dispute{};
  bool organiser_plays = false;
  for (std::size_t s = 0; s < 4; ++s) {
    const int holder = holder_index(t.seats[s], round);
    if (holder < 0) continue;
    const store::PersonId person = people_[static_cast<std::size_t>(holder)];
    if (!guests_.count(person)) can_dispute[s % 2] = true;
    organiser_plays |= person == organiser_;
  }
  if (!can_dispute[0] || !can_dispute[1]) return false;
  // The organiser's own entry or correction stands unconfirmed: at his own
  // table that is one side's word alone.
  return !organiser_plays || scores_.confirmed_last(round + 1, table + 1);
}

}  // namespace euchre::room
