// Why an action is illegal, in words: the one explanation every edge shows
// (the record reader, the terminal game, the server). It decides nothing:
// is_legal decides, and only for an action it refuses does this name the
// rule, asking the state machine's predicates where they exist. The result
// is empty exactly when is_legal says yes (tested over random play).
#include <string>

#include "core/deal.h"
#include "core/notation.h"

namespace euchre {
namespace {

const Rules& opts(const DealState& s) { return s.rules->rules; }

std::string option(const DealState& s, std::string_view name) {
  return std::string(name) + "=" + get_option(opts(s), name);
}

std::string suit_text(int suit) { return std::string(suit_name(suit)); }

// What the seat to act is being asked, for an action of the wrong kind.
std::string asked(const DealState& s) {
  ActionList legal;
  legal_actions(s, legal);
  std::string out = "now is the " + std::string(phase_traits(s.phase).name) + " (";
  for (int i = 0; i < legal.size(); ++i) out += (i ? ", " : "") + action_text(legal[i]);
  return out + ")";
}

std::string wrong_kind(const DealState& s, Action a) { return "'" + action_text(a) + "' is not possible: " + asked(s); }

std::string not_held(Card c) { return card_text(c) + " is not in the hand"; }

// An offer: Pass or its yes; `why_not` says why this seat's yes is refused.
std::string explain_offer(const DealState& s, Action a, const std::string& why_not) {
  if (a.kind != ActionKind::Pass && a.kind != phase_traits(s.phase).accept) return wrong_kind(s, a);
  if (a.arg != 0) return "'" + action_text(a) + "' takes no argument";
  return why_not;
}

std::string redeal_refused(const DealState& s) {
  return option(s, "redeal_hand") + ": only a hand of " +
         (opts(s).redeal_hand == RedealHand::NinesTens ? "nothing but 9s and 10s" : "no jack, queen or king") +
         " may be thrown in";
}

std::string explain_alone(const DealState& s) { return option(s, "lone_maker") + ": nobody may go alone"; }

std::string explain_requirement(const DealState& s, int trump) {
  return option(s, "trump_requirement") + ": may not make " + suit_text(trump) +
         " trump when the only card of it held is one jack";
}

std::string explain_bid1(const DealState& s, Action a) {
  if (a.kind == ActionKind::Call) return "round 1 offers only the up-card's suit: order it up or pass";
  if (a.kind != ActionKind::Pass && a.kind != ActionKind::Order) return wrong_kind(s, a);
  if (a.arg > (a.kind == ActionKind::Order ? 1 : 0)) return "'" + action_text(a) + "' is malformed";
  const int up = static_cast<int>(natural_suit(s.up_card));
  if (detail::requirement_forbids(s, s.to_act, up, 1)) return explain_requirement(s, up);
  if (a.alone()) return explain_alone(s);
  return option(s, "partner_order_up") + ": the dealer's partner may accept the up-card only by going alone";
}

std::string explain_bid2(const DealState& s, Action a) {
  if (a.kind == ActionKind::Order) return "round 1 is over: name another suit or pass";
  if (a.kind == ActionKind::Pass)
    return a.arg ? "'Pass' takes no argument" : option(s, "all_pass") + ": the dealer must name trump in round 2";
  if (a.kind != ActionKind::Call) return wrong_kind(s, a);
  const int t = a.called_trump();
  if (t > kNoTrump || a.arg > (8 | kNoTrump)) return "'" + action_text(a) + "' is malformed";
  if (t == kNoTrump && !opts(s).no_trump) return option(s, "no_trump") + ": no trump may not be named";
  if (t == static_cast<int>(natural_suit(s.up_card)))
    return "the turned-down suit (" + suit_text(t) + ") may not be named in round 2";
  if (a.alone() && !opts(s).lone_maker) return explain_alone(s);
  return explain_requirement(s, t);
}

std::string explain_auction(const DealState& s, Action a) {
  if (a.kind == ActionKind::Pass)
    return a.arg ? "'Pass' takes no argument" : option(s, "all_pass") + ": the dealer must bid when the others passed";
  if (a.kind != ActionKind::Bid) return wrong_kind(s, a);
  if (a.arg < 1 || a.arg > s.rules->hand_size)
    return "a bid is a number of tricks from 1 to " + std::to_string(s.rules->hand_size);
  return "a bid must be higher than the bid before (" + std::to_string(s.bid) + ")";
}

std::string explain_name_trump(const DealState& s, Action a) {
  if (a.kind != ActionKind::Call) return wrong_kind(s, a);
  const int t = a.called_trump();
  if (t > kNoTrump || a.arg > kNoTrump) return "'" + action_text(a) + "' is malformed (no lone hands at bidding=auction)";
  if (t == kNoTrump) return option(s, "no_trump") + ": no trump may not be named";
  return explain_requirement(s, t);
}

std::string explain_card(const DealState& s, Card c) {
  if (c >= kCardCodes || !s.rules->deck.contains(c)) return "'" + card_text(c) + "' is not a card of this deck";
  if (!s.hand[s.turn].contains(c))
    return s.turn != s.to_act ? card_text(c) + " is not in the lone player's hand (jambone: the caller plays it)"
                              : not_held(c);
  return "must follow " + suit_text(s.table().suit_of[s.lead_card]);
}

std::string explain_renege_call(const DealState& s) {
  if (opts(s).renege != Renege::Callable) return option(s, "renege") + ": following suit is enforced, no renege to call";
  if (s.renege_calls & seat_bit(s.to_act)) return "this seat has already called a renege this deal";
  return "no card has been played yet";
}

std::string explain_play(const DealState& s, Action a) {
  if (a.kind == ActionKind::Play) return explain_card(s, a.arg);
  if (a.kind == ActionKind::CallRenege) return explain_renege_call(s);
  return wrong_kind(s, a);
}

std::string explain_claim(const DealState& s, Action a) {
  if (!opts(s).claims) return "claims=false: claims are not allowed";
  if (a.arg != 0) return "'claim' takes no argument";
  if (s.phase != Phase::Play) return "a claim is made in the play, by the seat to play; " + asked(s);
  if (s.turn != s.to_act) return "jambone: the caller chooses the lone player's card and claims nothing for him";
  return "the claim is not sound: the other side can still take a trick";
}

}  // namespace

std::string explain_illegal(const DealState& s, Action a) {
  if (s.phase == Phase::Over) return "the deal is over";
  if (is_legal(s, a)) return {};
  if (a.kind == ActionKind::Claim) return explain_claim(s, a);
  const int p = s.to_act;
  switch (s.phase) {
    case Phase::RedealOffer: return explain_offer(s, a, redeal_refused(s));
    case Phase::FarmerOffer:
      return explain_offer(s, a, option(s, "farmers_hand") + ": a farmer's hand holds three or more 9s and 10s");
    case Phase::ShowOffer:
      return explain_offer(s, a, "no_ace_no_face_no_trump: only a hand without an ace, a face card or a trump may be shown");
    case Phase::RenegeWindow: return explain_offer(s, a, "this seat has already called a renege this deal");
    // Both answers of these offers are always legal: only a wrong kind is refused.
    case Phase::BlindLonerOffer:
    case Phase::BestCall:
    case Phase::LoneOffer:
    case Phase::DefendOffer:
    case Phase::RobsonChoice: return explain_offer(s, a, wrong_kind(s, a));
    case Phase::JamboneOffer: return wrong_kind(s, a);  // both answers are always legal
    case Phase::FarmerGive:
      if (a.kind != ActionKind::FarmerGive) return wrong_kind(s, a);
      if (!s.hand[p].contains(a.arg)) return not_held(a.arg);
      return option(s, "farmers_hand") + ": a farmer gives only 9s and 10s";
    case Phase::BennyName:
      if (a.kind != ActionKind::NameBlind) return wrong_kind(s, a);
      return "the dealer names one of the four suits";
    case Phase::Bid1: return explain_bid1(s, a);
    case Phase::Bid2: return explain_bid2(s, a);
    case Phase::Discard:
      if (a.kind != ActionKind::Discard) return wrong_kind(s, a);
      return not_held(a.arg);
    case Phase::BestPass:
    case Phase::BestDiscard:
      if (a.kind != (s.phase == Phase::BestPass ? ActionKind::PassBest : ActionKind::BestDiscard)) return wrong_kind(s, a);
      return not_held(a.arg);
    case Phase::CallAce:
      if (a.kind != ActionKind::CallAce) return wrong_kind(s, a);
      if (a.arg < kSuits && a.arg == s.trump) return "may not call the ace of trump (" + suit_text(a.arg) + ")";
      return "calls the ace of one of the four suits";
    case Phase::Play: return explain_play(s, a);
    case Phase::Auction: return explain_auction(s, a);
    case Phase::NameTrump: return explain_name_trump(s, a);
    case Phase::Over: break;
  }
  return "the deal is over";
}

Refusal refusal_of(const DealState& s, Action a) {
  Refusal r;
  if (s.phase != Phase::Over && is_legal(s, a)) return r;
  r.rule = RefusalRule::Other;
  const bool names_a_card = a.kind == ActionKind::Play || a.kind == ActionKind::Discard ||
                            a.kind == ActionKind::PassBest || a.kind == ActionKind::BestDiscard ||
                            a.kind == ActionKind::FarmerGive;
  if (s.phase == Phase::Over || !names_a_card || a.arg >= kCardCodes || !s.rules->deck.contains(a.arg)) return r;
  const int holder = s.phase == Phase::Play ? s.turn : s.to_act;
  if (!s.hand[holder].contains(a.arg)) {
    r.rule = RefusalRule::NotHeld;
    return r;
  }
  if (s.phase == Phase::Play && a.kind == ActionKind::Play && s.in_trick > 0) {
    r.rule = RefusalRule::MustFollow;
    r.led = s.lead_card;
    r.follow_suit = s.table().suit_of[s.lead_card];
    r.led_left_bower = !is_benny(s.lead_card) && rank_of(s.lead_card) == Rank::Jack &&
                       static_cast<int>(natural_suit(s.lead_card)) != r.follow_suit;
  }
  return r;
}

}  // namespace euchre
