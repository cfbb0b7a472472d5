// docs/rules.md "French euchre (K ch. 9)": Keller's French euchre, which
// Foster calls auction euchre, rule by rule. Each test cites its source in our
// words (Keller, The Game of Euchre, 1887, chapter 9; R. F. Foster, Foster's
// Complete Hoyle, "Auction Euchre") or says "decided here"; the expected
// turns and points are written out from the rule, never computed by the engine.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "core/view.h"
#include "test_util.h"

namespace euchre::test {
namespace {

// Dealer 0; seat 1 (the eldest hand) holds the five best hearts.
const std::vector<std::string> kFrenchHands = {"9c Tc Qc Kc Ac", "Jh Jd Ah Kh Qh", "9d Td Qd Kd Ad",
                                               "9s Ts Qs Ks As"};

// A French deal from hands: no card is turned, so the four cards left over
// (Js Jc Th 9h) all lie hidden in the kitty.
std::unique_ptr<Game> french_deal(const Rules& rules = preset("french"), int dealer = 0,
                                  std::array<int, 4> score = {}) {
  auto g = std::make_unique<Game>(rules, Game::ManualDeals{}, score);
  std::array<CardSet, 4> h{};
  for (int p = 0; p < 4; ++p) h[static_cast<std::size_t>(p)] = H(kFrenchHands[static_cast<std::size_t>(p)]);
  g->begin_deal(dealer, h, kNoCard, cards("Js Jc Th 9h"));
  return g;
}

// Plays the deal out with each seat's first legal card.
void play_out(Game& g) {
  while (!g.deal().over()) {
    ActionList l;
    g.legal(l);
    ASSERT_GT(l.size(), 0);
    g.apply(l[0]);
  }
}

// K ch. 9: the 24-card pack, four players in two partnerships, partners and
// deal by cutting and the cards dealt as usual, no trump turned. Foster:
// "fifteen points is usually the game".
TEST(French, Preset) {
  const Rules r = preset("french");
  const std::pair<const char*, const char*> values[] = {{"bidding", "auction"}, {"mode", "partnership"},
                                                        {"deck", "24"},         {"target", "15"},
                                                        {"lone_maker", "false"}, {"first_dealer", "cut"}};
  for (const auto& [name, value] : values) EXPECT_EQ(get_option(r, name), value) << name;
  const CompiledRules cr(r);
  EXPECT_EQ(cr.seats, 4);
  EXPECT_EQ(cr.dealt, 20);
  std::vector<Card> order(cr.deck_cards.begin(), cr.deck_cards.begin() + cr.deck_size);
  const DealState s = start_deal(cr, 0, order.data());
  EXPECT_EQ(s.up_card, kNoCard) << "no card is turned";
  EXPECT_EQ(s.kitty.size(), 4) << "the four cards left over stay hidden";
  EXPECT_EQ(s.phase, Phase::Auction);
  EXPECT_EQ(s.to_act, 1) << "the eldest hand bids first";
}

// A game dealt from a shuffle turns no card either.
TEST(French, ShuffledDealTurnsNoCard) {
  Game g(preset("french"), 7);
  EXPECT_EQ(g.deal().up_card, kNoCard);
  EXPECT_EQ(g.records().back().up_card, kNoCard);
  EXPECT_EQ(g.records().back().kitty.size(), 4u);
}

// K ch. 9: each player bids once, in turn from the eldest hand, the number of
// tricks his side will take, each bid higher than the one before. Decided
// here: a bid is any number from 1 to 5 (no source sets a floor).
TEST(French, EachBidsOnceHigherThanTheLast) {
  auto g = french_deal();
  EXPECT_EQ(g->to_act(), 1);
  EXPECT_EQ(legal(*g), (S{"Pass", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5"}));
  act(*g, "2");
  EXPECT_EQ(g->to_act(), 2);
  EXPECT_EQ(legal(*g), (S{"Pass", "bid 3", "bid 4", "bid 5"}));
  EXPECT_FALSE(is_legal_text(*g, "bid 2")) << "a bid must be higher than the one before";
  EXPECT_EQ(explain_illegal(g->deal(), Action::bid(2)), "a bid must be higher than the bid before (2)");
  act(*g, "pass");
  EXPECT_EQ(g->to_act(), 3);
  act(*g, "bid 3");
  EXPECT_EQ(g->to_act(), 0) << "the dealer bids last";
  EXPECT_EQ(legal(*g), (S{"Pass", "bid 4", "bid 5"}));
  const SeatView v = make_view(*g, 2);
  EXPECT_EQ(v.bid, 3) << "every bid is public";
  EXPECT_EQ(v.high_bidder, 3);
  EXPECT_EQ(v.maker, kNobody) << "nobody has made trump yet";
}

// K ch. 9: the highest bidder names trump (any suit: no card was turned).
// No lone hand is offered (decided here: no source scores one).
TEST(French, HighestBidderNamesTrump) {
  auto g = french_deal();
  acts(*g, {"bid 2", "bid 3", "pass", "pass"});
  EXPECT_EQ(g->deal().phase, Phase::NameTrump);
  EXPECT_EQ(g->to_act(), 2) << "seat 2 bid highest";
  EXPECT_EQ(legal(*g), (S{"c", "d", "h", "s"}));
  act(*g, "d");
  EXPECT_EQ(g->deal().trump, static_cast<int>(Suit::Diamonds));
  EXPECT_EQ(g->deal().maker, 2);
  EXPECT_EQ(g->deal().bid, 3);
  EXPECT_EQ(g->deal().phase, Phase::Play);
}

// Foster: "no matter who is the successful bidder, the eldest hand leads".
TEST(French, EldestHandLeads) {
  auto g = french_deal();
  acts(*g, {"pass", "pass", "bid 1", "pass", "s"});
  EXPECT_EQ(g->deal().phase, Phase::Play);
  EXPECT_EQ(g->to_act(), 1);
}

// Decided here (Keller's text breaks off at a bid of five): nobody can bid
// higher, so five ends the auction at once and the bidder names trump.
TEST(French, BidOfFiveEndsTheAuction) {
  auto g = french_deal();
  act(*g, "bid 5");
  EXPECT_EQ(g->deal().phase, Phase::NameTrump);
  EXPECT_EQ(g->to_act(), 1);
}

// Decided here: when all four pass, the deal is void and passes to the left,
// as in the regular game (all_pass=redeal); with stick_the_dealer the dealer
// may not pass when the three before him have.
TEST(French, AllPass) {
  auto g = french_deal();
  acts(*g, {"pass", "pass", "pass", "pass"});
  EXPECT_EQ(g->records().back().final_state.end, DealEnd::AllPassed);
  EXPECT_EQ(g->expected_dealer(), 1) << "the deal passes to the left";
  auto stuck = french_deal(R("french", {"all_pass=stick_the_dealer"}));
  acts(*stuck, {"pass", "pass", "pass"});
  EXPECT_EQ(legal(*stuck), (S{"bid 1", "bid 2", "bid 3", "bid 4", "bid 5"}));
  EXPECT_EQ(explain_illegal(stuck->deal(), Action::pass()),
            "all_pass=stick_the_dealer: the dealer must bid when the others passed");
}

// Foster: the points won are the number bid, "even if the bidder accomplishes
// more. If a player has bid 3, and he and his partner take 4 or 5 tricks,
// they count 3 only." Seat 1 holds the five best hearts and takes every trick.
TEST(French, MakersScoreTheNumberBidOnly) {
  auto g = french_deal();
  acts(*g, {"bid 3", "pass", "pass", "pass", "h"});
  play_out(*g);
  EXPECT_EQ(side_tricks(g->deal(), 1), 5);
  EXPECT_EQ(g->score(), (std::array<int, 4>{0, 3, 0, 0}));
}

// Foster: "if they are euchred, failing to make the number of tricks bid, the
// adversaries count the number of points bid." Seat 2 bids 4 in diamonds, but
// seat 1 holds both bowers and takes two tricks with them.
TEST(French, EuchredBidGoesToTheOpponents) {
  auto g = french_deal();
  acts(*g, {"bid 3", "bid 4", "pass", "pass", "d"});
  play_out(*g);
  EXPECT_LE(side_tricks(g->deal(), 2), 3);
  EXPECT_EQ(g->score(), (std::array<int, 4>{0, 4, 0, 0}));
}

// Foster: fifteen points is game; a bid of 5 made from 10 reaches it.
TEST(French, GameToFifteen) {
  auto g = french_deal(preset("french"), 0, {0, 10, 0, 0});
  acts(*g, {"bid 5", "h"});
  play_out(*g);
  EXPECT_TRUE(g->over());
  EXPECT_EQ(g->score()[1], 15);
}

// No card turned: a deal that names one is refused, naming the option.
TEST(French, DealWithAnUpCardIsRefused) {
  Game g(preset("french"), Game::ManualDeals{});
  std::array<CardSet, 4> h{};
  for (int p = 0; p < 4; ++p) h[static_cast<std::size_t>(p)] = H(kFrenchHands[static_cast<std::size_t>(p)]);
  try {
    g.begin_deal(0, h, C("Js"), cards("Jc Th 9h"));
    FAIL() << "an up-card at bidding=auction was accepted";
  } catch (const GameError& e) {
    EXPECT_NE(std::string(e.what()).find("bidding=auction turns no card"), std::string::npos) << e.what();
  }
}

// validate: the auction is for four in partnerships and scores only the
// number bid; every contradiction names both options.
TEST(French, ContradictionsAreRejected) {
  const std::pair<const char*, const char*> bad[] = {
      {"mode=three_handed", "mode=three_handed"}, {"mode=call_ace", "mode=call_ace"},
      {"lone_maker=true", "lone_maker=true"},     {"lone_defender=true", "lone_defender=true"},
      {"robson=true", "robson=true"},
  };
  for (const auto& [override, named] : bad) {
    try {
      preset_with_overrides("french", {override});
      ADD_FAILURE() << override << " was accepted";
    } catch (const RuleError& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find("bidding=auction"), std::string::npos) << what;
      EXPECT_NE(what.find(named), std::string::npos) << what;
    }
  }
  // Options that do not touch an up-card or a lone hand combine with it.
  EXPECT_NO_THROW(preset_with_overrides("french", {"deck=32", "no_trump=true", "farmers_hand=three_low",
                                                   "redeal_hand=nines_tens", "renege=callable"}));
  EXPECT_NO_THROW(preset_with_overrides("standard", {"bidding=auction", "lone_maker=false"}));
}

// no_trump=true: the highest bidder may name no trump as well (W's option
// for the second round, here the only naming).
TEST(French, NoTrumpMayBeNamed) {
  auto g = french_deal(R("french", {"no_trump=true"}));
  act(*g, "bid 5");
  EXPECT_EQ(legal(*g), (S{"c", "d", "h", "s", "n"}));
}

}  // namespace
}  // namespace euchre::test
