// EGN reader: parse, check the structure, map the ruleset, then replay every
// deal through Game so the engine judges every call and card.
//
// Errors name the deal (its dealNumber), the action and the rule broken:
//   "deal 3, trick 2, card 3 (Qh by seat 1): must follow hearts"
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/notation.h"
#include "egn/detail.h"

namespace euchre::egn {
namespace {

using detail::json;

[[noreturn]] void fail(const std::string& msg) { throw EgnError(msg); }

std::string seat_text(int seat) { return "seat " + std::to_string(seat); }

long long int_value(const json& v, const std::string& what, long long lo, long long hi) {
  long long x = 0;
  if (v.is_number_unsigned()) {
    const auto u = v.get<unsigned long long>();
    if (u > static_cast<unsigned long long>(hi)) fail(what + " is out of range");
    x = static_cast<long long>(u);
  } else if (v.is_number_integer()) {
    x = v.get<long long>();
  } else {
    fail(what + " must be an integer");
  }
  if (x < lo || x > hi) fail(what + " = " + std::to_string(x) + " is out of range");
  return x;
}

int small_int(const json& v, const std::string& what, int lo, int hi) {
  return static_cast<int>(int_value(v, what, lo, hi));
}

std::string string_value(const json& v, const std::string& what) {
  if (!v.is_string()) fail(what + " must be a string");
  return v.get<std::string>();
}

bool bool_value(const json& v, const std::string& what) {
  if (!v.is_boolean()) fail(what + " must be true or false");
  return v.get<bool>();
}

const json& array_value(const json& v, const std::string& what) {
  if (!v.is_array()) fail(what + " must be an array");
  return v;
}

const json& object_value(const json& v, const std::string& what) {
  if (!v.is_object()) fail(what + " must be an object");
  return v;
}

// A card of this deck; `what` names its place in the record.
Card card_value(const json& v, const CompiledRules& cr, const std::string& what) {
  const std::string t = string_value(v, what);
  const auto c = parse_card(t);
  if (!c) fail(what + ": '" + t + "' is not a card");
  if (!cr.deck.contains(*c))
    fail(what + ": " + card_text(*c) + " is not in the " + std::to_string(cr.deck_size) + "-card deck");
  return *c;
}

// ---- the parsed content of one deal ----

enum class CallKind { Pass, Order, Suit };
struct Call {
  CallKind kind = CallKind::Pass;
  int suit = 0;        // CallKind::Suit: 0..3 or kNoTrump
  bool alone = false;  // legacy "Alone"
  std::string word;
};

struct Event {
  std::size_t at = 0;
  int seat = 0;
  std::string action;
};

struct DealIn {
  std::string name;  // "deal N"
  int number = 0;
  int dealer = 0;
  Card up = kNoCard;
  std::vector<std::optional<CardSet>> hands;  // nullopt: infer from the play
  std::array<CardSet, 4> partial{};           // known cards of a hand listed with "Xx" entries
  std::array<CardSet, 4> guessed{};           // cards the reader filled in (Record::guessed)
  std::vector<Card> kitty;                    // legacy kitty and cards a farmer received, in order
  std::vector<Call> calls;
  bool alone = false;
  int defender = kNobody;
  Card discard = kNoCard;
  int farmer = kNobody;
  std::vector<Card> given;
  std::vector<std::vector<Card>> tricks;
  std::optional<int> initial_lead;
  std::vector<Event> events;
  std::optional<std::size_t> moves;
};

Call parse_call(const json& v, const std::string& what) {
  Call c;
  c.word = string_value(v, what);
  std::string w = c.word;
  for (char& ch : w) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (w == "pass" || w == "p") c.kind = CallKind::Pass;
  else if (w == "order" || w == "o" || w == "pickup" || w == "call") c.kind = CallKind::Order;
  else if (w == "alone") c.kind = CallKind::Order, c.alone = true;
  else if (w == "x") fail(what + ": 'x' (an unknown suit) cannot be replayed");
  else if (w.size() == 1 && std::string_view("cdhsn").find(w[0]) != std::string_view::npos)
    c.kind = CallKind::Suit, c.suit = *parse_suit(w);
  else fail(what + ": '" + c.word + "' is not a call (Pass, Order, s, h, d, c or n)");
  return c;
}

const json* find(const json& obj, std::initializer_list<const char*> names) {
  for (const char* n : names) {
    auto it = obj.find(n);
    if (it != obj.end()) return &*it;
  }
  return nullptr;
}

void check_keys(const json& obj, std::initializer_list<const char*> known, const std::string& what) {
  for (const auto& [key, v] : obj.items()) {
    (void)v;
    bool ok = false;
    for (const char* k : known) ok = ok || key == k;
    if (!ok) fail(what + ": unknown field '" + key + "'");
  }
}

void parse_bidding(const json& b, DealIn& d, const CompiledRules& cr) {
  const std::string& dn = d.name;
  check_keys(b, {"phaseNumber", "phase_number", "type", "calls", "isAlone", "is_alone", "aloneDefender", "discard",
                 "cardExchanges", "card_exchanges", "callAnnotations", "calls_annotations"},
             dn + ", bidding phase");
  const json* calls = find(b, {"calls"});
  if (!calls) fail(dn + ", bidding phase: no 'calls'");
  array_value(*calls, dn + ", calls");
  int k = 0;
  for (const json& c : *calls) {
    d.calls.push_back(parse_call(c, dn + ", call " + std::to_string(k + 1)));
    ++k;
  }
  if (const json* a = find(b, {"isAlone", "is_alone"})) d.alone = bool_value(*a, dn + ", isAlone");
  if (const json* a = find(b, {"aloneDefender"})) {
    const int s = small_int(*a, dn + ", aloneDefender", -1, 9);
    if (s >= cr.seats) fail(dn + ", aloneDefender: no " + seat_text(s));
    d.defender = s < 0 ? kNobody : s;
  }
  if (const json* c = find(b, {"discard"})) d.discard = card_value(*c, cr, dn + ", discard");
  if (const json* ex = find(b, {"cardExchanges", "card_exchanges"})) {
    array_value(*ex, dn + ", cardExchanges");
    int i = 0;
    for (const json& e : *ex) {
      const std::string what = dn + ", cardExchanges[" + std::to_string(i++) + "]";
      object_value(e, what);
      check_keys(e, {"sender", "receiver", "cards"}, what);
      const json* rc = find(e, {"receiver"});
      const json* cs = find(e, {"cards"});
      if (!rc || !cs) fail(what + ": needs 'receiver' and 'cards'");
      const int receiver = small_int(*rc, what + ".receiver", 0, cr.seats - 1);
      std::vector<Card> cards;
      for (const json& c : array_value(*cs, what + ".cards")) cards.push_back(card_value(c, cr, what + ".cards"));
      const json* sd = find(e, {"sender"});
      if (!sd) {  // from the kitty
        if (d.farmer != receiver) fail(what + ": cards from the kitty to a seat that gave none (farmer's hand)");
        d.kitty.insert(d.kitty.end(), cards.begin(), cards.end());
      } else if (small_int(*sd, what + ".sender", 0, cr.seats - 1) == receiver) {  // to the kitty
        if (d.farmer != kNobody) fail(what + ": only one farmer's hand per deal");
        if (cards.size() > 3) fail(what + ": a farmer's hand gives 3 cards, not " + std::to_string(cards.size()));
        d.farmer = receiver;
        d.given = cards;
      } else {
        fail(what + ": exchanges between players (partners_best) are not supported");
      }
    }
  }
}

void parse_tricks(const json& t, DealIn& d, const CompiledRules& cr) {
  const std::string& dn = d.name;
  check_keys(t, {"phaseNumber", "phase_number", "type", "tricks", "isAlone", "is_alone", "initialLead",
                 "playAnnotations", "tricks_annotations"},
             dn + ", trick phase");
  const json* tricks = find(t, {"tricks"});
  if (!tricks) fail(dn + ", trick phase: no 'tricks'");
  array_value(*tricks, dn + ", tricks");
  if (static_cast<int>(tricks->size()) > cr.hand_size)
    fail(dn + ": " + std::to_string(tricks->size()) + " tricks recorded, a deal has " + std::to_string(cr.hand_size));
  std::array<std::pair<int, int>, kCardCodes> where{};
  where.fill({-1, -1});
  int i = 0;
  for (const json& trick : *tricks) {
    const std::string tn = dn + ", trick " + std::to_string(i + 1);
    array_value(trick, tn);
    if (trick.empty()) fail(tn + ": empty trick");
    if (trick.size() > 4) fail(tn + ": " + std::to_string(trick.size()) + " cards in one trick");
    std::vector<Card> cards;
    int j = 0;
    for (const json& c : trick) {
      const std::string cn = tn + ", card " + std::to_string(j + 1);
      const Card card = card_value(c, cr, cn);
      if (where[card].first >= 0)
        fail(cn + " (" + card_text(card) + "): " + card_text(card) + " was already played (trick " +
             std::to_string(where[card].first + 1) + ", card " + std::to_string(where[card].second + 1) + ")");
      where[card] = {i, j};
      cards.push_back(card);
      ++j;
    }
    d.tricks.push_back(std::move(cards));
    ++i;
  }
  if (const json* a = find(t, {"isAlone", "is_alone"}))  // legacy place of the flag
    d.alone = d.alone || bool_value(*a, dn + ", trick phase isAlone");
  if (const json* l = find(t, {"initialLead"})) d.initial_lead = small_int(*l, dn + ", initialLead", 0, cr.seats - 1);
}

// ---- hands from the play, when the record has no playerCards ----

void infer_hands(DealIn& d, const CompiledRules& cr) {
  const int seats = cr.seats;
  const Rules& r = cr.rules;
  int maker = kNobody, trump = -1, loner = kNobody, round = -1;
  for (std::size_t k = 0; k < d.calls.size(); ++k) {
    const Call& c = d.calls[k];
    if (c.kind == CallKind::Pass) continue;
    maker = (d.dealer + 1 + static_cast<int>(k)) % seats;
    round = static_cast<int>(k) < seats ? 1 : 2;
    trump = c.kind == CallKind::Order ? static_cast<int>(natural_suit(d.up)) : c.suit;
    if (d.alone || c.alone) loner = maker;
    break;
  }
  int call_loner_seat = loner;
  for (const Event& e : d.events) {
    if (e.action == "blind loner") maker = loner = d.dealer, round = 0, trump = static_cast<int>(natural_suit(d.up));
    if (e.action.starts_with("name ") && e.action.size() == 6) {
      if (auto s = parse_suit(e.action.substr(5))) maker = d.dealer, round = 0, trump = *s;
    }
    if (e.action == "alone") loner = e.seat;
    if (e.action == "blind loner") call_loner_seat = d.dealer;
  }
  std::uint8_t active = cr.all_seats_mask;
  if (r.partnerships()) {
    if (loner != kNobody) active &= static_cast<std::uint8_t>(~(1u << (loner ^ 2)));
    if (d.defender != kNobody) active &= static_cast<std::uint8_t>(~(1u << (d.defender ^ 2)));
  }
  // The dealer takes the up-card before any lone offer or lone defence, so
  // only a loner announced with the making call can make him sit out first.
  const int call_loner = call_loner_seat;
  const bool dealer_out_at_pickup = r.partnerships() && call_loner != kNobody && (call_loner ^ 2) == d.dealer;
  const bool picked_up = (round == 1 || round == 0) && !dealer_out_at_pickup;

  std::array<CardSet, 4> known{};
  std::array<std::uint8_t, 4> void_suits{};  // effective suits a seat showed it lacked
  if (trump >= 0 && trump <= kNoTrump) {
    const TrumpTable& t = cr.trump[trump];
    const int eldest = cr.next_seat(d.dealer);
    int leader = eldest;
    if (loner != kNobody || d.defender != kNobody) {
      if (r.lone_lead == LoneLead::EldestActive) leader = (active & (1u << eldest)) ? eldest : cr.next_active[active][eldest];
      else if (loner != kNobody && d.defender != kNobody) leader = d.defender;
      else leader = cr.next_active[active][loner != kNobody ? loner : d.defender];
    }
    const int in_trick = std::popcount(active);
    for (const auto& trick : d.tricks) {
      int seat = leader, best_seat = leader, led = t.suit_of[trick[0]];
      std::uint8_t best = 0;
      for (std::size_t j = 0; j < trick.size(); ++j) {
        const Card c = trick[j];
        known[seat].add(c);
        if (j > 0 && t.suit_of[c] != led) void_suits[seat] |= static_cast<std::uint8_t>(1u << led);
        const std::uint8_t key = t.trick_key[led][c];
        if (j == 0 || key > best) best = key, best_seat = seat;
        seat = cr.next_active[active][seat];
      }
      if (static_cast<int>(trick.size()) < in_trick) break;
      leader = best_seat;
    }
  }
  if (d.farmer != kNobody) {
    for (Card c : d.kitty) known[d.farmer].remove(c);  // received from the kitty
    for (Card c : d.given) known[d.farmer].add(c);
  }
  if (picked_up) {
    known[d.dealer].remove(d.up);
    if (d.discard != kNoCard && d.discard != d.up) known[d.dealer].add(d.discard);
  }
  CardSet used = CardSet::of(d.up);
  for (Card c : d.kitty) used.add(c);
  for (int p = 0; p < seats; ++p) {
    if (d.hands[p]) known[p] = *d.hands[p];
    else known[p] |= d.partial[p];
    used |= known[p];
  }
  for (int p = 0; p < seats; ++p)
    if (!d.hands[p] && known[p].size() > cr.hand_size)
      fail(d.name + ": " + seat_text(p) + " plays " + std::to_string(known[p].size()) + " cards, a hand has " +
           std::to_string(cr.hand_size));
  // Fill the unseen part of each hand with unseen cards, avoiding suits the
  // seat showed it lacked (decided here: lowest cards first).
  CardSet pool = cr.deck - used;
  for (int p = 0; p < seats; ++p) {
    if (d.hands[p]) continue;
    for (int pass = 0; pass < 2 && known[p].size() < cr.hand_size; ++pass)
      for (Card c : pool) {
        if (known[p].size() >= cr.hand_size) break;
        if (pass == 0 && trump >= 0 && trump <= kNoTrump && (void_suits[p] >> cr.trump[trump].suit_of[c]) & 1) continue;
        known[p].add(c);
        d.guessed[p].add(c);
        pool.remove(c);
      }
    d.hands[p] = known[p];
  }
}

// ---- explanations of illegal actions ----

std::string explain_call(const DealState& s, Action a) {
  const Rules& r = s.r().rules;
  const int p = s.to_act;
  if (a.alone() && !r.lone_maker) return "going alone is not allowed (lone_maker=false)";
  if (s.phase == Phase::Bid1 && a.kind == ActionKind::Order) {
    if (!a.alone() && r.partner_order_up == PartnerOrderUp::MustGoAlone && p == (s.dealer ^ 2))
      return "the dealer's partner may order up only alone (canadian)";
    return "trump_requirement=" + get_option(r, "trump_requirement") + ": may not make " +
           std::string(suit_name(static_cast<int>(natural_suit(s.up_card)))) + " trump holding only a jack of it";
  }
  if (s.phase == Phase::Bid2 && a.kind == ActionKind::Pass) return "the dealer is stuck and must name trump (std=true)";
  if (s.phase == Phase::Bid2 && a.kind == ActionKind::Call) {
    const int t = a.called_trump();
    if (t == static_cast<int>(natural_suit(s.up_card)))
      return "may not name the turned-down suit (" + std::string(suit_name(t)) + ") in round 2";
    if (t == kNoTrump) return "no trump is not allowed (allow_no_trump=false)";
    return "trump_requirement=" + get_option(r, "trump_requirement") + ": may not make " +
           std::string(suit_name(t)) + " trump holding only a jack of it";
  }
  return "not legal in " + std::string(phase_name(s.phase));
}

std::string explain_card(const DealState& s, Card c) {
  const int p = s.to_act;
  if (s.played.contains(c)) return card_text(c) + " was already played";
  if (!s.hand[p].contains(c)) {
    for (int q = 0; q < s.seats(); ++q)
      if (s.hand[q].contains(c)) return seat_text(p) + " does not hold " + card_text(c) + " (" + seat_text(q) + " does)";
    if (c == s.up_card) return seat_text(p) + " does not hold " + card_text(c) + " (the up-card)";
    return seat_text(p) + " does not hold " + card_text(c) + " (it is in the kitty)";
  }
  if (s.in_trick > 0) return "must follow " + std::string(suit_name(s.table().suit_of[s.lead_card]));
  return "not legal now";
}

std::string where_stopped(const Game& g) {
  const DealState& s = g.deal();
  if (s.over()) return "the deal is over";
  return "the deal is in " + std::string(phase_name(s.phase)) + " with " + seat_text(s.to_act) + " to act";
}

// ---- replay ----

class DealReplay {
 public:
  DealReplay(Game& g, DealIn& d) : g_(g), d_(d) {}

  void run(bool last) {
    const DealState& s = g_.deal();
    for (;;) {
      if (s.over()) break;
      if (d_.moves && applied_ == *d_.moves) break;
      if (next_event_ < d_.events.size() && d_.events[next_event_].at == applied_) {
        apply_event();
        continue;
      }
      if (!step()) break;
    }
    check_leftovers();
    if (!s.over() && !last)
      fail(d_.name + ": the deal is unfinished (" + where_stopped(g_) + ") but another deal follows");
  }

 private:
  void apply(Action a) {
    g_.apply(a);
    ++applied_;
  }

  void apply_event() {
    const Event& e = d_.events[next_event_];
    const std::string what = d_.name + ", x-euchre event " + std::to_string(next_event_ + 1) + " ('" + e.action +
                             "' by " + seat_text(e.seat) + ")";
    const DealState& s = g_.deal();
    if (e.seat != s.to_act) fail(what + ": " + seat_text(s.to_act) + " is to act");
    ActionList list;
    g_.legal(list);
    std::optional<Action> found;
    for (Action a : list)
      if (action_text(a) == e.action) found = a;
    if (!found && e.action == "claim") {
      if (!is_legal(s, Action::simple(ActionKind::Claim)))
        fail(what + ": the claim is not sound (the opponents can still win a trick) or claims are off");
      found = Action::simple(ActionKind::Claim);
    }
    if (!found) fail(what + ": not a legal action in " + std::string(phase_name(s.phase)));
    ++next_event_;
    apply(*found);
  }

  // One action from the EGN data; false when the data for this point is exhausted.
  bool step() {
    const DealState& s = g_.deal();
    const int p = s.to_act;
    const bool before_bidding = s.phase == Phase::RedealOffer || s.phase == Phase::FarmerOffer ||
                                s.phase == Phase::FarmerGive || s.phase == Phase::BlindLonerOffer ||
                                s.phase == Phase::BennyName;
    if (s.phase != Phase::Bid1 && s.phase != Phase::Bid2 && !before_bidding && next_call_ < d_.calls.size())
      check_leftovers();  // calls after the bidding ended: fail now, not at a later symptom
    switch (s.phase) {
      case Phase::Bid1:
      case Phase::Bid2: {
        if (next_call_ >= d_.calls.size()) return false;
        const Call& c = d_.calls[next_call_];
        const std::string what = d_.name + ", call " + std::to_string(next_call_ + 1) + " (" + c.word + " by " +
                                 seat_text(p) + ")";
        Action a;
        if (c.kind == CallKind::Pass) {
          a = Action::pass();
        } else {
          const bool alone = d_.alone || c.alone;
          if (s.phase == Phase::Bid1) {
            if (c.kind != CallKind::Order) fail(what + ": round 1 accepts only Pass or Order");
            a = Action::order(alone);
          } else {
            if (c.kind != CallKind::Suit) fail(what + ": round 2 accepts only Pass or a suit (s, h, d, c, n)");
            a = Action::call(c.suit, alone);
          }
          made_ = true;
        }
        if (!is_legal(s, a)) fail(what + ": " + explain_call(s, a));
        ++next_call_;
        apply(a);
        return true;
      }
      case Phase::Discard: {
        Card c = d_.discard;
        if (c == kNoCard) {
          if (d_.tricks.empty() && next_event_ >= d_.events.size()) return false;
          c = infer_discard(s);
        }
        if (!is_legal(s, Action::discard(c)))
          fail(d_.name + ", discard (" + card_text(c) + " by " + seat_text(p) + "): the dealer does not hold it");
        discard_used_ = true;
        apply(Action::discard(c));
        return true;
      }
      case Phase::FarmerGive: {
        if (next_give_ >= d_.given.size()) return false;
        const Card c = d_.given[next_give_];
        const Action a = Action::with(ActionKind::FarmerGive, c);
        if (!is_legal(s, a))
          fail(d_.name + ", cardExchanges (" + card_text(c) + " by " + seat_text(p) +
               "): a farmer gives only nines and tens (or lower) from his hand");
        ++next_give_;
        apply(a);
        return true;
      }
      case Phase::Play: {
        if (next_trick_ >= d_.tricks.size()) return false;
        const auto& trick = d_.tricks[next_trick_];
        const Card c = trick[next_card_];
        const std::string what = d_.name + ", trick " + std::to_string(next_trick_ + 1) + ", card " +
                                 std::to_string(next_card_ + 1) + " (" + card_text(c) + " by " + seat_text(p) + ")";
        const int active = std::popcount(s.active);
        if (s.trick_no != next_trick_ || s.in_trick != next_card_) {
          if (next_card_ > 0)
            fail(d_.name + ", trick " + std::to_string(next_trick_ + 1) + ": " + std::to_string(trick.size()) +
                 " cards, but " + std::to_string(active) + " players are active");
          fail(d_.name + ", trick " + std::to_string(next_trick_) + ": " +
               std::to_string(d_.tricks[next_trick_ - 1].size()) + " cards, but " + std::to_string(active) +
               " players are active");
        }
        if (next_trick_ == 0 && next_card_ == 0 && d_.initial_lead && *d_.initial_lead != p)
          fail(d_.name + ": initialLead is " + seat_text(*d_.initial_lead) + " but " + seat_text(p) + " leads");
        if (!is_legal(s, Action::play(c))) fail(what + ": " + explain_card(s, c));
        if (++next_card_ == trick.size()) next_card_ = 0, ++next_trick_;
        apply(Action::play(c));
        return true;
      }
      case Phase::BennyName:
      case Phase::CallAce:
        return false;  // only an x-euchre event says what happens here
      default:
        break;
    }
    if (!detail::implicit_pass_phase(s.phase)) return false;
    Action a = Action::pass();
    if (s.phase == Phase::FarmerOffer && p == d_.farmer) a = Action::simple(ActionKind::Farmer), farmer_used_ = true;
    if (s.phase == Phase::DefendOffer && p == d_.defender) a = Action::simple(ActionKind::DefendAlone), defender_used_ = true;
    apply(a);
    return true;
  }

  Card infer_discard(const DealState& s) const {
    const CardSet hand = s.hand[s.dealer];
    CardSet later;
    for (const auto& t : d_.tricks)
      for (Card c : t) later.add(c);
    if (hand.contains(s.up_card) && !later.contains(s.up_card)) return s.up_card;
    const CardSet unplayed = hand - later;
    return unplayed.empty() ? hand.lowest() : unplayed.lowest();
  }

  void check_leftovers() const {
    const std::string at = where_stopped(g_);
    if (next_call_ < d_.calls.size())
      fail(d_.name + ", call " + std::to_string(next_call_ + 1) + " (" + d_.calls[next_call_].word +
           "): recorded, but " + (made_ ? "trump is already made; " : "") + at);
    const Phase ph = g_.deal().phase;
    const bool bidding_or_before = ph == Phase::RedealOffer || ph == Phase::FarmerOffer || ph == Phase::FarmerGive ||
                                   ph == Phase::BlindLonerOffer || ph == Phase::BennyName || ph == Phase::Bid1 ||
                                   ph == Phase::Bid2;
    if (d_.alone && !made_ && !bidding_or_before) fail(d_.name + ": isAlone is set but no call made trump");
    if (next_trick_ < d_.tricks.size())
      fail(d_.name + ", trick " + std::to_string(next_trick_ + 1) + ", card " + std::to_string(next_card_ + 1) + " (" +
           card_text(d_.tricks[next_trick_][next_card_]) + "): recorded, but " + at);
    if (next_event_ < d_.events.size())
      fail(d_.name + ", x-euchre event " + std::to_string(next_event_ + 1) + " ('" + d_.events[next_event_].action +
           "' at " + std::to_string(d_.events[next_event_].at) + "): not reached; " + at);
    if (d_.discard != kNoCard && !discard_used_)
      fail(d_.name + ", discard " + card_text(d_.discard) + ": the dealer never took up the up-card; " + at);
    if (d_.defender != kNobody && !defender_used_)
      fail(d_.name + ", aloneDefender " + seat_text(d_.defender) + ": that seat was never offered a lone defence; " +
           at);
    if (d_.farmer != kNobody && !farmer_used_ && ph != Phase::RedealOffer && ph != Phase::FarmerOffer)
      fail(d_.name + ", cardExchanges: " + seat_text(d_.farmer) + " was never offered a farmer's hand; " + at);
    if (farmer_used_ && next_give_ < d_.given.size() && ph != Phase::FarmerGive)
      fail(d_.name + ", cardExchanges: the farmer's cards were not all given; " + at);
  }

  Game& g_;
  DealIn& d_;
  std::size_t applied_ = 0, next_call_ = 0, next_trick_ = 0, next_card_ = 0, next_event_ = 0, next_give_ = 0;
  bool made_ = false, discard_used_ = false, defender_used_ = false, farmer_used_ = false;
};

struct ExtDeal {
  std::vector<Event> events;
  std::optional<std::size_t> moves;
};

}  // namespace

Record read(std::string_view text) {
  json root;
  try {
    root = json::parse(text.begin(), text.end());
  } catch (const json::exception& e) {
    fail(std::string("invalid JSON: ") + e.what());
  }
  try {
    if (!root.is_object()) fail("the record must be a JSON object");
    check_keys(root, {"fileType", "version", "metadata", "deals", "x-euchre"}, "record");
    const json* ft = find(root, {"fileType"});
    if (!ft || !ft->is_string() || ft->get<std::string>() != "Euchre Game Notation")
      fail("fileType must be \"Euchre Game Notation\"");
    const json* ver = find(root, {"version"});
    if (!ver) fail("no 'version'");
    const std::string v = string_value(*ver, "version");
    if (v.size() < 3 || v[0] != '1' || v[1] != '.' ||
        !std::all_of(v.begin() + 2, v.end(), [](char ch) { return (ch >= '0' && ch <= '9') || ch == '.'; }))
      fail("version '" + v + "' is not an EGN 1.x version");
    const json* meta = find(root, {"metadata"});
    if (!meta) fail("no 'metadata'");
    object_value(*meta, "metadata");
    check_keys(*meta, {"gameId", "matchId", "match_id", "title", "description", "players", "initialScore",
                       "finalScore", "date", "ruleset", "teamNames"},
               "metadata");

    Record rec;
    // ---- extension ----
    std::vector<std::pair<int, ExtDeal>> ext_deals;
    std::vector<int> ext_initial;
    const json* ext = find(root, {"x-euchre"});
    json ext_rules;
    if (ext) {
      object_value(*ext, "x-euchre");
      check_keys(*ext, {"version", "rules", "initial_score", "deals"}, "x-euchre");
      const json* xv = find(*ext, {"version"});
      if (!xv) fail("x-euchre: no 'version'");
      const int xver = small_int(*xv, "x-euchre.version", 0, 1000000);
      if (xver != kExtensionVersion)
        fail("x-euchre: version " + std::to_string(xver) + " is not supported (this reader knows " +
             std::to_string(kExtensionVersion) + ")");
      if (const json* r = find(*ext, {"rules"})) ext_rules = object_value(*r, "x-euchre.rules");
      if (const json* is = find(*ext, {"initial_score"}))
        for (const json& x : array_value(*is, "x-euchre.initial_score"))
          ext_initial.push_back(small_int(x, "x-euchre.initial_score", -100000, 100000));
      if (const json* ds = find(*ext, {"deals"})) {
        for (const json& xd : array_value(*ds, "x-euchre.deals")) {
          object_value(xd, "x-euchre.deals[]");
          check_keys(xd, {"deal", "events", "moves"}, "x-euchre.deals[]");
          const json* dn = find(xd, {"deal"});
          if (!dn) fail("x-euchre.deals[]: no 'deal'");
          const int n = small_int(*dn, "x-euchre.deals[].deal", 0, 100000);
          const std::string what = "x-euchre, deal " + std::to_string(n);
          ExtDeal e;
          if (const json* evs = find(xd, {"events"})) {
            for (const json& ev : array_value(*evs, what + ".events")) {
              object_value(ev, what + ".events[]");
              check_keys(ev, {"at", "seat", "action"}, what + ".events[]");
              const json *at = find(ev, {"at"}), *seat = find(ev, {"seat"}), *act = find(ev, {"action"});
              if (!at || !seat || !act) fail(what + ": an event needs 'at', 'seat' and 'action'");
              Event x;
              x.at = static_cast<std::size_t>(int_value(*at, what + " event 'at'", 0, 100000));
              x.seat = small_int(*seat, what + " event 'seat'", 0, 3);
              x.action = string_value(*act, what + " event 'action'");
              if (!e.events.empty() && x.at <= e.events.back().at) fail(what + ": events out of order");
              e.events.push_back(std::move(x));
            }
          }
          if (const json* mv = find(xd, {"moves"}))
            e.moves = static_cast<std::size_t>(int_value(*mv, what + ".moves", 0, 100000));
          for (const auto& [k, prev] : ext_deals) {
            (void)prev;
            if (k == n) fail(what + ": listed twice");
          }
          ext_deals.emplace_back(n, std::move(e));
        }
      }
    }

    // ---- rules ----
    Rules rules = detail::rules_from_ruleset(meta->contains("ruleset") ? (*meta)["ruleset"] : json());
    if (ext_rules.is_object()) {
      for (const auto& [name, value] : ext_rules.items()) {
        std::string vt;
        if (value.is_string()) vt = value.get<std::string>();
        else if (value.is_boolean()) vt = value.get<bool>() ? "true" : "false";
        else if (value.is_number_integer()) vt = std::to_string(int_value(value, "x-euchre.rules." + name, -1000000, 1000000));
        else fail("x-euchre.rules." + name + ": must be a string");
        try {
          set_option(rules, name, vt);
        } catch (const RuleError& e) {
          fail(std::string("x-euchre.rules: ") + e.what());
        }
      }
    }
    try {
      validate(rules);
    } catch (const RuleError& e) {
      fail(std::string("ruleset: ") + e.what());
    }
    rec.rules = rules;
    const int seats = rules.seats(), scorers = rules.scorers();

    // ---- metadata ----
    auto meta_string = [&](std::initializer_list<const char*> names, std::string& out) {
      if (const json* x = find(*meta, names)) out = string_value(*x, std::string("metadata.") + *names.begin());
    };
    meta_string({"gameId", "matchId", "match_id"}, rec.metadata.game_id);
    meta_string({"title"}, rec.metadata.title);
    meta_string({"description"}, rec.metadata.description);
    meta_string({"date"}, rec.metadata.date);
    const json* players = find(*meta, {"players"});
    if (!players) fail("metadata: no 'players'");
    for (const json& p : array_value(*players, "metadata.players")) {
      if (p.is_string()) rec.metadata.players.push_back(p.get<std::string>());
      else if (p.is_object() && p.contains("name")) rec.metadata.players.push_back(string_value(p["name"], "metadata.players[].name"));
      else fail("metadata.players: each player is a name or an object with a 'name'");
    }
    if (!rec.metadata.players.empty() && static_cast<int>(rec.metadata.players.size()) != seats)
      fail("metadata.players lists " + std::to_string(rec.metadata.players.size()) + " players, the rules seat " +
           std::to_string(seats));
    std::array<int, 4> initial{};
    auto read_scores = [&](const json& a, const std::string& what) {
      std::vector<int> sc;
      for (const json& x : array_value(a, what)) sc.push_back(small_int(x, what, -100000, 100000));
      if (!sc.empty() && static_cast<int>(sc.size()) != scorers)
        fail(what + " has " + std::to_string(sc.size()) + " scores, the rules keep " + std::to_string(scorers));
      return sc;
    };
    const json* is = find(*meta, {"initialScore"});
    if (!is) fail("metadata: no 'initialScore'");
    std::vector<int> iv = read_scores(*is, "metadata.initialScore");
    if (!ext_initial.empty()) {
      if (static_cast<int>(ext_initial.size()) != scorers) fail("x-euchre.initial_score needs one score per scorer");
      iv = ext_initial;
    }
    for (std::size_t i = 0; i < iv.size(); ++i) initial[i] = iv[i];
    std::optional<std::vector<int>> final_score;
    if (const json* fs = find(*meta, {"finalScore"})) final_score = read_scores(*fs, "metadata.finalScore");

    // ---- deals ----
    rec.game = std::make_unique<Game>(rules, Game::ManualDeals{}, initial);
    Game& g = *rec.game;
    const CompiledRules& cr = g.compiled();
    const json* deals = find(root, {"deals"});
    if (!deals) fail("no 'deals'");
    array_value(*deals, "deals");
    int expected_number = -1;
    std::size_t ext_used = 0;
    for (std::size_t di = 0; di < deals->size(); ++di) {
      const json& dj = (*deals)[di];
      const std::string pos = "deals[" + std::to_string(di) + "]";
      if (dj.is_string()) fail(pos + ": condensed (binary) deals are not supported");
      object_value(dj, pos);
      check_keys(dj, {"dealNumber", "initialState", "initial_state", "phases", "alternativeLines",
                      "alternative_lines"},
                 pos);
      DealIn d;
      const json* dn = find(dj, {"dealNumber"});
      if (!dn) fail(pos + ": no 'dealNumber'");
      d.number = small_int(*dn, pos + ".dealNumber", 0, 100000);
      d.name = "deal " + std::to_string(d.number);
      if (expected_number < 0 && d.number > 1) fail(d.name + ": the first deal must be number 0 (or 1)");
      if (expected_number >= 0 && d.number != expected_number)
        fail(d.name + ": dealNumber " + std::to_string(d.number) + " follows deal " +
             std::to_string(expected_number - 1));
      expected_number = d.number + 1;
      if (g.over()) {
        const auto w = g.winner();
        fail(d.name + ": recorded after the game was " +
             (w ? "won by " + std::string(rules.partnerships() ? "team " : "player ") + std::to_string(*w)
                : std::string("over")));
      }
      const json* st = find(dj, {"initialState", "initial_state"});
      if (!st) fail(d.name + ": no 'initialState'");
      object_value(*st, d.name + ".initialState");
      check_keys(*st, {"dealer", "upCard", "up_card", "playerCards", "player_cards", "kitty"}, d.name + ".initialState");
      const json* dealer = find(*st, {"dealer"});
      const json* up = find(*st, {"upCard", "up_card"});
      if (!dealer || !up) fail(d.name + ": initialState needs 'dealer' and 'upCard'");
      d.dealer = small_int(*dealer, d.name + ", dealer", 0, 9);
      if (d.dealer >= seats) fail(d.name + ": dealer " + seat_text(d.dealer) + " is not a seat of this game");
      if (g.deals_played() > 0 && d.dealer != g.expected_dealer())
        fail(d.name + ": dealer is " + seat_text(d.dealer) + " but the rotation gives " +
             seat_text(g.expected_dealer()));
      d.up = card_value(*up, cr, d.name + ", upCard");
      d.hands.assign(static_cast<std::size_t>(seats), std::nullopt);
      if (const json* pc = find(*st, {"playerCards", "player_cards"})) {
        array_value(*pc, d.name + ", playerCards");
        if (static_cast<int>(pc->size()) != seats)
          fail(d.name + ", playerCards: " + std::to_string(pc->size()) + " hands for " + std::to_string(seats) +
               " seats");
        for (int p = 0; p < seats; ++p) {
          const std::string what = d.name + ", playerCards[" + std::to_string(p) + "]";
          const json& h = array_value((*pc)[static_cast<std::size_t>(p)], what);
          if (h.empty()) continue;  // unknown hand: inferred from the play
          if (static_cast<int>(h.size()) != cr.hand_size)
            fail(what + ": " + std::to_string(h.size()) + " cards, a hand has " + std::to_string(cr.hand_size));
          CardSet cs;
          int unknown = 0;
          for (const json& c : h) {
            if (c.is_string() && (c.get<std::string>() == "Xx" || c.get<std::string>() == "xx" ||
                                  c.get<std::string>() == "XX" || c.get<std::string>() == "xX")) {
              ++unknown;  // a card the recorder did not know: filled in like an absent hand
              continue;
            }
            const Card card = card_value(c, cr, what);
            if (cs.contains(card)) fail(what + ": " + card_text(card) + " is dealt twice");
            cs.add(card);
          }
          if (unknown > 0) d.partial[static_cast<std::size_t>(p)] = cs;
          else d.hands[static_cast<std::size_t>(p)] = cs;
        }
      }
      const json* phases = find(dj, {"phases"});
      if (!phases) fail(d.name + ": no 'phases'");
      bool seen_bid = false, seen_play = false;
      for (const json& ph : array_value(*phases, d.name + ".phases")) {
        object_value(ph, d.name + ", phase");
        const json* type = find(ph, {"type"});
        if (!type) fail(d.name + ": a phase without 'type'");
        const std::string t = string_value(*type, d.name + ", phase type");
        if (t == "EUCHRE_BIDDING") {
          if (seen_bid || seen_play) fail(d.name + ": a second or late bidding phase");
          seen_bid = true;
          parse_bidding(ph, d, cr);
        } else if (t == "TRICK_PLAY" || t == "TRICK_PLAY_PHASE") {
          if (seen_play) fail(d.name + ": a second trick phase");
          seen_play = true;
          parse_tricks(ph, d, cr);
        } else {
          fail(d.name + ": unknown phase type '" + t + "'");
        }
      }
      if (const json* k = find(*st, {"kitty"})) {  // legacy: the hidden cards
        for (const json& c : array_value(*k, d.name + ", kitty")) {
          if (c.is_string() && c.get<std::string>().empty()) continue;  // unknown placeholder
          const Card card = card_value(c, cr, d.name + ", kitty");
          if (std::find(d.kitty.begin(), d.kitty.end(), card) == d.kitty.end()) d.kitty.push_back(card);
        }
      }
      for (auto& [n, e] : ext_deals)
        if (n == d.number) {
          d.events = e.events;
          d.moves = e.moves;
          ++ext_used;
        }
      if (std::any_of(d.hands.begin(), d.hands.end(), [](const auto& h) { return !h; })) infer_hands(d, cr);

      // Every card once: hands, up-card, kitty.
      std::array<std::string, kCardCodes> owner;
      auto own = [&](Card c, const std::string& who) {
        if (!owner[c].empty()) fail(d.name + ": " + card_text(c) + " is dealt twice (" + owner[c] + " and " + who + ")");
        owner[c] = who;
      };
      std::array<CardSet, 4> hands{};
      for (int p = 0; p < seats; ++p) {
        hands[p] = *d.hands[static_cast<std::size_t>(p)];
        for (Card c : hands[p]) own(c, seat_text(p));
      }
      own(d.up, "the up-card");
      for (Card c : d.kitty) own(c, "the kitty");
      try {
        g.begin_deal(d.dealer, hands, d.up, d.kitty);
      } catch (const GameError& e) {
        fail(d.name + ": " + e.what());
      }
      rec.guessed.push_back(d.guessed);
      DealReplay(g, d).run(di + 1 == deals->size());
    }
    if (ext_used != ext_deals.size()) fail("x-euchre.deals: an entry names a deal the record does not have");
    if (final_score) {
      for (int i = 0; i < scorers && i < static_cast<int>(final_score->size()); ++i)
        if ((*final_score)[static_cast<std::size_t>(i)] != g.score()[i]) {
          std::string want, got;
          for (int k = 0; k < scorers; ++k) {
            want += (k ? "," : "") + std::to_string(k < static_cast<int>(final_score->size()) ? (*final_score)[static_cast<std::size_t>(k)] : 0);
            got += (k ? "," : "") + std::to_string(g.score()[k]);
          }
          fail("metadata.finalScore [" + want + "] does not match the replayed score [" + got + "]");
        }
    }
    return rec;
  } catch (const json::exception& e) {
    fail(std::string("malformed record: ") + e.what());
  } catch (const GameError& e) {
    fail(std::string("illegal record: ") + e.what());
  }
}

}  // namespace euchre::egn
