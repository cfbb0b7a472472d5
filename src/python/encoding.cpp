#include "python/encoding.h"

#include <algorithm>
#include <stdexcept>

#include "core/notation.h"
#include "python/action_ids.h"

namespace euchre::python {
namespace {

constexpr int kSeatSlots = 5;  // four relative seats and "nobody"
constexpr int kMoveWidth = 4 + kActionIds + 2;  // relative seat, action id (or a hidden discard or pass)

// The observation's fields, in tensor order. Widths use the largest rule
// set (four seats, 33 card codes: 32 natural cards and the Benny).
enum Field {
  kPhase, kDealer, kToAct, kTurn, kMyTurn, kBlind, kHand, kDealtHand, kUpCard, kUpCardOnKitty, kKittyFaceDown,
  kOwnDiscard, kTrump, kMaker, kBid, kHighBidder, kLoner, kLoneDefender, kActive, kCalledAce, kAcePartner, kTrick, kLedSuit,
  kWinningSeat, kFailedToFollow, kProvenReneges, kTrickNumber, kLeader, kTricksWon, kPlayed, kShown,
  kLastTrick, kLastTrickLeader, kLastTrickWinner, kScore, kDealNumber, kHistory, kFields
};

struct FieldSpec {
  std::string_view name;
  int size;
  std::string_view meaning;
};

constexpr std::array<FieldSpec, kFields> kSpecs = {{
    {"phase", kPhases, "one-hot: the deal's phase (core/phase.h order)"},
    {"dealer", kSeatSlots, "one-hot relative seat of the dealer"},
    {"to_act", kSeatSlots, "one-hot relative seat to act (nobody once the deal is over)"},
    {"turn", kSeatSlots, "one-hot relative seat whose card is played next: to_act but in a jambone, whose caller plays the lone player's cards"},
    {"my_turn", 1, "1 when the observer is to act"},
    {"blind", 1, "1 when the observer decides without seeing its hand"},
    {"hand", kCardCodes, "the observer's cards, one bit per card code (suit * 8 + rank: suits c d h s, rank 0 the seven to 7 the ace; 32 the Benny)"},
    {"dealt_hand", kCardCodes, "the observer's hand as dealt"},
    {"up_card", kCardCodes, "one-hot: the up-card"},
    {"up_card_on_kitty", 1, "1 while the up-card lies on the kitty"},
    {"kitty_face_down", 1, "number of face-down cards in the kitty"},
    {"own_discard", kCardCodes, "one-hot: the observer's own discard (dealer only)"},
    {"trump", 6, "one-hot: clubs, diamonds, hearts, spades, no trump, not made yet"},
    {"maker", kSeatSlots, "one-hot relative seat of the maker"},
    {"bid", 8, "one-hot: French euchre's highest bid of tricks so far, then the makers' bid (0: none, or no auction)"},
    {"high_bidder", kSeatSlots, "one-hot relative seat of French euchre's highest bidder"},
    {"loner", kSeatSlots, "one-hot relative seat of the making side's loner"},
    {"lone_defender", kSeatSlots, "one-hot relative seat of the lone defender"},
    {"active", 4, "1 per relative seat that plays this deal"},
    {"called_ace", 5, "one-hot: suit of the called ace (call-ace), or none"},
    {"ace_partner", kSeatSlots, "one-hot relative seat of the called ace's holder, once known"},
    {"trick", 4 * kCardCodes, "the current trick: per relative seat, one-hot its card"},
    {"led_suit", 5, "one-hot: effective suit led to the current trick, or none"},
    {"winning_seat", kSeatSlots, "one-hot relative seat winning the current trick"},
    {"failed_to_follow", 4 * kSuits, "per relative seat, the effective suits it failed to follow"},
    {"proven_reneges", 4, "1 per relative seat with a renege anyone can prove"},
    {"trick_number", 8, "one-hot: tricks completed (0..7)"},
    {"leader", kSeatSlots, "one-hot relative seat that leads (led) the current trick"},
    {"tricks_won", 4, "per relative seat, tricks won this deal"},
    {"played", kCardCodes, "every card played to a trick this deal"},
    {"shown", 4 * kCardCodes, "per relative seat, cards the rules showed (farmer's gift, shown hands, claims, a jambone's hand, a jamboree)"},
    {"last_trick", 4 * kCardCodes, "the last whole trick: per relative seat, one-hot its card"},
    {"last_trick_leader", kSeatSlots, "one-hot relative seat that led the last whole trick"},
    {"last_trick_winner", kSeatSlots, "one-hot relative seat that won the last whole trick"},
    {"score", 4, "per relative seat, the points of the score it plays for (its team's, or its own)"},
    {"deal_number", 1, "deals played before this one in the match (misdeals included)"},
    {"history", kMaxHistoryMoves * kMoveWidth,
     "information state only: each move of this deal in order, one-hot relative seat (4) then one-hot action id "
     "(204), 'a discard not seen' (1) or 'a best card passed unseen' (1); zeros after the last move"},
}};

constexpr std::array<int, kFields + 1> kOffsets = [] {
  std::array<int, kFields + 1> o{};
  for (std::size_t i = 0; i < kSpecs.size(); ++i) o[i + 1] = o[i] + kSpecs[i].size;
  return o;
}();
constexpr int offset_of(Field f) { return kOffsets[static_cast<std::size_t>(f)]; }

std::vector<Slice> slices_up_to(Field end) {
  std::vector<Slice> out;
  for (int f = 0; f < end; ++f) {
    const FieldSpec& s = kSpecs[static_cast<std::size_t>(f)];
    out.push_back({s.name, offset_of(static_cast<Field>(f)), s.size, s.meaning});
  }
  return out;
}

// Writes one view's fields; every index it is given is checked against the
// field's width, so a new rule that overflows a field throws, not corrupts.
[[noreturn, gnu::noinline, gnu::cold]] void overflow(int field) {
  throw std::logic_error("encoding: index out of the field " + std::string(kSpecs[static_cast<std::size_t>(field)].name));
}

class Writer {
 public:
  Writer(const SeatView& view, std::span<float> out) : out_(out) {
    std::fill(out_.begin(), out_.end(), 0.0f);
    // Relative seats looked up, not divided out: a tensor asks for some
    // forty, and the divisions were a tenth of writing it.
    for (int p = 0; p < 4; ++p) rel_[static_cast<std::size_t>(p)] = (p - view.seat + view.seats) % view.seats;
  }

  int rel(int seat) const { return seat < 0 ? 4 : rel_.at(static_cast<std::size_t>(seat)); }
  // Inlined with the throw out of line: a tensor is some hundred sets, and
  // a set that was a call of its own was a fifth of a batch's step.
  void set(Field f, int index, float value = 1.0f) {
    if (index < 0 || index >= kSpecs[static_cast<std::size_t>(f)].size) [[unlikely]]
      overflow(f);
    out_[static_cast<std::size_t>(offset_of(f) + index)] = value;
  }
  void seat(Field f, int seat) { set(f, rel(seat)); }
  void card(Field f, Card c, int block = 0) {
    if (c != kNoCard) set(f, block * kCardCodes + c);
  }
  void cards(Field f, CardSet cs, int block = 0) {
    for (Card c : cs) set(f, block * kCardCodes + c);
  }

 private:
  std::span<float> out_;
  std::array<int, 4> rel_{};
};

void write_fields(const SeatView& v, Writer& w) {
  const bool over = v.phase == Phase::Over;
  w.set(kPhase, static_cast<int>(v.phase));
  w.seat(kDealer, v.dealer);
  w.seat(kToAct, over ? kNobody : v.to_act);
  w.seat(kTurn, over ? kNobody : v.turn);
  if (v.my_turn) w.set(kMyTurn, 0);
  if (v.blind) w.set(kBlind, 0);
  w.cards(kHand, v.hand);
  w.cards(kDealtHand, v.dealt_hand);
  w.card(kUpCard, v.up_card);
  if (v.up_card_on_kitty) w.set(kUpCardOnKitty, 0);
  w.set(kKittyFaceDown, 0, static_cast<float>(v.kitty_face_down));
  w.card(kOwnDiscard, v.own_discard);
  w.set(kTrump, v.trump);  // 0..3 suits, kNoTrump 4, kTrumpUnset 5
  w.seat(kMaker, v.maker);
  w.set(kBid, v.bid);
  w.seat(kHighBidder, v.high_bidder);
  w.seat(kLoner, v.loner);
  w.seat(kLoneDefender, v.lone_defender);
  for (int p = 0; p < v.seats; ++p)
    if (has_seat(v.active, p)) w.set(kActive, w.rel(p));
  w.set(kCalledAce, v.called_ace < 0 ? 4 : v.called_ace);
  w.seat(kAcePartner, v.ace_partner);
  for (int p = 0; p < v.seats; ++p) {
    const int r = w.rel(p);
    w.card(kTrick, v.trick[static_cast<std::size_t>(p)], r);
    w.card(kLastTrick, v.last_trick[static_cast<std::size_t>(p)], r);
    w.cards(kShown, v.shown[static_cast<std::size_t>(p)], r);
    for (int suit = 0; suit < kSuits; ++suit)
      if ((v.failed_to_follow[static_cast<std::size_t>(p)] >> suit) & 1) w.set(kFailedToFollow, r * kSuits + suit);
    if (has_seat(v.proven_reneges, p)) w.set(kProvenReneges, r);
    w.set(kTricksWon, r, static_cast<float>(v.tricks[static_cast<std::size_t>(p)]));
    w.set(kScore, r, static_cast<float>(v.score[static_cast<std::size_t>(scorer_of(v.rules.mode, p))]));
  }
  w.set(kLedSuit, v.led_suit < 0 ? 4 : v.led_suit);
  w.seat(kWinningSeat, v.winning_seat);
  w.set(kTrickNumber, v.trick_no);
  w.seat(kLeader, v.leader);
  w.cards(kPlayed, v.played);
  w.seat(kLastTrickLeader, v.last_trick_leader);
  w.seat(kLastTrickWinner, v.last_trick_winner);
  w.set(kDealNumber, 0, static_cast<float>(v.deal_number));
}

std::string seat_words(const SeatView& v, int seat) {
  if (seat < 0) return "nobody";
  static constexpr std::array<const char*, 4> kRel = {"you", "left", "across", "right"};
  const int r = (seat - v.seat + v.seats) % v.seats;
  if (v.seats == 2 && r == 1) return "across";  // two-handed: the one opponent
  return v.seats == 3 && r == 2 ? "right" : kRel[static_cast<std::size_t>(r)];
}

std::string cards_text(CardSet cs) {
  std::string out;
  for (Card c : cs) out += (out.empty() ? "" : " ") + card_text(c);
  return out.empty() ? "-" : out;
}

}  // namespace

const std::vector<Slice>& observation_slices() {
  static const std::vector<Slice> s = slices_up_to(kHistory);
  return s;
}
const std::vector<Slice>& information_state_slices() {
  static const std::vector<Slice> s = slices_up_to(kFields);
  return s;
}
int observation_size() { return offset_of(kHistory); }
int information_state_size() { return offset_of(kFields); }

void write_observation(const SeatView& view, std::span<float> out) {
  Writer w(view, out.first(static_cast<std::size_t>(observation_size())));
  write_fields(view, w);
}

void write_information_state(const SeatView& view, std::span<float> out) {
  Writer w(view, out.first(static_cast<std::size_t>(information_state_size())));
  write_fields(view, w);
  if (static_cast<int>(view.moves.size()) > kMaxHistoryMoves)
    throw std::logic_error("encoding: a deal longer than kMaxHistoryMoves moves");
  for (std::size_t i = 0; i < view.moves.size(); ++i) {
    const Move& m = view.moves[i];
    const int base = static_cast<int>(i) * kMoveWidth;
    w.set(kHistory, base + w.rel(m.seat));
    w.set(kHistory, base + 4 + id_of_action(m.action));
  }
}

std::string observation_text(const SeatView& v) {
  std::string t = "seat " + std::to_string(v.seat) + ", deal " + std::to_string(v.deal_number + 1) + ", dealer " +
                  seat_words(v, v.dealer) + ", " + std::string(phase_name(v.phase));
  if (v.phase != Phase::Over) t += ", to act: " + seat_words(v, v.to_act);
  t += "\nhand: " + (v.blind ? std::string("(blind)") : cards_text(v.hand));
  if (v.up_card != kNoCard) t += "\nup-card: " + card_text(v.up_card) + (v.up_card_on_kitty ? "" : " (taken or turned)");
  if (v.own_discard != kNoCard) t += "\nyour discard: " + card_text(v.own_discard);
  if (v.trump != kTrumpUnset)
    t += "\ntrump: " + std::string(suit_name(v.trump)) + ", maker " + seat_words(v, v.maker) +
         (v.loner >= 0 ? ", alone: " + seat_words(v, v.loner) : "") +
         (v.lone_defender >= 0 ? ", lone defender: " + seat_words(v, v.lone_defender) : "");
  std::string trick, tricks, score;
  for (int p = 0; p < v.seats; ++p) {
    const Card c = v.trick[static_cast<std::size_t>(p)];
    if (c != kNoCard) trick += " " + seat_words(v, p) + " " + card_text(c);
    tricks += " " + seat_words(v, p) + " " + std::to_string(v.tricks[static_cast<std::size_t>(p)]);
    score += " " + seat_words(v, p) + " " + std::to_string(v.score[static_cast<std::size_t>(scorer_of(v.rules.mode, p))]);
  }
  if (!trick.empty()) t += "\ntrick:" + trick;
  t += "\ntricks:" + tricks + "\nscore:" + score + "\nplayed: " + cards_text(v.played);
  for (int p = 0; p < v.seats; ++p)
    if (!v.shown[static_cast<std::size_t>(p)].empty())
      t += "\nshown by " + seat_words(v, p) + ": " + cards_text(v.shown[static_cast<std::size_t>(p)]);
  return t;
}

std::string information_state_text(const SeatView& v) {
  std::string t = observation_text(v) + "\nmoves:";
  for (const Move& m : v.moves)
    t += " " + seat_words(v, m.seat) + ":" +
         (m.action.kind == ActionKind::Discard && m.action.arg == kNoCard ? std::string("discard") : action_text(m.action));
  return t;
}

}  // namespace euchre::python
