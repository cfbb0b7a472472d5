// Client messages: a table of malformed and refused messages with the error
// each must get, and the checks that a refusal leaves the game unchanged.
#include <gtest/gtest.h>

#include "core/rng.h"
#include "protocol/act.h"
#include "protocol/parse.h"
#include "protocol_schema_check.h"
#include "test_util.h"

namespace euchre::test {
namespace {

using protocol::json;

struct Bad {
  std::string raw;
  int seat_offset;  // the sender: the seat to act plus this
  std::string code;
  std::string word;  // a word the message must contain
};

std::string act_msg(std::string_view action) {
  return R"({"v":1,"type":"act","table":"t1","action":")" + std::string(action) + "\"}";
}

std::vector<Bad> bad_messages() {
  return {
      {"", 0, "malformed", "JSON"},
      {"hello", 0, "malformed", "JSON"},
      {R"({"v":1,"type":"act")", 0, "malformed", "JSON"},
      {"[1,2]", 0, "malformed", "object"},
      {"42", 0, "malformed", "object"},
      {"null", 0, "malformed", "object"},
      {R"({"type":"act","table":"t1","action":"p"})", 0, "malformed", "\"v\""},
      {R"({"v":"1","type":"act","table":"t1","action":"p"})", 0, "malformed", "integer"},
      {R"({"v":1.0,"type":"act","table":"t1","action":"p"})", 0, "malformed", "integer"},
      {R"({"v":2,"type":"act","table":"t1","action":"p"})", 0, "version", "version"},
      {R"({"v":0,"type":"act","table":"t1","action":"p"})", 0, "version", "version"},
      {R"({"v":2,"type":"bogus"})", 0, "version", "version"},
      {R"({"v":1})", 0, "malformed", "\"type\""},
      {R"({"v":1,"type":5,"table":"t1"})", 0, "malformed", "string"},
      {R"({"v":1,"type":"hello","table":"t1"})", 0, "unknown_type", "hello"},
      {R"({"v":1,"type":"state","table":"t1"})", 0, "unknown_type", "state"},
      {R"({"v":1,"type":"error","table":"t1"})", 0, "unknown_type", "error"},
      {R"({"v":1,"type":"act","action":"p"})", 0, "malformed", "\"table\""},
      {R"({"v":1,"type":"act","table":7,"action":"p"})", 0, "malformed", "\"table\""},
      {R"({"v":1,"type":"claim"})", 0, "malformed", "\"table\""},
      {R"({"v":1,"type":"act","table":"t1"})", 0, "malformed", "\"action\""},
      {R"({"v":1,"type":"act","table":"t1","action":null})", 0, "malformed", "\"action\""},
      {R"({"v":1,"type":"act","table":"t1","action":["p"]})", 0, "malformed", "string"},
      {act_msg(std::string(protocol::kMaxMessageBytes, 'x')), 0, "too_large", "limit"},
      {std::string(protocol::kMaxMessageBytes + 1, ' '), 0, "too_large", "limit"},
      {act_msg("Jh"), 0, "illegal", "names no action"},
      {act_msg("discard 9c"), 0, "illegal", "names no action"},
      {act_msg("dance"), 0, "illegal", "bidding round 1"},
      {act_msg("p"), 1, "not_your_turn", "seat"},
      {act_msg("Order"), 2, "not_your_turn", "to act"},
      {R"({"v":1,"type":"claim","table":"t1"})", 0, "illegal", "claim"},
  };
}

TEST(ProtocolAct, EveryBadMessageGetsItsErrorAndChangesNothing) {
  Game g(preset("standard"), 11);
  ASSERT_EQ(g.deal().phase, Phase::Bid1);
  const auto table = bad_messages();
  ASSERT_GE(table.size(), 20u);
  std::vector<json> errors;
  for (const Bad& b : table) {
    const auto moves = g.records().back().moves.size();
    const int seat = (g.to_act() + b.seat_offset) % 4;
    const protocol::Reply r = protocol::handle_text(g, seat, b.raw);
    const std::string shown = b.raw.substr(0, 80);
    ASSERT_FALSE(r.ok()) << shown;
    const json e = protocol::error_message(*r.error);
    EXPECT_EQ(e["code"], b.code) << shown << " -> " << r.error->message;
    EXPECT_NE(r.error->message.find(b.word), std::string::npos) << shown << " -> " << r.error->message;
    EXPECT_EQ(g.records().back().moves.size(), moves) << shown;
    errors.push_back(e);
  }
  EXPECT_EQ(invalid_protocol_messages(errors), "");
  // The checker itself: an unknown code is caught.
  EXPECT_NE(invalid_protocol_messages({json{{"v", 1}, {"type", "error"}, {"code", "nope"}, {"message", "x"}}}), "");
}

TEST(ProtocolAct, TheLimitIsOnTheRawTextAndAMessageAtItIsRead) {
  Game g(preset("standard"), 11);
  std::string raw = act_msg("Pass");
  raw += std::string(protocol::kMaxMessageBytes - raw.size(), ' ');
  ASSERT_EQ(raw.size(), protocol::kMaxMessageBytes);
  const protocol::Reply r = protocol::handle_text(g, g.to_act(), raw);
  ASSERT_TRUE(r.ok()) << r.error->message;
  EXPECT_EQ(r.applied, "Pass");
}

// An illegal card is refused with the core's own explanation, word for word,
// in every preset's play (where following suit makes most cards illegal).
TEST(ProtocolAct, AnIllegalPlayCarriesExplainIllegal) {
  Rng rng(3);
  int refused = 0;
  for (const PresetInfo& info : preset_infos()) {
    Game g(preset(info.name), rng.next());
    Rng play(rng.next());
    while (!g.over() && g.deals_played() < 4) {
      const DealState& s = g.deal();
      if (s.phase == Phase::Play) {
        const CardSet illegal = s.hand[s.to_act] - s.legal_cards();
        if (!illegal.empty()) {
          const Card c = illegal.lowest();
          const auto moves = g.records().back().moves.size();
          const protocol::Reply r = protocol::handle_text(g, g.to_act(), act_msg(card_text(c)));
          ASSERT_FALSE(r.ok());
          EXPECT_EQ(protocol::code_name(r.error->code), "illegal");
          EXPECT_EQ(r.error->message, explain_illegal(s, Action::play(c)));
          EXPECT_EQ(g.records().back().moves.size(), moves);
          ++refused;
        }
      }
      ActionList l;
      g.legal(l);
      g.apply(l[static_cast<int>(play.below(static_cast<std::uint32_t>(l.size())))]);
    }
  }
  EXPECT_GT(refused, 20);
}

TEST(ProtocolAct, ASoundClaimIsApplied) {
  // Seat 1 holds every trump left with the lead: its claim is sound.
  auto g = deal(R("standard", {"claims=true"}), 0, {"", "Jh Jd Ah Kh Qh", "", ""}, "9h");
  act(*g, "Order");
  act(*g, "discard " + card_text(g->deal().hand[0].lowest()));
  while (g->deal().phase != Phase::Play) act(*g, "Pass");
  ASSERT_EQ(g->to_act(), 1);
  const protocol::Reply r = protocol::handle_text(*g, 1, R"({"v":1,"type":"claim","table":"t1"})");
  ASSERT_TRUE(r.ok()) << r.error->message;
  EXPECT_EQ(r.applied, "claim");
  EXPECT_EQ(invalid_protocol_messages({json::parse(R"({"v":1,"type":"claim","table":"t1"})")}), "");
}

}  // namespace
}  // namespace euchre::test
