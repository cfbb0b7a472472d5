#include "bots/expert_v2/auction_rollout.h"

#include <algorithm>
#include <cmath>

#include "bots/expert_v2/basic_bot.h"
#include "bots/expert_v2/jambone_play.h"

namespace euchre::expert_v2 {

int lone_margin(const MatchEquity& equity, const std::array<int, 4>& score, int scorer) {
  auto gain_ratio = [&](const std::array<int, 4>& base) {
    auto after = [&](int points) {
      std::array<int, 4> t = base;
      t[static_cast<std::size_t>(scorer)] += points;
      return equity.value(t, scorer);
    };
    const double march = after(2) - after(1), loner = after(4) - after(1);
    return march > 1e-12 ? loner / march : (loner > 1e-12 ? 1e9 : 1.0);
  };
  const double now = gain_ratio(score), usual = gain_ratio(std::array<int, 4>{});
  if (now < 1.05) return 1000;  // a loner's march adds nothing
  if (now <= usual) return kLoneMargin;
  return kLoneMargin - std::min(2, static_cast<int>(std::lround(std::log2(now / usual))));
}

bool expert_lone_margin_covers(const Rules& r) {
  return r.partnerships() && r.seats() == 4 && r.hand_size() == 5 && r.deck == 24 && r.joker == JokerKind::None &&
         r.lone_by == LoneBy::Maker && r.partner_order_up == PartnerOrderUp::Normal;
}

namespace {

// The lone margin of the seat to act in `s`: the score's, moved by how far
// the expert's own loners from that round and seat lie from kLoneMargin.
int seat_lone_margin(const DealState& s, const RolloutScore& score) {
  const CompiledRules& cr = *s.rules;
  const int by_score = score.lone_margin[static_cast<std::size_t>(scorer_of(cr.rules.mode, s.to_act))];
  if (!expert_lone_margin_covers(cr.rules)) return by_score;
  const auto round = static_cast<std::size_t>(s.phase == Phase::Bid1 ? 0 : 1);
  const auto from_dealer = static_cast<std::size_t>((s.to_act - s.dealer + 4) % 4);
  return by_score + kExpertLoneMargin[round][from_dealer] - kLoneMargin;
}

}  // namespace

Action rollout_action(const DealState& s, const RolloutScore& score) {
  const std::uint8_t own_side = score.own_side;
  ActionList legal;
  legal_actions(s, legal);
  const CompiledRules& cr = *s.rules;
  const int p = s.to_act;
  const CardSet hand = s.hand[p];
  const bool has_pass = legal.contains(Action::pass());
  switch (s.phase) {
    case Phase::Bid1: {
      const int trump = static_cast<int>(natural_suit(s.up_card));
      const bool dealer_side = p == s.dealer || p == fixed_partner(cr.rules.mode, s.dealer);
      const int points = BasicBot::order_points(cr, hand, s.up_card, dealer_side ? 1 : -1);
      const CardSet after = p == s.dealer ? hand | CardSet::of(s.up_card) : hand;
      const int threshold = BasicBot::call_threshold(cr.hand_size, dealer_side);
      if (points >= threshold && (after & cr.trump[trump].trumps).size() >= 2) {
        // Very strong hands go alone, as the point-count player's do (13+ in
        // five cards): without loners in the rollouts a bot would never see
        // the reason to order up at the bridge (A: "ensure that an opponent
        // cannot decide to play alone").
        const int margin = seat_lone_margin(s, score);
        if (legal.contains(Action::order(true)) && points >= threshold + margin) return Action::order(true);
        if (legal.contains(Action::order(false))) return Action::order(false);
        if (legal.contains(Action::order(true)) && points >= threshold + 3) return Action::order(true);
      }
      break;
    }
    case Phase::Bid2: {
      int best = -1, best_points = -1000;
      for (const Action& a : legal) {
        if (a.kind != ActionKind::Call || a.alone() || a.called_trump() == kNoTrump) continue;
        const int points = BasicBot::hand_points(cr, hand, a.called_trump());
        if (points > best_points) best = a.called_trump(), best_points = points;
      }
      const int margin = seat_lone_margin(s, score);
      const int threshold = BasicBot::call_threshold(cr.hand_size, p == s.eldest());
      if (best >= 0 && best_points >= threshold + margin && legal.contains(Action::call(best, true)))
        return Action::call(best, true);
      const int boldness = (own_side & seat_bit(p)) ? kOwnSideRound2Boldness : 0;
      if (best >= 0 && (!has_pass || best_points >= threshold - boldness)) return Action::call(best, false);
      if (!has_pass) return legal[0];
      break;
    }
    case Phase::BestCall: return Action::simple(ActionKind::CallBest);  // a loner always takes his partner's best
    case Phase::BestPass: return Action::with(ActionKind::PassBest, BasicBot::best_to_pass(cr, hand, s.trump));
    case Phase::Discard:
    case Phase::BestDiscard: {
      // The lowest card of the shortest side suit (to void it); trump last.
      const TrumpTable& t = s.table();
      Card pick = kNoCard;
      int pick_len = 99, pick_rank = 99;
      for (Card c : hand) {
        const bool trump = t.trumps.contains(c);
        const int len = trump ? 50 : (hand & t.suit_cards[t.suit_of[c]]).size();
        const int rank = trump ? t.trick_key[t.suit_of[c]][c] : static_cast<int>(rank_of(c));
        const bool ace = !trump && is_ace(c);
        const int key_len = ace ? 40 : len;
        if (key_len < pick_len || (key_len == pick_len && rank < pick_rank)) pick = c, pick_len = key_len, pick_rank = rank;
      }
      return s.phase == Phase::Discard ? Action::discard(pick) : Action::with(ActionKind::BestDiscard, pick);
    }
    case Phase::CallAce: {
      const Action call = Action::with(ActionKind::CallAce, BasicBot::ace_to_call(cr, hand, s.trump));
      return legal.contains(call) ? call : legal[0];
    }
    case Phase::FarmerGive: return BasicBot::card_to_give(legal, s.up_card);  // the point-count farmer's rule
    case Phase::BennyName: {
      int best = 0, best_points = -1000;
      for (int t = 0; t < kSuits; ++t) {
        const int points = BasicBot::hand_points(cr, hand, t);
        if (points > best_points) best = t, best_points = points;
      }
      return Action::with(ActionKind::NameBlind, best);
    }
    // French euchre: the point-count player's bid of tricks and naming.
    case Phase::Auction: return BasicBot::auction_bid(cr, hand, p, s.bid, s.high_bidder, legal);
    case Phase::NameTrump: return BasicBot::name_trump(cr, hand, legal);
    case Phase::JamboneOffer: {  // the point-count player's rule: a sure march only
      const CardSet out = p == s.dealer && s.discard != kNoCard ? CardSet::of(s.discard) : CardSet();
      return Action::simple(jambone_is_sure(cr, hand, s.trump, out) ? ActionKind::Jambone : ActionKind::NoJambone);
    }
    // Offers the rollout declines (a throw-in, a farmer's hand, a late lone
    // hand, a lone defence, a show, a renege call, the Robson choice: add),
    // and the play, which the rollout never reaches (the solver plays it).
    case Phase::RedealOffer: case Phase::FarmerOffer: case Phase::BlindLonerOffer: case Phase::LoneOffer:
    case Phase::DefendOffer:
    case Phase::ShowOffer: case Phase::Play: case Phase::RenegeWindow: case Phase::RobsonChoice: case Phase::Over:
      break;
  }
  return has_pass ? Action::pass() : legal[0];
}

}  // namespace euchre::expert_v2
