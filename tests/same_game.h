// One comparison of two games for the tests that write a game and read it
// back (EGN round trips, the generic games): same rules, deals, moves,
// points, scores and winner.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "core/game.h"

namespace euchre::test {

// Same deals, same moves, same scores and winner.
inline void expect_same_game(const Game& a, const Game& b, const std::string& ctx) {
  ASSERT_EQ(a.rules(), b.rules()) << ctx;
  ASSERT_EQ(a.records().size(), b.records().size()) << ctx;
  for (std::size_t i = 0; i < a.records().size(); ++i) {
    const DealRecord &x = a.records()[i], &y = b.records()[i];
    EXPECT_EQ(x.number, y.number) << ctx;
    EXPECT_EQ(x.dealer, y.dealer) << ctx << " deal " << i;
    EXPECT_EQ(x.hands, y.hands) << ctx << " deal " << i;
    EXPECT_EQ(x.up_card, y.up_card) << ctx << " deal " << i;
    EXPECT_EQ(x.finished, y.finished) << ctx << " deal " << i;
    ASSERT_EQ(x.moves, y.moves) << ctx << " deal " << i;
    if (x.finished) {
      EXPECT_EQ(x.final_state.points, y.final_state.points) << ctx << " deal " << i;
      EXPECT_EQ(x.final_state.end, y.final_state.end) << ctx << " deal " << i;
    }
  }
  EXPECT_EQ(a.score(), b.score()) << ctx;
  EXPECT_EQ(a.initial_score(), b.initial_score()) << ctx;
  EXPECT_EQ(a.winner(), b.winner()) << ctx;
  EXPECT_EQ(a.over(), b.over()) << ctx;
  EXPECT_EQ(a.series(), b.series()) << ctx << ": the series of games (laps and slams)";
}

}  // namespace euchre::test
