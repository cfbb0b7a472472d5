// Club nights' arithmetic (docs/events.md): whist schedules, the fixed and
// head-table movements, Keller's draw, tallies and standings, matchpoints
// and Neuberg, Glicko-2. Sources: Keller, The Game of Euchre (1887), ch. 8
// (progressive euchre, the draw); Foster's Hoyle (the head table); the
// whist-tournament literature (Baker; Haanpää and Kaski 2004) for the design
// property; bridge Law 78A and Neuberg for matchpoints; Glickman's
// "Example of the Glicko-2 system" for the ratings.
#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "events/glicko2.h"
#include "events/ratings.h"
#include "events/matchpoints.h"
#include "events/movement.h"
#include "events/places.h"
#include "events/progressive.h"
#include "events/progressive_json.h"
#include "events/tally.h"
#include "events/whist.h"

namespace euchre::events {
namespace {

using Pair = std::pair<int, int>;
Pair key(int a, int b) { return {std::min(a, b), std::max(a, b)}; }

// Every player partners every other exactly once and opposes each exactly
// twice: the design property, checked over the whole schedule.
TEST(Whist, EveryScheduleBuiltHasTheDesignProperty) {
  for (int n : {4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29, 37, 41, 49, 53, 61}) {
    const auto rounds = whist_schedule(n);
    ASSERT_TRUE(rounds) << n;
    EXPECT_EQ(check_whist(*rounds, n), "") << n;
    EXPECT_EQ(static_cast<int>(rounds->size()), n % 4 == 0 ? n - 1 : n) << n;
    for (const RoundLineup& r : *rounds) {
      EXPECT_EQ(r.tables.size(), static_cast<std::size_t>(n / 4)) << n;
      EXPECT_EQ(r.sitting_out.size(), n % 4 == 1 ? 1u : 0u) << n;
    }
  }
}

TEST(Whist, CheckWhistFindsABrokenSchedule) {
  auto rounds = *whist_schedule(8);
  std::swap(rounds[0].tables[0][1], rounds[0].tables[0][2]);  // East and South change places
  EXPECT_NE(check_whist(rounds, 8).find("partner"), std::string::npos) << check_whist(rounds, 8);
  rounds = *whist_schedule(8);
  rounds[1].tables[0][0] = rounds[1].tables[1][0];  // one player twice in a round
  EXPECT_NE(check_whist(rounds, 8).find("placed 2 times"), std::string::npos) << check_whist(rounds, 8);
}

TEST(Whist, OtherNumbersArePaddedWithBotsToTheNextSchedule) {
  for (int n : {6, 7, 10, 11, 30}) EXPECT_FALSE(whist_schedule(n)) << n;
  EXPECT_EQ(whist_schedule_with_bots(6)->players, 8);
  EXPECT_EQ(whist_schedule_with_bots(12)->players, 12);
  EXPECT_EQ(whist_schedule_with_bots(40)->players, 41);
  EXPECT_EQ(whist_schedule_with_bots(33)->players, 37);
  EXPECT_FALSE(whist_schedule_with_bots(65));
  const auto padded = whist_schedule_with_bots(40);
  EXPECT_EQ(check_whist(padded->rounds, padded->players), "");
}

// The fixed movement (North stays, South one down, East one up, West two
// up): nobody partners anyone twice within T rounds of T tables; nobody
// opposes anyone twice within T rounds only when gcd(T, 6) = 1.
TEST(FixedMovement, NoPartnerTwiceWithinTRoundsAndNoOpponentTwiceWhenTIsPrimeToSix) {
  for (int tables = 3; tables <= 12; ++tables) {
    RoundLineup round = keller_draw(4 * tables, static_cast<std::uint64_t>(tables));
    std::map<Pair, int> partners, opponents;
    for (int r = 0; r < tables; ++r) {
      std::set<int> seen;
      for (const TableSeats& t : round.tables) {
        for (int p : t) seen.insert(p);
        ++partners[key(t[0], t[2])];
        ++partners[key(t[1], t[3])];
        for (int a : {t[0], t[2]})
          for (int b : {t[1], t[3]}) ++opponents[key(a, b)];
      }
      ASSERT_EQ(seen.size(), static_cast<std::size_t>(4 * tables)) << "everyone sits once a round";
      round = fixed_next(round);
    }
    for (const auto& [pair, count] : partners) EXPECT_EQ(count, 1) << tables << " tables";
    int twice = 0;
    for (const auto& [pair, count] : opponents) twice += count > 1;
    if (std::gcd(tables, 6) == 1) {
      EXPECT_EQ(twice, 0) << tables << " tables";
    } else {
      EXPECT_GT(twice, 0) << tables << " tables";
    }
  }
}

// One table: the movement would move nobody, so the three others move one
// seat on: each partners North once in three rounds, then it repeats.
TEST(FixedMovement, WithOneTablePartnersChangeEveryRound) {
  RoundLineup round;
  round.tables = {{0, 1, 2, 3}};
  std::set<int> norths_partners;
  for (int r = 0; r < 3; ++r) {
    EXPECT_EQ(round.tables[0][0], 0);
    norths_partners.insert(round.tables[0][2]);
    round = fixed_next(round);
  }
  EXPECT_EQ(norths_partners, (std::set<int>{1, 2, 3}));
  EXPECT_EQ(round.tables[0], (TableSeats{0, 1, 2, 3}));
}

TEST(FixedMovement, MovesEachSeatAsTheClubsDo) {
  RoundLineup round;
  round.tables = {{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}};
  const RoundLineup next = fixed_next(round);
  // Table 1: North 0 stays; South from table 3 (10, one down wraps to 1);
  // East from table 2 (5, one up); West from table 3 (11, two up).
  EXPECT_EQ(next.tables[0], (TableSeats{0, 5, 10, 11}));
  EXPECT_EQ(next.tables[1], (TableSeats{4, 9, 2, 3}));
  EXPECT_EQ(next.tables[2], (TableSeats{8, 1, 6, 7}));
}

// Foster's head table: winners at table 1 stay, its losers go to the last
// table; elsewhere the winners move up one; at every table the partners of
// the round split.
TEST(HeadTableMovement, WinnersUpLosersOfTheHeadTableToTheFootPartnersSplit) {
  RoundLineup round;
  round.tables = {{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}};
  const RoundLineup next = head_table_next(round, {0, 1, 0});
  // Table 1: 0 and 2 stay, 5 and 7 (table 2's winners) come.
  EXPECT_EQ(next.tables[0], (TableSeats{0, 2, 5, 7}));
  // Table 2: its losers 4 and 6 stay, table 3's winners 8 and 10 come.
  EXPECT_EQ(next.tables[1], (TableSeats{4, 6, 8, 10}));
  // Table 3: its losers 9 and 11 stay, table 1's losers 1 and 3 come.
  EXPECT_EQ(next.tables[2], (TableSeats{9, 11, 1, 3}));
  for (const TableSeats& t : next.tables) {
    for (const TableSeats& old : round.tables)  // nobody keeps the round's partner
      for (int s = 0; s < 4; ++s)
        EXPECT_FALSE(key(t[0], t[2]) == key(old[s], old[partner_seat(s)]) ||
                     key(t[1], t[3]) == key(old[s], old[partner_seat(s)]));
  }
  EXPECT_THROW(head_table_next(round, {0, 1}), std::invalid_argument);
}

TEST(KellersDraw, SeatsEveryoneOnceByLotTheSameForTheSameSeed) {
  const RoundLineup a = keller_draw(16, 7), b = keller_draw(16, 7), c = keller_draw(16, 8);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  std::set<int> seen;
  for (const TableSeats& t : a.tables)
    for (int p : t) seen.insert(p);
  EXPECT_EQ(seen.size(), 16u);
  EXPECT_THROW(keller_draw(10, 1), std::invalid_argument);
  EXPECT_EQ(movement_of("fixed"), Movement::Fixed);
  EXPECT_THROW(movement_of("howell"), std::invalid_argument);
}

// Two rounds of two tables, worked by hand; player 8 sits out round 2 and
// is credited his own average; 9 is a bot (not in the standings).
TEST(Tally, StandingsSumEachPlayersSidePointsWithByesAtTheirOwnAverage) {
  RoundResult r1;
  r1.tables.push_back({{0, 1, 2, 3}, {10, 6}, {22, 18}, {1, 0, 0, 0}, {}});
  r1.tables.push_back({{4, 5, 6, 7}, {7, 7}, {20, 20}, {}, {}});
  r1.sitting_out = {8, 9};
  RoundResult r2;
  r2.tables.push_back({{0, 4, 8, 9}, {5, 11}, {16, 24}, {0, 2, 0, 0}, {}});
  r2.tables.push_back({{2, 5, 1, 6}, {9, 9}, {21, 19}, {}, {}});
  r2.sitting_out = {3, 7};
  std::vector<bool> counts(10, true);
  counts[9] = false;
  const auto table = standings(10, {r1, r2}, counts);
  ASSERT_EQ(table.size(), 9u);
  std::map<int, Standing> by;
  for (const Standing& s : table) by[s.player] = s;
  EXPECT_EQ(by[0].points, 15);  // 10 + 5
  EXPECT_EQ(by[0].loners, 1);
  EXPECT_EQ(by[4].points, 18);  // 7 + 11
  EXPECT_EQ(by[4].loners, 2);
  EXPECT_EQ(by[3].points, 12);  // 6, and the bye at his average 6
  EXPECT_EQ(by[3].bye_points, 6);
  EXPECT_EQ(by[8].points, 10);  // a bye at his average 5, then 5
  EXPECT_EQ(by[7].points, 14);  // 7 and a bye of 7
  EXPECT_EQ(by[1].rounds_won, 1);  // round 1 lost (6 to 10), round 2 drawn on points, won on tricks 21-19
  EXPECT_EQ(by[5].rounds_won, 0);  // drew round 1; lost round 2 on tricks at equal points
  EXPECT_EQ(by[2].points, 19);
  EXPECT_EQ(table.front().player, 2);
  EXPECT_EQ(table.front().place, 1);
  EXPECT_EQ(by[4].place, 2);
  EXPECT_EQ(by[5].place, 3);  // 16 points, no round won, no loner: shared
  EXPECT_EQ(by[6].place, 3);
  EXPECT_EQ(by[0].place, 5);  // 15 points and a round won like 1, but a loner more
  EXPECT_EQ(by[1].place, 6);
  EXPECT_EQ(by[8].place, 9);
  for (std::size_t i = 1; i < table.size(); ++i) EXPECT_GE(table[i].place, table[i - 1].place);
}

// Issue 36: a latecomer rose on rounds he did not play (each round before
// he came was credited his average, as a bye: 8 points in his one round
// made 24, first of six). Clubs total the rounds one played; a bye the
// movement imposes is still credited (docs/events.md, "Substitutes").
TEST(Tally, ASubstituteScoresOnlyTheRoundsHePlayed) {
  ProgressiveOptions options;
  options.people = 5;
  options.rounds = 3;
  options.seed = 4;
  Progressive ev(options);
  ASSERT_EQ(ev.players(), 8);
  PlaceHolders holders;
  holders.persons = 6;
  Substitution sub_in;  // a bot's place, the last round
  sub_in.place = 5;
  sub_in.from_round = 2;
  sub_in.person = 5;
  holders.substitutions.push_back(sub_in);
  for (int r = 0; r < 3; ++r) {
    RoundResult round;
    for (const TableSeats& seats : ev.lineup().tables) {
      TableResult t;
      t.seats = seats;
      t.points = {4, 3};
      for (std::size_t s = 0; s < 4; ++s)
        if (r == 2 && seats[s] == 5) t.points = s % 2 == 0 ? std::array<int, 2>{8, 0} : std::array<int, 2>{0, 8};
      round.tables.push_back(t);
    }
    ev.finish_round(round);
  }
  const std::vector<Standing> standings = evening_standings(ev, holders);
  ASSERT_EQ(standings.size(), 6u) << "the five people and the substitute; no bot";
  const auto sub = std::find_if(standings.begin(), standings.end(), [](const Standing& s) { return s.player == 5; });
  ASSERT_NE(sub, standings.end());
  EXPECT_EQ(sub->points, 8);
  EXPECT_EQ(sub->rounds_played, 1);
  EXPECT_EQ(sub->byes, 0);
  EXPECT_EQ(sub->bye_points, 0);
  EXPECT_NE(sub->place, 1) << "24 points, first, with the rounds before he came credited";
  for (const Standing& s : standings) {
    if (s.player == 5) continue;
    EXPECT_EQ(s.rounds_played, 3);
    if (s.points - s.bye_points > sub->points) { EXPECT_GT(sub->place, s.place) << "player " << s.player; }
    if (sub->place < s.place) { EXPECT_LT(s.points - s.bye_points, sub->points) << "player " << s.player; }
  }
}

TEST(Tally, EqualPointsRoundsWonAndLonersShareThePlace) {
  RoundResult r;
  r.tables.push_back({{0, 1, 2, 3}, {8, 8}, {20, 20}, {}, {}});  // a drawn round
  const auto table = standings(4, {r}, std::vector<bool>(4, true));
  for (const Standing& s : table) EXPECT_EQ(s.place, 1);
  EXPECT_EQ(round_winner(r.tables[0]), -1);
}

// Law 78A: 1 a result beaten, 1/2 a tie; Neuberg's scaling for a board
// played fewer times than due.
TEST(Matchpoints, BeatenCountsOneTiesHalf) {
  EXPECT_EQ(matchpoints({3, 1, 1, 0}), (std::vector<double>{3, 1.5, 1.5, 0}));
  EXPECT_EQ(matchpoints({2}), (std::vector<double>{0}));
  EXPECT_NEAR(neuberg(2.0, 3, 4), 2.5 * 4.0 / 3.0 - 0.5, 1e-12);
  EXPECT_DOUBLE_EQ(neuberg(2.0, 4, 4), 2.0);
  EXPECT_THROW(neuberg(1.0, 0, 4), std::invalid_argument);
}

// Glickman's example: a 1500 / 200 / 0.06 player, tau 0.5, beats a 1400 / 30,
// loses to 1550 / 100 and 1700 / 300: 1464.06, 151.52, 0.05999.
TEST(Glicko2, ThePapersExample) {
  const Rating after = glicko2_update({1500, 200, 0.06}, {{{1400, 30, 0.06}, 1.0}, {{1550, 100, 0.06}, 0.0},
                                                          {{1700, 300, 0.06}, 0.0}});
  EXPECT_NEAR(after.rating, 1464.06, 0.05);
  EXPECT_NEAR(after.deviation, 151.52, 0.05);
  EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
  const Rating idle = glicko2_update({1500, 200, 0.06}, {});
  EXPECT_DOUBLE_EQ(idle.rating, 1500);
  EXPECT_NEAR(idle.deviation, std::sqrt(200.0 * 200.0 / (173.7178 * 173.7178) + 0.0036) * 173.7178, 1e-9);
}

// Results made up from the lineup: North-South score the table's number plus
// the round, East-West 4; a loner now and then.
RoundResult made_up(const RoundLineup& lineup, int round) {
  RoundResult r;
  for (std::size_t t = 0; t < lineup.tables.size(); ++t)
    r.tables.push_back({lineup.tables[t], {static_cast<int>(t) + round, 4}, {20, 20}, {round % 2, 0, 0, 0}});
  return r;
}

// An evening is its options and results: rebuilt from its JSON it seats
// the same people and stands the same, for every movement.
TEST(EveningJson, AnEveningRebuiltFromItsDataIsTheSameEvening) {
  for (Movement m : {Movement::Fixed, Movement::HeadTable, Movement::Whist, Movement::RoundRobin, Movement::Swiss}) {
    Progressive evening({13, 5, m, 0xfedcba9876543210ULL, {}});
    for (int r = 0; r < 3; ++r) evening.finish_round(made_up(evening.lineup(), r));
    const nlohmann::json data = evening_json(evening);
    EXPECT_EQ(data["seed"], "18364758544493064720");
    const Progressive again = evening_from_json(nlohmann::json::parse(data.dump()));
    EXPECT_EQ(again.round(), 3);
    EXPECT_EQ(again.lineup(), evening.lineup()) << movement_name(m);
    const auto a = evening.standings(), b = again.standings();
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
      EXPECT_EQ(a[i].player, b[i].player);
      EXPECT_EQ(a[i].points, b[i].points);
      EXPECT_EQ(a[i].place, b[i].place);
    }
    EXPECT_EQ(evening_json(again), data);
  }
}

TEST(EveningJson, WrongDataIsRefusedNamingWhatIsWrong) {
  Progressive evening({8, 3, Movement::Fixed, 3, {}});
  evening.finish_round(made_up(evening.lineup(), 0));
  const nlohmann::json good = evening_json(evening);
  const auto refusal = [](nlohmann::json data) {
    try {
      evening_from_json(data);
    } catch (const EventError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  nlohmann::json d = good;
  d.erase("people");
  EXPECT_EQ(refusal(d), "evening: missing \"people\"");
  d = good;
  d["movement"] = "howell";
  EXPECT_NE(refusal(d).find("unknown movement \"howell\""), std::string::npos);
  d = good;
  d["seed"] = 3;
  EXPECT_NE(refusal(d).find("\"seed\" must be a decimal string"), std::string::npos);
  d = good;
  d["results"][0]["tables"][1]["points"] = {1, "two"};
  EXPECT_EQ(refusal(d), "round 1, table 2: \"points\" must be 2 integers");
  d = good;
  std::swap(d["results"][0]["tables"][0]["seats"][0], d["results"][0]["tables"][1]["seats"][0]);
  EXPECT_EQ(refusal(d), "table 1's result is not for the players seated there");
  d = good;
  d["results"].push_back(d["results"][0]);
  d["results"].push_back(d["results"][0]);
  d["results"].push_back(d["results"][0]);
  EXPECT_NE(refusal(d), "accepted");
}

// Ratings over evenings (docs/events.md, "Ratings"): one Glicko-2 period an
// evening (Glickman's algorithm, checked against his example above); a
// table's round is a game for each person, scored against the other side
// with the partner's strength counted (team strength the mean of partners).
TEST(Ratings, ATablesRoundIsAGameAgainstTheOtherSideWithThePartnerCounted) {
  const Rating bot{1500, 50, 0.06};
  RatedTable table;
  table.people = {1, 2, 3, std::nullopt};  // Ann and Cy against Bob and a bot
  table.bots[3] = bot;
  table.winner = 0;
  const auto rated = rate_evenings({{"ev1", {table}}});
  ASSERT_EQ(rated.size(), 3u) << "the bot is not rated";
  // Ann: her side (1500, 1500) against (1500, 1500): an even game, won.
  const Rating fresh{};
  const double theirs_dev = std::sqrt((350.0 * 350.0 + 50.0 * 50.0) / 2);
  const Rating ann = glicko2_update(fresh, {{{1500, theirs_dev, 0.06}, 1.0}});
  EXPECT_NEAR(rated.at(1).now.rating, ann.rating, 1e-9);
  EXPECT_NEAR(rated.at(1).now.deviation, ann.deviation, 1e-9);
  EXPECT_GT(rated.at(1).now.rating, 1500);
  EXPECT_LT(rated.at(2).now.rating, 1500) << "Bob lost";
  EXPECT_EQ(rated.at(2).history.size(), 1u);
  EXPECT_EQ(rated.at(2).history[0].games, 1);
  EXPECT_EQ(rated.at(2).history[0].won, 0);
  // Beside a strong partner a win counts for less.
  RatedTable strong = table, even = table;
  strong.people = {1, std::nullopt, std::nullopt, std::nullopt};
  strong.bots = {fresh, bot, Rating{2000, 50, 0.06}, bot};
  even.people = strong.people;
  even.bots = {fresh, bot, bot, bot};
  const double with_strong = rate_evenings({{"a", {strong}}}).at(1).now.rating;
  const double with_even = rate_evenings({{"a", {even}}}).at(1).now.rating;
  EXPECT_LT(with_strong, with_even);
  // A draw is half a game; evenings are periods in order, each step kept.
  RatedTable drawn = even;
  drawn.winner = -1;
  const auto two = rate_evenings({{"a", {even}}, {"b", {drawn, drawn}}});
  ASSERT_EQ(two.at(1).history.size(), 2u);
  EXPECT_EQ(two.at(1).history[1].evening, "b");
  EXPECT_EQ(two.at(1).history[1].games, 2);
  EXPECT_NEAR(two.at(1).history[1].before.rating, with_even, 1e-9);
}

// What a rating counts (docs/events.md, "What a rating counts"): a
// forfeited seat is a loss whoever won; a provisional person's games move
// nobody established, and establish him after kEstablishedGames games
// against kEstablishedOpponents different people.
TEST(Ratings, AForfeitIsALossAndANewIdentityMovesNobodyEstablished) {
  const Rating bot{1500, 50, 0.06};
  RatedTable won;
  won.people = {1, 2, std::nullopt, std::nullopt};  // Ann (North) against Bob (East)
  won.bots[2] = won.bots[3] = bot;
  won.winner = 0;
  RatedTable forfeited = won;
  forfeited.forfeited[0] = true;
  const auto left = rate_evenings({{"a", {forfeited}}});
  EXPECT_EQ(left.at(1).history[0].won, 0);
  EXPECT_LT(left.at(1).now.rating, 1500) << "Ann left: a loss though her side won";
  EXPECT_EQ(left.at(2).history[0].won, 0) << "for the others the game is as played: Bob lost it";

  // Four people establish themselves: 12 games each against the 3 others.
  std::vector<RatedTable> club;
  for (int g = 0; g < 12; ++g) {
    RatedTable t;
    const std::array<RatedId, 4> order = g % 3 == 0 ? std::array<RatedId, 4>{1, 2, 3, 4}
                                         : g % 3 == 1 ? std::array<RatedId, 4>{1, 3, 2, 4}
                                                      : std::array<RatedId, 4>{1, 2, 4, 3};
    for (std::size_t s = 0; s < 4; ++s) t.people[s] = order[s];
    t.winner = g % 2;
    club.push_back(t);
  }
  const auto established = rate_evenings({{"club", club}});
  for (RatedId p = 1; p <= 4; ++p) EXPECT_FALSE(established.at(p).provisional()) << p;
  // Ann's second identity (9) loses to her over and over: she does not move.
  RatedTable self;
  self.people = {1, 9, std::nullopt, std::nullopt};
  self.bots[2] = self.bots[3] = bot;
  self.winner = 0;
  const auto after = rate_evenings({{"club", club}, {"day", std::vector<RatedTable>(20, self)}});
  EXPECT_EQ(after.at(1).now.rating, established.at(1).now.rating);
  EXPECT_EQ(after.at(1).history.size(), established.at(1).history.size());
  EXPECT_TRUE(after.at(9).provisional()) << "one opponent only";
  EXPECT_EQ(after.at(9).games, 20);
}

// The bots' reference ratings (docs/events.md, "Ratings") are in the order
// the duplicate arena measured against basic: random, ISMCTS (0.41 of the
// games), basic, the expert (0.74), at every level of each.
TEST(Ratings, BotsRankAsTheArenaMeasuredThem) {
  const std::vector<std::string> weakest_first = {"random", "ismcts", "ismcts:5000", "basic", "expert:1", "expert"};
  for (std::size_t i = 1; i < weakest_first.size(); ++i) {
    EXPECT_LE(bot_rating(weakest_first[i - 1]).rating, bot_rating(weakest_first[i]).rating)
        << weakest_first[i - 1] << " above " << weakest_first[i];
  }
  EXPECT_LT(bot_rating("ismcts").rating, bot_rating("basic").rating) << "ISMCTS won 0.41 of its games against basic";
  EXPECT_GT(bot_rating("expert").rating, bot_rating("basic").rating);
  EXPECT_EQ(bot_rating("basic").deviation, 50);
}

}  // namespace
}  // namespace euchre::events
