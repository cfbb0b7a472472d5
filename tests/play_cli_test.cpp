// `euchre play` and `euchre rules` driven as a user would: the built binary
// with scripted input piped in.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_run.h"

#ifndef EUCHRE_BIN
#error "EUCHRE_BIN must name the euchre binary"
#endif

namespace {

namespace fs = std::filesystem;

using Result = euchre::test::CliResult;
using euchre::test::slurp;

fs::path scratch() { return euchre::test::scratch_dir(); }

Result run(const std::string& args, const std::string& input) { return euchre::test::run_euchre(args, input); }

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

// The phase named by the last prompt, e.g. "bidding round 1" or "play".
std::string last_phase(const std::string& out) {
  const auto p = out.rfind("Your turn (");
  if (p == std::string::npos) return "";
  const auto b = p + 11;
  return out.substr(b, out.find(')', b) - b);
}

// The inputs listed by the last `?` answer, first one first.
std::vector<std::string> last_choices(const std::string& out) {
  std::vector<std::string> choices;
  const auto p = out.rfind("Your choices (");
  if (p == std::string::npos) return choices;
  std::istringstream lines(out.substr(p));
  std::string line;
  std::getline(lines, line);
  while (std::getline(lines, line) && !line.starts_with("  ?")) {
    if (line.starts_with("  play a card:")) {
      std::istringstream words(line.substr(14));
      std::string w;
      while (words >> w && w[0] != '(') choices.push_back(w);
    } else if (line.size() > 8 && !line.starts_with("  claim")) {
      std::string in = line.substr(2, 6);
      in.erase(in.find_last_not_of(' ') + 1);
      choices.push_back(in);
    }
  }
  return choices;
}

std::vector<std::string> last_hand(const std::string& out) {
  std::vector<std::string> cards;
  const auto p = out.rfind("Your hand: ");
  std::istringstream words(out.substr(p + 11, out.find('\n', p) - p - 11));
  std::string w;
  while (words >> w)
    if (w != "|") cards.push_back(w);
  return cards;
}

TEST(PlayCli, BotAnsweringForTheHumanFinishesAGameAndSavesTheRecord) {
  const fs::path record = scratch() / "game.egn";
  const Result r = run("play --seed 7 --human-bot random --out '" + record.string() + "'", "");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "=== Game over after")) << r.out;
  EXPECT_TRUE(has(r.out, "record saved to " + record.string()));
  EXPECT_TRUE(has(r.out, "* Deal 1: "));  // an end-of-deal summary
  EXPECT_TRUE(has(r.out, "Score: You & North"));
  EXPECT_FALSE(has(r.out, "\033[")) << "ANSI escapes in piped output";
  ASSERT_TRUE(fs::exists(record));
  EXPECT_TRUE(has(slurp(record), "\"deals\""));
}

TEST(PlayCli, SameSeedSameGame) {
  const fs::path record = scratch() / "same.egn";
  const std::string args = "play --seed 99 --human-bot basic --out '" + record.string() + "'";
  const Result a = run(args, ""), b = run(args, "");
  EXPECT_EQ(a.code, 0);
  EXPECT_EQ(a.out, b.out);
  const Result c = run("play --seed 100 --human-bot basic --out '" + record.string() + "'", "");
  EXPECT_NE(a.out, c.out);
}

// The word the terminal's deal line gives the deal's result ("made",
// "march", "euchred"), or "" for a line of another kind.
std::string terminal_outcome(const std::string& line) {
  if (has(line, ": euchred")) return "euchred";
  if (has(line, ": a march")) return "march";
  if (has(line, "the makers took")) return "made";
  if (has(line, "proved a renege")) return "renege";
  if (has(line, "showed a jamboree")) return "jamboree";
  if (has(line, "everyone passed")) return "no contract";
  return "";
}

// Every preset plays to its end. Issue 36, "one answer to who won": each
// deal's line says what the record's summary (the core's deal_outcome)
// says, for every preset and Robson's blind loners, jambones and French bids.
TEST(PlayCli, EveryPresetCompletesAGameAndItsDealLinesSayWhatTheCoreSays) {
  int compared = 0;
  for (const char* p : {"standard", "modern", "british", "keller", "howto", "three-handed", "call-ace", "two-handed",
                        "railroad", "french", "standard --set robson=true",
                        "keller --set series=first_to:2 --set laps=true --set slams=true --set jambone=true"}) {
    const std::string name = std::string(p).substr(0, std::string(p).find(' '));
    const fs::path record = scratch() / (std::to_string(compared) + name + ".egn");
    const Result r = run(std::string("play --preset ") + p + " --seed 4 --human-bot basic --out '" + record.string() + "'", "");
    EXPECT_EQ(r.code, 0) << p << ": " << r.err;
    EXPECT_TRUE(has(r.out, "=== Game over after")) << p;
    ASSERT_TRUE(fs::exists(record)) << p;
    const Result replay = run("replay '" + record.string() + "' --json", "");
    ASSERT_EQ(replay.code, 0) << p << ": " << replay.err;
    const nlohmann::json deals = nlohmann::json::parse(replay.out)["deals"];
    std::istringstream lines(r.out);
    std::string line;
    while (std::getline(lines, line)) {
      if (!line.starts_with("* Deal ")) continue;
      const std::size_t k = std::stoul(line.substr(7)) - 1;
      const std::string said = terminal_outcome(line);
      if (said.empty()) continue;  // a throw-in, a redeal: no contract either way
      ASSERT_LT(k, deals.size()) << p << ": " << line;
      EXPECT_EQ(said, deals[k].value("outcome", "")) << p << ": " << line;
      ++compared;
    }
  }
  EXPECT_GT(compared, 60);
}

// Railroad (K ch. 6): a best card passes face down. The terminal names it to
// the giver and the receiver only, and a burial's card to the one who buried.
TEST(PlayCli, RailroadTellsAPassedCardOnlyToTheTwoPartners) {
  const Result other = run("play --preset railroad --seed 6 --human-bot basic --out '" +
                               (scratch() / "rr6.egn").string() + "'", "");
  EXPECT_EQ(other.code, 0) << other.err;
  EXPECT_TRUE(has(other.out, "West calls for the partner's best card.")) << other.out;
  EXPECT_TRUE(has(other.out, "East passes a card face down to the partner."));
  EXPECT_TRUE(has(other.out, "West buries a card face down."));
  const Result mine = run("play --preset railroad --seed 8 --human-bot basic --out '" +
                              (scratch() / "rr8.egn").string() + "'", "");
  EXPECT_EQ(mine.code, 0) << mine.err;
  EXPECT_TRUE(has(mine.out, "North passes Ad face down to the partner.")) << mine.out;
  EXPECT_TRUE(has(mine.out, "You bury Ah face down."));
}

// Laps and slams (K ch. 5): the terminal shows every game won, its slam and
// the points it carries, and the games won, in the status and at the end.
TEST(PlayCli, ASeriesShowsGamesWonCarriedPointsAndSlams) {
  const fs::path record = scratch() / "series.egn";
  const Result r = run("play --preset keller --set series=first_to:3 --set laps=true --set slams=true --seed 4 "
                       "--human-bot basic --out '" + record.string() + "'", "");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "** Game won by")) << r.out;
  EXPECT_TRUE(has(r.out, "a slam, it counts two games")) << r.out;
  EXPECT_TRUE(has(r.out, "carry 1 point into the next game")) << r.out;
  EXPECT_TRUE(has(r.out, "=== Game over after")) << r.out;
  EXPECT_TRUE(has(r.out, "Games: You & North 3 (1 slam), West & East 1 (first to 3)")) << r.out;
  // The status before a decision carries the series line.
  const Result typed = run("play --preset keller --set series=rubber --set laps=true --seed 4", "");
  EXPECT_TRUE(has(typed.out, "Games: You & North 0, West & East 0 (a rubber) | game 1")) << typed.out;
}

// The terminal's words (issue 39): the person is "You defend", the pack's
// joker is called a joker when it turns up (railroad, K ch. 6), and a
// rubber ends with its value in points (1888 Laws 7), the figure
// `euchre replay --json` gives.
TEST(PlayCli, TheTerminalSaysYouDefendTheJokerAndTheRubbersPoints) {
  std::string tries;
  for (int i = 0; i < 12; ++i) tries += "defend\np\n";  // "defend" where it is offered, else pass
  const Result defended = run("play --preset modern --seed 2 --out '" + (scratch() / "defend.egn").string() + "'", tries);
  EXPECT_TRUE(has(defended.out, "| You defend alone")) << defended.out;
  EXPECT_FALSE(has(defended.out, "You defends")) << defended.out;

  const Result joker = run("play --preset railroad --seed 58 --out '" + (scratch() / "joker.egn").string() + "'",
                           "?\nname h\n");
  EXPECT_EQ(last_phase(joker.out), "discard") << joker.out;
  EXPECT_TRUE(has(joker.out, "Your turn (the joker turned up: name trump)")) << joker.out;
  EXPECT_FALSE(has(joker.out, "Benny")) << joker.out;

  const fs::path record = scratch() / "rubber.egn";
  const Result rubber = run("play --preset keller --set series=rubber --seed 4 --human-bot basic --out '" +
                                record.string() + "'", "");
  ASSERT_EQ(rubber.code, 0) << rubber.err;
  const Result replay = run("replay --json '" + record.string() + "'", "");
  ASSERT_EQ(replay.code, 0) << replay.err;
  const nlohmann::json points = nlohmann::json::parse(replay.out)["series"]["rubber_points"];
  ASSERT_EQ(points.size(), 2u) << replay.out;
  EXPECT_TRUE(has(rubber.out, "Rubber points: You & North " + points[0].dump() + ", West & East " + points[1].dump()))
      << rubber.out;
}

// Jambone (K ch. 5): the terminal says who plays one, and each of the lone
// player's cards as his, with who called it (here the person, seat 0, is
// the caller of East's jambone).
TEST(PlayCli, AJamboneNamesTheLonePlayersCardsAndTheirCaller) {
  const Result r = run("play --preset standard --set series=first_to:2 --set laps=true --set jambone=true "
                       "--set jamboree=true --bots random --human-bot random --seed 3 --out '" +
                           (scratch() / "jambone.egn").string() + "'",
                       "");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "East plays a jambone: the hand face up, the left-hand opponent calls its cards.")) << r.out;
  EXPECT_TRUE(has(r.out, "East plays Qh. (You call the jambone's cards)")) << r.out;
  EXPECT_TRUE(has(r.out, "(East alone, a jambone)")) << r.out;
}

TEST(PlayCli, TypedInputThenEndOfInputSavesThePartialGame) {
  const fs::path record = scratch() / "partial.egn";
  const std::string args = "play --seed 12 --out '" + record.string() + "'";
  // First look at the choices, then answer the first one for real.
  const Result look = run(args, "?\n");
  const std::vector<std::string> choices = last_choices(look.out);
  ASSERT_FALSE(choices.empty()) << look.out;
  const Result r = run(args, "?\nh\nzz\n" + choices[0] + "\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "Your choices"));
  EXPECT_TRUE(has(r.out, "Hints (the expert"));  // `h` ranks the choices (learning tools)
  EXPECT_TRUE(has(r.out, "Unknown input 'zz'"));
  EXPECT_TRUE(has(r.out, "\nYou ")) << "the typed answer was not taken:\n" << r.out;
  EXPECT_TRUE(has(r.out, "End of input"));
  EXPECT_TRUE(has(r.out, "record saved to " + record.string()));
  EXPECT_FALSE(has(r.out, "\033["));
  EXPECT_TRUE(fs::exists(record));
}

TEST(PlayCli, IllegalInputIsRejectedAndTheGameContinues) {
  const std::string args = "play --seed 21 --out '" + (scratch() / "x.egn").string() + "'";
  // Answer the first listed choice until the play of the cards.
  std::string input;
  Result r;
  for (int i = 0; i < 80; ++i) {
    r = run(args, input + "?\n");
    if (last_phase(r.out) == "play") break;
    const auto choices = last_choices(r.out);
    ASSERT_FALSE(choices.empty()) << r.out;
    input += choices[0] + "\n";
  }
  ASSERT_EQ(last_phase(r.out), "play") << r.out;
  const std::vector<std::string> hand = last_hand(r.out);
  const std::vector<std::string> choices = last_choices(r.out);
  ASSERT_FALSE(choices.empty());
  std::string absent;
  for (const char* c : {"9c", "Tc", "Jc", "Qc", "Kc", "Ac", "9d", "Td", "Jd", "Qd", "Kd", "Ad",
                        "9h", "Th", "Jh", "Qh", "Kh", "Ah", "9s", "Ts", "Js", "Qs", "Ks", "As"})
    if (absent.empty() && std::find(hand.begin(), hand.end(), c) == hand.end()) absent = c;
  const Result bad = run(args, input + absent + "\np\n" + choices[0] + "\n");
  EXPECT_TRUE(has(bad.out, "Not allowed: " + absent + " is not in the hand")) << bad.out;
  EXPECT_TRUE(has(bad.out, "Unknown input 'p'"));
  EXPECT_TRUE(has(bad.out, "You play " + choices[0] + ".")) << bad.out;
  EXPECT_EQ(bad.code, 0);
  // A claim is adjudicated by the engine: accepted or rejected, never ignored.
  const Result claim = run(args, input + "claim\n");
  EXPECT_TRUE(has(claim.out, "Claim accepted") || has(claim.out, "Claim rejected")) << claim.out;
}

// The record is written at the end of the game: a path that cannot take it
// is refused before the first deal, not after the whole game is played.
TEST(PlayCli, UnwritableOutIsRefusedBeforeTheFirstDeal) {
  const Result missing = run("play --seed 3 --out /nonexistent-euchre-dir/game.egn", "q\n");
  EXPECT_EQ(missing.code, 2);
  EXPECT_TRUE(has(missing.err, "/nonexistent-euchre-dir does not exist")) << missing.err;
  EXPECT_FALSE(has(missing.out, "Deal 1")) << missing.out;
  const Result dir = run("play --seed 3 --out /tmp", "q\n");
  EXPECT_EQ(dir.code, 2);
  EXPECT_TRUE(has(dir.err, "it is a directory")) << dir.err;
}

// docs/rules.md, the offer rule: every seat is asked the hand-dependent
// offers; a hand that cannot say yes has nothing to decide and is not prompted.
TEST(PlayCli, AnOfferTheHandCannotTakeIsPassedWithoutAPrompt) {
  const Result r = run("play --seed 4 --set farmers_hand=three_low --set redeal_hand=nines_tens", "q\n");
  EXPECT_TRUE(has(r.out, "(redeal offer: your hand does not qualify; you pass.)")) << r.out;
  EXPECT_TRUE(has(r.out, "(farmer offer: your hand does not qualify; you pass.)")) << r.out;
  EXPECT_FALSE(has(r.out, "Your turn (farmer offer)")) << r.out;
  EXPECT_FALSE(has(r.out, "declines")) << "a decline of such an offer is not announced";
}

TEST(PlayCli, BadRulesExitTwoNamingTheOption) {
  Result r = run("play --set nonsense=1", "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "nonsense")) << r.err;
  r = run("play --set target=abc", "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "target")) << r.err;
  r = run("play --set both_alone=true", "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "both_alone") && has(r.err, "lone_defender")) << r.err;
  r = run("play --preset nope", "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "nope")) << r.err;
  r = run("play --bots nobody", "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "nobody")) << r.err;
  r = run("play --preset three-handed --seat 3", "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "--seat")) << r.err;
  r = run("play --preset two-handed --seat 2", "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "--seat") && has(r.err, "0..1")) << r.err;
  r = run("play --preset two-handed --set lone_maker=true", "");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "lone_maker") && has(r.err, "two_handed")) << r.err;
}

// French euchre: no card turned, the bids offered as numbers (K ch. 9), the
// bid to beat shown, the highest bidder asked to name trump.
TEST(PlayCli, FrenchEuchreOffersBidsAsNumbers) {
  // A seed where nobody has bid when the human's turn comes and nobody
  // outbids his 3 (the preset cuts for the first dealer: the seed decides).
  const std::string args = "play --preset french --seed 1 --bots basic --out '" + (scratch() / "f.egn").string() + "'";
  const Result r = run(args, "?\n3\n?\nh\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "no card turned: bid a number of tricks (1-5) or pass")) << r.out;
  EXPECT_TRUE(has(r.out, "  3      bid 3 tricks for your side (3 points if made, to the opponents if not)")) << r.out;
  EXPECT_TRUE(has(r.out, "  1      bid 1 trick for your side")) << r.out;
  EXPECT_TRUE(has(r.out, "You bid 3 tricks.")) << r.out;
  EXPECT_TRUE(has(r.out, "| high bid 3 (You) | name trump")) << r.out;
  EXPECT_TRUE(has(r.out, "Hints (the expert")) << "hints rank the namings";
  EXPECT_TRUE(has(r.out, "Your choices (name trump)")) << r.out;
}

TEST(RulesCli, ListsPresetsAndEveryOption) {
  const Result r = run("rules", "");
  EXPECT_EQ(r.code, 0) << r.err;
  for (const char* p :
       {"standard", "modern", "british", "keller", "howto", "three-handed", "call-ace", "two-handed", "railroad",
        "french"}) {
    EXPECT_TRUE(has(r.out, std::string("  ") + p)) << p;
  }
  EXPECT_TRUE(has(r.out, "[K, Foster] no card turned")) << "french with its sources";
  EXPECT_TRUE(has(r.out, "\nbidding ")) << "the bidding option";
  EXPECT_TRUE(has(r.out, "[K] two players")) << "two-handed with its source";
  // Railroad's two options (K ch. 6) with their source.
  for (const char* o : {"partners_best", "defend_alone_best"}) {
    EXPECT_TRUE(has(r.out, std::string("\n") + o + " ")) << o;
  }
  EXPECT_TRUE(has(r.out, "K ch. 6, Bicycle / decided here"));
  for (const char* o : {"deck", "joker", "target", "all_pass", "lone_defender_points", "renege_penalty", "claims"})
    EXPECT_TRUE(has(r.out, std::string("\n") + o + " ")) << o;
  EXPECT_TRUE(has(r.out, "[W]"));
}

TEST(RulesCli, ShowsValuesAndOverrides) {
  const Result r = run("rules keller --set target=7", "");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_FALSE(has(r.out, "Presets"));
  std::istringstream lines(r.out);
  std::string line, target, deck;
  while (std::getline(lines, line)) {
    if (line.starts_with("target ")) target = line;
    if (line.starts_with("deck ")) deck = line;
  }
  EXPECT_TRUE(has(target, " 7 ") && has(target, "override")) << target;
  EXPECT_TRUE(has(deck, " 32 ") && has(deck, "preset")) << deck;
  const Result bad = run("rules nope", "");
  EXPECT_EQ(bad.code, 2);
  EXPECT_TRUE(has(bad.err, "nope"));
  const Result bad_set = run("rules standard --set deck=23", "");
  EXPECT_EQ(bad_set.code, 2);
  EXPECT_TRUE(has(bad_set.err, "deck"));
}

}  // namespace
