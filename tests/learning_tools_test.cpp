// The learning tools: `euchre hint`, `solve`, `analyze`, partial records
// ("Xx" cards) and `play --auto-claim` (docs/learning-tools.md).
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>

#include "schema_check.h"
#include "bots/basic_bot.h"
#include "cli_run.h"
#include "core/notation.h"
#include "egn/egn.h"
#include "learn/hint.h"
#include "solver/solver.h"

namespace euchre {
namespace {

using nlohmann::json;
using test::run_euchre;
using test::scratch_dir;

void write_file(const std::filesystem::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
}

// Seat 1 (eldest) holds both bowers and A K Q of hearts; the up-card is Th.
const char* kLayDown = R"({"fileType":"Euchre Game Notation","version":"1.4",
 "metadata":{"players":["a","b","c","d"],"initialScore":[0,0],"ruleset":{"std":false,"loner_lead":"LEFT_OF_LONER"}},
 "deals":[{"dealNumber":0,"initialState":{"dealer":0,"upCard":"Th","playerCards":[
   ["9c","Tc","Qc","9d","Td"],["Jh","Jd","Ah","Kh","Qh"],["Kc","Ac","Qd","Kd","Ad"],["9s","Ts","Qs","Ks","As"]]},
 "phases":[]}]})";

// A game of basic bots stopped in the play: trick 2, after two cards.
std::string mid_trick_record(std::uint64_t seed) {
  Game g(Rules{}, seed);
  std::array<BasicBot, 4> bots{BasicBot(seed), BasicBot(seed + 1), BasicBot(seed + 2), BasicBot(seed + 3)};
  for (int guard = 0; guard < 10000; ++guard) {
    const DealState& s = g.deal();
    if (s.phase == Phase::Play && s.trick_no == 1 && s.in_trick == 2) break;
    g.apply(bots[static_cast<std::size_t>(g.to_act())].choose(make_view(g, g.to_act())));
  }
  return egn::write(g, {});
}

TEST(Hint, LayDownHandGoesAloneFirst) {
  write_file(scratch_dir() / "lay.egn", kLayDown);
  const auto r = run_euchre("hint lay.egn --seat 1 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["seat"], 1);
  ASSERT_EQ(j["actions"].size(), 3u) << r.out;  // Order alone, Order, Pass
  EXPECT_EQ(j["actions"][0]["action"], "Order alone") << r.out;
  double last = 2;
  for (const json& a : j["actions"]) {
    EXPECT_TRUE(a["action"].is_string());
    EXPECT_TRUE(a["expected_points"].is_number());
    ASSERT_TRUE(a["win_chance"].is_number());
    EXPECT_LE(a["win_chance"].get<double>(), last);  // best first
    last = a["win_chance"].get<double>();
    EXPECT_FALSE(a["reason"].get<std::string>().empty());
  }
  EXPECT_NE(j["actions"][0]["reason"].get<std::string>().find("both bowers"), std::string::npos) << r.out;
  const auto text = run_euchre("hint lay.egn --seat 1");
  EXPECT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("Order alone"), std::string::npos);
}

TEST(Hint, AtNinePointsNoLoner) {
  std::string rec = kLayDown;
  rec.replace(rec.find("\"initialScore\":[0,0]"), 20, "\"initialScore\":[8,9]");  // seat 1's team needs one point
  write_file(scratch_dir() / "nine.egn", rec);
  const auto r = run_euchre("hint nine.egn --seat 1 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(r.out);
  for (const json& a : j["actions"]) {
    if (a["action"] == "Order alone") {
      EXPECT_NE(a["reason"].get<std::string>().find("one point wins the game"), std::string::npos) << r.out;
    }
  }
}

TEST(Hint, SeatNotToActIsAnError) {
  write_file(scratch_dir() / "lay.egn", kLayDown);
  const auto r = run_euchre("hint lay.egn --seat 2");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("seat 2 is not to act: seat 1 is"), std::string::npos) << r.err;
  EXPECT_EQ(run_euchre("hint lay.egn --seat 7").code, 2);
  EXPECT_EQ(run_euchre("hint lay.egn").code, 2);
  EXPECT_EQ(run_euchre("hint missing.egn --seat 1").code, 2);
}

TEST(Solve, SameValuesAsTheSolver) {
  for (std::uint64_t seed : {3u, 4u, 5u}) {
    const std::string text = mid_trick_record(seed);
    write_file(scratch_dir() / "mid.egn", text);
    const egn::Record rec = egn::read(text);
    const DealState& s = rec.game->deal();
    ASSERT_EQ(s.phase, Phase::Play);
    ASSERT_EQ(s.in_trick, 2);
    Solver solver;
    const CardValues values = solver.card_values(s);
    const auto r = run_euchre("solve mid.egn --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const json j = json::parse(r.out);
    EXPECT_EQ(j["seat"], s.to_act);
    EXPECT_EQ(j["trump"], std::string(1, suit_letter(s.trump)));
    ASSERT_EQ(j["cards"].size(), static_cast<std::size_t>(values.size())) << r.out;
    for (const CardValue& cv : values) EXPECT_EQ(j["cards"][card_text(cv.card)], cv.tricks) << r.out;
    EXPECT_EQ(run_euchre("solve mid.egn").code, 0);
  }
}

// The record with every unplayed card of the seats other than `keep` written as "Xx".
std::string hide_others(const std::string& text, int keep, int& hidden) {
  json j = json::parse(text);
  const egn::Record rec = egn::read(text);
  const CardSet played = rec.game->deal().played;
  json& deal = j["deals"].back();
  hidden = 0;
  for (int p = 0; p < 4; ++p) {
    if (p == keep) continue;
    for (json& c : deal["initialState"]["playerCards"][static_cast<std::size_t>(p)]) {
      const auto card = parse_card(c.get<std::string>());
      if (card && !played.contains(*card) && *card != rec.game->deal().discard) c = "Xx", ++hidden;
    }
  }
  return j.dump();
}

TEST(Solve, RefusesUnknownCardsAndOtherPhases) {
  const std::string text = mid_trick_record(7);
  const int to_act = egn::read(text).game->to_act();
  int hidden = 0;
  write_file(scratch_dir() / "partial.egn", hide_others(text, to_act, hidden));
  ASSERT_GT(hidden, 0);
  const auto r = run_euchre("solve partial.egn --json");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("not all known"), std::string::npos) << r.err;
  write_file(scratch_dir() / "lay.egn", kLayDown);
  const auto b = run_euchre("solve lay.egn");
  EXPECT_EQ(b.code, 1);
  EXPECT_NE(b.err.find("not in the play"), std::string::npos) << b.err;
  EXPECT_EQ(run_euchre("solve").code, 2);
}

TEST(PartialRecords, UnknownCardsOfOtherSeatsReplayAndHint) {
  const std::string text = mid_trick_record(11);
  const egn::Record full = egn::read(text);
  const int to_act = full.game->to_act();
  int hidden = 0;
  const std::string partial = hide_others(text, to_act, hidden);
  ASSERT_GT(hidden, 0);
  const egn::Record rec = egn::read(partial);
  // The seat's own view is exactly the same as with the full record.
  const SeatView a = make_view(*full.game, to_act), b = make_view(*rec.game, to_act);
  EXPECT_EQ(a.hand, b.hand);
  EXPECT_EQ(a.played, b.played);
  EXPECT_EQ(a.legal.size(), b.legal.size());
  EXPECT_TRUE(rec.hand_known(0, to_act));
  EXPECT_FALSE(rec.all_hands_known(0));
  int guessed = 0;
  for (int p = 0; p < 4; ++p) guessed += rec.guessed[0][static_cast<std::size_t>(p)].size();
  EXPECT_EQ(guessed, hidden);
  write_file(scratch_dir() / "partial.egn", partial);
  const auto r = run_euchre("hint partial.egn --json --level 1 --seat " + std::to_string(to_act));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["actions"].size(), static_cast<std::size_t>(b.legal.size()));
  // A seat whose own hand is unknown gets no hint.
  int hidden2 = 0;
  write_file(scratch_dir() / "own.egn", hide_others(text, (to_act + 1) % 4, hidden2));
  const auto o = run_euchre("hint own.egn --seat " + std::to_string(to_act));
  EXPECT_EQ(o.code, 1);
  EXPECT_NE(o.err.find("not fully known"), std::string::npos) << o.err;
}

// A partial record as the three other seats know it right after the pick-up:
// the dealer's discard is "Xx". The seat about to lead gets its hint; the
// dealer's hand holds an unknown card, so nobody gets open-hand values.
TEST(PartialRecords, UnknownDiscardHintForTheLeader) {
  const std::string path = std::string(EUCHRE_SOURCE_DIR) + "/tests/data/real-world-unknown-discard.egn";
  const auto r = run_euchre("hint " + path + " --seat 1 --json --level 1");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");  // nothing odd in it
  const json j = json::parse(r.out);
  EXPECT_EQ(j["seat"], 1);
  EXPECT_EQ(j["actions"].size(), 5u) << r.out;  // any of the five cards may lead
  const auto dealer = run_euchre("hint " + path + " --seat 0");
  EXPECT_EQ(dealer.code, 1);
  EXPECT_NE(dealer.err.find("seat 0 is not to act: seat 1 is"), std::string::npos) << dealer.err;
  const auto s = run_euchre("solve " + path);
  EXPECT_EQ(s.code, 1);
  EXPECT_NE(s.err.find("seat 0 has \"Xx\" or unrecorded cards"), std::string::npos) << s.err;
}

TEST(Analyze, WritesAnAnnotatedRecordThatRereadsAndValidates) {
  const auto dir = scratch_dir();
  ASSERT_EQ(run_euchre("selfplay --games 1 --seed 21 --out game.egn").code, 0);
  const auto r = run_euchre("analyze game.egn --out out.egn");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("decisions"), std::string::npos);
  EXPECT_NE(r.out.find("open hand"), std::string::npos);
  const std::string text = test::slurp(dir / "out.egn");
  EXPECT_NE(text.find("\"callAnnotations\""), std::string::npos);
  EXPECT_NE(text.find("\"playAnnotations\""), std::string::npos);
  const egn::Record again = egn::read(text);  // annotations are read and ignored
  const egn::Record orig = egn::read(test::slurp(dir / "game.egn"));
  EXPECT_EQ(again.game->score(), orig.game->score());
  ASSERT_TRUE(egn::rules_fit_egn(orig.rules));
  EXPECT_EQ(test::invalid_egn_files(dir / "out.egn"), "");
}

TEST(Analyze, PartialRecordKeepsItsUnknownCards) {
  const auto dir = scratch_dir();
  int hidden = 0;
  const std::string text = mid_trick_record(13);
  write_file(dir / "p.egn", hide_others(text, egn::read(text).game->to_act(), hidden));
  const auto r = run_euchre("analyze p.egn --out out.egn");
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string out = test::slurp(dir / "out.egn");
  EXPECT_NE(out.find("\"Xx\""), std::string::npos);
  const egn::Record again = egn::read(out);
  int guessed = 0;
  for (int p = 0; p < 4; ++p) guessed += again.guessed[0][static_cast<std::size_t>(p)].size();
  EXPECT_EQ(guessed, hidden);
  EXPECT_EQ(test::invalid_egn_files(dir / "out.egn"), "");
}

// docs/rules.md farmers_hand (W, variants): a farmer swaps three 9s/10s for the
// hidden kitty cards. `analyze` values every decision of a game with farmers
// (the offer and each card given), and `hint` ranks the farmer's cards.
TEST(Analyze, FarmersHandRecord) {
  const auto dir = scratch_dir();
  ASSERT_EQ(run_euchre("selfplay --games 1 --seed 3 --bots basic --set farmers_hand=three_low --out farm.egn").code, 0);
  const std::string text = test::slurp(dir / "farm.egn");
  ASSERT_NE(text.find("cardExchanges"), std::string::npos) << "no farmer's hand in this game: choose another seed";
  const auto r = run_euchre("analyze farm.egn --out out.egn");
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string out = test::slurp(dir / "out.egn");
  EXPECT_EQ(egn::read(out).game->score(), egn::read(text).game->score());
}

TEST(Hint, FarmerChoosesTheCardsToGive) {
  Rules rules;
  set_option(rules, "farmers_hand", "three_low");
  Game g(rules, Game::ManualDeals{});
  // Dealer 0; seat 1 (eldest) holds three 9s/10s and is asked first.
  const auto card = [](const char* t) { return *parse_card(t); };
  std::array<CardSet, 4> hands{};
  const std::array<std::array<const char*, 5>, 4> names{{{"Qc", "Kc", "Ac", "Jc", "Qd"},
                                                        {"9c", "9d", "Th", "Jh", "Ah"},
                                                        {"Kd", "Ad", "Jd", "Qh", "Kh"},
                                                        {"9s", "Ts", "Qs", "Js", "As"}}};
  for (int p = 0; p < 4; ++p)
    for (const char* n : names[static_cast<std::size_t>(p)]) hands[static_cast<std::size_t>(p)].add(card(n));
  g.begin_deal(0, hands, card("Ks"), {card("Tc"), card("Td"), card("9h")});
  ASSERT_EQ(g.deal().phase, Phase::FarmerOffer);
  write_file(scratch_dir() / "offer.egn", egn::write(g, {}));
  const auto offer = run_euchre("hint offer.egn --seat 1 --level 1 --json");
  ASSERT_EQ(offer.code, 0) << offer.err;
  EXPECT_EQ(json::parse(offer.out)["actions"].size(), 2u) << offer.out;
  g.apply(Action::simple(ActionKind::Farmer));
  g.apply(Action::with(ActionKind::FarmerGive, card("9c")));
  ASSERT_EQ(g.deal().phase, Phase::FarmerGive);
  write_file(scratch_dir() / "give.egn", egn::write(g, {}));
  const auto give = run_euchre("hint give.egn --seat 1 --level 1 --json");
  ASSERT_EQ(give.code, 0) << give.err;
  EXPECT_EQ(json::parse(give.out)["actions"].size(), 2u) << give.out;  // 9d or Th
}

TEST(Play, AutoClaimShowsEveryRemainingCard) {
  const auto r = run_euchre("play --seed 3 --human-bot basic --auto-claim --out a.egn");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto at = r.out.find("Auto-claim:");
  ASSERT_NE(at, std::string::npos) << r.out;
  const auto shown = r.out.find("Cards shown:", at);
  ASSERT_NE(shown, std::string::npos);
  EXPECT_LT(shown - at, 200u);
  // Every seat's remaining cards are listed.
  const std::string line = r.out.substr(shown, r.out.find('\n', shown) - shown);
  for (const char* who : {"You [", "West [", "North [", "East ["}) EXPECT_NE(line.find(who), std::string::npos) << line;
  // Without the option nobody claims for the human.
  const auto off = run_euchre("play --seed 3 --human-bot basic --out b.egn");
  EXPECT_EQ(off.out.find("Auto-claim:"), std::string::npos);
}

TEST(Hint, CardsAreNamedInWords) {
  EXPECT_EQ(card_words(make_card(Suit::Clubs, Rank::Ace)), "ace of clubs");
  EXPECT_EQ(card_words(make_card(Suit::Hearts, Rank::Ten)), "ten of hearts");
  EXPECT_EQ(card_words(kBenny), "Benny");
}

// Every reason of every legal action, at every decision of whole games of
// basic bots (standard and with the Benny), names cards in words: "cannot
// beat the ace of clubs", never "the Ac" (issue 39).
TEST(Hint, ReasonsHoldNoCardCode) {
  const std::regex hint_card_code(R"(\b(10|[2-9TJQKA])[cdhs]\b|\bB\b)");
  int reasons = 0;
  for (const char* rule_set : {"standard", "british"}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      Game g(preset(rule_set), seed);
      std::array<BasicBot, 4> bots{BasicBot(seed), BasicBot(seed + 1), BasicBot(seed + 2), BasicBot(seed + 3)};
      for (int guard = 0; guard < 5000 && !g.over(); ++guard) {
        const SeatView v = make_view(g, g.to_act());
        for (const Action a : v.legal) {
          const std::string why = learn::hint_reason(v, a);
          ++reasons;
          EXPECT_FALSE(std::regex_search(why, hint_card_code)) << rule_set << " seed " << seed << ": " << why;
        }
        g.apply(bots[static_cast<std::size_t>(g.to_act())].choose(v));
      }
    }
  }
  EXPECT_GT(reasons, 1000);
}

TEST(Play, HintInsidePlay) {
  const auto r = run_euchre("play --seed 3 --out a.egn", "h\nq\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Hints (the expert"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Hints come later"), std::string::npos);
}

}  // namespace
}  // namespace euchre
