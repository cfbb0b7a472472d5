// What a view implies (docs/rules.md, "Information"): checked with
// tests/view_implication.h over random games of every preset and of the
// options whose rules depend on hidden hands.
#include <gtest/gtest.h>

#include "core/rng.h"
#include "test_util.h"
#include "view_implication.h"

namespace euchre::test {
namespace {

#ifdef EUCHRE_SANITIZED
constexpr int kGames = 2;
#else
constexpr int kGames = 8;
#endif

std::vector<Rules> configs() {
  std::vector<Rules> out;
  for (const PresetInfo& p : preset_infos()) out.push_back(preset(p.name));
  for (const char* o : {"farmers_hand=three_low", "redeal_hand=nines_tens", "redeal_hand=ace_no_face",
                        "no_ace_no_face_no_trump=true", "robson=true", "renege=callable", "trump_requirement=all",
                        "lone_defender=true"})
    out.push_back(R("standard", {o}));
  out.push_back(R("british", {"farmers_hand=three_low", "robson=true", "no_ace_no_face_no_trump=true"}));
  out.push_back(R("call-ace", {"farmers_hand=three_low", "redeal_hand=ace_no_face"}));
  out.push_back(R("three-handed", {"redeal_hand=nines_tens", "no_ace_no_face_no_trump=true"}));
  return out;
}

TEST(Information, WhatAViewImpliesDependsOnlyOnWhatTheSeatMaySee) {
  Rng rng(2026);
  int compared = 0;
  for (const Rules& rules : configs()) {
    for (int game = 0; game < kGames; ++game) {
      Game real(rules, rng.next());
      Rng play(rng.next());
      while (!real.over() && real.deals_played() < 12) {
        ActionList l;
        real.legal(l);
        real.apply(l[static_cast<int>(play.below(static_cast<std::uint32_t>(l.size())))]);
      }
      ASSERT_EQ(views_imply_nothing(real, play, 3, &compared), "") << get_option(rules, "mode");
    }
  }
  EXPECT_GT(compared, 500);
}

}  // namespace
}  // namespace euchre::test
