// What a view implies (docs/rules.md, "Information"): checked with
// tests/view_implication.h over random games of every preset and of the
// options whose rules depend on hidden hands.
#include <gtest/gtest.h>

#include <sstream>

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
  // Two-handed: the hidden cards are the other player's hand and a kitty of 21
  // (the discard among them); the Benny by agreement (K ch. 7).
  out.push_back(R("two-handed", {"joker=joker", "farmers_hand=three_low", "redeal_hand=ace_no_face"}));
  out.push_back(R("two-handed", {"deck=24", "renege=callable", "no_ace_no_face_no_trump=true"}));
  // Railroad (K ch. 6): a best card passed and one buried face down, by either
  // side; with a farmer and reneges allowed, whose cards also move.
  out.push_back(R("railroad", {"farmers_hand=three_low", "renege=callable", "lone_by=makers_side"}));
  out.push_back(R("standard", {"partners_best=true", "defend_alone_best=true", "lone_defender=true", "both_alone=true",
                               "no_ace_no_face_no_trump=true"}));
  // A series of games (laps and slams): the games won and points carried are
  // public; the deals of a game after the first are seen as any other.
  out.push_back(R("keller", {"series=first_to:2", "laps=true", "slams=true", "target=2"}));
  // Jambone and jamboree (K ch. 5): a lone hand face up, its cards called by
  // the opponent on its left; the five highest trumps shown; with a farmer
  // (shown cards of the same seat) and a lone defence (the caller).
  out.push_back(R("standard", {"series=first_to:2", "laps=true", "jambone=true", "jamboree=true",
                               "farmers_hand=three_low", "lone_defender=true", "both_alone=true"}));
  // French euchre (the preset is above): no up-card, the four hidden cards a
  // kitty, the auction's bids and the naming public; with the options that
  // depend on hidden hands (a farmer swaps with that kitty).
  out.push_back(R("french", {"farmers_hand=three_low", "redeal_hand=nines_tens", "no_ace_no_face_no_trump=true"}));
  out.push_back(R("french", {"deck=32", "all_pass=stick_the_dealer", "renege=callable", "trump_requirement=all"}));
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

// K ch. 5: a jamboree's five trumps are shown to every seat when it ends the
// deal, and not before; what the views imply of the other hands stays hidden.
TEST(Information, AJamboreeIsShownOnlyWhenItHappens) {
  auto g = deal(R("standard", {"series=first_to:2", "laps=true", "jamboree=true"}), 0,
                {"9c Tc Qc Kc Ac", "Jh Jd Ah Kh Qh", "9s Ts Qs Ks As", "9d Td Qd Kd Ad"}, "9h");
  act(*g, "Order");
  for (int seat : {0, 2, 3, kSpectator}) {
    EXPECT_TRUE(make_view(*g, seat).shown[1].empty()) << "seat " << seat << " before the discard";
  }
  act(*g, "discard 9c");
  ASSERT_EQ(g->records()[0].final_state.end, DealEnd::Jamboree);
  for (int seat : {0, 2, 3, kSpectator}) {
    EXPECT_EQ(make_view(*g, seat).shown[1], H("Jh Jd Ah Kh Qh")) << "seat " << seat;
    EXPECT_TRUE(make_view(*g, seat).shown[2].empty()) << "no other hand, seat " << seat;
  }
  Rng rng(31);
  int compared = 0;
  for (int round = 0; round < 20; ++round) {
    EXPECT_EQ(views_imply_nothing(*g, rng, 5, &compared), "");
  }
  EXPECT_GT(compared, 0);
}

// make_view into a view used before (for another seat, another deal, another
// rule set) gives the view a fresh make_view gives: nothing of the old view
// survives but the moves' storage (the Python batch reuses one view).
std::string every_field(const SeatView& v) {
  std::ostringstream o;
  o << describe(v) << "|rest " << v.seats << ' ' << (v.rules == Rules{}) << ' ' << get_option(v.rules, "mode");
  return o.str();
}

TEST(Information, AViewWrittenIntoAUsedViewIsTheFreshView) {
  Rng rng(2027);
  SeatView reused;
  int compared = 0;
  for (const Rules& rules : configs()) {
    Game game(rules, rng.next());
    Rng play(rng.next());
    while (!game.over() && game.deals_played() < 4) {
      for (int seat = kSpectator; seat < game.compiled().seats; ++seat) {
        make_view(game, seat, reused);
        ASSERT_EQ(every_field(reused), every_field(make_view(game, seat))) << get_option(rules, "mode");
        ASSERT_TRUE(reused.rules == make_view(game, seat).rules);
        ++compared;
      }
      ActionList l;
      game.legal(l);
      game.apply(l[static_cast<int>(play.below(static_cast<std::uint32_t>(l.size())))]);
    }
  }
  EXPECT_GT(compared, 1000);
}

}  // namespace
}  // namespace euchre::test
