// What a view implies (docs/rules.md, "Information").
//
// Checking the cards a view holds is not enough: who is asked what, in which
// order, and what is recorded of the answers can tell a seat about hands it
// may not see (an offer put only to qualifying hands did). So: for a seat
// and a moment of a deal, build other deals that the seat cannot tell from
// the real one (its own hand, the up-card and every card it has seen stay
// where they are; every other card is shuffled among the places it cannot
// see) and replay the same actions. Where the actions are all legal there,
// the question put at each step must be the same (same phase, same seat) and
// the seat's view at the end must be identical. Where an action is illegal
// there, the action itself told the seat something (a void shown, a hand
// declared), and so does the outcome of a renege call: that world is ruled
// out, not a leak.
#include <gtest/gtest.h>

#include <sstream>

#include "core/rng.h"
#include "test_util.h"

namespace euchre::test {
namespace {

#ifdef EUCHRE_SANITIZED
constexpr int kGames = 2;
#else
constexpr int kGames = 8;
#endif

// Every field of a view, as text: two views are the same when these are.
std::string describe(const SeatView& v) {
  std::ostringstream o;
  o << v.seat << '|' << v.deal_number << '|' << v.dealer << '|' << phase_name(v.phase) << '|' << v.to_act << '|'
    << v.my_turn << '|' << v.hand.bits() << '|' << v.dealt_hand.bits() << '|' << v.blind << '|' << int{v.up_card}
    << '|' << int{v.own_discard} << '|' << v.trump << '|' << v.maker << '|' << v.loner << '|' << v.lone_defender << '|'
    << int{v.active} << '|' << v.called_ace << '|' << v.ace_partner << '|' << v.led_suit << '|' << v.winning_seat
    << '|' << v.leader << '|' << v.trick_no << '|' << v.played.bits() << '|' << v.following.bits() << "|trick";
  for (Card c : v.trick) o << ' ' << int{c};
  o << "|tricks";
  for (int t : v.tricks) o << ' ' << t;
  o << "|failed";
  for (auto f : v.failed_to_follow) o << ' ' << int{f};
  o << "|shown";
  for (CardSet s : v.shown) o << ' ' << s.bits();
  o << "|score";
  for (int s : v.score) o << ' ' << s;
  o << "|moves";
  for (const Move& m : v.moves)
    o << ' ' << int{m.seat} << ':' << action_text(m.action) << '@' << phase_name(m.phase);
  o << "|legal";
  for (const Action& a : v.legal) o << ' ' << action_text(a);
  return o.str();
}

// Cards of the deal `seat` has seen (or that a replay must find where they
// were): its own hand as dealt and as it is now (a farmer's new cards), the
// up-card, and every card an action names.
CardSet pinned_cards(const DealRecord& rec, CardSet hand_now, int seat, std::size_t moves) {
  CardSet pinned = rec.hands[seat] | hand_now;
  pinned.add(rec.up_card);
  for (std::size_t i = 0; i < moves; ++i) {
    const Action a = rec.moves[i].action;
    if (a.kind == ActionKind::Play || a.kind == ActionKind::Discard || a.kind == ActionKind::FarmerGive)
      pinned.add(a.arg);
  }
  return pinned;
}

struct Deal {
  std::array<CardSet, 4> hands;
  std::vector<Card> kitty;
};

// The real deal with every card `seat` cannot place shuffled among the
// places it cannot see (other hands and the kitty, kitty order included).
Deal shuffled_deal(const DealRecord& rec, CardSet pinned, int seats, Rng& rng) {
  std::vector<Card> loose;
  for (int p = 0; p < seats; ++p)
    for (Card c : rec.hands[p] - pinned) loose.push_back(c);
  for (Card c : rec.kitty)
    if (!pinned.contains(c)) loose.push_back(c);
  rng.shuffle(loose.data(), static_cast<int>(loose.size()));
  std::size_t next = 0;
  Deal d;
  for (int p = 0; p < seats; ++p) {
    d.hands[p] = rec.hands[p] & pinned;
    for (int k = (rec.hands[p] - pinned).size(); k > 0; --k) d.hands[p].add(loose[next++]);
  }
  for (Card c : rec.kitty) d.kitty.push_back(pinned.contains(c) ? c : loose[next++]);
  return d;
}

// Replays the first `moves` actions of `rec` on `d`. Returns "" with the
// game at that point, "ruled out" when an action is illegal in this deal,
// or a description of the leak when a question differs.
std::string replay(Game& g, const DealRecord& rec, const Deal& d, std::size_t moves) {
  g.begin_deal(rec.dealer, d.hands, rec.up_card, d.kitty);
  for (std::size_t i = 0; i < moves; ++i) {
    const Move& m = rec.moves[i];
    const DealState& s = g.deal();
    if (s.phase != m.phase || s.to_act != m.seat) {
      // A renege call is judged on the hidden cards: its outcome is news to everyone.
      if (i > 0 && rec.moves[i - 1].action.kind == ActionKind::CallRenege) return "ruled out";
      std::ostringstream o;
      o << "move " << i << ": the real deal asked seat " << int{m.seat} << " (" << phase_name(m.phase)
        << "), this one asks seat " << int{s.to_act} << " (" << phase_name(s.phase) << ")";
      return o.str();
    }
    if (!is_legal(s, m.action)) return "ruled out";
    g.apply(m.action);
  }
  return {};
}

std::vector<Rules> configs() {
  std::vector<Rules> out;
  for (const PresetInfo& p : preset_infos()) out.push_back(preset(p.name));
  for (const char* o : {"farmers_hand=three_low", "redeal_hand=nines_tens", "redeal_hand=ace_no_face",
                        "no_ace_no_face_no_trump=true", "robson=true", "renege=callable", "trump_requirement=all",
                        "lone_defender=true"})
    out.push_back(R("standard", {o}));
  out.push_back(R("british", {"farmers_hand=three_low", "robson=true", "no_ace_no_face_no_trump=true"}));
  out.push_back(R("call-ace", {"farmers_hand=three_low", "redeal_hand=ace_no_face"}));
  out.push_back(R("three-handed", {"redeal_hand=nines_tens", "no_ace_no_face_no_trump=true"}));
  return out;
}

TEST(Information, WhatAViewImpliesDependsOnlyOnWhatTheSeatMaySee) {
  Rng rng(2026);
  int compared = 0;
  for (const Rules& rules : configs()) {
    for (int game = 0; game < kGames; ++game) {
      Game real(rules, rng.next());
      Rng play(rng.next());
      while (!real.over() && real.deals_played() < 12) {
        ActionList l;
        real.legal(l);
        real.apply(l[static_cast<int>(play.below(static_cast<std::uint32_t>(l.size())))]);
      }
      const int seats = real.compiled().seats;
      for (const DealRecord& rec : real.records()) {
        if (!rec.finished) continue;
        for (int seat = 0; seat < seats; ++seat) {
          const std::size_t moves = play.below(static_cast<std::uint32_t>(rec.moves.size() + 1));
          Game here(rules, Game::ManualDeals{});
          Deal same{rec.hands, rec.kitty};
          ASSERT_EQ(replay(here, rec, same, moves), "");
          const SeatView seen = make_view(here, seat);
          const std::string want = describe(seen);
          CardSet pinned = pinned_cards(rec, here.deal().hand[seat], seat, moves);
          for (CardSet shown : seen.shown) pinned |= shown;  // hands the rules exposed
          for (int world = 0; world < 3; ++world) {
            Game there(rules, Game::ManualDeals{});
            const Deal d = shuffled_deal(rec, pinned, seats, play);
            const std::string r = replay(there, rec, d, moves);
            if (r == "ruled out") continue;
            ASSERT_EQ(r, "") << get_option(rules, "mode") << ", seat " << seat << " can tell the deals apart";
            const bool judged = moves > 0 && rec.moves[moves - 1].action.kind == ActionKind::CallRenege;
            if (judged && there.deal().end != here.deal().end) continue;  // the call's outcome differs: news
            ASSERT_EQ(describe(make_view(there, seat)), want)
                << "seat " << seat << " after " << moves << " moves sees a difference";
            ++compared;
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 500);
}

}  // namespace
}  // namespace euchre::test
