// docs/rules.md "Sequence of a deal" step 6 (the tricks), joker (Benny), no_trump in
// play, lone_lead, renege, claims and "Information" (what a seat's view shows).
#include <gtest/gtest.h>

#include "test_util.h"

namespace euchre::test {
namespace {

// Dealer 0; hearts ordered up by seat 1; the dealer discards 9c.
const std::vector<std::string> kHands = {"9c Tc Qc Kc Ac", "Td Qd Ad Ah Kh", "Jd Kd 9s Ts Qs", "Jc Js Ks As 9d"};

std::unique_ptr<Game> hearts_ordered(const Rules& r = preset("standard")) {
  auto g = deal(r, 0, kHands, "9h", "Th Qh Jh");
  acts(*g, {"Order", "discard 9c"});
  return g;
}

// K (000): "each must follow suit ... if he holds such a card. If he does not hold a card of
// the suit led, he may play any card he chooses." W (003): "The left Bower is considered a
// member of the trump suit and not a member of its native suit."
TEST(Play, LeftBowerFollowsTrumpNotItsOwnSuit) {
  auto g = hearts_ordered();
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(legal(*g), (S{"Td", "Qd", "Ad", "Ah", "Kh"}));  // any lead
  act(*g, "Td");
  EXPECT_EQ(legal(*g), (S{"Kd"})) << "Jd is a heart now, not a diamond";
  act(*g, "Kd");
  EXPECT_EQ(legal(*g), (S{"9d"}));
  act(*g, "9d");
  EXPECT_EQ(legal(*g), (S{"Tc", "Qc", "Kc", "Ac", "9h"})) << "void: any card";
  act(*g, "Ac");
  // K: "A trick is won by the highest card of the suit led, if trumps are not played in the trick."
  EXPECT_EQ(g->deal().tricks[2], 1);
  EXPECT_EQ(g->to_act(), 2) << "K: \"The winner of each trick must lead for the next trick\"";
}

TEST(Play, TrumpLedForcesTheLeftBower) {
  auto g = hearts_ordered();
  act(*g, "Ah");
  EXPECT_EQ(legal(*g), (S{"Jd"})) << "the left bower must follow a trump lead";
  act(*g, "Jd");
  EXPECT_EQ(legal(*g), (S{"Jc", "Js", "Ks", "As", "9d"})) << "seat 3 holds no trump";
  act(*g, "As");
  EXPECT_EQ(legal(*g), (S{"9h"}));
  act(*g, "9h");
  // K: "The knave of the other suit in the same color as the trump ranks next" (above the ace).
  EXPECT_EQ(g->deal().tricks[2], 1);
  EXPECT_EQ(g->to_act(), 2);
}

// K (000): "Trumps beat all other suits."
TEST(Play, LowestTrumpBeatsLedAce) {
  auto g = hearts_ordered();
  acts(*g, {"Ad", "Kd", "9d", "9h"});
  EXPECT_EQ(g->deal().tricks[0], 1);
  EXPECT_EQ(g->to_act(), 0);
}

// docs/rules.md step 6: "Eldest leads unless someone is alone".
TEST(Play, EldestLeadsEveryDealer) {
  for (int dealer = 0; dealer < 4; ++dealer) {
    auto g = deal(preset("standard"), dealer, kHands, "9h", "Th Qh Jh");
    for (int i = 0; i < 4; ++i) act(*g, "Pass");
    act(*g, "s");
    EXPECT_EQ(g->deal().phase, Phase::Play);
    EXPECT_EQ(g->to_act(), (dealer + 1) % 4);
  }
}

// docs/rules.md: "Must follow ... (left bower and Benny are trump)". H (001): "Note that Benny and
// Left count for all purposes as belonging to the trump suit." "Benny, or Best Bower".
TEST(Play, BennyIsHighestTrumpAndFollowsTrump) {
  const Rules r = R("british", {"lone_defender=false", "both_alone=false", "lone_by=maker"});
  const std::vector<std::string> hands = {"9c Tc Qc Kc Ac", "Jh Qd Ad Ah Kh", "B Kd 9s Ts Qs", "Jc Js Ks As 9d"};
  auto g = deal(r, 0, hands, "9h", "Th Qh Jd Td");
  acts(*g, {"Order", "discard 9c"});
  ASSERT_EQ(g->deal().phase, Phase::Play);
  act(*g, "Jh");
  EXPECT_EQ(legal(*g), (S{"B"})) << "the Benny is a trump";
  acts(*g, {"B", "As", "9h"});
  EXPECT_EQ(g->deal().tricks[2], 1) << "the Benny beats the right bower";
  // A second deal: diamonds led, the Benny holder must play his diamond.
  auto h = deal(r, 0, hands, "9h", "Th Qh Jd Td");
  acts(*h, {"Order", "discard 9c", "Qd"});
  EXPECT_EQ(legal(*h), (S{"Kd"}));
  // And the Benny led is a trump lead: the left bower must follow it.
  auto k = deal(r, 0, {"9c Tc Qc Kc Ac", "B Qd Ad Ah Kh", "Jd Kd 9s Ts Qs", "Jc Js Ks As 9d"}, "9h", "Th Qh Jh Td");
  acts(*k, {"Order", "discard 9c", "B"});
  EXPECT_EQ(legal(*k), (S{"Jd"}));
}

TEST(Play, BennyTopsEveryTrumpTable) {
  for (const char* j : {"joker=joker", "joker=two_of_spades"}) {
    const CompiledRules cr(R("standard", {j}));
    for (int t = 0; t < 4; ++t) {
      const TrumpTable& tt = cr.trump[t];
      EXPECT_EQ(tt.suit_of[kBenny], t);
      EXPECT_TRUE(tt.trumps.contains(kBenny));
      EXPECT_EQ(tt.trumps.size(), 8);  // H: "The trump suit has 8 cards"
      for (int led = 0; led < 4; ++led)
        for (Card c : cr.deck)
          if (c != kBenny) {
            EXPECT_GT(tt.trick_key[led][kBenny], tt.trick_key[led][c]);
          }
    }
  }
}

// no_trump. W (003): "The first card played for each trick establishes that trick's suit,
// with normal deck order (ace high) taking precedence." docs/rules.md: "no bowers; led suit wins".
TEST(Play, NoTrumpNoBowersLedSuitWins) {
  auto g = deal(R("standard", {"no_trump=true"}), 0, kHands, "9h", "Th Qh Jh");
  for (int i = 0; i < 4; ++i) act(*g, "Pass");
  act(*g, "n");
  ASSERT_EQ(g->deal().phase, Phase::Play);
  act(*g, "Td");
  EXPECT_EQ(legal(*g), (S{"Jd", "Kd"})) << "Jd is a plain diamond";
  act(*g, "Jd");
  act(*g, "9d");
  EXPECT_EQ(legal(*g), (S{"Tc", "Qc", "Kc", "Ac", "9c"}));  // nobody picked up
  act(*g, "Ac");
  EXPECT_EQ(g->deal().tricks[2], 1) << "the jack beats the ten; the off-suit ace cannot win";
  // Hearts led: the jack of diamonds does not follow hearts.
  const CompiledRules cr(R("standard", {"no_trump=true"}));
  EXPECT_TRUE(cr.trump[kNoTrump].trumps.empty());
  EXPECT_EQ(cr.trump[kNoTrump].suit_of[C("Jd")], 1);
  EXPECT_EQ(cr.trump[kNoTrump].trick_key[1][C("Jd")] > cr.trump[kNoTrump].trick_key[1][C("Td")], true);
  EXPECT_EQ(cr.trump[kNoTrump].trick_key[1][C("Jd")] < cr.trump[kNoTrump].trick_key[1][C("Qd")], true);
}

// ---------------------------------------------------------------- lone_lead

// left_of_loner. T (002): "If the maker plays alone, the opening lead is made by the opponent
// on his left." H (001): "If two players are playing alone, the defender leads."
// eldest_active (decided here): eldest, or the next active seat after him.
TEST(LoneLead, LeftOfLonerAndEldestActive) {
  struct Case {
    std::vector<std::string_view> bids;
    std::string_view lead_rule;
    int leader;
  };
  const std::vector<Case> cases = {
      {{"Pass", "Pass", "Order alone", "discard 9c", "Pass", "Pass"}, "lone_lead=left_of_loner", 0},
      {{"Pass", "Pass", "Order alone", "discard 9c", "Pass", "Pass"}, "lone_lead=eldest_active", 2},
      {{"Pass", "Order alone", "Pass", "Pass"}, "lone_lead=left_of_loner", 3},
      {{"Pass", "Order alone", "Pass", "Pass"}, "lone_lead=eldest_active", 1},
      {{"Order alone", "discard 9c", "defend alone"}, "lone_lead=left_of_loner", 2},
      {{"Order alone", "discard 9c", "defend alone"}, "lone_lead=eldest_active", 1},
      {{"Order", "discard 9c", "defend alone"}, "lone_lead=left_of_loner", 3},  // seat 2 defends: left is 3
      {{"Order", "discard 9c", "defend alone"}, "lone_lead=eldest_active", 1},
  };
  for (const auto& c : cases) {
    auto g = deal(R("standard", {"lone_defender=true", "both_alone=true", c.lead_rule}), 0, kHands, "9h", "Th Qh Jh");
    for (auto b : c.bids) act(*g, b);
    ASSERT_EQ(g->deal().phase, Phase::Play) << c.lead_rule;
    EXPECT_EQ(g->to_act(), c.leader) << c.lead_rule << " after " << c.bids[0] << " " << c.bids[1];
  }
}

// K (000): "The player at the left of the dealer has the lead", with no exception for a lone
// hand; the 1862 Law and Practice of the Game of Euchre (ch. III): "The eldest-hand is always
// entitled to the lead, except when his partner Plays Alone, and then the lead is transferred
// to the dealer's partner". The keller and railroad presets (Keller's game) follow them.
TEST(LoneLead, KellerAndRailroadGiveTheEldestHandTheLead) {
  struct Case {
    std::vector<std::string_view> bids;
    int leader;
    const char* why;
  };
  const std::vector<Case> cases = {
      {{"Pass", "Pass", "Order alone"}, 2, "seat 3 alone, eldest (1) sits out: the dealer's partner leads"},
      {{"Pass", "Order alone"}, 1, "the dealer's partner assists alone: the eldest hand leads"},
      {{"Order alone"}, 1, "the eldest hand alone leads himself"},
  };
  for (const char* p : {"keller", "railroad"}) {
    EXPECT_EQ(get_option(preset(p), "lone_lead"), "eldest_active") << p;
    for (const auto& c : cases) {
      auto g = deal(preset(p), 0, {}, "9h");
      for (auto b : c.bids) act(*g, b);
      while (g->deal().phase != Phase::Play) {
        const Phase ph = g->deal().phase;
        ASSERT_TRUE(ph == Phase::Discard || ph == Phase::BestCall) << p << ": " << phase_name(ph);
        if (ph == Phase::BestCall) {
          act(*g, "Pass");  // railroad: no call for the partner's best
        } else {
          ActionList l;
          g->legal(l);
          g->apply(l[0]);
        }
      }
      EXPECT_EQ(g->to_act(), c.leader) << p << ": " << c.why;
    }
  }
}

// K (000): "When any player has expressed his determination to play alone, his partner must
// place his cards face downwards on the table" - the partner never plays: three-card tricks.
TEST(LoneLead, SittingOutPartnerNeverPlays) {
  auto g = deal(preset("standard"), 0, kHands, "9h", "Th Qh Jh");
  acts(*g, {"Order alone", "discard 9c"});
  for (int trick = 0; trick < 5; ++trick) {
    for (int k = 0; k < 3; ++k) {
      EXPECT_NE(g->to_act(), 3);
      ActionList l;
      g->legal(l);
      g->apply(l[0]);
    }
  }
  EXPECT_TRUE(g->deal().over());
  EXPECT_EQ(g->deal().hand[3], H(kHands[3]));
  EXPECT_EQ(g->deal().tricks[3], 0);
}

// ---------------------------------------------------------------- renege

// renege=prevented: illegal cards are refused.
TEST(Renege, PreventedRefusesNotFollowing) {
  auto g = hearts_ordered();
  act(*g, "Td");
  EXPECT_THROW(act(*g, "9s"), GameError);
  EXPECT_FALSE(legal(*g).contains("renege"));
}

// renege=callable. W (003): "If a player does not follow suit when they are able to ... it is
// considered a renege ... and the opposing team is awarded two points if it is caught in later
// tricks of the same hand or two points can be deducted from the offending team." "In some
// variants reneging when a player or their opponent is going alone may result in a penalty of
// four points". docs/rules.md: "a proven renege ends the hand and the penalty replaces its score".
TEST(Renege, CallableAward2) {
  auto g = hearts_ordered(R("standard", {"renege=callable", "renege_penalty=award_2"}));
  act(*g, "Td");
  EXPECT_EQ(legal(*g), (S{"Jd", "Kd", "9s", "Ts", "Qs", "renege"}));  // any card may be played
  act(*g, "9s");  // seat 2 reneges (holds Kd)
  EXPECT_TRUE(legal(*g).contains("renege"));
  act(*g, "renege");  // seat 3 calls
  EXPECT_EQ(g->deal().end, DealEnd::Renege);
  EXPECT_EQ(g->deal().points, (std::array<std::int8_t, 4>{0, 2, 0, 0}));
  EXPECT_EQ(g->score()[1], 2);
  EXPECT_EQ(make_view(*g, 1).shown[2], g->deal().hand[2]) << "a proven renege shows the hands";
}

TEST(Renege, CallableDeduct2AndFourWhenAlone) {
  auto g = hearts_ordered(R("standard", {"renege=callable", "renege_penalty=deduct_2"}));
  acts(*g, {"Td", "9s", "renege"});
  EXPECT_EQ(g->deal().points, (std::array<std::int8_t, 4>{-2, 0, 0, 0}));
  // Alone: 4.
  for (auto pen : {"renege_penalty=award_2", "renege_penalty=deduct_2"}) {
    auto h = deal(R("standard", {"renege=callable", pen}), 0, kHands, "9h", "Th Qh Jh");
    // Seat 1 alone (seat 3 out), seat 2 leads Kd; seat 1 trumps while holding diamonds,
    // wins the trick and leads; seat 2 calls the renege.
    acts(*h, {"Order alone", "discard 9c", "Kd", "Tc", "Ah", "Td", "renege"});
    ASSERT_EQ(h->deal().end, DealEnd::Renege);
    if (std::string_view(pen) == "renege_penalty=award_2") {
      EXPECT_EQ(h->deal().points, (std::array<std::int8_t, 4>{4, 0, 0, 0}));
    } else {
      EXPECT_EQ(h->deal().points, (std::array<std::int8_t, 4>{0, -4, 0, 0}));
    }
  }
}

// A false call has no effect (decided here); the caller may not call again.
TEST(Renege, FalseCallHasNoEffect) {
  auto g = hearts_ordered(R("standard", {"renege=callable"}));
  act(*g, "Td");
  act(*g, "renege");  // seat 2: nobody reneged
  EXPECT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->to_act(), 2);
  EXPECT_EQ(g->deal().points, (std::array<std::int8_t, 4>{}));
  EXPECT_FALSE(legal(*g).contains("renege"));
  // Calling one's own side's renege proves nothing.
  auto h = hearts_ordered(R("standard", {"renege=callable"}));
  acts(*h, {"Td", "9s", "9d", "renege"});  // seat 0 is seat 2's partner
  EXPECT_EQ(h->deal().phase, Phase::Play);
}

// docs/rules.md: "an opponent may call a renege until the hand is scored".
TEST(Renege, CallableAfterTheLastTrick) {
  auto g = hearts_ordered(R("standard", {"renege=callable"}));
  acts(*g, {"Td", "9s"});  // seat 2 reneges, nobody calls yet
  while (g->deal().phase == Phase::Play) {
    ActionList l;
    g->legal(l);
    g->apply(l[0]);  // cards come before "renege" in the list
  }
  ASSERT_EQ(g->deal().phase, Phase::RenegeWindow);
  EXPECT_EQ(legal(*g), (S{"Pass", "renege"}));
  while (g->deal().phase == Phase::RenegeWindow && g->to_act() != 1) act(*g, "Pass");
  ASSERT_EQ(g->to_act(), 1);
  act(*g, "renege");
  EXPECT_EQ(g->deal().end, DealEnd::Renege);
  EXPECT_EQ(g->deal().points, (std::array<std::int8_t, 4>{0, 2, 0, 0}));
}

// ---------------------------------------------------------------- claims

// W (003): "A hand consisting of the top five cards of the trump suit is mathematically
// unbeatable from any position; this is sometimes referred to as a lay-down". docs/rules.md:
// "the engine accepts a claim only when no play by the opponents can beat it, and shows every
// remaining card".
TEST(Claims, SoundClaimAcceptedAndShown) {
  const std::vector<std::string> hands = {"9d Td Qd Kd Ad", "Jh Jd Ah Kh Qh", "9c Tc Qc Kc Ac", "9s Ts Qs Ks As"};
  auto g = deal(preset("standard"), 0, hands, "9h", "Jc Js Th");
  acts(*g, {"Order", "discard 9d"});
  ASSERT_EQ(g->to_act(), 1);
  act(*g, "claim");
  EXPECT_TRUE(g->deal().over());
  EXPECT_EQ(g->deal().tricks[1] + g->deal().tricks[3], 5);
  EXPECT_EQ(g->deal().points[1], 2);
  for (int p = 0; p < 4; ++p) EXPECT_EQ(make_view(*g, 2).shown[p], g->deal().hand[p]) << p;
  // Claims off: refused.
  auto off = deal(R("standard", {"claims=false"}), 0, hands, "9h", "Jc Js Th");
  acts(*off, {"Order", "discard 9d"});
  EXPECT_THROW(act(*off, "claim"), GameError);
}

// docs/rules.md claims: "shows every remaining card" - at once, also while the renege window
// (renege=callable) or the Robson choice is still open.
TEST(Claims, ClaimShowsTheCardsBeforeTheDealIsScored) {
  const std::vector<std::string> hands = {"9d Td Qd Kd Ad", "Jh Jd Ah Kh Qh", "9c Tc Qc Kc Ac", "9s Ts Qs Ks As"};
  for (auto opt : {"renege=callable", "robson=true"}) {
    auto g = deal(R("standard", {opt}), 0, hands, "9h", "Jc Js Th");
    acts(*g, {"Order", "discard 9d", "claim"});
    ASSERT_FALSE(g->deal().over()) << opt;
    EXPECT_TRUE(g->deal().phase == Phase::RenegeWindow || g->deal().phase == Phase::RobsonChoice);
    for (int p = 0; p < 4; ++p) EXPECT_EQ(make_view(*g, 0).shown[p], g->deal().hand[p]) << opt << " seat " << p;
  }
}

TEST(Claims, UnsoundClaimRefused) {
  // Seat 1 holds Jh Jd Ah Kh and a low club: the club can lose a trick.
  const std::vector<std::string> hands = {"9d Td Qd Kd Ad", "Jh Jd Ah Kh 9c", "Qh Tc Qc Kc Ac", "9s Ts Qs Ks As"};
  auto g = deal(preset("standard"), 0, hands, "9h", "Jc Js Th");
  acts(*g, {"Order", "discard 9d"});
  EXPECT_THROW(act(*g, "claim"), GameError);
  EXPECT_FALSE(g->deal().over());
  // After drawing trump (Jh, Jd, Ah: Qh falls) and cashing Kh, the 9c still loses: refused.
  acts(*g, {"Jh", "Qh", "9s", "9h", "Jd", "Tc", "Ts", "Td", "Ah", "Qc", "Qs", "Qd", "Kh", "Kc", "Ks", "Kd"});
  ASSERT_EQ(g->to_act(), 1);
  EXPECT_THROW(act(*g, "claim"), GameError);
  // A defender holding the last club winner may claim the last trick.
  act(*g, "9c");
  ASSERT_EQ(g->to_act(), 2);
  act(*g, "claim");
  EXPECT_TRUE(g->deal().over());
  EXPECT_EQ(g->deal().tricks[1], 4);
  EXPECT_EQ(g->deal().tricks[2], 1);
  EXPECT_EQ(g->deal().points[1], 1);
}

// ---------------------------------------------------------------- information

// docs/rules.md "Information": "A player sees: his own cards, the up-card, every call, every played
// card, and his own discard (the dealer). Never another hand, the kitty or another's discard".
TEST(Information, OwnHandOwnDiscardOnly) {
  auto g = deal(preset("standard"), 0, kHands, "9h", "Th Qh Jh");
  for (int p = 0; p < 4; ++p) {
    const SeatView v = make_view(*g, p);
    EXPECT_EQ(v.hand, g->deal().hand[p]);
    EXPECT_EQ(v.up_card, C("9h"));
    for (int q = 0; q < 4; ++q) EXPECT_TRUE(v.shown[q].empty());
    EXPECT_EQ(v.legal.size() > 0, p == 1);
  }
  acts(*g, {"Order", "discard Qc"});
  for (int p = 0; p < 4; ++p) {
    const SeatView v = make_view(*g, p);
    ASSERT_EQ(v.moves.size(), 2u);
    EXPECT_EQ(v.moves[0].action, Action::order(false)) << "every call is public";
    EXPECT_EQ(v.moves[1].action.kind, ActionKind::Discard);
    EXPECT_EQ(v.moves[1].action.arg, p == 0 ? C("Qc") : kNoCard) << "seat " << p;
    EXPECT_EQ(v.own_discard, p == 0 ? C("Qc") : kNoCard);
    EXPECT_EQ(v.hand, g->deal().hand[p]);
  }
  act(*g, "Td");
  for (int p = 0; p < 4; ++p) {
    EXPECT_TRUE(make_view(*g, p).played.contains(C("Td")));
    EXPECT_EQ(make_view(*g, p).trick[1], C("Td"));
  }
}

// W (003): "a player may call out "farmer's hand" and is then allowed to show the three cards
// in question and exchange them": the given cards are shown, the received ones are not.
TEST(Information, FarmerGivesAreShownReceivedAreNot) {
  const std::vector<std::string> hands = {"Ac Kc Qc Jc Ad", "9d Td Qd Kd Jd", "9s Ts 9c Ks As", "Tc Qs Js Th Qh"};
  auto g = deal(R("standard", {"farmers_hand=three_low"}), 0, hands, "9h", "Kh Ah Jh");
  acts(*g, {"Pass", "farmer", "give 9s", "give Ts", "give 9c"});
  for (int p = 0; p < 4; ++p) {
    const SeatView v = make_view(*g, p);
    EXPECT_EQ(v.shown[2], H("9s Ts 9c"));
    EXPECT_EQ(v.hand, g->deal().hand[p]);
    if (p != 2) {
      EXPECT_TRUE((v.hand & H("Kh Ah Jh")).empty());
    }
  }
}

}  // namespace
}  // namespace euchre::test
