// explain_illegal: one test per rule that can forbid an action (each cites
// its source), and a property over random play of every rule set: the text
// is empty exactly when is_legal says yes.
#include <gtest/gtest.h>

#include <string>

#include "core/rng.h"
#include "test_util.h"

namespace euchre::test {
namespace {

#if !defined(__OPTIMIZE__) || defined(EUCHRE_SANITIZED)
constexpr int kGamesPerConfig = 1;  // debug and sanitizer builds: every check, fewer games
#else
constexpr int kGamesPerConfig = 6;
#endif

// The explanation of an action named by its public text, in the game's state.
std::string why(const Game& g, std::string_view text) {
  auto a = parse_action(text, g.deal());
  if (!a) return "test: '" + std::string(text) + "' names no action";
  return explain_illegal(g.deal(), *a);
}

#define EXPECT_WHY(g, text, part)                                                      \
  do {                                                                                 \
    const std::string w_ = why(g, text);                                               \
    EXPECT_NE(w_.find(part), std::string::npos) << "'" << (text) << "' -> " << w_;    \
  } while (0)

TEST(ExplainIllegal, LegalActionsHaveNoExplanation) {
  auto g = neutral(preset("standard"));
  EXPECT_EQ(why(*g, "Pass"), "");
  EXPECT_EQ(why(*g, "Order"), "");
}

// K (000): "each must follow suit ... if he holds such a card".
TEST(ExplainIllegal, MustFollowSuitAndHoldTheCard) {
  const std::vector<std::string> hands = {"9c Tc Qc As Ad", "9d Td Qd Kd Ac", "9s Ts Qs Ks Kc", "Jc Jd Js Th Qh"};
  auto g = deal(preset("standard"), 0, hands, "9h", "Kh Ah Jh");
  acts(*g, {"Order", "discard 9c", "Ac"});  // hearts trump; seat 1 leads a club, seat 2 holds one
  EXPECT_WHY(*g, "Qs", "must follow clubs");
  EXPECT_WHY(*g, "Kh", "Kh is not in the hand");
}

// docs/rules.md trump_requirement (A, W): not when the only card of the suit held is one jack.
TEST(ExplainIllegal, TrumpRequirement) {
  auto g = deal(R("standard", {"trump_requirement=all"}), 0, {"", "Jh 9c Tc Qc Kc", "", ""}, "9h", "Kh Ah Qh");
  EXPECT_WHY(*g, "Order", "trump_requirement=all: may not make hearts trump");
}

// H (001): the dealer's partner may accept the up-card only by going alone.
TEST(ExplainIllegal, PartnerMustGoAlone) {
  auto g = neutral(R("standard", {"partner_order_up=must_go_alone"}));
  act(*g, "Pass");
  EXPECT_WHY(*g, "Order", "partner_order_up=must_go_alone");
  EXPECT_EQ(why(*g, "Order alone"), "");
}

// docs/rules.md lone_maker=false: nobody may go alone.
TEST(ExplainIllegal, NoLoneHands) {
  auto g = neutral(R("standard", {"lone_maker=false"}));
  EXPECT_WHY(*g, "Order alone", "lone_maker=false");
  acts(*g, {"Pass", "Pass", "Pass", "Pass"});
  EXPECT_WHY(*g, "s alone", "lone_maker=false");
}

// W (003), stick the dealer: the dealer may not pass in round 2; round 2 may not name the
// turned-down suit; no trump only with no_trump=true.
TEST(ExplainIllegal, RoundTwo) {
  auto g = neutral(R("standard", {"all_pass=stick_the_dealer"}));
  EXPECT_NE(explain_illegal(g->deal(), Action::call(3, false)).find("round 1 offers only the up-card's suit"),
            std::string::npos);
  acts(*g, {"Pass", "Pass", "Pass", "Pass"});
  EXPECT_WHY(*g, "h", "the turned-down suit (hearts) may not be named in round 2");
  EXPECT_WHY(*g, "n", "no_trump=false");
  EXPECT_NE(explain_illegal(g->deal(), Action::order(false)).find("round 1 is over"), std::string::npos);
  acts(*g, {"Pass", "Pass", "Pass"});
  EXPECT_WHY(*g, "Pass", "all_pass=stick_the_dealer: the dealer must name trump");
}

// The dealer discards a card of his own hand.
TEST(ExplainIllegal, DiscardAHeldCard) {
  auto g = neutral(preset("standard"));
  act(*g, "Order");
  EXPECT_WHY(*g, "discard 9d", "9d is not in the hand");
  EXPECT_NE(explain_illegal(g->deal(), Action::play(C("9c"))).find("'9c' is not possible: now is the discard"),
            std::string::npos);
}

// W (003) farmer's hand: "at least three 9 or 10 cards"; only those are given.
TEST(ExplainIllegal, FarmersHand) {
  const std::vector<std::string> hands = {"Ac Kc Qc Jc Ad", "9d Td Qd Kd Jd", "9s Ts 9c Ks As", "Tc Qs Js Th Qh"};
  auto g = deal(R("standard", {"farmers_hand=three_low"}), 0, hands, "9h", "Kh Ah Jh");
  EXPECT_WHY(*g, "farmer", "farmers_hand=three_low: a farmer's hand holds three or more 9s and 10s");
  acts(*g, {"Pass", "farmer"});
  EXPECT_WHY(*g, "give Ks", "a farmer gives only 9s and 10s");
  EXPECT_WHY(*g, "give 9d", "9d is not in the hand");
}

// A, W redeal_hand: "all nines and tens"; W ace no face: "no face cards".
TEST(ExplainIllegal, ThrowIns) {
  auto g = neutral(R("standard", {"redeal_hand=nines_tens"}));
  EXPECT_WHY(*g, "throw in", "redeal_hand=nines_tens: only a hand of nothing but 9s and 10s");
  auto h = neutral(R("standard", {"redeal_hand=ace_no_face"}));
  EXPECT_WHY(*h, "throw in", "redeal_hand=ace_no_face: only a hand of no jack, queen or king");
}

// W no ace no face no trump: "contains no aces, face cards, or the suit which is trump".
TEST(ExplainIllegal, ShowHand) {
  auto g = neutral(R("standard", {"no_ace_no_face_no_trump=true"}));
  acts(*g, {"Order", "discard 9c"});
  ASSERT_EQ(g->deal().phase, Phase::ShowOffer);
  EXPECT_WHY(*g, "show", "no_ace_no_face_no_trump: only a hand without an ace");
}

// A (004) call-ace: "the maker names the ace of a suit other than trump".
TEST(ExplainIllegal, CallAceOfTrump) {
  auto g = neutral(preset("call-ace"));
  acts(*g, {"Order", "discard 9c"});
  ASSERT_EQ(g->deal().phase, Phase::CallAce);
  EXPECT_WHY(*g, "call Ah", "may not call the ace of trump (hearts)");
}

// W renege: a renege may be called with renege=callable, once per deal, once a card is played.
TEST(ExplainIllegal, RenegeCalls) {
  auto g = neutral(preset("standard"));
  acts(*g, {"Order", "discard 9c"});
  EXPECT_WHY(*g, "renege", "renege=prevented");
  auto c = neutral(R("standard", {"renege=callable"}));
  acts(*c, {"Order", "discard 9c"});
  EXPECT_WHY(*c, "renege", "no card has been played yet");
  acts(*c, {"9d", "renege"});
  EXPECT_WHY(*c, "renege", "this seat has already called a renege");
}

// W ("throwing in", "lay-down"): a claim is accepted only when no defence can beat it.
TEST(ExplainIllegal, Claims) {
  const std::vector<std::string> strong = {"Jh Jd Ah Kh Qh", "9d Td Qd Kd Ad", "9s Ts Qs Ks As", "9c Tc Qc Kc Ac"};
  auto g = deal(R("standard", {"claims=false"}), 3, strong, "9h", "Th Jc Js");
  EXPECT_EQ(why(*g, "claim"), "claims=false: claims are not allowed");
  auto h = deal(preset("standard"), 3, strong, "9h", "Th Jc Js");
  EXPECT_WHY(*h, "claim", "a claim is made in the play");
  auto weak = neutral(preset("standard"));
  acts(*weak, {"Order", "discard 9c"});
  EXPECT_WHY(*weak, "claim", "the claim is not sound");
}

// The Benny turned up (H): the dealer names one of the four suits, blind.
TEST(ExplainIllegal, BennyNamesASuit) {
  auto g = deal(preset("british"), 0, kNeutralHands, "B", "Kh Ah Jh");
  ASSERT_EQ(g->deal().phase, Phase::BennyName);
  EXPECT_EQ(explain_illegal(g->deal(), Action::with(ActionKind::NameBlind, kNoTrump)),
            "the dealer names one of the four suits");
  EXPECT_NE(explain_illegal(g->deal(), Action::pass()).find("'Pass' is not possible: now is the Benny up: name trump"),
            std::string::npos);
}

TEST(ExplainIllegal, OverAndMalformed) {
  auto g = neutral(preset("standard"));
  EXPECT_NE(explain_illegal(g->deal(), Action{ActionKind::Pass, 3}).find("malformed"), std::string::npos);
  EXPECT_NE(explain_illegal(g->deal(), Action{ActionKind::Order, 7}).find("malformed"), std::string::npos);
  acts(*g, {"Pass", "Pass", "Pass", "Pass", "Pass", "Pass", "Pass", "Pass"});
  EXPECT_EQ(explain_illegal(g->records().back().final_state, Action::pass()), "the deal is over");
}

// Every action kind with every argument, at every decision of random play
// under every preset and a set of odd options: explained iff illegal.
TEST(ExplainIllegal, EmptyExactlyWhenLegal) {
  std::vector<Rules> configs;
  for (const PresetInfo& p : preset_infos()) configs.push_back(preset(p.name));
  for (const char* o : {"farmers_hand=three_low", "redeal_hand=nines_tens", "redeal_hand=ace_no_face",
                        "no_ace_no_face_no_trump=true", "robson=true", "renege=callable", "trump_requirement=all",
                        "all_pass=stick_the_dealer", "no_trump=true", "lone_defender=true", "claims=false"})
    configs.push_back(R("standard", {o}));
  configs.push_back(R("british", {"farmers_hand=three_low", "robson=true"}));
  Rng rng(7);
  int checked = 0;
  for (const Rules& r : configs) {
    for (int game = 0; game < kGamesPerConfig; ++game) {
      Game g(r, rng.next());
      for (int step = 0; step < 400 && !g.over(); ++step) {
        const DealState& s = g.deal();
        for (int kind = 0; kind <= static_cast<int>(ActionKind::Claim); ++kind)
          for (int arg = 0; arg < 40; ++arg) {
            const Action a{static_cast<ActionKind>(kind), static_cast<std::uint8_t>(arg)};
            if (kind == static_cast<int>(ActionKind::Claim) && arg > 1) break;
            const std::string w = explain_illegal(s, a);
            ASSERT_EQ(w.empty(), is_legal(s, a)) << action_text(a) << " in " << phase_name(s.phase) << ": " << w;
            ++checked;
          }
        ActionList legal_now;
        g.legal(legal_now);
        g.apply(legal_now[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal_now.size())))]);
      }
    }
  }
  EXPECT_GT(checked, 100000 * kGamesPerConfig / 6);
}

}  // namespace
}  // namespace euchre::test
