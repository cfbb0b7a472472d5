// What a view implies (docs/rules.md, "Information"), as a check any test
// can run on a played game: for a seat and a moment of a deal, other deals
// the seat cannot tell from the real one (its own hand, the up-card and every
// card it has seen stay where they are; every other card is shuffled among
// the places it cannot see) replayed with the same actions must put the same
// question at each step (same phase, same seat) and give the seat the same
// view. Where an action is illegal there, the action itself told the seat
// something (a void shown, a hand declared), and so does the outcome of a
// renege call: that world is ruled out, not a leak.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "core/rng.h"
#include "core/view.h"

namespace euchre::test {

// Every field of a view, as text: two views are the same when these are.
inline std::string describe(const SeatView& v) {
  std::ostringstream o;
  o << v.seat << '|' << v.deal_number << '|' << v.dealer << '|' << phase_name(v.phase) << '|' << v.to_act << '|'
    << v.my_turn << '|' << v.hand.bits() << '|' << v.dealt_hand.bits() << '|' << v.blind << '|' << int{v.up_card}
    << '|' << int{v.own_discard} << '|' << v.trump << '|' << v.bid << '|' << v.high_bidder << '|' << v.maker << '|' << v.loner << '|' << v.lone_defender << '|' << v.turn << '|' << v.jambone << '|' << v.jamboree << '|'
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
  // The kitty as the table shows it, the best cards, the last trick, the series.
  o << "|kitty " << v.kitty_face_down << ' ' << v.up_card_on_kitty << "|best";
  for (Card c : v.best_card) o << ' ' << int{c};
  for (Card c : v.best_discard) o << ' ' << int{c};
  o << "|reneges " << int{v.proven_reneges} << "|last " << v.last_trick_leader << ' ' << v.last_trick_winner;
  for (Card c : v.last_trick) o << ' ' << int{c};
  o << "|series " << v.games_played;
  for (int i = 0; i < 4; ++i) o << ' ' << v.games_won[i] << '/' << v.slams[i] << '/' << v.carried[i];
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
inline CardSet pinned_cards(const DealRecord& rec, CardSet hand_now, int seat, std::size_t moves) {
  CardSet pinned = hand_now;
  if (seat != kSpectator) pinned |= rec.hands[seat];
  if (rec.up_card != kNoCard) pinned.add(rec.up_card);  // none in French euchre
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
inline Deal shuffled_deal(const DealRecord& rec, CardSet pinned, int seats, Rng& rng) {
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

// Whether `seat` (kSpectator: anyone watching) cannot see the card that
// `m` names: another seat's discard, a lone player's buried card, a best
// card passed between two partners (docs/rules.md, "Information").
inline bool hides_its_card_from(const Move& m, int seat) {
  const bool mine = seat != kSpectator && m.seat == seat;
  switch (m.action.kind) {
    case ActionKind::Discard:
    case ActionKind::BestDiscard: return !mine;
    case ActionKind::PassBest: return !mine && !(seat != kSpectator && opposite(m.seat) == seat);
    default: return false;
  }
}

// Replays the first `moves` actions of `rec` on `d`. Returns "" with the
// game at that point, "ruled out" when an action is illegal in this deal,
// or a description of the leak when a question differs. With `vary`, every
// choice whose card `seat` cannot see is made at random among the legal ones
// of its kind (another card buried or passed): the seat cannot tell those
// worlds apart either.
inline std::string replay_same_actions(Game& g, const DealRecord& rec, const Deal& d, std::size_t moves,
                                       Rng* vary = nullptr, int seat = kSpectator) {
  g.begin_deal(rec.dealer, d.hands, rec.up_card, d.kitty);
  for (std::size_t i = 0; i < moves; ++i) {
    Move m = rec.moves[i];
    const DealState& s = g.deal();
    if (vary && s.phase == m.phase && hides_its_card_from(m, seat)) {
      ActionList legal;
      legal_actions(s, legal);
      ActionList same_kind;
      for (const Action& a : legal)
        if (a.kind == m.action.kind) same_kind.push(a);
      if (same_kind.count > 0)
        m.action = same_kind[static_cast<int>(vary->below(static_cast<std::uint32_t>(same_kind.count)))];
    }
    if (s.phase != m.phase || move_seat(s, m.action) != m.seat) {
      // A renege call is judged on the hidden cards: its outcome is news to everyone.
      if (i > 0 && rec.moves[i - 1].action.kind == ActionKind::CallRenege) return "ruled out";
      // A jamboree would have been shown (K ch. 5): that none was is public.
      if (s.end == DealEnd::Jamboree) return "ruled out";
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

// Checks every finished deal of `real`, every seat and a spectator
// (kSpectator, the public view) at a random moment, in
// `worlds` other deals each. Returns "" or what a seat could tell apart;
// `compared` counts the worlds that replayed.
inline std::string views_imply_nothing(const Game& real, Rng& rng, int worlds, int* compared = nullptr) {
  const Rules& rules = real.rules();
  const int seats = real.compiled().seats;
  for (const DealRecord& rec : real.records()) {
    if (!rec.finished) continue;
    for (int seat = kSpectator; seat < seats; ++seat) {  // every seat, and a spectator
      const std::size_t moves = rng.below(static_cast<std::uint32_t>(rec.moves.size() + 1));
      Game here(rules, Game::ManualDeals{});
      const Deal same{rec.hands, rec.kitty};
      if (std::string r = replay_same_actions(here, rec, same, moves); !r.empty()) return "the real deal: " + r;
      const SeatView seen = make_view(here, seat);
      const std::string want = describe(seen);
      const CardSet hand_now = seat == kSpectator ? CardSet() : here.deal().hand[seat];
      CardSet pinned = pinned_cards(rec, hand_now, seat, moves);
      for (CardSet shown : seen.shown) pinned |= shown;  // hands the rules exposed
      for (int world = 0; world < worlds; ++world) {
        Game there(rules, Game::ManualDeals{});
        const Deal d = shuffled_deal(rec, pinned, seats, rng);
        const std::string r = replay_same_actions(there, rec, d, moves, world % 2 ? &rng : nullptr, seat);
        if (r == "ruled out") continue;
        std::ostringstream where;
        where << "deal " << rec.number + 1 << ", seat " << seat << " after " << moves << " moves: ";
        if (!r.empty()) return where.str() + "can tell the deals apart: " + r;
        const bool judged = moves > 0 && rec.moves[moves - 1].action.kind == ActionKind::CallRenege;
        if (judged && there.deal().end != here.deal().end) continue;  // the call's outcome differs: news
        // Whether a jamboree was shown is public (K ch. 5): a world that differs is ruled out.
        if ((there.deal().end == DealEnd::Jamboree) != (here.deal().end == DealEnd::Jamboree)) continue;
        const SeatView there_view = make_view(there, seat);
        // A hand the rules expose (a claim, a proven renege) shows what its
        // holder kept, and so which card he buried: another burial is ruled out.
        if (world % 2 && there_view.shown != seen.shown) continue;
        if (describe(there_view) != want) return where.str() + "the view differs";
        if (compared) ++*compared;
      }
    }
  }
  return {};
}

}  // namespace euchre::test
