// Issue 36, "one answer to who won": what became of a deal is the core's
// deal_outcome (core/outcome.h) wherever it is reported. For every preset and
// the options that change the scoring (Robson's blind loner, French bids,
// jambones), the server's deal_over ("outcome", "makers_tricks"), its game
// result (each seat's euchres), the records' summaries and a club evening's
// table result (lone hands made) all say what the core says, deal by deal.
#include <gtest/gtest.h>

#include "core/outcome.h"
#include "core/rng.h"
#include "egn/egn.h"
#include "events/from_game.h"
#include "room/messages.h"
#include "room/table.h"
#include "../protocol_schema_check.h"
#include "../test_util.h"

namespace euchre::testing {
namespace {

std::vector<Rules> rule_sets() {
  std::vector<Rules> out;
  for (const PresetInfo& p : preset_infos()) out.push_back(preset(p.name));
  out.push_back(preset_with_overrides("standard", {"robson=true"}));
  out.push_back(preset_with_overrides("standard", {"series=first_to:2", "laps=true", "jambone=true"}));
  return out;
}

TEST(DealOutcome, TheServerTheRecordsAndTheEveningsSayWhatTheCoreSays) {
  Rng rng(3636);
  int deals = 0, euchred = 0, lone_made = 0;
  for (const Rules& rules : rule_sets()) {
    for (int game_no = 0; game_no < 3; ++game_no) {
      // Dealt as the server deals (one deck order a deal), so that each
      // deal's end is seen before the next is dealt, as deal_over is sent.
      Game g(rules, Game::ManualDeals{});
      std::array<int, 4> euchres{}, loners_made{};
      while (!g.over() && g.deals_played() < 40) {
        if (g.awaiting_deal()) {
          const CompiledRules& cr = g.compiled();
          std::vector<Card> order(cr.deck_cards.begin(), cr.deck_cards.begin() + cr.deck_size);
          rng.shuffle(order.data(), static_cast<int>(order.size()));
          g.begin_deal_from_order(g.expected_dealer(), order);
        }
        ActionList l;
        g.legal(l);
        g.apply(l[static_cast<int>(rng.below(static_cast<std::uint32_t>(l.size())))]);
        if (!g.deal().over()) continue;
        const DealOutcome o = deal_outcome(g.records().back().final_state);
        const room::json m = room::deal_over_message("t1", g);
        const std::string where = get_option(rules, "mode") + ", deal " + std::to_string(g.deals_played());
        ASSERT_EQ(m.at("outcome"), std::string(outcome_name(o.kind))) << where;
        if (o.tricks_needed > 0) {
          EXPECT_EQ(m.at("makers_tricks"), o.makers_tricks) << where;
          EXPECT_EQ(m.at("tricks_needed"), o.tricks_needed) << where;
        }
        ++deals;
        if (o.euchred())
          for (int s = 0; s < g.compiled().seats; ++s) euchres[static_cast<std::size_t>(s)] += !has_seat(o.makers, s);
        if (o.lone_hand() && o.made()) ++loners_made[static_cast<std::size_t>(o.loner)];
        euchred += o.euchred();
        lone_made += o.lone_hand() && o.made();
      }
      // The game's result on the page and the records' per-deal summaries.
      const room::json result = room::game_result(g, {"A", "B", "C", "D"}, {});
      for (int s = 0; s < g.compiled().seats; ++s)
        EXPECT_EQ(result.at("seats").at(static_cast<std::size_t>(s)).at("euchres"), euchres[static_cast<std::size_t>(s)]);
      const std::vector<egn::DealSummary> summaries = egn::summarize(g);
      for (std::size_t i = 0; i < summaries.size(); ++i) {
        if (g.records()[i].finished) {
          EXPECT_EQ(summaries[i].outcome.kind, deal_outcome(g.records()[i].final_state).kind) << i;
        }
      }
      // A club evening's table (four-handed partnerships): the lone hands made.
      if (rules.mode == Mode::Partnership && !rules.plays_series()) {
        const events::TableResult t = events::table_result(g, {1, 2, 3, 4});
        EXPECT_EQ(t.loners, loners_made) << get_option(rules, "mode");
      }
    }
  }
  EXPECT_GT(deals, 300);
  EXPECT_GT(euchred, 20);
  EXPECT_GT(lone_made, 3);
}

// K ch. 5, "no point is lost": a jamboree's 16 at 0-0 in a game to 5 wins
// three games on one deal (11 carried, then 6, then 1; each a slam). The
// deal_over names every one of them, not only the last, fits its schema,
// and the records' summary says the same (one place: egn::summarize).
TEST(DealOutcome, ADealThatWinsSeveralGamesNamesEachOne) {
  using test::act;
  Game g(test::R("keller", {"laps=true", "slams=true", "series=first_to:9", "jamboree=true"}), Game::ManualDeals{});
  g.begin_deal(0, {test::H("9c Tc Qc Kc Ac"), test::H("Jh Jd Ah Kh Qh"), test::H("9s Ts Qs Ks As"), test::H("9d Td Qd Kd Ad")},
               test::C("9h"), test::cards("7c 8c Jc 7s 8s Js 7d 8d 7h 8h Th"));
  act(g, "Order");
  act(g, "discard 9c");
  act(g, "Pass");
  ASSERT_TRUE(g.awaiting_deal());
  ASSERT_EQ(g.series().games_played(), 3);

  const room::json m = room::deal_over_message("t1", g);
  ASSERT_TRUE(m.contains("games_won")) << m.dump();
  const room::json expected = room::json::parse(R"([{"winner":1,"slam":true,"carried":11},
                                                         {"winner":1,"slam":true,"carried":6},
                                                         {"winner":1,"slam":true,"carried":1}])");
  EXPECT_EQ(m["games_won"], expected);
  EXPECT_EQ(m["game_won_by"], 1) << "the last game won, as before";
  EXPECT_EQ(m["carried"], 1);
  EXPECT_EQ(test::invalid_protocol_messages({m}), "");

  const std::vector<egn::DealSummary> summary = egn::summarize(g);
  ASSERT_EQ(summary.size(), 1u);
  ASSERT_EQ(summary[0].games_won.size(), 3u);
  EXPECT_EQ(summary[0].games_won[0].carried, 11);
}

}  // namespace
}  // namespace euchre::testing
