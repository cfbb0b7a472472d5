// Duplicate events (issue 30; docs/events.md, "Duplicate events";
// docs/fair-shuffle.md, "Boards"): matchpoints and Neuberg against hand
// computations (bridge Law 78A, matchpoints; Neuberg's formula for a board
// played fewer times than due), the standings by percentage, the boards
// drawn from a committed secret and a pool of contributions (against the
// Python reference of the document), and a board dealt at a table that
// `euchre verify` checks.
#include <gtest/gtest.h>

#include <algorithm>

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "players/bot_factory.h"
#include "bots/player.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/view.h"
#include "egn/egn.h"
#include "events/board_deals.h"
#include "events/duplicate.h"
#include "fair/boards.h"
#include "fair/check.h"
#include "fair/commitment.h"
#include "fair/hex.h"
#include "test_util.h"

namespace euchre {
namespace {

using events::BoardPlay;
using test::R;

BoardPlay play(int board, int table, std::array<int, 2> points, events::TableSeats seats = {0, 1, 2, 3}) {
  BoardPlay p;
  p.board = board;
  p.table = table;
  p.points = points;
  p.seats = seats;
  return p;
}

TEST(DuplicateScoring, MatchpointsAreCountedByHand) {
  // North-South's nets: +2, -1, +1, -2. Each beats those below it: 3, 1, 2, 0;
  // East-West's nets are the opposite: 0, 2, 1, 3.
  const auto mp = events::board_matchpoints(
      {play(1, 1, {2, 0}), play(1, 2, {0, 1}), play(1, 3, {1, 0}), play(1, 4, {0, 2})}, 4);
  const std::vector<std::array<double, 2>> want = {{3, 0}, {1, 2}, {2, 1}, {0, 3}};
  EXPECT_EQ(mp, want);
}

TEST(DuplicateScoring, ATieSharesItsMatchpoints) {
  // Two tables +1 for North-South, one -1: the two share 1 + 1/2 each.
  const auto mp = events::board_matchpoints({play(2, 1, {1, 0}), play(2, 2, {1, 0}), play(2, 3, {0, 1})}, 3);
  EXPECT_DOUBLE_EQ(mp[0][0], 1.5);
  EXPECT_DOUBLE_EQ(mp[1][0], 1.5);
  EXPECT_DOUBLE_EQ(mp[2][0], 0.0);
  EXPECT_DOUBLE_EQ(mp[2][1], 2.0);
}

TEST(DuplicateScoring, ABoardPlayedFewerTimesIsScaledByNeuberg) {
  // Played at 3 of 4 tables: raw 1.5, 1.5, 0 become (mp + 1/2) * 4/3 - 1/2.
  const auto mp = events::board_matchpoints({play(3, 1, {1, 0}), play(3, 2, {1, 0}), play(3, 3, {0, 2})}, 4);
  EXPECT_NEAR(mp[0][0], 2.0 * 4 / 3 - 0.5, 1e-12);
  EXPECT_NEAR(mp[2][0], 0.5 * 4 / 3 - 0.5, 1e-12);
  EXPECT_NEAR(mp[2][1], 2.5 * 4 / 3 - 0.5, 1e-12);  // East-West's top of 2 of 2, scaled to 2 5/6 of 3
}

TEST(DuplicateScoring, BoardsThatDoNotFitAreRefused) {
  EXPECT_THROW(events::board_matchpoints({play(1, 1, {1, 0}), play(2, 2, {1, 0})}, 2), std::invalid_argument);
  EXPECT_THROW(events::board_matchpoints({play(1, 1, {1, 0}), play(1, 2, {1, 0}), play(1, 3, {0, 1})}, 2),
               std::invalid_argument);
}

TEST(DuplicateScoring, StandingsArePercentagesOfTheTop) {
  // Two tables, two boards; North-South of table 1 beat table 2's on both.
  const events::TableSeats t1{0, 1, 2, 3}, t2{4, 5, 6, 7};
  const std::vector<BoardPlay> plays = {play(1, 1, {2, 0}, t1), play(1, 2, {1, 0}, t2), play(2, 1, {1, 0}, t1),
                                        play(2, 2, {0, 1}, t2)};
  std::vector<bool> counts(8, true);
  counts[7] = false;  // a bot: compared, not ranked
  const auto s = events::duplicate_standings(8, plays, 2, counts);
  ASSERT_EQ(s.size(), 7u);
  for (const auto& one : s) {
    const bool winner = one.player == 0 || one.player == 2 || one.player == 5;  // table 1's North-South, table 2's East-West
    EXPECT_EQ(one.percent, winner ? 100.0 : 0.0) << "player " << one.player;
    EXPECT_EQ(one.place, winner ? 1 : 4) << "player " << one.player;
    EXPECT_EQ(one.boards, 2);
    EXPECT_EQ(one.top, 2.0);
  }
}

// Issue 36, "a latecomer outranks people who played all evening": a player
// who came for the last board of four and topped it (100%) ranks after those
// who played at least half the boards, whatever their percentage (decided
// here, docs/events.md "Duplicate": clubs require a share of the session).
TEST(DuplicateScoring, APlayerOfFewerThanHalfTheBoardsRanksAfterTheRest) {
  // Four boards at two tables. Player 8 replaces player 0 on board 4 only.
  const events::TableSeats t1{0, 1, 2, 3}, t2{4, 5, 6, 7}, late{8, 1, 2, 3};
  const std::vector<BoardPlay> plays = {
      play(1, 1, {1, 0}, t1),   play(1, 2, {2, 0}, t2),  // table 2's North-South top board 1
      play(2, 1, {0, 1}, t1),   play(2, 2, {1, 0}, t2),  play(3, 1, {1, 0}, t1),
      play(3, 2, {0, 1}, t2),   play(4, 1, {4, 0}, late), play(4, 2, {1, 0}, t2)};
  const auto s = events::duplicate_standings(9, plays, 2, std::vector<bool>(9, true));
  ASSERT_EQ(s.size(), 9u);
  const auto& latecomer = *std::find_if(s.begin(), s.end(), [](const auto& x) { return x.player == 8; });
  EXPECT_EQ(latecomer.boards, 1);
  EXPECT_EQ(latecomer.percent, 100.0) << "the best percentage of the evening";
  EXPECT_TRUE(latecomer.few_boards);
  EXPECT_EQ(latecomer.place, 9) << "after the eight who played three or four boards";
  for (const auto& one : s)
    if (one.player != 8) {
      EXPECT_FALSE(one.few_boards) << one.player;
      EXPECT_LT(one.place, 9) << one.player;
    }
  // Half the boards is enough: player 0 played three of four.
  const auto& first = *std::find_if(s.begin(), s.end(), [](const auto& x) { return x.player == 0; });
  EXPECT_EQ(first.boards, 3);
}

fair::Bytes range_secret() {
  fair::Bytes s;
  for (int i = 0; i < 32; ++i) s.push_back(static_cast<std::uint8_t>(i));
  return s;
}

fair::Bytes ascii(const std::string& s) { return fair::Bytes(s.begin(), s.end()); }

std::string order_text(const std::vector<Card>& order) {
  std::string out;
  for (Card c : order) out += (out.empty() ? "" : " ") + card_text(c);
  return out;
}

// The vector of docs/fair-shuffle.md, "Boards", printed by its Python reference.
TEST(DuplicateBoards, AgreeWithTheDocumentsReference) {
  const fair::Bytes pool = fair::boards_pool({ascii("alice"), ascii("bob"), ascii("carol")});
  EXPECT_EQ(fair::to_hex(pool), "07332cb49d6ba6997c073d90f38a5292201817fd06ff0106ba370e444ebcb81e");
  const CompiledRules cr(R("standard"));
  EXPECT_EQ(order_text(fair::board_order(cr, range_secret(), pool, 1)),
            "Th Jh Ks Ad Jd Js 9h 9d Ac Jc Qh 9s Kd Ts Qd Kh As Qc Td 9c Tc Kc Ah Qs");
  EXPECT_EQ(order_text(fair::board_order(cr, range_secret(), pool, 2)),
            "Jc Ah Ad Td Ts As 9s Qh Ks Jh 9d Qs Js Th Qd Tc 9c Kh Kc Jd Ac Kd 9h Qc");
  EXPECT_EQ(fair::board_dealer(1, 4), 0);
  EXPECT_EQ(fair::board_dealer(6, 4), 1);
  // Every contribution counts, and its order: another pool, other boards.
  EXPECT_NE(fair::boards_pool({ascii("bob"), ascii("alice"), ascii("carol")}), pool);
  EXPECT_THROW(fair::board_order(cr, range_secret(), pool, 0), fair::FairError);
}

struct BoardTable {
  std::unique_ptr<Game> game;
  std::vector<std::optional<fair::FairDeal>> fair;
};

// A round of two deals, boards 5 and 6, played by basic bots.
BoardTable play_boards(const events::BoardSeeds& seeds) {
  Rules rules = R("standard");
  rules.target = 0;
  rules.num_deals = 2;
  BoardTable t;
  t.game = std::make_unique<Game>(rules, Game::ManualDeals{});
  std::vector<std::unique_ptr<Player>> bots;
  for (int s = 0; s < 4; ++s) bots.push_back(make_bot("basic", 11 + static_cast<std::uint64_t>(s)));
  while (!t.game->over()) {
    if (t.game->awaiting_deal()) {
      t.fair.emplace_back(events::deal_board(*t.game, seeds, 5 + t.game->deals_played()));
      continue;
    }
    const int seat = t.game->to_act();
    t.game->apply(bots[static_cast<std::size_t>(seat)]->choose(make_view(*t.game, seat)));
  }
  return t;
}

events::BoardSeeds test_seeds() {
  events::BoardSeeds seeds;
  seeds.secret = range_secret();
  seeds.commitment = fair::commitment(seeds.secret);
  seeds.pool = fair::boards_pool({ascii("alice"), ascii("bob")});
  return seeds;
}

TEST(DuplicateBoards, ABoardDealtAtATableVerifiesAndSurvivesItsRecord) {
  const events::BoardSeeds seeds = test_seeds();
  const BoardTable t = play_boards(seeds);
  ASSERT_EQ(t.game->records().size(), 2u);
  EXPECT_EQ(t.game->records()[0].dealer, 0);  // board 5: seat 0 deals
  EXPECT_EQ(t.game->records()[1].dealer, 1);
  egn::WriteOptions w;
  w.fair = t.fair;
  for (auto& f : w.fair) {
    EXPECT_FALSE(f->secret) << "a board's secret is dealt unrevealed: it would give the boards to come away";
    f->secret = seeds.secret;  // revealed after the event
  }
  const egn::Record rec = egn::read(egn::write(*t.game, {}, w));
  ASSERT_EQ(rec.fair.size(), 2u);
  for (std::size_t k = 0; k < 2; ++k) {
    ASSERT_TRUE(rec.fair[k]);
    EXPECT_EQ(rec.fair[k], w.fair[k]);
    EXPECT_EQ(rec.fair[k]->board, 5 + static_cast<int>(k));
    EXPECT_EQ(fair::check_deal(t.game->compiled(), *rec.fair[k], t.game->records()[k]).text, "ok");
  }
}

TEST(DuplicateBoards, AChangedBoardDoesNotVerify) {
  const events::BoardSeeds seeds = test_seeds();
  const BoardTable t = play_boards(seeds);
  const DealRecord& dealt = t.game->records()[0];
  fair::FairDeal revealed = *t.fair[0];
  revealed.secret = seeds.secret;
  EXPECT_EQ(fair::check_deal(t.game->compiled(), revealed, dealt).text, "ok");
  fair::FairDeal other = revealed;
  other.board = 7;  // another board's number: other cards, another dealer
  EXPECT_NE(fair::check_deal(t.game->compiled(), other, dealt).text, "ok");
  fair::FairDeal pool = revealed;
  pool.contributions = {fair::boards_pool({ascii("mallory")})};
  const std::string other_pool = fair::check_deal(t.game->compiled(), pool, dealt).text;
  EXPECT_NE(other_pool.find("the seeds"), std::string::npos) << other_pool;
  fair::FairDeal unnumbered = revealed;
  unnumbered.board.reset();
  EXPECT_EQ(fair::check_deal(t.game->compiled(), unnumbered, dealt).text,
            "euchre-boards-v1 data without its board number");
  fair::FairDeal secret = revealed;
  secret.secret->at(0) ^= 1;
  EXPECT_NE(fair::check_deal(t.game->compiled(), secret, dealt).text.find("does not match the commitment"),
            std::string::npos);
}

TEST(DuplicateBoards, RuleSetsThatRedealBySameDealerAreRefused) {
  EXPECT_EQ(events::duplicate_rules_problem(R("standard")), std::nullopt);
  const auto benny = events::duplicate_rules_problem(R("british", {"benny_up=redeal"}));
  ASSERT_TRUE(benny);
  EXPECT_NE(benny->find("benny_up=redeal"), std::string::npos) << *benny;
  const auto thrown = events::duplicate_rules_problem(R("standard", {"redeal_hand=nines_tens"}));
  ASSERT_TRUE(thrown);
  EXPECT_NE(thrown->find("redeal_hand"), std::string::npos) << *thrown;
  EXPECT_TRUE(events::duplicate_rules_problem(R("two-handed")));
}

}  // namespace
}  // namespace euchre
