// Card, suit and action names (core/notation.h): what the terminal, the
// records and the trace print and read.
#include <gtest/gtest.h>

#include "core/notation.h"
#include "core/playout.h"

namespace euchre {
namespace {

TEST(Notation, EveryCardRoundTrips) {
  for (Card c = 0; c < kCardCodes; ++c) {
    const std::string text = card_text(c);
    auto back = parse_card(text);
    ASSERT_TRUE(back.has_value()) << text;
    EXPECT_EQ(*back, c) << text;
  }
}

TEST(Notation, CardSpellingsOfRecordsAndTyping) {
  // EGN: "N" may stand for 9; B is the Joker; players type 10 and lower case.
  EXPECT_EQ(parse_card("Nc"), make_card(Suit::Clubs, Rank::Nine));
  EXPECT_EQ(parse_card("10h"), make_card(Suit::Hearts, Rank::Ten));
  EXPECT_EQ(parse_card("th"), make_card(Suit::Hearts, Rank::Ten));
  EXPECT_EQ(parse_card(" JS "), make_card(Suit::Spades, Rank::Jack));
  EXPECT_EQ(parse_card("B"), kBenny);
  EXPECT_EQ(parse_card("joker"), kBenny);
  EXPECT_FALSE(parse_card("1h").has_value());
  EXPECT_FALSE(parse_card("Jx").has_value());
  EXPECT_FALSE(parse_card("").has_value());
  EXPECT_FALSE(parse_card("Jhh").has_value());
}

TEST(Notation, Suits) {
  for (int s = 0; s <= kNoTrump; ++s) {
    EXPECT_EQ(parse_suit(std::string(1, suit_letter(s))), s);
    EXPECT_EQ(parse_suit(suit_name(s)), s);
  }
  EXPECT_EQ(parse_suit("Hearts"), 2);
  EXPECT_FALSE(parse_suit("x").has_value());
}

// Every legal action of random deals under every preset prints to a name
// that reads back as the same action in the same state.
TEST(Notation, EveryLegalActionRoundTripsThroughText) {
  int checked = 0;
  for (const auto& p : preset_infos()) {
    Rules r = preset(p.name);
    if (r.mode == Mode::Partnership) {
      r.renege = Renege::Callable;  // adds the renege calls
      r.farmers_hand = FarmersHand::ThreeLow;
    }
    const CompiledRules cr(r);
    Rng rng(3);
    for (int d = 0; d < 300; ++d) {
      Card order[kCardCodes];
      for (int i = 0; i < cr.deck_size; ++i) order[i] = cr.deck_cards[i];
      rng.shuffle(order, cr.deck_size);
      DealState s = start_deal(cr, d % cr.seats, order);
      while (!s.over()) {
        ActionList list;
        legal_actions(s, list);
        for (Action a : list) {
          const std::string text = action_text(a);
          auto back = parse_action(text, s);
          ASSERT_TRUE(back.has_value()) << p.name << ": '" << text << "' in " << phase_name(s.phase);
          EXPECT_EQ(back->kind, a.kind) << text;
          EXPECT_EQ(back->arg, a.arg) << text;
          ++checked;
        }
        apply(s, random_action(s, rng));
      }
    }
  }
  EXPECT_GT(checked, 10000);
}

TEST(Notation, ShortFormsTyped) {
  const CompiledRules cr(preset("standard"));
  Card order[kCardCodes];
  for (int i = 0; i < cr.deck_size; ++i) order[i] = cr.deck_cards[i];
  DealState s = start_deal(cr, 0, order);
  ASSERT_EQ(s.phase, Phase::Bid1);
  EXPECT_EQ(parse_action("p", s), Action::pass());
  EXPECT_EQ(parse_action("o", s), Action::order(false));
  EXPECT_EQ(parse_action("o a", s), Action::order(true));
  EXPECT_EQ(parse_action("order alone", s), Action::order(true));
  EXPECT_FALSE(parse_action("h", s).has_value());  // no suit naming in round 1
  for (int i = 0; i < 4; ++i) apply(s, Action::pass());
  ASSERT_EQ(s.phase, Phase::Bid2);
  EXPECT_EQ(parse_action("h", s), Action::call(2, false));
  EXPECT_EQ(parse_action("s alone", s), Action::call(3, true));
  EXPECT_EQ(parse_action("n", s), Action::call(kNoTrump, false));  // legality is checked apart
  EXPECT_FALSE(parse_action("order", s).has_value());
}

}  // namespace
}  // namespace euchre
