// One answer to "who won" (issue 36): an evening's standings are computed
// once (events::evening_standings, or the matchpoints of a duplicate
// evening), and the page (the event message), the CSV, the EMN file's
// result, the extra file and `euchre event import` (events::read_evening)
// all say the same, person by person: place, name and points. Evenings with
// byes, substitutes, leavers and corrections, in every format.
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "club.h"
#include "egn/egn.h"
#include "events/emn.h"
#include "events/emn_evening.h"
#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

struct Line {
  int place = 0;
  double points = 0;  // a duplicate evening's percentage
  bool operator==(const Line& o) const { return place == o.place && std::abs(points - o.points) < 0.006; }
};
using Lines = std::map<std::string, Line>;  // by name

std::string text(const Lines& lines) {
  std::ostringstream out;
  for (const auto& [name, l] : lines) out << l.place << ". " << name << " " << l.points << "; ";
  return out.str();
}

void expect_same(const Lines& got, const Lines& page, const std::string& what) {
  EXPECT_TRUE(got == page) << what << ": " << text(got) << "\nthe page: " << text(page);
}

Lines page_lines(const json& ev) {
  Lines out;
  for (const json& s : ev["standings"])
    out[s["name"]] = {s["place"].get<int>(), s.contains("percent") ? s["percent"].get<double>() : s["points"].get<double>()};
  return out;
}

Lines csv_lines(const std::string& csv) {
  Lines out;
  std::istringstream in(csv);
  std::string line;
  std::getline(in, line);  // the header
  while (std::getline(in, line)) {
    std::vector<std::string> cells;
    std::istringstream row(line);
    for (std::string cell; std::getline(row, cell, ',');) cells.push_back(cell);
    EXPECT_GE(cells.size(), 3u) << line;
    if (cells.size() < 3) continue;
    std::string name = cells[1];
    if (name.size() >= 2 && name.front() == '"') name = name.substr(1, name.size() - 2);
    out[name] = {std::stoi(cells[0]), std::stod(cells[2])};
  }
  return out;
}

// The EMN result: each id's score by its name; the places are only "first"
// or not (EMN names the winners), so those are checked apart.
struct EmnResult {
  std::map<std::string, double> scores;  // by name
  std::set<std::string> winners;         // names
};

EmnResult emn_result(const json& emn) {
  std::map<std::string, std::string> names;
  for (const json& p : emn["metadata"]["players"]) names[p["id"]] = p["name"];
  EmnResult out;
  const json result = emn["metadata"].value("result", json::object());
  const json scores = result.value("scores", json::object());
  const json winners = result.value("winner", json::array());
  for (const auto& [id, score] : scores.items()) out.scores[names[id]] = score.get<double>();
  for (const json& id : winners) out.winners.insert(names[id.get<std::string>()]);
  return out;
}

// Every export of the evening agrees with the organiser's page.
void expect_exports_agree(HubRig& rig, const Club& club, net::ConnectionId organiser, const std::string& what) {
  SCOPED_TRACE(what);
  const json ev = rig.last(organiser, "event");
  const Lines page = page_lines(ev);
  ASSERT_FALSE(page.empty()) << ev.dump();
  std::map<std::string, std::string> name_of_id;  // "person-N" -> name
  for (const json& p : ev["people"]) name_of_id["person-" + std::to_string(p["person"].get<int>())] = p["name"];

  expect_same(csv_lines(rig.hub->event_standings_csv(club.event).value_or("")), page, "the CSV");

  const std::string emn_text = rig.hub->event_emn(club.event, false).value_or("");
  const std::string extra_text = rig.hub->event_emn(club.event, true).value_or("");
  const json emn = json::parse(emn_text);
  const json extra = json::parse(extra_text);
  const EmnResult result = emn_result(emn);
  std::map<std::string, double> page_scores;
  std::set<std::string> page_winners;
  for (const auto& [name, l] : page) {
    page_scores[name] = l.points;
    if (l.place == 1) page_winners.insert(name);
  }
  EXPECT_EQ(result.scores.size(), page_scores.size()) << emn["metadata"].dump();
  for (const auto& [name, points] : page_scores) {
    ASSERT_TRUE(result.scores.count(name)) << name << " is not in the EMN result: " << emn["metadata"].dump();
    EXPECT_NEAR(result.scores.at(name), points, 0.006) << name << ": the EMN result";
  }
  EXPECT_EQ(result.winners, page_winners) << "the EMN's winner";

  // The extra file's standings (a duplicate evening's by matchpoints).
  Lines in_extra;
  const bool duplicate = extra.value("format", "") == "duplicate";
  for (const json& s : duplicate ? extra["duplicate"]["standings"] : extra["standings"])
    in_extra[name_of_id[s["id"]]] = {s["place"].get<int>(),
                                     duplicate ? s["percent"].get<double>() : s["points"].get<double>()};
  expect_same(in_extra, page, "the extra file");
  if (duplicate) { EXPECT_FALSE(extra.contains("standings")) << "no second ranking by points"; }

  // `euchre event import`: the evening rebuilt from the two files, its
  // standings computed again from the games.
  if (!duplicate) {
    const events::EmnResults match = events::read_emn(emn_text);
    std::optional<events::ImportedEvening> read;
    try {
      read.emplace(events::read_evening(extra, match));
    } catch (const std::exception& e) {
      FAIL() << "import: " << e.what();
    }
    const events::ImportedEvening& imported = *read;
    std::vector<events::EmnPlayer> places;
    for (const json& id : extra["players"]) places.push_back({id.get<std::string>(), ""});
    Lines rebuilt;
    for (const events::Standing& s : imported.standings)
      rebuilt[name_of_id[imported.people.person(places, s.player).id]] = {s.place, static_cast<double>(s.points)};
    expect_same(rebuilt, page, "the import");
  }
}

net::ConnectionId id_of(const Club& club, int i) { return club.people[static_cast<std::size_t>(i)]->id; }

// Someone joins while the evening runs (to wait for a place); his person number.
store::PersonId late_join(HubRig& rig, Club& club, const char* name) {
  club.people.push_back(std::make_unique<ScriptedPerson>(rig.open()));
  club.people.back()->token = rig.hello(club.people.back()->id, name);
  rig.send(club.people.back()->id, msg("event_join", {{"event", club.event}}));
  const json ev = rig.last(club.people.back()->id, "event");
  for (const json& p : ev["people"])
    if (p["name"] == name) return p["person"].get<store::PersonId>();
  ADD_FAILURE() << name << " is not registered: " << rig.last_frame(club.people.back()->id).dump();
  return 0;
}

void give_place(HubRig& rig, const Club& club, store::PersonId who, int place) {
  const std::size_t before = rig.frames(id_of(club, 0)).size();
  rig.send(id_of(club, 0), msg("event_substitute", {{"event", club.event}, {"person", who}, {"player", place}}));
  for (std::size_t f = before; f < rig.frames(id_of(club, 0)).size(); ++f)
    EXPECT_FALSE(HubRig::is_type(rig.frames(id_of(club, 0))[f], "error")) << rig.frames(id_of(club, 0))[f];
}

// Ann, Bob, Cy, Di, Ed and three bots (places 5 to 7), 3 rounds: Cy leaves
// in round 1 and Zed takes her place from round 2; Yan takes a bot's place
// for the last round only.
TEST(ServerEventExports, AnEveningWithALeaverAndSubstitutesAgreesEverywhere) {
  HubRig rig;
  Club club = registered(rig, {{"rounds", 3}});
  ASSERT_FALSE(club.event.empty());
  rig.send(id_of(club, 0), msg("event_start", {{"event", club.event}}));
  const store::PersonId zed = late_join(rig, club, "Zed");
  const store::PersonId yan = late_join(rig, club, "Yan");
  rig.send(id_of(club, 2), msg("event_leave", {{"event", club.event}}));
  give_place(rig, club, zed, 2);
  play_rounds(rig, club, 2);
  give_place(rig, club, yan, 5);
  play_event(rig, club);
  ASSERT_EQ(rig.last(id_of(club, 0), "event")["status"], "over");
  expect_exports_agree(rig, club, id_of(club, 0), "fixed movement, a leaver, two substitutes");
}

// Nobody rises on rounds he did not play (docs/events.md, "Substitutes";
// clubs: an individual total is the sum of the rounds one played). Yan plays
// the last of three rounds only: his total is that round's points, no
// credit for the two before he came, and he ranks above a full-evening
// player only with more points actually played.
TEST(ServerEventExports, ALatecomerScoresOnlyTheRoundsHePlayed) {
  HubRig rig;
  Club club = registered(rig, {{"rounds", 3}});
  ASSERT_FALSE(club.event.empty());
  rig.send(id_of(club, 0), msg("event_start", {{"event", club.event}}));
  const store::PersonId yan = late_join(rig, club, "Yan");
  play_rounds(rig, club, 2);
  give_place(rig, club, yan, 5);
  play_event(rig, club);
  const json over = rig.last(id_of(club, 0), "event");
  ASSERT_EQ(over["status"], "over");
  // What each played, from the tables' records.
  std::map<store::PersonId, int> played, rounds;
  for (const auto& [tid, table] : rig.hub->tables()) {
    if (table->settings().event != club.event) continue;
    const auto row = rig.store().latest_game(tid);
    ASSERT_TRUE(row && row->finished);
    const egn::Record record = egn::read(row->record);
    for (int s = 0; s < 4; ++s)
      if (const auto p = table->seat(s).person) {
        played[*p] += record.game->score()[static_cast<std::size_t>(s % 2)];
        ++rounds[*p];
      }
  }
  ASSERT_EQ(rounds[yan], 1);
  json yan_line;
  for (const json& s : over["standings"])
    if (s["person"] == yan) yan_line = s;
  ASSERT_FALSE(yan_line.is_null()) << over["standings"].dump();
  EXPECT_EQ(yan_line["points"], played[yan]) << "one round played, nothing credited for the two before";
  EXPECT_EQ(yan_line["byes"], 0);
  for (const json& s : over["standings"]) {
    const store::PersonId p = s["person"];
    if (p == yan) continue;
    EXPECT_EQ(rounds[p], 3);
    if (played[p] > played[yan]) { EXPECT_GT(yan_line["place"].get<int>(), s["place"].get<int>()) << s.dump(); }
  }
  expect_exports_agree(rig, club, id_of(club, 0), "a one-round substitute");
}

// Starts a registered evening, plays it to its end and checks that it ended.
void start_and_play_to_the_end(HubRig& rig, Club& club) {
  ASSERT_FALSE(club.event.empty());
  rig.send(id_of(club, 0), msg("event_start", {{"event", club.event}}));
  play_event(rig, club);
  ASSERT_EQ(rig.last(id_of(club, 0), "event")["status"], "over");
}

// Five people, the whist movement: one sits out each round (a bye, credited
// his average); Di leaves in round 1 and Zed takes her place from round 2.
TEST(ServerEventExports, AnEveningWithByesAgreesEverywhere) {
  HubRig rig;
  Club club = registered(rig, {{"rounds", 3}, {"movement", "whist"}});
  ASSERT_FALSE(club.event.empty());
  rig.send(id_of(club, 0), msg("event_start", {{"event", club.event}}));
  const store::PersonId zed = late_join(rig, club, "Zed");
  rig.send(id_of(club, 3), msg("event_leave", {{"event", club.event}}));
  give_place(rig, club, zed, 3);
  play_event(rig, club);
  const json over = rig.last(id_of(club, 0), "event");
  ASSERT_EQ(over["status"], "over");
  int byes = 0;
  for (const json& s : over["standings"]) byes += s["byes"].get<int>();
  EXPECT_GT(byes, 0) << over["standings"].dump();
  expect_exports_agree(rig, club, id_of(club, 0), "whist, byes, a leaver and a substitute");
}

TEST(ServerEventExports, FixedPartnershipsAgreeEverywhere) {
  for (const char* movement : {"round-robin", "swiss"}) {
    HubRig rig;
    Club club = registered(rig, {{"rounds", 2}, {"movement", movement}});
    start_and_play_to_the_end(rig, club);
    expect_exports_agree(rig, club, id_of(club, 0), movement);
  }
}

TEST(ServerEventExports, BestOfThreeGamesAgreesEverywhere) {
  HubRig rig;
  Club club = registered(rig, {{"rounds", 2}, {"deals", nullptr}, {"games", 3}, {"options", {{"target", 5}}}});
  start_and_play_to_the_end(rig, club);
  expect_exports_agree(rig, club, id_of(club, 0), "best of 3 games");
}

TEST(ServerEventExports, ADuplicateEveningAgreesEverywhereByMatchpoints) {
  HubRig rig;
  Club club = registered(rig, {{"rounds", 2}, {"format", "duplicate"}});
  start_and_play_to_the_end(rig, club);
  expect_exports_agree(rig, club, id_of(club, 0), "duplicate");
}

// In person: no server tables and no records; the scores the organiser
// enters, one corrected after the evening is over.
TEST(ServerEventExports, AnEveningInPersonWithACorrectionAgreesEverywhere) {
  HubRig rig;
  Club club;
  for (const char* name : {"Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"}) {
    club.people.push_back(std::make_unique<ScriptedPerson>(rig.open()));
    club.people.back()->token = rig.hello(club.people.back()->id, name);
  }
  rig.send(id_of(club, 0), msg("event_create", {{"name", "Hall"}, {"in_person", true}, {"rounds", 2}, {"deals", 8},
                                                {"check_in_minutes", 0}}));
  club.event = rig.last(id_of(club, 0), "event").value("event", "");
  ASSERT_FALSE(club.event.empty());
  for (std::size_t i = 1; i < club.people.size(); ++i) rig.send(club.people[i]->id, msg("event_join", {{"event", club.event}}));
  rig.send(id_of(club, 0), msg("event_start", {{"event", club.event}}));
  const auto correct = [&](int round, int table, int ns, int ew, std::array<int, 4> loners) {
    rig.send(id_of(club, 0), msg("event_correct", {{"event", club.event}, {"round", round}, {"table", table},
                                                   {"points", {ns, ew}}, {"loners", loners}, {"reason", "the tally"}}));
  };
  correct(1, 1, 10, 4, {1, 0, 0, 0});
  correct(1, 2, 6, 8, {});
  correct(2, 1, 3, 11, {0, 2, 0, 0});
  correct(2, 2, 9, 9, {});
  ASSERT_EQ(rig.last(id_of(club, 0), "event")["status"], "over") << rig.last_frame(id_of(club, 0)).dump();
  correct(1, 2, 12, 2, {0, 0, 1, 0});
  expect_exports_agree(rig, club, id_of(club, 0), "in person, corrected after the evening");
}

}  // namespace
}  // namespace euchre::testing
