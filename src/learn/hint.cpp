// Hints (`euchre hint`, `h` in `euchre play`): the expert ranks the legal
// actions from the seat's view, and each gets a reason in words built from
// facts that view shows (its own cards, the calls, the cards played, the
// voids those plays revealed, the score). Nothing hidden is read.
#include "learn/hint.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "bots/expert_bot.h"
#include "bots/basic_bot.h"
#include "learn/action_words.h"
#include "core/compiled_rules.h"
#include "core/notation.h"

namespace euchre::learn {
namespace {

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

class Facts {
 public:
  explicit Facts(const SeatView& v) : v_(v), cr_(v.rules) {
    me_ = v.seat;
    partner_ = partner_of(v.side_facts(), me_);
    scorer_ = scorer_of(v.rules.mode, me_);
    voids_ = v.failed_to_follow;
    if (v.winning_seat != kNobody) {  // the trick on the table
      led_ = v.led_suit;
      winner_ = v.winning_seat;
      winning_ = v.trick[static_cast<std::size_t>(winner_)];
      best_key_ = table().trick_key[static_cast<std::size_t>(led_)][winning_];
      for (Card c : v.trick) in_trick_ += c != kNoCard;
    }
    bool ordered = false;
    for (const Move& m : v.moves) ordered = ordered || m.action.kind == ActionKind::Order;
    gone_ = v.played | v.hand;
    if (v.own_discard != kNoCard) gone_.add(v.own_discard);
    for (Card c : v.best_discard)
      if (c != kNoCard) gone_.add(c);
    if (v.up_card != kNoCard && !ordered && v.trump != kTrumpUnset) gone_.add(v.up_card);  // turned down
    if (v.up_card != kNoCard && ordered && me_ == v.dealer) gone_.add(v.up_card);           // in my hand or my discard
  }

  std::string reason(Action a) const {
    switch (a.kind) {
      case ActionKind::Order: return make_reason(static_cast<int>(natural_suit(v_.up_card)), a.alone(), true);
      case ActionKind::Call:
        if (a.called_trump() == kNoTrump) return a.alone() ? alone_reason("no trump") : "no trump: your high cards in every suit count";
        return make_reason(a.called_trump(), a.alone(), false);
      case ActionKind::Pass: return pass_reason();
      case ActionKind::Discard: return discard_reason(a.arg);
      case ActionKind::Play: return play_reason(a.arg);
      case ActionKind::GoAlone: return alone_reason(trump_text(v_.trump, v_.hand));
      case ActionKind::DefendAlone: return "a lone defence scores 4 if the makers are euchred; " + trump_text(v_.trump, v_.hand);
      case ActionKind::Claim: return "your side takes every remaining trick";
      // Decisions the ranking explains by what they do.
      case ActionKind::Farmer: case ActionKind::FarmerGive: case ActionKind::ThrowIn: case ActionKind::BlindLoner:
      case ActionKind::NameBlind: case ActionKind::ShowHand: case ActionKind::CallAce: case ActionKind::CallRenege:
      case ActionKind::RobsonSubtract: case ActionKind::CallBest: case ActionKind::PassBest:
      case ActionKind::BestDiscard: case ActionKind::Bid: case ActionKind::Jambone: case ActionKind::NoJambone:
        return action_effect(a);
    }
    return std::string(phase_name(v_.phase));
  }

 private:
  const TrumpTable& table() const { return cr_.trump[v_.trump]; }
  std::string who(int p) const {
    if (p == partner_) return "partner";
    if (v_.rules.partnerships()) return p == (me_ + 1) % 4 ? "your left-hand opponent" : "your right-hand opponent";
    return "seat " + std::to_string(p);
  }
  int need(int scorer) const { return v_.rules.target - v_.score[static_cast<std::size_t>(scorer)]; }
  int need_them() const {
    int best = 1000;
    for (int i = 0; i < v_.rules.scorers(); ++i)
      if (i != scorer_) best = std::min(best, need(i));
    return best;
  }

  // "you hold both bowers and 4 trumps, 1 off-suit ace" for a trump (or no trump).
  std::string trump_text(int trump, CardSet hand) const {
    if (trump == kNoTrump) {
      int aces = 0;
      for (Card c : hand) aces += is_ace(c);
      return "you hold " + std::to_string(aces) + (aces == 1 ? " ace" : " aces");
    }
    const TrumpTable& t = cr_.trump[static_cast<std::size_t>(trump)];
    const CardSet trumps = hand & t.trumps;
    const Card right = make_card(static_cast<Suit>(trump), Rank::Jack);
    const Card left = make_card(same_colour(static_cast<Suit>(trump)), Rank::Jack);
    int aces = 0;
    for (Card c : hand - t.trumps) aces += is_ace(c);
    std::string s = "you hold ";
    if (trumps.contains(right) && trumps.contains(left)) s += "both bowers and ";
    else if (trumps.contains(right)) s += "the right bower and ";
    else if (trumps.contains(left)) s += "the left bower and ";
    s += std::to_string(trumps.size()) + (trumps.size() == 1 ? " trump" : " trumps") + " in " + std::string(suit_name(trump));
    if (aces > 0) s += ", " + std::to_string(aces) + " off-suit " + (aces == 1 ? "ace" : "aces");
    return s;
  }

  std::string alone_reason(const std::string& hand_text) const {
    if (v_.rules.target > 0 && need(scorer_) <= 1) return "one point wins the game: no need to go alone";
    if (v_.rules.target > 0 && need(scorer_) == 2) return "two points win the game: a march with partner is enough";
    return hand_text + ": a lone march scores 4";
  }

  std::string make_reason(int trump, bool alone, bool order) const {
    CardSet hand = v_.hand;
    if (order && me_ == v_.dealer) hand.add(v_.up_card);
    const std::string h = trump_text(trump, hand);
    if (alone) return alone_reason(h);
    std::vector<std::string> parts{h};
    if (order && v_.rules.partnerships() && me_ != v_.dealer)
      parts.push_back(std::string(v_.dealer == partner_ ? "partner (the dealer)" : "the dealer (an opponent)") +
                      " picks up the " + card_words(v_.up_card));
    if (order && me_ == v_.dealer) parts.push_back("you pick up the " + card_words(v_.up_card));
    if (v_.rules.target > 0 && need(scorer_) <= 1) parts.push_back("one point wins the game");
    else if (v_.rules.target > 0 && need_them() <= 2)
      parts.push_back("the opponents need only " + std::to_string(need_them()) + ": making trump stops them calling");
    return join(parts);
  }

  std::string pass_reason() const {
    switch (v_.phase) {
      case Phase::Bid1: {
        const int trump = static_cast<int>(natural_suit(v_.up_card));
        if (is_benny(v_.up_card)) return "pass the up-card";
        CardSet hand = v_.hand;
        if (me_ == v_.dealer) hand.add(v_.up_card);
        std::string s = trump_text(trump, hand);
        if (v_.rules.partnerships() && me_ != v_.dealer && v_.dealer != partner_)
          s += "; ordering would give the dealer (an opponent) the " + card_words(v_.up_card);
        return s;
      }
      case Phase::Bid2: {
        int best = 0, best_n = -1;
        const int turned = is_benny(v_.up_card) ? -1 : static_cast<int>(natural_suit(v_.up_card));
        for (int t = 0; t < kSuits; ++t) {
          if (t == turned) continue;
          const int n = (v_.hand & cr_.trump[static_cast<std::size_t>(t)].trumps).size();
          if (n > best_n) best = t, best_n = n;
        }
        return "your best suit to name: " + trump_text(best, v_.hand);
      }
      case Phase::Auction: {
        const BasicBot::AuctionWorth w = BasicBot::auction_worth(cr_, v_.hand);
        return "your hand is worth about " + std::to_string(w.tricks) + " tricks with partner: " +
               trump_text(w.trump, v_.hand);
      }
      case Phase::LoneOffer: return "play with partner: " + trump_text(v_.trump, v_.hand);
      case Phase::DefendOffer: return "defend with partner";
      case Phase::BestCall: return "play alone with the hand you hold";
      case Phase::RedealOffer: case Phase::FarmerOffer: case Phase::FarmerGive: case Phase::BlindLonerOffer:
      case Phase::BennyName: case Phase::Discard: case Phase::CallAce: case Phase::ShowOffer: case Phase::Play:
      case Phase::RenegeWindow: case Phase::RobsonChoice: case Phase::BestPass: case Phase::BestDiscard:
      case Phase::NameTrump: case Phase::JamboneOffer: case Phase::Over:
        return "decline";
    }
    return "decline";
  }

  std::string discard_reason(Card c) const {
    if (v_.trump >= kNoTrump) return "throws the " + card_words(c);
    const TrumpTable& t = table();
    if (t.trumps.contains(c)) return "throws a trump: every other card is worth more";
    const int s = t.suit_of[c];
    const CardSet same = v_.hand & t.suit_cards[static_cast<std::size_t>(s)];
    if (same.size() == 1) return "voids you in " + std::string(suit_name(s)) + ", so you can trump it";
    if (rank_of(c) == Rank::Ace) return "throws an ace";
    return "your lowest card of " + std::string(suit_name(s)) + " (you keep " + std::to_string(same.size() - 1) + ")";
  }

  // The highest card of effective suit `suit` still out (not seen gone), above `above` (a key).
  Card highest_out(int suit, int above) const {
    const TrumpTable& t = table();
    Card best = kNoCard;
    int best_key = above;
    for (Card x : t.suit_cards[static_cast<std::size_t>(suit)] - gone_) {
      const int k = t.trick_key[static_cast<std::size_t>(suit)][x];
      if (k > best_key) best = x, best_key = k;
    }
    return best;
  }

  std::string card_out(Card x) const {
    if (v_.trump < kNoTrump) {
      if (x == make_card(static_cast<Suit>(v_.trump), Rank::Jack)) return "the right bower is still out";
      if (x == make_card(same_colour(static_cast<Suit>(v_.trump)), Rank::Jack)) return "the left bower is still out";
    }
    if (is_benny(x)) return "the Benny is still out";
    return "the " + card_words(x) + " is still out";
  }

  std::string play_reason(Card c) const {
    if (v_.trump == kTrumpUnset) return "plays the " + card_words(c);
    const TrumpTable& t = table();
    const int suit = t.suit_of[c];
    const bool trump = t.trumps.contains(c);
    std::vector<std::string> parts;
    if (in_trick_ == 0) {  // leading
      const Card higher = highest_out(suit, t.trick_key[static_cast<std::size_t>(suit)][c]);
      if (higher == kNoCard) parts.push_back("the highest " + std::string(trump ? "trump" : suit_name(suit)) + " left");
      else parts.push_back(card_out(higher));
      if (!trump && v_.trump < kNoTrump) {
        if (partner_ != kNobody && ((voids_[static_cast<std::size_t>(partner_)] >> suit) & 1))
          parts.push_back("partner has shown out of " + std::string(suit_name(suit)) + " and can trump it");
        for (int p = 0; p < v_.seats; ++p)
          if (p != me_ && p != partner_ && has_seat(v_.active, p) && ((voids_[static_cast<std::size_t>(p)] >> suit) & 1)) {
            parts.push_back(who(p) + " has shown out of " + std::string(suit_name(suit)) + " and may trump it");
            break;
          }
      }
      if (trump && parts.size() == 1 && higher == kNoCard) parts.push_back("drawing trump protects your other winners");
      return join(parts);
    }
    const int key = t.trick_key[static_cast<std::size_t>(led_)][c];
    const bool beats = key > best_key_;
    const bool last = in_trick_ + 1 == std::popcount(v_.active);
    if (winner_ == partner_ && partner_ != kNobody) {
      if (!beats) parts.push_back("partner's " + card_words(winning_) + " is winning the trick");
      else parts.push_back("overtakes partner's " + card_words(winning_));
    }
    if (beats) {
      if (trump && led_ != suit) parts.push_back("trumps the trick");
      else if (winner_ != partner_) parts.push_back("beats the " + card_words(winning_));
      if (last) parts.push_back("you play last: it wins the trick");
      else {
        const Card higher = highest_out(trump ? suit : led_, key);
        if (higher != kNoCard) parts.push_back(card_out(higher));
        else parts.push_back("no card left can beat it");
      }
    } else {
      if (winner_ != partner_) parts.push_back("cannot beat the " + card_words(winning_));
      if (suit != led_) {
        parts.push_back("shows out of " + std::string(suit_name(led_)));
        if (!trump && (v_.hand & t.suit_cards[static_cast<std::size_t>(suit)]).size() == 1)
          parts.push_back("voids you in " + std::string(suit_name(suit)));
      } else {
        parts.push_back("keeps your higher cards");
      }
    }
    return join(parts);
  }

  const SeatView& v_;
  CompiledRules cr_;
  int me_ = 0, partner_ = kNobody, scorer_ = 0;
  std::array<std::uint8_t, 4> voids_{};
  int led_ = 0, in_trick_ = 0, winner_ = kNobody;
  Card winning_ = kNoCard;
  int best_key_ = 0;
  CardSet gone_;
};

}  // namespace

std::string hint_reason(const SeatView& view, Action a) { return Facts(view).reason(a); }

std::vector<Hint> rank_actions(const SeatView& view, int level, std::uint64_t seed) {
  ExpertBot bot(seed, level);
  const Action chosen = bot.choose(view);
  const std::vector<double>& values = bot.last_values();
  const std::vector<double>& points = bot.last_points();
  const Facts facts(view);
  std::vector<Hint> out;
  for (int i = 0; i < view.legal.size(); ++i) {
    Hint h;
    h.action = view.legal[i];
    h.name = action_text(h.action);
    const bool forced = view.legal.size() == 1;
    if (!forced) h.expected_points = points[static_cast<std::size_t>(i)];
    if (!forced && view.rules.target > 0) h.win_chance = values[static_cast<std::size_t>(i)];
    h.reason = (forced ? "your only legal action; " : "") + facts.reason(h.action);
    out.push_back(std::move(h));
  }
  std::vector<std::size_t> order(out.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (std::abs(values[a] - values[b]) > 1e-9) return values[a] > values[b];
    const bool ca = view.legal[static_cast<int>(a)] == chosen, cb = view.legal[static_cast<int>(b)] == chosen;
    if (ca != cb) return ca;  // the expert's own tie-break (the cheaper card)
    return points[a] > points[b];
  });
  std::vector<Hint> sorted;
  for (std::size_t i : order) sorted.push_back(out[i]);
  return sorted;
}

}  // namespace euchre::learn
