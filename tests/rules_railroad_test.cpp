// docs/rules.md "Railroad euchre (K ch. 6)": the joker as imperial trump, a
// lone player's call for his partner's best card and the lone defence with
// the other partner's best. Each test cites the rule in our words (Keller,
// The Game of Euchre, 1887, chapter 6; Bicycle's railroad page); the
// expected turns, hands and points are written out here, never computed.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "test_util.h"

namespace euchre::test {
namespace {

// Dealer 0, the 9h up. Seat 1 holds the three top hearts but the joker,
// which his partner (seat 3) holds.
const std::vector<std::string> kMarchHands = {"Jc Qc Kc Tc 9d", "Jh Jd Ah Kh Ac", "Js Qs Ks As Ts",
                                              "B Qh 7c 8c 9c"};

std::unique_ptr<Game> railroad_deal(const std::vector<std::string>& hands) {
  return deal(preset("railroad"), 0, hands, "9h");
}

// K ch. 6: thirty-three cards, the 32-card pack and the joker; game to ten.
TEST(Railroad, Preset) {
  const Rules r = preset("railroad");
  const std::pair<const char*, const char*> values[] = {
      {"mode", "partnership"}, {"deck", "32"},        {"joker", "joker"},       {"target", "10"},
      {"partners_best", "true"}, {"defend_alone_best", "true"}, {"lone_maker", "true"},
      {"benny_up", "dealer_names_blind"}};
  for (const auto& [name, value] : values) {
    EXPECT_EQ(get_option(r, name), value) << name;
  }
  EXPECT_EQ(CompiledRules(r).deck_size, 33);
}

// K ch. 6: the joker, "imperial trump", is always the best trump, whatever
// suit is turned: it beats the right bower.
TEST(Railroad, JokerIsTheBestTrump) {
  const CompiledRules cr(preset("railroad"));
  for (int t = 0; t < kSuits; ++t) {
    const TrumpTable& tt = cr.trump[static_cast<std::size_t>(t)];
    const Card right = make_card(static_cast<Suit>(t), Rank::Jack);
    EXPECT_TRUE(tt.trumps.contains(kBenny)) << "trump " << t;
    for (int led = 0; led < kSuits; ++led) {
      EXPECT_GT(tt.trick_key[static_cast<std::size_t>(led)][kBenny], tt.trick_key[static_cast<std::size_t>(led)][right]);
    }
  }
}

// K ch. 6: "If a player elects to play alone, he has the right to call for
// the best card in his partner's hand" -- passed unseen; he then discards
// one "so as to have only five cards". A right: he is asked (decided here).
TEST(Railroad, LonePlayerCallsForHisPartnersBest) {
  auto g = railroad_deal(kMarchHands);
  acts(*g, {"Order alone", "discard 9d"});
  ASSERT_EQ(g->deal().phase, Phase::BestCall);
  EXPECT_EQ(g->to_act(), 1) << "the lone player is asked";
  EXPECT_EQ(legal(*g), (S{"Pass", "call best"}));
  act(*g, "call best");
  ASSERT_EQ(g->deal().phase, Phase::BestPass);
  EXPECT_EQ(g->to_act(), 3) << "his partner gives, though he sits out";
  EXPECT_EQ(legal(*g), (S{"pass B", "pass Qh", "pass 7c", "pass 8c", "pass 9c"}))
      << "the partner judges which card is best (decided here: any card)";
  act(*g, "pass B");
  ASSERT_EQ(g->deal().phase, Phase::BestDiscard);
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(g->deal().hand[1].size(), 6);
  EXPECT_TRUE(g->deal().hand[1].contains(kBenny));
  EXPECT_EQ(g->deal().hand[3].size(), 4);
  act(*g, "bury Ac");
  EXPECT_EQ(g->deal().hand[1], H("B Jh Jd Ah Kh"));
  EXPECT_TRUE(g->deal().kitty.contains(C("Ac")));
  EXPECT_EQ(g->deal().best_card[0], kBenny);
  EXPECT_EQ(g->deal().best_discard[0], C("Ac"));
  // Then the lone defence is offered, from the maker's left.
  ASSERT_EQ(g->deal().phase, Phase::DefendOffer);
  EXPECT_EQ(g->to_act(), 2);
  acts(*g, {"Pass", "Pass"});
  ASSERT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->to_act(), 1) << "K ch. 2: the eldest hand (here the lone player) leads";
}

// A lone player who does not call plays his own five; with lone_defender off
// (Keller's regular game) nobody may then defend alone.
TEST(Railroad, DecliningTheCallLeavesNoLoneDefence) {
  auto g = railroad_deal(kMarchHands);
  acts(*g, {"Order alone", "discard 9d", "Pass"});
  EXPECT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->deal().best_card[0], kNoCard);
  EXPECT_EQ(g->deal().hand[1], H("Jh Jd Ah Kh Ac"));
}

// Information (docs/rules.md): the best card is passed "without letting the
// opponents see it, or in any way know what it is"; the discard is face down.
TEST(Railroad, PassedCardSeenByTheTwoPartnersOnly) {
  auto g = railroad_deal(kMarchHands);
  acts(*g, {"Order alone", "discard 9d", "call best", "pass B", "bury Ac"});
  for (int seat = 0; seat < 4; ++seat) {
    const SeatView v = make_view(*g, seat);
    const bool partners = seat == 1 || seat == 3;
    EXPECT_EQ(v.best_card[0], partners ? kBenny : kNoCard) << "seat " << seat;
    EXPECT_EQ(v.best_discard[0], seat == 1 ? C("Ac") : kNoCard) << "seat " << seat;
    for (const Move& m : v.moves) {
      if (m.action.kind == ActionKind::PassBest) {
        EXPECT_EQ(m.action.arg, partners ? kBenny : kNoCard) << seat;
      }
      if (m.action.kind == ActionKind::BestDiscard) {
        EXPECT_EQ(m.action.arg, seat == 1 ? C("Ac") : kNoCard) << seat;
      }
    }
  }
  const SeatView spectator = make_public_view(*g);
  EXPECT_EQ(spectator.best_card[0], kNoCard);
  EXPECT_EQ(spectator.best_discard[0], kNoCard);
}

// K ch. 6: "If the lone player takes all the tricks, he is entitled to score
// four points, as in the regular game" -- here against a lone defender, who
// took the other opponent's best card (Bicycle: and discarded one). Who
// leads: K ch. 2's eldest hand; chapter 6 names no other lead when two are
// alone (decided here: Keller's rule stands, docs/rules.md).
TEST(Railroad, LoneDefenderTakesTheOthersBestAndLeads) {
  auto g = railroad_deal(kMarchHands);
  acts(*g, {"Order alone", "discard 9d", "call best", "pass B", "bury Ac", "Pass"});
  EXPECT_EQ(g->to_act(), 0) << "the second opponent is asked after the first declined";
  act(*g, "defend alone");
  ASSERT_EQ(g->deal().phase, Phase::BestPass);
  EXPECT_EQ(g->to_act(), 2) << "the defender's partner gives";
  act(*g, "pass As");
  ASSERT_EQ(g->deal().phase, Phase::BestDiscard);
  EXPECT_EQ(g->to_act(), 0);
  act(*g, "bury Tc");
  EXPECT_EQ(g->deal().lone_defender, 0);
  EXPECT_EQ(g->deal().best_card[1], C("As"));
  ASSERT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->to_act(), 1) << "two alone: the eldest hand, the lone player, leads";
  EXPECT_EQ(g->deal().active, seat_bit(0) | seat_bit(1));
  // The loner holds the five best trumps: a march.
  acts(*g, {"B", "9h", "Jh", "Jc", "Jd", "Qc", "Ah", "Kc", "Kh", "As"});
  ASSERT_TRUE(g->deal().over());
  EXPECT_EQ(g->deal().points[1], 4);
  EXPECT_EQ(g->deal().points[0], 0);
}

// Who defends when both opponents would: the first asked, on the maker's
// left (decided here); the other is not asked.
TEST(Railroad, FirstOpponentAskedDefends) {
  auto g = railroad_deal(kMarchHands);
  acts(*g, {"Order alone", "discard 9d", "call best", "pass B", "bury Ac"});
  EXPECT_EQ(g->to_act(), 2);
  act(*g, "defend alone");
  EXPECT_EQ(g->deal().lone_defender, 2);
  EXPECT_EQ(g->to_act(), 0) << "seat 0 now gives his best to seat 2";
  EXPECT_EQ(g->deal().phase, Phase::BestPass);
}

// K ch. 6: "If, under these conditions, the lone player fails to make three
// tricks, he is euchred; and the opposing side counts four points."
TEST(Railroad, LoneDefenderWhoEuchresScoresFour) {
  const std::vector<std::string> hands = {"Ac Qs Ks As Ts", "Jh Qh 7c 8c 9c", "B Jd Ah Kc 7s", "Kh 7d 8d 9d Td"};
  auto g = railroad_deal(hands);
  acts(*g, {"Order alone", "discard Ts", "call best", "pass Kh", "bury 7c", "defend alone", "pass Ac", "bury 7s"});
  ASSERT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->to_act(), 1) << "the eldest hand leads (K ch. 2)";
  acts(*g, {"9c", "Kc", "Ac", "8c", "Ah", "Jh", "Qh", "B", "Jd", "Kh"});
  ASSERT_TRUE(g->deal().over());
  EXPECT_EQ(g->deal().tricks[2], 4);
  EXPECT_EQ(g->deal().tricks[1], 1);
  EXPECT_EQ(g->deal().points[0], 4);
  EXPECT_EQ(g->deal().points[1], 0);
}

// K ch. 2: "'Assisting' is in effect the same as 'ordering up' so far as the
// result affects the dealer's physical action. In each case he must discard
// one card and take the turned trump as a part of his hand" -- also when his
// partner assists alone; later railroad pages then let him give it: "the
// dealer may consider the face-up card when selecting his 'best' card".
TEST(Railroad, PartnerAssistsAloneTheDealerTakesUpAndMayPassIt) {
  const std::vector<std::string> hands = {"Ac Kc 7d 8d 9d", "As Ks Qs 7s 8s", "Jh Jd Ah Kh Tc", "Ad Kd Qd Td 9s"};
  auto g = railroad_deal(hands);
  acts(*g, {"Pass", "Order alone"});
  EXPECT_EQ(g->deal().loner, 2);
  EXPECT_FALSE(g->deal().active & seat_bit(0)) << "the dealer sits out";
  ASSERT_EQ(g->deal().phase, Phase::Discard) << "he takes up the turned card all the same";
  EXPECT_EQ(g->to_act(), 0);
  EXPECT_EQ(g->deal().hand[0], H("Ac Kc 7d 8d 9d 9h"));
  act(*g, "discard 7d");
  ASSERT_EQ(g->deal().phase, Phase::BestCall);
  acts(*g, {"call best"});
  ASSERT_EQ(g->deal().phase, Phase::BestPass);
  EXPECT_EQ(g->to_act(), 0);
  EXPECT_TRUE(is_legal_text(*g, "pass 9h")) << "the turned card may be his best";
  acts(*g, {"pass 9h", "bury Tc"});
  EXPECT_EQ(g->deal().hand[2], H("Jh Jd Ah Kh 9h"));
}

// Keller's regular game: the same assist alone leaves the turned card where
// it lies, since a dealer who sits out has no use for it (docs/rules.md).
TEST(Railroad, WithoutPartnersBestTheSittingDealerDoesNotTakeUp) {
  auto g = deal(preset("keller"), 0, {"Ac Kc 7d 8d 9d", "As Ks Qs 7s 8s", "Jh Jd Ah Kh Tc", "Ad Kd Qd Td 9s"}, "9h");
  acts(*g, {"Pass", "Order alone"});
  EXPECT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->deal().hand[0], H("Ac Kc 7d 8d 9d"));
}

// The joker turned up: Keller is silent; as the british preset's Benny, the
// dealer names trump without seeing his hand (decided here, docs/rules.md).
TEST(Railroad, JokerTurnedUpDealerNamesTrump) {
  auto g = deal(preset("railroad"), 0, {"", "", "", ""}, "B");
  EXPECT_EQ(g->deal().phase, Phase::BennyName);
  EXPECT_EQ(g->to_act(), 0);
}

// K ch. 2: "If the dealer takes up or makes the trump, he may play alone, but
// his partner cannot" -- also when he names trump on the joker.
TEST(Railroad, JokerTurnedUpOnlyTheDealerMayGoAlone) {
  auto g = deal(preset("railroad"), 0, {"", "", "", ""}, "B");
  act(*g, "name h");
  ASSERT_EQ(g->deal().phase, Phase::Discard);
  ActionList l;
  g->legal(l);
  g->apply(l[0]);
  ASSERT_EQ(g->deal().phase, Phase::LoneOffer);
  EXPECT_EQ(g->to_act(), 0) << "the dealer is asked";
  act(*g, "Pass");
  EXPECT_EQ(g->deal().phase, Phase::Play) << "his partner is not asked";
  EXPECT_EQ(g->deal().loner, kNobody);
}

// The options on any four-handed preset ("Partner's Best" and "Defend
// Alone" of modern option lists): a loner of the standard game may call.
TEST(Railroad, OptionsOnTheStandardGame) {
  auto g = neutral(R("standard", {"partners_best=true"}));
  act(*g, "Order alone");
  act(*g, "discard 9c");
  EXPECT_EQ(g->deal().phase, Phase::BestCall);
}

// validate names both options of a contradiction.
TEST(Railroad, ContradictionsAreRejected) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> bad = {
      {{"partners_best=true", "lone_maker=false"}, "lone_maker"},
      {{"defend_alone_best=true"}, "partners_best"},
  };
  for (const auto& [overrides, named] : bad) {
    try {
      preset_with_overrides("standard", overrides);
      ADD_FAILURE() << overrides[0] << " accepted";
    } catch (const RuleError& e) {
      EXPECT_NE(std::string(e.what()).find(named), std::string::npos) << e.what();
    }
  }
  for (const char* p : {"two-handed", "three-handed", "call-ace"}) {
    try {
      preset_with_overrides(p, {"partners_best=true"});
      ADD_FAILURE() << p << " accepted partners_best";
    } catch (const RuleError& e) {
      EXPECT_NE(std::string(e.what()).find("partners_best=true conflicts with mode"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace euchre::test
