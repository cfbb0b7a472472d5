// One deal of a record through the rules engine (deal_trial.h).
//
// The loop asks the state which phase it is in and reads the EGN field
// that answers it: the calls for the bidding, `discard`, the farmer's
// cards, the tricks; an offer the record does not answer is declined (a
// missing answer is a pass, phase_traits().offer). x-euchre events are
// applied at their index. Nothing here knows a rule: who acts, what is
// legal, who leads and who wins a trick are the state's answers.
#include "egn/deal_trial.h"

#include <bit>

#include "core/notation.h"
#include "egn/json_fields.h"

namespace euchre::egn::detail {
namespace {

std::string seat_text(int seat) { return "seat " + std::to_string(seat); }

Action call_action(const parsed::Call& c, bool alone) {
  switch (c.kind) {
    case parsed::Call::Kind::Pass: return Action::pass();
    case parsed::Call::Kind::Order: return Action::order(alone);
    case parsed::Call::Kind::Suit: return Action::call(c.suit, alone);
  }
  return Action::pass();
}

}  // namespace

DealTrial::DealTrial(const CompiledRules& rules, const parsed::Deal& deal, const DealHands& hands,
                     const DealHands::Dealt& dealt, bool last)
    : d_(deal),
      hands_(hands),
      dealt_(dealt),
      last_(last),
      s_(start_deal_from_hands(rules, deal.dealer, dealt.hands, deal.up, dealt.kitty.data(),
                               static_cast<int>(dealt.kitty.size()))) {}

TrialResult DealTrial::run() {
  while (!s_.over()) {
    if (d_.moves && actions_.size() == *d_.moves) break;
    if (next_event_ < d_.events.size() && d_.events[next_event_].at == actions_.size()) {
      if (apply_event() == Step::Learned) return {fact_, {}, kNobody};
      continue;
    }
    const Step st = step();
    if (st == Step::Learned) return {fact_, {}, kNobody};
    if (st == Step::Stop) break;
  }
  check_leftovers();
  if (!s_.over() && !last_) fail(d_.name + ": the deal is unfinished (" + where_stopped() + ") but another deal follows");
  return {std::nullopt, std::move(actions_), guessed_discard_};
}

void DealTrial::apply(Action a) {
  euchre::apply(s_, a);
  actions_.push_back(a);
}

void DealTrial::require_legal(Action a, const std::string& what) const {
  if (const std::string why = explain_illegal(s_, a); !why.empty()) fail(what + ": " + why);
}

DealTrial::Step DealTrial::learn(Fact f) {
  fact_ = f;
  return Step::Learned;
}

// One action read from the EGN fields; Stop when they say nothing more here.
DealTrial::Step DealTrial::step() {
  const PhaseTraits t = phase_traits(s_.phase);
  if (!t.bidding && !t.before_bidding && next_call_ < d_.calls.size())
    check_leftovers();  // calls after the bidding ended: fail now, not at a later symptom
  if (t.bidding) return step_call();
  if (t.offer) return step_offer();
  switch (s_.phase) {
    case Phase::Discard: return step_discard();
    case Phase::FarmerGive: return step_give();
    case Phase::Play: return step_card();
    // Only an x-euchre event answers these (EGN has no field for them).
    case Phase::BennyName: case Phase::CallAce: case Phase::BestPass: case Phase::BestDiscard:
    case Phase::JamboneOffer:
      return Step::Stop;
    // Answered above (bidding, offers) or nothing to answer.
    case Phase::RedealOffer: case Phase::FarmerOffer: case Phase::BlindLonerOffer: case Phase::Bid1:
    case Phase::Bid2: case Phase::LoneOffer: case Phase::BestCall: case Phase::DefendOffer: case Phase::ShowOffer:
    case Phase::RenegeWindow: case Phase::RobsonChoice: case Phase::Auction: case Phase::NameTrump: case Phase::Over:
      break;
  }
  return Step::Stop;
}

DealTrial::Step DealTrial::step_call() {
  if (next_call_ >= d_.calls.size()) return Step::Stop;
  const parsed::Call& c = d_.calls[next_call_];
  const bool making = c.kind != parsed::Call::Kind::Pass;
  const Action a = call_action(c, making && (d_.alone || c.alone));  // isAlone belongs to the making call
  require_legal(a, d_.name + ", call " + std::to_string(next_call_ + 1) + " (" + printable(c.word) + " by " +
                       seat_text(s_.to_act) + ")");
  ++next_call_;
  made_ = made_ || making;
  apply(a);
  return Step::Applied;
}

// EGN says yes to two offers, each in a field of its own: a farmer's hand
// (cardExchanges) and a lone defence (aloneDefender). Every other answer is
// a pass unless an x-euchre event says otherwise.
DealTrial::Step DealTrial::step_offer() {
  const int p = s_.to_act;
  const ActionKind yes = phase_traits(s_.phase).accept;
  if (yes == ActionKind::Farmer && d_.farmer && d_.farmer->seat == p) {
    const Action a = Action::simple(yes);
    require_legal(a, d_.name + ", cardExchanges (farmer's hand of " + seat_text(p) + ")");
    farmer_used_ = true;
    apply(a);
  } else if (yes == ActionKind::DefendAlone && d_.defender == p) {
    const Action a = Action::simple(yes);
    require_legal(a, d_.name + ", aloneDefender (" + seat_text(p) + ")");
    defender_used_ = true;
    apply(a);
  } else {  // a missing answer is a pass (phase_traits().offer)
    require_legal(Action::pass(), d_.name + ", " + std::string(phase_traits(s_.phase).name) + " (Pass by " +
                                      seat_text(p) + ")");
    apply(Action::pass());
  }
  return Step::Applied;
}

// A discard the record does not give (decided here): a card nobody plays
// later, in this order: the up-card, a listed card, the card of the
// dealer's discard place (the hands were dealt with it), a filled-in card.
// When every card is played later, a filled-in card still goes first: its
// place is a guess the play will correct.
Card DealTrial::choose_discard() const {
  const int p = s_.to_act;
  CardSet later;
  for (const auto& trick : d_.tricks)
    for (Card c : trick) later.add(c);
  // A best card passed or buried later (partners_best) is held now too.
  for (const parsed::Event& e : d_.events)
    for (std::string_view word : {"pass ", "bury "})
      if (e.action.starts_with(word))
        if (const auto c = parse_card(std::string_view(e.action).substr(word.size()))) later.add(*c);
  const CardSet hand = s_.hand[p], free = hand - later, unseen = hand & dealt_.guessed[p];
  if (free.contains(s_.up_card)) return s_.up_card;
  if (!(free - unseen).empty()) return (free - unseen).lowest();
  if (dealt_.discard != kNoCard && free.contains(dealt_.discard)) return dealt_.discard;
  if (!free.empty()) return free.lowest();
  return unseen.empty() ? hand.lowest() : unseen.lowest();
}

DealTrial::Step DealTrial::step_discard() {
  const int p = s_.to_act;
  Card c = d_.discard;
  if (c == kNoCard) {
    // No discard field and nothing after it: the record stops before the discard.
    if (!d_.discard_unknown && d_.tricks.empty() && next_event_ >= d_.events.size()) return Step::Stop;
    c = choose_discard();
    guessed_discard_ = p;
  } else if (!s_.hand[p].contains(c) && hands_.may_hold(p, c)) {
    return learn({p, c, {}});
  }
  require_legal(Action::discard(c), d_.name + ", discard (" + card_text(c) + " by " + seat_text(p) + ")");
  discard_used_ = true;
  apply(Action::discard(c));
  return Step::Applied;
}

DealTrial::Step DealTrial::step_give() {
  if (!d_.farmer || next_give_ >= d_.farmer->given.size()) return Step::Stop;
  const int p = s_.to_act;
  const Card c = d_.farmer->given[next_give_];
  require_legal(Action::with(ActionKind::FarmerGive, c),
                d_.name + ", cardExchanges (" + card_text(c) + " given by " + seat_text(p) + ")");
  ++next_give_;
  apply(Action::with(ActionKind::FarmerGive, c));
  if (s_.phase != Phase::FarmerGive) {  // the kitty's cards are the farmer's now
    int taken = 0;
    for (Card k : s_.farmer_kitty) taken += k != kNoCard;
    if (static_cast<int>(d_.farmer->received.size()) > taken)
      fail(d_.name + ", cardExchanges: " + seat_text(p) + " took " + std::to_string(d_.farmer->received.size()) +
           " cards from the kitty, the farmer's hand gives " + std::to_string(taken));
  }
  return Step::Applied;
}

// The record's tricks must line up with the engine's: a trick with more or
// fewer cards than players in it shows as a card at the wrong place.
void DealTrial::check_trick_position() const {
  if (s_.trick_no == next_trick_ && s_.in_trick == next_card_) return;
  const std::string active = std::to_string(std::popcount(s_.active));
  if (next_card_ > 0)
    fail(d_.name + ", trick " + std::to_string(next_trick_ + 1) + ": " +
         std::to_string(d_.tricks[next_trick_].size()) + " cards, but " + active + " players are active");
  fail(d_.name + ", trick " + std::to_string(next_trick_) + ": " + std::to_string(d_.tricks[next_trick_ - 1].size()) +
       " cards, but " + active + " players are active");
}

DealTrial::Step DealTrial::step_card() {
  if (next_trick_ >= d_.tricks.size()) return Step::Stop;
  check_trick_position();
  const auto& trick = d_.tricks[next_trick_];
  const Card c = trick[next_card_];
  const int p = s_.turn;  // the card's seat (a jambone's caller chooses the loner's card)
  if (next_trick_ == 0 && next_card_ == 0 && d_.initial_lead && *d_.initial_lead != p)
    fail(d_.name + ": initialLead is " + seat_text(*d_.initial_lead) + " but " + seat_text(p) + " leads");
  // What the play proves about a hand the record left open.
  if (!s_.hand[p].contains(c) && hands_.may_hold(p, c)) return learn({p, c, {}});
  if (s_.in_trick > 0) {
    // Not following proves the seat held no card of the led suit now: as
    // dealt, none but those it has played already.
    const CardSet follow = s_.hand[p] & s_.lead_suit_cards;  // the engine's cards of the led suit
    const CardSet lacked = s_.lead_suit_cards - played_by_[p];
    const bool only_guessed = (follow - dealt_.guessed[p]).empty();
    if (!follow.empty() && !follow.contains(c) && only_guessed && hands_.may_lack(p, lacked))
      return learn({p, kNoCard, lacked});
  }
  require_legal(Action::play(c), d_.name + ", trick " + std::to_string(next_trick_ + 1) + ", card " +
                                     std::to_string(next_card_ + 1) + " (" + card_text(c) + " by " + seat_text(p) +
                                     ")");
  if (++next_card_ == trick.size()) next_card_ = 0, ++next_trick_;
  played_by_[p].add(c);
  apply(Action::play(c));
  return Step::Applied;
}

// An x-euchre event names its action as notation.h prints it; the engine
// reads it in the state's context and judges it like any other.
DealTrial::Step DealTrial::apply_event() {
  const parsed::Event& e = d_.events[next_event_];
  const std::string what = d_.name + ", x-euchre event " + std::to_string(next_event_ + 1) + " (" + in_quotes(e.action) +
                           " by " + seat_text(e.seat) + ")";
  if (e.seat != s_.to_act) fail(what + ": " + seat_text(s_.to_act) + " is to act");
  ActionList legal;
  legal_actions(s_, legal);
  for (Action a : legal)
    if (action_text(a) == e.action) {
      ++next_event_;
      apply(a);
      return Step::Applied;
    }
  // Not a listed action (a claim is judged, never listed; or it is illegal).
  const std::optional<Action> a = parse_action(e.action, s_);
  if (!a || action_text(*a) != e.action)
    fail(what + ": not the name of an action in the " + std::string(phase_traits(s_.phase).name));
  // A best card passed or buried (partners_best) proves the seat held it,
  // as a played card does, where the record left its hand open.
  const bool card_moved = a->kind == ActionKind::PassBest || a->kind == ActionKind::BestDiscard;
  if (card_moved && a->arg < kCardCodes && !s_.hand[e.seat].contains(a->arg) && hands_.may_hold(e.seat, a->arg))
    return learn({e.seat, a->arg, {}});
  require_legal(*a, what);
  ++next_event_;
  apply(*a);
  return Step::Applied;
}

std::string DealTrial::where_stopped() const {
  if (s_.over()) return "the deal is over";
  return "the deal is in the " + std::string(phase_traits(s_.phase).name) + " with " + seat_text(s_.to_act) +
         " to act";
}

// Data the replay never reached is an error: nothing is half-accepted.
void DealTrial::check_leftovers() const {
  const std::string at = where_stopped();
  if (next_call_ < d_.calls.size())
    fail(d_.name + ", call " + std::to_string(next_call_ + 1) + " (" + printable(d_.calls[next_call_].word) +
         "): recorded, but " + (made_ ? "trump is already made; " : "") + at);
  const PhaseTraits t = phase_traits(s_.phase);
  if (d_.alone && !made_ && !t.bidding && !t.before_bidding) fail(d_.name + ": isAlone is set but no call made trump");
  if (next_trick_ < d_.tricks.size())
    fail(d_.name + ", trick " + std::to_string(next_trick_ + 1) + ", card " + std::to_string(next_card_ + 1) + " (" +
         card_text(d_.tricks[next_trick_][next_card_]) + "): recorded, but " + at);
  if (next_event_ < d_.events.size())
    fail(d_.name + ", x-euchre event " + std::to_string(next_event_ + 1) + " (" +
         in_quotes(d_.events[next_event_].action) + " at " + std::to_string(d_.events[next_event_].at) +
         "): not reached; " + at);
  if ((d_.discard != kNoCard || d_.discard_unknown) && !discard_used_)
    fail(d_.name + ", discard " + (d_.discard_unknown ? std::string("Xx") : card_text(d_.discard)) +
         ": the dealer never took up the up-card; " + at);
  if (d_.defender != kNobody && !defender_used_)
    fail(d_.name + ", aloneDefender " + seat_text(d_.defender) + ": that seat was never offered a lone defence; " + at);
  if (d_.farmer && !farmer_used_ && !t.before_bidding)
    fail(d_.name + ", cardExchanges: " + seat_text(d_.farmer->seat) + " was never offered a farmer's hand; " + at);
  if (farmer_used_ && next_give_ < d_.farmer->given.size() && s_.phase != Phase::FarmerGive)
    fail(d_.name + ", cardExchanges: the farmer's cards were not all given; " + at);
}

}  // namespace euchre::egn::detail
