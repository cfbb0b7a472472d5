// The client's reading of "state" (protocol/view_from_state.h) over random
// games of every preset and of the rules that reach the rarer phases: the
// view read back from a seat's (or a spectator's) message writes the same
// message again, and the fields the message leaves out are recomputed as
// make_view computes them. Broken messages are refused naming the field.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/rng.h"
#include "protocol/state.h"
#include "protocol/table_rules.h"
#include "protocol/view_from_state.h"
#include "test_util.h"

namespace euchre::test {
namespace {

using protocol::json;

#ifdef EUCHRE_SANITIZED
constexpr int kViewGames = 1;
#else
constexpr int kViewGames = 3;
#endif

protocol::TableFacts view_facts() { return {"t1", {"Ann", "Bob", "Cy", "Di"}, {false, true, true, true}, 17, std::nullopt, std::nullopt, std::nullopt}; }

// Every preset, and presets with the options whose phases the presets do not
// reach (farmer, throw-ins, show, Robson, the renege window, Benny named blind).
std::vector<std::pair<std::string, Rules>> rule_sets() {
  std::vector<std::pair<std::string, Rules>> out;
  for (const PresetInfo& info : preset_infos()) out.emplace_back(std::string(info.name), preset(info.name));
  out.emplace_back("farmer+redeal", R("standard", {"farmers_hand=three_low", "redeal_hand=nines_tens"}));
  out.emplace_back("show+robson", R("keller", {"no_ace_no_face_no_trump=true", "robson=true"}));
  out.emplace_back("callable", R("standard", {"renege=callable", "lone_defender=true"}));
  out.emplace_back("benny blind", R("british", {"benny_up=dealer_names_blind"}));
  out.emplace_back("no trump", R("standard", {"no_trump=true", "all_pass=stick_the_dealer"}));
  return out;
}

// The recomputed fields against make_view's own (a farmer's dealt hand is
// the one documented gap).
void expect_same_hidden_fields(const SeatView& want, const SeatView& got, const std::string& where) {
  EXPECT_EQ(got.led_suit, want.led_suit) << where;
  EXPECT_EQ(got.winning_seat, want.winning_seat) << where;
  EXPECT_EQ(got.failed_to_follow, want.failed_to_follow) << where;
  EXPECT_EQ(got.proven_reneges, want.proven_reneges) << where;
  EXPECT_EQ(got.following, want.following) << where;
  bool farmer = false;
  for (const Move& m : want.moves) farmer |= m.action.kind == ActionKind::FarmerGive && m.seat == want.seat;
  if (!farmer) {
    EXPECT_EQ(got.dealt_hand, want.dealt_hand) << where;
  }
}

TEST(ProtocolView, ReadingAStateBackWritesTheSameStateForEverySeatAndTheSpectator) {
  Rng rng(11);
  int checked = 0, in_trick = 0, mine = 0, discards_hidden = 0;
  for (const auto& [name, rules] : rule_sets()) {
    for (int game = 0; game < kViewGames; ++game) {
      Game g(rules, rng.next());
      Rng play(rng.next());
      const int seats = g.compiled().seats;
      for (int step = 0; !g.over() && g.deals_played() < 8; ++step) {
        for (int seat = kSpectator; seat < seats; ++seat) {
          const SeatView want = seat == kSpectator ? make_public_view(g) : make_view(g, seat);
          const json message = protocol::state_message(want, view_facts());
          const std::string where = name + " step " + std::to_string(step) + " seat " + std::to_string(seat);
          SeatView got;
          try {
            got = protocol::view_from_state(message, rules);
          } catch (const std::exception& e) {
            FAIL() << where << ": " << e.what() << "\n" << message.dump();
          }
          ASSERT_EQ(protocol::state_message(got, view_facts()), message) << where;
          expect_same_hidden_fields(want, got, where);
          ++checked;
          in_trick += want.winning_seat != kNobody;
          mine += want.my_turn;
          for (const Move& m : got.moves) discards_hidden += m.action.kind == ActionKind::Discard && m.action.arg == kNoCard;
        }
        // A claim now and then (never listed: adjudicated), else a random legal action.
        const Action claim = Action::simple(ActionKind::Claim);
        if (step % 7 == 0 && is_legal(g.deal(), claim)) {
          g.apply(claim);
          continue;
        }
        const SeatView v = make_view(g, g.to_act());
        g.apply(v.legal[static_cast<int>(play.below(static_cast<std::uint32_t>(v.legal.size())))]);
      }
    }
  }
  EXPECT_GT(checked, 3000);
  EXPECT_GT(in_trick, 500);
  EXPECT_GT(mine, 500);
  EXPECT_GT(discards_hidden, 10);
}

TEST(ProtocolView, TheStateOfAGameNotYetDealtAndOfAFinishedOneReadBack) {
  Game fresh(preset("standard"), Game::ManualDeals{});
  const json before = protocol::state_message(make_view(fresh, 0), view_facts());
  EXPECT_EQ(protocol::state_message(protocol::view_from_state(before, fresh.rules()), view_facts()), before);
  Game g(R("standard", {"target=1"}), 5);
  Rng play(5);
  while (!g.over()) {
    const SeatView v = make_view(g, g.to_act());
    g.apply(v.legal[static_cast<int>(play.below(static_cast<std::uint32_t>(v.legal.size())))]);
  }
  const json over = protocol::state_message(make_view(g, 2), view_facts());
  EXPECT_TRUE(over["to_act"].is_null());
  EXPECT_EQ(protocol::state_message(protocol::view_from_state(over, g.rules()), view_facts()), over);
}

// A message whose field is missing, of the wrong type or out of range is
// refused with std::invalid_argument naming that field.
TEST(ProtocolView, ABrokenMessageIsRefusedNamingTheField) {
  auto g = deal(R("standard"), 3, {"9h Th Jh Qh Kh", "", "", ""}, "Ah");
  acts(*g, {"Pass", "Pass", "Pass", "Order"});
  const json good = protocol::state_for(*g, 3, view_facts());
  const auto refused = [&](const std::string& field, const json& value) {
    json m = good;
    if (value.is_discarded()) m.erase(field);
    else m[field] = value;
    try {
      protocol::view_from_state(m, g->rules());
    } catch (const std::invalid_argument& e) {
      return std::string(e.what()).find("\"" + field) != std::string::npos ? std::string() : std::string(e.what());
    }
    return std::string("accepted");
  };
  const json missing(json::value_t::discarded);
  for (const char* f : {"hand", "phase", "legal", "moves", "trump", "score", "to_act", "my_turn", "trick"})
    EXPECT_EQ(refused(f, missing), "") << f;
  EXPECT_EQ(refused("hand", json::array({"Zz"})).find("accepted"), std::string::npos);
  EXPECT_EQ(refused("phase", "bidding round 3"), "");
  EXPECT_EQ(refused("dealer", 4), "");
  EXPECT_EQ(refused("trump", "x"), "");
  EXPECT_EQ(refused("legal", json::array({"Order"})), "");  // not an action of the discard phase
  EXPECT_EQ(refused("tricks", json::array({0, 0, 0})), "");
  EXPECT_EQ(refused("score", json::array({0, 0, 0})), "");
  EXPECT_EQ(refused("up_card", 12), "");
  json bad_move = good;
  bad_move["moves"][0]["phase"] = "play";
  EXPECT_THROW(protocol::view_from_state(bad_move, g->rules()), std::invalid_argument);
  EXPECT_THROW(protocol::view_from_state(json::array(), g->rules()), std::invalid_argument);
}

TEST(ProtocolView, TheTableMessagesPresetAndOptionsGiveItsRules) {
  const json table = {{"preset", "keller"}, {"options", {{"target", 7}, {"all_pass", "stick_the_dealer"}, {"claims", false}}}};
  Rules want = preset("keller");
  apply_override(want, "target=7");
  apply_override(want, "all_pass=stick_the_dealer");
  apply_override(want, "claims=false");
  EXPECT_EQ(protocol::rules_from_table(table), want);
  EXPECT_EQ(protocol::rules_from_table({{"preset", "standard"}, {"options", json::object()}}), preset("standard"));
  EXPECT_THROW(protocol::rules_from_table({{"preset", "nope"}}), std::invalid_argument);
  EXPECT_THROW(protocol::rules_from_table({{"preset", "standard"}, {"options", {{"target", 1.5}}}}), std::invalid_argument);
  EXPECT_THROW(protocol::rules_from_table({{"options", json::object()}}), std::invalid_argument);
}

}  // namespace
}  // namespace euchre::test
