// A deal's record against the rules' shape, before any action (replay.h):
// the seats it names exist, every card it names is in this deck, and it has
// no more tricks than a hand has cards. The rules engine answers each
// question (CompiledRules: seats, deck, hand size); the messages name the
// place in the record.
#include <string>

#include "core/notation.h"
#include "egn/json_fields.h"
#include "egn/replay.h"

namespace euchre::egn::detail {
namespace {

std::string seat_text(int seat) { return "seat " + std::to_string(seat); }

void check_seat(int seat, const CompiledRules& cr, const std::string& what) {
  if (seat != kNobody && seat >= cr.seats)
    fail(what + ": " + seat_text(seat) + " is not a seat of this game (" + std::to_string(cr.seats) + " seats)");
}

void check_card(Card c, const CompiledRules& cr, const std::string& what) {
  if (!cr.deck.contains(c))
    fail(what + ": " + card_text(c) + " is not in the " + std::to_string(cr.deck_size) + "-card deck");
}

void check_cards(const std::vector<Card>& cards, const CompiledRules& cr, const std::string& what) {
  for (Card c : cards) check_card(c, cr, what);
}

}  // namespace

void check_deal_fits(const parsed::Deal& d, const CompiledRules& cr) {
  check_seat(d.dealer, cr, d.name + ", dealer");
  check_seat(d.defender, cr, d.name + ", aloneDefender");
  if (d.initial_lead) check_seat(*d.initial_lead, cr, d.name + ", initialLead");
  if (d.farmer) check_seat(d.farmer->seat, cr, d.name + ", cardExchanges");
  for (std::size_t k = 0; k < d.events.size(); ++k)
    check_seat(d.events[k].seat, cr, d.name + ", x-euchre event " + std::to_string(k + 1));

  if (cr.rules.turns_up_card() && d.up == kNoCard) fail(d.name + ": initialState needs 'upCard'");
  if (!cr.rules.turns_up_card() && d.up != kNoCard)
    fail(d.name + ", upCard: bidding=auction (French euchre) turns no card, but the deal names " + card_text(d.up));
  if (d.up != kNoCard) check_card(d.up, cr, d.name + ", upCard");
  if (!d.hands.empty() && static_cast<int>(d.hands.size()) != cr.seats)
    fail(d.name + ", playerCards: " + std::to_string(d.hands.size()) + " hands for " + std::to_string(cr.seats) +
         " seats");
  for (std::size_t p = 0; p < d.hands.size(); ++p) {
    if (!d.hands[p]) continue;
    const std::string what = d.name + ", playerCards[" + std::to_string(p) + "]";
    if (d.hands[p]->listed() != cr.hand_size)
      fail(what + ": " + std::to_string(d.hands[p]->listed()) + " cards, a hand has " + std::to_string(cr.hand_size));
    for (Card c : d.hands[p]->known) check_card(c, cr, what);
  }
  check_cards(d.kitty, cr, d.name + ", kitty");
  if (d.discard != kNoCard) check_card(d.discard, cr, d.name + ", discard");
  if (d.farmer) {
    check_cards(d.farmer->given, cr, d.name + ", cardExchanges");
    check_cards(d.farmer->received, cr, d.name + ", cardExchanges");
  }
  if (static_cast<int>(d.tricks.size()) > cr.hand_size)
    fail(d.name + ": " + std::to_string(d.tricks.size()) + " tricks recorded, a deal has " +
         std::to_string(cr.hand_size));
  for (std::size_t t = 0; t < d.tricks.size(); ++t)
    for (std::size_t j = 0; j < d.tricks[t].size(); ++j)
      check_card(d.tricks[t][j], cr,
                 d.name + ", trick " + std::to_string(t + 1) + ", card " + std::to_string(j + 1));
}

}  // namespace euchre::egn::detail
