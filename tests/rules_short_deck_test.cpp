// docs/rules.md "The short deck": deck=8, Keller's two-handed game (K ch. 7)
// with eight cards (jack to ace of clubs and spades) and three cards a hand,
// the variant small enough for exact methods (docs/python.md). The rules of
// the two-handed game are Keller's and cited as such; what the short deck
// changes is decided here and says so. Expected cards, turns and points are
// written out from the rule, never computed by the engine.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "core/playout.h"
#include "test_util.h"

namespace euchre::test {
namespace short_deck {

Rules short_rules(std::initializer_list<std::string_view> more = {}) {
  Rules r = R("two-handed", {"deck=8"});
  for (auto o : more) apply_override(r, o);
  return r;
}

// The message of the RuleError that validating these overrides of a preset raises ("" if none).
std::string refusal(std::string_view preset_name, const std::vector<std::string>& overrides) {
  try {
    preset_with_overrides(preset_name, overrides);
  } catch (const RuleError& e) {
    return e.what();
  }
  return "";
}

// Decided here: the short deck is the jack, queen, king and ace of the two
// black suits, so that whichever is trump both bowers are in play (K ch. 2:
// the right bower, the jack of trump, and the left, the jack of the same
// colour); three cards each for two players, the next card turned up (K ch.
// 7's deal, scaled) and one card left in the kitty.
TEST(ShortDeck, EightCardsThreeEach) {
  const Rules r = short_rules();
  EXPECT_EQ(get_option(r, "deck"), "8");
  const CompiledRules cr(r);
  EXPECT_EQ(cr.deck, H("Jc Qc Kc Ac Js Qs Ks As"));
  EXPECT_EQ(cr.deck_size, 8);
  EXPECT_EQ(cr.seats, 2);
  EXPECT_EQ(cr.hand_size, 3);
  EXPECT_EQ(cr.dealt, 6);
  // K ch. 2: the left bower belongs to trump; with clubs trump, Js is a club.
  const TrumpTable& clubs = cr.trump[static_cast<int>(Suit::Clubs)];
  EXPECT_EQ(clubs.trumps, H("Jc Js Ac Kc Qc"));
  EXPECT_GT(clubs.trick_key[0][C("Jc")], clubs.trick_key[0][C("Js")]) << "the right bower beats the left";
  EXPECT_GT(clubs.trick_key[0][C("Js")], clubs.trick_key[0][C("Ac")]) << "the left bower beats the ace of trump";
}

// K ch. 7: the non-dealer is dealt to first; the next card is turned up.
// Every deal pattern gives three cards each, the up-card and one hidden card.
TEST(ShortDeck, DealsThreeCardsToEachAndConservesThem) {
  for (const char* pattern : {"deal_pattern=3-2", "deal_pattern=2-3", "deal_pattern=1"}) {
    const CompiledRules cr(short_rules({pattern}));
    std::vector<Card> order(cr.deck_cards.begin(), cr.deck_cards.begin() + cr.deck_size);
    for (int dealer = 0; dealer < 2; ++dealer) {
      const DealState s = start_deal(cr, dealer, order.data());
      EXPECT_EQ(s.hand[0].size(), 3) << pattern;
      EXPECT_EQ(s.hand[1].size(), 3) << pattern;
      EXPECT_EQ(s.up_card, order[6]) << pattern << ": the seventh card is turned up";
      EXPECT_EQ(s.kitty, CardSet::of(order[6]) | CardSet::of(order[7])) << pattern << ": the up-card and one hidden";
      EXPECT_EQ(s.hand[0] | s.hand[1] | s.kitty, cr.deck) << pattern;
      EXPECT_TRUE((s.hand[0] & s.hand[1]).empty()) << pattern;
    }
  }
}

// K ch. 7, steps 3 and 4: after both pass the up-card, each may make
// "another suit" trump. In the short deck the only other suit with cards is
// the other black suit (decided here: a red suit would be trump of nothing).
TEST(ShortDeck, TheSecondRoundNamesTheOtherBlackSuit) {
  auto g = deal(short_rules(), 0, {"Jc Qc Ks", "Ac Js Qs"}, "Kc", "As");
  EXPECT_EQ(g->to_act(), 1) << "K ch. 7: the non-dealer speaks first";
  EXPECT_EQ(legal(*g), (S{"Pass", "Order"})) << "no lone hands (K ch. 7)";
  act(*g, "Pass");
  act(*g, "Pass");
  EXPECT_EQ(legal(*g), (S{"Pass", "s"}));
  act(*g, "Pass");
  EXPECT_EQ(legal(*g), (S{"Pass", "s"}));
  act(*g, "s");
  EXPECT_EQ(g->deal().maker, 0);
  EXPECT_EQ(g->deal().phase, Phase::Play);
}

// K ch. 7 scores 3 or 4 of five tricks 1, all five 2, a euchre 2 to the other
// player. Scaled to three tricks (decided here): 2 of 3 (a majority, as 3 of
// 5) scores 1, all three (the march) 2, a maker with 1 or none is euchred
// and the other player scores 2.
TEST(ShortDeck, ThreeTricksScoreOneTwoOrAEuchre) {
  std::array<int, 4> seen{};
  const std::vector<std::string> mixed = {"Jc Ks Qc", "As Js Ac"};
  const std::vector<std::vector<std::string_view>> bidding = {
      {"Order", "discard Qc"}, {"Pass", "Order", "discard Ks"}, {"Pass", "Pass", "s"}, {"Pass", "Pass", "Pass", "s"}};
  for (const auto& bids : bidding) {
    auto g = deal(short_rules(), 0, mixed, "Kc", "Qs");
    for (std::string_view b : bids) act(*g, b);
    ASSERT_EQ(g->deal().phase, Phase::Play);
    const auto maker = static_cast<std::size_t>(g->deal().maker);
    Rng rng(11);
    for (int i = 0; i < 500; ++i) {
      DealState s = g->deal();
      while (s.phase == Phase::Play) apply(s, random_action(s, rng));
      const int mt = s.tricks[maker];
      ASSERT_EQ(mt + s.tricks[1 - maker], 3);
      ++seen[static_cast<std::size_t>(mt)];
      std::array<std::int8_t, 4> want{};
      if (mt == 3) want[maker] = 2;
      else if (mt == 2) want[maker] = 1;
      else want[1 - maker] = 2;
      ASSERT_EQ(s.points, want) << "maker " << maker << " with " << mt << " tricks";
    }
  }
  for (int mt = 0; mt <= 3; ++mt) EXPECT_GT(seen[static_cast<std::size_t>(mt)], 0) << "no play-out gave the maker " << mt;
}

// Every combination the short deck cannot hold is refused, naming both options.
TEST(ShortDeck, RefusesWhatItCannotHold) {
  const std::vector<std::pair<std::string, std::vector<std::string>>> bad = {
      {"mode=partnership", {"deck=8"}},                          // 4 x 3 + 1 cards
      {"mode=three_handed", {"mode=three_handed", "deck=8"}},    // 3 x 3 + 1 cards
      {"joker=joker", {"deck=8", "joker=joker"}},                 // the Benny is not one of the eight
      {"no_trump=true", {"deck=8", "no_trump=true"}},
      {"redeal_hand=ace_no_face", {"deck=8", "redeal_hand=ace_no_face"}},
      {"no_ace_no_face_no_trump=true", {"deck=8", "no_ace_no_face_no_trump=true"}},
      {"jamboree=true", {"deck=8", "series=first_to:2", "laps=true", "jamboree=true"}},
  };
  for (const auto& [named, overrides] : bad) {
    const std::string preset_name = named.starts_with("mode=") ? "standard" : "two-handed";
    const std::string msg = refusal(preset_name, overrides);
    EXPECT_NE(msg.find("deck=8"), std::string::npos) << named << ": " << msg;
    EXPECT_NE(msg.find(named), std::string::npos) << named << ": " << msg;
  }
  // Sizes that are no deck at all name the option and the accepted values.
  for (const char* size : {"deck=9", "deck=16", "deck=7"}) {
    const std::string msg = refusal("two-handed", {size});
    EXPECT_NE(msg.find("'deck'"), std::string::npos) << msg;
    EXPECT_NE(msg.find("24|28|32|8"), std::string::npos) << msg;
  }
  EXPECT_EQ(refusal("two-handed", {"deck=8"}), "");
  EXPECT_EQ(refusal("two-handed", {"deck=8", "all_pass=stick_the_dealer", "renege=callable"}), "");
}

}  // namespace short_deck
}  // namespace euchre::test
