// The parser, one deal (parse.h): initialState, the bidding phase and the
// trick phase, as written. No rule is applied here: a card outside the
// deck, a seat that does not play, a call out of turn are the replayer's
// to find, with the rules in hand.
#include <algorithm>
#include <cctype>
#include <string>

#include "core/notation.h"
#include "egn/json_fields.h"
#include "egn/parse.h"

namespace euchre::egn::detail {

bool is_unknown_card(const json& v) {
  if (!v.is_string()) return false;
  const auto& t = v.get_ref<const std::string&>();
  return t.size() == 2 && std::tolower(static_cast<unsigned char>(t[0])) == 'x' &&
         std::tolower(static_cast<unsigned char>(t[1])) == 'x';
}

Card parse_card_value(const json& v, const std::string& what) {
  const std::string t = string_value(v, what);
  if (is_unknown_card(v))
    fail(what + ": an unknown card 'Xx' cannot be replayed here (only playerCards and discard may hold one)");
  const auto c = parse_card(t);
  if (!c) fail(what + ": " + in_quotes(t) + " is not a card");
  return *c;
}

namespace {

using parsed::Call;

Call parse_call(const json& v, const std::string& what) {
  Call c;
  c.word = string_value(v, what);
  const std::string w = lower(c.word);
  if (w == "pass" || w == "p") c.kind = Call::Kind::Pass;
  else if (w == "order" || w == "o" || w == "pickup" || w == "call") c.kind = Call::Kind::Order;
  else if (w == "alone") c.kind = Call::Kind::Order, c.alone = true;
  else if (w == "x") fail(what + ": 'x' (an unknown suit) cannot be replayed");
  else if (w.size() == 1 && std::string_view("cdhsn").find(w[0]) != std::string_view::npos)
    c.kind = Call::Kind::Suit, c.suit = *parse_suit(w);
  else fail(what + ": " + in_quotes(c.word) + " is not a call (Pass, Order, s, h, d, c or n)");
  return c;
}

std::optional<parsed::Hand> parse_hand(const json& h, const std::string& what) {
  array_value(h, what);
  if (h.empty()) return std::nullopt;  // unknown hand: inferred from the play
  parsed::Hand hand;
  for (const json& c : h) {
    if (is_unknown_card(c)) {
      ++hand.unknown;  // a card the recorder did not know
      continue;
    }
    const Card card = parse_card_value(c, what);
    if (hand.known.contains(card)) fail(what + ": " + card_text(card) + " is dealt twice");
    hand.known.add(card);
  }
  return hand;
}

void parse_initial_state(const json& st, parsed::Deal& d, Warnings& warnings) {
  const std::string place = d.name + ", initialState";
  object_value(st, place);
  warn_unknown_fields(st, {"dealer", "upCard", "up_card", "playerCards", "player_cards", "kitty"}, place, warnings);
  const json* dealer = find(st, {"dealer"});
  const json* up = find(st, {"upCard", "up_card"});
  // No upCard: a deal with no card turned (French euchre); the replayer
  // checks that the rules turn none (deal_fits.cpp).
  if (!dealer) fail(d.name + ": initialState needs 'dealer'");
  d.dealer = small_int(*dealer, d.name + ", dealer", 0, 3);
  if (up) d.up = parse_card_value(*up, d.name + ", upCard");
  if (const json* pc = find(st, {"playerCards", "player_cards"})) {
    array_value(*pc, d.name + ", playerCards");
    for (std::size_t p = 0; p < pc->size(); ++p)
      d.hands.push_back(parse_hand((*pc)[p], d.name + ", playerCards[" + std::to_string(p) + "]"));
  }
  if (const json* k = find(st, {"kitty"})) {  // legacy: the hidden cards
    for (const json& c : array_value(*k, d.name + ", kitty")) {
      if ((c.is_string() && c.get_ref<const std::string&>().empty()) || is_unknown_card(c)) continue;  // placeholder
      const Card card = parse_card_value(c, d.name + ", kitty");
      if (std::find(d.kitty.begin(), d.kitty.end(), card) != d.kitty.end())
        fail(d.name + ", kitty: " + card_text(card) + " is listed twice");
      d.kitty.push_back(card);
    }
  }
}

// cardExchanges as our farmer's-hand convention writes them (docs/egn.md):
// sender == receiver gives cards to the kitty, no sender takes them from it.
void parse_exchanges(const json& ex, parsed::Deal& d, Warnings& warnings) {
  array_value(ex, d.name + ", cardExchanges");
  for (std::size_t i = 0; i < ex.size(); ++i) {
    const json& e = ex[i];
    const std::string what = d.name + ", cardExchanges[" + std::to_string(i) + "]";
    object_value(e, what);
    warn_unknown_fields(e, {"sender", "receiver", "cards"}, what, warnings);
    const json* rc = find(e, {"receiver"});
    const json* cs = find(e, {"cards"});
    if (!rc || !cs) fail(what + ": needs 'receiver' and 'cards'");
    const int receiver = small_int(*rc, what + ".receiver", 0, 3);
    std::vector<Card> cards;
    for (const json& c : array_value(*cs, what + ".cards")) cards.push_back(parse_card_value(c, what + ".cards"));
    const json* sd = find(e, {"sender"});
    if (!sd) {  // from the kitty
      if (!d.farmer || d.farmer->seat != receiver)
        fail(what + ": cards from the kitty to a seat that gave none (farmer's hand)");
      d.farmer->received.insert(d.farmer->received.end(), cards.begin(), cards.end());
    } else if (small_int(*sd, what + ".sender", 0, 3) == receiver) {  // to the kitty
      if (d.farmer) fail(what + ": only one farmer's hand per deal");
      d.farmer = parsed::Farmer{receiver, cards, {}};
    } else {
      fail(what + ": exchanges between players (partners_best) are not supported");
    }
  }
}

void parse_bidding(const json& b, parsed::Deal& d, Warnings& warnings) {
  warn_unknown_fields(b,
                      {"phaseNumber", "phase_number", "type", "calls", "isAlone", "is_alone", "aloneDefender",
                       "discard", "cardExchanges", "card_exchanges", "callAnnotations", "calls_annotations"},
                      d.name + ", bidding phase", warnings);
  const json* calls = find(b, {"calls"});
  if (!calls) fail(d.name + ", bidding phase: no 'calls'");
  array_value(*calls, d.name + ", calls");
  for (std::size_t k = 0; k < calls->size(); ++k)
    d.calls.push_back(parse_call((*calls)[k], d.name + ", call " + std::to_string(k + 1)));
  if (const json* a = find(b, {"isAlone", "is_alone"})) d.alone = bool_value(*a, d.name + ", isAlone");
  if (const json* a = find(b, {"aloneDefender"})) {
    const int s = small_int(*a, d.name + ", aloneDefender", -1, 3);
    d.defender = s < 0 ? kNobody : s;  // -1: nobody
  }
  if (const json* c = find(b, {"discard"})) {
    if (is_unknown_card(*c)) d.discard_unknown = true;  // what the other seats know of it
    else d.discard = parse_card_value(*c, d.name + ", discard");
  }
  if (const json* ex = find(b, {"cardExchanges", "card_exchanges"})) parse_exchanges(*ex, d, warnings);
}

void parse_tricks(const json& t, parsed::Deal& d, Warnings& warnings) {
  warn_unknown_fields(t,
                      {"phaseNumber", "phase_number", "type", "tricks", "isAlone", "is_alone", "initialLead",
                       "playAnnotations", "tricks_annotations"},
                      d.name + ", trick phase", warnings);
  const json* tricks = find(t, {"tricks"});
  if (!tricks) fail(d.name + ", trick phase: no 'tricks'");
  array_value(*tricks, d.name + ", tricks");
  // Where each card was listed, so a card listed again names both places.
  std::array<std::pair<std::size_t, std::size_t>, kCardCodes> where{};
  CardSet seen;
  for (std::size_t i = 0; i < tricks->size(); ++i) {
    const json& trick = (*tricks)[i];
    const std::string tn = d.name + ", trick " + std::to_string(i + 1);
    array_value(trick, tn);
    if (trick.empty()) fail(tn + ": empty trick");
    if (trick.size() > 4) fail(tn + ": " + std::to_string(trick.size()) + " cards in one trick");
    std::vector<Card> cards;
    for (std::size_t j = 0; j < trick.size(); ++j) {
      const std::string cn = tn + ", card " + std::to_string(j + 1);
      const Card card = parse_card_value(trick[j], cn);
      if (seen.contains(card))
        fail(cn + " (" + card_text(card) + "): " + card_text(card) + " was already played (trick " +
             std::to_string(where[card].first + 1) + ", card " + std::to_string(where[card].second + 1) + ")");
      seen.add(card);
      where[card] = {i, j};
      cards.push_back(card);
    }
    d.tricks.push_back(std::move(cards));
  }
  if (const json* a = find(t, {"isAlone", "is_alone"}))  // legacy place of the flag
    d.alone = d.alone || bool_value(*a, d.name + ", trick phase isAlone");
  if (const json* l = find(t, {"initialLead"})) d.initial_lead = small_int(*l, d.name + ", initialLead", 0, 3);
}

void parse_phases(const json& phases, parsed::Deal& d, Warnings& warnings) {
  bool seen_bid = false, seen_play = false;
  for (const json& ph : array_value(phases, d.name + ".phases")) {
    object_value(ph, d.name + ", phase");
    const json* type = find(ph, {"type"});
    if (!type) fail(d.name + ": a phase without 'type'");
    const std::string t = string_value(*type, d.name + ", phase type");
    if (t == "EUCHRE_BIDDING") {
      if (seen_bid || seen_play) fail(d.name + ": a second or late bidding phase");
      seen_bid = true;
      parse_bidding(ph, d, warnings);
    } else if (t == "TRICK_PLAY" || t == "TRICK_PLAY_PHASE") {
      if (seen_play) fail(d.name + ": a second trick phase");
      seen_play = true;
      parse_tricks(ph, d, warnings);
    } else {
      fail(d.name + ": unknown phase type " + in_quotes(t));
    }
  }
}

}  // namespace

parsed::Deal parse_deal(const json& dj, std::size_t index, Warnings& warnings) {
  const std::string pos = "deals[" + std::to_string(index) + "]";
  if (dj.is_string()) fail(pos + ": condensed (binary) deals are not supported");
  object_value(dj, pos);
  parsed::Deal d;
  const json* dn = find(dj, {"dealNumber"});
  if (!dn) fail(pos + ": no 'dealNumber'");
  d.number = small_int(*dn, pos + ".dealNumber", 0, 100000);
  d.name = "deal " + std::to_string(d.number);
  warn_unknown_fields(dj, {"dealNumber", "initialState", "initial_state", "phases", "alternativeLines",
                           "alternative_lines"},
                      d.name, warnings);
  const json* st = find(dj, {"initialState", "initial_state"});
  if (!st) fail(d.name + ": no 'initialState'");
  parse_initial_state(*st, d, warnings);
  const json* phases = find(dj, {"phases"});
  if (!phases) fail(d.name + ": no 'phases'");
  parse_phases(*phases, d, warnings);
  return d;
}

}  // namespace euchre::egn::detail
