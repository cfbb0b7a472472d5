#include "terminal/narration.h"

#include <bit>

#include "core/notation.h"
#include "core/seats.h"

namespace euchre::terminal {
namespace {

// Why a decline is worth saying (or not): the words of a Pass by phase.
std::string pass_words(const std::string& who, bool you, Phase phase) {
  const auto verb = [you](const char* second, const char* third) { return std::string(you ? second : third); };
  switch (phase) {
    case Phase::Bid1: case Phase::Bid2: case Phase::Auction: return who + verb("pass.", "passes.");
    // Every seat is asked these, qualifying or not: a decline says nothing.
    case Phase::RedealOffer: case Phase::FarmerOffer: case Phase::ShowOffer: return {};
    case Phase::BlindLonerOffer: return who + verb("decline", "declines") + " to go alone blind.";
    case Phase::LoneOffer: return who + verb("do", "does") + " not go alone.";
    case Phase::DefendOffer: return who + verb("do", "does") + " not defend alone.";
    case Phase::BestCall: return who + verb("play", "plays") + " without the partner's best card.";
    case Phase::RenegeWindow: return who + verb("call", "calls") + " no renege.";
    case Phase::RobsonChoice: return who + verb("add", "adds") + " the points.";
    case Phase::FarmerGive: case Phase::BennyName: case Phase::Discard: case Phase::CallAce:
    case Phase::Play: case Phase::NameTrump: case Phase::Over: case Phase::BestPass: case Phase::BestDiscard:
    case Phase::JamboneOffer:
      return who + verb("pass.", "passes.");
  }
  return {};
}

}  // namespace

std::string narrate(const Screen& screen, Mode mode, const MoveScene& s, int seat, Action a) {
  const bool you = screen.seat_name(seat) == "You";
  const auto verb = [you](const char* second, const char* third) { return std::string(you ? second : third); };
  const std::string who = screen.seat_name(seat) + " ";
  const std::string up = screen.card(s.up_card, kTrumpUnset);
  switch (a.kind) {
    case ActionKind::Pass: return pass_words(who, you, s.phase);
    case ActionKind::Order: {
      std::string w;
      if (seat == s.dealer) w = verb("pick up ", "picks up ");
      else if (seat == fixed_partner(mode, s.dealer)) w = verb("assist: ", "assists: ");
      else w = verb("order up ", "orders up ");
      return who + w + up + (a.alone() ? verb(" and go alone.", " and goes alone.") : ".");
    }
    case ActionKind::Call:
      return who + verb("call ", "calls ") + std::string(suit_name(a.called_trump())) +
             (a.alone() ? verb(" and go alone.", " and goes alone.") : ".");
    case ActionKind::Discard:
      return you ? "You discard " + screen.card(a.arg, s.trump) + "." : who + "discards a card.";
    case ActionKind::Play: return who + verb("play ", "plays ") + screen.card(a.arg, s.trump) + ".";
    case ActionKind::GoAlone: return who + verb("go", "goes") + " alone.";
    case ActionKind::DefendAlone: return who + verb("defend", "defends") + " alone.";
    case ActionKind::ThrowIn: return who + verb("throw", "throws") + " in the hand.";
    case ActionKind::Farmer: return who + verb("declare", "declares") + " a farmer's hand.";
    case ActionKind::FarmerGive: return who + verb("give ", "gives ") + screen.card(a.arg, kTrumpUnset) + ".";
    case ActionKind::BlindLoner: return who + verb("go", "goes") + " alone blind.";
    case ActionKind::NameBlind:
      return who + verb("name ", "names ") + std::string(suit_name(a.arg)) + " trump (blind).";
    case ActionKind::ShowHand:
      return who + verb("show ", "shows ") + screen.hand(s.hand, kTrumpUnset) + ": no ace, no face, no trump.";
    case ActionKind::CallAce:
      return who + verb("call", "calls") + " the ace of " + std::string(suit_name(a.arg)) + ".";
    case ActionKind::CallRenege: return who + verb("call", "calls") + " a renege.";
    case ActionKind::RobsonSubtract: return who + verb("subtract", "subtracts") + " the points from the opponents.";
    case ActionKind::Claim: return who + verb("claim", "claims") + " the remaining tricks.";
    case ActionKind::CallBest: return who + verb("call", "calls") + " for the partner's best card.";
    // Face down: the card shows only in the view of who may know it.
    case ActionKind::PassBest:
      return who + verb("pass ", "passes ") + (a.arg == kNoCard ? std::string("a card") : screen.card(a.arg, s.trump)) +
             " face down to " + verb("your", "the") + " partner.";
    case ActionKind::BestDiscard:
      return who + verb("bury ", "buries ") + (a.arg == kNoCard ? std::string("a card") : screen.card(a.arg, s.trump)) +
             " face down.";
    case ActionKind::Bid: return who + verb("bid ", "bids ") + std::to_string(a.arg) + (a.arg == 1 ? " trick." : " tricks.");
    case ActionKind::Jambone:
      return who + verb("play", "plays") + " a jambone: the hand face up, " + verb("your", "the") +
             " left-hand opponent calls its cards.";
    case ActionKind::NoJambone: return who + verb("play", "plays") + " no jambone.";
  }
  return who + action_text(a);
}

std::vector<TrickWon> tricks_won(const SeatView& v, const CompiledRules& rules) {
  std::vector<TrickWon> out;
  const int per_trick = std::popcount(v.active);
  if (v.trump == kTrumpUnset || per_trick == 0) return out;
  const TrumpTable& t = rules.trump[v.trump];
  int in_trick = 0, led = 0, best_key = -1;
  TrickWon best;
  for (std::size_t i = 0; i < v.moves.size(); ++i) {
    const Move& m = v.moves[i];
    if (m.action.kind != ActionKind::Play) continue;
    const Card c = m.action.arg;
    if (in_trick == 0) {
      led = t.suit_of[c];
      best_key = -1;
    }
    if (t.trick_key[led][c] > best_key) {
      best_key = t.trick_key[led][c];
      best.winner = m.seat;
      best.card = c;
    }
    if (++in_trick == per_trick) {
      best.last_move = i;
      out.push_back(best);
      in_trick = 0;
    }
  }
  return out;
}

std::string outcome_words(std::string_view outcome) {
  if (outcome == "march") return ": a march";
  if (outcome == "euchred") return ": euchred";
  return {};
}

}  // namespace euchre::terminal
