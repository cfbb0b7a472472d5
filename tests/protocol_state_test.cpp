// The state message over random games of every preset: no card a seat may
// not see ever appears in its message (nor in a spectator's), and every
// message is valid against schemas/protocol/state.json.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <sstream>

#include "core/playout.h"
#include "core/rng.h"
#include "protocol/act.h"
#include "protocol/state.h"
#include "protocol/view_from_state.h"
#include "protocol_schema_check.h"
#include "test_util.h"

namespace euchre::test {
namespace {

using protocol::json;

#ifdef EUCHRE_SANITIZED
constexpr int kGames = 1;
#else
constexpr int kGames = 4;
#endif

protocol::TableFacts facts() { return {"t1", {"Ann", "Bob", "Cy", "Di"}, {false, true, true, true}, 0, std::nullopt, std::nullopt, std::nullopt}; }

// Every token of every string that is exactly some card's text, except where
// a card text names something else: "call Ah" names a suit (the called ace),
// and phase and seat names are not cards.
void card_tokens(const json& j, const std::string& key, std::vector<Card>& out) {
  static const std::map<std::string, Card> by_text = [] {
    std::map<std::string, Card> m;
    for (int c = 0; c <= kBenny; ++c) m[card_text(static_cast<Card>(c))] = static_cast<Card>(c);
    return m;
  }();
  if (j.is_object()) {
    for (const auto& [k, v] : j.items()) card_tokens(v, k, out);
  } else if (j.is_array()) {
    for (const auto& v : j) card_tokens(v, key, out);
  } else if (j.is_string() && key != "phase" && key != "names" && key != "table") {
    const std::string& s = j.get_ref<const std::string&>();
    if (s.starts_with("call ")) return;
    std::istringstream in(s);
    std::string w;
    while (in >> w)
      if (auto it = by_text.find(w); it != by_text.end()) out.push_back(it->second);
  }
}

// What `seat` may see, computed from the game itself (not from the view):
// its hand, the played cards, the up-card, its own discard, the farmer's
// given cards, and once a deal is over or claimed the hands the rules expose.
CardSet may_see(const Game& g, int seat) {
  const DealState& s = g.deal();
  CardSet ok = s.played;
  if (s.up_card != kNoCard) ok.add(s.up_card);
  if (seat != kSpectator) {
    ok |= s.hand[seat];
    if (seat == s.dealer && s.discard != kNoCard) ok.add(s.discard);
  }
  for (const Move& m : g.records().back().moves) {
    if (m.action.kind == ActionKind::FarmerGive) ok.add(m.action.arg);
    // partners_best (K ch. 6): the giver and the receiver know the card passed, the receiver his burial.
    if (m.action.kind == ActionKind::PassBest && (seat == m.seat || seat == opposite(m.seat))) ok.add(m.action.arg);
    if (m.action.kind == ActionKind::BestDiscard && seat == m.seat) ok.add(m.action.arg);
  }
  if (s.over() || s.claimer != kNobody)
    for (int p = 0; p < 4; ++p) ok |= s.hand[p];
  return ok;
}

TEST(ProtocolState, NoHiddenCardAndEveryStateFitsTheSchema) {
  Rng rng(7);
  std::vector<json> sample;
  int checked = 0, card_texts = 0, spectator_moves_with_discard = 0;
  for (const PresetInfo& info : preset_infos()) {
    for (int game = 0; game < kGames; ++game) {
      Game g(preset(info.name), rng.next());
      Rng play(rng.next());
      const int seats = g.compiled().seats;
      for (int step = 0; !g.over() && g.deals_played() < 6; ++step) {
        for (int seat = kSpectator; seat < seats; ++seat) {
          const json m = protocol::state_for(g, seat, facts());
          const CardSet ok = may_see(g, seat);
          std::vector<Card> seen;
          card_tokens(m, "", seen);
          card_texts += static_cast<int>(seen.size());
          for (Card c : seen) {
            ASSERT_TRUE(ok.contains(c)) << info.name << " seat " << seat << " sees " << card_text(c) << ": " << m.dump();
          }
          if (seat == kSpectator) {
            EXPECT_TRUE(m["seat"].is_null() && m["hand"].empty() && m["legal"].empty() && m["own_discard"].is_null());
            for (const auto& mv : m["moves"]) spectator_moves_with_discard += mv["action"] == "discard";
          }
          if (m["blind"] == true) {
            EXPECT_TRUE(m["hand"].empty());
          }
          ++checked;
          if (step % 3 == 0) sample.push_back(m);
        }
        // Play on through the protocol: the seat to act sends one of its
        // state's legal texts, which must be accepted as that action.
        const int seat = g.to_act();
        const json legal = protocol::state_for(g, seat, facts())["legal"];
        ASSERT_FALSE(legal.empty());
        const std::string text = legal[static_cast<std::size_t>(play.below(static_cast<std::uint32_t>(legal.size())))];
        const json act = {{"v", 1}, {"type", "act"}, {"table", "t1"}, {"action", text}};
        if (step % 5 == 0) sample.push_back(act);
        const protocol::Reply r = protocol::handle_text(g, seat, act.dump());
        ASSERT_TRUE(r.ok()) << info.name << " '" << text << "': " << r.error->message;
        EXPECT_EQ(r.applied, text);
      }
    }
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(card_texts, 10000);
  EXPECT_GT(spectator_moves_with_discard, 0);
  EXPECT_EQ(invalid_protocol_messages(sample), "");
}

// A series of games (laps and slams, K ch. 5): every state carries the games
// won, slams and carried points as the game counts them, fits the schema, and
// reads back (the terminal's --connect); without a series there is none.
TEST(ProtocolState, ASeriesStateCarriesGamesWonAndFitsTheSchema) {
  const Rules rules = R("keller", {"series=first_to:3", "laps=true", "slams=true"});
  std::vector<json> sample;
  int games_seen = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Game g(rules, seed);
    Rng play(seed);
    for (int step = 0; !g.over(); ++step) {
      const json m = protocol::state_for(g, g.to_act(), facts());
      ASSERT_TRUE(m.contains("series"));
      EXPECT_EQ(m["series"]["games_won"], json({g.series().won[0], g.series().won[1]}));
      EXPECT_EQ(m["series"]["carried"], json({g.series().start[0], g.series().start[1]}));
      EXPECT_EQ(m["series"]["games_played"], g.series().games_played());
      games_seen = std::max(games_seen, g.series().games_played());
      if (step % 7 == 0) {
        sample.push_back(m);
        EXPECT_EQ(protocol::state_message(protocol::view_from_state(m, rules), facts()), m);
      }
      g.apply(random_action(g.deal(), play));
    }
  }
  EXPECT_GE(games_seen, 2);
  EXPECT_EQ(invalid_protocol_messages(sample), "");
  Game single(R("keller"), 1);
  EXPECT_FALSE(protocol::state_for(single, single.to_act(), facts()).contains("series"));
}

TEST(ProtocolState, ASpectatorSeesNoHandAndNoDiscard) {
  auto g = deal(R("standard"), 3, {"9h Th Jh Qh Kh", "", "", ""}, "Ah");
  acts(*g, {"Pass", "Pass", "Pass", "Order"});
  act(*g, "discard " + card_text(g->deal().hand[3].lowest()));
  const json pub = protocol::state_for(*g, kSpectator, facts());
  EXPECT_TRUE(pub["hand"].empty());
  EXPECT_TRUE(pub["own_discard"].is_null());
  EXPECT_EQ(pub["moves"].back()["action"], "discard");
  const json dealer = protocol::state_for(*g, 3, facts());
  EXPECT_EQ(dealer["moves"].back()["action"], "discard " + dealer["own_discard"].get<std::string>());
  EXPECT_EQ(protocol::state_for(*g, 1, facts())["moves"].back()["action"], "discard");
}

// The turn clock: the server's deadline and its clock now, or null for both.
TEST(ProtocolState, TheTurnClockIsTheDeadlineAndTheServersNowOrNullForBoth) {
  auto g = deal(R("standard"), 3, {"9h Th Jh Qh Kh", "", "", ""}, "Ah");
  protocol::TableFacts f = facts();
  const json without = protocol::state_for(*g, 0, f);
  EXPECT_TRUE(without["deadline_ms"].is_null());
  EXPECT_TRUE(without["now_ms"].is_null());
  f.deadline_ms = 1'763'870'030'000;
  f.now_ms = 1'763'870'000'000;
  const json with = protocol::state_for(*g, 0, f);
  EXPECT_EQ(with["deadline_ms"], 1'763'870'030'000);
  EXPECT_EQ(with["now_ms"], 1'763'870'000'000);
  EXPECT_EQ(protocol::state_for(*g, kSpectator, f)["deadline_ms"], with["deadline_ms"]);  // public: everyone sees the clock
  EXPECT_EQ(invalid_protocol_messages({without, with}), "");
  // A now without a deadline is no clock.
  f.deadline_ms.reset();
  EXPECT_TRUE(protocol::state_for(*g, 0, f)["now_ms"].is_null());
}

// The kitty as the table shows it (issue 9: "the up-card and the kitty").
// Wikipedia's Euchre (source 003): the four undealt cards form the kitty,
// its top card turned face up; the dealer who takes it up discards one face
// down; when all pass, the up-card is turned face down. Everyone sees the
// same: the count and the up-card's place, never a face-down card.
// The table says which seat may take back its last action (an undo against
// the computer): that seat's state alone says "undo": true.
TEST(ProtocolState, OnlyTheUndoSeatsStateOffersAnUndo) {
  auto g = deal(R("standard"), 3, {"9h Th Jh Qh Kh", "", "", ""}, "Ah");
  protocol::TableFacts f = facts();
  for (int seat : {0, 1, 2, 3, kSpectator}) EXPECT_EQ(protocol::state_for(*g, seat, f)["undo"], false) << seat;
  f.undo_seat = 2;
  for (int seat : {0, 1, 3, kSpectator}) EXPECT_EQ(protocol::state_for(*g, seat, f)["undo"], false) << seat;
  EXPECT_EQ(protocol::state_for(*g, 2, f)["undo"], true);
}

TEST(ProtocolState, TheKittyShowsItsFaceDownCountAndWhereTheUpCardIs) {
  auto taken = deal(R("standard"), 3, {"9h Th Jh Qh Kh", "", "", ""}, "Ah");
  json s = protocol::state_for(*taken, 0, facts());
  EXPECT_EQ(s["kitty_face_down"], 3);
  EXPECT_EQ(s["up_card_on_kitty"], true);
  acts(*taken, {"Pass", "Pass", "Pass", "Order"});
  EXPECT_EQ(protocol::state_for(*taken, 0, facts())["up_card_on_kitty"], false);  // in the dealer's hand
  act(*taken, "discard " + card_text(taken->deal().hand[3].lowest()));
  for (int seat : {0, 1, 2, 3, kSpectator}) {
    s = protocol::state_for(*taken, seat, facts());
    EXPECT_EQ(s["kitty_face_down"], 4) << "seat " << seat;  // the discard joined it
    EXPECT_EQ(s["up_card_on_kitty"], false) << "seat " << seat;
  }

  auto turned = deal(R("standard"), 3, {"9h Th Jh Qh Kh", "", "", ""}, "Ah");
  acts(*turned, {"Pass", "Pass", "Pass", "Pass"});
  s = protocol::state_for(*turned, kSpectator, facts());
  EXPECT_EQ(s["phase"], "bidding round 2");
  EXPECT_EQ(s["up_card_on_kitty"], true);  // turned down on it
  EXPECT_EQ(s["kitty_face_down"], 3);
  EXPECT_EQ(s["up_card"], "Ah");  // its face is public: it was shown to all
  EXPECT_EQ(invalid_protocol_messages({s}), "");
}

// Issue 36: the dealer who takes the up-card may bury the up-card itself; where
// it went is his secret (docs/rules.md, "Information"). Every other seat's and
// a spectator's state is the same whichever card he buries, at every
// partnership preset that turns a card; only his own state differs.
json state_after_burying(const Rules& rules, const std::string& discard, int seat) {
  auto g = deal(rules, 3, {"9c Tc Qc Kc Ac", "9s Ts Qs Ks As", "9d Td Qd Kd Ad", "9h Th Jh Qh Kh"}, "Ah");
  while (g->deal().phase != Phase::Bid1) act(*g, "Pass");  // a preset's offers before the bidding
  act(*g, "Order");
  act(*g, "discard " + discard);
  return protocol::state_for(*g, seat, facts());
}

TEST(ProtocolState, NoStateButTheDealersTellsWhichCardHeBuried) {
  int presets = 0;
  for (const PresetInfo& p : preset_infos()) {
    const Rules rules = R(p.name);
    if (!rules.turns_up_card() || rules.mode != Mode::Partnership || rules.farmers_hand != FarmersHand::Off) continue;
    for (int seat : {0, 1, 2, kSpectator}) {
      const json up_buried = state_after_burying(rules, "Ah", seat);
      EXPECT_EQ(up_buried["up_card_on_kitty"], false) << p.name << ", seat " << seat;
      EXPECT_EQ(up_buried.dump(), state_after_burying(rules, "9h", seat).dump())
          << p.name << ": seat " << seat << " can tell which card the dealer buried";
    }
    EXPECT_NE(state_after_burying(rules, "Ah", 3).dump(), state_after_burying(rules, "9h", 3).dump())
        << p.name << ": the dealer's own state names his discard";
    ++presets;
  }
  EXPECT_GE(presets, 4);
}

// The kitty's size follows the pack and the seats: deck - hands - up-card.
TEST(ProtocolState, TheKittyHoldsWhatWasNotDealtAtEveryPreset) {
  for (const PresetInfo& p : preset_infos()) {
    const bool turned = R(p.name).turns_up_card();  // French euchre turns none
    auto g = deal(R(p.name), 0, {"", "", "", ""}, turned ? "Ah" : "");
    const CompiledRules& cr = g->compiled();
    const json s = protocol::state_for(*g, kSpectator, facts());
    if (turned && s["up_card"].is_null()) continue;
    EXPECT_EQ(s["kitty_face_down"], cr.deck.size() - cr.seats * cr.hand_size - (turned ? 1 : 0)) << p.name;
  }
}

// A table shows each trick whole before the next lead (issue 29: "a trick is
// never seen whole"): every state carries the last whole trick, the same for
// every seat and a spectator, with who led and who won it (the next leader).
TEST(ProtocolState, TheLastWholeTrickIsInEveryStateWithItsLeaderAndWinner) {
  Rng rng(11);
  int whole_tricks = 0;
  std::vector<json> sample;
  for (const PresetInfo& info : preset_infos()) {
    Game g(preset(info.name), rng.next());
    Rng play(rng.next());
    json before = protocol::state_for(g, kSpectator, facts());
    EXPECT_TRUE(before["last_trick"].is_null()) << info.name;
    while (!g.over() && g.deals_played() < 3) {
      const int deal_no = g.deals_played();
      const int trick_no = g.deal().trick_no;
      const json legal = protocol::state_for(g, g.to_act(), facts())["legal"];
      const std::string text = legal[static_cast<std::size_t>(play.below(static_cast<std::uint32_t>(legal.size())))];
      const int seat = g.to_act();
      ASSERT_TRUE(protocol::handle_text(g, seat, json{{"v", 1}, {"type", "act"}, {"table", "t1"}, {"action", text}}.dump()).ok());
      if (g.deals_played() != deal_no || g.awaiting_deal() || g.over()) continue;
      const json after = protocol::state_for(g, kSpectator, facts());
      if (g.deal().trick_no == trick_no + 1) {
        // The trick just completed: the cards on the table before, plus this one.
        json expected = before["trick"];
        expected[static_cast<std::size_t>(seat)] = text;
        ASSERT_FALSE(after["last_trick"].is_null()) << info.name;
        EXPECT_EQ(after["last_trick"]["cards"], expected) << info.name;
        EXPECT_EQ(after["last_trick"]["winner"], after["leader"]) << info.name;
        EXPECT_EQ(after["last_trick"]["winner"], after["to_act"]) << info.name;
        const int leader = after["last_trick"]["leader"];
        EXPECT_EQ(before["trick"][static_cast<std::size_t>(leader)].is_null(), leader == seat) << info.name;
        for (int s = 0; s < g.compiled().seats; ++s)
          EXPECT_EQ(protocol::state_for(g, s, facts())["last_trick"], after["last_trick"]) << info.name;
        if (whole_tricks % 7 == 0) sample.push_back(after);
        ++whole_tricks;
      } else if (g.deal().trick_no == 0) {
        EXPECT_TRUE(after["last_trick"].is_null()) << info.name << ": " << after["last_trick"].dump();
      }
      before = after;
    }
  }
  EXPECT_GT(whole_tricks, 20);
  EXPECT_EQ(invalid_protocol_messages(sample), "");
}

}  // namespace
}  // namespace euchre::test
