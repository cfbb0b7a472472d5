// EMN, the EGN project's match format (issue 30's checks; docs/events.md,
// "EMN"): a simulated evening's evening.emn is valid against the EMN 1.0
// schema (the copy in tests/data/emn) and imports back to the same tables
// and standings; the EGN project's example match (MotE W5) validates and
// imports; EMN 1.1 (playersOverride) reads as 1.0; malformed matches are
// refused with the game and field named, never a crash.
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli_run.h"
#include "events/emn.h"
#include "events/emn_evening.h"
#include "schema_check.h"

namespace euchre::test {
namespace {

using json = nlohmann::json;

const std::filesystem::path kExample = std::filesystem::path(EUCHRE_SOURCE_DIR) / "tests/data/emn/MotE W5 Match.emn";

std::filesystem::path write_json(const std::string& name, const json& value) {
  const auto path = scratch_dir() / name;
  std::ofstream(path) << value.dump(2);
  return path;
}

// The message of the EventError read_emn throws ("" if it reads).
std::string emn_error(const json& doc) {
  try {
    events::read_emn(doc.dump());
  } catch (const events::EventError& e) {
    return e.what();
  }
  return "";
}

TEST(Emn, ASimulatedEveningIsValidEmnAndImportsToItsTablesAndStandings) {
  const CliResult sim =
      run_euchre("event simulate --people 9 --rounds 4 --deals 4 --movement whist --seed 7 --out evening");
  ASSERT_EQ(sim.code, 0) << sim.err;
  const auto dir = scratch_dir() / "evening";
  EXPECT_EQ(invalid_emn_file(dir / "evening.emn"), "");

  // The games are the evening's tables in round and table order, with their seats and records.
  const json evening = json::parse(slurp(dir / "evening.json"));
  const events::EmnResults match = events::read_emn(slurp(dir / "evening.emn"));
  EXPECT_EQ(match.version, "1.0");
  EXPECT_TRUE(match.warnings.empty()) << match.warnings.front();
  std::size_t g = 0;
  for (const json& round : evening["rounds"])
    for (const json& table : round["tables"]) {
      ASSERT_LT(g, match.games.size());
      const events::EmnGameResult& game = match.games[g];
      EXPECT_EQ(game.index, static_cast<int>(g));
      for (std::size_t s = 0; s < 4; ++s) EXPECT_EQ(game.names[s], table["seats"][s]["name"]) << "game " << g;
      EXPECT_EQ(game.score[0], table["points"][0]) << "game " << g;
      EXPECT_EQ(game.score[1], table["points"][1]) << "game " << g;
      EXPECT_EQ(game.record.deal_count(), 4u);
      const egn::Record record = egn::read(slurp(dir / table["record"].get<std::string>()));
      EXPECT_EQ(egn::summarize(game.record).size(), egn::summarize(record).size());
      ++g;
    }
  EXPECT_EQ(g, match.games.size());

  // Imported with its extra file, the evening's standings come back as simulated.
  const CliResult imp = run_euchre("event import evening/evening.emn");
  ASSERT_EQ(imp.code, 0) << imp.err;
  const std::string standings = sim.out.substr(sim.out.find("place"));
  ASSERT_NE(imp.out.find(standings), std::string::npos) << imp.out << "\nsimulated:\n" << sim.out;
  const json extra = json::parse(slurp(dir / "evening.emn-extra.json"));
  const events::Progressive rebuilt = events::evening_from_emn(extra, match);
  EXPECT_EQ(rebuilt.standings().size(), evening["standings"].size());
  for (std::size_t i = 0; i < rebuilt.standings().size(); ++i) {
    EXPECT_EQ(rebuilt.standings()[i].points, evening["standings"][i]["points"]);
    EXPECT_EQ(rebuilt.standings()[i].byes, evening["standings"][i]["byes"]);
  }
}

TEST(Emn, TheValidatorRejectsABrokenMatch) {
  const json good = json::parse(slurp(kExample));
  EXPECT_EQ(invalid_emn_file(write_json("good.emn", good)), "");
  json extra_field = good;
  extra_field["metadata"]["rounds"] = 6;  // EMN has no such field
  EXPECT_NE(invalid_emn_file(write_json("extra.emn", extra_field)).find("EMN ['metadata']"), std::string::npos);
  json three_seats = good;
  three_seats["games"][1]["players"].erase(3);
  EXPECT_NE(invalid_emn_file(write_json("three.emn", three_seats)).find("EMN ['games', 1, 'players']"), std::string::npos);
  json bad_record = good;
  bad_record["games"][2]["gameData"]["deals"][0]["initialState"]["upCard"] = "Zz";
  EXPECT_NE(invalid_emn_file(write_json("record.emn", bad_record)).find("EGN game 2"), std::string::npos);
}

TEST(Emn, TheEgnProjectsExampleMatchImports) {
  const json raw = json::parse(slurp(kExample));
  EXPECT_EQ(invalid_emn_file(kExample), "");
  const events::EmnResults match = events::read_emn(slurp(kExample));
  EXPECT_EQ(match.title, raw["metadata"]["title"]);
  ASSERT_EQ(match.games.size(), raw["games"].size());
  std::map<std::string, std::string> names;
  for (const json& p : raw["metadata"]["players"]) names[p["id"]] = p["name"];
  for (std::size_t g = 0; g < match.games.size(); ++g) {
    const json& in = raw["games"][g];
    const events::EmnGameResult& game = match.games[g];
    EXPECT_EQ(game.index, in["gameIndex"]);
    for (std::size_t s = 0; s < 4; ++s) {
      EXPECT_EQ(game.ids[s], in["players"][s]);
      EXPECT_EQ(game.names[s], names[in["players"][s]]);
      EXPECT_EQ(game.names[s], in["gameData"]["metadata"]["players"][s]) << "the record names the same seats";
    }
    EXPECT_EQ(game.record.deal_count(), in["gameData"]["deals"].size());
    // Played to 10 (EGN's default): the winner is the side that reached it, the other did not.
    ASSERT_TRUE(game.winner.has_value()) << "game " << g;
    const std::size_t w = static_cast<std::size_t>(*game.winner);
    EXPECT_GE(game.score[w], 10) << "game " << g;
    EXPECT_LT(game.score[1 - w], 10) << "game " << g;
  }
  const CliResult imp = run_euchre("event import '" + kExample.string() + "'");
  EXPECT_EQ(imp.code, 0) << imp.err;
  EXPECT_NE(imp.out.find("game 5: WWMM & Chach"), std::string::npos) << imp.out;
}

TEST(Emn, Version11NamesSeatsInPlayersOverride) {
  json doc = json::parse(slurp(kExample));
  doc["version"] = "1.1";
  for (json& game : doc["games"]) {
    game["playersOverride"] = game["players"];
    game.erase("players");
  }
  const events::EmnResults v11 = events::read_emn(doc.dump());
  const events::EmnResults v10 = events::read_emn(slurp(kExample));
  ASSERT_EQ(v11.games.size(), v10.games.size());
  for (std::size_t g = 0; g < v10.games.size(); ++g) {
    EXPECT_EQ(v11.games[g].ids, v10.games[g].ids);
    EXPECT_EQ(v11.games[g].score, v10.games[g].score);
  }
  EXPECT_TRUE(v11.warnings.empty());
  // A 1.0 file naming seats the 1.1 way reads, with a warning naming the game.
  doc["version"] = "1.0";
  const events::EmnResults mixed = events::read_emn(doc.dump());
  ASSERT_FALSE(mixed.warnings.empty());
  EXPECT_NE(mixed.warnings[0].find("games[0] (gameIndex 0): seats in \"playersOverride\""), std::string::npos)
      << mixed.warnings[0];
}

TEST(Emn, AMalformedMatchIsRefusedNamingTheGameAndField) {
  const json good = json::parse(slurp(kExample));
  const auto with = [&](auto change) {
    json doc = good;
    change(doc);
    return emn_error(doc);
  };
  EXPECT_EQ(emn_error(good), "");
  EXPECT_EQ(with([](json& d) { d["fileType"] = "Euchre Game Notation"; }),
            "EMN: \"fileType\" is \"Euchre Game Notation\", not \"Euchre Match Notation\"");
  EXPECT_NE(with([](json& d) { d["version"] = "2.0"; }).find("version \"2.0\" is not one read here"), std::string::npos);
  EXPECT_EQ(with([](json& d) { d["games"][3].erase("gameData"); }), "EMN games[3] (gameIndex 3): missing \"gameData\"");
  EXPECT_EQ(with([](json& d) { d["games"][1]["players"][2] = "p-09"; }),
            "EMN games[1] (gameIndex 1): \"players\" names \"p-09\", not among metadata.players");
  EXPECT_EQ(with([](json& d) { d["games"][1]["players"][2] = "p-01"; }),
            "EMN games[1] (gameIndex 1): \"players\" names \"p-01\" twice");
  EXPECT_EQ(with([](json& d) { d["games"][4]["gameIndex"] = 2; }), "EMN games[4] (gameIndex 2): gameIndex given twice");
  EXPECT_EQ(with([](json& d) { d["games"][0]["gameIndex"] = "0"; }),
            "EMN games[0]: \"gameIndex\" must be an integer from 0");
  EXPECT_EQ(with([](json& d) { d["metadata"]["players"][1].erase("id"); }), "EMN metadata.players[1]: missing \"id\"");
  // A record the EGN reader refuses: its words, prefixed with the game.
  const std::string illegal = with([](json& d) { d["games"][2]["gameData"]["deals"][0]["phases"][1]["tricks"][0][0] = "Xq"; });
  EXPECT_EQ(illegal.rfind("EMN games[2] (gameIndex 2): gameData: ", 0), 0u) << illegal;
  EXPECT_NE(emn_error(json::array()).find("must be a JSON object"), std::string::npos);
  // Cut anywhere, the text is refused in words (no crash, no other exception).
  const std::string text = slurp(kExample);
  for (std::size_t cut = 0; cut < text.size(); cut += 997) {
    try {
      events::read_emn(std::string_view(text).substr(0, cut));
      ADD_FAILURE() << "a match cut at " << cut << " was read";
    } catch (const events::EventError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("EMN: invalid JSON", 0), 0u) << e.what();
    }
  }
}

TEST(Emn, AnExtraFileThatDoesNotFitTheGamesIsRefused) {
  const CliResult sim = run_euchre("event simulate --people 8 --rounds 2 --deals 2 --movement fixed --seed 3 --out e");
  ASSERT_EQ(sim.code, 0) << sim.err;
  const auto dir = scratch_dir() / "e";
  const json extra = json::parse(slurp(dir / "evening.emn-extra.json"));
  const events::EmnResults match = events::read_emn(slurp(dir / "evening.emn"));
  EXPECT_NO_THROW(events::evening_from_emn(extra, match));
  const auto refused = [&](const json& changed) {
    try {
      events::evening_from_emn(changed, match);
    } catch (const events::EventError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  json points = extra;
  points["rounds"][1]["tables"][0]["points"][0] = points["rounds"][1]["tables"][0]["points"][0].get<int>() + 1;
  EXPECT_NE(refused(points).find("extra file round 2, table 1: \"points\""), std::string::npos) << refused(points);
  json game = extra;
  game["rounds"][0]["tables"][1]["game"] = 0;  // table 2 pointing at table 1's game
  EXPECT_NE(refused(game).find("extra file round 1, table 2: seat 0"), std::string::npos) << refused(game);
  json standing = extra;
  standing["standings"][0]["points"] = standing["standings"][0]["points"].get<int>() + 5;
  EXPECT_NE(refused(standing).find("extra file standings[0]: \"points\""), std::string::npos) << refused(standing);
  // The CLI says so and exits 1; a file that is not there exits 2.
  std::ofstream(dir / "evening.emn-extra.json") << points.dump();
  expect_refused("event import e/evening.emn", 1, "extra file round 2, table 1: \"points\"");
  expect_refused("event import e/nothing.emn", 2, "cannot read");
}

}  // namespace
}  // namespace euchre::test
