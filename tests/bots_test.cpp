// Computer players: scenario decisions from known hands, and legality over
// many random games of every preset.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "bots/basic_bot.h"
#include "players/bot_factory.h"
#include "bots/player.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/view.h"

namespace euchre {
namespace {

CardSet cards(const std::string& text) {
  CardSet s;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    auto c = parse_card(word);
    if (!c) throw std::invalid_argument("bad card " + word);
    s.add(*c);
  }
  return s;
}

Card card(const std::string& text) { return *parse_card(text); }

// Deals the given hands (empty strings: filled from the rest of the deck) and up-card.
void deal(Game& g, int dealer, const std::array<std::string, 4>& given, const std::string& up) {
  const CompiledRules& cr = g.compiled();
  std::array<CardSet, 4> hands{};
  CardSet used = CardSet::of(card(up));
  for (int p = 0; p < cr.seats; ++p) {
    hands[p] = cards(given[p]);
    used |= hands[p];
  }
  CardSet rest = cr.deck - used;
  for (int p = 0; p < cr.seats; ++p)
    while (hands[p].size() < cr.hand_size) hands[p].add(rest.pop_lowest());
  std::vector<Card> kitty;
  for (Card c : rest) kitty.push_back(c);
  g.begin_deal(dealer, hands, card(up), kitty);
}

Action basic_choice(const Game& g) {
  BasicBot bot(1);
  const SeatView v = make_view(g, g.to_act());
  const Action a = bot.choose(v);
  EXPECT_TRUE(v.legal.contains(a)) << action_text(a);
  return a;
}

TEST(BasicBot, OrdersUpWithBothBowersAndAce) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal(g, 3, {"Jh Jd Ah 9c Ts", "", "", ""}, "9h");
  ASSERT_EQ(g.to_act(), 0);
  EXPECT_EQ(basic_choice(g), Action::order(false));
}

TEST(BasicBot, PassesWithJunk) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal(g, 3, {"9c Tc 9s Td Qd", "", "", ""}, "9h");
  EXPECT_EQ(basic_choice(g), Action::pass());
  g.apply(Action::pass());  // seat 1's hand is whatever was left: just check legality
  basic_choice(g);
}

TEST(BasicBot, GoesAloneWithAMonster) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal(g, 3, {"Jh Jd Ah Kh As", "", "", ""}, "9h");
  EXPECT_EQ(basic_choice(g), Action::order(true));
}

TEST(BasicBot, NoLonerWhenAMarchAlreadyWins) {
  Game g(preset("standard"), Game::ManualDeals{}, {9, 0, 0, 0});
  deal(g, 3, {"Jh Jd Ah Kh As", "", "", ""}, "9h");
  EXPECT_EQ(basic_choice(g), Action::order(false));
}

TEST(BasicBot, DealerDiscardVoidsASuitAndKeepsAces) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal(g, 3, {"", "", "", "9c Ah Kh Qs As"}, "Jh");
  for (int i = 0; i < 3; ++i) g.apply(Action::pass());
  g.apply(Action::order(false));  // the dealer takes the right bower
  ASSERT_EQ(g.deal().phase, Phase::Discard);
  EXPECT_EQ(basic_choice(g), Action::discard(card("9c")));
}

TEST(BasicBot, MakerLeadsTrumpWithTheRight) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal(g, 3, {"Jh Qh 9c Ts Kd", "", "", ""}, "9h");
  g.apply(Action::order(false));  // seat 0 orders up
  g.apply(g.deal().phase == Phase::Discard ? Action::discard(g.deal().hand[3].lowest()) : Action::pass());
  while (g.deal().phase != Phase::Play) g.apply(Action::pass());
  ASSERT_EQ(g.to_act(), 0);
  EXPECT_EQ(basic_choice(g), Action::play(card("Jh")));
}

TEST(BasicBot, DefenderCashesAnOffAce) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal(g, 3, {"Ac 9c Ts Kd Qd", "", "", ""}, "9h");
  g.apply(Action::pass());
  g.apply(Action::order(false));  // seat 1 orders up: seat 0 defends and leads
  g.apply(Action::discard(g.deal().hand[3].lowest()));
  while (g.deal().phase != Phase::Play) g.apply(Action::pass());
  ASSERT_EQ(g.to_act(), 0);
  EXPECT_EQ(basic_choice(g), Action::play(card("Ac")));
}

// Seat 0 and 2 against 1 and 3; the dealer (3) takes hearts.
void deal_to_play(Game& g) {
  deal(g, 3, {"Ac 9d Td Qd Kd", "9c Tc Qc Kc Ad", "Jh Qh 9s Ts Kh", "Jc Js Qs Ks As"}, "9h");
  for (int i = 0; i < 3; ++i) g.apply(Action::pass());
  g.apply(Action::order(false));
  g.apply(Action::discard(card("Jc")));
  while (g.deal().phase != Phase::Play) g.apply(Action::pass());
}

TEST(BasicBot, DoesNotTrumpPartnersWinningAce) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal_to_play(g);
  g.apply(Action::play(card("Ac")));  // seat 0 leads the ace
  g.apply(Action::play(card("9c")));  // seat 1 follows low
  ASSERT_EQ(g.to_act(), 2);           // partner is void in clubs and holds trumps
  const Action a = basic_choice(g);
  ASSERT_EQ(a.kind, ActionKind::Play);
  EXPECT_FALSE(g.compiled().trump[2].trumps.contains(a.arg)) << card_text(a.arg);
  EXPECT_EQ(a, Action::play(card("9s")));  // the lowest of the off-suit
}

TEST(BasicBot, TrumpsInCheaplyWhenAnOpponentIsWinning) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal_to_play(g);
  g.apply(Action::play(card("9d")));  // seat 0 leads low
  g.apply(Action::play(card("Ad")));  // seat 1 wins it so far
  ASSERT_EQ(g.to_act(), 2);           // void in diamonds
  EXPECT_EQ(basic_choice(g), Action::play(card("Qh")));
}

TEST(BasicBot, LastHandWinsAsCheaplyAsPossible) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal(g, 3, {"9c 9d Td Qd Kd", "Tc 9s Ts Js Ad", "Qc Qs Ks As Jd", "Kc Ac Jc Qh Kh"}, "9h");
  for (int i = 0; i < 3; ++i) g.apply(Action::pass());
  g.apply(Action::order(false));
  g.apply(Action::discard(card("Jc")));
  while (g.deal().phase != Phase::Play) g.apply(Action::pass());
  g.apply(Action::play(card("9c")));
  g.apply(Action::play(card("Tc")));
  g.apply(Action::play(card("Qc")));
  ASSERT_EQ(g.to_act(), 3);
  EXPECT_EQ(basic_choice(g), Action::play(card("Kc")));
}

TEST(BasicBot, SecondHandLow) {
  Game g(preset("standard"), Game::ManualDeals{});
  deal(g, 3, {"9c 9d Td Qd Kd", "Tc Kc 9s Ts Ad", "Qc Qs Ks As Jd", "Ac Jc Js Qh Kh"}, "9h");
  for (int i = 0; i < 3; ++i) g.apply(Action::pass());
  g.apply(Action::order(false));
  g.apply(Action::discard(card("Jc")));
  while (g.deal().phase != Phase::Play) g.apply(Action::pass());
  g.apply(Action::play(card("9c")));
  ASSERT_EQ(g.to_act(), 1);
  EXPECT_EQ(basic_choice(g), Action::play(card("Tc")));
}

TEST(BasicBot, StuckDealerNamesTheBestSuit) {
  Rules r = preset("standard");
  r.all_pass = AllPass::StickTheDealer;
  Game g(r, Game::ManualDeals{});
  deal(g, 3, {"", "", "", "9s Ts Qs Ks 9c"}, "9h");
  for (int i = 0; i < 4; ++i) g.apply(Action::pass());  // round 1
  for (int i = 0; i < 3; ++i) g.apply(Action::pass());  // round 2 up to the dealer
  ASSERT_EQ(g.to_act(), 3);
  EXPECT_EQ(basic_choice(g), Action::call(3, false));
}

TEST(BasicBot, PointCount) {
  const CompiledRules cr(preset("standard"));
  // Right 4 + left 3 + ace 3 + off ace 2; three suits.
  EXPECT_EQ(BasicBot::hand_points(cr, cards("Jh Jd Ah As 9c"), 2), 12);
  // Two-suited bonus.
  EXPECT_EQ(BasicBot::hand_points(cr, cards("Jh Kh Qh 9s Ts"), 2), 4 + 2 + 2 + 1);
  EXPECT_EQ(BasicBot::trump_points(cr, card("Jd"), 2), 3);
  EXPECT_EQ(BasicBot::trump_points(cr, card("Jd"), 0), 0);
}

// French euchre (bidding=auction): the point count as a bid of tricks. Five
// hands to seats 0..3 (dealer 3: seat 0 bids first); no card is turned.
void french_deal(Game& g, const std::array<std::string, 4>& given) {
  std::array<CardSet, 4> hands{};
  CardSet used;
  for (int p = 0; p < 4; ++p) used |= hands[p] = cards(given[p]);
  CardSet rest = g.compiled().deck - used;
  for (int p = 0; p < 4; ++p)
    while (hands[p].size() < 5) hands[p].add(rest.pop_lowest());
  g.begin_deal(3, hands, kNoCard, std::vector<Card>(rest.begin(), rest.end()));
}

TEST(BasicBot, FrenchBidsWhatTheHandIsWorth) {
  const CompiledRules cr(preset("french"));
  // The five best hearts: 4 + 3 + 3 + 2 + 2 + two-suited... one suit: all five.
  EXPECT_EQ(BasicBot::auction_worth(cr, cards("Jh Jd Ah Kh Qh")).tricks, 5);
  EXPECT_EQ(BasicBot::auction_worth(cr, cards("Jh Jd Ah Kh Qh")).trump, 2);
  // Right, left and the ace of trump (10 points, three suits): three tricks with partner.
  EXPECT_EQ(BasicBot::auction_worth(cr, cards("Js Jc As 9h Td")).tricks, 3);
  EXPECT_LE(BasicBot::auction_worth(cr, cards("9c Tc 9s Td Qd")).tricks, 1);

  Game g(preset("french"), Game::ManualDeals{});
  french_deal(g, {"Js Jc Ks 9h Td", "9c Tc 9d Qc Qd", "Jh Jd Ah Kh Qh", ""});
  ASSERT_EQ(g.to_act(), 0);
  EXPECT_EQ(basic_choice(g), Action::bid(3));
  g.apply(Action::bid(3));
  EXPECT_EQ(basic_choice(g), Action::pass()) << "junk passes";
  g.apply(Action::pass());
  EXPECT_EQ(basic_choice(g), Action::bid(5)) << "over its partner's 3 only with two tricks more";
  g.apply(Action::bid(5));
  ASSERT_EQ(g.deal().phase, Phase::NameTrump);
  EXPECT_EQ(basic_choice(g), Action::call(2, false)) << "names its best suit, hearts";
}

TEST(BasicBot, FrenchDoesNotOverbidItsPartnerWithoutAnExtraTrick) {
  Game g(preset("french"), Game::ManualDeals{});
  french_deal(g, {"Js Jc Ks 9h Td", "9c Tc 9d Qc Qd", "Jh Ad Ah Kd 9s", ""});
  g.apply(Action::bid(3));
  g.apply(Action::pass());
  ASSERT_EQ(BasicBot::auction_worth(g.compiled(), g.deal().hand[2]).tricks, 3);
  EXPECT_EQ(basic_choice(g), Action::pass()) << "partner's 3 stands";
}

TEST(BasicBot, FrenchStuckDealerBidsTheLeast) {
  Game g(preset_with_overrides("french", {"all_pass=stick_the_dealer"}), Game::ManualDeals{});
  french_deal(g, {"", "", "", "9c Tc 9s Td Qd"});
  for (int i = 0; i < 3; ++i) g.apply(Action::pass());
  ASSERT_EQ(g.to_act(), 3);
  EXPECT_EQ(basic_choice(g), Action::bid(1));
}

TEST(Bots, Factory) {
  for (std::string_view n : bot_names()) EXPECT_EQ(make_bot(n, 1)->name(), n);
  EXPECT_THROW(make_bot("nonesuch", 1), std::invalid_argument);
}

// "A+B" (bots/split_bot.h): every decision outside the Play phase is A's,
// every card B's, and each sees exactly the views of its own decisions: a
// lone A and a lone B, each seeded as make_bot seeds them and fed the same
// views, choose the same actions. Over every preset (its offers, discards,
// called aces, renege calls included).
TEST(SplitBot, TheAuctionIsTheFirstBotsAndTheCardPlayTheSeconds) {
  for (const char* preset_name : {"standard", "modern", "british", "keller", "howto", "three-handed", "call-ace"}) {
    SCOPED_TRACE(preset_name);
    const Rules rules = preset(preset_name);
    int auction = 0, play = 0;
    for (std::uint64_t n = 0; n < 6; ++n) {
      Game g(rules, 500 + n);
      const std::unique_ptr<Player> split = make_bot("basic+random", 7);
      EXPECT_EQ(split->name(), "basic+random");
      const std::unique_ptr<Player> lone_auction = make_bot("basic", 7), lone_play = make_bot("random", 8);
      const std::unique_ptr<Player> others = make_bot("basic", 9);
      for (int steps = 0; !g.over() && steps < 100000; ++steps) {
        const SeatView v = make_view(g, g.to_act());
        if (g.to_act() != 0) {
          g.apply(others->choose(v));
          continue;
        }
        const Action a = split->choose(v);
        const bool card = v.phase == Phase::Play;
        const Action lone = card ? lone_play->choose(v) : lone_auction->choose(v);
        ASSERT_EQ(action_text(a), action_text(lone)) << phase_name(v.phase);
        ++(card ? play : auction);
        g.apply(a);
      }
    }
    EXPECT_GT(auction, 10);
    EXPECT_GT(play, 10);
  }
}

TEST(SplitBot, ABadPairIsRefusedNamingWhatIsWrong) {
  EXPECT_EQ(make_bot("expert:1+ismcts:20", 1)->name(), "expert:1+ismcts:20");
  for (const char* bad : {"+basic", "basic+", "basic+random+basic", "basic++random"}) {
    try {
      make_bot(bad, 1);
      ADD_FAILURE() << bad << " was accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("AUCTION+PLAY"), std::string::npos) << e.what();
    }
  }
  try {
    make_bot("basic+nonesuch", 1);
    ADD_FAILURE() << "basic+nonesuch was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("unknown bot 'nonesuch'"), std::string::npos) << e.what();
  }
}

// Plays whole games with bots at every seat; every choice must be legal.
// Returns the number of games won by team/seat 0's side.
int play_games(const Rules& rules, const std::array<std::string_view, 4>& bots, int games, std::uint64_t seed) {
  int wins = 0;
  for (int n = 0; n < games; ++n) {
    Game g(rules, seed * 1000 + static_cast<std::uint64_t>(n));
    std::vector<std::unique_ptr<Player>> players;
    for (int p = 0; p < 4; ++p) players.push_back(make_bot(bots[p], seed + static_cast<std::uint64_t>(p)));
    int steps = 0;
    while (!g.over() && steps < 100000) {
      const int seat = g.to_act();
      const SeatView v = make_view(g, seat);
      const Action a = players[seat]->choose(v);
      if (!v.legal.contains(a)) {
        ADD_FAILURE() << bots[seat] << " chose illegal '" << action_text(a) << "' in " << phase_name(v.phase);
        return wins;
      }
      g.apply(a);
      ++steps;
    }
    EXPECT_TRUE(g.over());
    if (g.winner() && *g.winner() == 0) ++wins;
  }
  return wins;
}

class EveryPreset : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryPreset, BotsOnlyChooseLegalActions) {
  const Rules r = preset(GetParam());
  play_games(r, {"random", "random", "random", "random"}, 400, 11);
  play_games(r, {"basic", "basic", "basic", "basic"}, 400, 12);
  play_games(r, {"basic", "random", "basic", "random"}, 200, 13);
}

INSTANTIATE_TEST_SUITE_P(Presets, EveryPreset,
                         ::testing::Values("standard", "modern", "british", "keller", "howto", "three-handed",
                                           "call-ace"),
                         [](const auto& param_info) {
                           std::string n = param_info.param;
                           for (char& c : n)
                             if (c == '-') c = '_';
                           return n;
                         });

TEST(Bots, LegalUnderOptionalRules) {
  for (const char* extra : {"renege=callable", "robson=true", "farmers_hand=three_low", "redeal_hand=nines_tens",
                            "no_ace_no_face_no_trump=true", "all_pass=stick_the_dealer", "trump_requirement=all",
                            "no_trump=true", "lone_by=maker_or_partner", "benny_up=redeal"}) {
    Rules r = preset(std::string(extra) == "benny_up=redeal" ? "british" : "standard");
    apply_override(r, extra);
    if (std::string(extra) == "lone_by=maker_or_partner") apply_override(r, "lone_defender=true");
    SCOPED_TRACE(extra);
    play_games(r, {"basic", "random", "basic", "random"}, 60, 21);
    play_games(r, {"random", "basic", "random", "basic"}, 60, 22);
  }
}

// Laps and slams (K ch. 5): a game that starts with points carried from the
// last (a score no single game starts from) is played by every bot, and the
// expert's match equity values its decisions there as at any score.
TEST(Bots, ASeriesGameStartingWithCarriedPointsIsPlayed) {
  const Rules rules = preset_with_overrides("keller", {"series=first_to:2", "laps=true", "slams=true"});
  int laps_met = 0;
  for (std::uint64_t seed = 1; seed <= 40 && laps_met < 2; ++seed) {
    Game g(rules, seed);
    auto basic = make_bot("basic", seed);
    // Basic plays until a game has been won with a lap.
    while (!g.over() && (g.series().games.empty() || g.series().games.back().carried == 0)) {
      g.apply(basic->choose(make_view(g, g.to_act())));
    }
    if (g.over()) continue;
    ++laps_met;
    const SeatView start = make_view(g, g.to_act());
    const int w = g.series().games.back().winner;
    EXPECT_EQ(start.carried[static_cast<std::size_t>(w)], g.series().games.back().carried);
    EXPECT_EQ(start.score[static_cast<std::size_t>(w)], start.carried[static_cast<std::size_t>(w)]);
    for (const char* name : {"random", "basic", "expert:1", "ismcts:10", "expert-v1:1", "expert-v2:1", "expert-v3:1"}) {
      auto bot = make_bot(name, seed);
      const SeatView v = make_view(g, g.to_act());
      const Action a = bot->choose(v);
      EXPECT_TRUE(v.legal.contains(a)) << name << " seed " << seed;
    }
    // The expert plays the rest of the series.
    std::vector<std::unique_ptr<Player>> experts;
    for (int p = 0; p < 4; ++p) experts.push_back(make_bot("expert:1", seed * 4 + static_cast<std::uint64_t>(p)));
    play_game(g, experts);
    EXPECT_TRUE(g.over());
    EXPECT_GE(std::max(g.series().won[0], g.series().won[1]), 2);
  }
  EXPECT_EQ(laps_met, 2) << "no seed gave a game that starts with a lap";
}

TEST(Bots, BasicBeatsRandom) {
  const int games = 200;
  const int wins = play_games(preset("standard"), {"basic", "random", "basic", "random"}, games, 31);
  EXPECT_GT(wins, games * 3 / 4);
}

}  // namespace
}  // namespace euchre

namespace euchre {
namespace {

// docs/rules.md, sequence of a deal, step 6: "must follow the led suit (left
// bower and Benny are trump); else any card"; renege `callable` (W, A):
// "illegal plays are allowed; an opponent may call a renege". Under callable
// the legal list is the whole hand, so the bots filter it themselves.
Rules callable(const char* penalty) {
  Rules r = preset("standard");
  apply_override(r, "renege=callable");
  apply_override(r, std::string("renege_penalty=") + penalty);
  return r;
}

TEST(Bots, WithoutRenegesKeepsTheCardsThatFollow) {
  const Rules r = callable("award_2");
  Game g(r, Game::ManualDeals{});
  // Hearts trump: seat 1's Jd is the left bower, a trump, so seat 1 cannot
  // follow diamonds; seat 2 holds the 9d and must play it.
  deal(g, 3, {"Ad Ah Kh 9c Tc", "Jd 9s Ts Qs Ks", "9d Jh Qh Ac Kc", "Td Qd Kd As Qc"}, "Th");
  g.apply(Action::order(false));
  g.apply(Action::discard(card("Qc")));
  const CompiledRules cr(r);
  auto plays = [&](const ActionList& list) {
    CardSet s;
    for (const Action& a : list)
      if (a.kind == ActionKind::Play) s.add(a.arg);
    return s;
  };
  EXPECT_EQ(plays(without_reneges(make_view(g, 0))), cards("Ad Ah Kh 9c Tc"));  // the lead: anything
  g.apply(Action::play(card("Ad")));
  const SeatView v1 = make_view(g, 1);
  EXPECT_EQ(plays(v1.legal), cards("Jd 9s Ts Qs Ks"));
  EXPECT_EQ(plays(without_reneges(v1)), cards("Jd 9s Ts Qs Ks"));  // void in diamonds
  g.apply(Action::play(card("9s")));
  const SeatView v2 = make_view(g, 2);
  EXPECT_EQ(plays(v2.legal), cards("9d Jh Qh Ac Kc"));  // callable: the whole hand is legal
  const ActionList honest = without_reneges(v2);
  EXPECT_EQ(plays(honest), cards("9d"));
  EXPECT_TRUE(honest.contains(Action::simple(ActionKind::CallRenege)));
  for (std::string_view name : {"random", "basic", "expert:1"})
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const Action a = make_bot(name, seed)->choose(v2);
      EXPECT_TRUE(honest.contains(a)) << name << " seed " << seed << ": " << action_text(a);
    }
}

// Whole games under callable with either penalty: no bot reneges, so no deal
// ends in a proven renege and the games end (deduct_2 used to run the score
// to minus thousands, the game never ending).
TEST(Bots, NeverRenegeWhenRenegesAreCallable) {
  for (const char* penalty : {"award_2", "deduct_2"})
    for (std::string_view name : {"random", "basic", "expert:1"}) {
      SCOPED_TRACE(std::string(name) + " " + penalty);
      Rules r = callable(penalty);
      const bool expert = name == "expert:1";
      if (expert) r.num_deals = 3;  // the expert is slow: a few deals show it
      for (int n = 0; n < (expert ? 2 : 20); ++n) {
        Game g(r, 500 + static_cast<std::uint64_t>(n));
        std::vector<std::unique_ptr<Player>> players;
        for (int p = 0; p < 4; ++p) players.push_back(make_bot(name, 77 * static_cast<std::uint64_t>(n) + static_cast<std::uint64_t>(p)));
        while (!g.over() && g.deals_played() <= 200) g.apply(players[static_cast<std::size_t>(g.to_act())]->choose(make_view(g, g.to_act())));
        ASSERT_TRUE(g.over()) << "game " << n << " did not end after 200 deals, score " << g.score()[0] << "-" << g.score()[1];
        for (const DealRecord& rec : g.records()) {
          EXPECT_EQ(rec.final_state.reneged, 0) << "game " << n << " deal " << rec.number;
          EXPECT_NE(rec.final_state.end, DealEnd::Renege) << "game " << n << " deal " << rec.number;
        }
      }
    }
}

}  // namespace
}  // namespace euchre

namespace euchre {
namespace {

// A test-only player that passes whenever it may: with all_pass=redeal
// (docs/rules.md: "All pass: `all_pass` decides"; redeal: the deal passes left,
// K, W, H) nobody ever scores, so the game cannot end.
class Passer : public Player {
 public:
  Action choose(const SeatView& v) override { return v.legal.contains(Action::pass()) ? Action::pass() : v.legal[0]; }
  std::string_view name() const override { return "passer"; }
};

TEST(Drivers, BoundOnTheLengthOfAGame) {
  EXPECT_EQ(max_game_deals(preset("standard")), 1000);
  Rules long_game = preset("standard");
  long_game.target = 100;
  EXPECT_EQ(max_game_deals(long_game), 5000);
  long_game.target = 0;
  long_game.num_deals = 1000;
  EXPECT_EQ(max_game_deals(long_game), 1000);
}

TEST(Drivers, AGameThatCannotEndIsStopped) {
  Game g(preset("standard"), 9);
  std::vector<std::unique_ptr<Player>> players;
  for (int p = 0; p < 4; ++p) players.push_back(std::make_unique<Passer>());
  try {
    play_game(g, players);
    FAIL() << "the game ended: " << g.score()[0] << "-" << g.score()[1];
  } catch (const GameTooLong& e) {
    EXPECT_STREQ(e.what(), "game did not end after 1000 deals");
  }
  EXPECT_FALSE(g.over());
  EXPECT_EQ(g.deals_played(), 1001);
  EXPECT_EQ(g.score()[0] + g.score()[1], 0);
  // The same players in a game that can end: stuck dealers must name trump.
  Rules stuck = preset("standard");
  apply_override(stuck, "all_pass=stick_the_dealer");
  Game ends(stuck, 9);
  EXPECT_NO_THROW(play_game(ends, players));
  EXPECT_TRUE(ends.over());
}

}  // namespace
}  // namespace euchre
