// docs/rules.md "Laps and slams (K ch. 5)": a series of games whose unit is
// the game won, with laps (points beyond a game carried into the next) and
// slams (a game won while the other side has not scored counts two). Each
// test cites its source: Keller, The Game of Euchre (1887), chapter 5, and
// the Laws of Euchre (Somerset Club, 1888), Laws 1 and 7. Expected scores
// are written out here from the rule, never computed by the engine.
#include <gtest/gtest.h>

#include <string>

#include "core/series.h"
#include "test_util.h"

namespace euchre::test {
namespace {

Rules keller_series(std::string_view series = "series=first_to:3") {
  return R("keller", {"laps=true", "slams=true", series});
}

// Deals the next hand of `g` so that seat `w` holds the five highest hearts
// (every trick is his whatever anyone plays), lets the seats before him pass,
// has him order up (alone if asked) and plays the deal out.
void win_deal(Game& g, int w, bool alone) {
  const int seats = g.compiled().seats;
  const int dealer = g.deals_played() == 0 ? (w + seats - 1) % seats : g.expected_dealer();
  std::array<CardSet, 4> hands{};
  hands[static_cast<std::size_t>(w)] = H("Jh Jd Ah Kh Qh");
  CardSet free = g.compiled().deck - hands[static_cast<std::size_t>(w)];
  free.remove(C("9h"));
  for (int p = 0; p < seats; ++p)
    if (p != w)
      for (int i = 0; i < g.compiled().hand_size; ++i) {
        // No other seat holds a heart, so nobody else can take a trick.
        Card c = free.pop_lowest();
        while (!is_benny(c) && natural_suit(c) == Suit::Hearts) c = free.pop_lowest();
        hands[static_cast<std::size_t>(p)].add(c);
      }
  std::vector<Card> kitty(free.begin(), free.end());
  g.begin_deal(dealer, hands, C("9h"), kitty);
  while (g.to_act() != w) act(g, "Pass");
  act(g, alone ? "Order alone" : "Order");
  while (!g.awaiting_deal() && !g.over()) {
    if (g.deal().phase == Phase::Discard && g.to_act() == w) {
      act(g, "discard 9h");
      continue;
    }
    ActionList list;
    g.legal(list);
    g.apply(list[0]);
  }
}

using Score = std::array<int, 4>;

// K ch. 5: "a side needing 1 that makes 2 starts the next game with 1".
TEST(LapsAndSlams, NeedingOneMakingTwoCarriesOne) {
  auto g = std::make_unique<Game>(keller_series(), Game::ManualDeals{}, Score{4, 2, 0, 0});
  win_deal(*g, 0, false);  // a march: 2
  ASSERT_EQ(g->series().games_played(), 1);
  EXPECT_EQ(g->series().games[0].score, (Score{6, 2, 0, 0}));
  EXPECT_EQ(g->series().games[0].carried, 1);
  EXPECT_EQ(g->score(), (Score{1, 0, 0, 0})) << "the next game starts 1 to nothing";
  EXPECT_EQ(g->series().start, (Score{1, 0, 0, 0}));
  EXPECT_EQ(g->series().won[0], 1) << "the other side had scored: one game";
  EXPECT_FALSE(g->over());
}

// K ch. 5: "a lone hand of 4 made when 1 was needed starts the next game with 3".
TEST(LapsAndSlams, LoneFourWhenOneNeededCarriesThree) {
  auto g = std::make_unique<Game>(keller_series(), Game::ManualDeals{}, Score{4, 2, 0, 0});
  win_deal(*g, 2, true);  // seat 2 of team 0 alone: 4
  EXPECT_EQ(g->series().games.at(0).carried, 3);
  EXPECT_EQ(g->score(), (Score{3, 0, 0, 0}));
}

// K ch. 5: a game won while the other side has not scored is a slam and
// counts two games; the points beyond it carry as well.
TEST(LapsAndSlams, SlamCountsTwoGames) {
  Game g(keller_series(), Game::ManualDeals{});
  win_deal(g, 0, true);  // 4-0
  win_deal(g, 2, true);  // 8-0: a slam, 3 carried
  ASSERT_EQ(g.series().games_played(), 1);
  EXPECT_TRUE(g.series().games[0].slam);
  EXPECT_EQ(g.series().games[0].counts, 2);
  EXPECT_EQ(g.series().won[0], 2);
  EXPECT_EQ(g.series().slams[0], 1);
  EXPECT_EQ(g.score(), (Score{3, 0, 0, 0}));
  // Decided here: points carried in are a score on the board, so the other
  // side winning this game is no slam (the 1888 Laws' slam is "five to nothing").
  win_deal(g, 1, true);  // 3-4
  win_deal(g, 3, false);  // 3-6: team 1 wins, 1 carried
  ASSERT_EQ(g.series().games_played(), 2);
  EXPECT_FALSE(g.series().games[1].slam);
  EXPECT_EQ(g.series().won[1], 1);
  EXPECT_EQ(g.score(), (Score{0, 1, 0, 0}));
  EXPECT_FALSE(g.over()) << "first to 3: team 0 has 2, team 1 has 1";
  win_deal(g, 0, true);
  win_deal(g, 2, false);  // 6-1: one game, team 0 reaches 3
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.winner(), 0);
  EXPECT_EQ(g.series().won[0], 3);
  EXPECT_EQ(g.score(), (Score{6, 1, 0, 0})) << "the last game's score stays on the board";
}

// Without laps the points beyond a game are lost; without slams a love game
// counts one (both are agreed before play, K ch. 5).
TEST(LapsAndSlams, EachIsAnOption) {
  Game plain(R("keller", {"series=first_to:2"}), Game::ManualDeals{});
  win_deal(plain, 0, true);
  win_deal(plain, 2, true);
  EXPECT_EQ(plain.series().won[0], 1);
  EXPECT_EQ(plain.score(), (Score{0, 0, 0, 0}));
  EXPECT_FALSE(plain.over());
  Game single(R("keller"), Game::ManualDeals{});
  win_deal(single, 0, true);
  win_deal(single, 2, true);
  EXPECT_TRUE(single.over());
  EXPECT_EQ(single.score(), (Score{8, 0, 0, 0})) << "one game: nothing is carried or reset";
}

// The rubber (1888 Laws 1 and 7): three games; when the third laps a fourth
// is played; each game counts one, a slam two, and two more go to the side
// that won the rubber.
TEST(LapsAndSlams, RubberOfThreeAndAFourthWhenTheThirdLaps) {
  const Rules r = keller_series("series=rubber");
  SeriesScore s;
  finish_game(r, s, 0, {5, 0}, 1);  // a slam
  finish_game(r, s, 0, {5, 3}, 4);
  EXPECT_EQ(series_winner(r, s), std::nullopt) << "Law 1: the third game is played whoever won the first two";
  finish_game(r, s, 1, {2, 5}, 7);  // no lap
  EXPECT_EQ(series_winner(r, s), 0);
  EXPECT_EQ(rubber_points(r, s), (Score{3 + 2, 1, 0, 0}));

  SeriesScore lap;
  finish_game(r, lap, 0, {5, 1}, 1);
  finish_game(r, lap, 1, {2, 5}, 3);
  finish_game(r, lap, 0, {6, 4}, 5);  // the third game laps
  EXPECT_EQ(series_winner(r, lap), std::nullopt) << "a fourth game is played";
  EXPECT_EQ(lap.start, (Score{1, 0, 0, 0}));
  finish_game(r, lap, 1, {1, 5}, 8);
  // Decided here: the rubber is the best of the first three games.
  EXPECT_EQ(series_winner(r, lap), 0);
  EXPECT_EQ(rubber_points(r, lap), (Score{2 + 2, 2, 0, 0}));
}

// Three players (K ch. 5: laps and slams work with two, three or four): each
// player is a side; a slam needs every other player at nothing.
TEST(LapsAndSlams, ThreeHandedEachPlayerASide) {
  const Rules r = R("three-handed", {"laps=true", "slams=true", "series=first_to:2"});
  SeriesScore s;
  EXPECT_EQ(finish_game(r, s, 1, {0, 12, 3}, 5), (Score{0, 2, 0, 0}));
  EXPECT_FALSE(s.games[0].slam) << "player 2 had scored";
  EXPECT_EQ(series_winner(r, s), std::nullopt);
  finish_game(r, s, 2, {0, 0, 10}, 9);
  EXPECT_TRUE(s.games[1].slam);
  EXPECT_EQ(series_winner(r, s), 2);
}

// K ch. 5: the lap is "the addition to a new game of any and all points in
// excess of the number necessary to the completion of the preceding game";
// "no point is lost". A jamboree's 16 at 0-0 in Keller's game to 5 carries
// 11 (not 4): the 11 complete the next game, whose 6 complete the one after,
// which carries 1. Decided here: each game so won is the deal's, and a slam
// when the other side stands at nothing, as the board says.
TEST(LapsAndSlams, NoPointIsLost) {
  const Rules r = keller_series("series=first_to:9");
  SeriesScore s;
  EXPECT_EQ(finish_game(r, s, 1, {0, 16, 0, 0}, 0), (Score{0, 1, 0, 0}));
  ASSERT_EQ(s.games_played(), 3);
  EXPECT_EQ(s.games[0].carried, 11);
  EXPECT_EQ(s.games[1].start, (Score{0, 11, 0, 0}));
  EXPECT_EQ(s.games[1].carried, 6);
  EXPECT_EQ(s.games[2].start, (Score{0, 6, 0, 0}));
  EXPECT_EQ(s.games[2].carried, 1);
  for (const SeriesGame& g : s.games) {
    EXPECT_EQ(g.winner, 1);
    EXPECT_EQ(g.last_deal, 0) << "one deal made every point";
    EXPECT_TRUE(g.slam) << "the other side has not scored";
  }
  EXPECT_EQ(s.won[1], 6);
  EXPECT_EQ(s.start, (Score{0, 1, 0, 0}));

  // Without slams: three games, the fourth started at 1.
  const Rules plain = R("keller", {"laps=true", "series=first_to:9"});
  SeriesScore p;
  EXPECT_EQ(finish_game(plain, p, 0, {16, 2, 0, 0}, 4), (Score{1, 0, 0, 0}));
  EXPECT_EQ(p.games_played(), 3);
  EXPECT_EQ(p.won[0], 3);
}

// The same jamboree in play: the deal that shows it wins three games and
// the next deal starts the fourth at 1; a series decided on the way ends
// there (first to 3: two slams, four games won, with 11 on the board).
TEST(LapsAndSlams, AJamboreeLapsIntoTheGamesAfterIt) {
  auto jamboree = [](Game& g) {
    const std::array<CardSet, 4> hands = {H("9c Tc Qc Kc Ac"), H("Jh Jd Ah Kh Qh"), H("9s Ts Qs Ks As"),
                                          H("9d Td Qd Kd Ad")};
    g.begin_deal(0, hands, C("9h"), cards("7c 8c Jc 7s 8s Js 7d 8d 7h 8h Th"));
    act(g, "Order");
    act(g, "discard 9c");
    act(g, "Pass");  // seat 3, the maker's partner, may go alone (K) and does not
  };
  Game g(R("keller", {"laps=true", "slams=true", "series=first_to:9", "jamboree=true"}), Game::ManualDeals{});
  jamboree(g);
  ASSERT_EQ(g.records()[0].final_state.points[1], 16);
  EXPECT_EQ(g.series().games_played(), 3);
  EXPECT_EQ(g.series().won[1], 6);
  EXPECT_EQ(g.score(), (Score{0, 1, 0, 0})) << "the fourth game starts 1 to nothing";
  EXPECT_FALSE(g.over());

  Game short_series(R("keller", {"laps=true", "slams=true", "series=first_to:3", "jamboree=true"}),
                    Game::ManualDeals{});
  jamboree(short_series);
  EXPECT_TRUE(short_series.over());
  EXPECT_EQ(short_series.winner(), 1);
  EXPECT_EQ(short_series.series().games_played(), 2);
  EXPECT_EQ(short_series.series().won[1], 4);
  EXPECT_EQ(short_series.score(), (Score{0, 11, 0, 0})) << "the last game's score stays on the board";
}

TEST(LapsAndSlams, OptionsAndContradictions) {
  const Rules r = keller_series("series=first_to:7");
  EXPECT_EQ(get_option(r, "series"), "first_to:7");
  EXPECT_EQ(get_option(r, "laps"), "true");
  EXPECT_EQ(get_option(keller_series("series=rubber"), "series"), "rubber");
  EXPECT_EQ(get_option(preset("standard"), "series"), "single");
  for (const char* bad : {"first_to:0", "first_to:", "first_to:x", "best_of:3", "rubbers"}) {
    Rules x;
    EXPECT_THROW(set_option(x, "series", bad), RuleError) << bad;
  }
  auto message = [](std::string_view preset_name, std::vector<std::string> overrides) {
    try {
      (void)preset_with_overrides(preset_name, overrides);
    } catch (const RuleError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(message("standard", {"laps=true"}).find("laps=true conflicts with series=single"), std::string::npos);
  EXPECT_NE(message("standard", {"slams=true"}).find("slams=true conflicts with series=single"), std::string::npos);
  EXPECT_NE(message("three-handed", {"series=rubber"}).find("two sides"), std::string::npos);
  EXPECT_NE(message("call-ace", {"series=rubber"}).find("series=rubber conflicts with mode"), std::string::npos);
  EXPECT_NE(message("standard", {"series=first_to:2", "laps=true", "win_by_two=true"}).find("win_by_two"),
            std::string::npos);
  EXPECT_NE(message("standard", {"series=first_to:2", "target=0", "num_deals=8"}).find("target"), std::string::npos);
  // Usable with every preset.
  for (const PresetInfo& p : preset_infos()) {
    EXPECT_EQ(message(p.name, {"series=first_to:2", "laps=true", "slams=true"}), "accepted") << p.name;
    if (preset(p.name).scorers() == 2) {
      EXPECT_EQ(message(p.name, {"series=rubber", "laps=true", "slams=true"}), "accepted") << p.name;
    }
  }
}

// A seeded series plays to its end: every game won at the target, the games
// counted, the series' winner the first to its number of games.
TEST(LapsAndSlams, SeededSeriesPlaysToItsEnd) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Game g(keller_series(), seed);
    Rng rng(seed);
    while (!g.over()) {
      ActionList list;
      g.legal(list);
      g.apply(list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.count)))]);
    }
    const SeriesScore& s = g.series();
    ASSERT_TRUE(g.winner().has_value());
    EXPECT_GE(s.won[static_cast<std::size_t>(*g.winner())], 3) << seed;
    int counted = 0;
    for (const SeriesGame& game : s.games) {
      EXPECT_GE(game.score[static_cast<std::size_t>(game.winner)], 5) << seed;
      counted += game.counts;
    }
    EXPECT_EQ(counted, s.won[0] + s.won[1]) << seed;
  }
}

}  // namespace
}  // namespace euchre::test
