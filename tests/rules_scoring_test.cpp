// docs/rules.md step 7 (the scoring table), lone_defender_points, Robson scoring,
// "Three-handed" and "Call-ace". Each row's outcome is reached by random play of a
// known deal (searching seeds until the makers take the wanted number of tricks);
// the expected points are written out from the table, never computed by the engine.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <optional>

#include "core/playout.h"
#include "test_util.h"

namespace euchre::test {
namespace {

using Points = std::array<std::int8_t, 4>;

// Plays the play phase (and nothing else) at random until it ends.
DealState play_randomly(DealState s, Rng& rng) {
  while (s.phase == Phase::Play) {
    CardSet l = s.legal_cards();
    for (auto k = rng.below(static_cast<std::uint32_t>(l.size())); k > 0; --k) l.pop_lowest();
    apply(s, Action::play(l.lowest()));
  }
  return s;
}

// The first random play-out from `start` whose final state satisfies `want`.
std::optional<DealState> find(const DealState& start, const std::function<bool(const DealState&)>& want) {
  Rng rng(12345);
  for (int i = 0; i < 60000; ++i) {
    DealState s = play_randomly(start, rng);
    if (want(s)) return s;
  }
  return std::nullopt;
}

int team_tricks(const DealState& s, int team) { return s.tricks[team] + s.tricks[team + 2]; }

// Dealer 0: seat 1 (team 1) makes hearts; teams: 0 = seats 0, 2; 1 = seats 1, 3.
const std::vector<std::string> kScoringHands = {"9c Tc Qc Kc Ac", "Jh Ah Kh Ad Td", "Jd Kd 9s Ts Qs", "Jc Js Ks As 9d"};

std::unique_ptr<Game> bid(const Rules& r, std::initializer_list<std::string_view> bids) {
  auto g = deal(r, 0, kScoringHands, "9h", "Th Qh Qd");
  acts(*g, bids);
  EXPECT_EQ(g->deal().phase, Phase::Play);
  return g;
}

// The makers' side's tricks over the play-outs reach `makers_tricks`: the points are `want`.
// (The holder of the highest trump in play always wins a trick, so one deal cannot show
// every row: seat 1 holds the right bower; team 1 makes for rows 1-5, team 0 for rows 0-4.)
void expect_row(const Game& g, int makers_team, int makers_tricks, Points want, const char* row) {
  ASSERT_EQ(g.deal().scorer_of(g.deal().maker), makers_team);
  auto s = find(g.deal(), [&](const DealState& f) { return team_tricks(f, makers_team) == makers_tricks; });
  ASSERT_TRUE(s.has_value()) << row << ": no play-out gave the makers " << makers_tricks;
  EXPECT_EQ(s->end, DealEnd::Scored) << row;
  EXPECT_EQ(s->points, want) << row << " with " << makers_tricks << " tricks";
}

// K (000): "If the side which adopts or makes the trump, takes three or four tricks, it scores
// one." "takes all five tricks, it scores two. This is called a "march."" "fails to take three
// tricks, it is "euchred," and the opposing side scores two."
TEST(Scoring, MakersRows) {
  auto g = bid(preset("standard"), {"Order", "discard 9c"});  // team 1 makes
  expect_row(*g, 1, 3, {0, 1, 0, 0}, "makers take 3 or 4");
  expect_row(*g, 1, 4, {0, 1, 0, 0}, "makers take 3 or 4");
  expect_row(*g, 1, 5, {0, 2, 0, 0}, "makers march");
  expect_row(*g, 1, 2, {2, 0, 0, 0}, "makers euchred");
  auto h = bid(preset("standard"), {"Pass", "Order", "discard 9c"});  // team 0 makes (assist)
  expect_row(*h, 0, 1, {0, 2, 0, 0}, "makers euchred");
  expect_row(*h, 0, 0, {0, 2, 0, 0}, "makers euchred");
  expect_row(*h, 0, 3, {1, 0, 0, 0}, "makers take 3 or 4");
}

// K (000): "If any player plays alone, and takes all five tricks, he scores four; if he takes
// three or four tricks only, he scores one; if he fails to take three tricks, he is euchred,
// and the opposing side scores two." W (003): "If euchred while playing alone, the opposing
// team still only receives 2 points."
TEST(Scoring, LoneMakerRows) {
  auto g = bid(preset("standard"), {"Order alone", "discard 9c"});
  expect_row(*g, 1, 3, {0, 1, 0, 0}, "lone maker takes 3 or 4");
  expect_row(*g, 1, 4, {0, 1, 0, 0}, "lone maker takes 3 or 4");
  expect_row(*g, 1, 5, {0, 4, 0, 0}, "lone maker marches");
  expect_row(*g, 1, 2, {2, 0, 0, 0}, "lone maker euchred");
}

// lone_defender_points=4. H (001): "If a member of the defenders' team is playing alone and
// succeeds in winning at least 3 tricks, thereby euchring the makers, the defenders score 4
// points instead of 2 - otherwise the scores are as above."
TEST(Scoring, LoneDefenderFour) {
  // Seat 2 assists (team 0 makes); seat 3 declines, seat 1 defends alone (seat 3 sits out).
  auto g = bid(R("standard", {"lone_defender=true", "lone_defender_points=4"}),
               {"Pass", "Order", "discard 9c", "Pass", "defend alone"});
  ASSERT_EQ(g->deal().lone_defender, 1);
  expect_row(*g, 0, 2, {0, 4, 0, 0}, "lone defender euchres");
  expect_row(*g, 0, 1, {0, 4, 0, 0}, "lone defender euchres");
  expect_row(*g, 0, 0, {0, 4, 0, 0}, "lone defender euchres");
  expect_row(*g, 0, 3, {1, 0, 0, 0}, "makers take 3 against a lone defender");
}

// lone_defender_points=2_or_4_on_march. T (002): "When only one opponent is playing, he scores
// 2 points for three or four trick euchre, and 4 points for march."
TEST(Scoring, LoneDefenderTwoOrFourOnMarch) {
  auto g = bid(R("standard", {"lone_defender=true", "lone_defender_points=2_or_4_on_march"}),
               {"Pass", "Order", "discard 9c", "Pass", "defend alone"});
  expect_row(*g, 0, 2, {0, 2, 0, 0}, "lone defender takes 3");
  expect_row(*g, 0, 1, {0, 2, 0, 0}, "lone defender takes 4");
  expect_row(*g, 0, 0, {0, 4, 0, 0}, "lone defender marches");
  expect_row(*g, 0, 3, {1, 0, 0, 0}, "makers take 3 against a lone defender");
}

// both_alone (H): a lone maker against a lone defender scores by the same rows.
TEST(Scoring, BothAlone) {
  auto g = bid(R("standard", {"lone_defender=true", "both_alone=true"}),
               {"Order alone", "discard 9c", "defend alone"});
  ASSERT_EQ(g->deal().active, 0b0110);
  expect_row(*g, 1, 5, {0, 4, 0, 0}, "lone maker marches");
  expect_row(*g, 1, 3, {0, 1, 0, 0}, "lone maker takes 3");
  expect_row(*g, 1, 2, {4, 0, 0, 0}, "lone defender euchres");
}

// The points reach the game score (H: "the team who first reach 11 or more points over
// several deals win the game").
TEST(Scoring, DealPointsAddToTheGameScore) {
  auto g = bid(preset("standard"), {"Order", "discard 9c"});
  while (!g->deal().over()) {
    ActionList l;
    g->legal(l);
    g->apply(l[l.size() - 1]);
  }
  const auto& p = g->deal().points;
  EXPECT_EQ(g->score()[0], p[0]);
  EXPECT_EQ(g->score()[1], p[1]);
  EXPECT_EQ(p[0] + p[1], team_tricks(g->deal(), 1) >= 3 ? (team_tricks(g->deal(), 1) == 5 ? 2 : 1) : 2);
}

// ---------------------------------------------------------------- Robson

// A sure march for seat 1 (top five trumps).
std::unique_ptr<Game> laydown(const Rules& r, bool alone) {
  auto g = deal(r, 0, {"9d Td Qd Kd Ad", "Jh Jd Ah Kh Qh", "9c Tc Qc Kc Ac", "9s Ts Qs Ks As"}, "9h", "Jc Js Th");
  acts(*g, {alone ? "Order alone" : "Order", "discard 9d"});
  while (g->deal().phase == Phase::Play) {
    ActionList l;
    g->legal(l);
    g->apply(l[0]);
  }
  return g;
}

// W (003): "Robson Rules: When a team wins all five tricks (normally or via alone hand), they
// may choose to reduce the opposing team's score (by 2 or 4, respectively) instead of adding
// to their own score."
TEST(Robson, MarchMaySubtract) {
  for (bool alone : {false, true}) {
    const std::int8_t pts = alone ? 4 : 2;
    auto add = laydown(R("standard", {"robson=true"}), alone);
    ASSERT_EQ(add->deal().phase, Phase::RobsonChoice);
    EXPECT_EQ(add->to_act(), 1);
    EXPECT_EQ(legal(*add), (S{"Pass", "subtract"}));
    act(*add, "Pass");
    EXPECT_EQ(add->deal().points, (Points{0, pts, 0, 0}));
    auto sub = laydown(R("standard", {"robson=true"}), alone);
    act(*sub, "subtract");
    EXPECT_EQ(sub->deal().points, (Points{static_cast<std::int8_t>(-pts), 0, 0, 0}));
    EXPECT_EQ(sub->score()[0], -pts);
    EXPECT_TRUE(sub->deal().robson_subtracted);
    // Without Robson: no choice.
    auto plain = laydown(R("standard", {"robson=false"}), alone);
    EXPECT_EQ(plain->deal().end, DealEnd::Scored);
    EXPECT_EQ(plain->deal().points, (Points{0, pts, 0, 0}));
  }
}

// W (003): "If all tricks are won via this "blind loner" hand, 5 points are awarded instead of
// the usual 4, but a failure to win all tricks earns the defenders 1 point."
TEST(Robson, BlindLonerFiveOrOne) {
  auto g = deal(R("standard", {"robson=true"}), 0, {"Jd Ah Kh Qh Th", "9c Tc Qc Kc Ac", "9d Td Qd Kd Ad", "9s Ts Qs Ks As"},
                "Jh", "Jc Js 9h");
  acts(*g, {"blind loner", "discard Th"});
  while (g->deal().phase == Phase::Play) {
    ActionList l;
    g->legal(l);
    g->apply(l[0]);
  }
  EXPECT_EQ(g->deal().end, DealEnd::Scored) << "no subtract choice for the blind loner (engine decision)";
  EXPECT_EQ(g->deal().points, (Points{5, 0, 0, 0}));

  auto weak = deal(R("standard", {"robson=true"}), 0, {"9c Tc 9d Td 9s", "Ah Kh Qc Kc Ac", "Qh Th Qd Kd Ad", "Ts Qs Ks As Jc"},
                   "Jh", "Jd Js 9h");
  acts(*weak, {"blind loner", "discard 9c"});
  for (int made = 0; made <= 4; ++made) {
    auto s = find(weak->deal(), [&](const DealState& f) { return f.tricks[0] == made; });
    if (!s) continue;
    EXPECT_EQ(s->points, (Points{0, 1, 0, 0})) << made << " tricks";
  }
  auto some = find(weak->deal(), [](const DealState& f) { return f.tricks[0] < 5; });
  ASSERT_TRUE(some.has_value());
}

// ---------------------------------------------------------------- three-handed

// W (003): "If the "maker" takes 4 tricks, they receive 1 point. If the maker takes 6 tricks,
// they receives 2 points. Taking all 7 tricks gives the maker 4 points." "If the maker does not
// take 4 tricks, they are euchred (set). The defender who took the most tricks will then
// receive two points. If both defenders took an equal number of tricks, they each take one point."
TEST(ThreeHanded, ScoringRows) {
  const Rules r = preset("three-handed");
  const std::vector<std::string> hands = {"9c Tc Qc Kc Ac 9d Td", "Jh Ah Kh Jd Qd Kd Ad", "9s Ts Qs Ks As Js Jc"};
  {
    auto g = deal(r, 0, hands, "9h", "Th Qh");
    EXPECT_EQ(g->to_act(), 1);
    EXPECT_EQ(legal(*g), (S{"Pass", "Order"})) << "W: \"Players play alone\" - no going alone";
  }
  // Seat 1 makes hearts (strong), diamonds (strong), spades or clubs (weak).
  const std::vector<std::vector<std::string_view>> bids = {
      {"Order", "discard 9c"}, {"Pass", "Pass", "Pass", "d"}, {"Pass", "Pass", "Pass", "s"}, {"Pass", "Pass", "Pass", "c"}};
  std::array<int, 8> seen{};
  int ties = 0, splits = 0;
  // A second deal with a middling maker (seat 0 holds the left bower Jd).
  const std::vector<std::string> middling = {"9c Tc Qc Kc Ac Jd Qd", "Jh Ah Kh 9d Td Kd Ad", "9s Ts Qs Ks As Js Jc"};
  for (std::size_t k = 0; k < 2 * bids.size(); ++k) {
    const auto& b = bids[k % bids.size()];
    auto g = deal(r, 0, k < bids.size() ? hands : middling, "9h", "Th Qh");
    for (auto a : b) act(*g, a);
    ASSERT_EQ(g->deal().phase, Phase::Play);
    ASSERT_EQ(g->deal().maker, 1);
    Rng rng(4);
    for (int i = 0; i < 20000; ++i) {
      const DealState s = play_randomly(g->deal(), rng);
      const int mt = s.tricks[1];
      ++seen[mt];
      Points want{};
      if (mt == 7) want = {0, 4, 0, 0};
      else if (mt == 6) want = {0, 2, 0, 0};
      else if (mt >= 4) want = {0, 1, 0, 0};
      else if (s.tricks[0] == s.tricks[2]) ++ties, want = {1, 0, 1, 0};
      else ++splits, want = s.tricks[0] > s.tricks[2] ? Points{2, 0, 0, 0} : Points{0, 0, 2, 0};
      ASSERT_EQ(s.points, want) << "maker " << mt << " defenders " << int(s.tricks[0]) << "/" << int(s.tricks[2]);
    }
  }
  for (int mt = 0; mt <= 7; ++mt) EXPECT_GT(seen[mt], 0) << "no play-out gave the maker " << mt;
  EXPECT_GT(ties, 0);
  EXPECT_GT(splits, 0);
}

// W (003): "Each player plays to ten points, and keeps their own score".
TEST(ThreeHanded, FirstToTargetWins) {
  const std::vector<std::string> hands = {"9c Tc Qc Kc Ac 9d Td", "Jh Ah Kh Jd Qd Kd Ad", "9s Ts Qs Ks As Js Jc"};
  auto g = deal(preset("three-handed"), 0, hands, "9h", "Th Qh", {0, 8, 9, 0});
  acts(*g, {"Order", "discard 9c"});
  while (!g->deal().over()) {
    ActionList l;
    g->legal(l);
    g->apply(l[0]);
  }
  const auto& s = g->score();
  const auto best = std::max({s[0], s[1], s[2]});
  if (best >= 10 && std::count(s.begin(), s.begin() + 3, best) == 1) {
    EXPECT_TRUE(g->over());
    EXPECT_EQ(s[static_cast<std::size_t>(*g->winner())], best);
  } else {
    EXPECT_FALSE(g->over());
  }
  EXPECT_EQ(s[0] + s[1] + s[2], 17 + g->deal().points[0] + g->deal().points[1] + g->deal().points[2]);
}

// ---------------------------------------------------------------- call-ace

// A (004): "The trump maker names the ace of any suit other than trump, and whoever holds it
// becomes the trump maker's partner just for that hand. The partner's identity is only
// revealed when the called ace is played. (If the trump maker holds the called ace, or if the
// ace is buried, the maker is playing alone-and may not know it.) Each player on the
// victorious side scores the usual number of points that a partnership would score".
TEST(CallAce, PartnerByCalledAce) {
  // Seat 1 makes hearts; seat 3 holds Ac; seat 2 holds As; Ad is buried in the kitty.
  const std::vector<std::string> hands = {"9c Tc Qc Kc Ks", "Jh Ah Kh Td Qs", "Jd Kd 9s Ts As", "Jc Js Ac Qd 9d"};
  auto g = deal(preset("call-ace"), 0, hands, "9h", "Th Qh Ad");
  EXPECT_EQ(legal(*g), (S{"Pass", "Order"}));
  acts(*g, {"Order", "discard 9c"});
  ASSERT_EQ(g->deal().phase, Phase::CallAce);
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(legal(*g), (S{"call Ac", "call Ad", "call As"})) << "any suit other than trump";
  act(*g, "call Ac");
  EXPECT_EQ(g->deal().ace_partner, 3);
  EXPECT_EQ(g->deal().makers_mask(), 0b1010);
  // Hidden until played, known to the holder.
  EXPECT_EQ(make_view(*g, 3).ace_partner, 3);
  for (int p : {0, 1, 2}) EXPECT_EQ(make_view(*g, p).ace_partner, kNobody) << p;
  // Scoring: each member of the winning side scores individually.
  for (int mt = 0; mt <= 5; ++mt) {
    auto s = find(g->deal(), [&](const DealState& f) { return f.tricks[1] + f.tricks[3] == mt; });
    if (!s) continue;
    const Points want = mt == 5 ? Points{0, 2, 0, 2} : mt >= 3 ? Points{0, 1, 0, 1} : Points{2, 0, 2, 0};
    EXPECT_EQ(s->points, want) << mt;
  }
  // Once the ace is played, everyone knows.
  Rng rng(1);
  while (g->deal().phase == Phase::Play && !g->deal().played.contains(C("Ac"))) {
    ActionList l;
    g->legal(l);
    g->apply(l[static_cast<int>(rng.below(static_cast<std::uint32_t>(l.size())))]);
  }
  for (int p = 0; p < 4; ++p) EXPECT_EQ(make_view(*g, p).ace_partner, 3) << p;
}

TEST(CallAce, MakerHoldsOrAceBuriedMakerAlone) {
  const std::vector<std::string> hands = {"9c Tc Qc Kc Ks", "Jh Ah Kh Td Qs", "Jd Kd 9s Ts As", "Jc Js Ac Qd 9d"};
  // Ad buried.
  auto g = deal(preset("call-ace"), 0, hands, "9h", "Th Qh Ad");
  acts(*g, {"Order", "discard 9c", "call Ad"});
  EXPECT_EQ(g->deal().ace_partner, kNobody);
  EXPECT_EQ(g->deal().makers_mask(), 0b0010);
  for (int mt = 0; mt <= 5; ++mt) {
    auto s = find(g->deal(), [&](const DealState& f) { return f.tricks[1] == mt; });
    if (!s) continue;
    // Engine decision (docs/rules.md gives no points for the unknowing lone maker): scored as a
    // partnership would be, 2 for a march, not the declared loner's 4.
    const Points want = mt == 5 ? Points{0, 2, 0, 0} : mt >= 3 ? Points{0, 1, 0, 0} : Points{2, 0, 2, 2};
    EXPECT_EQ(s->points, want) << mt;
  }
  // The maker holds the called ace (seat 3 makes spades in round 2 and calls clubs).
  auto h = deal(preset("call-ace"), 0, hands, "9h", "Th Qh Ad");
  acts(*h, {"Pass", "Pass", "Pass", "Pass", "Pass", "Pass", "s", "call Ac"});
  EXPECT_EQ(h->deal().maker, 3);
  EXPECT_EQ(h->deal().ace_partner, kNobody);
  EXPECT_EQ(h->deal().makers_mask(), 0b1000);
}

}  // namespace
}  // namespace euchre::test
