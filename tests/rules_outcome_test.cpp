// The deal's outcome (core/outcome.h): made, a march, euchred, as the scoring
// of docs/rules.md step 7 decides it, for every way of scoring: a majority of
// tricks (3 of 5, W; 4 of 7 three-handed, W), the number bid in French euchre
// (K ch. 9, Foster: "the number bid ... when they fail, to the opponents"),
// and the Robson blind loner, who needs every trick (W (003): "a failure to
// win all tricks earns the defenders 1 point"). Issue 36: these were worked
// out again in five places, three ways; a French bid of 4 with 3 tricks
// counted as made in the arena.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "core/outcome.h"
#include "core/playout.h"
#include "test_util.h"

namespace euchre::test {
namespace {

// Plays the deal out at random (a fixed seed), choosing trump-making and
// offers at random too, until it ends.
void play_deal_out(Game& g, Rng& rng) {
  while (!g.deal().over()) {
    ActionList l;
    g.legal(l);
    g.apply(l[static_cast<int>(rng.below(static_cast<std::uint32_t>(l.size())))]);
  }
}

// K ch. 9 (Foster): a bid of 4 that takes 3 tricks is euchred, its 4 points to the opponents.
TEST(Outcome, AFrenchBidOfFourWithThreeTricksIsEuchred) {
  int seen = 0;
  for (std::uint64_t seed = 1; seed < 300 && seen < 3; ++seed) {
    Game g(preset("french"), seed);
    Rng rng(seed);
    while (!g.over() && g.deals_played() < 30) play_deal_out(g, rng);
    for (const DealRecord& rec : g.records()) {
      const DealState& s = rec.final_state;
      if (s.end != DealEnd::Scored || s.bid != 4 || s.makers_tricks() != 3) continue;
      const DealOutcome o = deal_outcome(s);
      EXPECT_EQ(o.kind, DealOutcomeKind::Euchred);
      EXPECT_EQ(o.tricks_needed, 4);
      EXPECT_EQ(o.makers_tricks, 3);
      EXPECT_EQ(s.points[s.scorer_of(s.maker)], 0) << "the scoring agrees: the makers score nothing";
      EXPECT_EQ(s.points[1 - s.scorer_of(s.maker)], 4);
      ++seen;
    }
  }
  EXPECT_GE(seen, 1) << "no French deal bid 4 and took 3";
}

// W (003): a blind loner short of a march is a failure, the defenders' 1 point.
TEST(Outcome, ABlindLonerShortOfAMarchIsEuchred) {
  auto weak = deal(R("standard", {"robson=true"}), 0, {"9c Tc 9d Td 9s", "Ah Kh Qc Kc Ac", "Qh Th Qd Kd Ad", "Ts Qs Ks As Jc"},
                   "Jh", "Jd Js 9h");
  acts(*weak, {"blind loner", "discard 9c"});
  Rng rng(3);
  for (int i = 0; i < 200; ++i) {
    DealState s = weak->deal();
    while (s.phase == Phase::Play) {
      CardSet l = s.legal_cards();
      for (auto k = rng.below(static_cast<std::uint32_t>(l.size())); k > 0; --k) l.pop_lowest();
      apply(s, Action::play(l.lowest()));
    }
    const DealOutcome o = deal_outcome(s);
    EXPECT_TRUE(o.blind_loner);
    EXPECT_EQ(o.tricks_needed, 5);
    if (s.tricks[0] == 5) EXPECT_EQ(o.kind, DealOutcomeKind::Marched);
    else EXPECT_EQ(o.kind, DealOutcomeKind::Euchred) << s.tricks[0] << " tricks";
  }
}

// Every preset and the options that change the scoring: a contract is made
// exactly when the makers' side scored (docs/rules.md step 7), a march is
// every trick made, and deals without a contract have none.
TEST(Outcome, AgreesWithTheScoreAtEveryPreset) {
  std::vector<Rules> rule_sets;
  for (const PresetInfo& p : preset_infos()) rule_sets.push_back(preset(p.name));
  rule_sets.push_back(R("standard", {"robson=true"}));
  rule_sets.push_back(R("standard", {"lone_defender=true", "renege=callable"}));
  rule_sets.push_back(R("standard", {"series=first_to:2", "laps=true", "jambone=true", "jamboree=true"}));
  std::map<DealOutcomeKind, int> kinds;
  Rng rng(36);
  for (const Rules& rules : rule_sets) {
    Game g(rules, rng.next());
    while (!g.over() && g.deals_played() < 40) play_deal_out(g, rng);
    for (const DealRecord& rec : g.records()) {
      const DealState& s = rec.final_state;
      const DealOutcome o = deal_outcome(s);
      ++kinds[o.kind];
      const std::string where = get_option(rules, "mode") + ", deal " + std::to_string(rec.number);
      if (s.end == DealEnd::AllPassed || s.end == DealEnd::Redeal || s.end == DealEnd::ThrownIn) {
        EXPECT_EQ(o.kind, DealOutcomeKind::NoContract) << where;
        continue;
      }
      if (s.end != DealEnd::Scored || s.robson_subtracted) continue;  // a renege's penalty, a jamboree, Robson's choice
      int makers_points = 0;
      for (int p = 0; p < s.seats(); ++p)
        if (has_seat(o.makers, p)) makers_points = std::max(makers_points, int{s.points[s.scorer_of(p)]});
      EXPECT_EQ(o.made(), makers_points > 0) << where << ": " << outcome_name(o.kind);
      EXPECT_EQ(o.marched(), o.made() && o.makers_tricks == rules.hand_size()) << where;
    }
  }
  EXPECT_GT(kinds[DealOutcomeKind::Made], 10);
  EXPECT_GT(kinds[DealOutcomeKind::Euchred], 10);
  EXPECT_GT(kinds[DealOutcomeKind::Marched], 3);
}

}  // namespace
}  // namespace euchre::test
