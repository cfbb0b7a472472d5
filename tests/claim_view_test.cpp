// Claims at a table are judged from the claimer's view (docs/rules.md
// section 7, issue 28 "a refused claim is a free oracle"): over random games
// of every preset, at moments where the seat to play could claim, the
// answer to its claim (accepted, or refused in the same words) is the same
// in every other deal it cannot tell from the real one (the view-implication
// replays of tests/view_implication.h). The engine's own rule, which looks at
// the real hands, gives different answers across those deals: the test
// would catch the table using it.
#include <gtest/gtest.h>

#include "core/claim_view.h"
#include "core/rng.h"
#include "protocol/act.h"
#include "test_util.h"
#include "view_implication.h"

namespace euchre::test {
namespace {

using protocol::json;

// The table's answer to a claim by the seat to act: "" when accepted, else its words.
std::string table_answer(const Game& g) {
  const protocol::Checked c = protocol::check_act(g, g.to_act(), json{{"v", 1}, {"type", "claim"}, {"table", "t"}});
  return c.error ? c.error->message : "";
}

TEST(ClaimView, ARefusedOrAcceptedClaimTellsTheClaimerNothingHisViewDidNotImply) {
  Rng rng(2024);
  int moments = 0, worlds_compared = 0, engine_rule_differs = 0, accepted = 0;
  for (const PresetInfo& info : preset_infos()) {
    Rules rules = preset(info.name);
    if (!rules.claims) continue;
    for (int game = 0; game < 6; ++game) {
      Game real(rules, rng.next());
      Rng play(rng.next());
      while (!real.over() && real.deals_played() < 4) {
        const DealState& s = real.deal();
        if (s.phase == Phase::Play && s.rules->hand_size - s.trick_no <= 2 && play.below(2) == 0) {
          const int seat = s.to_act;
          const DealRecord& rec = real.records().back();
          const std::string answer = table_answer(real);
          accepted += answer.empty();
          ++moments;
          // Other deals the seat cannot tell apart, with the same actions so far.
          CardSet pinned = pinned_cards(rec, s.hand[seat], seat, rec.moves.size());
          for (CardSet shown : make_view(real, seat).shown) pinned |= shown;
          for (int w = 0; w < 12; ++w) {
            Game there(rules, Game::ManualDeals{});
            const Deal d = shuffled_deal(rec, pinned, real.compiled().seats, rng);
            if (!replay_same_actions(there, rec, d, rec.moves.size()).empty()) continue;  // ruled out by the view
            // (The replay is a deal of its own: its number and the score differ, nothing of the deal.)
            ASSERT_EQ(make_view(there, seat).hand, make_view(real, seat).hand);
            EXPECT_EQ(table_answer(there), answer) << info.name << ": the answer depends on hidden cards";
            engine_rule_differs += claim_is_sound(there.deal(), seat) != claim_is_sound(s, seat);
            ++worlds_compared;
          }
        }
        ActionList legal;
        legal_actions(real.deal(), legal);
        real.apply(legal[static_cast<int>(play.below(static_cast<std::uint32_t>(legal.size())))]);
      }
    }
  }
  EXPECT_GT(moments, 100);
  EXPECT_GT(worlds_compared, 500);
  EXPECT_GT(accepted, 5);  // claims do stand: the rule is not "never"
  EXPECT_GT(engine_rule_differs, 10) << "the engine's rule would have leaked here: the test has teeth";
}

// At the first lead too many ways are left to judge (the budget), and the
// words name no card.
TEST(ClaimView, AtTheFirstLeadAClaimIsTooEarlyToJudge) {
  auto g = deal(R("standard"), 3, {"Jc Ac Kc Qc Tc", "", "", ""}, "9c");
  acts(*g, {"Order"});
  act(*g, "discard " + card_text(g->deal().hand[3].lowest()));
  ASSERT_EQ(g->to_act(), 0);
  EXPECT_EQ(judge_claim_from_view(g->deal(), make_view(*g, 0)), ClaimVerdict::TooEarly);
  const std::string answer = table_answer(*g);
  EXPECT_NE(answer.find("too early"), std::string::npos) << answer;
}

}  // namespace
}  // namespace euchre::test
