// docs/rules.md "Jambone and jamboree (K ch. 5; 1862 Laws ch. IV)": a lone
// hand played face up with the opponent on the lone player's left calling
// its cards, all five tricks 8; the five highest trumps shown for 16 without
// play; both options of laps-and-slams play. Each test cites the rule in our
// words (Keller, The Game of Euchre, 1887, chapter 5; the 1862 Law and
// Practice of the Game of Euchre, chapter IV) or the decision taken here;
// expected turns, hands and points are written out, never computed.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "core/series.h"
#include "test_util.h"

namespace euchre::test {
namespace {

Rules jam_rules(std::initializer_list<std::string_view> more = {}) {
  Rules r = R("standard", {"series=first_to:2", "laps=true", "jambone=true"});
  for (auto o : more) apply_override(r, o);
  validate(r);
  return r;
}

// Dealer 0, the 9h up; seat 1 (eldest) orders alone; his partner, seat 3,
// sits out; the caller is seat 2, the opponent on his left, who also leads.
std::unique_ptr<Game> lone_deal(const Rules& r, const std::vector<std::string>& hands, std::array<int, 4> score = {}) {
  auto g = deal(r, 0, hands, "9h", "", score);
  act(*g, "Order alone");
  return g;
}

// K ch. 5: a jambone is a lone hand, so the lone player is asked once trump
// is made and the dealer has discarded (decided here: a choice, two answers).
TEST(Jambone, TheLonePlayerIsAskedAfterTheDiscard) {
  auto g = lone_deal(jam_rules(), {"9c Tc Qc Kc Ac", "Jh Ah 9d 9s Ts", "Td Qd Kd Ad Qs", "Js Ks As Jc Jd"});
  ASSERT_EQ(g->deal().phase, Phase::Discard);
  act(*g, "discard 9c");
  ASSERT_EQ(g->deal().phase, Phase::JamboneOffer);
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(legal(*g), (S{"jambone", "no jambone"}));
}

// Decided here: without the option, or without a lone hand, nobody is asked.
TEST(Jambone, NotAskedWithoutALoneHandOrTheOption) {
  auto g = deal(jam_rules(), 0, {"9c Tc Qc Kc Ac", "Jh Ah 9d 9s Ts", "Td Qd Kd Ad Qs", "Js Ks As Jc Jd"}, "9h");
  acts(*g, {"Order", "discard 9c"});
  EXPECT_EQ(g->deal().phase, Phase::Play);
  auto h = deal(R("standard", {"series=first_to:2", "laps=true"}), 0,
                {"9c Tc Qc Kc Ac", "Jh Ah 9d 9s Ts", "Td Qd Kd Ad Qs", "Js Ks As Jc Jd"}, "9h");
  acts(*h, {"Order alone", "discard 9c"});
  EXPECT_EQ(h->deal().phase, Phase::Play);
}

// Decided here: all five tricks of a jambone score 8, the figure of later
// descriptions (K ch. 5 and the 1862 Laws ch. IV name the jambone; no text of
// theirs read here gives its points). K ch. 5: with laps the points beyond
// the game carry into the next (a side at 5 of 10 that makes 8 starts the
// next game with 3).
TEST(Jambone, AllFiveTricksScoreEightAndLap) {
  auto g = lone_deal(jam_rules(), {"9c Tc Qc Kc Ac", "Jh Jd Ah Kh Qh", "9s Ts Qs Ks As", "9d Td Qd Kd Ad"}, {0, 5});
  acts(*g, {"discard 9c", "jambone"});
  ASSERT_EQ(g->deal().phase, Phase::Play);
  EXPECT_TRUE(g->deal().jambone);
  EXPECT_EQ(g->deal().jambone_caller(), 2);
  // Five tricks: seat 2 leads, seat 0 follows, seat 2 calls the loner's card.
  for (const char* trick : {"As Ac Qh", "Kh Ks 9h", "Ah Qs Kc", "Jd Ts Qc", "Jh 9s Tc"}) {
    std::istringstream in(trick);
    std::string card;
    while (in >> card) act(*g, card);
  }
  const DealState& s = g->records()[0].final_state;
  EXPECT_EQ(s.tricks[1], 5);
  EXPECT_EQ(s.points[1], 8);
  EXPECT_EQ(g->series().won[1], 1) << "5 + 8 reaches 10";
  EXPECT_EQ(g->score()[1], 3) << "the lap: 13 - 10 carried";
}

// Decided here: a jambone of three or four tricks scores 1, as any lone hand's.
// The caller (seat 2) chooses from the loner's legal cards only: following
// suit binds the lone hand as it binds every hand.
TEST(Jambone, TheCallerChoosesFromTheLonersLegalCardsAndThreeTricksScoreOne) {
  auto g = lone_deal(jam_rules(), {"Tc Qc Kc Ac 9s", "Jh Jd Ah 9c 9d", "Td Qd Kd Ad Ts", "Js Ks As Jc Qs"});
  acts(*g, {"discard 9s", "jambone"});
  ASSERT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->to_act(), 2) << "the left of the loner leads";
  acts(*g, {"Ad", "Tc"});
  // The loner's turn: the caller acts, the card is the loner's, and he must follow diamonds.
  EXPECT_EQ(g->to_act(), 2);
  EXPECT_EQ(g->deal().turn, 1);
  EXPECT_EQ(legal(*g), (S{"9d"}));
  EXPECT_FALSE(is_legal_text(*g, "Kd")) << "the caller's own card";
  EXPECT_NE(explain_illegal(g->deal(), Action::play(C("Kd"))).find("lone player's hand"), std::string::npos);
  const SeatView caller = make_view(*g, 2), loner = make_view(*g, 1);
  EXPECT_TRUE(caller.my_turn);
  EXPECT_EQ(caller.turn, 1);
  EXPECT_FALSE(loner.my_turn) << "the lone player does not choose";
  act(*g, "9d");
  EXPECT_EQ(g->records()[0].moves.back().seat, 1) << "the card is recorded as the loner's";
  acts(*g, {"Kd", "Qc"});
  EXPECT_EQ(legal(*g), (S{"Jh", "Jd", "Ah", "9c"})) << "no diamond left: any of his cards";
  acts(*g, {"9c", "Qd", "Kc", "Ah"});
  // The loner won with the Ah and leads; the caller chooses the lead too.
  EXPECT_EQ(g->deal().turn, 1);
  EXPECT_EQ(g->to_act(), 2);
  acts(*g, {"Jh", "Td", "9h", "Jd", "Ts", "Ac"});
  const DealState& s = g->records()[0].final_state;
  EXPECT_EQ(s.tricks[1], 3);
  EXPECT_EQ(s.points[1], 1);
  EXPECT_EQ(s.points[0], 0);
}

// Decided here: a euchred jambone scores what a euchred lone hand scores in
// the rule set (standard: 2 to the defenders).
TEST(Jambone, EuchredScoresAsALoneHand) {
  auto g = lone_deal(jam_rules(), {"Tc Qc Kc Ac Ts", "Jh Ah 9c 9d 9s", "Td Qd Kd Ad Qs", "Js Ks As Jc Jd"});
  acts(*g, {"discard Ts", "jambone"});
  acts(*g, {"Ad", "Tc", "9d", "Kd", "Qc", "9c", "Qd", "Kc", "9s", "Td", "Ac", "Ah", "Jh", "Qs", "9h"});
  const DealState& s = g->records()[0].final_state;
  EXPECT_EQ(s.tricks[1], 2);
  EXPECT_EQ(s.points[0], 2);
  EXPECT_EQ(s.points[1], 0);
}

// K ch. 5: the jambone's hand lies face up: every seat's view (and a
// spectator's) shows the cards it still holds; before the jambone, nobody's.
TEST(Jambone, TheHandIsShownToEverySeat) {
  auto g = lone_deal(jam_rules(), {"Tc Qc Kc Ac 9s", "Jh Jd Ah 9c 9d", "Td Qd Kd Ad Ts", "Js Ks As Jc Qs"});
  act(*g, "discard 9s");
  EXPECT_TRUE(make_view(*g, 2).shown[1].empty()) << "not before the jambone";
  act(*g, "jambone");
  for (int seat : {0, 1, 2, 3, kSpectator}) {
    EXPECT_EQ(make_view(*g, seat).shown[1], H("Jh Jd Ah 9c 9d")) << "seat " << seat;
    EXPECT_TRUE(make_view(*g, seat).jambone);
  }
  acts(*g, {"Ad", "Tc", "9d"});
  EXPECT_EQ(make_view(*g, 0).shown[1], H("Jh Jd Ah 9c")) << "the cards still held";
}

// Decided here: "no jambone" is an ordinary lone hand: he chooses his own cards, 4 for a march.
TEST(Jambone, NoJamboneIsAnOrdinaryLoneHand) {
  auto g = lone_deal(jam_rules(), {"9c Tc Qc Kc Ac", "Jh Jd Ah Kh Qh", "9s Ts Qs Ks As", "9d Td Qd Kd Ad"});
  acts(*g, {"discard 9c", "no jambone", "As", "Ac"});
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(g->deal().turn, 1);
  EXPECT_TRUE(make_view(*g, 0).shown[1].empty()) << "his hand stays his own";
  acts(*g, {"Qh", "Kh", "Ks", "9h", "Ah", "Qs", "Kc", "Jd", "Ts", "Qc", "Jh", "9s", "Tc"});
  EXPECT_EQ(g->records()[0].final_state.points[1], 4);
}

// K ch. 5 names the jamboree, the five highest trumps in one hand, shown
// without play; decided here: it scores 16 (later descriptions' figure; no
// text of Keller or the 1862 Laws read here gives it), once trump is made and
// the dealer has discarded, before the first lead, automatically.
TEST(Jamboree, ScoresSixteenWithoutPlayAndEndsTheDeal) {
  auto g = deal(jam_rules({"jamboree=true"}), 0, {"9c Tc Qc Kc Ac", "Jh Jd Ah Kh Qh", "9s Ts Qs Ks As",
                                                  "9d Td Qd Kd Ad"},
                "9h");
  acts(*g, {"Order", "discard 9c"});
  ASSERT_EQ(g->records().size(), 1u);
  const DealState& s = g->records()[0].final_state;
  EXPECT_TRUE(g->records()[0].finished);
  EXPECT_EQ(s.end, DealEnd::Jamboree);
  EXPECT_EQ(s.jamboree, 1);
  EXPECT_EQ(s.points[1], 16);
  EXPECT_EQ(s.points[0], 0);
  EXPECT_TRUE(s.played.empty()) << "no card is played";
  for (int seat : {0, 2, kSpectator}) {
    EXPECT_EQ(make_view(*g, seat).shown[1], H("Jh Jd Ah Kh Qh")) << "shown to all, seat " << seat;
  }
  // 16 wins the game to 10 and laps 6 into the next one.
  EXPECT_EQ(g->series().won[1], 1);
  EXPECT_EQ(g->score()[1], 6);
}

// Decided here: the hand as it is played counts: the dealer whose discard
// leaves him the five highest trumps shows a jamboree.
TEST(Jamboree, TheDealersHandAfterTheDiscard) {
  auto g = deal(jam_rules({"jamboree=true"}), 0, {"Jh Jd Ah Kh 9c", "9s Ts Qs Ks As", "Tc Qc Kc Ac 9d",
                                                  "Td Qd Kd Ad Js"},
                "Qh");
  act(*g, "Pass");
  act(*g, "Pass");
  act(*g, "Pass");
  act(*g, "Order");
  ASSERT_EQ(g->deal().phase, Phase::Discard);
  act(*g, "discard 9c");
  EXPECT_EQ(g->records()[0].final_state.end, DealEnd::Jamboree);
  EXPECT_EQ(g->records()[0].final_state.points[0], 16);
}

// K ch. 5: the five highest trumps of the deck: with the joker (railroad's
// imperial trump) the joker, both bowers, ace and king.
TEST(Jamboree, TheFiveHighestTrumpsOfTheDeck) {
  EXPECT_EQ(jamboree_cards(CompiledRules(preset("standard")), static_cast<int>(Suit::Hearts)), H("Jh Jd Ah Kh Qh"));
  EXPECT_EQ(jamboree_cards(CompiledRules(preset("railroad")), static_cast<int>(Suit::Hearts)), H("B Jh Jd Ah Kh"));
}

// 1862 Laws ch. IV: the jambone belongs to play with laps; both options are
// refused without laps=true, naming it; a jambone needs lone hands; and
// (decided here) reneges allowed would let the caller make the loner renege.
TEST(JamboneOptions, RefusedWithoutLaps) {
  for (const char* o : {"jambone=true", "jamboree=true"}) {
    Rules r = preset("standard");
    apply_override(r, o);
    try {
      validate(r);
      ADD_FAILURE() << o << " validated without laps";
    } catch (const RuleError& e) {
      EXPECT_NE(std::string(e.what()).find("laps="), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(validate(R("standard", {"series=first_to:2", "laps=true", "jambone=true", "lone_maker=false"})), RuleError);
  EXPECT_THROW(validate(R("standard", {"series=first_to:2", "laps=true", "jambone=true", "renege=callable"})), RuleError);
  EXPECT_NO_THROW(validate(R("two-handed", {"series=first_to:2", "laps=true", "jamboree=true"})));
}

// `euchre rules` lists both options with their source, and says that their
// points (8, 16) are decided here: no source text read here gives them.
TEST(JamboneOptions, ListedWithTheirSource) {
  int found = 0;
  for (const OptionInfo& o : option_infos())
    if (o.name == "jambone" || o.name == "jamboree") {
      ++found;
      EXPECT_NE(std::string(o.source).find("K ch. 5"), std::string::npos) << o.name;
      const std::string points = o.name == "jambone" ? "5 tricks 8 (decided here)" : "16 without play (decided here";
      EXPECT_NE(std::string(o.summary).find(points), std::string::npos) << o.summary;
    }
  EXPECT_EQ(found, 2);
}

}  // namespace
}  // namespace euchre::test
