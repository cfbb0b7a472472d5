#include <gtest/gtest.h>

#include "core/playout.h"

namespace euchre {
TEST(Smoke, RandomDealsFinish) {
  const CompiledRules rules(preset("standard"));
  Rng rng(7);
  for (int i = 0; i < 1000; ++i) {
    DealState s = random_deal(rules, i % 4, rng);
    EXPECT_TRUE(s.over());
  }
}
}  // namespace euchre
