#include "terminal/terminal.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/notation.h"

namespace euchre::terminal {

using learn::action_effect;
namespace {

constexpr const char* kReset = "\033[0m";
constexpr const char* kRed = "\033[31m";
constexpr const char* kBold = "\033[1m";
constexpr const char* kUnderline = "\033[4m";
constexpr const char* kDim = "\033[2m";
constexpr const char* kMagenta = "\033[35m";

bool red_suit(int s) { return s == static_cast<int>(Suit::Diamonds) || s == static_cast<int>(Suit::Hearts); }

}  // namespace

bool want_colour() {
  const char* no_colour = std::getenv("NO_COLOR");
  return isatty(STDOUT_FILENO) && (no_colour == nullptr || no_colour[0] == '\0');
}

Screen::Screen(const CompiledRules& rules, int human, bool colour) : rules_(rules), human_(human), colour_(colour) {}

std::string Screen::seat_name(int seat) const {
  const int offset = (seat - human_ + rules_.seats) % rules_.seats;
  if (offset == 0) return "You";
  if (rules_.seats == 3) return offset == 1 ? "West" : "East";
  if (rules_.seats == 2) return "North";  // the one opponent sits across the table
  static constexpr std::array<const char*, 4> names{"You", "West", "North", "East"};
  return names[offset];
}

std::string Screen::side_name(int scorer) const {
  if (!rules_.rules.partnerships()) return seat_name(scorer);
  // Team `scorer` is seats scorer and scorer+2; name the human first.
  int a = scorer, b = scorer + 2;
  if (b == human_) std::swap(a, b);
  return seat_name(a) + " & " + seat_name(b);
}

std::string Screen::phase_words(Phase phase) const {
  if (phase != Phase::BennyName) return std::string(phase_name(phase));
  return rules_.rules.joker == JokerKind::TwoOfSpades ? "the two of spades turned up: name trump"
                                                      : "the joker turned up: name trump";
}

std::string Screen::card(Card c, int trump) const {
  std::string text = card_text(c);
  if (!colour_) return text;
  std::string style;
  if (is_benny(c)) style = kMagenta;
  else if (red_suit(static_cast<int>(natural_suit(c)))) style = kRed;
  if (trump < kNoTrump && rules_.trump[trump].trumps.contains(c)) style += std::string(kBold) + kUnderline;
  return style.empty() ? text : style + text + kReset;
}

std::vector<Card> Screen::sorted(CardSet cards, int trump) const {
  // Suits alternate colours: clubs, hearts, spades, diamonds, rotated so trump comes first.
  static constexpr std::array<int, 4> base{0, 2, 3, 1};
  std::array<int, 4> order = base;
  const bool trumped = trump < kNoTrump;
  if (trumped) std::rotate(order.begin(), std::find(order.begin(), order.end(), trump), order.end());
  const TrumpTable& table = rules_.trump[trumped ? trump : kNoTrump];
  auto group = [&](Card c) {
    if (trumped && table.trumps.contains(c)) return 0;
    if (is_benny(c)) return 0;
    const int s = static_cast<int>(natural_suit(c));
    return 1 + static_cast<int>(std::find(order.begin(), order.end(), s) - order.begin());
  };
  auto strength = [&](Card c) {
    if (trumped && table.trumps.contains(c)) return 100 + table.trick_key[trump][c];
    if (is_benny(c)) return 99;
    return static_cast<int>(rank_of(c));
  };
  std::vector<Card> out;
  for (Card c : cards) out.push_back(c);
  std::sort(out.begin(), out.end(), [&](Card x, Card y) {
    if (group(x) != group(y)) return group(x) < group(y);
    return strength(x) > strength(y);
  });
  return out;
}

std::string Screen::hand(CardSet cards, int trump) const {
  std::string out;
  int last_group = -1;
  const bool trumped = trump < kNoTrump;
  for (Card c : sorted(cards, trump)) {
    const int g = (trumped && rules_.trump[trump].trumps.contains(c)) || is_benny(c)
                      ? -2
                      : static_cast<int>(natural_suit(c));
    if (!out.empty()) out += g == last_group ? " " : " | ";
    out += card(c, trump);
    last_group = g;
  }
  return out.empty() ? "(no cards)" : out;
}

std::string Screen::bold(const std::string& s) const { return colour_ ? kBold + s + kReset : s; }
std::string Screen::dim(const std::string& s) const { return colour_ ? kDim + s + kReset : s; }

std::string Screen::score_line(const std::array<int, 4>& score) const {
  std::string out = "Score: ";
  for (int i = 0; i < rules_.rules.scorers(); ++i) {
    if (i) out += ", ";
    out += side_name(i) + " " + std::to_string(score[i]);
  }
  if (rules_.rules.target > 0) out += " (game to " + std::to_string(rules_.rules.target) + ")";
  if (rules_.rules.num_deals > 0) out += " (" + std::to_string(rules_.rules.num_deals) + " deals)";
  return out;
}

std::string Screen::series_line(const SeatView& v) const {
  const Rules& r = rules_.rules;
  if (!r.plays_series()) return "";
  std::string out = "Games: ";
  bool carried = false;
  std::string start;
  for (int i = 0; i < r.scorers(); ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    if (i) out += ", ", start += "-";
    out += side_name(i) + " " + std::to_string(v.games_won[k]);
    if (v.slams[k] > 0) out += " (" + std::to_string(v.slams[k]) + (v.slams[k] == 1 ? " slam)" : " slams)");
    start += std::to_string(v.carried[k]);
    carried = carried || v.carried[k] != 0;
  }
  out += r.series == SeriesKind::Rubber ? " (a rubber)" : " (first to " + std::to_string(r.series_games) + ")";
  out += " | game " + std::to_string(v.games_played + 1);
  if (carried) out += ", started " + start + " with the points carried";
  return out;
}

std::string Screen::game_won_line(int winner, bool slam, int carried, bool series_over) const {
  const std::string who = side_name(winner);
  std::string line = "** Game won by " + who;
  if (slam) line += ": a slam, it counts two games";
  line += ".";
  if (carried > 0 && !series_over)
    line += " " + who + (who == "You" || who.find('&') != std::string::npos ? " carry " : " carries ") +
            std::to_string(carried) + (carried == 1 ? " point" : " points") + " into the next game.";
  return line;
}

std::string Screen::tricks_line(const SeatView& v) const {
  std::string out = "Tricks: ";
  for (int i = 0; i < rules_.rules.scorers(); ++i) {
    int n = v.tricks[i];
    if (rules_.rules.partnerships()) n += v.tricks[i + 2];
    if (i) out += ", ";
    out += side_name(i) + " " + std::to_string(n);
  }
  return out;
}

std::string Screen::status(const SeatView& v) const {
  std::string out;
  out += "Deal " + std::to_string(v.deal_number + 1) + " | dealer " + seat_name(v.dealer);
  if (v.up_card != kNoCard) out += " | up-card " + card(v.up_card, v.trump < kNoTrump ? v.trump : kTrumpUnset);
  // French euchre: the bid to beat during the auction, the contract after it.
  if (v.bid != 0 && v.high_bidder != kNobody)
    out += " | " + std::string(v.trump == kTrumpUnset ? "high bid " : "bid ") + std::to_string(v.bid) + " (" +
           seat_name(v.high_bidder) + ")";
  out += " | " + phase_words(v.phase) + "\n";
  if (v.trump != kTrumpUnset) {
    out += "Trump: " + bold(std::string(suit_name(v.trump))) + " | maker " + seat_name(v.maker);
    if (v.loner != kNobody) out += " | " + seat_name(v.loner) + " alone";
    if (v.lone_defender != kNobody)
      out += " | " + seat_name(v.lone_defender) + (seat_name(v.lone_defender) == "You" ? " defend" : " defends") + " alone";
    if (v.jambone) out += " | jambone: " + seat_name(v.loner) + "'s hand face up";
    if (v.called_ace != kNobody) {
      out += " | called ace " + card_text(make_card(static_cast<Suit>(v.called_ace), Rank::Ace));
      if (v.ace_partner != kNobody) out += " (partner: " + seat_name(v.ace_partner) + ")";
    }
    out += "\n";
  }
  out += score_line(v.score);
  if (v.phase == Phase::Play) out += " | " + tricks_line(v);
  out += "\n";
  if (const std::string series = series_line(v); !series.empty()) out += series + "\n";
  if (v.phase == Phase::Play) {
    out += "Table:";
    bool any = false;
    for (int k = 0, p = v.leader; k < v.seats; ++k, p = (p + 1) % v.seats)
      if (v.trick[p] != kNoCard) {
        out += std::string(any ? ", " : " ") + seat_name(p) + " " + card(v.trick[p], v.trump);
        any = true;
      }
    if (!any) out += " (empty: " + seat_name(v.to_act) + " to lead)";
    out += "\n";
  }
  // A jambone (K ch. 5): the lone hand lies face up; its caller chooses its cards.
  if (v.jambone && v.loner != v.seat) out += seat_name(v.loner) + "'s hand (face up): " + hand(v.shown[v.loner], v.trump) + "\n";
  if (v.my_turn && v.phase == Phase::Play && v.turn != v.seat)
    out += "You call the jambone: choose the card " + seat_name(v.turn) + " plays, from that hand\n";
  out += "Your hand: " + (v.blind ? std::string("(unseen: you decide blind)") : hand(v.hand, v.trump)) + "\n";
  return out;
}

std::string Screen::input_for(Action a) const {
  switch (a.kind) {
    case ActionKind::Pass: return "p";
    case ActionKind::Order: return a.alone() ? "o a" : "o";
    case ActionKind::Call: return std::string(1, suit_letter(a.called_trump())) + (a.alone() ? " a" : "");
    case ActionKind::Discard: return "d " + card_text(a.arg);
    case ActionKind::Play: return card_text(a.arg);
    case ActionKind::FarmerGive: return card_text(a.arg);
    case ActionKind::NameBlind: return std::string(1, suit_letter(a.arg));
    case ActionKind::CallAce: return std::string(1, suit_letter(a.arg));
    case ActionKind::PassBest: case ActionKind::BestDiscard: return card_text(a.arg);
    case ActionKind::CallBest: return "y";
    case ActionKind::GoAlone: case ActionKind::DefendAlone: case ActionKind::ThrowIn: case ActionKind::Farmer:
    case ActionKind::BlindLoner: case ActionKind::ShowHand: case ActionKind::RobsonSubtract:
      return "y";
    case ActionKind::CallRenege: return "renege";
    case ActionKind::Claim: return "claim";
    case ActionKind::Bid: return std::to_string(a.arg);  // bids offered as numbers
    case ActionKind::Jambone: return "j";
    case ActionKind::NoJambone: return "n";
  }
  return action_text(a);
}

std::string Screen::explain(Action a, const SeatView& v) const {
  const bool dealer = v.seat == v.dealer;
  switch (a.kind) {
    case ActionKind::Pass:
      switch (v.phase) {
        case Phase::Bid1: case Phase::Bid2: case Phase::Auction: return "pass";
        case Phase::RobsonChoice: return "add the points to your side's score";
        case Phase::RenegeWindow: return "do not call a renege";
        case Phase::RedealOffer: case Phase::FarmerOffer: case Phase::ShowOffer: return "no (every seat is asked)";
        case Phase::FarmerGive: case Phase::BlindLonerOffer: case Phase::BennyName: case Phase::Discard:
        case Phase::LoneOffer: case Phase::DefendOffer: case Phase::CallAce: case Phase::Play: case Phase::NameTrump:
        case Phase::Over: case Phase::BestCall: case Phase::BestPass: case Phase::BestDiscard:
        case Phase::JamboneOffer:
          return "no, decline";
      }
      return "no, decline";
    case ActionKind::Order: {
      std::string what = dealer ? "pick up " : (v.seat == fixed_partner(v.rules.mode, v.dealer) ? "assist: " : "order up ");
      what += card(v.up_card, kTrumpUnset) + " (" + std::string(suit_name(static_cast<int>(natural_suit(v.up_card)))) + " trump)";
      return a.alone() ? what + " and go alone" : what;
    }
    case ActionKind::Call:
      return "name " + std::string(suit_name(a.called_trump())) + (a.called_trump() == kNoTrump ? "" : " trump") +
             (a.alone() ? " and go alone" : "");
    case ActionKind::Discard: return "discard " + card(a.arg, v.trump) + " face down";
    case ActionKind::Play: return "play " + card(a.arg, v.trump);
    case ActionKind::GoAlone: case ActionKind::DefendAlone: case ActionKind::ThrowIn: case ActionKind::Farmer:
    case ActionKind::BlindLoner: case ActionKind::ShowHand: case ActionKind::RobsonSubtract:
    case ActionKind::CallBest:
      return "yes, " + action_effect(a);
    case ActionKind::PassBest: return "pass " + card(a.arg, v.trump) + " face down to your partner (your best card)";
    case ActionKind::BestDiscard: return "bury " + card(a.arg, v.trump) + " face down";
    case ActionKind::FarmerGive: return "give " + card(a.arg, kTrumpUnset) + " (shown to everyone)";
    case ActionKind::NameBlind: case ActionKind::CallAce: case ActionKind::CallRenege: return action_effect(a);
    case ActionKind::Claim: return "claim the remaining tricks";
    case ActionKind::Bid: case ActionKind::Jambone: case ActionKind::NoJambone: return action_effect(a);
  }
  return action_text(a);
}

}  // namespace euchre::terminal
