#include "core/notation.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace euchre {
std::string lower(std::string_view t) {
  std::string out(t);
  for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

std::string_view trim(std::string_view t) {
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  return t;
}

namespace {

constexpr std::array<char, 8> kRankLetters{'7', '8', '9', 'T', 'J', 'Q', 'K', 'A'};

}  // namespace

char suit_letter(int suit) { return "cdhsn"[suit < 0 || suit > 4 ? 4 : suit]; }

std::string_view suit_name(int suit) {
  static constexpr std::array<std::string_view, 5> names{"clubs", "diamonds", "hearts", "spades", "no trump"};
  return names[suit < 0 || suit > 4 ? 4 : suit];
}

std::optional<int> parse_suit(std::string_view text) {
  const std::string t = lower(trim(text));
  static constexpr std::array<std::string_view, 5> names{"clubs", "diamonds", "hearts", "spades", "no trump"};
  for (int s = 0; s < 5; ++s)
    if (t.size() == 1 ? t[0] == suit_letter(s) : (t == names[s] || t + "s" == names[s])) return s;
  if (t == "notrump" || t == "no-trump" || t == "nt") return kNoTrump;
  return std::nullopt;
}

std::string card_text(Card c) {
  if (c == kBenny) return "B";
  if (c >= 32) return "??";
  return {kRankLetters[static_cast<int>(rank_of(c))], suit_letter(static_cast<int>(natural_suit(c)))};
}

std::string card_words(Card c) {
  if (c == kBenny) return "Benny";
  if (c >= 32) return "unknown card";
  static constexpr std::array<std::string_view, 8> ranks{"seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"};
  return std::string(ranks[static_cast<std::size_t>(rank_of(c))]) + " of " + std::string(suit_name(static_cast<int>(natural_suit(c))));
}

std::optional<Card> parse_card(std::string_view text) {
  std::string t = lower(trim(text));
  if (t == "b" || t == "jk" || t == "joker" || t == "benny" || t == "2s") return kBenny;
  if (t.size() == 3 && t[0] == '1' && t[1] == '0') t = "t" + t.substr(2);
  if (t.size() != 2) return std::nullopt;
  int rank = -1;
  const char r = t[0] == 'n' ? '9' : static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
  for (int i = 0; i < 8; ++i)
    if (kRankLetters[i] == r) rank = i;
  int suit = -1;
  for (int s = 0; s < 4; ++s)
    if (t[1] == suit_letter(s)) suit = s;
  if (rank < 0 || suit < 0) return std::nullopt;
  return make_card(static_cast<Suit>(suit), static_cast<Rank>(rank));
}

std::string_view phase_name(Phase p) { return phase_traits(p).name; }

std::string action_text(Action a) {
  switch (a.kind) {
    case ActionKind::Pass: return "Pass";
    case ActionKind::Order: return a.alone() ? "Order alone" : "Order";
    case ActionKind::Call: return std::string(1, suit_letter(a.called_trump())) + (a.alone() ? " alone" : "");
    case ActionKind::Discard: return "discard " + card_text(a.arg);
    case ActionKind::Play: return card_text(a.arg);
    case ActionKind::GoAlone: return "alone";
    case ActionKind::DefendAlone: return "defend alone";
    case ActionKind::ThrowIn: return "throw in";
    case ActionKind::Farmer: return "farmer";
    case ActionKind::FarmerGive: return "give " + card_text(a.arg);
    case ActionKind::BlindLoner: return "blind loner";
    case ActionKind::NameBlind: return "name " + std::string(1, suit_letter(a.arg));
    case ActionKind::ShowHand: return "show";
    case ActionKind::CallAce: return "call A" + std::string(1, suit_letter(a.arg));
    case ActionKind::CallRenege: return "renege";
    case ActionKind::RobsonSubtract: return "subtract";
    case ActionKind::Claim: return "claim";
    case ActionKind::CallBest: return "call best";
    case ActionKind::PassBest: return "pass " + card_text(a.arg);
    case ActionKind::BestDiscard: return "bury " + card_text(a.arg);
    case ActionKind::Bid: return "bid " + std::to_string(a.arg);
    case ActionKind::Jambone: return "jambone";
    case ActionKind::NoJambone: return "no jambone";
  }
  return "?";
}

std::optional<Action> parse_action(std::string_view text, const DealState& s) {
  std::string t = lower(trim(text));
  bool alone = false;
  for (std::string_view suffix : {" alone", " a"})
    if (t.size() > suffix.size() && t.ends_with(suffix)) {
      alone = true;
      t = std::string(trim(t.substr(0, t.size() - suffix.size())));
    }
  auto word_after = [&](std::string_view prefix) -> std::optional<std::string> {
    if (t.starts_with(prefix)) return std::string(trim(std::string_view(t).substr(prefix.size())));
    return std::nullopt;
  };
  if (t == "claim") return Action::simple(ActionKind::Claim);
  if (t == "renege" || t == "call renege") return Action::simple(ActionKind::CallRenege);
  const bool decline = t == "p" || t == "pass" || t == "no" || t == "n" || t == "decline" || t == "add";
  switch (s.phase) {
    case Phase::Bid1:
      if (t == "p" || t == "pass") return Action::pass();
      if (t == "o" || t == "order" || t == "pickup" || t == "pick up" || t == "assist" || t == "take" ||
          t == "take up" || t == "call" || t == "a" || t == "alone")
        return Action::order(alone || t == "a" || t == "alone");
      return std::nullopt;
    case Phase::Bid2: {
      if (t == "p" || t == "pass") return Action::pass();
      auto suit = parse_suit(t);
      if (suit) return Action::call(*suit, alone);
      return std::nullopt;
    }
    case Phase::Auction: {
      if (decline) return Action::pass();
      const std::string n = word_after("bid ").value_or(t);
      if (n.size() == 1 && n[0] >= '1' && n[0] <= '9') return Action::bid(n[0] - '0');
      return std::nullopt;
    }
    case Phase::NameTrump: {
      auto suit = parse_suit(word_after("name ").value_or(t));
      if (suit) return Action::call(*suit, alone);
      return std::nullopt;
    }
    case Phase::Discard: {
      auto c = parse_card(word_after("discard ").value_or(t));
      if (c) return Action::discard(*c);
      return std::nullopt;
    }
    case Phase::FarmerGive: {
      auto c = parse_card(word_after("give ").value_or(t));
      if (c) return Action::with(ActionKind::FarmerGive, *c);
      return std::nullopt;
    }
    case Phase::Play: {
      auto c = parse_card(t);
      if (c) return Action::play(*c);
      return std::nullopt;
    }
    case Phase::BennyName: {
      auto suit = parse_suit(word_after("name ").value_or(t));
      if (suit && *suit < 4) return Action::with(ActionKind::NameBlind, *suit);
      return std::nullopt;
    }
    case Phase::CallAce: {
      std::string w = word_after("call ").value_or(t);
      if (w.size() == 2 && w[0] == 'a') w = w.substr(1);
      auto suit = parse_suit(w);
      if (suit && *suit < 4) return Action::with(ActionKind::CallAce, *suit);
      return std::nullopt;
    }
    case Phase::BestPass: {
      auto c = parse_card(word_after("pass ").value_or(t));
      if (c) return Action::with(ActionKind::PassBest, *c);
      break;
    }
    case Phase::BestDiscard: {
      auto c = parse_card(word_after("bury ").value_or(word_after("discard ").value_or(t)));
      if (c) return Action::with(ActionKind::BestDiscard, *c);
      break;
    }
    case Phase::JamboneOffer:
      if (t == "jambone" || t == "j" || t == "y" || t == "yes") return Action::simple(ActionKind::Jambone);
      if (t == "no jambone" || decline) return Action::simple(ActionKind::NoJambone);
      return std::nullopt;
    case Phase::BestCall:
      if (t == "call best" || t == "best" || t == "call") return Action::simple(ActionKind::CallBest);
      break;
    // The offers: a yes/no question, read below.
    case Phase::RedealOffer: case Phase::FarmerOffer: case Phase::BlindLonerOffer: case Phase::LoneOffer:
    case Phase::DefendOffer: case Phase::ShowOffer: case Phase::RenegeWindow: case Phase::RobsonChoice:
    case Phase::Over:
      break;
  }
  if (decline) return Action::pass();
  static constexpr std::array<std::pair<std::string_view, ActionKind>, 10> words{{
      {"alone", ActionKind::GoAlone},       {"a", ActionKind::GoAlone},
      {"defend alone", ActionKind::DefendAlone}, {"defend", ActionKind::DefendAlone},
      {"throw in", ActionKind::ThrowIn},    {"farmer", ActionKind::Farmer},
      {"blind loner", ActionKind::BlindLoner}, {"blind", ActionKind::BlindLoner},
      {"show", ActionKind::ShowHand},       {"subtract", ActionKind::RobsonSubtract},
  }};
  for (const auto& [word, kind] : words)
    if (t == word) {
      if (kind == ActionKind::GoAlone && s.phase == Phase::DefendOffer) return Action::simple(ActionKind::DefendAlone);
      return Action::simple(kind);
    }
  if (t == "y" || t == "yes") {
    const PhaseTraits traits = phase_traits(s.phase);
    if (traits.offer) return Action::simple(traits.accept);
  }
  return std::nullopt;
}

}  // namespace euchre
