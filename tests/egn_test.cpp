// EGN records: random games round-trip through write/read for every preset
// and many option overrides, records that fit EGN validate against the
// schema, malformed and illegal records are rejected with named errors, and
// a published example replays to its known score.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "schema_check.h"
#include "core/notation.h"
#include "core/playout.h"
#include "egn/egn.h"
#include "same_game.h"
#include "test_util.h"

namespace euchre {
namespace {

using nlohmann::json;

const std::vector<std::string> kPresets = {"standard", "modern",       "british",  "keller",   "howto",
                                           "three-handed", "call-ace", "two-handed", "railroad", "french"};

const std::vector<std::vector<std::string>> kOverrides = {
    {},
    {"all_pass=stick_the_dealer"},
    {"series=first_to:2", "laps=true", "slams=true"},
    {"series=rubber", "laps=true", "slams=true"},
    {"no_trump=true"},
    {"trump_requirement=all"},
    {"lone_by=maker_or_partner"},
    {"lone_by=makers_side"},
    {"lone_defender=true"},
    {"lone_defender=true", "both_alone=true", "lone_defender_points=2_or_4_on_march"},
    {"lone_lead=eldest_active"},
    {"benny_up=redeal"},
    {"farmers_hand=three_low"},
    {"redeal_hand=nines_tens"},
    {"redeal_hand=ace_no_face"},
    {"no_ace_no_face_no_trump=true"},
    {"robson=true"},
    {"renege=callable"},
    {"renege=callable", "renege_penalty=deduct_2"},
    {"claims=false"},
    {"deck=28"},
    {"deck=32", "farmers_hand=three_low"},
    {"joker=two_of_spades"},
    {"joker=joker", "lone_defender=true"},
    {"win_by_two=true"},
    {"target=0", "num_deals=4"},
    {"target=7", "num_deals=6"},
    {"partner_order_up=must_go_alone"},
    {"first_dealer=cut", "deal_pattern=1"},
    {"partners_best=true"},
    {"partners_best=true", "defend_alone_best=true", "lone_defender=true", "both_alone=true", "lone_by=makers_side"},
};

std::optional<Rules> make_rules(const std::string& preset_name, const std::vector<std::string>& overrides) {
  Rules r = preset(preset_name);
  try {
    for (const auto& o : overrides) apply_override(r, o);
    validate(r);
  } catch (const RuleError&) {
    return std::nullopt;
  }
  return r;
}

// Plays random legal actions (sometimes a sound claim) until the game ends
// or `max_moves` actions have been taken.
std::unique_ptr<Game> random_game(const Rules& rules, std::uint64_t seed, long max_moves = -1, bool claim = true) {
  auto g = std::make_unique<Game>(rules, seed);
  Rng rng(seed * 7919 + 13);
  long moves = 0;
  while (!g->over() && (max_moves < 0 || moves < max_moves) && moves < 20000) {
    const DealState& s = g->deal();
    if (claim && rules.claims && s.phase == Phase::Play && rng.below(8) == 0 && claim_is_sound(s, s.to_act)) {
      g->apply(Action::simple(ActionKind::Claim));
    } else {
      g->apply(random_action(s, rng));
    }
    ++moves;
  }
  return g;
}


void round_trip(const Game& g, const std::string& ctx) {
  egn::Metadata md;
  const std::string text = egn::write(g, md);
  egn::Record rec;
  try {
    rec = egn::read(text);
  } catch (const egn::EgnError& e) {
    FAIL() << ctx << ": " << e.what() << "\n" << text;
  }
  test::expect_same_game(g, *rec.game, ctx);
  EXPECT_EQ(egn::write(*rec.game, rec.metadata), text) << ctx;
}

// One test per preset (every override each), so that ctest runs them side by
// side: together they were the sanitizer build's longest test.
class EgnPresetRoundTrip : public ::testing::TestWithParam<std::size_t> {};

TEST_P(EgnPresetRoundTrip, EveryOverrideRoundTrips) {
  const std::string& p = kPresets[GetParam()];
  int games = 0, with_ext = 0;
  std::uint64_t seed = 1 + GetParam() * 1000;
  for (const auto& ov : kOverrides) {
    const auto rules = make_rules(p, ov);
    if (!rules) continue;
    std::string ctx = p;
    for (const auto& o : ov) ctx += " " + o;
    for (int k = 0; k < 2; ++k, ++seed) {
      auto g = random_game(*rules, seed);
      // (renege=callable with deduct_2 can wander below zero for long: capped)
      if (ov.empty()) {
        ASSERT_TRUE(g->over()) << ctx;
      }
      round_trip(*g, ctx + " seed " + std::to_string(seed));
      ++games;
      with_ext += egn::write(*g, {}).find("\"x-euchre\"") != std::string::npos;
    }
  }
  EXPECT_GT(games, 20) << p;
  // Every preset differs from EGN's defaults somewhere, or an override makes it.
  EXPECT_GT(with_ext, 0) << p;
}

INSTANTIATE_TEST_SUITE_P(Egn, EgnPresetRoundTrip, ::testing::Range<std::size_t>(0, kPresets.size()),
                         [](const ::testing::TestParamInfo<std::size_t>& param_info) {
                           std::string name = kPresets[param_info.param];
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(Egn, GamesStoppedMidDealRoundTrip) {
  std::uint64_t seed = 5000;
  int stopped = 0;
  for (const auto& p : kPresets)
    for (const auto& ov : kOverrides) {
      const auto rules = make_rules(p, ov);
      if (!rules) continue;
      for (long stop : {0L, 3L, 13L, 41L, 97L}) {
        auto g = random_game(*rules, ++seed, stop);
        if (!g->over()) ++stopped;
        round_trip(*g, p + " stopped after " + std::to_string(stop) + " moves");
      }
    }
  EXPECT_GT(stopped, 100);
}

// Without playerCards the reader infers the hands from the play: the same
// calls and cards replay to the same scores (sit-out hands are unknowable).
TEST(Egn, HandsInferredFromThePlay) {
  int deals = 0;
  for (const std::string p : {"standard", "modern", "keller", "three-handed", "two-handed", "french"})
    for (std::uint64_t seed = 70; seed < 76; ++seed) {
      auto g = random_game(preset(p), seed, -1, false);
      json j = json::parse(egn::write(*g, {}));
      for (auto& d : j["deals"]) {
        d["initialState"].erase("playerCards");
        if (!(seed & 1))
          for (auto& ph : d["phases"]) ph.erase("discard");
        ++deals;
      }
      egn::Record rec;
      try {
        rec = egn::read(j.dump());
      } catch (const egn::EgnError& e) {
        FAIL() << p << " seed " << seed << ": " << e.what();
      }
      const Game& h = *rec.game;
      ASSERT_EQ(h.records().size(), g->records().size());
      for (std::size_t i = 0; i < h.records().size(); ++i) {
        const auto &x = g->records()[i], &y = h.records()[i];
        // Without the discard field the dealer's discard is unknowable: compare its kind only.
        ASSERT_EQ(x.moves.size(), y.moves.size()) << p << " seed " << seed << " deal " << i;
        for (std::size_t k = 0; k < x.moves.size(); ++k) {
          const bool discard = x.moves[k].action.kind == ActionKind::Discard;
          EXPECT_EQ(x.moves[k].seat, y.moves[k].seat);
          EXPECT_EQ(x.moves[k].action.kind, y.moves[k].action.kind);
          if (!discard || (seed & 1)) {
            EXPECT_EQ(x.moves[k].action, y.moves[k].action) << p << " " << seed << " " << i;
          }
        }
        EXPECT_EQ(x.final_state.points, y.final_state.points);
      }
      EXPECT_EQ(h.score(), g->score());
      EXPECT_EQ(h.winner(), g->winner());
    }
  EXPECT_GT(deals, 100);
}

TEST(Egn, MetadataRoundTrips) {
  auto g = random_game(preset("standard"), 42);
  egn::Metadata md{{"Ann", "Bob", "Cy", "Di"}, "A title", "A description", "2026-06-02T19:02", "game-1"};
  const auto rec = egn::read(egn::write(*g, md));
  EXPECT_EQ(rec.metadata.players, md.players);
  EXPECT_EQ(rec.metadata.title, md.title);
  EXPECT_EQ(rec.metadata.description, md.description);
  EXPECT_EQ(rec.metadata.date, md.date);
  EXPECT_EQ(rec.metadata.game_id, md.game_id);
}

TEST(Egn, RulesMapToEgnFields) {
  const json std_rs = json::parse(egn::write(*random_game(preset("standard"), 1, 0), {}))["metadata"]["ruleset"];
  EXPECT_EQ(std_rs["std"], false);  // our standard redeals; EGN's default sticks the dealer
  EXPECT_EQ(std_rs["loner_lead"], "LEFT_OF_LONER");
  EXPECT_FALSE(std_rs.contains("min_rank"));
  Rules r = preset("keller");
  apply_override(r, "all_pass=stick_the_dealer");
  apply_override(r, "lone_lead=eldest_active");
  apply_override(r, "first_dealer=random");
  apply_override(r, "deal_pattern=3-2");
  apply_override(r, "lone_by=maker");
  EXPECT_TRUE(egn::rules_fit_egn(r));
  const json k = json::parse(egn::write(*random_game(r, 1, 0), {}))["metadata"]["ruleset"];
  EXPECT_EQ(k["min_rank"], 7);
  EXPECT_EQ(k["winning_score"], 5);
  EXPECT_FALSE(k.contains("std"));
  EXPECT_FALSE(egn::rules_fit_egn(preset("call-ace")));
  EXPECT_TRUE(egn::rules_fit_egn(preset("three-handed")));
  // Two-handed (K ch. 7): two players in EGN's num_players, one score each in
  // its two-number arrays; the preset's cut and 2-3 deal in the extension.
  const json th = json::parse(egn::write(*random_game(preset("two-handed"), 1), {}));
  EXPECT_EQ(th["metadata"]["ruleset"]["num_players"], 2);
  EXPECT_EQ(th["metadata"]["players"].size(), 2u);
  EXPECT_EQ(th["metadata"]["finalScore"].size(), 2u);
  EXPECT_EQ(th["x-euchre"]["rules"], (json{{"first_dealer", "cut"}, {"deal_pattern", "2-3"}}));
  EXPECT_EQ(egn::read(th.dump()).rules, preset("two-handed"));
  json five = th;
  five["metadata"]["ruleset"]["num_players"] = 5;
  try {
    egn::read(five.dump());
    ADD_FAILURE() << "num_players 5 was read";
  } catch (const egn::EgnError& e) {
    EXPECT_NE(std::string(e.what()).find("num_players"), std::string::npos) << e.what();
  }
  const json ca = json::parse(egn::write(*random_game(preset("call-ace"), 1, 0), {}));
  EXPECT_EQ(ca["x-euchre"]["version"], egn::kExtensionVersion);
  EXPECT_EQ(ca["x-euchre"]["rules"]["mode"], "call_ace");
}

// Railroad (K ch. 6): EGN's ruleset names partners_best; the lone defence
// with the other's best and the exchanges themselves are ours (x-euchre:
// the rule, and the events "call best", "pass <card>", "bury <card>").
TEST(Egn, RailroadRecordsNameTheBestCardsExchanges) {
  auto g = test::deal(preset("railroad"), 0, {"Jc Qc Kc Tc 9d", "Jh Jd Ah Kh Ac", "Js Qs Ks As Ts", "B Qh 7c 8c 9c"},
                      "9h");
  test::acts(*g, {"Order alone", "discard 9d", "call best", "pass B", "bury Ac", "Pass", "defend alone", "pass As",
                  "bury Tc", "B", "9h", "Jh", "Jc", "Jd", "Qc", "Ah", "Kc"});  // the eldest hand (seat 1) leads
  const std::string text = egn::write(*g, {});
  const json j = json::parse(text);
  EXPECT_EQ(j["metadata"]["ruleset"]["partners_best"], true);
  EXPECT_EQ(j["x-euchre"]["rules"]["defend_alone_best"], "true");
  std::vector<std::string> events;
  for (const auto& e : j["x-euchre"]["deals"][0]["events"]) events.push_back(e["action"].get<std::string>());
  // Three events for the lone player, two for the lone defender (his call is EGN's aloneDefender).
  EXPECT_EQ(events, (std::vector<std::string>{"call best", "pass B", "bury Ac", "pass As", "bury Tc"})) << text;
  EXPECT_EQ(j["deals"][0]["phases"][0]["aloneDefender"], 0) << "EGN's own word for the lone defender";
  round_trip(*g, "railroad deal");
  // A record whose pass names a card the partner does not hold is refused, naming it.
  json bad = j;
  for (auto& e : bad["x-euchre"]["deals"][0]["events"])
    if (e["action"] == "pass B") e["action"] = "pass Jc";
  try {
    egn::read(bad.dump());
    ADD_FAILURE() << "a pass of a card not held was read";
  } catch (const egn::EgnError& e) {
    EXPECT_NE(std::string(e.what()).find("Jc is not in the hand"), std::string::npos) << e.what();
  }
}

// Jambone and jamboree (K ch. 5): the options are ours (x-euchre.rules); the
// answer to the jambone offer is an x-euchre event ("jambone" / "no
// jambone"); the loner's cards, though the caller chose them, are the
// trick's cards as any; a jamboree needs no event (it follows from the hands).
TEST(Egn, JamboneAndJamboreeRecordsRoundTrip) {
  const Rules r = test::R("standard", {"series=first_to:2", "laps=true", "jambone=true", "jamboree=true"});
  auto g = test::deal(r, 0, {"Tc Qc Kc Ac 9s", "Jh Jd Ah 9c 9d", "Td Qd Kd Ad Ts", "Js Ks As Jc Qs"}, "9h");
  test::acts(*g, {"Order alone", "discard 9s", "jambone", "Ad", "Tc", "9d", "Kd", "Qc", "9c", "Qd", "Kc", "Ah",
                  "Jh", "Td", "9h", "Jd", "Ts", "Ac"});
  // The next deal: seat 2 (the eldest) holds the five highest hearts.
  g->begin_deal(1, {test::H("9c Tc Qc Kc Ac"), test::H("9s Ts Qs Ks As"), test::H("Jh Jd Ah Kh Qh"),
                    test::H("9d Td Qd Kd Ad")},
                test::C("9h"), {});
  test::acts(*g, {"Order", "discard 9s"});
  ASSERT_EQ(g->records()[1].final_state.end, DealEnd::Jamboree);
  const std::string text = egn::write(*g, {});
  const json j = json::parse(text);
  EXPECT_EQ(j["x-euchre"]["rules"]["jambone"], "true");
  EXPECT_EQ(j["x-euchre"]["rules"]["jamboree"], "true");
  std::vector<std::string> events;
  for (const auto& e : j["x-euchre"]["deals"][0]["events"]) events.push_back(e["action"].get<std::string>());
  EXPECT_EQ(events, (std::vector<std::string>{"jambone"})) << text;
  round_trip(*g, "jambone and jamboree");
  const egn::Record back = egn::read(text);
  EXPECT_EQ(back.game->records()[0].final_state.points[1], 1);
  EXPECT_TRUE(back.game->records()[0].final_state.jambone);
  EXPECT_EQ(back.game->records()[1].final_state.points[0], 16);
}

// ---- schema validation ----

std::string source_path(const std::string& rel) { return std::string(EUCHRE_SOURCE_DIR) + "/" + rel; }

std::filesystem::path temp_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("euchre-egn-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

void write_file(const std::filesystem::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
}

std::string invalid_files(const std::filesystem::path& dir) { return test::invalid_egn_files(dir); }

TEST(Egn, RecordsThatFitEgnValidateAgainstTheSchema) {
  const std::vector<std::vector<std::string>> fitting = {
      {},
      {"all_pass=stick_the_dealer"},
      {"deck=32", "target=5"},
      {"deck=28"},
      {"partner_order_up=must_go_alone"},
      {"lone_lead=eldest_active"},
      {"lone_defender=true", "both_alone=true"},
      {"farmers_hand=three_low", "deck=32"},
      {"joker=joker"},
      {"no_trump=true"},
      {"target=0", "num_deals=4"},
  };
  const auto dir = temp_dir("schema");
  int files = 0;
  std::uint64_t seed = 900;
  auto add = [&](const Rules& r, const std::string& name) {
    ASSERT_TRUE(egn::rules_fit_egn(r)) << name;
    for (int k = 0; k < 4; ++k) {
      auto g = random_game(r, ++seed, k == 3 ? 37 : -1, false);  // one stopped mid-deal; no claims
      const std::string text = egn::write(*g, {{}, name, "", "2026-06-02 19:02", ""});
      if (text.find("\"x-euchre\"") != std::string::npos) continue;  // e.g. Benny named blind
      write_file(dir / (name + "-" + std::to_string(k) + ".egn"), text);
      ++files;
    }
  };
  int i = 0;
  for (const auto& ov : fitting) add(*make_rules("standard", ov), "standard" + std::to_string(i++));
  add(preset("three-handed"), "three-handed");
  Rules two = preset("two-handed");  // without its cut and 2-3 deal, which need the extension
  two.first_dealer = FirstDealer::Random;
  two.deal_pattern = DealPattern::ThreeTwo;
  add(two, "two-handed");
  Rules modern = preset("modern");
  modern.first_dealer = FirstDealer::Random;
  add(modern, "modern");
  EXPECT_GT(files, 40);
  EXPECT_EQ(invalid_files(dir), "");

  // The validator does reject: the extension object and a bad call.
  const auto bad = temp_dir("schema-bad");
  write_file(bad / "ext.egn", egn::write(*random_game(preset("call-ace"), 3), {}));
  json j = json::parse(egn::write(*random_game(preset("standard"), 4), {}));
  j["deals"][0]["phases"][0]["calls"][0] = "Bid";
  write_file(bad / "call.egn", j.dump());
  const std::string out = invalid_files(bad);
  EXPECT_NE(out.find("ext.egn"), std::string::npos) << out;
  EXPECT_NE(out.find("call.egn"), std::string::npos) << out;
  std::filesystem::remove_all(dir);
  std::filesystem::remove_all(bad);
}

// ---- malformed and illegal records ----

std::string error_of(const std::string& text) {
  try {
    egn::read(text);
  } catch (const egn::EgnError& e) {
    return e.what();
  }
  return "(accepted)";
}

#define EXPECT_ERROR_HAS(text, ...)                                             \
  do {                                                                         \
    const std::string err_ = error_of(text);                                   \
    for (const char* part_ : {__VA_ARGS__}) EXPECT_NE(err_.find(part_), std::string::npos) << err_; \
  } while (0)

// A complete standard game with no lone hands in deal 0 (seeded search).
json standard_record(bool complete = true) {
  for (std::uint64_t seed = 1;; ++seed) {
    auto g = random_game(preset("standard"), seed, complete ? -1 : 30);
    json j = json::parse(egn::write(*g, {}));
    const json& d0 = j["deals"][0];
    if (d0["phases"].size() == 2 && d0["phases"][1]["tricks"].size() == 5 && d0["phases"][1]["tricks"][0].size() == 4 &&
        j["deals"].size() > 2)
      return j;
  }
}

const std::vector<std::string> kDeck24 = {"9c", "Tc", "Jc", "Qc", "Kc", "Ac", "9d", "Td", "Jd", "Qd", "Kd", "Ad",
                                          "9h", "Th", "Jh", "Qh", "Kh", "Ah", "9s", "Ts", "Js", "Qs", "Ks", "As"};

TEST(EgnErrors, SyntaxAndStructure) {
  EXPECT_ERROR_HAS("{", "invalid JSON");
  EXPECT_ERROR_HAS("[]", "JSON object");
  json j = standard_record();
  j["fileType"] = "Chess";
  EXPECT_ERROR_HAS(j.dump(), "fileType");
  j = standard_record();
  j["metadata"]["ruleset"]["frobnicate"] = true;
  EXPECT_ERROR_HAS(j.dump(), "ruleset", "unknown field 'frobnicate'");
  j = standard_record();
  j["metadata"]["ruleset"]["fast_break"] = true;
  EXPECT_ERROR_HAS(j.dump(), "fast_break", "not supported");
  j = standard_record();
  j["x-euchre"] = {{"version", 99}};
  EXPECT_ERROR_HAS(j.dump(), "x-euchre", "version 99");
  j = standard_record();
  j["x-euchre"] = {{"version", 1}, {"rules", {{"renege", "sometimes"}}}};
  EXPECT_ERROR_HAS(j.dump(), "x-euchre.rules", "renege");
  j = standard_record();
  j["deals"][1] = "AAAA";
  EXPECT_ERROR_HAS(j.dump(), "condensed");
  j = standard_record();
  j["deals"][0]["dealNumber"] = "zero";
  EXPECT_ERROR_HAS(j.dump(), "dealNumber", "integer");
  j = standard_record();
  j["deals"][0]["initialState"]["dealer"] = 99999999999LL;
  EXPECT_ERROR_HAS(j.dump(), "dealer", "out of range");
}

TEST(EgnErrors, Cards) {
  json j = standard_record();
  j["deals"][0]["phases"][1]["tricks"][1][2] = "7c";
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "trick 2, card 3", "7c is not in the 24-card deck");
  j = standard_record();
  j["deals"][0]["phases"][1]["tricks"][1][2] = "Zz";
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "trick 2, card 3", "'Zz' is not a card");
  j = standard_record();
  j["deals"][0]["initialState"]["playerCards"][1][0] = j["deals"][0]["initialState"]["playerCards"][0][0];
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "dealt twice");
  j = standard_record();
  j["deals"][0]["phases"][1]["tricks"][2][1] = j["deals"][0]["phases"][1]["tricks"][0][1];
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "trick 3, card 2", "already played (trick 1, card 2)");
  // The second card of trick 1 played by the third seat instead: out of turn.
  j = standard_record();
  auto& t = j["deals"][0]["phases"][1]["tricks"][0];
  std::swap(t[1], t[2]);
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "trick 1, card 2", "is not in the hand");
  j = standard_record();
  {  // a sixth trick of a card nobody played: the parser has nothing against it, the rules do
    std::set<std::string> played;
    for (const json& trick : j["deals"][0]["phases"][1]["tricks"])
      for (const json& c : trick) played.insert(c.get<std::string>());
    const std::string spare = *std::find_if(kDeck24.begin(), kDeck24.end(), [&](const std::string& c) { return !played.count(c); });
    j["deals"][0]["phases"][1]["tricks"].push_back(json::array({spare}));
  }
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "6 tricks recorded");
  j = standard_record();
  j["deals"][0]["phases"][1]["tricks"][0].push_back("9c");
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "5 cards in one trick");
}

TEST(EgnErrors, CallsDealersAndScores) {
  json j = standard_record();
  j["deals"][0]["phases"][0]["calls"][0] = "Bid";
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "call 1", "'Bid' is not a call");
  j = standard_record();
  const int d1 = j["deals"][1]["initialState"]["dealer"];
  j["deals"][1]["initialState"]["dealer"] = (d1 + 2) % 4;
  EXPECT_ERROR_HAS(j.dump(), "deal 1", "rotation");
  j = standard_record();
  j["metadata"]["finalScore"][0] = j["metadata"]["finalScore"][0].get<int>() + 1;
  EXPECT_ERROR_HAS(j.dump(), "finalScore", "does not match");
  j = standard_record();
  j["deals"][0]["dealNumber"] = 7;
  EXPECT_ERROR_HAS(j.dump(), "deal 7", "first deal");
  // A deal cut short in the middle is only acceptable as the last deal.
  j = standard_record();
  j["deals"][0]["phases"][1]["tricks"].erase(4);
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "unfinished", "another deal follows");
}

// Hand-made deal: seat 2 plays Kc on a heart lead, then shows Qh later.
// Without playerCards the hands are inferred from the play, so the renege
// under renege=prevented is proven by the later card.
const char* kRenegeRecord = R"({
  "fileType": "Euchre Game Notation", "version": "1.4",
  "metadata": { "players": ["a","b","c","d"], "initialScore": [0, 0] },
  "deals": [ { "dealNumber": 0, "initialState": { "dealer": 0, "upCard": "9s" },
    "phases": [
      { "phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": ["Order"] },
      { "phaseNumber": 1, "type": "TRICK_PLAY", "tricks": [
        ["Ah", "Kc", "9h", "Th"], ["Ad", "Qh", "9d", "Td"] ] } ] } ]
})";

TEST(EgnErrors, RenegeProvenByALaterPlay) {
  EXPECT_ERROR_HAS(kRenegeRecord, "deal 0", "trick 1, card 2 (Kc by seat 2)", "must follow hearts");
  // Under renege=callable the same play is allowed (the renege can be called).
  json j = json::parse(kRenegeRecord);
  j["x-euchre"] = {{"version", 1}, {"rules", {{"renege", "callable"}}}};
  EXPECT_EQ(error_of(j.dump()), "(accepted)");
}

TEST(EgnErrors, IllegalCallsNameTheRule) {
  json j = json::parse(kRenegeRecord);
  j["deals"][0]["phases"][0]["calls"] = {"Pass", "Pass", "Pass", "Pass", "s"};
  j["deals"][0]["phases"].erase(1);
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "call 5 (s by seat 1)", "turned-down suit");
  j["deals"][0]["phases"][0]["calls"] = {"Pass", "Pass", "Pass", "Pass", "n"};
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "call 5", "no_trump=false", "no trump may not be named");
  j["deals"][0]["phases"][0]["calls"] = {"Pass", "Pass", "Pass", "Pass", "Pass", "Pass", "Pass", "Pass"};
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "call 8 (Pass by seat 0)", "the dealer must name trump");  // EGN's default: std=true
  j["metadata"]["ruleset"] = {{"std", false}};
  EXPECT_EQ(error_of(j.dump()), "(accepted)");
  j["deals"][0]["phases"][0]["calls"] = {"Order", "Pass"};
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "call 2", "trump is already made");
  j["deals"][0]["phases"][0]["calls"] = {"Pass", "Order"};
  j["metadata"]["ruleset"] = {{"canadian", true}};
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "call 2 (Order by seat 2)", "only by going alone");
}

// ---- the published example ----

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// French euchre (docs/egn.md, "French euchre"): no upCard; passes and the
// naming of trump are EGN calls ("Pass", a suit letter), each bid of tricks
// an x-euchre event ("bid 3"), the option in x-euchre's rules.
TEST(Egn, FrenchEuchreRecords) {
  Game g(preset("french"), Game::ManualDeals{});
  g.begin_deal(0, {test::H("9c Tc Qc Kc Ac"), test::H("Jh Jd Ah Kh Qh"), test::H("9d Td Qd Kd Ad"), test::H("9s Ts Qs Ks As")}, kNoCard,
               test::cards("Js Jc Th 9h"));
  test::acts(g, {"pass", "bid 2", "pass", "bid 3", "h"});
  const json j = json::parse(egn::write(g, {}));
  EXPECT_FALSE(j["deals"][0]["initialState"].contains("upCard"));
  EXPECT_EQ(j["deals"][0]["phases"][0]["calls"], (json{"Pass", "Pass", "h"}));
  EXPECT_EQ(j["x-euchre"]["deals"][0]["events"],
            (json{{{"at", 1}, {"seat", 2}, {"action", "bid 2"}}, {{"at", 3}, {"seat", 0}, {"action", "bid 3"}}}));
  EXPECT_EQ(j["x-euchre"]["rules"]["bidding"], "auction");
  const egn::Record rec = egn::read(j.dump());
  EXPECT_EQ(rec.rules, preset("french"));
  test::expect_same_game(g, *rec.game, "french");
  EXPECT_EQ(rec.game->deal().bid, 3);
  // An upCard at bidding=auction, and none in a game that turns one, are refused.
  json up = j;
  up["deals"][0]["initialState"]["upCard"] = "9h";
  EXPECT_ERROR_HAS(up.dump(), "bidding=auction (French euchre) turns no card, but the deal names 9h");
  const json std_game = json::parse(egn::write(*random_game(preset("standard"), 3), {}));
  json none = std_game;
  none["deals"][0]["initialState"].erase("upCard");
  EXPECT_ERROR_HAS(none.dump(), "deal 0: initialState needs 'upCard'");
}

TEST(Egn, SixPointsInTwoHandsReplays) {
  const std::string text = read_file(source_path("tests/data/six-points-in-two-hands.egn"));
  ASSERT_FALSE(text.empty());
  const egn::Record rec = egn::read(text);
  const Game& g = *rec.game;
  EXPECT_EQ(rec.metadata.players[2], "Brownsbacke\u00ae07");
  EXPECT_EQ(rec.rules.all_pass, AllPass::StickTheDealer);
  EXPECT_EQ(rec.rules.lone_lead, LoneLead::EldestActive);
  const auto s = egn::summarize(g);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].trump, 2);  // hearts
  EXPECT_EQ(s[0].maker, 2);
  EXPECT_EQ(s[0].alone, 2);
  EXPECT_EQ(s[0].points, (std::vector<int>{4, 0}));
  EXPECT_EQ(s[1].maker, 2);
  EXPECT_EQ(s[1].tricks, (std::vector<int>{5, 0}));
  EXPECT_EQ(s[1].points, (std::vector<int>{2, 0}));
  EXPECT_EQ(g.score()[0], 10);
  EXPECT_EQ(g.score()[1], 9);
  EXPECT_EQ(g.winner(), 0);
  // Dealer 1 picked up Qd and played it in trick 2; the discard was inferred.
  EXPECT_EQ(g.records()[1].final_state.discard != kNoCard, true);
  // The record re-written with the inferred hands replays identically.
  const auto again = egn::read(egn::write(g, rec.metadata));
  test::expect_same_game(g, *again.game, "six points");
}

TEST(Egn, LegacySpellingsAreAccepted) {
  json j = json::parse(read_file(source_path("tests/data/six-points-in-two-hands.egn")));
  j["version"] = "1.0.0";
  j["deals"][1]["phases"][0]["calls"] = {"PickUp"};
  j["deals"][0]["phases"][1]["initialLead"] = 1;
  j["deals"][0]["phases"][1]["tricks"][0][0] = "NS";  // N = nine, upper-case suit
  j["deals"][1]["initialState"]["kitty"] = {"", "", ""};
  const egn::Record rec = egn::read(j.dump());
  EXPECT_EQ(rec.game->score()[0], 10);
  j["deals"][0]["phases"][1]["initialLead"] = 3;
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "initialLead");
  j = json::parse(read_file(source_path("tests/data/six-points-in-two-hands.egn")));
  j["deals"][0]["phases"][0]["calls"][0] = "Alone";
  EXPECT_ERROR_HAS(j.dump(), "deal 0", "call 2 (Pass)", "trump is already made");  // "Alone" = Order alone
}

// ---- records from the real world: read, with a word on what is odd ----

egn::Record read_data(const std::string& name, bool strict = false) {
  egn::ReadOptions options;
  options.strict = strict;
  return egn::read(read_file(source_path("tests/data/" + name)), options);
}

std::string strict_error_of(const std::string& name) {
  try {
    read_data(name, true);
  } catch (const egn::EgnError& e) {
    return e.what();
  }
  return "(accepted)";
}

TEST(EgnRealWorld, UnknownFieldsAreWarningsNamingThePlace) {
  const egn::Record rec = read_data("real-world-unknown-fields.egn");
  EXPECT_EQ(rec.warnings, (std::vector<std::string>{"record: unknown field 'videoUrl'", "record: unknown field 'views'",
                                                    "deal 2: unknown field 'timings'"}));
  EXPECT_EQ(rec.game->records().size(), 3u);  // read all the same
  EXPECT_EQ(rec.game->score()[0], 3);
  EXPECT_EQ(rec.game->score()[1], 1);
  const std::string err = strict_error_of("real-world-unknown-fields.egn");
  EXPECT_NE(err.find("record: unknown field 'videoUrl'"), std::string::npos) << err;
  EXPECT_NE(err.find("strict"), std::string::npos) << err;
  // Everywhere EGN has an object, with the place named; our own record has none.
  json j = json::parse(egn::write(*rec.game, rec.metadata));
  EXPECT_TRUE(egn::read(j.dump()).warnings.empty());
  j["metadata"]["source"] = "a viewer";
  j["metadata"]["players"][1] = {{"name", "East"}, {"rating", 1500}};
  j["deals"][1]["initialState"]["shuffleSeed"] = 7;
  j["deals"][1]["phases"][0]["thinkingTime"] = 3;
  j["deals"][1]["phases"][1]["timings"] = json::array();
  EXPECT_EQ(egn::read(j.dump()).warnings,
            (std::vector<std::string>{"metadata: unknown field 'source'", "metadata.players[1]: unknown field 'rating'",
                                      "deal 1, initialState: unknown field 'shuffleSeed'",
                                      "deal 1, bidding phase: unknown field 'thinkingTime'",
                                      "deal 1, trick phase: unknown field 'timings'"}));
  // The rules cannot be guessed: an unknown ruleset field stays an error (EgnErrors.SyntaxAndStructure).
}

TEST(EgnRealWorld, DealsAfterTheWinAreReplayedWithAWarning) {
  const egn::Record rec = read_data("real-world-played-on.egn");
  EXPECT_EQ(rec.warnings, (std::vector<std::string>{"deal 1 was played after team 0 won 11-7; replayed"}));
  EXPECT_EQ(rec.game->winner(), 0);  // the game ends at the win
  EXPECT_EQ(rec.game->score()[0], 11);
  EXPECT_EQ(rec.game->score()[1], 7);
  ASSERT_EQ(rec.played_on.size(), 1u);  // the deal after it is replayed from 11-7
  EXPECT_EQ(rec.last_game().score()[0], 11);
  EXPECT_EQ(rec.last_game().score()[1], 9);
  EXPECT_EQ(rec.deal_count(), 2u);
  const auto s = egn::summarize(rec);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[1].number, 1);
  EXPECT_EQ(s[1].dealer, 1);
  EXPECT_EQ(s[1].score, (std::vector<int>{11, 9}));
  EXPECT_NE(strict_error_of("real-world-played-on.egn").find("deal 1 was played after team 0 won 11-7"),
            std::string::npos);
  // finalScore: the score after the last deal or the score at the win; nothing else.
  json j = json::parse(read_file(source_path("tests/data/real-world-played-on.egn")));
  j["metadata"]["finalScore"] = {11, 7};
  EXPECT_EQ(error_of(j.dump()), "(accepted)");
  j["metadata"]["finalScore"] = {12, 9};
  EXPECT_ERROR_HAS(j.dump(), "finalScore [12,9] does not match the replayed score [11,9] (nor the score at the win [11,7])");
  // A deal after the win still follows the rotation and the rules.
  j = json::parse(read_file(source_path("tests/data/real-world-played-on.egn")));
  j["deals"][1]["initialState"]["dealer"] = 2;
  EXPECT_ERROR_HAS(j.dump(), "deal 1: dealer is seat 2 but the rotation gives seat 1");
  j = json::parse(read_file(source_path("tests/data/real-world-played-on.egn")));
  std::swap(j["deals"][1]["phases"][1]["tricks"][0][1], j["deals"][1]["phases"][1]["tricks"][0][2]);
  EXPECT_ERROR_HAS(j.dump(), "deal 1, trick 1, card 2 (Kd by seat 3): Kd is not in the hand");
  // A fixed number of deals: six played where the ruleset says four; each
  // deal after the end is a Game of its own and a warning of its own.
  Rules six = preset("standard");
  apply_override(six, "target=0");
  apply_override(six, "num_deals=6");
  const auto g = random_game(six, 5, -1, false);
  j = json::parse(egn::write(*g, {}));
  j["metadata"]["ruleset"]["num_deals"] = 4;
  const egn::Record four = egn::read(j.dump());
  ASSERT_EQ(four.played_on.size(), 2u);
  ASSERT_EQ(four.warnings.size(), 2u);
  EXPECT_EQ(four.warnings[1].rfind("deal 5 was played after ", 0), 0u) << four.warnings[1];
  EXPECT_EQ(four.last_game().score(), g->score());
}

TEST(EgnRealWorld, UnknownDiscardIsWhatTheOtherSeatsKnow) {
  const egn::Record rec = read_data("real-world-unknown-discard.egn", true);  // nothing odd about it
  const Game& g = rec.last_game();
  ASSERT_EQ(g.deal().phase, Phase::Play);  // past the discard: the leader is to play
  EXPECT_EQ(g.to_act(), 1);
  EXPECT_TRUE(rec.hand_known(0, 1));
  EXPECT_FALSE(rec.hand_known(0, 0));  // the dealer's hand holds an unknown card
  EXPECT_EQ(rec.guessed_discard, (std::vector<int>{0}));
  EXPECT_EQ(g.deal().hand[0].size(), 5);
  // Written back with the discard unknown, it reads the same.
  egn::WriteOptions wo;
  wo.unknown = rec.guessed;
  wo.unknown_discard = {true};
  const std::string text = egn::write(g, rec.metadata, wo);
  EXPECT_NE(text.find("\"discard\": \"Xx\""), std::string::npos) << text;
  const egn::Record again = egn::read(text);
  EXPECT_EQ(again.guessed, rec.guessed);
  EXPECT_EQ(again.guessed_discard, rec.guessed_discard);
  EXPECT_EQ(again.game->deal().hand, g.deal().hand);
  // Without the discard field the record stops at the dealer's discard.
  json j = json::parse(read_file(source_path("tests/data/real-world-unknown-discard.egn")));
  j["deals"][0]["phases"][0].erase("discard");
  EXPECT_EQ(egn::read(j.dump()).game->deal().phase, Phase::Discard);
  // "Xx" is no card to play, and a discard needs a pick-up.
  j["deals"][0]["phases"][0]["discard"] = "Xx";
  j["deals"][0]["phases"][0]["calls"] = {"Pass", "Pass", "Pass", "Pass", "s"};
  EXPECT_ERROR_HAS(j.dump(), "deal 0, discard Xx: the dealer never took up the up-card");
  j["deals"][0]["phases"][0]["calls"] = {"Pass", "Pass", "Order"};
  j["deals"][0]["phases"].push_back({{"phaseNumber", 1}, {"type", "TRICK_PLAY"}, {"tricks", {{"Xx"}}}});
  EXPECT_ERROR_HAS(j.dump(), "deal 0, trick 1, card 1: an unknown card 'Xx' cannot be replayed here");
}

// Hands and discards hidden at random ("Xx") in records of every preset:
// the play alone must still settle who held what, and the replay is the
// same game. (Not under renege=callable: there a seat that does not follow
// is taken to lack the suit, so a renege needs its hand in the record.)
TEST(EgnRealWorld, HiddenCardsReplayTheSameGame) {
  int deals = 0;
  for (const auto& p : kPresets)
    for (const auto& ov : std::vector<std::vector<std::string>>{{}, {"farmers_hand=three_low", "deck=32"},
                                                                 {"lone_defender=true", "both_alone=true"}}) {
      const auto rules = make_rules(p, ov);
      if (!rules) continue;
      for (std::uint64_t seed = 300; seed < 310; ++seed) {
        auto g = random_game(*rules, seed, -1, false);
        Rng rng(seed);
        json j = json::parse(egn::write(*g, {}));
        for (auto& d : j["deals"]) {
          const unsigned keep = 1 + rng.below(4);  // keep 1 card in `keep`: from none to three in four
          for (auto& h : d["initialState"]["playerCards"])
            for (auto& c : h)
              if (keep == 1 || rng.below(keep) != 0) c = "Xx";
          for (auto& ph : d["phases"])
            if (ph.contains("discard") && rng.below(2)) ph["discard"] = "Xx";
          ++deals;
        }
        std::string ctx = p;
        for (const auto& o : ov) ctx += " " + o;
        ctx += " seed " + std::to_string(seed);
        egn::Record rec;
        try {
          rec = egn::read(j.dump());
        } catch (const egn::EgnError& e) {
          FAIL() << ctx << ": " << e.what();
        }
        ASSERT_EQ(rec.game->records().size(), g->records().size()) << ctx;
        for (std::size_t i = 0; i < g->records().size(); ++i) {
          const auto &x = g->records()[i].moves, &y = rec.game->records()[i].moves;
          ASSERT_EQ(x.size(), y.size()) << ctx << " deal " << i;
          for (std::size_t k = 0; k < x.size(); ++k) {
            EXPECT_EQ(x[k].seat, y[k].seat) << ctx << " deal " << i;
            if (x[k].action.kind != ActionKind::Discard) {  // a hidden discard is a guess
              EXPECT_EQ(x[k].action, y[k].action) << ctx << " deal " << i;
            }
          }
        }
        EXPECT_EQ(rec.game->score(), g->score()) << ctx;
      }
    }
  EXPECT_GT(deals, 500);
}

// ---- hostile input: limits and duplicate keys ----

TEST(EgnLimits, DuplicateKeysAreRefusedNamingTheKey) {
  const std::string text = standard_record().dump();
  std::string dup = text;
  dup.insert(1, "\"version\":\"1.4\",");
  EXPECT_ERROR_HAS(dup, "invalid JSON: duplicate key 'version' in the top level");
  dup = text;
  const auto at = dup.find("\"dealer\":");
  ASSERT_NE(at, std::string::npos);
  dup.insert(at, "\"dealer\":3,");
  EXPECT_ERROR_HAS(dup, "duplicate key 'dealer' in deals[0].initialState");
  // The same key in two objects is no duplicate.
  EXPECT_EQ(error_of(text), "(accepted)");
}

TEST(EgnLimits, SizeValuesDepthAndDeals) {
  const std::string big = "{\"pad\":\"" + std::string(egn::kMaxRecordBytes, 'x') + "\"}";
  EXPECT_ERROR_HAS(big, "the limit is 8 MiB (8388608 bytes)");
  std::string many = "{\"pad\":[";
  for (std::size_t i = 0; i < egn::kMaxJsonValues; ++i) many += "0,";
  many += "0]}";
  ASSERT_LT(many.size(), egn::kMaxRecordBytes);
  EXPECT_ERROR_HAS(many, "more than 1000000 JSON values (the limit)");
  const std::string deep = "{\"pad\":" + std::string(100, '[') + std::string(100, ']') + "}";
  EXPECT_ERROR_HAS(deep, "nests deeper than 64 levels (the limit)");
  json j = standard_record();
  j["deals"] = json::array();
  for (std::size_t i = 0; i <= egn::kMaxDeals; ++i) j["deals"].push_back(json::object());
  EXPECT_ERROR_HAS(j.dump(), "deals: 2001 deals; a record may hold at most 2000 (the limit)");
}

}  // namespace
}  // namespace euchre
