// docs/rules.md "Sequence of a deal" steps 2-5 and the bidding options:
// partner_order_up, all_pass, no_trump, trump_requirement, lone_maker, lone_by,
// lone_defender, both_alone, benny_up, farmers_hand, redeal_hand, robson (blind
// loner), no_ace_no_face_no_trump. Dealer is seat 0 unless said otherwise:
// seat 1 is eldest, seat 2 the dealer's partner, seat 3 the dealer's right.
#include <gtest/gtest.h>

#include "test_util.h"

namespace euchre::test {
namespace {

const S kRound1 = {"Pass", "Order", "Order alone"};
const S kRound2NoHearts = {"Pass", "c", "c alone", "d", "d alone", "s", "s alone"};

// ---------------------------------------------------------------- round 1

// K (000): "The player at the left of the dealer examines his cards ... He must either
// "order up" the trump or "pass."" ... "This next player is the dealer's partner" ...
// "If the third player "pass," the say comes to the dealer, who may either "take up" the
// trump or "turn it down.""
TEST(Round1, TurnOrderAndChoices) {
  for (int dealer = 0; dealer < 4; ++dealer) {
    auto g = neutral(preset("standard"), dealer);
    for (int k = 1; k <= 4; ++k) {
      EXPECT_EQ(g->deal().phase, Phase::Bid1);
      EXPECT_EQ(g->to_act(), (dealer + k) % 4);
      EXPECT_EQ(legal(*g), kRound1);
      act(*g, "Pass");
    }
    EXPECT_EQ(g->deal().phase, Phase::Bid2);
    EXPECT_EQ(g->to_act(), (dealer + 1) % 4);
  }
}

// K (000): "If he "orders up," the dealer must discard one card from his own hand,
// placing it face downwards beneath the pack. The trump card then becomes the property
// of the dealer instead of his discard."
TEST(Round1, OrderUpDealerTakesUpCardAndDiscards) {
  auto g = neutral(preset("standard"));
  act(*g, "Order");
  const DealState& s = g->deal();
  EXPECT_EQ(s.trump, 2);  // hearts
  EXPECT_EQ(s.maker, 1);
  EXPECT_EQ(s.phase, Phase::Discard);
  EXPECT_EQ(s.to_act, 0);
  EXPECT_TRUE(s.hand[0].contains(C("9h")));
  EXPECT_EQ(s.hand[0].size(), 6);
  EXPECT_EQ(legal(*g), (S{"discard 9c", "discard Tc", "discard Qc", "discard Kc", "discard Ac", "discard 9h"}));
  act(*g, "discard Tc");
  EXPECT_EQ(g->deal().hand[0], H("9c Qc Kc Ac 9h"));
  EXPECT_TRUE(g->deal().kitty.contains(C("Tc")));
  EXPECT_EQ(g->deal().discard, C("Tc"));
  EXPECT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->to_act(), 1);  // K: "The player at the left of the dealer has the lead"
}

// K (000): ""Assisting" is in effect the same as "ordering up" so far as the result
// affects the dealer's physical action." / dealer "take up".
TEST(Round1, AssistAndTakeUp) {
  auto g = neutral(preset("standard"));
  acts(*g, {"Pass", "Order"});  // the dealer's partner assists
  EXPECT_EQ(g->deal().maker, 2);
  EXPECT_EQ(g->deal().phase, Phase::Discard);
  auto h = neutral(preset("standard"));
  acts(*h, {"Pass", "Pass", "Pass", "Order"});  // the dealer takes it up
  EXPECT_EQ(h->deal().maker, 0);
  EXPECT_EQ(h->deal().phase, Phase::Discard);
  EXPECT_EQ(h->deal().trump_made_round, 1);
}

// ---------------------------------------------------------------- round 2

// K (000): "Should the dealer "turn down" the trump, the eldest hand then has the right to
// name the trump ... he may name any suit but that originally turned up."
TEST(Round2, AnySuitButTheTurnedOne) {
  auto g = neutral(preset("standard"));
  acts(*g, {"Pass", "Pass", "Pass", "Pass"});
  for (int k = 1; k <= 3; ++k) {
    EXPECT_EQ(g->to_act(), k);
    EXPECT_EQ(legal(*g), kRound2NoHearts);
    act(*g, "Pass");
  }
  act(*g, "s");  // the dealer names spades
  EXPECT_EQ(g->deal().trump, 3);
  EXPECT_EQ(g->deal().maker, 0);
  EXPECT_EQ(g->deal().trump_made_round, 2);
  EXPECT_FALSE(g->deal().hand[0].contains(C("9h")));  // nobody picks up in round 2
  EXPECT_EQ(g->deal().phase, Phase::Play);
}

// all_pass=redeal. K (000): "If the dealer passes the making ... Then a new deal must be
// inaugurated with the player at the immediate left of the dealer as the new dealer."
// H (001): "If all four players pass a second time the cards are thrown in and the next player deals."
TEST(Round2, AllPassRedealPassesTheDealLeft) {
  for (int dealer = 0; dealer < 4; ++dealer) {
    auto g = neutral(preset("standard"), dealer);
    for (int i = 0; i < 8; ++i) act(*g, "Pass");
    EXPECT_TRUE(g->deal().over());
    EXPECT_EQ(g->deal().end, DealEnd::AllPassed);
    EXPECT_EQ(g->deal().points, (std::array<std::int8_t, 4>{}));
    EXPECT_EQ(g->expected_dealer(), (dealer + 1) % 4);
    EXPECT_TRUE(g->awaiting_deal());
  }
}

// all_pass=stick_the_dealer. W (003): "Stick The Dealer/Screw The Dealer: The dealer must
// call trump at the end of the second round and is unable to declare a misdeal."
TEST(Round2, StickTheDealerRemovesTheDealersPass) {
  auto g = neutral(R("standard", {"all_pass=stick_the_dealer"}));
  for (int i = 0; i < 4; ++i) {
    EXPECT_TRUE(legal(*g).contains("Pass"));  // round 1 unchanged
    act(*g, "Pass");
  }
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(legal(*g), kRound2NoHearts);
    act(*g, "Pass");
  }
  EXPECT_EQ(g->to_act(), 0);
  EXPECT_EQ(legal(*g), (S{"c", "c alone", "d", "d alone", "s", "s alone"}));
  EXPECT_THROW(act(*g, "Pass"), GameError);
}

// no_trump. W (003): "No Trump: After the first round (once the kitty's top card has been
// turned down), "No trump" may be called."
TEST(Round2, NoTrumpOnlyInRoundTwo) {
  auto g = neutral(R("standard", {"no_trump=true"}));
  EXPECT_EQ(legal(*g), kRound1);  // nothing but the up-card in round 1
  for (int i = 0; i < 4; ++i) act(*g, "Pass");
  S want = kRound2NoHearts;
  want.insert("n");
  want.insert("n alone");
  EXPECT_EQ(legal(*g), want);
  act(*g, "n");
  EXPECT_EQ(g->deal().trump, kNoTrump);
  auto off = neutral(R("standard", {"no_trump=false"}));
  for (int i = 0; i < 4; ++i) act(*off, "Pass");
  EXPECT_EQ(legal(*off), kRound2NoHearts);
}

// ---------------------------------------------------------------- partner_order_up

// must_go_alone. H (001): "The dealer's partner can only make the turned up suit trumps by
// playing alone. In Britain this is done by saying "I turn it down", in which case the
// dealer's cards are placed face-down on the table and dealer's partner plays alone".
// W (003): "if the first player to the left passes and the dealer's partner would like to
// order up the dealer, the dealer's partner must play alone."
TEST(PartnerOrderUp, MustGoAloneDealerSitsOutAndDoesNotPickUp) {
  auto g = neutral(R("standard", {"partner_order_up=must_go_alone"}));
  EXPECT_EQ(legal(*g), kRound1);  // eldest: normal
  act(*g, "Pass");
  EXPECT_EQ(g->to_act(), 2);
  EXPECT_EQ(legal(*g), (S{"Pass", "Order alone"}));
  EXPECT_FALSE(is_legal_text(*g, "Order"));
  act(*g, "Order alone");
  const DealState& s = g->deal();
  EXPECT_EQ(s.loner, 2);
  EXPECT_EQ(s.maker, 2);
  EXPECT_FALSE(s.active & 1) << "the dealer sits out";
  EXPECT_EQ(s.hand[0], H(kNeutralHands[0])) << "the dealer does not pick up";
  EXPECT_TRUE(s.kitty.contains(C("9h")));
  EXPECT_EQ(s.phase, Phase::Play);
  EXPECT_EQ(s.to_act, 3);  // H: "the person to that player's left leads first"
  // The others are unaffected.
  auto h = neutral(R("standard", {"partner_order_up=must_go_alone"}));
  acts(*h, {"Pass", "Pass"});
  EXPECT_EQ(legal(*h), kRound1);
  act(*h, "Pass");
  EXPECT_EQ(legal(*h), kRound1);  // the dealer may take up with a partner
}

TEST(PartnerOrderUp, NormalPartnerMayAssist) {
  auto g = neutral(R("standard", {"partner_order_up=normal"}));
  act(*g, "Pass");
  EXPECT_EQ(legal(*g), kRound1);
  // Even alone, the dealer's partner going alone means the dealer sits out and does not
  // pick up (docs/rules.md step 3: "not when the dealer sits out").
  act(*g, "Order alone");
  EXPECT_EQ(g->deal().hand[0], H(kNeutralHands[0]));
  EXPECT_EQ(g->deal().phase, Phase::Play);
}

// ---------------------------------------------------------------- trump_requirement

// W (003): "In some variations a player may not call trump solely with a Jack and must have
// another card of the same suit if they wish to call it, sometimes this only applies to the
// dealer." A (004): "forbids you from taking a turned-up right bower as trump unless you
// have another trump in your hand."
TEST(TrumpRequirement, AllPlayers) {
  // Seat 1 holds one heart-trump: the left bower Jd. Seat 3's only spade-trump is Jc.
  const std::vector<std::string> hands = {"9c Tc Qc Kc Ac", "Jd 9d Td Qd Kd", "9s Ts Qs Ks As", "Jc Ad Js Th Qh"};
  auto g = deal(R("standard", {"trump_requirement=all"}), 0, hands, "9h", "Kh Ah Jh");
  EXPECT_EQ(legal(*g), (S{"Pass"})) << "seat 1: only trump would be one jack";
  act(*g, "Pass");
  EXPECT_EQ(legal(*g), kRound1) << "seat 2 has no jack-only hand";  // no trump at all is allowed
  act(*g, "Pass");
  EXPECT_EQ(legal(*g), kRound1) << "seat 3 has Th Qh";
  acts(*g, {"Pass", "Pass"});
  // Round 2: seat 1 may not name diamonds (Jd is a diamond then; 9d Td Qd Kd too: allowed)
  EXPECT_EQ(legal(*g), kRound2NoHearts);
  acts(*g, {"Pass", "Pass"});
  // seat 3: spades-trumps are Js + Jc: two jacks, allowed; clubs-trumps Jc + Js: allowed;
  // diamonds: Ad only: allowed.
  EXPECT_EQ(legal(*g), kRound2NoHearts);
  // A hand whose only club-trump is Js (the left bower) may not name clubs.
  auto h = deal(R("standard", {"trump_requirement=all"}), 0,
                {"9c Tc Qc Kc Ac", "Js 9d Td Qd Kd", "9s Ts Qs Ks As", "Jc Ad Jd Th Qh"}, "9h", "Kh Ah Jh");
  for (int i = 0; i < 4; ++i) act(*h, "Pass");
  EXPECT_EQ(legal(*h), (S{"Pass", "d", "d alone"})) << "clubs: Js only; spades: Js only";
}

TEST(TrumpRequirement, DealerCountsTheUpCard) {
  // The dealer (seat 0) holds no heart; the up-card is the right bower Jh.
  const std::vector<std::string> hands = {"9c Tc Qc Kc Ac", "Jd 9d Td Qd Kd", "9s Ts Qs Ks As", "Jc Ad Js Th Qh"};
  auto g = deal(R("standard", {"trump_requirement=dealer"}), 0, hands, "Jh", "Kh Ah 9h");
  EXPECT_EQ(legal(*g), kRound1) << "dealer mode: seat 1 is not restricted";
  acts(*g, {"Pass", "Pass", "Pass"});
  EXPECT_EQ(legal(*g), (S{"Pass"})) << "the dealer's only trump would be the turned jack";
  // With one more heart the dealer may take it up.
  auto h = deal(R("standard", {"trump_requirement=dealer"}), 0,
                {"9c Tc Qc Kc 9h", "Jd 9d Td Qd Kd", "9s Ts Qs Ks As", "Jc Ad Js Th Qh"}, "Jh", "Kh Ah Ac");
  acts(*h, {"Pass", "Pass", "Pass"});
  EXPECT_EQ(legal(*h), kRound1);
  // A turned 9 with one jack in the dealer's hand is two trumps: allowed.
  auto k = deal(R("standard", {"trump_requirement=dealer"}), 0,
                {"9c Tc Qc Kc Jd", "Ad 9d Td Qd Kd", "9s Ts Qs Ks As", "Jc Ac Js Th Qh"}, "9h", "Kh Ah Jh");
  acts(*k, {"Pass", "Pass", "Pass"});
  EXPECT_EQ(legal(*k), kRound1);
  // off: the same jack-only dealer may take up.
  auto o = deal(R("standard", {"trump_requirement=off"}), 0, hands, "Jh", "Kh Ah 9h");
  acts(*o, {"Pass", "Pass", "Pass"});
  EXPECT_EQ(legal(*o), kRound1);
}

// docs/rules.md is silent on a stuck dealer whom the requirement forbids every suit; the engine
// decides the requirement yields ("decided here" in deal.cpp).
TEST(TrumpRequirement, StuckDealerWithNoAllowedSuitMayNameAny) {
  // The dealer's only club-, spade- and diamond-trumps would be one jack each (Jc is
  // both the right bower of clubs and the left of spades); hearts was turned down.
  const std::vector<std::string> hands = {"Jc Jd Th Qh Kh", "9d Td Qd Kd Ad", "9s Ts Qs Ks As", "9c Tc Qc Kc Ac"};
  auto g = deal(R("standard", {"trump_requirement=all", "all_pass=stick_the_dealer"}), 0, hands, "9h", "Ah Jh Js");
  for (int i = 0; i < 7; ++i) act(*g, "Pass");
  EXPECT_EQ(legal(*g), (S{"c", "c alone", "d", "d alone", "s", "s alone"}));
}

// ---------------------------------------------------------------- lone_maker / lone_by

// lone_maker=false: nobody may go alone.
TEST(Lone, LoneMakerFalse) {
  auto g = neutral(R("standard", {"lone_maker=false"}));
  EXPECT_EQ(legal(*g), (S{"Pass", "Order"}));
  for (int i = 0; i < 4; ++i) act(*g, "Pass");
  EXPECT_EQ(legal(*g), (S{"Pass", "c", "d", "s"}));
}

// lone_by=maker. W (003): "It may only be called by the person declaring trump, not their partner."
TEST(Lone, MakerOnly) {
  auto g = neutral(R("standard", {"lone_by=maker"}));
  act(*g, "Order");
  act(*g, "discard 9c");
  EXPECT_EQ(g->deal().phase, Phase::Play) << "no lone offer to the partner";
  auto h = neutral(R("standard", {"lone_by=maker"}));
  act(*h, "Order alone");
  EXPECT_EQ(h->deal().loner, 1);
  EXPECT_EQ(h->deal().active, 0b0111);  // seat 3 sits out
}

// lone_by=maker_or_partner (Keller). K (000): "If the eldest hand order up or make the trump,
// he or his partner may play alone. If the dealer's partner assists or makes the trump, he or
// the dealer may play alone. If the player to the right of the dealer orders up or makes the
// trump, he may play alone, but his partner cannot. If the dealer takes up or makes the
// trump, he may play alone, but his partner cannot. No player can play alone after having
// passed the trump, or the making of the trump."
TEST(Lone, KellerEligibilityRoundOne) {
  const Rules r = R("keller", {"deck=24"});
  {  // eldest orders up: his partner (seat 3) may go alone
    auto g = neutral(r);
    act(*g, "Order");
    act(*g, "discard 9c");
    EXPECT_EQ(g->deal().phase, Phase::LoneOffer);
    EXPECT_EQ(g->to_act(), 3);
    EXPECT_EQ(legal(*g), (S{"Pass", "alone"}));
    act(*g, "alone");
    EXPECT_EQ(g->deal().loner, 3);
    EXPECT_EQ(g->deal().active, 0b1101) << "the maker (seat 1) sits out";
    EXPECT_EQ(g->deal().phase, Phase::Play);
    EXPECT_EQ(g->to_act(), 2) << "K: the eldest hand leads; he sits out, so (1862 Laws) the dealer's partner";
  }
  {  // dealer's partner assists: the dealer may go alone
    auto g = neutral(r);
    acts(*g, {"Pass", "Order", "discard 9c"});
    EXPECT_EQ(g->deal().phase, Phase::LoneOffer);
    EXPECT_EQ(g->to_act(), 0);
  }
  {  // the dealer's right orders up: his partner (eldest) passed, no offer
    auto g = neutral(r);
    acts(*g, {"Pass", "Pass", "Order", "discard 9c"});
    EXPECT_EQ(g->deal().phase, Phase::Play);
    EXPECT_EQ(g->deal().loner, kNobody);
  }
  {  // the dealer takes up: his partner passed, no offer
    auto g = neutral(r);
    acts(*g, {"Pass", "Pass", "Pass", "Order", "discard 9c"});
    EXPECT_EQ(g->deal().phase, Phase::Play);
  }
  {  // a loner in place: K "When any player has announced his intention of playing alone,
     // no other player can play alone."
    auto g = neutral(r);
    acts(*g, {"Order alone", "discard 9c"});
    EXPECT_EQ(g->deal().phase, Phase::Play);
    EXPECT_EQ(g->deal().loner, 1);
  }
}

TEST(Lone, KellerEligibilityRoundTwo) {
  const Rules r = R("keller", {"deck=24"});
  {  // eldest makes: his partner has not passed the making yet
    auto g = neutral(r);
    for (int i = 0; i < 4; ++i) act(*g, "Pass");
    act(*g, "c");
    EXPECT_EQ(g->deal().phase, Phase::LoneOffer);
    EXPECT_EQ(g->to_act(), 3);
  }
  {  // the dealer's partner makes: the dealer has not passed the making
    auto g = neutral(r);
    for (int i = 0; i < 5; ++i) act(*g, "Pass");
    act(*g, "c");
    EXPECT_EQ(g->deal().phase, Phase::LoneOffer);
    EXPECT_EQ(g->to_act(), 0);
  }
  {  // the dealer's right makes: eldest passed the making
    auto g = neutral(r);
    for (int i = 0; i < 6; ++i) act(*g, "Pass");
    act(*g, "c");
    EXPECT_EQ(g->deal().phase, Phase::Play);
  }
  {  // the dealer makes: his partner passed the making
    auto g = neutral(r);
    for (int i = 0; i < 7; ++i) act(*g, "Pass");
    act(*g, "c");
    EXPECT_EQ(g->deal().phase, Phase::Play);
  }
}

// lone_by=makers_side (british; H (001): "After trump has been made, but before the first
// lead, any player may announce that they are playing alone."): the partner even after passing.
TEST(Lone, MakersSideEvenAfterPassing) {
  auto g = neutral(R("standard", {"lone_by=makers_side"}));
  acts(*g, {"Pass", "Pass", "Order", "discard 9c"});  // seat 3 orders; seat 1 passed
  EXPECT_EQ(g->deal().phase, Phase::LoneOffer);
  EXPECT_EQ(g->to_act(), 1);
  act(*g, "Pass");
  EXPECT_EQ(g->deal().phase, Phase::Play);
}

// ---------------------------------------------------------------- lone defence

// lone_defender=true. T (002): "Either opponent of the maker can choose to say "I defend
// alone," causing his partner to refrain also. The maker does not have to play alone for an
// opponent to decide to play alone." docs/rules.md step 5: "each defender in turn from the
// maker's left may declare it; the first to declare plays."
TEST(LoneDefence, OfferedFromTheMakersLeft) {
  auto g = neutral(R("standard", {"lone_defender=true"}));
  acts(*g, {"Pass", "Order", "discard 9c"});  // seat 2 assists; defenders 3 and 1
  EXPECT_EQ(g->deal().phase, Phase::DefendOffer);
  EXPECT_EQ(g->to_act(), 3);
  EXPECT_EQ(legal(*g), (S{"Pass", "defend alone"}));
  act(*g, "Pass");
  EXPECT_EQ(g->to_act(), 1);
  act(*g, "defend alone");
  EXPECT_EQ(g->deal().lone_defender, 1);
  EXPECT_EQ(g->deal().active, 0b0111);
  EXPECT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->to_act(), 2) << "left of the lone player leads";
  // Both decline: normal play, eldest leads.
  auto h = neutral(R("standard", {"lone_defender=true"}));
  acts(*h, {"Pass", "Order", "discard 9c", "Pass", "Pass"});
  EXPECT_EQ(h->deal().phase, Phase::Play);
  EXPECT_EQ(h->to_act(), 1);
  EXPECT_EQ(h->deal().active, 0b1111);
}

// lone_defender=false. K (000): "When either side has adopted or made the trump, neither
// player of the opposing side can play alone."
TEST(LoneDefence, NotOfferedWhenOff) {
  auto g = neutral(R("standard", {"lone_defender=false"}));
  acts(*g, {"Pass", "Order", "discard 9c"});
  EXPECT_EQ(g->deal().phase, Phase::Play);
}

// both_alone. H (001): "It is even possible that a maker and a defender choose to play
// alone, in which case there will be only two active players." ... "If two players are
// playing alone, the defender leads."
TEST(LoneDefence, BothAlone) {
  auto g = neutral(R("standard", {"lone_defender=true", "both_alone=true"}));
  act(*g, "Order alone");  // seat 1 alone; seat 3 sits out; defenders 2, 0
  EXPECT_EQ(g->deal().phase, Phase::Discard);
  act(*g, "discard 9c");
  EXPECT_EQ(g->deal().phase, Phase::DefendOffer);
  EXPECT_EQ(g->to_act(), 2);
  act(*g, "defend alone");
  EXPECT_EQ(g->deal().active, 0b0010 | 0b0100);
  EXPECT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->to_act(), 2) << "the defender leads";
  // both_alone=false: no defence offer against a loner.
  auto h = neutral(R("standard", {"lone_defender=true", "both_alone=false"}));
  acts(*h, {"Order alone", "discard 9c"});
  EXPECT_EQ(h->deal().phase, Phase::Play);
  EXPECT_EQ(h->to_act(), 2);
}

// ---------------------------------------------------------------- benny_up

// benny_up=dealer_names_blind. H (001): "If the Benny is turned up then the dealer's team are
// automatically the makers - no one else gets an opportunity. The dealer must choose a trump
// suit without looking at her cards. She then picks up her five cards and the Benny and discards one."
TEST(BennyUp, DealerNamesBlind) {
  auto g = deal(preset("british"), 0, kNeutralHands, "B", "Kh Ah Jh 9h");
  EXPECT_EQ(g->deal().phase, Phase::BennyName);
  EXPECT_EQ(g->to_act(), 0);
  EXPECT_EQ(legal(*g), (S{"name c", "name d", "name h", "name s"}));
  const SeatView v = make_view(*g, 0);
  EXPECT_TRUE(v.blind);
  EXPECT_TRUE(v.hand.empty()) << "named without looking";
  act(*g, "name d");
  EXPECT_EQ(g->deal().trump, 1);
  EXPECT_EQ(g->deal().maker, 0);
  EXPECT_EQ(g->deal().phase, Phase::Discard);
  EXPECT_TRUE(g->deal().hand[0].contains(kBenny));
  act(*g, "discard 9c");
  // makers_side (british): the dealer and partner may still go alone, the dealer first.
  EXPECT_EQ(g->deal().phase, Phase::LoneOffer);
  EXPECT_EQ(g->to_act(), 0);
  EXPECT_FALSE(make_view(*g, 0).hand.empty());
}

// benny_up=redeal (decided here): the same dealer deals again.
TEST(BennyUp, Redeal) {
  auto g = deal(R("british", {"benny_up=redeal"}), 2, kNeutralHands, "B", "Kh Ah Jh 9h");
  EXPECT_TRUE(g->deal().over());
  EXPECT_EQ(g->deal().end, DealEnd::Redeal);
  EXPECT_EQ(g->expected_dealer(), 2);
}

// ---------------------------------------------------------------- farmers_hand

// W (003): "Going Under/Bottoms/Farmer's Hand: A player having a hand with at least three 9
// or 10 cards of any suit, can exchange three of these cards with the three unknown cards in
// the kitty. This must be performed before trump has been selected."
TEST(FarmersHand, SwapThreeLowCardsForTheHiddenKitty) {
  // Seat 2 holds 9s Ts 9c (three 9/10s); seat 1 holds only two.
  const std::vector<std::string> hands = {"Ac Kc Qc Jc Ad", "9d Td Qd Kd Jd", "9s Ts 9c Ks As", "Tc Qs Js Th Qh"};
  auto g = deal(R("standard", {"farmers_hand=three_low"}), 0, hands, "9h", "Kh Ah Jh");
  // docs/rules.md, the offer rule: every seat is asked in turn from eldest,
  // qualifying or not; seat 1 (two 9/10s) may only decline.
  EXPECT_EQ(g->deal().phase, Phase::FarmerOffer);
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(legal(*g), (S{"Pass"}));
  act(*g, "Pass");
  EXPECT_EQ(g->to_act(), 2);
  EXPECT_EQ(legal(*g), (S{"Pass", "farmer"}));
  act(*g, "farmer");
  EXPECT_EQ(legal(*g), (S{"give 9s", "give Ts", "give 9c"}));
  acts(*g, {"give 9s", "give Ts", "give 9c"});
  EXPECT_EQ(g->deal().hand[2], H("Ks As Kh Ah Jh"));
  EXPECT_TRUE(g->deal().kitty.contains(C("9s")));
  EXPECT_FALSE(g->deal().kitty.contains(C("Jh")));
  EXPECT_EQ(g->deal().phase, Phase::Bid1);
  EXPECT_EQ(g->to_act(), 1);
  // Off: no offer.
  auto off = deal(R("standard", {"farmers_hand=off"}), 0, hands, "9h", "Kh Ah Jh");
  EXPECT_EQ(off->deal().phase, Phase::Bid1);
  // Every seat declines, the dealer last: then the bidding.
  auto p = deal(R("standard", {"farmers_hand=three_low"}), 0, hands, "9h", "Kh Ah Jh");
  for (int seat : {1, 2, 3, 0}) {
    EXPECT_EQ(p->deal().phase, Phase::FarmerOffer);
    EXPECT_EQ(p->to_act(), seat);
    act(*p, "Pass");
  }
  EXPECT_EQ(p->deal().phase, Phase::Bid1);
}

// docs/rules.md farmers_hand: "three or more 9s/10s" - sevens and eights are not 9s/10s.
TEST(FarmersHand, OnlyNinesAndTensCountInA32CardDeck) {
  // Seat 1: 7d 8d 9d - one 9/10 only; seat 2 none; seat 3: 9s Ts 9c 7s (three 9/10s).
  const std::vector<std::string> hands = {"Ac Kc Qc Jc Ad", "7d 8d 9d Kd Jd", "7c 8c Qs Ks As", "9s Ts 9c 7s Qh"};
  auto g = deal(R("keller", {"farmers_hand=three_low"}), 0, hands, "9h", "Kh Ah Jh");
  EXPECT_EQ(g->deal().phase, Phase::FarmerOffer);
  EXPECT_EQ(legal(*g), (S{"Pass"})) << "7d 8d 9d is not three 9s/10s";
  act(*g, "Pass");
  EXPECT_EQ(legal(*g), (S{"Pass"}));
  act(*g, "Pass");
  EXPECT_EQ(g->to_act(), 3);
  act(*g, "farmer");
  EXPECT_EQ(legal(*g), (S{"give 9s", "give Ts", "give 9c"}));
}

// ---------------------------------------------------------------- redeal_hand

// nines_tens. A (004): "if you hold all nine and tens, you can ask for a redeal." W (003):
// "if a player receives all nines and tens, they may call for a redeal. The dealer may not
// exercise this option". Same dealer redeals (decided here, docs/rules.md).
TEST(RedealHand, NinesTens) {
  const std::vector<std::string> hands = {"9c Tc 9d Td 9s", "Ac Kc Qc Jc Ad", "Kd Qd Jd Ks Qs", "Ts Js As Th Qh"};
  // The dealer (seat 0) is never asked; the others are, and may only decline.
  auto g = deal(R("standard", {"redeal_hand=nines_tens"}), 0, hands, "9h", "Kh Ah Jh");
  for (int seat : {1, 2, 3}) {
    EXPECT_EQ(g->deal().phase, Phase::RedealOffer);
    EXPECT_EQ(g->to_act(), seat);
    EXPECT_EQ(legal(*g), (S{"Pass"}));
    act(*g, "Pass");
  }
  EXPECT_EQ(g->deal().phase, Phase::Bid1) << "the dealer may not throw in";
  auto h = deal(R("standard", {"redeal_hand=nines_tens"}), 3, hands, "9h", "Kh Ah Jh");
  EXPECT_EQ(h->deal().phase, Phase::RedealOffer);
  EXPECT_EQ(h->to_act(), 0);
  EXPECT_EQ(legal(*h), (S{"Pass", "throw in"}));
  act(*h, "throw in");
  EXPECT_EQ(h->deal().end, DealEnd::Redeal);
  EXPECT_EQ(h->expected_dealer(), 3);
  auto off = deal(R("standard", {"redeal_hand=off"}), 3, hands, "9h", "Kh Ah Jh");
  EXPECT_EQ(off->deal().phase, Phase::Bid1);
  // An ace and no face is not all nines and tens.
  auto ace = deal(R("standard", {"redeal_hand=nines_tens"}), 3,
                  {"9c Tc 9d Td Ac", "9s Kc Qc Jc Ad", "Kd Qd Jd Ks Qs", "Ts Js As Th Qh"}, "9h", "Kh Ah Jh");
  EXPECT_EQ(ace->to_act(), 0);
  EXPECT_EQ(legal(*ace), (S{"Pass"}));
}

// A 32-card deck: sevens and eights are not nines and tens.
TEST(RedealHand, NinesTensExcludesSevensAndEights) {
  auto g = deal(R("keller", {"redeal_hand=nines_tens"}), 3,
                {"7c 8c 9d Td 9s", "Ac Kc Qc Jc Ad", "Kd Qd Jd Ks Qs", "Ts Js As Th Qh"}, "9h", "Kh Ah Jh");
  EXPECT_EQ(g->to_act(), 0);
  EXPECT_EQ(legal(*g), (S{"Pass"})) << "7c 8c are not nines or tens";
}

// ace_no_face. W (003): "Ace no face: if someone is dealt a hand that contains any number of
// aces but has no face cards they may lay their cards on the table and call "Ace no face".
// This is considered a miss-deal and all the cards are gathered and re-dealt."
TEST(RedealHand, AceNoFace) {
  const std::vector<std::string> hands = {"Kc Qc Jc Kd Qd", "9c Tc Ac Ad 9d", "Td Jd Ks Qs Js", "9s Ts As Th Qh"};
  auto g = deal(R("standard", {"redeal_hand=ace_no_face"}), 0, hands, "9h", "Kh Ah Jh");
  EXPECT_EQ(g->deal().phase, Phase::RedealOffer);
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(legal(*g), (S{"Pass", "throw in"}));
  act(*g, "Pass");
  EXPECT_EQ(legal(*g), (S{"Pass"})) << "seat 2 holds faces";
  act(*g, "Pass");
  EXPECT_EQ(legal(*g), (S{"Pass"})) << "seat 3 holds the Qh";
  act(*g, "Pass");
  EXPECT_EQ(g->deal().phase, Phase::Bid1);
}

// docs/rules.md, "Information" and the offer rule: being asked, and declining, tells the
// other seats nothing about a hand. Two deals that differ only in whether seat 1 may
// declare put the same questions to the same seats, and the views of the other seats
// after the declines are the same.
TEST(Offers, BeingAskedTellsNothing) {
  // Nobody qualifies for anything here (at most two 9/10s, a face card in every hand)...
  const std::vector<std::string> none = {"9c 9d Ac Kc Qc", "Tc Td Ad Kd Qd", "Th Jc Jd Kh Qh", "Ts Js Qs Ks As"};
  // ...and here seat 1 does, for the option beside it.
  const std::vector<std::pair<const char*, std::vector<std::string>>> cases = {
      {"farmers_hand=three_low", {"Kd 9d Ac Kc Qc", "Tc Td Ad 9c Qd", "Th Jc Jd Kh Qh", "Ts Js Qs Ks As"}},
      {"redeal_hand=nines_tens", {"Ad Kd Ac Kc Qc", "9c 9d Tc Td Th", "Qd Jc Jd Kh Qh", "Ts Js Qs Ks As"}},
      {"redeal_hand=ace_no_face", {"Kd Qd Ac Kc Qc", "Tc Td Ad 9c 9d", "Th Jc Jd Kh Qh", "Ts Js Qs Ks As"}},
  };
  for (const auto& [opt, qualifying] : cases) {
    auto a = deal(R("standard", {opt}), 0, qualifying, "9h", "9s Ah Jh");
    auto b = deal(R("standard", {opt}), 0, none, "9h", "9s Ah Jh");
    int asked = 0;
    while (a->deal().phase != Phase::Bid1) {
      ASSERT_EQ(a->deal().phase, b->deal().phase) << opt;
      ASSERT_EQ(a->to_act(), b->to_act()) << opt;
      if (a->to_act() == 1) {
        EXPECT_EQ(legal(*a).size(), 2u) << opt << ": seat 1 may declare";
      }
      EXPECT_EQ(legal(*b), (S{"Pass"})) << opt;
      act(*a, "Pass");
      act(*b, "Pass");
      ++asked;
    }
    EXPECT_EQ(b->deal().phase, Phase::Bid1) << opt;
    EXPECT_GE(asked, 3) << opt;
    for (int seat : {0, 2, 3}) {
      const SeatView va = make_view(*a, seat), vb = make_view(*b, seat);
      EXPECT_EQ(va.moves, vb.moves) << opt << ", seat " << seat;
      EXPECT_EQ(va.to_act, vb.to_act) << opt << ", seat " << seat;
    }
  }
}

// Blind decisions come first (docs/rules.md, sequence step 2): W (003), Robson: "they may
// elect to go alone without seeing the rest of their hand"; H (001), the Benny: "The dealer
// must choose a trump suit without looking at her cards." So the dealer decides before any
// seat looks at its hand for a throw-in or a farmer's hand; those offers follow a declined
// blind loner, and none follows a blind trump (W: the farmer's swap "must be performed
// before trump has been selected").
TEST(ThrowIns, BlindDecisionsComeFirst) {
  // Seat 1 holds only nines and tens (redeal and farmer eligible); the up-card is a jack.
  const std::vector<std::string> hands = {"Ac Kc Qc Jc Ad", "9c Tc 9d Td 9s", "Kd Qd Jd Ks Qs", "Ts Js As Th Qh"};
  const Rules r = R("standard", {"redeal_hand=nines_tens", "farmers_hand=three_low", "robson=true"});
  auto g = deal(r, 0, hands, "Jh", "Kh Ah 9h");
  EXPECT_EQ(g->deal().phase, Phase::BlindLonerOffer);
  EXPECT_TRUE(make_view(*g, 0).hand.empty()) << "the dealer decides blind";
  act(*g, "Pass");
  EXPECT_EQ(g->deal().phase, Phase::RedealOffer);
  EXPECT_EQ(g->to_act(), 1);
  acts(*g, {"Pass", "Pass", "Pass"});
  EXPECT_EQ(g->deal().phase, Phase::FarmerOffer);
  EXPECT_EQ(g->to_act(), 1);
  acts(*g, {"Pass", "Pass", "Pass", "Pass"});
  EXPECT_EQ(g->deal().phase, Phase::Bid1);
  EXPECT_EQ(g->to_act(), 1);
  // A blind loner: trump is made, no throw-in or farmer offer follows.
  auto blind = deal(r, 0, hands, "Jh", "Kh Ah 9h");
  act(*blind, "blind loner");
  EXPECT_EQ(blind->deal().phase, Phase::Discard);
  // The Benny turned up: the dealer names trump blind, then takes it up.
  auto benny = deal(R("british", {"farmers_hand=three_low", "redeal_hand=nines_tens"}), 0, hands, "B", "Kh Ah 9h");
  EXPECT_EQ(benny->deal().phase, Phase::BennyName);
  EXPECT_TRUE(make_view(*benny, 0).hand.empty());
  act(*benny, "name s");
  EXPECT_EQ(benny->deal().phase, Phase::Discard);
}

// ---------------------------------------------------------------- no ace no face no trump

// W (003): "No ace no face no trump: If a player is dealt a hand which once trump is called
// contains no aces, face cards, or the suit which is trump they may reveal their hand before
// cards have been played ... and all players must throw their cards in and the hand is re-dealt."
// docs/rules.md: "all cards thrown in, next dealer deals".
TEST(NoAceNoFaceNoTrump, ShowAndThrowIn) {
  // Spades named in round 2: seat 2 holds 9c Tc 9d Td Th (no ace, face or spade).
  const std::vector<std::string> hands = {"Qc Kc Ac Jc Ad", "Kd Qd Jd 9s Ts", "9c Tc 9d Td Th", "Js Qs Ks As Qh"};
  const Rules r = R("standard", {"no_ace_no_face_no_trump=true"});
  auto g = deal(r, 0, hands, "9h", "Kh Ah Jh");
  for (int i = 0; i < 4; ++i) act(*g, "Pass");
  act(*g, "s");  // eldest names spades
  // docs/rules.md, the offer rule: every seat in play is asked, from eldest.
  EXPECT_EQ(g->deal().phase, Phase::ShowOffer);
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(legal(*g), (S{"Pass"}));
  act(*g, "Pass");
  EXPECT_EQ(g->to_act(), 2);
  EXPECT_EQ(legal(*g), (S{"Pass", "show"}));
  act(*g, "show");
  EXPECT_EQ(g->deal().end, DealEnd::ThrownIn);
  EXPECT_EQ(g->expected_dealer(), 1);
  EXPECT_EQ(make_view(*g, 1).shown[2], H("9c Tc 9d Td Th"));
  EXPECT_TRUE(make_view(*g, 1).shown[3].empty());
  // Diamonds named instead: 9d Td are trumps, no offer.
  auto h = deal(r, 0, hands, "9h", "Kh Ah Jh");
  for (int i = 0; i < 4; ++i) act(*h, "Pass");
  act(*h, "d");
  for (int seat : {1, 2, 3, 0}) {
    EXPECT_EQ(h->to_act(), seat);
    EXPECT_EQ(legal(*h), (S{"Pass"}));
    act(*h, "Pass");
  }
  EXPECT_EQ(h->deal().phase, Phase::Play);
  // Option off: no offer.
  auto off = deal(preset("standard"), 0, hands, "9h", "Kh Ah Jh");
  for (int i = 0; i < 4; ++i) act(*off, "Pass");
  act(*off, "s");
  EXPECT_EQ(off->deal().phase, Phase::Play);
}

}  // namespace
}  // namespace euchre::test
