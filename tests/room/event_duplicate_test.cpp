// Duplicate evenings on the server (issue 30; docs/events.md, "Duplicate
// events"; docs/fair-shuffle.md, "Boards"): the commitment is published when
// the event is created, people's contributions are listed as they come, the
// pool is drawn when it begins, every table of a round is dealt the same
// boards (also after a restart), a board's plays are shown once its round
// is over, the standings are by matchpoints, and the secret is revealed only
// when the evening is over, in a boards file whose every board and every
// table's deal checks out. Source of the scoring: bridge Law 78A.
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "../cli_run.h"
#include "club.h"
#include "core/game.h"
#include "core/notation.h"
#include "egn/egn.h"
#include "fair/boards.h"
#include "fair/check.h"
#include "fair/commitment.h"
#include "fair/hex.h"
#include "harness.h"
#include "scripted_person.h"

namespace euchre::testing {
namespace {

const char* const kNames[] = {"Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"};

std::string contribution_of(std::size_t i) { return fair::to_hex(fair::Bytes(16, static_cast<std::uint8_t>(0x10 + i))); }

// Eight people, two tables: Ann creates a duplicate evening of 2 rounds of
// 2 boards; everyone contributes (Ann at creation, the others as they join).
Club duplicate_club(HubRig& rig) {
  Club club;
  for (const char* name : kNames) {
    club.people.push_back(std::make_unique<ScriptedPerson>(rig.open()));
    club.people.back()->token = rig.hello(club.people.back()->id, name);
  }
  rig.send(club.people[0]->id,
           msg("event_create", {{"name", "Duplicate night"}, {"format", "duplicate"}, {"rounds", 2}, {"deals", 2},
                                {"pace", "instant"}, {"check_in_minutes", 0}, {"contribution", contribution_of(0)}}));
  const json ev = rig.last(club.people[0]->id, "event");
  EXPECT_FALSE(ev.is_null()) << rig.last_frame(club.people[0]->id).dump();
  if (ev.is_null()) return club;
  club.event = ev["event"];
  for (std::size_t i = 1; i < club.people.size(); ++i)
    rig.send(club.people[i]->id, msg("event_join", {{"event", club.event}, {"contribution", contribution_of(i)}}));
  return club;
}

// Each round's tables' records from the store, by round (1, 2).
std::map<int, std::vector<egn::Record>> records_by_round(HubRig& rig, const std::string& event) {
  std::map<int, std::vector<egn::Record>> out;
  for (const auto& [tid, table] : rig.hub->tables()) {
    if (table->settings().event != event || !table->settings().boards) continue;
    const auto row = rig.store().latest_game(tid);
    EXPECT_TRUE(row && row->finished) << tid;
    if (!row || !row->finished) continue;
    out[(table->settings().boards->first_board - 1) / 2 + 1].push_back(egn::read(row->record));
  }
  return out;
}

// Every table of a round was dealt the same boards, recorded as boards with
// no secret; and each deal is its board as the revealed secret deals it.
void expect_same_boards(const std::map<int, std::vector<egn::Record>>& rounds, const fair::Bytes& secret) {
  ASSERT_EQ(rounds.size(), 2u);
  for (const auto& [round, records] : rounds) {
    ASSERT_EQ(records.size(), 2u) << "round " << round;
    for (const egn::Record& rec : records) {
      ASSERT_EQ(rec.game->records().size(), 2u);
      for (std::size_t k = 0; k < 2; ++k) {
        ASSERT_TRUE(rec.fair[k] && rec.fair[k]->board);
        EXPECT_EQ(*rec.fair[k]->board, (round - 1) * 2 + 1 + static_cast<int>(k));
        EXPECT_FALSE(rec.fair[k]->secret) << "a table's record must not give the event's secret away";
        EXPECT_EQ(rec.game->records()[k].hands, records[0].game->records()[k].hands) << "round " << round;
        fair::FairDeal revealed = *rec.fair[k];
        revealed.secret = secret;
        EXPECT_EQ(fair::check_deal(rec.game->compiled(), revealed, rec.game->records()[k]).text, "ok");
      }
    }
  }
}

// The records as downloaded (GET /api/games/ID.egn, which gives
// Hub::downloaded_record) pass `euchre verify --boards` once the evening is
// over (issue 36): each deal carries the revealed secret, and verify's check
// of a record (cli/verify_boards.cpp, check_record: the board's commitment,
// its pool, then fair::check_deal) passes against the event's boards file.
// Before the evening is over no downloaded record reveals the secret, not
// even one of a round every table has finished: the secret deals every
// board, those still to come too (docs/fair-shuffle.md, "Boards").
TEST(ServerDuplicate, DownloadedRecordsCarryTheSecretOnceTheEveningIsOverAndVerify) {
  HubRig rig;
  Club club = duplicate_club(rig);
  ASSERT_FALSE(club.event.empty());
  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  const auto texts = [&](int round) {
    std::vector<std::string> out;
    for (const auto& [tid, table] : rig.hub->tables()) {
      if (table->settings().event != club.event || (table->settings().boards->first_board - 1) / 2 + 1 != round) continue;
      const auto row = rig.store().latest_game(tid);
      if (!row || !row->finished) continue;
      out.push_back(rig.hub->downloaded_record(club.event, row->record));
    }
    return out;
  };
  const auto downloaded = [&](int round) {
    std::vector<egn::Record> out;
    for (const std::string& text : texts(round)) out.push_back(egn::read(text));
    return out;
  };
  play_rounds(rig, club, 2);
  ASSERT_EQ(rig.last(club.people[0]->id, "event")["round"], 2);
  const std::vector<std::string> early_texts = texts(1);
  const std::vector<egn::Record> early = downloaded(1);
  ASSERT_EQ(early.size(), 2u) << "round 1 is over at both tables";
  for (const egn::Record& rec : early)
    for (const auto& f : rec.fair) {
      ASSERT_TRUE(f && f->board);
      EXPECT_FALSE(f->secret) << "board " << *f->board << ": the secret before the evening is over";
    }

  play_event(rig, club);
  ASSERT_EQ(rig.last(club.people[0]->id, "event")["status"], "over");
  std::string why;
  const std::optional<json> boards = rig.hub->event_boards(club.event, why);
  ASSERT_TRUE(boards) << why;
  const fair::Bytes commitment = fair::from_hex((*boards)["commitment"].get<std::string>());
  const fair::Bytes pool = fair::from_hex((*boards)["pool"].get<std::string>());
  int deals = 0;
  for (int round = 1; round <= 2; ++round)
    for (const egn::Record& rec : downloaded(round)) {
      std::size_t k = 0;
      for (const Game* game : rec.games())
        for (const DealRecord& dealt : game->records()) {
          const std::optional<fair::FairDeal>& d = rec.fair[k];
          ASSERT_TRUE(d && d->board);
          ASSERT_TRUE(d->secret) << "board " << *d->board << ": no secret revealed";
          EXPECT_EQ(d->commitment, commitment);
          ASSERT_EQ(d->contributions.size(), 1u);
          EXPECT_EQ(d->contributions[0], pool);
          EXPECT_EQ(fair::check_deal(game->compiled(), *d, dealt, rec.guessed[k]).text, "ok") << "board " << *d->board;
          ++k;
          ++deals;
        }
    }
  EXPECT_EQ(deals, 8) << "two tables, two rounds of two boards";

  // The command itself, on the files as downloaded: the evening's records
  // pass; those downloaded while it ran do not (no secret in them).
  const std::filesystem::path dir = test::scratch_dir();
  std::ofstream(dir / "boards.json") << boards->dump(2);
  std::string files, early_files;
  for (int round = 1; round <= 2; ++round) {
    const std::vector<std::string> records = texts(round);
    for (std::size_t t = 0; t < records.size(); ++t) {
      const std::string name = "r" + std::to_string(round) + "-t" + std::to_string(t + 1) + ".egn";
      std::ofstream(dir / name) << records[t];
      files += " " + name;
    }
  }
  for (std::size_t t = 0; t < early_texts.size(); ++t) {
    const std::string name = "early-r1-t" + std::to_string(t + 1) + ".egn";
    std::ofstream(dir / name) << early_texts[t];
    early_files += " " + name;
  }
  const test::CliResult passed = test::run_euchre("verify --boards boards.json" + files);
  EXPECT_EQ(passed.code, 0) << passed.out << passed.err;
  EXPECT_NE(passed.out.find("the boards and every record match the seeds"), std::string::npos) << passed.out;
  const test::CliResult refused = test::run_euchre("verify --boards boards.json" + early_files);
  EXPECT_EQ(refused.code, 1) << refused.out << refused.err;
}

TEST(ServerDuplicate, AnEveningOfTheSameBoardsAtEveryTableScoredByMatchpoints) {
  HubRig rig;
  Club club = duplicate_club(rig);
  ASSERT_FALSE(club.event.empty());
  const json registering = rig.last(club.people[7]->id, "event");
  ASSERT_EQ(registering["format"], "duplicate");
  const json& boards = registering["boards"];
  EXPECT_EQ(boards["commitment"].get<std::string>().size(), 64u);
  EXPECT_FALSE(boards.contains("secret"));
  EXPECT_FALSE(boards.contains("pool")) << "the pool is drawn when the evening begins";
  ASSERT_EQ(boards["contributions"].size(), 8u);
  EXPECT_EQ(boards["contributions"][3], json({{"name", "Di"}, {"bytes", contribution_of(3)}}));
  // One contribution a person, in hex.
  rig.send(club.people[3]->id, msg("event_check_in", {{"event", club.event}, {"contribution", "abcd"}}));
  EXPECT_NE(rig.last(club.people[3]->id, "error")["message"].get<std::string>().find("contributed to the boards already"),
            std::string::npos);
  const auto zed = rig.open();
  rig.hello(zed, "Zed");
  rig.send(zed, msg("event_join", {{"event", club.event}, {"contribution", "xyz"}}));
  EXPECT_EQ(rig.last(zed, "error")["code"], "malformed");

  rig.send(club.people[0]->id, msg("event_start", {{"event", club.event}}));
  const json running = rig.last(club.people[1]->id, "event");
  ASSERT_EQ(running["status"], "running");
  ASSERT_EQ(running["tables"].size(), 2u);
  std::vector<fair::Bytes> taken;
  for (const json& c : running["boards"]["contributions"]) taken.push_back(fair::from_hex(c["bytes"].get<std::string>()));
  EXPECT_EQ(running["boards"]["pool"], fair::to_hex(fair::boards_pool(taken)));
  EXPECT_FALSE(running["boards"].contains("secret"));
  EXPECT_TRUE(running["boards"]["boards"].empty()) << "no board's plays while its round is played";
  // The first board is dealt by North at both tables (board 1: seat 0).
  for (const json& t : running["tables"]) {
    const auto table = rig.hub->find_table(t["table"]);
    ASSERT_NE(table, nullptr);
    ASSERT_TRUE(table->settings().boards);
    EXPECT_EQ(table->settings().boards->first_board, 1);
  }
  std::string why;
  EXPECT_FALSE(rig.hub->event_boards(club.event, why));
  EXPECT_NE(why.find("revealed when it is over"), std::string::npos) << why;

  play_event(rig, club);
  const json over = rig.last(club.people[2]->id, "event");
  ASSERT_EQ(over["status"], "over");
  const fair::Bytes secret = fair::from_hex(over["boards"]["secret"].get<std::string>());
  EXPECT_EQ(fair::to_hex(fair::commitment(secret)), boards["commitment"]);
  expect_same_boards(records_by_round(rig, club.event), secret);

  // Every board's two plays, matchpoints by direction (top 1 with two tables).
  ASSERT_EQ(over["boards"]["boards"].size(), 4u);
  std::map<std::string, double> matchpoints;
  for (const json& board : over["boards"]["boards"]) {
    const json& plays = board["plays"];
    ASSERT_EQ(plays.size(), 2u);
    const int ns0 = plays[0]["points"][0].get<int>() - plays[0]["points"][1].get<int>();
    const int ns1 = plays[1]["points"][0].get<int>() - plays[1]["points"][1].get<int>();
    const double first_ns = ns0 > ns1 ? 1.0 : ns0 == ns1 ? 0.5 : 0.0;
    EXPECT_EQ(plays[0]["matchpoints"], json({first_ns, 1.0 - first_ns}));
    EXPECT_EQ(plays[1]["matchpoints"], json({1.0 - first_ns, first_ns}));
    for (const json& p : plays)
      for (std::size_t seat = 0; seat < 4; ++seat)
        matchpoints[p["seats"][seat]] += p["matchpoints"][seat % 2].get<double>();
  }
  ASSERT_EQ(over["standings"].size(), 8u);
  for (const json& s : over["standings"]) {
    EXPECT_EQ(s["matchpoints"].get<double>(), matchpoints[s["name"]]) << s["name"];
    EXPECT_EQ(s["boards"], 4);
    EXPECT_NEAR(s["percent"].get<double>(), 100.0 * matchpoints[s["name"]] / 4.0, 0.01);
  }
  EXPECT_NE(rig.hub->event_standings_csv(club.event)->find("place,name,percent,matchpoints,top,boards"),
            std::string::npos);
  // The EMN extra file carries what EMN cannot say: the boards' plays with
  // their matchpoints, and the standings by matchpoints.
  const json extra = json::parse(*rig.hub->event_emn(club.event, true));
  EXPECT_EQ(extra["format"], "duplicate");
  EXPECT_EQ(extra["duplicate"]["boards"], over["boards"]["boards"]);
  ASSERT_EQ(extra["duplicate"]["standings"].size(), 8u);
  EXPECT_EQ(extra["duplicate"]["standings"][0]["matchpoints"], over["standings"][0]["matchpoints"]);

  // The boards file: what euchre verify --boards reads, every board the seeds' deal.
  const auto file = rig.hub->event_boards(club.event, why);
  ASSERT_TRUE(file) << why;
  EXPECT_EQ((*file)["secret"], over["boards"]["secret"]);
  ASSERT_EQ((*file)["boards"].size(), 4u);
  const auto rounds = records_by_round(rig, club.event);
  const DealRecord& first = rounds.at(1)[0].game->records()[0];
  json north = json::array();
  for (Card c : first.hands[0]) north.push_back(card_text(c));
  EXPECT_EQ((*file)["boards"][0]["hands"][0], north);
  EXPECT_EQ((*file)["boards"][0]["dealer"], 0);
}

TEST(ServerDuplicate, ARestartInTheMiddleOfARoundDealsTheSameBoards) {
  MemoryStore memory;
  std::string event;
  std::vector<std::string> tokens;
  {
    HubRig rig({}, &memory);
    Club club = duplicate_club(rig);
    event = club.event;
    rig.send(club.people[0]->id, msg("event_start", {{"event", event}}));
    for (auto& p : club.people) tokens.push_back(p->token);
    for (int step = 0; step < 12; ++step)
      for (auto& p : club.people) p->respond(rig, rig.last(p->id, "event")["you"]["table"]);
  }  // the process dies
  HubRig rig({}, &memory);
  rig.hub->restore();
  Club club = reconnected(rig, event, tokens);
  play_event(rig, club);
  const json over = rig.last(club.people[0]->id, "event");
  ASSERT_EQ(over["status"], "over");
  EXPECT_EQ(over["standings"].size(), 8u);
  expect_same_boards(records_by_round(rig, event), fair::from_hex(over["boards"]["secret"].get<std::string>()));
}

TEST(ServerDuplicate, WhatDoesNotFitIsRefusedInWords) {
  HubRig rig;
  const auto ann = rig.open();
  rig.hello(ann, "Ann");
  rig.send(ann, msg("event_create", {{"format", "swiss"}}));
  EXPECT_EQ(rig.last(ann, "error")["code"], "bad_settings");
  rig.send(ann, msg("event_create", {{"format", "duplicate"}, {"options", {{"redeal_hand", "nines_tens"}}}}));
  const json refused = rig.last(ann, "error");
  EXPECT_EQ(refused["code"], "bad_settings");
  EXPECT_NE(refused["message"].get<std::string>().find("redeal_hand"), std::string::npos) << refused.dump();
  // A progressive evening takes no contribution, and has no boards file.
  rig.send(ann, msg("event_create", {{"name", "Progressive"}}));
  const std::string progressive = rig.last(ann, "event")["event"];
  const auto bob = rig.open();
  rig.hello(bob, "Bob");
  rig.send(bob, msg("event_join", {{"event", progressive}, {"contribution", "abcd"}}));
  EXPECT_EQ(rig.last(bob, "error")["code"], "malformed");
  const json heard = rig.last(bob, "event");
  EXPECT_TRUE(heard.is_null() || !heard["registered"].get<bool>()) << "a refused join registers nobody";
  std::string why;
  EXPECT_FALSE(rig.hub->event_boards(progressive, why));
  // Four people are one table: nothing to compare a board with.
  rig.send(ann, msg("event_create", {{"name", "Small"}, {"format", "duplicate"}, {"check_in_minutes", 0}}));
  const std::string small = rig.last(ann, "event")["event"];
  rig.send(bob, msg("event_join", {{"event", small}}));
  rig.send(ann, msg("event_start", {{"event", small}}));
  const json one_table = rig.last(ann, "error");
  EXPECT_EQ(one_table["code"], "bad_settings");
  EXPECT_NE(one_table["message"].get<std::string>().find("at least 5 people"), std::string::npos) << one_table.dump();
  EXPECT_EQ(rig.last(ann, "event")["status"], "registering");
  EXPECT_NE(why.find("not a duplicate event"), std::string::npos) << why;
}

}  // namespace
}  // namespace euchre::testing
